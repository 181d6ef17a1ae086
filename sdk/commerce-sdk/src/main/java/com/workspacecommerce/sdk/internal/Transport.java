package com.workspacecommerce.sdk.internal;

import java.io.IOException;

/**
 * Sends one attempt and returns its response with the body already read and closed. Layers (such as
 * logging) wrap the OkHttp implementation; {@link RetryingTransport} drives them, once per attempt.
 * Assembled once when the client is built. Internal: not part of the public API.
 */
@FunctionalInterface
public interface Transport {
  /**
   * Sends the request once.
   *
   * @param request the request
   * @return the response, whatever its status
   * @throws IOException when no response could be had
   */
  RawResponse send(OutgoingRequest request) throws IOException;
}
