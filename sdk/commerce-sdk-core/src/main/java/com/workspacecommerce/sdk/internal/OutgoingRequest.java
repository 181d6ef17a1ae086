package com.workspacecommerce.sdk.internal;

import com.workspacecommerce.sdk.CallListener;
import com.workspacecommerce.sdk.internal.spi.JsonType;
import com.workspacecommerce.sdk.internal.spi.WireRequest;
import java.time.Duration;
import org.jspecify.annotations.Nullable;

/**
 * A request ready for the transport, with what the layers need to know about it. Internal: not part
 * of the public API.
 *
 * @param http the HTTP request, headers and body included
 * @param call the operation and path template, as listeners see them
 * @param maxRetries how many times a failed attempt may be retried
 * @param idempotent whether sending it twice is safe (GET, PUT, or a POST with an idempotency key)
 * @param totalTimeout the whole-call timeout
 * @param attempt which attempt this is, from 1; set by the retrying layer, shown in log lines
 * @param decodeAs how to read a 2xx body as it arrives, or null to read it whole
 * @param control the call's time: its deadline and each attempt's timeout, shared by its attempts
 */
record OutgoingRequest(
    WireRequest http,
    CallListener.Call call,
    int maxRetries,
    boolean idempotent,
    Duration totalTimeout,
    int attempt,
    @Nullable JsonType<?> decodeAs,
    CallControl control) {

  /**
   * A request with a control of its own, made from its deadline and attempt timeout.
   *
   * @param http the HTTP request
   * @param call the operation, as listeners see it
   * @param attemptTimeout the time allowed for each attempt
   * @param maxRetries how many times a failed attempt may be retried
   * @param idempotent whether sending it twice is safe
   * @param totalTimeout the whole-call timeout
   * @param deadlineNanos when the whole call must end, in {@link System#nanoTime()} terms
   * @param attempt which attempt this is, from 1
   * @param decodeAs how to read a 2xx body as it arrives, or null to read it whole
   */
  OutgoingRequest(
      WireRequest http,
      CallListener.Call call,
      Duration attemptTimeout,
      int maxRetries,
      boolean idempotent,
      Duration totalTimeout,
      long deadlineNanos,
      int attempt,
      @Nullable JsonType<?> decodeAs) {
    this(
        http,
        call,
        maxRetries,
        idempotent,
        totalTimeout,
        attempt,
        decodeAs,
        new CallControl(deadlineNanos, attemptTimeout));
  }

  /**
   * A request whose 2xx body is read whole.
   *
   * @param http the HTTP request
   * @param call the operation, as listeners see it
   * @param attemptTimeout the time allowed for this attempt
   * @param maxRetries how many times a failed attempt may be retried
   * @param idempotent whether sending it twice is safe
   * @param totalTimeout the whole-call timeout
   * @param deadlineNanos when the whole call must end
   * @param attempt which attempt this is, from 1
   */
  OutgoingRequest(
      WireRequest http,
      CallListener.Call call,
      Duration attemptTimeout,
      int maxRetries,
      boolean idempotent,
      Duration totalTimeout,
      long deadlineNanos,
      int attempt) {
    this(
        http,
        call,
        attemptTimeout,
        maxRetries,
        idempotent,
        totalTimeout,
        deadlineNanos,
        attempt,
        null);
  }

  /**
   * @return the time allowed for each attempt ({@link CallControl} shortens it to what is left of
   *     the whole-call timeout when the attempt takes its slot)
   */
  Duration attemptTimeout() {
    return control.attemptTimeout();
  }

  /**
   * @return when the whole call must end, in {@link System#nanoTime()} terms
   */
  long deadlineNanos() {
    return control.deadlineNanos();
  }

  /**
   * Returns the same request as another attempt. Its time stays the call's: the control cuts the
   * attempt to what is left of the deadline when the attempt takes its slot.
   *
   * @param attempt the attempt number, from 1
   * @return the request
   */
  public OutgoingRequest forAttempt(int attempt) {
    return with(http, attempt);
  }

  /**
   * Returns the same request with other HTTP content (headers changed by an interceptor).
   *
   * @param http the request to send instead
   * @return the request
   */
  public OutgoingRequest withHttp(WireRequest http) {
    return with(http, attempt);
  }

  /** The same request with other HTTP content and attempt number; all else is kept. */
  private OutgoingRequest with(WireRequest http, int attempt) {
    return new OutgoingRequest(
        http, call, maxRetries, idempotent, totalTimeout, attempt, decodeAs, control);
  }

  /**
   * @return method and path, as shown in messages and log lines (no host, no query)
   */
  public String describe() {
    return http.method() + " " + http.url().getRawPath();
  }
}
