package com.workspacecommerce.sdk;

import com.workspacecommerce.sdk.internal.Checks;
import com.workspacecommerce.sdk.internal.ClientConfig;
import com.workspacecommerce.sdk.internal.ClientFactory;
import com.workspacecommerce.sdk.internal.Sleeper;
import java.time.Clock;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Executor;
import java.util.concurrent.ThreadLocalRandom;
import java.util.function.DoubleSupplier;
import java.util.function.Function;
import okhttp3.HttpUrl;
import okhttp3.OkHttpClient;
import org.jspecify.annotations.Nullable;

/**
 * The entry point of the SDK: a client for one workspace of the Commerce API, identified by its API
 * key.
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
 * <p>The client {@link #builder()} builds is immutable and thread-safe: build one and share it. It
 * holds a connection pool, so {@link #close()} it when done (a client given its own {@link
 * OkHttpClient} leaves that one untouched). The API key is never shown by {@code toString()},
 * messages or logs.
 *
 * <p>An interface so that code using the SDK can be unit-tested with a fake: a fake implements
 * {@link #orders()}, {@link #products()}, {@link #customers()}, {@link #baseUrl()} and {@link
 * #close()}, and returns fakes of the service interfaces. Methods added to this interface in later
 * versions come with default implementations, so such fakes keep compiling.
 */
public interface CommerceClient extends AutoCloseable {
  /** Environment variable read by {@link #fromEnv()} for the base URL. */
  String ENV_BASE_URL = "COMMERCE_BASE_URL";

  /** Environment variable read by {@link #fromEnv()} for the API key. */
  String ENV_API_KEY = "COMMERCE_API_KEY";

  /** Environment variable for the log level ({@code none}, {@code info}, {@code debug}). */
  String ENV_LOG = "COMMERCE_LOG";

  /** Environment variable read by {@link #fromEnv()} for the retries per call. */
  String ENV_MAX_RETRIES = "COMMERCE_MAX_RETRIES";

  /** Environment variable read by {@link #fromEnv()} for the attempt timeout, in seconds. */
  String ENV_TIMEOUT_SECONDS = "COMMERCE_TIMEOUT_SECONDS";

  /** The default of {@link Builder#maxResponseBytes}: 16 MiB. */
  long DEFAULT_MAX_RESPONSE_BYTES = 16L * 1024 * 1024;

  /** The default of {@link Builder#totalTimeout}: 2 minutes. */
  Duration DEFAULT_TOTAL_TIMEOUT = Duration.ofMinutes(2);

  /**
   * Starts configuring a client.
   *
   * @return a new builder; {@code baseUrl} and {@code apiKey} are required
   */
  static Builder builder() {
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
  static CommerceClient fromEnv() {
    return builder().fromEnv().build();
  }

  /**
   * The orders of the workspace.
   *
   * @return the order operations
   */
  OrderService orders();

  /**
   * The product catalog of the workspace.
   *
   * @return the product operations
   */
  ProductService products();

  /**
   * The customers of the workspace.
   *
   * @return the customer operations
   */
  CustomerService customers();

  /**
   * The non-blocking twin of this client: the same operations with {@link
   * java.util.concurrent.CompletableFuture} results, sharing this client's pool, options and
   * lifetime.
   *
   * @return the asynchronous client; the default implementation, for fakes, throws {@link
   *     UnsupportedOperationException}
   */
  default AsyncCommerceClient async() {
    throw new UnsupportedOperationException(
        "async() is not implemented by " + getClass().getName());
  }

  /**
   * Returns a client with some options changed (another API key for another workspace, timeouts,
   * retries, a listener, headers) that shares this client's connection pool and dispatcher, so a
   * tool serving many workspaces needs one pool, not one per workspace.
   *
   * <pre>{@code
   * CommerceClient other = client.withOptions(b -> b.apiKey(otherKey).maxRetries(0));
   * }</pre>
   *
   * <p>This client owns the pool: closing a derived client cancels only its own calls in flight and
   * never affects this client or other derived ones; closing this client releases the pool, after
   * which derived clients must not be used. The dispatcher's concurrency limit stays this client's.
   *
   * @param change sets the options to change on a builder holding this client's settings
   * @return the derived client
   * @throws IllegalArgumentException when the changed settings are invalid
   */
  default CommerceClient withOptions(java.util.function.Consumer<Builder> change) {
    throw new UnsupportedOperationException(
        "withOptions() is not implemented by " + getClass().getName());
  }

  /**
   * The base URL every path is resolved against.
   *
   * @return the base URL as normalized at build time, without a trailing slash
   */
  String baseUrl();

  /**
   * Releases the connections and threads this client created. Idempotent. A client given its own
   * {@link OkHttpClient} through {@link Builder#httpClient} leaves that client's pool and threads
   * alone. Calls in flight are cancelled and fail promptly with a {@link
   * com.workspacecommerce.sdk.errors.CommerceCancelledException} saying the client was closed; no
   * new attempt starts. Calls made after closing fail with {@link IllegalStateException}.
   */
  @Override
  void close();

  /**
   * Configures and builds a {@link CommerceClient}. Not thread-safe; the client it builds is.
   * Defaults: 2 retries within a standard retry budget, 10 s connect timeout, 60 s per attempt, 2
   * minutes per call, 16 MiB per response body, logging left to the logging framework.
   */
  final class Builder {
    private @Nullable String baseUrl;
    private @Nullable String apiKey;
    private int maxRetries = 2;
    private Duration connectTimeout = Duration.ofSeconds(10);
    private Duration timeout = Duration.ofSeconds(60);
    private Duration initialRetryDelay = Duration.ofMillis(500);
    private Duration maxRetryDelay = Duration.ofSeconds(8);
    private @Nullable OkHttpClient httpClient;
    private boolean allowInsecureHttp;
    private @Nullable LogLevel logLevel;
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

    // call control options
    private @Nullable Integer maxConcurrentRequests;
    private @Nullable Executor callbackExecutor;
    private @Nullable String appInfo;
    private final Map<String, String> defaultHeaders = new LinkedHashMap<>();

    static {
      // Lets the internal client make a builder for withOptions() without a public constructor.
      ClientFactory.setDeriver(Builder::derive);
    }

    private Builder() {}

    /**
     * Bounds how many HTTP exchanges the client has in flight at once, in total and per host
     * (default 64; OkHttp's own default of 5 per host would queue the 6th concurrent call to the
     * API). Asynchronous calls beyond it wait in OkHttp's queue. OkHttp holds one dispatcher thread
     * per exchange in flight, so threads grow with this limit and no further. It applies to the
     * dispatcher the SDK creates; a client given through {@link #httpClient} keeps its own
     * dispatcher's limits.
     *
     * @param maxConcurrentRequests 1 or more
     * @return this builder
     */
    public Builder maxConcurrentRequests(int maxConcurrentRequests) {
      Checks.range(maxConcurrentRequests, 1, Integer.MAX_VALUE, "maxConcurrentRequests");
      this.maxConcurrentRequests = maxConcurrentRequests;
      return this;
    }

    /**
     * Sets the executor that completes the futures of the {@link #async() asynchronous client}, so
     * that your callbacks never run on OkHttp's dispatcher threads. Without one, a future completes
     * on the dispatcher thread that read the response (keep callbacks short and never block there),
     * or on the calling thread when the call fails before it is sent.
     *
     * @param callbackExecutor the executor, e.g. your application's
     * @return this builder
     */
    public Builder callbackExecutor(Executor callbackExecutor) {
      this.callbackExecutor = Checks.notNull(callbackExecutor, "callbackExecutor");
      return this;
    }

    /**
     * Names your application in the {@code User-Agent} of every call, after the SDK's own token:
     * {@code commerce-sdk-java/0.1.0 Java/17 my-tool/2.3}, so the API's operators can tell callers
     * apart.
     *
     * @param name the application's name: letters, digits and {@code !#$%&'*+-.^_`|~}
     * @param version its version, the same characters
     * @return this builder
     */
    public Builder appInfo(String name, String version) {
      this.appInfo = token(name, "appInfo name") + "/" + token(version, "appInfo version");
      return this;
    }

    /**
     * Adds a header sent on every call of the client (a per-call {@link RequestOptions} header of
     * the same name wins). {@code Authorization} cannot be set: every call carries the key.
     *
     * @param name the header name
     * @param value the header value, without control characters
     * @return this builder
     */
    public Builder defaultHeader(String name, String value) {
      Checks.header(name, value, "defaultHeader");
      defaultHeaders.put(name, value);
      return this;
    }

    private static String token(String value, String name) {
      Checks.notNull(value, name);
      if (value.isEmpty() || !value.chars().allMatch(Builder::isTokenChar)) {
        throw new IllegalArgumentException(
            name
                + " must be a non-empty HTTP token (letters, digits and !#$%&'*+-.^_`|~), was "
                + Checks.echo(value));
      }
      return value;
    }

    private static boolean isTokenChar(int c) {
      return (c >= 'a' && c <= 'z')
          || (c >= 'A' && c <= 'Z')
          || (c >= '0' && c <= '9')
          || "!#$%&'*+-.^_`|~".indexOf(c) >= 0;
    }

    /**
     * Sets the base URL, which already includes the version segment, such as {@code
     * https://api.example.com/v1}. Any path prefix is kept ({@code /api/v1}), with or without a
     * trailing slash. Required.
     *
     * @param baseUrl an absolute https URL (http only for loopback hosts, see {@link
     *     #allowInsecureHttp})
     * @return this builder
     * @throws NullPointerException when null; {@link #build()} checks the value itself
     */
    public Builder baseUrl(String baseUrl) {
      this.baseUrl = Checks.notNull(baseUrl, "baseUrl");
      return this;
    }

    /**
     * Sets the workspace API key, sent as {@code Authorization: Bearer <key>}. Required. It is
     * never printed.
     *
     * @param apiKey the key
     * @return this builder
     * @throws NullPointerException when null; {@link #build()} checks the value itself
     */
    public Builder apiKey(String apiKey) {
      this.apiKey = Checks.notNull(apiKey, "apiKey");
      return this;
    }

    /**
     * Sets how many times a failed call may be retried (default 2, so 3 attempts); 0 turns retries
     * off. What is retried is described in the README.
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
     * Sets the backoff between retries: the n-th retry waits a random time between zero and {@code
     * min(maxDelay, initialDelay * 2^(n-1))} (defaults 0.5 s and 8 s). A {@code Retry-After} from
     * the server takes precedence.
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
     * Sets the log level; when not set, {@value CommerceClient#ENV_LOG} decides, and else nothing
     * is logged.
     *
     * @param logLevel the level
     * @return this builder
     */
    public Builder logLevel(LogLevel logLevel) {
      this.logLevel = Checks.notNull(logLevel, "logLevel");
      return this;
    }

    /**
     * Fills the builder from the environment, as {@link CommerceClient#fromEnv()} describes; later
     * calls on the builder override it.
     *
     * @return this builder
     * @throws IllegalStateException naming the variable when a required one is missing or blank
     */
    public Builder fromEnv() {
      String url = env.apply(ENV_BASE_URL);
      String key = env.apply(ENV_API_KEY);
      if (url == null || url.isBlank()) {
        throw new IllegalStateException(
            ENV_BASE_URL
                + " is not set; set it to the API's base URL, e.g. https://api.example.com/v1");
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
     * @throws IllegalArgumentException when baseUrl or apiKey is missing or invalid, or plain http
     *     is used for a non-loopback host without {@link #allowInsecureHttp}
     */
    public CommerceClient build() {
      HttpUrl url = checkedBaseUrl();
      return ClientFactory.create(
          new ClientConfig(
              url,
              apiKey,
              maxRetries,
              connectTimeout,
              timeout,
              initialRetryDelay,
              maxRetryDelay,
              httpClient,
              effectiveLogLevel(),
              logLevels(),
              clock,
              sleeper,
              jitter,
              maxResponseBytes,
              retryBudget,
              totalTimeout,
              listener,
              logLevel,
              env,
              maxConcurrentRequests,
              callbackExecutor,
              appInfo,
              Map.copyOf(defaultHeaders),
              allowInsecureHttp));
    }

    /**
     * Fills a builder with a built client's settings, for {@link CommerceClient#withOptions}: the
     * derived client gets the given OkHttp client (the first one's), so it shares its pool and
     * dispatcher.
     */
    static Builder derive(ClientConfig c, OkHttpClient shared) {
      Builder b = new Builder();
      b.baseUrl = c.baseUrl().toString();
      b.apiKey = c.apiKey();
      b.maxRetries = c.maxRetries();
      b.connectTimeout = c.connectTimeout();
      b.timeout = c.timeout();
      b.initialRetryDelay = c.initialRetryDelay();
      b.maxRetryDelay = c.maxRetryDelay();
      b.httpClient = shared;
      b.allowInsecureHttp = c.allowInsecureHttp(); // a changed baseUrl is checked again
      b.logLevel = c.requestedLogLevel();
      b.env = c.env();
      b.clock = c.clock();
      b.sleeper = c.sleeper();
      b.jitter = c.jitter();
      b.maxResponseBytes = c.maxResponseBytes();
      b.retryBudget = c.retryBudget();
      b.totalTimeout = c.totalTimeout();
      b.listener = c.listener();
      b.maxConcurrentRequests = c.maxConcurrentRequests();
      b.callbackExecutor = c.callbackExecutor();
      b.appInfo = c.appInfo();
      b.defaultHeaders.putAll(c.defaultHeaders());
      return b;
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
      return Checks.timeout(d, name);
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
     * Sets the time allowed for a whole call: every attempt and every wait between them (default 2
     * minutes). A retry whose wait would end past it is not made; an attempt still running when it
     * ends is cancelled; the call then fails with the last attempt's exception, saying that the
     * total timeout ended it.
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
     * decompression whatever {@code Content-Length} claims (default 16 MiB, far above a page of 100
     * products). A larger body fails the call with {@link
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
     * Sets a listener that hears every call, attempt and retry, for metrics and tracing. A listener
     * that throws does not break calls.
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
          + ClientConfig.mask(apiKey)
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
