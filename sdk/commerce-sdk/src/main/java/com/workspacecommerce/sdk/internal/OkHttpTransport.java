package com.workspacecommerce.sdk.internal;

import java.io.IOException;
import java.util.concurrent.TimeUnit;
import okhttp3.Call;
import okhttp3.OkHttpClient;
import okhttp3.Response;
import okhttp3.ResponseBody;
import okio.BufferedSource;

/**
 * Sends one attempt with OkHttp and reads the body before returning, so the connection goes back
 * to the pool (or is closed) on every path. Internal: not part of the public API.
 */
final class OkHttpTransport implements Transport {
  /** The most bytes of an error body that are read; the rest is discarded with the connection. */
  public static final int MAX_ERROR_BODY_BYTES = 64 * 1024;

  /** Bodies up to this announced length are read straight into an array of that size. */
  private static final long PRESIZE_LIMIT = 16 * 1024 * 1024;

  private final OkHttpClient client;

  /**
   * Creates the transport.
   *
   * @param client the client to send with (its call timeout is overridden per attempt)
   */
  public OkHttpTransport(OkHttpClient client) {
    this.client = client;
  }

  @Override
  public RawResponse send(OutgoingRequest request) throws IOException {
    Call call = client.newCall(request.http());
    call.timeout().timeout(request.timeout().toNanos(), TimeUnit.NANOSECONDS);
    try (Response response = call.execute()) {
      ResponseBody body = response.body();
      byte[] bytes;
      if (response.isSuccessful()) {
        bytes = readFully(body);
      } else {
        BufferedSource source = body.source();
        source.request(MAX_ERROR_BODY_BYTES);
        bytes = source.getBuffer().readByteArray(Math.min(source.getBuffer().size(), MAX_ERROR_BODY_BYTES));
      }
      return new RawResponse(response.code(), response.headers(), bytes, 1);
    }
  }

  /**
   * Reads a whole body into one array of the announced size. {@code ResponseBody.bytes()} would
   * first gather the body in Okio segments and then copy it: for a 200 KB page that is twice the
   * garbage of the body itself, since the segment pool keeps only 64 KB. Reading segment by segment
   * into the final array recycles each segment at once. Same failures as {@code bytes()}.
   */
  private static byte[] readFully(ResponseBody body) throws IOException {
    long length = body.contentLength();
    if (length < 0 || length > PRESIZE_LIMIT) {
      // Unknown length (chunked), or one too large to trust before the bytes arrive.
      return body.bytes();
    }
    BufferedSource source = body.source();
    byte[] bytes = new byte[(int) length];
    int read = 0;
    while (read < bytes.length) {
      int n = source.read(bytes, read, bytes.length - read);
      if (n < 0) {
        break;
      }
      read += n;
    }
    if (read < bytes.length || !source.exhausted()) {
      long actual = read;
      while (!source.exhausted()) {
        actual += source.getBuffer().size();
        source.getBuffer().clear();
      }
      throw new IOException(
          "Content-Length (" + length + ") and stream length (" + actual + ") disagree");
    }
    return bytes;
  }
}
