package com.workspacecommerce.sdk.internal;

import com.workspacecommerce.sdk.LogLevel;
import java.time.Clock;
import java.time.Duration;
import java.util.function.DoubleSupplier;
import okhttp3.HttpUrl;
import okhttp3.OkHttpClient;
import org.jspecify.annotations.Nullable;

/**
 * The checked settings of a client, handed from {@code CommerceClient.Builder} to {@link
 * ClientFactory} so that the public builder holds no wiring and the factory no validation.
 * Internal: not part of the public API (the module does not export this package).
 *
 * @param baseUrl the normalized base URL, without a trailing slash
 * @param apiKey the workspace API key; never shown by {@link #toString()}
 * @param maxRetries retries per call
 * @param connectTimeout the connect timeout
 * @param timeout the whole-call timeout of each attempt
 * @param initialRetryDelay the ceiling of the first backoff
 * @param maxRetryDelay the greatest backoff ceiling
 * @param httpClient an application's own client to derive from, or null for a private one
 * @param logLevel the effective log level (the builder's, else the environment's)
 * @param clock reads the time for {@code Retry-After} dates
 * @param sleeper waits between retries
 * @param jitter draws the random share of each backoff
 */
public record ClientConfig(
    HttpUrl baseUrl,
    String apiKey,
    int maxRetries,
    Duration connectTimeout,
    Duration timeout,
    Duration initialRetryDelay,
    Duration maxRetryDelay,
    @Nullable OkHttpClient httpClient,
    LogLevel logLevel,
    Clock clock,
    Sleeper sleeper,
    DoubleSupplier jitter) {

  /**
   * Shows a secret as the mask, so that builders and clients can print their settings.
   *
   * @param secret the secret, or null
   * @return {@code null} when absent, else the mask
   */
  public static String mask(@Nullable String secret) {
    return secret == null ? "null" : Redactor.MASK;
  }

  /** The key is never shown. */
  @Override
  public String toString() {
    return "ClientConfig{baseUrl="
        + baseUrl
        + ", apiKey="
        + mask(apiKey)
        + ", maxRetries="
        + maxRetries
        + ", connectTimeout="
        + connectTimeout
        + ", timeout="
        + timeout
        + ", logLevel="
        + logLevel
        + '}';
  }
}
