package com.workspacecommerce.sdk.internal;

import java.io.IOException;

/**
 * The one internal call interface: sends a request and returns its response with the body already
 * read and closed. Layers (logging, retrying) wrap the OkHttp implementation, assembled once when
 * the client is built. Internal: not part of the public API.
 */
@FunctionalInterface
interface Transport {
  /**
   * Sends the request once, or more times for a retrying layer.
   *
   * @param request the request
   * @return the response, whatever its status
   * @throws IOException when no response could be had
   */
  RawResponse send(OutgoingRequest request) throws IOException;
}
