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
 *     .timeout(Duration.ofSeconds(5))
 *     .build());
 * }</pre>
 */
public final class RequestOptions {
  private static final RequestOptions NONE = new Builder().build();

  private final @Nullable Duration timeout;
  private final @Nullable Integer maxRetries;
  private final @Nullable String idempotencyKey;
  private final Map<String, String> headers;

  private RequestOptions(Builder b) {
    this.timeout = b.timeout;
    this.maxRetries = b.maxRetries;
    this.idempotencyKey = b.idempotencyKey;
    this.headers = Collections.unmodifiableMap(new LinkedHashMap<>(b.headers));
  }

  /** @return options that change nothing: the client's settings apply */
  public static RequestOptions none() {
    return NONE;
  }

  /** @return a new builder with nothing set */
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
    b.timeout = timeout;
    b.maxRetries = maxRetries;
    b.idempotencyKey = idempotencyKey;
    b.headers.putAll(headers);
    return b;
  }

  /** @return the whole-call timeout of each attempt, or null for the client's */
  public @Nullable Duration timeout() {
    return timeout;
  }

  /** @return the number of retries, or null for the client's */
  public @Nullable Integer maxRetries() {
    return maxRetries;
  }

  /** @return the {@code Idempotency-Key} sent on every attempt, or null for none */
  public @Nullable String idempotencyKey() {
    return idempotencyKey;
  }

  /** @return extra request headers, unmodifiable, never null */
  public Map<String, String> headers() {
    return headers;
  }

  /** Header values are left out: they may hold credentials of their own. */
  @Override
  public String toString() {
    return "RequestOptions{timeout="
        + timeout
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
    private @Nullable Duration timeout;
    private @Nullable Integer maxRetries;
    private @Nullable String idempotencyKey;
    private final Map<String, String> headers = new LinkedHashMap<>();

    private Builder() {}

    /**
     * Sets the whole-call timeout of each attempt for this call.
     *
     * @param timeout a positive duration
     * @return this builder
     * @throws NullPointerException when null
     * @throws IllegalArgumentException when not positive
     */
    public Builder timeout(Duration timeout) {
      Checks.notNull(timeout, "timeout");
      if (timeout.isNegative() || timeout.isZero()) {
        throw new IllegalArgumentException("timeout must be a positive duration, was " + timeout);
      }
      this.timeout = timeout;
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
     * attempt. With it, a POST is retried like a GET; without it, a POST is retried only when
     * the server surely did not act on it. Use one key per logical operation.
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
     * @throws IllegalArgumentException when the name is Authorization, or the name or value is
     *     not a valid header
     */
    public Builder header(String name, String value) {
      Checks.notNull(name, "header name");
      Checks.notBlank(name, "header name");
      Checks.notNull(value, "header value");
      if (name.trim().equalsIgnoreCase("Authorization")) {
        throw new IllegalArgumentException(
            "header 'Authorization' cannot be set through RequestOptions: every call uses the"
                + " client's API key");
      }
      for (int i = 0; i < name.length(); i++) {
        char c = name.charAt(i);
        if (c <= ' ' || c >= 127 || c == ':') {
          throw new IllegalArgumentException(
              "header name must be visible ASCII without ':' or spaces, was " + Checks.echo(name));
        }
      }
      for (int i = 0; i < value.length(); i++) {
        char c = value.charAt(i);
        if ((c < ' ' && c != '\t') || c == 127) {
          throw new IllegalArgumentException(
              "header value of '" + name + "' must not contain control characters");
        }
      }
      headers.put(name, value);
      return this;
    }

    /** @return the options */
    public RequestOptions build() {
      return new RequestOptions(this);
    }
  }
}
