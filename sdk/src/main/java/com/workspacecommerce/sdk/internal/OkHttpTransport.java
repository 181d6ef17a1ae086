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
public final class OkHttpTransport implements Transport {
  /** The most bytes of an error body that are read; the rest is discarded with the connection. */
  public static final int MAX_ERROR_BODY_BYTES = 64 * 1024;

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
        bytes = body.bytes();
      } else {
        BufferedSource source = body.source();
        source.request(MAX_ERROR_BODY_BYTES);
        bytes = source.getBuffer().readByteArray(Math.min(source.getBuffer().size(), MAX_ERROR_BODY_BYTES));
      }
      return new RawResponse(response.code(), response.headers(), bytes, 1);
    }
  }
}
