package com.workspacecommerce.sdk.internal;

import okhttp3.MediaType;
import okhttp3.RequestBody;
import okio.BufferedSink;

/**
 * A JSON request body. For a non-idempotent request it declares itself one-shot, which stops OkHttp
 * from silently re-sending it on a connection failure after sending started: only the retrying
 * layer decides whether a POST may be sent again. Internal: not part of the public API.
 */
final class JsonRequestBody extends RequestBody {
  private static final MediaType JSON = MediaType.get("application/json");

  private final byte[] bytes;
  private final boolean oneShot;

  /**
   * Creates a body.
   *
   * @param bytes the serialized JSON
   * @param oneShot whether OkHttp must never send it twice on its own
   */
  public JsonRequestBody(byte[] bytes, boolean oneShot) {
    this.bytes = bytes;
    this.oneShot = oneShot;
  }

  /** The serialized JSON, shared: callers must not change it. */
  byte[] bytes() {
    return bytes;
  }

  @Override
  public MediaType contentType() {
    return JSON;
  }

  @Override
  public long contentLength() {
    return bytes.length;
  }

  @Override
  public boolean isOneShot() {
    return oneShot;
  }

  @Override
  public void writeTo(BufferedSink sink) throws java.io.IOException {
    sink.write(bytes);
  }
}
