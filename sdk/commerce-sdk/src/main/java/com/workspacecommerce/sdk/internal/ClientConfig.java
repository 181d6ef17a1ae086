package com.workspacecommerce.sdk.internal;

import com.workspacecommerce.sdk.CallListener;
import com.workspacecommerce.sdk.LogLevel;
import com.workspacecommerce.sdk.RetryBudget;
import java.time.Clock;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.Executor;
import java.util.function.DoubleSupplier;
import java.util.function.Function;
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
 * @param logLevels the levels of the logging layer, {summary, details}, or null for no layer
 * @param clock reads the time for {@code Retry-After} dates
 * @param sleeper waits between retries
 * @param jitter draws the random share of each backoff
 * @param maxResponseBytes the most bytes of a 2xx body held, after decompression
 * @param retryBudget the retry budget each client built from this config draws on
 * @param totalTimeout the time allowed for a whole call
 * @param listener hears calls, attempts and retries, or null
 * @param requestedLogLevel the level set on the builder, or null when the environment decides
 * @param env reads environment variables
 * @param maxConcurrentRequests the dispatcher's limit, or null for the default
 * @param callbackExecutor completes async futures, or null
 * @param appInfo {@code name/version} added to the User-Agent, or null
 * @param defaultHeaders headers sent on every call
 * @param allowInsecureHttp whether plain http to a host that is not loopback was allowed
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
    System.Logger.Level @Nullable [] logLevels,
    Clock clock,
    Sleeper sleeper,
    DoubleSupplier jitter,
    long maxResponseBytes,
    RetryBudget retryBudget,
    Duration totalTimeout,
    @Nullable CallListener listener,
    @Nullable LogLevel requestedLogLevel,
    Function<String, String> env,
    @Nullable Integer maxConcurrentRequests,
    @Nullable Executor callbackExecutor,
    @Nullable String appInfo,
    Map<String, String> defaultHeaders,
    boolean allowInsecureHttp) {

  /** The default of {@code maxConcurrentRequests}. */
  public static final int DEFAULT_MAX_CONCURRENT_REQUESTS = 64;

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
