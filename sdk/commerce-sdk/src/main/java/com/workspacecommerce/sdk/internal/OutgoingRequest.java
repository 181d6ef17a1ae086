package com.workspacecommerce.sdk.internal;

import java.time.Duration;
import okhttp3.Request;

/**
 * A request ready for the transport, with what the layers need to know about it. Internal: not
 * part of the public API.
 *
 * @param http the OkHttp request, headers and body included
 * @param timeout the whole-call timeout of each attempt
 * @param maxRetries how many times a failed attempt may be retried
 * @param idempotent whether sending it twice is safe (GET, PUT, or a POST with an idempotency key)
 * @param attempt which attempt this is, from 1; set by the retrying layer, shown in log lines
 */
record OutgoingRequest(
    Request http, Duration timeout, int maxRetries, boolean idempotent, int attempt) {
  /**
   * Creates the request for its first attempt.
   *
   * @param http the OkHttp request
   * @param timeout the whole-call timeout of each attempt
   * @param maxRetries how many times a failed attempt may be retried
   * @param idempotent whether sending it twice is safe
   */
  public OutgoingRequest(Request http, Duration timeout, int maxRetries, boolean idempotent) {
    this(http, timeout, maxRetries, idempotent, 1);
  }

  /**
   * Returns the same request marked as another attempt.
   *
   * @param attempt the attempt number, from 1
   * @return the request
   */
  public OutgoingRequest withAttempt(int attempt) {
    return attempt == this.attempt
        ? this
        : new OutgoingRequest(http, timeout, maxRetries, idempotent, attempt);
  }

  /** @return method and path, as shown in messages and log lines (no host, no query) */
  public String describe() {
    return http.method() + " " + http.url().encodedPath();
  }
}
