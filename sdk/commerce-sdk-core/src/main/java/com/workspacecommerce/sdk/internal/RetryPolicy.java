package com.workspacecommerce.sdk.internal;

import com.workspacecommerce.sdk.internal.spi.ClientCodeFailure;
import com.workspacecommerce.sdk.internal.spi.ConnectTimeoutException;
import com.workspacecommerce.sdk.internal.spi.ProxyAuthenticationFailure;
import com.workspacecommerce.sdk.internal.spi.WireHeaders;
import java.io.IOException;
import java.net.ConnectException;
import java.net.NoRouteToHostException;
import java.net.PortUnreachableException;
import java.net.UnknownHostException;
import java.time.Clock;
import java.time.Duration;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.function.DoubleSupplier;
import javax.net.ssl.SSLHandshakeException;
import javax.net.ssl.SSLPeerUnverifiedException;
import org.jspecify.annotations.Nullable;

/**
 * The retry rule, apart from any socket: which failed attempt may be retried, how long to wait
 * before the next one (exponential backoff with full jitter), and what {@code Retry-After} says.
 * {@link RetryLoop} applies it within each call's limits. Internal: not part of the public API.
 *
 * <p>An idempotent request (GET, PUT, or a POST with an idempotency key) is retried after a network
 * failure or timeout and on 408, 429, 500, 502, 503 and 504. A plain POST is retried only when the
 * server surely did not act on it: the connection could not be established, or it answered 429.
 */
final class RetryPolicy {
  /** The longest {@code Retry-After} honoured; a longer one fails the call at once. */
  static final Duration MAX_RETRY_AFTER = Duration.ofSeconds(60);

  private final Duration initialDelay;
  private final Duration maxDelay;
  private final DoubleSupplier jitter;

  /**
   * Creates the policy.
   *
   * @param initialDelay the backoff ceiling of the first retry
   * @param maxDelay the greatest backoff ceiling
   * @param jitter returns a number in [0, 1) that scales each backoff ceiling
   */
  RetryPolicy(Duration initialDelay, Duration maxDelay, DoubleSupplier jitter) {
    this.initialDelay = initialDelay;
    this.maxDelay = maxDelay;
    this.jitter = jitter;
  }

  /**
   * Full jitter: a uniform delay between zero and {@code min(maxDelay, initialDelay * 2^(n-1))},
   * which spreads the retries of many clients instead of synchronizing them.
   *
   * @param failedAttempts how many attempts failed so far, from 1
   * @return the wait before the next attempt
   */
  Duration backoff(int failedAttempts) {
    long ceiling = initialDelay.toNanos();
    for (int i = 1; i < failedAttempts && ceiling < maxDelay.toNanos(); i++) {
      ceiling *= 2;
    }
    ceiling = Math.min(ceiling, maxDelay.toNanos());
    return Duration.ofNanos((long) (jitter.getAsDouble() * ceiling));
  }

  /**
   * Tells whether a response's status may be retried.
   *
   * @param status the HTTP status, not 2xx
   * @param idempotent whether the request is safe to send twice
   * @return true when a retry is safe and may help
   */
  static boolean retryableStatus(int status, boolean idempotent) {
    if (status == 429) {
      return true; // the server refused before acting, so even a plain POST is safe to resend
    }
    if (!idempotent) {
      return false;
    }
    return status == 408 || status == 500 || status == 502 || status == 503 || status == 504;
  }

  /**
   * Tells whether an attempt that got no response may be retried.
   *
   * @param e the failure
   * @param idempotent whether the request is safe to send twice
   * @return true when a retry is safe and may help
   */
  static boolean retryableFailure(IOException e, boolean idempotent) {
    if (e instanceof BodyTooLargeException || e instanceof ClientCodeFailure) {
      return false; // the same body, or the same application code, would fail the same way
    }
    if (e instanceof ProxyAuthenticationFailure) {
      return false; // the proxy would refuse the same credentials again; the API never saw it
    }
    if (e instanceof SSLPeerUnverifiedException || e instanceof SSLHandshakeException) {
      return false; // certificate and protocol mismatches do not heal on their own
    }
    return idempotent || connectionNotEstablished(e);
  }

  private static boolean connectionNotEstablished(IOException e) {
    if (e instanceof ConnectException
        || e instanceof UnknownHostException
        || e instanceof NoRouteToHostException
        || e instanceof PortUnreachableException) {
      return true;
    }
    // Transports report a connect timeout as its own type: the request was never sent.
    return e instanceof ConnectTimeoutException;
  }

  /**
   * Reads {@code Retry-After} as delta-seconds or an HTTP-date.
   *
   * @param headers the response headers
   * @param clock the time source, for dates
   * @return the delay (zero for a date in the past), or null when absent or unreadable
   */
  static @Nullable Duration retryAfter(WireHeaders headers, Clock clock) {
    String value = headers.get("Retry-After");
    if (value == null || value.isBlank()) {
      return null;
    }
    value = value.trim();
    if (value.chars().allMatch(Character::isDigit)) {
      return value.length() > 9
          ? Duration.ofSeconds(999_999_999L)
          : Duration.ofSeconds(Long.parseLong(value));
    }
    try {
      ZonedDateTime date = ZonedDateTime.parse(value, DateTimeFormatter.RFC_1123_DATE_TIME);
      Duration d = Duration.between(clock.instant(), date.toInstant());
      return d.isNegative() ? Duration.ZERO : d;
    } catch (DateTimeParseException e) {
      return null;
    }
  }
}
