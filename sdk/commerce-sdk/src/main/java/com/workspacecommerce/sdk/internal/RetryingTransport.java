package com.workspacecommerce.sdk.internal;

import java.io.IOException;
import java.io.InterruptedIOException;
import java.net.ConnectException;
import java.net.NoRouteToHostException;
import java.net.PortUnreachableException;
import java.net.SocketTimeoutException;
import java.net.UnknownHostException;
import java.time.Clock;
import java.time.Duration;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.Locale;
import java.util.function.DoubleSupplier;
import javax.net.ssl.SSLHandshakeException;
import javax.net.ssl.SSLPeerUnverifiedException;
import okhttp3.Headers;

/**
 * Retries failed attempts that are safe and likely to succeed, with exponential backoff and full
 * jitter, honouring {@code Retry-After}.
 *
 * <p>An idempotent request (GET, PUT, or a POST with an idempotency key) is retried after any
 * network failure or timeout and on 408, 429, 500, 502, 503 and 504. A plain POST is retried only
 * when the server surely did not act on it: the connection could not be established, or it
 * answered 429. Internal: not part of the public API.
 */
final class RetryingTransport implements Transport {
  /** The longest {@code Retry-After} honoured; a longer one fails the call at once. */
  public static final Duration MAX_RETRY_AFTER = Duration.ofSeconds(60);

  private final Transport next;
  private final Failures failures;
  private final Duration initialDelay;
  private final Duration maxDelay;
  private final Clock clock;
  private final Sleeper sleeper;
  private final DoubleSupplier jitter;

  /**
   * Creates the layer.
   *
   * @param next the transport to retry
   * @param failures builds the exception when giving up on a network failure
   * @param initialDelay the backoff ceiling of the first retry
   * @param maxDelay the greatest backoff ceiling
   * @param clock reads the time, for HTTP-date {@code Retry-After} values
   * @param sleeper waits between attempts
   * @param jitter returns a number in [0, 1) that scales each backoff ceiling
   */
  public RetryingTransport(
      Transport next,
      Failures failures,
      Duration initialDelay,
      Duration maxDelay,
      Clock clock,
      Sleeper sleeper,
      DoubleSupplier jitter) {
    this.next = next;
    this.failures = failures;
    this.initialDelay = initialDelay;
    this.maxDelay = maxDelay;
    this.clock = clock;
    this.sleeper = sleeper;
    this.jitter = jitter;
  }

  @Override
  public RawResponse send(OutgoingRequest request) {
    for (int attempt = 1; ; attempt++) {
      boolean last = attempt > request.maxRetries();
      Duration delay;
      try {
        RawResponse response = next.send(request.withAttempt(attempt));
        if (response.isSuccessful() || last || !retryableStatus(response.status(), request)) {
          return response.withAttempts(attempt);
        }
        Duration retryAfter = retryAfter(response.headers(), clock);
        if (retryAfter != null && retryAfter.compareTo(MAX_RETRY_AFTER) > 0) {
          return response.withAttempts(attempt);
        }
        delay = retryAfter != null ? retryAfter : backoff(attempt);
      } catch (IOException e) {
        if (isInterruption(e)) {
          Thread.currentThread().interrupt();
          throw failures.interrupted(request, e, attempt);
        }
        if (last || !retryableFailure(e, request.idempotent())) {
          throw failures.io(request, e, attempt);
        }
        delay = backoff(attempt);
      }
      try {
        sleeper.sleep(delay);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw failures.interrupted(request, e, attempt);
      }
    }
  }

  /** Full jitter: a uniform delay between zero and the exponential ceiling. */
  Duration backoff(int failedAttempts) {
    long ceiling = initialDelay.toNanos();
    for (int i = 1; i < failedAttempts && ceiling < maxDelay.toNanos(); i++) {
      ceiling *= 2;
    }
    ceiling = Math.min(ceiling, maxDelay.toNanos());
    return Duration.ofNanos((long) (jitter.getAsDouble() * ceiling));
  }

  private static boolean retryableStatus(int status, OutgoingRequest request) {
    if (status == 429) {
      return true; // the server refused before acting, so even a plain POST is safe to resend
    }
    if (!request.idempotent()) {
      return false;
    }
    return status == 408 || status == 500 || status == 502 || status == 503 || status == 504;
  }

  /**
   * Tells whether a network failure may be retried.
   *
   * @param e the failure
   * @param idempotent whether the request is safe to send twice
   * @return true when a retry is safe and may help
   */
  static boolean retryableFailure(IOException e, boolean idempotent) {
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
    String message = e.getMessage();
    return e instanceof SocketTimeoutException
        && message != null
        && message.toLowerCase(Locale.ROOT).contains("connect");
  }

  private static boolean isInterruption(IOException e) {
    return Thread.currentThread().isInterrupted()
        || (e instanceof InterruptedIOException && !Failures.isTimeout(e));
  }

  /**
   * Reads {@code Retry-After} as delta-seconds or an HTTP-date.
   *
   * @param headers the response headers
   * @param clock the time source, for dates
   * @return the delay (zero for a date in the past), or null when absent or unreadable
   */
  public static Duration retryAfter(Headers headers, Clock clock) {
    String value = headers.get("Retry-After");
    if (value == null || value.isBlank()) {
      return null;
    }
    value = value.trim();
    if (value.chars().allMatch(Character::isDigit)) {
      return value.length() > 9 ? Duration.ofSeconds(999_999_999L) : Duration.ofSeconds(Long.parseLong(value));
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
