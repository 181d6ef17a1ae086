package com.workspacecommerce.sdk.internal;

import com.workspacecommerce.sdk.ApiKeySource;
import com.workspacecommerce.sdk.CallListener;
import com.workspacecommerce.sdk.CommerceClient;
import com.workspacecommerce.sdk.LogLevel;
import com.workspacecommerce.sdk.RequestInterceptor;
import com.workspacecommerce.sdk.RequestOptions;
import com.workspacecommerce.sdk.RetryBudget;
import com.workspacecommerce.sdk.internal.spi.HttpTransport;
import com.workspacecommerce.sdk.internal.spi.Tls;
import java.net.ProxySelector;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Executor;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ThreadLocalRandom;
import java.util.function.DoubleSupplier;
import java.util.function.Function;

/**
 * Every setting of a client, each declared once: its name, default, check, environment variable,
 * whether {@code toString} shows it and whether one call may override it. Adding a setting is a key
 * here, its public builder method, and its row in the configuration guide's table. Internal: not
 * part of the public API.
 */
public final class Options {
  private Options() {}

  /** The default of {@code maxConcurrentRequests}. */
  public static final int DEFAULT_MAX_CONCURRENT_REQUESTS = 64;

  /** The default of {@code maxResponseBytes}: 16 MiB. */
  public static final long DEFAULT_MAX_RESPONSE_BYTES = 16L * 1024 * 1024;

  /** The default of {@code totalTimeout}: 2 minutes. */
  public static final Duration DEFAULT_TOTAL_TIMEOUT = Duration.ofMinutes(2);

  /** The API's base URL, as given; {@link BaseUrl} checks it when the client is built. */
  public static final Option<String> BASE_URL =
      Option.<String>of("baseUrl", null).withEnv(CommerceClient.ENV_BASE_URL, (text, v) -> text);

  /** The workspace API key, checked when the client is built; shown only as the mask. */
  public static final Option<String> API_KEY =
      Option.<String>of("apiKey", null)
          .withEnv(CommerceClient.ENV_API_KEY, (text, v) -> text)
          .secret();

  /** Gives the key before each attempt, for keys that rotate; replaces {@link #API_KEY}. */
  public static final Option<ApiKeySource> API_KEY_SOURCE = Option.of("apiKeySource", null);

  /** Retries per call. */
  public static final Option<Integer> MAX_RETRIES =
      Option.of(
              "maxRetries",
              2,
              (n, as) -> (int) Checks.range(Checks.notNull(n, as), 0, Integer.MAX_VALUE, as))
          .withEnv(CommerceClient.ENV_MAX_RETRIES, Options::wholeNumber)
          .shown()
          .perCall(RequestOptions::maxRetries);

  /** The time allowed to open a connection. */
  public static final Option<Duration> CONNECT_TIMEOUT =
      Option.of("connectTimeout", Duration.ofSeconds(10), Checks::timeout).shown();

  /** The time allowed for each attempt. */
  public static final Option<Duration> ATTEMPT_TIMEOUT =
      Option.of("attemptTimeout", Duration.ofSeconds(60), Checks::timeout)
          .withEnv(CommerceClient.ENV_TIMEOUT_SECONDS, Options::seconds)
          .shown()
          .perCall(RequestOptions::attemptTimeout);

  /** The time allowed for a whole call, every attempt and wait included. */
  public static final Option<Duration> TOTAL_TIMEOUT =
      Option.of("totalTimeout", DEFAULT_TOTAL_TIMEOUT, Checks::timeout)
          .shown()
          .perCall(RequestOptions::totalTimeout);

  /**
   * The ceiling of the first backoff; set with {@link #MAX_RETRY_DELAY} by {@code retryBackoff}.
   */
  public static final Option<Duration> INITIAL_RETRY_DELAY =
      Option.of("initialRetryDelay", Duration.ofMillis(500));

  /** The greatest backoff ceiling. */
  public static final Option<Duration> MAX_RETRY_DELAY =
      Option.of("maxRetryDelay", Duration.ofSeconds(8));

  /** The most bytes of a 2xx body held, after decompression. */
  public static final Option<Long> MAX_RESPONSE_BYTES =
      Option.of(
          "maxResponseBytes",
          DEFAULT_MAX_RESPONSE_BYTES,
          (n, as) -> Checks.range(Checks.notNull(n, as), 1, Integer.MAX_VALUE - 8, as));

  /** The most exchanges in flight at once, for the client and those derived from it. */
  public static final Option<Integer> MAX_CONCURRENT_REQUESTS =
      Option.of(
          "maxConcurrentRequests",
          DEFAULT_MAX_CONCURRENT_REQUESTS,
          (n, as) -> (int) Checks.range(Checks.notNull(n, as), 1, Integer.MAX_VALUE, as));

  /** The retry budget each client built from the settings draws on. */
  public static final Option<RetryBudget> RETRY_BUDGET =
      Option.of("retryBudget", RetryBudget.standard());

  /**
   * The application's own client to derive the transport from: an {@code OwnHttpClient}, or the
   * {@code okhttp3.OkHttpClient} of the deprecated {@code httpClient(OkHttpClient)}, kept as an
   * Object so that the core never loads an OkHttp class.
   */
  public static final Option<Object> HTTP_CLIENT = Option.of("httpClient", null);

  /** The TLS the application chose, or none for the JVM's default trust. */
  public static final Option<Tls> TLS = Option.of("tls", null);

  /**
   * Where connections go: a selector of the application's, or one that gives a single proxy or
   * {@link java.net.Proxy#NO_PROXY}; none for the JVM's default ({@link
   * java.net.ProxySelector#getDefault()}, which reads {@code https.proxyHost} and the like).
   */
  public static final Option<ProxySelector> PROXY = Option.of("proxy", null);

  /** The credentials a proxy asks for with 407; sent to the proxy only, never shown. */
  public static final Option<ProxyAuth> PROXY_CREDENTIALS = Option.of("proxyCredentials", null);

  /**
   * The transport's name ({@code okhttp}, {@code jdk}), or none to let {@link TransportChoice}
   * choose.
   */
  public static final Option<String> TRANSPORT =
      Option.<String>of(
          "transport",
          null,
          (name, as) -> TransportChoice.checkedName(Checks.notNull(name, as), as));

  /** Whether plain http to a host that is not loopback is allowed. */
  public static final Option<Boolean> ALLOW_INSECURE_HTTP = Option.of("allowInsecureHttp", false);

  /** The log level the application chose, or none to let {@code COMMERCE_LOG} decide. */
  public static final Option<LogLevel> LOG_LEVEL = Option.of("logLevel", null);

  /** Hear calls, attempts and retries, in the order they were added; an immutable list. */
  public static final Option<List<CallListener>> LISTENERS = Option.of("listeners", List.of());

  /** Completes async futures, or none for the thread that completed the call. */
  public static final Option<Executor> CALLBACK_EXECUTOR = Option.of("callbackExecutor", null);

  /** Runs the waits of async retries, or none for the SDK's shared scheduler. */
  public static final Option<ScheduledExecutorService> ASYNC_SCHEDULER =
      Option.of("asyncScheduler", null);

  /** {@code name/version} added to the User-Agent, or none. */
  public static final Option<String> APP_INFO = Option.of("appInfo", null);

  /** Headers sent on every call; an immutable map. */
  public static final Option<Map<String, String>> DEFAULT_HEADERS =
      Option.of("defaultHeaders", Map.of());

  /** The interceptors, in the order they run; an immutable list. */
  public static final Option<List<RequestInterceptor>> INTERCEPTORS =
      Option.of("interceptors", List.of());

  /** Whether building a client checks the Jackson and OkHttp versions found at run time. */
  public static final Option<Boolean> DEPENDENCY_CHECK = Option.of("dependencyCheck", true);

  /** The JSON codec's name ({@code jackson2}, {@code jackson3}), or none to choose one. */
  public static final Option<String> JSON = Option.<String>of("json", null, JsonCodecs::checkName);

  /** Reads environment variables; tests pass a map. */
  public static final Option<Function<String, String>> ENV =
      Option.<Function<String, String>>of("env", System::getenv);

  /** Reads the time for {@code Retry-After} dates; tests pass a fixed clock. */
  public static final Option<Clock> CLOCK = Option.of("clock", Clock.systemUTC());

  /** Waits between retries; tests pass a recording one. */
  public static final Option<Sleeper> SLEEPER = Option.of("sleeper", Sleeper.SYSTEM);

  /** Draws the random share of each backoff, in [0, 1). */
  public static final Option<DoubleSupplier> JITTER =
      Option.<DoubleSupplier>of("jitter", () -> ThreadLocalRandom.current().nextDouble());

  /** The transport of the client this one is derived from; set by {@code withOptions} only. */
  static final Option<HttpTransport> SHARED_TRANSPORT = Option.of("sharedTransport", null);

  /** The slots of the client this one is derived from; set by {@code withOptions} only. */
  static final Option<ConcurrencyLimit> SHARED_LIMIT = Option.of("sharedLimit", null);

  /** Every key, in the order {@code toString} shows them. */
  static final List<Option<?>> ALL =
      List.of(
          BASE_URL,
          API_KEY,
          API_KEY_SOURCE,
          MAX_RETRIES,
          CONNECT_TIMEOUT,
          ATTEMPT_TIMEOUT,
          TOTAL_TIMEOUT,
          INITIAL_RETRY_DELAY,
          MAX_RETRY_DELAY,
          MAX_RESPONSE_BYTES,
          MAX_CONCURRENT_REQUESTS,
          RETRY_BUDGET,
          HTTP_CLIENT,
          TLS,
          PROXY,
          PROXY_CREDENTIALS,
          TRANSPORT,
          ALLOW_INSECURE_HTTP,
          LOG_LEVEL,
          LISTENERS,
          CALLBACK_EXECUTOR,
          ASYNC_SCHEDULER,
          APP_INFO,
          DEFAULT_HEADERS,
          INTERCEPTORS,
          DEPENDENCY_CHECK,
          JSON,
          ENV,
          CLOCK,
          SLEEPER,
          JITTER,
          SHARED_TRANSPORT,
          SHARED_LIMIT);

  private static int wholeNumber(String text, String variable) {
    try {
      return Integer.parseInt(text);
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException(
          variable + " must be a whole number, was " + Checks.echo(text), e);
    }
  }

  private static Duration seconds(String text, String variable) {
    int s = wholeNumber(text, variable);
    if (s < 1) {
      throw new IllegalArgumentException(variable + " must be >= 1, was " + s);
    }
    return Checks.timeout(Duration.ofSeconds(s), variable);
  }
}
