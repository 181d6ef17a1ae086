package com.workspacecommerce.sdk.internal;

import com.workspacecommerce.sdk.RetryBudget;
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
 * jitter, honouring {@code Retry-After}, the client's retry budget and the call's whole-call
 * timeout. It returns an {@link Outcome} (the last response or failure, the attempt count and why
 * it stopped) and builds no exception: {@link Failures} does that, in one place.
 *
 * <p>An idempotent request (GET, PUT, or a POST with an idempotency key) is retried after any
 * network failure or timeout and on 408, 429, 500, 502, 503 and 504. A plain POST is retried only
 * when the server surely did not act on it: the connection could not be established, or it
 * answered 429. Internal: not part of the public API.
 */
public final class RetryingTransport {
  /** The longest {@code Retry-After} honoured; a longer one fails the call at once. */
  public static final Duration MAX_RETRY_AFTER = Duration.ofSeconds(60);

  private final Transport next;
  private final Duration initialDelay;
  private final Duration maxDelay;
  private final Clock clock;
  private final Sleeper sleeper;
  private final DoubleSupplier jitter;
  private final RetryQuota quota;
  private final InFlightCalls inFlight;
  private final Listeners listener;

  /**
   * Creates the layer.
   *
   * @param next the transport to retry
   * @param initialDelay the backoff ceiling of the first retry
   * @param maxDelay the greatest backoff ceiling
   * @param clock reads the time, for HTTP-date {@code Retry-After} values
   * @param sleeper waits between attempts
   * @param jitter returns a number in [0, 1) that scales each backoff ceiling
   * @param budget the client's retry budget
   * @param inFlight tells whether the client was closed
   * @param listener hears attempts and retries
   */
  public RetryingTransport(
      Transport next,
      Duration initialDelay,
      Duration maxDelay,
      Clock clock,
      Sleeper sleeper,
      DoubleSupplier jitter,
      RetryBudget budget,
      InFlightCalls inFlight,
      Listeners listener) {
    this.next = next;
    this.initialDelay = initialDelay;
    this.maxDelay = maxDelay;
    this.clock = clock;
    this.sleeper = sleeper;
    this.jitter = jitter;
    this.quota = new RetryQuota(budget);
    this.inFlight = inFlight;
    this.listener = listener;
  }

  /**
   * Makes the attempts of one call.
   *
   * @param request the request, for its first attempt
   * @return the last response or failure, with the attempt count and why it stopped
   */
  public Outcome execute(OutgoingRequest request) {
    int lastRetryCost = 0;
    RawResponse response = null;
    Exception failure = null;
    Duration retryAfter = null;
    for (int attempt = 1; ; attempt++) {
      int made = attempt - 1;
      if (inFlight.isClosed()) {
        return new Outcome(null, null, made, Outcome.Stop.CLOSED, null);
      }
      if (Thread.currentThread().isInterrupted()) {
        return new Outcome(null, null, made, Outcome.Stop.INTERRUPTED, null);
      }
      long left = request.deadlineNanos() - System.nanoTime();
      if (left <= 0) {
        return new Outcome(response, failure, made, Outcome.Stop.DEADLINE, retryAfter);
      }
      Duration configured = request.attemptTimeout();
      boolean deadlineBound = left < configured.toNanos();
      OutgoingRequest current =
          request.forAttempt(attempt, deadlineBound ? Duration.ofNanos(left) : configured);
      boolean last = attempt > request.maxRetries();
      long start = System.nanoTime();
      Duration delay;
      String reason;
      int cost;
      try {
        response = next.send(current);
        failure = null;
        retryAfter = retryAfter(response.headers(), clock);
        listener.attemptEnd(request.call(), attempt, response.status(), null, since(start));
        if (response.isSuccessful()) {
          quota.release(lastRetryCost > 0 ? lastRetryCost : RetryBudget.SUCCESS_REFUND);
          return new Outcome(response, null, attempt, Outcome.Stop.DONE, retryAfter);
        }
        if (!retryableStatus(response.status(), request)) {
          return new Outcome(response, null, attempt, Outcome.Stop.DONE, retryAfter);
        }
        if (last) {
          return new Outcome(response, null, attempt, Outcome.Stop.RETRIES_EXHAUSTED, retryAfter);
        }
        if (retryAfter != null && retryAfter.compareTo(MAX_RETRY_AFTER) > 0) {
          return new Outcome(
              response, null, attempt, Outcome.Stop.RETRY_AFTER_TOO_LONG, retryAfter);
        }
        delay = retryAfter != null ? retryAfter : backoff(attempt);
        reason = "HTTP " + response.status();
        cost = RetryBudget.RETRY_COST;
      } catch (IOException e) {
        response = null;
        failure = e;
        retryAfter = null;
        listener.attemptEnd(request.call(), attempt, 0, e, since(start));
        if (inFlight.isClosed()) {
          return new Outcome(null, e, attempt, Outcome.Stop.CLOSED, null);
        }
        if (isInterruption(e)) {
          Thread.currentThread().interrupt();
          return new Outcome(null, e, attempt, Outcome.Stop.INTERRUPTED, null);
        }
        boolean timeout = Failures.isTimeout(e);
        if (timeout && deadlineBound) {
          return new Outcome(null, e, attempt, Outcome.Stop.DEADLINE, null);
        }
        if (e instanceof BodyTooLargeException || !retryableFailure(e, request.idempotent())) {
          return new Outcome(null, e, attempt, Outcome.Stop.DONE, null);
        }
        if (last) {
          return new Outcome(null, e, attempt, Outcome.Stop.RETRIES_EXHAUSTED, null);
        }
        delay = backoff(attempt);
        reason = e.getClass().getSimpleName();
        cost = timeout ? RetryBudget.TIMEOUT_RETRY_COST : RetryBudget.RETRY_COST;
      }
      if (System.nanoTime() + delay.toNanos() >= request.deadlineNanos()) {
        return new Outcome(response, failure, attempt, Outcome.Stop.DEADLINE, retryAfter);
      }
      if (!quota.tryAcquire(cost)) {
        return new Outcome(response, failure, attempt, Outcome.Stop.BUDGET_EXHAUSTED, retryAfter);
      }
      lastRetryCost = cost;
      listener.retryScheduled(request.call(), attempt + 1, reason, delay);
      try {
        sleeper.sleep(delay);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        return new Outcome(response, e, attempt, Outcome.Stop.INTERRUPTED, retryAfter);
      }
    }
  }

  private static Duration since(long startNanos) {
    return Duration.ofNanos(System.nanoTime() - startNanos);
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
  static Duration retryAfter(Headers headers, Clock clock) {
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
