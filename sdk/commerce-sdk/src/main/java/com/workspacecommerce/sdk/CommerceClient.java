package com.workspacecommerce.sdk;

import com.workspacecommerce.sdk.internal.Checks;
import com.workspacecommerce.sdk.internal.ClientConfig;
import com.workspacecommerce.sdk.internal.ClientFactory;
import com.workspacecommerce.sdk.internal.Sleeper;
import java.time.Clock;
import java.time.Duration;
import java.util.Locale;
import java.util.concurrent.ThreadLocalRandom;
import java.util.function.DoubleSupplier;
import java.util.function.Function;
import okhttp3.HttpUrl;
import okhttp3.OkHttpClient;
import org.jspecify.annotations.Nullable;

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
  /** Environment variable read by {@link #fromEnv()} for the call timeout, in seconds. */
  String ENV_TIMEOUT_SECONDS = "COMMERCE_TIMEOUT_SECONDS";

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
   * The base URL every path is resolved against.
   *
   * @return the base URL as normalized at build time, without a trailing slash
   */
  String baseUrl();

  /**
   * Releases the connections and threads this client created. Idempotent. A client given its own
   * {@link OkHttpClient} through {@link Builder#httpClient} leaves that client's pool and threads
   * alone. Calls made after closing fail with {@link IllegalStateException}.
   */
  @Override
  void close();

  /**
   * Configures and builds a {@link CommerceClient}. Not thread-safe; the client it builds is.
   * Defaults: 2 retries, 10 s connect timeout, 60 s call timeout, no logging.
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
      this.baseUrl = Checks.notNull(baseUrl, "baseUrl");
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
      this.apiKey = Checks.notNull(apiKey, "apiKey");
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
     * Sets the time allowed for each attempt of a call as a whole: connecting, sending, waiting
     * and reading the body (default 60 s). Retries get a fresh timeout each.
     *
     * @param timeout a positive duration
     * @return this builder
     */
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
        timeout(Duration.ofSeconds(s));
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
              clock,
              sleeper,
              jitter));
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
      Checks.notNull(d, name);
      if (d.isNegative() || d.isZero()) {
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
