package com.workspacecommerce.sdk;

import com.workspacecommerce.sdk.internal.Checks;
import java.time.Duration;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/**
 * Options for one call, passed as the last argument of any operation; each overrides the client's
 * setting for that call only. Immutable; build with {@link #builder()}.
 *
 * <pre>{@code
 * client.orders().create(params, RequestOptions.builder()
 *     .idempotencyKey("order-" + cartId)      // makes the POST safe to retry
 *     .attemptTimeout(Duration.ofSeconds(5))   // each attempt
 *     .totalTimeout(Duration.ofSeconds(20))    // the whole call, retries and waits included
 *     .build());
 * }</pre>
 */
public final class RequestOptions {
  private static final RequestOptions NONE = new Builder().build();

  private final @Nullable Duration attemptTimeout;
  private final @Nullable Duration totalTimeout;
  private final @Nullable Integer maxRetries;
  private final @Nullable String idempotencyKey;
  private final Map<String, String> headers;

  private RequestOptions(Builder b) {
    this.attemptTimeout = b.attemptTimeout;
    this.totalTimeout = b.totalTimeout;
    this.maxRetries = b.maxRetries;
    this.idempotencyKey = b.idempotencyKey;
    this.headers = Collections.unmodifiableMap(new LinkedHashMap<>(b.headers));
  }

  /**
   * @return options that change nothing: the client's settings apply
   */
  public static RequestOptions none() {
    return NONE;
  }

  /**
   * @return a new builder with nothing set
   */
  public static Builder builder() {
    return new Builder();
  }

  /**
   * Starts a builder holding these options, to derive other options.
   *
   * @return a new builder; changing it leaves these options as they are
   */
  public Builder toBuilder() {
    Builder b = new Builder();
    b.attemptTimeout = attemptTimeout;
    b.totalTimeout = totalTimeout;
    b.maxRetries = maxRetries;
    b.idempotencyKey = idempotencyKey;
    b.headers.putAll(headers);
    return b;
  }

  /**
   * @return the time allowed for each attempt, or null for the client's
   */
  public @Nullable Duration attemptTimeout() {
    return attemptTimeout;
  }

  /**
   * Returns the time allowed for each attempt.
   *
   * @return the same as {@link #attemptTimeout()}
   * @deprecated the name hid that it bounds each attempt, not the call; use {@link
   *     #attemptTimeout()}
   */
  @Deprecated
  public @Nullable Duration timeout() {
    return attemptTimeout();
  }

  /**
   * @return the time allowed for the whole call (every attempt and wait), or null for the client's
   */
  public @Nullable Duration totalTimeout() {
    return totalTimeout;
  }

  /**
   * @return the number of retries, or null for the client's
   */
  public @Nullable Integer maxRetries() {
    return maxRetries;
  }

  /**
   * @return the {@code Idempotency-Key} sent on every attempt, or null for none
   */
  public @Nullable String idempotencyKey() {
    return idempotencyKey;
  }

  /**
   * @return extra request headers, unmodifiable, never null
   */
  public Map<String, String> headers() {
    return headers;
  }

  /** Header values are left out: they may hold credentials of their own. */
  @Override
  public String toString() {
    return "RequestOptions{attemptTimeout="
        + attemptTimeout
        + ", totalTimeout="
        + totalTimeout
        + ", maxRetries="
        + maxRetries
        + ", idempotencyKey="
        + idempotencyKey
        + ", headers="
        + headers.keySet()
        + '}';
  }

  /** Builds {@link RequestOptions}. Not thread-safe; the built value is. */
  public static final class Builder {
    private @Nullable Duration attemptTimeout;
    private @Nullable Duration totalTimeout;
    private @Nullable Integer maxRetries;
    private @Nullable String idempotencyKey;
    private final Map<String, String> headers = new LinkedHashMap<>();

    private Builder() {}

    /**
     * Sets the time allowed for each attempt of this call: connecting, sending, waiting and reading
     * the body. Each retry gets it afresh, within {@link #totalTimeout}.
     *
     * @param attemptTimeout a positive duration
     * @return this builder
     * @throws NullPointerException when null
     * @throws IllegalArgumentException when not positive
     */
    public Builder attemptTimeout(Duration attemptTimeout) {
      this.attemptTimeout = Checks.timeout(attemptTimeout, "attemptTimeout");
      return this;
    }

    /**
     * Sets the time allowed for each attempt of this call.
     *
     * @param timeout a positive duration
     * @return this builder
     * @throws NullPointerException when null
     * @throws IllegalArgumentException when not positive
     * @deprecated the name hid that it bounds each attempt, not the call; use {@link
     *     #attemptTimeout}, or {@link #totalTimeout} to bound the whole call
     */
    @Deprecated
    public Builder timeout(Duration timeout) {
      Checks.notNull(timeout, "timeout");
      return attemptTimeout(timeout);
    }

    /**
     * Sets the time allowed for the whole call: every attempt and every wait between them. A retry
     * whose wait would end past it is not made; an attempt still running when it ends is cancelled.
     * The call then fails with the last attempt's exception, saying that the total timeout ended
     * it.
     *
     * @param totalTimeout a positive duration
     * @return this builder
     * @throws NullPointerException when null
     * @throws IllegalArgumentException when not positive
     */
    public Builder totalTimeout(Duration totalTimeout) {
      this.totalTimeout = Checks.timeout(totalTimeout, "totalTimeout");
      return this;
    }

    /**
     * Sets how many times this call may be retried; 0 turns retries off.
     *
     * @param maxRetries 0 or more
     * @return this builder
     * @throws IllegalArgumentException when negative
     */
    public Builder maxRetries(int maxRetries) {
      Checks.range(maxRetries, 0, Integer.MAX_VALUE, "maxRetries");
      this.maxRetries = maxRetries;
      return this;
    }

    /**
     * Sets an idempotency key, sent as {@code Idempotency-Key} with the same value on every
     * attempt. With it, a POST is retried like a GET; without it, a POST is retried only when the
     * server surely did not act on it. Use one key per logical operation.
     *
     * @param idempotencyKey a non-blank key, such as a UUID
     * @return this builder
     * @throws NullPointerException when null
     * @throws IllegalArgumentException when blank
     */
    public Builder idempotencyKey(String idempotencyKey) {
      Checks.notNull(idempotencyKey, "idempotencyKey");
      this.idempotencyKey = Checks.notBlank(idempotencyKey, "idempotencyKey");
      return this;
    }

    /**
     * Adds a request header, replacing any the SDK would send under that name, except {@code
     * Authorization}, which always carries the client's key.
     *
     * @param name the header name
     * @param value the header value
     * @return this builder
     * @throws NullPointerException when the name or value is null
     * @throws IllegalArgumentException when the name is Authorization, or the name or value is not
     *     a valid header
     */
    public Builder header(String name, String value) {
      Checks.header(name, value, "RequestOptions");
      headers.put(name, value);
      return this;
    }

    /**
     * @return the options
     */
    public RequestOptions build() {
      return new RequestOptions(this);
    }
  }
}
