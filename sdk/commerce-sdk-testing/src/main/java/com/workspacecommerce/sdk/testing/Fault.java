package com.workspacecommerce.sdk.testing;

import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * A failure the sandbox plays instead of (or before) its normal answer, for testing how code copes
 * with a flaky API. A fault is an immutable description; {@link CommerceSandbox#inject(Fault)} arms
 * it for the next {@link #times(int)} requests that match {@link #on(String)} (by default the next
 * one request of any kind).
 *
 * <pre>{@code
 * sandbox.inject(Fault.status(503).on("products.list").times(2));
 * sandbox.inject(Fault.status(429).withHeader("Retry-After", "1").on("POST /orders"));
 * sandbox.inject(Fault.dropConnection().on("orders.create"));
 * }</pre>
 *
 * <p>Every request a fault was played on shows it in {@link RecordedRequest#fault()}.
 */
public final class Fault {

  /** What the sandbox does instead of answering normally. */
  public enum Kind {
    /** Answers with the given status, headers and body instead of running the operation. */
    STATUS,
    /** Waits, then answers normally. */
    DELAY,
    /** Reads the request, then closes the connection without writing a response. */
    DROP_CONNECTION,
    /**
     * Runs the operation, announces the full body length, writes half of the body and closes the
     * connection.
     */
    TRUNCATED_BODY,
    /**
     * Reads the request and never answers; the connection stays open until the sandbox resets or
     * closes.
     */
    NO_RESPONSE
  }

  private final Kind kind;
  private final int status;
  private final @Nullable String body;
  private final Map<String, String> headers;
  private final Duration delay;
  private final String selector;
  private final int times;

  private Fault(
      Kind kind,
      int status,
      @Nullable String body,
      Map<String, String> headers,
      Duration delay,
      String selector,
      int times) {
    this.kind = kind;
    this.status = status;
    this.body = body;
    this.headers = Map.copyOf(headers);
    this.delay = delay;
    this.selector = selector;
    this.times = times;
  }

  private static Fault of(Kind kind, int status) {
    return new Fault(kind, status, null, Map.of(), Duration.ZERO, "*", 1);
  }

  /**
   * Answers with {@code status} and, unless {@link #withBody(String)} says otherwise, the API's
   * JSON error envelope.
   *
   * @param status an HTTP status from 400 to 599, for example 503, 429 or 500
   * @return the fault
   * @throws IllegalArgumentException if status is outside 400..599
   */
  public static Fault status(int status) {
    if (status < 400 || status > 599) {
      throw new IllegalArgumentException(
          "status must be between 400 and 599 inclusive, was " + status);
    }
    return of(Kind.STATUS, status);
  }

  /**
   * Answers normally, but only after {@code delay}; use it to exercise client timeouts, or, played
   * many {@link #times(int)}, as latency for a load test. Only the request it is played on waits
   * (on its own sandbox thread, see {@link CommerceSandbox}); others are served meanwhile.
   *
   * @param delay how long to wait, positive
   * @return the fault
   */
  public static Fault delay(Duration delay) {
    Objects.requireNonNull(delay, "delay");
    if (delay.isZero() || delay.isNegative()) {
      throw new IllegalArgumentException("delay must be positive, was " + delay);
    }
    return of(Kind.DELAY, 0).after(delay);
  }

  /**
   * Closes the connection after the request has been read, without a response.
   *
   * @return the fault
   */
  public static Fault dropConnection() {
    return of(Kind.DROP_CONNECTION, 0);
  }

  /**
   * Sends the normal status and headers with the full {@code Content-Length}, half of the body,
   * then closes.
   *
   * @return the fault
   */
  public static Fault truncatedBody() {
    return of(Kind.TRUNCATED_BODY, 0);
  }

  /**
   * Never answers: the request is read and the connection left open until the client gives up (its
   * timeout) or the sandbox is reset or closed. Holds no sandbox thread while it waits.
   *
   * @return the fault
   */
  public static Fault noResponse() {
    return of(Kind.NO_RESPONSE, 0);
  }

  /**
   * The body of a {@link #status(int)} fault, sent as {@code application/json}.
   *
   * @param json the body, sent as is
   * @return a copy with this body
   */
  public Fault withBody(String json) {
    requireKind(Kind.STATUS, "withBody");
    return new Fault(
        kind, status, Objects.requireNonNull(json, "json"), headers, delay, selector, times);
  }

  /**
   * Adds a response header to a {@link #status(int)} fault, for example {@code Retry-After}.
   *
   * @param name header name
   * @param value header value
   * @return a copy with this header
   */
  public Fault withHeader(String name, String value) {
    requireKind(Kind.STATUS, "withHeader");
    Map<String, String> copy = new LinkedHashMap<>(headers);
    copy.put(Objects.requireNonNull(name, "name"), Objects.requireNonNull(value, "value"));
    return new Fault(kind, status, body, copy, delay, selector, times);
  }

  /**
   * Waits {@code delay} before playing the fault (a slow error, a slow drop).
   *
   * @param delay how long to wait, zero or positive
   * @return a copy with this delay
   */
  public Fault after(Duration delay) {
    Objects.requireNonNull(delay, "delay");
    if (delay.isNegative()) {
      throw new IllegalArgumentException("delay must be zero or positive, was " + delay);
    }
    return new Fault(kind, status, body, headers, delay, selector, times);
  }

  /**
   * Which requests the fault applies to: an operation ({@code products.list}, {@code products.get},
   * {@code customers.create}, {@code customers.update}, {@code orders.create}, {@code orders.get}),
   * a method and path ({@code "GET /products/*"}, {@code *} matching one segment, {@code /v1}
   * optional), or {@code "*"}.
   *
   * @param selector the selector
   * @return a copy that matches these requests
   * @throws IllegalArgumentException if the selector is not one of these forms
   */
  public Fault on(String selector) {
    Selector.parse(selector);
    return new Fault(kind, status, body, headers, delay, selector, times);
  }

  /**
   * How many matching requests the fault is played on before the sandbox answers normally again.
   *
   * @param times at least 1
   * @return a copy played that many times
   */
  public Fault times(int times) {
    if (times < 1) {
      throw new IllegalArgumentException("times must be >= 1, was " + times);
    }
    return new Fault(kind, status, body, headers, delay, selector, times);
  }

  /**
   * @return what the sandbox does instead of answering normally
   */
  public Kind kind() {
    return kind;
  }

  /**
   * @return the status of a {@link Kind#STATUS} fault, else 0
   */
  public int status() {
    return status;
  }

  /**
   * @return the explicit body of a {@link Kind#STATUS} fault, or {@code null} for the default error
   *     envelope
   */
  public @Nullable String body() {
    return body;
  }

  /**
   * @return the extra response headers of a {@link Kind#STATUS} fault
   */
  public Map<String, String> headers() {
    return headers;
  }

  /**
   * @return the wait before the fault is played
   */
  public Duration delay() {
    return delay;
  }

  /**
   * @return the selector of the requests it applies to
   */
  public String selector() {
    return selector;
  }

  /**
   * @return how many matching requests it is played on
   */
  public int times() {
    return times;
  }

  private void requireKind(Kind required, String method) {
    if (kind != required) {
      throw new IllegalStateException(method + " applies to a status fault only, not to " + kind);
    }
  }

  /** A short description, for example {@code STATUS 503 on products.list x2}. */
  @Override
  public String toString() {
    StringBuilder text = new StringBuilder(kind.name());
    if (kind == Kind.STATUS) {
      text.append(' ').append(status);
    }
    if (!delay.isZero()) {
      text.append(" after ").append(delay.toMillis()).append(" ms");
    }
    return text.append(" on ").append(selector).append(" x").append(times).toString();
  }
}
