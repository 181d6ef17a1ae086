package com.workspacecommerce.sdk.internal;

import com.workspacecommerce.sdk.internal.spi.Cancellation;
import java.io.IOException;
import org.jspecify.annotations.Nullable;

/**
 * Sends one attempt and returns its response with the body already read and closed. Layers (such as
 * logging) wrap {@link AttemptLayer}; {@link RetryLoop} drives them, once per attempt. Assembled
 * once when the client is built. Internal: not part of the public API.
 */
@FunctionalInterface
interface CallLayer {
  /**
   * Sends the request once.
   *
   * @param request the request
   * @return the response, whatever its status
   * @throws IOException when no response could be had
   */
  AttemptResponse send(OutgoingRequest request) throws IOException;

  /**
   * Starts one attempt without blocking the caller; the callback runs once, on a thread of the
   * transport, with the response (body read and closed) or the failure.
   *
   * @param request the request
   * @param callback told the result
   * @return the attempt's exchange, or null when the attempt ended before it was sent (the callback
   *     has then run already); the attempt layer hands the exchange to the call's {@link
   *     CallControl}, which is what cancels it
   */
  default @Nullable Cancellation sendAsync(OutgoingRequest request, AttemptCallback callback) {
    throw new UnsupportedOperationException("this transport is synchronous only");
  }

  /** Told the result of one asynchronous attempt. */
  @FunctionalInterface
  interface AttemptCallback {
    /**
     * Receives the result; exactly one of the two is non-null.
     *
     * @param response the response, or null
     * @param failure the failure, or null
     */
    void done(@Nullable AttemptResponse response, @Nullable IOException failure);
  }
}
