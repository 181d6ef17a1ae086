package com.workspacecommerce.sdk;

import com.workspacecommerce.sdk.internal.ApiClient;
import com.workspacecommerce.sdk.internal.Checks;
import com.workspacecommerce.sdk.internal.Failures;
import com.workspacecommerce.sdk.internal.InFlightCalls;
import com.workspacecommerce.sdk.internal.Listeners;
import com.workspacecommerce.sdk.internal.LoggingTransport;
import com.workspacecommerce.sdk.internal.OkHttpTransport;
import com.workspacecommerce.sdk.internal.Redactor;
import com.workspacecommerce.sdk.internal.RetryingTransport;
import com.workspacecommerce.sdk.internal.SdkVersion;
import com.workspacecommerce.sdk.internal.Sleeper;
import com.workspacecommerce.sdk.internal.Transport;
import java.time.Clock;
import java.time.Duration;
import java.util.Locale;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.DoubleSupplier;
import java.util.function.Function;
import okhttp3.Headers;
import okhttp3.HttpUrl;
import okhttp3.OkHttpClient;

/**
 * The entry point of the SDK: a client for one workspace of the Commerce API, identified by its
 * API key.
 *
 * <pre>{@code
 * try (CommerceClient client = CommerceClient.builder()
 *     .baseUrl("https://api.example.com/v1")
 *     .apiKey(System.getenv("COMMERCE_API_KEY"))
 *     .build()) {
 *   Product p = client.products().get("3f1c2a4e-8b7d-4c6a-9e2f-1a2b3c4d5e6f");
 * }
 * }</pre>
 *
 * <p>A client is immutable and thread-safe: build one and share it. It holds a connection pool,
 * so {@link #close()} it when done (a client given its own {@link OkHttpClient} leaves that one
 * untouched). The API key is never shown by {@link #toString()}, messages or logs.
 */
public final class CommerceClient implements AutoCloseable {
  /** Environment variable read by {@link #fromEnv()} for the base URL. */
  public static final String ENV_BASE_URL = "COMMERCE_BASE_URL";
  /** Environment variable read by {@link #fromEnv()} for the API key. */
  public static final String ENV_API_KEY = "COMMERCE_API_KEY";
  /** Environment variable for the log level ({@code none}, {@code info}, {@code debug}). */
  public static final String ENV_LOG = "COMMERCE_LOG";
  /** Environment variable read by {@link #fromEnv()} for the retries per call. */
  public static final String ENV_MAX_RETRIES = "COMMERCE_MAX_RETRIES";
  /** Environment variable read by {@link #fromEnv()} for the attempt timeout, in seconds. */
  public static final String ENV_TIMEOUT_SECONDS = "COMMERCE_TIMEOUT_SECONDS";
  // transport options
  /** The default of {@link Builder#maxResponseBytes}: 16 MiB. */
  public static final long DEFAULT_MAX_RESPONSE_BYTES = 16L * 1024 * 1024;
  /** The default of {@link Builder#totalTimeout}: 2 minutes. */
  public static final Duration DEFAULT_TOTAL_TIMEOUT = Duration.ofMinutes(2);
  // end transport options

  private final String baseUrl;
  private final OkHttpClient http;
  private final boolean ownsHttp;
  private final AtomicBoolean closed;
  private final InFlightCalls inFlight;
  private final OrderService orders;
  private final ProductService products;
  private final CustomerService customers;

  private CommerceClient(Builder b, HttpUrl url) {
    this.baseUrl = url.toString();
    this.ownsHttp = b.httpClient == null;
    OkHttpClient.Builder hb = ownsHttp ? new OkHttpClient.Builder() : b.httpClient.newBuilder();
    this.http =
        hb.connectTimeout(b.connectTimeout)
            .callTimeout(b.timeout)
            // OkHttp's call timeout bounds each attempt (set per attempt by the transport); a
            // shorter read timeout would cut it short.
            .readTimeout(Duration.ZERO)
            .writeTimeout(Duration.ZERO)
            // A redirect could carry the key to another host or to plain http.
            .followRedirects(false)
            .followSslRedirects(false)
            // Retries are the retrying layer's alone: OkHttp's own silent ones (a 408, a failed
            // connection) would bypass maxRetries, the attempt count and the log.
            .retryOnConnectionFailure(false)
            .build();
    this.closed = new AtomicBoolean();

    Redactor redactor = new Redactor(b.apiKey);
    Failures failures = new Failures(redactor);
    Headers headers =
        new Headers.Builder()
            .add("Authorization", "Bearer " + b.apiKey)
            .add("Accept", "application/json")
            .add("User-Agent", SdkVersion.USER_AGENT)
            .build();
    // transport options
    this.inFlight = new InFlightCalls();
    Listeners listeners = Listeners.of(b.listener);
    Transport transport = new OkHttpTransport(http, b.maxResponseBytes, inFlight);
    System.Logger.Level[] levels = b.logLevels();
    if (levels != null) {
      transport =
          new LoggingTransport(
              transport,
              levels[0],
              levels[1],
              redactor,
              System.getLogger(LoggingTransport.LOGGER_NAME));
    }
    RetryingTransport retrying =
        new RetryingTransport(
            transport,
            b.initialRetryDelay,
            b.maxRetryDelay,
            b.clock,
            b.sleeper == Sleeper.SYSTEM ? inFlight::sleep : b.sleeper,
            b.jitter,
            b.retryBudget,
            inFlight,
            listeners);
    ApiClient api =
        new ApiClient(
            url,
            headers,
            retrying,
            failures,
            redactor,
            b.timeout,
            b.totalTimeout,
            b.maxRetries,
            closed,
            listeners);
    // end transport options
    this.orders = new OrderService(api);
    this.products = new ProductService(api);
    this.customers = new CustomerService(api);
  }

  /** @return a new builder; {@code baseUrl} and {@code apiKey} are required */
  public static Builder builder() {
    return new Builder();
  }

  /**
   * Builds a client from the environment: {@value #ENV_BASE_URL} and {@value #ENV_API_KEY}
   * (required), {@value #ENV_LOG}, {@value #ENV_MAX_RETRIES} and {@value #ENV_TIMEOUT_SECONDS}
   * (optional).
   *
   * @return the client
   * @throws IllegalStateException naming the variable when a required one is missing or blank
   * @throws IllegalArgumentException naming the variable when a value is invalid
   */
  public static CommerceClient fromEnv() {
    return builder().fromEnv().build();
  }

  /** @return the orders of the workspace */
  public OrderService orders() {
    return orders;
  }

  /** @return the product catalog of the workspace */
  public ProductService products() {
    return products;
  }

  /** @return the customers of the workspace */
  public CustomerService customers() {
    return customers;
  }

  /** @return the base URL every path is resolved against, as normalized at build time */
  public String baseUrl() {
    return baseUrl;
  }

  /**
   * Releases the connections and threads this client created. Idempotent. A client given its own
   * {@link OkHttpClient} through {@link Builder#httpClient} leaves that client's pool and threads
   * alone. Calls in flight are cancelled and fail promptly with a {@link
   * com.workspacecommerce.sdk.errors.CommerceCancelledException} saying the client was closed; no
   * new attempt starts. Calls made after closing fail with {@link IllegalStateException}.
   */
  @Override
  public void close() {
    if (!closed.compareAndSet(false, true)) {
      return;
    }
    inFlight.close(); // cancels calls in flight and wakes waits between retries
    if (!ownsHttp) {
      return;
    }
    http.dispatcher().executorService().shutdown();
    http.connectionPool().evictAll();
  }

  @Override
  public String toString() {
    return "CommerceClient{baseUrl=" + baseUrl + ", apiKey=" + Redactor.MASK + '}';
  }

  /**
   * Configures and builds a {@link CommerceClient}. Not thread-safe; the client it builds is.
   * Defaults: 2 retries within a standard retry budget, 10 s connect timeout, 60 s per attempt,
   * 2 minutes per call, 16 MiB per response body, logging left to the logging framework.
   */
  public static final class Builder {
    private String baseUrl;
    private String apiKey;
    private int maxRetries = 2;
    private Duration connectTimeout = Duration.ofSeconds(10);
    private Duration timeout = Duration.ofSeconds(60);
    private Duration initialRetryDelay = Duration.ofMillis(500);
    private Duration maxRetryDelay = Duration.ofSeconds(8);
    private OkHttpClient httpClient;
    private boolean allowInsecureHttp;
    private LogLevel logLevel;
    private Function<String, String> env = System::getenv;
    private Clock clock = Clock.systemUTC();
    private Sleeper sleeper = Sleeper.SYSTEM;
    private DoubleSupplier jitter = () -> ThreadLocalRandom.current().nextDouble();
    // transport options
    private long maxResponseBytes = DEFAULT_MAX_RESPONSE_BYTES;
    private RetryBudget retryBudget = RetryBudget.standard();
    private Duration totalTimeout = DEFAULT_TOTAL_TIMEOUT;
    private CallListener listener;
    // end transport options

    private Builder() {}

    /**
     * Sets the base URL, which already includes the version segment, such as {@code
     * https://api.example.com/v1}. Any path prefix is kept ({@code /api/v1}), with or without a
     * trailing slash. Required.
     *
     * @param baseUrl an absolute https URL (http only for loopback hosts, see {@link
     *     #allowInsecureHttp})
     * @return this builder
     */
    public Builder baseUrl(String baseUrl) {
      this.baseUrl = baseUrl;
      return this;
    }

    /**
     * Sets the workspace API key, sent as {@code Authorization: Bearer <key>}. Required. It is
     * never printed.
     *
     * @param apiKey the key
     * @return this builder
     */
    public Builder apiKey(String apiKey) {
      this.apiKey = apiKey;
      return this;
    }

    /**
     * Sets how many times a failed call may be retried (default 2, so 3 attempts); 0 turns
     * retries off. What is retried is described in the README.
     *
     * @param maxRetries 0 or more
     * @return this builder
     */
    public Builder maxRetries(int maxRetries) {
      Checks.range(maxRetries, 0, Integer.MAX_VALUE, "maxRetries");
      this.maxRetries = maxRetries;
      return this;
    }

    /**
     * Sets the time allowed to establish a connection (default 10 s).
     *
     * @param connectTimeout a positive duration
     * @return this builder
     */
    public Builder connectTimeout(Duration connectTimeout) {
      this.connectTimeout = positive(connectTimeout, "connectTimeout");
      return this;
    }

    /**
     * Sets the time allowed for each attempt of a call.
     *
     * @param timeout a positive duration
     * @return this builder
     * @deprecated the name hid that it bounds each attempt, not the call; use {@link
     *     #attemptTimeout}, or {@link #totalTimeout} to bound the whole call
     */
    @Deprecated
    public Builder timeout(Duration timeout) {
      this.timeout = positive(timeout, "timeout");
      return this;
    }

    /**
     * Sets the backoff between retries: the n-th retry waits a random time between zero and
     * {@code min(maxDelay, initialDelay * 2^(n-1))} (defaults 0.5 s and 8 s). A {@code
     * Retry-After} from the server takes precedence.
     *
     * @param initialDelay the ceiling of the first wait, zero or more
     * @param maxDelay the greatest ceiling, at least {@code initialDelay}
     * @return this builder
     */
    public Builder retryBackoff(Duration initialDelay, Duration maxDelay) {
      Checks.notNull(initialDelay, "initialDelay");
      Checks.notNull(maxDelay, "maxDelay");
      if (initialDelay.isNegative() || maxDelay.compareTo(initialDelay) < 0) {
        throw new IllegalArgumentException(
            "retryBackoff needs 0 <= initialDelay <= maxDelay, was "
                + initialDelay
                + " and "
                + maxDelay);
      }
      this.initialRetryDelay = initialDelay;
      this.maxRetryDelay = maxDelay;
      return this;
    }

    /**
     * Uses an application's own {@link OkHttpClient} (its pool, dispatcher, proxy, interceptors).
     * The SDK derives a client from it with {@code newBuilder()} and sets its own timeouts,
     * redirect and retry policy on the derived one; it never changes or shuts down the one given.
     *
     * @param httpClient the client to derive from
     * @return this builder
     */
    public Builder httpClient(OkHttpClient httpClient) {
      this.httpClient = Checks.notNull(httpClient, "httpClient");
      return this;
    }

    /**
     * Allows a plain {@code http://} base URL to a host that is not loopback. Off by default,
     * because the API key would travel in clear text; loopback hosts are always allowed.
     *
     * @param allow whether to allow it
     * @return this builder
     */
    public Builder allowInsecureHttp(boolean allow) {
      this.allowInsecureHttp = allow;
      return this;
    }

    /**
     * Sets the log level; when not set, {@value CommerceClient#ENV_LOG} decides, and else
     * nothing is logged.
     *
     * @param logLevel the level
     * @return this builder
     */
    public Builder logLevel(LogLevel logLevel) {
      this.logLevel = Checks.notNull(logLevel, "logLevel");
      return this;
    }

    /**
     * Fills the builder from the environment, as {@link CommerceClient#fromEnv()} describes;
     * later calls on the builder override it.
     *
     * @return this builder
     * @throws IllegalStateException naming the variable when a required one is missing or blank
     */
    public Builder fromEnv() {
      String url = env.apply(ENV_BASE_URL);
      String key = env.apply(ENV_API_KEY);
      if (url == null || url.isBlank()) {
        throw new IllegalStateException(
            ENV_BASE_URL + " is not set; set it to the API's base URL, e.g. https://api.example.com/v1");
      }
      if (key == null || key.isBlank()) {
        throw new IllegalStateException(
            ENV_API_KEY + " is not set; set it to your workspace API key");
      }
      baseUrl(url.trim());
      apiKey(key.trim());
      String retries = env.apply(ENV_MAX_RETRIES);
      if (retries != null && !retries.isBlank()) {
        maxRetries(parseInt(retries, ENV_MAX_RETRIES));
      }
      String seconds = env.apply(ENV_TIMEOUT_SECONDS);
      if (seconds != null && !seconds.isBlank()) {
        int s = parseInt(seconds, ENV_TIMEOUT_SECONDS);
        if (s < 1) {
          throw new IllegalArgumentException(ENV_TIMEOUT_SECONDS + " must be >= 1, was " + s);
        }
        attemptTimeout(Duration.ofSeconds(s));
      }
      return this;
    }

    Builder env(Function<String, String> env) {
      this.env = env;
      return this;
    }

    Builder clock(Clock clock) {
      this.clock = clock;
      return this;
    }

    Builder sleeper(Sleeper sleeper) {
      this.sleeper = sleeper;
      return this;
    }

    Builder jitter(DoubleSupplier jitter) {
      this.jitter = jitter;
      return this;
    }

    /**
     * Checks the configuration and builds the client.
     *
     * @return the client
     * @throws IllegalArgumentException when baseUrl or apiKey is missing or invalid, or plain
     *     http is used for a non-loopback host without {@link #allowInsecureHttp}
     */
    public CommerceClient build() {
      return new CommerceClient(this, checkedBaseUrl());
    }

    private HttpUrl checkedBaseUrl() {
      if (baseUrl == null || baseUrl.isBlank()) {
        throw new IllegalArgumentException(
            "baseUrl is required: call baseUrl(\"https://api.example.com/v1\")");
      }
      if (apiKey == null || apiKey.isBlank()) {
        throw new IllegalArgumentException("apiKey is required and must not be blank");
      }
      for (int i = 0; i < apiKey.length(); i++) {
        char c = apiKey.charAt(i);
        if (c <= ' ' || c >= 127) {
          throw new IllegalArgumentException(
              "apiKey must contain only visible ASCII characters (no spaces, line breaks or"
                  + " 'Bearer ' prefix)");
        }
      }
      HttpUrl url = HttpUrl.parse(baseUrl.trim());
      if (url == null) {
        throw new IllegalArgumentException(
            "baseUrl must be an absolute http(s) URL such as https://api.example.com/v1, was "
                + Checks.echo(baseUrl));
      }
      if (!url.username().isEmpty() || !url.password().isEmpty()) {
        throw new IllegalArgumentException(
            "baseUrl must not contain user info; pass credentials with apiKey()");
      }
      if (url.query() != null || url.fragment() != null) {
        throw new IllegalArgumentException(
            "baseUrl must not have a query or fragment, was " + Checks.echo(baseUrl));
      }
      if (!url.isHttps() && !allowInsecureHttp && !isLoopback(url.host())) {
        throw new IllegalArgumentException(
            "baseUrl uses plain http to "
                + url.host()
                + ", so the API key would travel in clear text; use https, or"
                + " allowInsecureHttp(true) on a network you trust");
      }
      // Drop a trailing slash so that path segments append after the prefix in every case.
      HttpUrl.Builder b = url.newBuilder();
      int last = url.pathSize() - 1;
      if (last >= 0 && url.pathSegments().get(last).isEmpty()) {
        b.removePathSegment(last);
      }
      return b.build();
    }

    LogLevel effectiveLogLevel() {
      if (logLevel != null) {
        return logLevel;
      }
      String value = env.apply(ENV_LOG);
      return value == null || value.isBlank() ? LogLevel.NONE : LogLevel.parse(value, ENV_LOG);
    }

    private static boolean isLoopback(String host) {
      String h = host.toLowerCase(Locale.ROOT);
      return h.equals("localhost")
          || h.endsWith(".localhost")
          || h.equals("::1")
          || h.equals("0:0:0:0:0:0:0:1")
          || h.matches("127\\.\\d{1,3}\\.\\d{1,3}\\.\\d{1,3}");
    }

    private static Duration positive(Duration d, String name) {
      if (d == null || d.isNegative() || d.isZero()) {
        throw new IllegalArgumentException(name + " must be a positive duration, was " + d);
      }
      return d;
    }

    private static int parseInt(String value, String name) {
      try {
        return Integer.parseInt(value.trim());
      } catch (NumberFormatException e) {
        throw new IllegalArgumentException(
            name + " must be a whole number, was " + Checks.echo(value), e);
      }
    }

    // transport options

    /**
     * Sets the time allowed for each attempt of a call: connecting, sending, waiting and reading
     * the body (default 60 s). Each retry gets it afresh, but never beyond {@link #totalTimeout}.
     *
     * @param attemptTimeout a positive duration
     * @return this builder
     */
    public Builder attemptTimeout(Duration attemptTimeout) {
      this.timeout = positive(attemptTimeout, "attemptTimeout");
      return this;
    }

    /**
     * Sets the time allowed for a whole call: every attempt and every wait between them (default
     * 2 minutes). A retry whose wait would end past it is not made; an attempt still running when
     * it ends is cancelled; the call then fails with the last attempt's exception, saying that
     * the total timeout ended it.
     *
     * @param totalTimeout a positive duration
     * @return this builder
     */
    public Builder totalTimeout(Duration totalTimeout) {
      this.totalTimeout = positive(totalTimeout, "totalTimeout");
      return this;
    }

    /**
     * Sets the most bytes of a successful response body the client holds, counted after
     * decompression whatever {@code Content-Length} claims (default 16 MiB, far above a page of
     * 100 products). A larger body fails the call with {@link
     * com.workspacecommerce.sdk.errors.ResponseTooLargeException} as soon as the limit is passed;
     * the connection is discarded and the call is not retried. Error bodies have their own, smaller
     * cap ({@link com.workspacecommerce.sdk.errors.CommerceApiException#MAX_BODY_CHARS}).
     *
     * @param maxResponseBytes from 1 to {@code Integer.MAX_VALUE - 8}
     * @return this builder
     */
    public Builder maxResponseBytes(long maxResponseBytes) {
      Checks.range(maxResponseBytes, 1, Integer.MAX_VALUE - 8, "maxResponseBytes");
      this.maxResponseBytes = maxResponseBytes;
      return this;
    }

    /**
     * Sets the retry budget, which stops retries from multiplying the load on a server that keeps
     * failing (default {@link RetryBudget#standard()}); {@link RetryBudget#unlimited()} turns it
     * off. Each client built gets its own bucket.
     *
     * @param retryBudget the budget
     * @return this builder
     */
    public Builder retryBudget(RetryBudget retryBudget) {
      this.retryBudget = Checks.notNull(retryBudget, "retryBudget");
      return this;
    }

    /**
     * Sets a listener that hears every call, attempt and retry, for metrics and tracing. A
     * listener that throws does not break calls.
     *
     * @param listener the listener
     * @return this builder
     */
    public Builder listener(CallListener listener) {
      this.listener = Checks.notNull(listener, "listener");
      return this;
    }

    /**
     * The levels of the logging layer: {summary, details}, or null for no layer. Unless the user
     * chose a level, records go out at DEBUG and TRACE for the logging framework to filter; a level
     * chosen with {@link #logLevel} or {@value CommerceClient#ENV_LOG} sends what it asks for at
     * INFO, so that it shows without configuring a framework.
     */
    System.Logger.Level[] logLevels() {
      String fromEnv = env.apply(ENV_LOG);
      if (logLevel == null && (fromEnv == null || fromEnv.isBlank())) {
        return new System.Logger.Level[] {System.Logger.Level.DEBUG, System.Logger.Level.TRACE};
      }
      switch (effectiveLogLevel()) {
        case INFO:
          return new System.Logger.Level[] {System.Logger.Level.INFO, null};
        case DEBUG:
          return new System.Logger.Level[] {System.Logger.Level.INFO, System.Logger.Level.INFO};
        default:
          return null;
      }
    }
    // end transport options

    /** The key is never shown. */
    @Override
    public String toString() {
      return "CommerceClient.Builder{baseUrl="
          + baseUrl
          + ", apiKey="
          + (apiKey == null ? "null" : Redactor.MASK)
          + ", maxRetries="
          + maxRetries
          + ", connectTimeout="
          + connectTimeout
          + ", timeout="
          + timeout
          + '}';
    }
  }
}
