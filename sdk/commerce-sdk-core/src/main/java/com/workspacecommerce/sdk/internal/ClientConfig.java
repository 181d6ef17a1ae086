package com.workspacecommerce.sdk.internal;

import com.workspacecommerce.sdk.CallListener;
import com.workspacecommerce.sdk.LogLevel;
import com.workspacecommerce.sdk.RequestInterceptor;
import com.workspacecommerce.sdk.RetryBudget;
import com.workspacecommerce.sdk.internal.spi.HttpTransport;
import com.workspacecommerce.sdk.internal.spi.Redactor;
import com.workspacecommerce.sdk.internal.spi.Tls;
import java.net.URI;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Executor;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ThreadLocalRandom;
import java.util.function.DoubleSupplier;
import java.util.function.Function;
import org.jspecify.annotations.Nullable;

/**
 * The settings of a client, in one place: {@link Builder} holds and checks them, {@link #toBuilder}
 * gives them back for a derived client (as OkHttp's {@code newBuilder()} does), and {@code
 * CommerceClient.Builder} is the documented face that delegates to it. Adding an option means a
 * field and a setter here, a getter, and the public setter. Internal: not part of the public API.
 */
public final class ClientConfig {
  /** The default of {@code maxConcurrentRequests}. */
  public static final int DEFAULT_MAX_CONCURRENT_REQUESTS = 64;

  /** The default of {@code maxResponseBytes}: 16 MiB. */
  public static final long DEFAULT_MAX_RESPONSE_BYTES = 16L * 1024 * 1024;

  /** The default of {@code totalTimeout}: 2 minutes. */
  public static final Duration DEFAULT_TOTAL_TIMEOUT = Duration.ofMinutes(2);

  /** A frozen copy of the builder that made this config: the one list of fields. */
  private final Builder values;

  private final URI baseUrl;
  private final String apiKey;
  private final LogPolicy logPolicy;
  private final String json;

  private ClientConfig(Builder values, URI baseUrl, String apiKey, String json) {
    this.values = values;
    this.baseUrl = baseUrl;
    this.apiKey = apiKey;
    this.json = json;
    this.logPolicy = LogPolicy.of(values.logLevel, values.env);
  }

  /**
   * @return a builder with the defaults
   */
  public static Builder builder() {
    return new Builder();
  }

  /**
   * Returns a builder holding these settings, for a client derived from this one.
   *
   * @return a new builder; changing it never changes this config
   */
  public Builder toBuilder() {
    return new Builder(values);
  }

  /**
   * @return the normalized base URL, without a trailing slash
   */
  public URI baseUrl() {
    return baseUrl;
  }

  /**
   * @return the workspace API key; never shown by {@link #toString()}
   */
  public String apiKey() {
    return apiKey;
  }

  /**
   * @return retries per call
   */
  public int maxRetries() {
    return values.maxRetries;
  }

  /**
   * @return the connect timeout
   */
  public Duration connectTimeout() {
    return values.connectTimeout;
  }

  /**
   * @return the time allowed for each attempt
   */
  public Duration attemptTimeout() {
    return values.attemptTimeout;
  }

  /**
   * @return the time allowed for a whole call
   */
  public Duration totalTimeout() {
    return values.totalTimeout;
  }

  /**
   * @return the ceiling of the first backoff
   */
  public Duration initialRetryDelay() {
    return values.initialRetryDelay;
  }

  /**
   * @return the greatest backoff ceiling
   */
  public Duration maxRetryDelay() {
    return values.maxRetryDelay;
  }

  /**
   * @return an application's own client to derive from, or null for a private one
   */
  public @Nullable Object httpClient() {
    return values.httpClient;
  }

  /**
   * @return the TLS the application chose, or null for the JVM's default trust and no client
   *     certificate
   */
  public @Nullable Tls tls() {
    return values.tls;
  }

  /**
   * @return the transport named by the builder ({@code okhttp}, {@code jdk}), or null to let {@link
   *     Transports} choose
   */
  public @Nullable String transport() {
    return values.transport;
  }

  /**
   * @return the transport of the client this one is derived from, or null for one of its own
   */
  @Nullable HttpTransport sharedTransport() {
    return values.sharedTransport;
  }

  /**
   * @return whether plain http to a host that is not loopback is allowed
   */
  public boolean allowInsecureHttp() {
    return values.allowInsecureHttp;
  }

  /**
   * @return which records the logging layer writes, and at which levels
   */
  LogPolicy logPolicy() {
    return logPolicy;
  }

  /**
   * @return reads the time for {@code Retry-After} dates
   */
  public Clock clock() {
    return values.clock;
  }

  /**
   * @return waits between retries
   */
  public Sleeper sleeper() {
    return values.sleeper;
  }

  /**
   * @return draws the random share of each backoff
   */
  public DoubleSupplier jitter() {
    return values.jitter;
  }

  /**
   * @return the most bytes of a 2xx body held, after decompression
   */
  public long maxResponseBytes() {
    return values.maxResponseBytes;
  }

  /**
   * @return the retry budget each client built from this config draws on
   */
  public RetryBudget retryBudget() {
    return values.retryBudget;
  }

  /**
   * @return hear calls, attempts and retries, in the order they were added; unmodifiable
   */
  public List<CallListener> listeners() {
    return values.listeners;
  }

  /**
   * @return the most exchanges in flight at once, for the client and those derived from it
   */
  public int maxConcurrentRequests() {
    return values.maxConcurrentRequests;
  }

  /**
   * @return the slots of the client this one is derived from, or null for a client of its own
   */
  @Nullable ConcurrencyLimit sharedLimit() {
    return values.sharedLimit;
  }

  /**
   * @return completes async futures, or null
   */
  public @Nullable Executor callbackExecutor() {
    return values.callbackExecutor;
  }

  /**
   * @return runs the waits of async retries, or null for the SDK's shared scheduler
   */
  public @Nullable ScheduledExecutorService asyncScheduler() {
    return values.asyncScheduler;
  }

  /**
   * @return {@code name/version} added to the User-Agent, or null
   */
  public @Nullable String appInfo() {
    return values.appInfo;
  }

  /**
   * @return headers sent on every call, unmodifiable
   */
  public Map<String, String> defaultHeaders() {
    return values.defaultHeaders;
  }

  /**
   * @return the interceptors, in the order they run; unmodifiable
   */
  public List<RequestInterceptor> interceptors() {
    return values.interceptors;
  }

  /**
   * @return whether building a client checks the Jackson and OkHttp versions found at run time
   */
  public boolean dependencyCheck() {
    return values.dependencyCheck;
  }

  /**
   * @return the JSON codec's name, {@code jackson2} or {@code jackson3}, as {@link Builder#build()}
   *     chose it
   */
  public String json() {
    return json;
  }

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
    return "ClientConfig{baseUrl=" + baseUrl + ", " + values.describe() + '}';
  }

  /**
   * Holds and checks the settings; every setter throws naming the option when a value is invalid.
   * Not thread-safe. {@link #build()} checks what depends on several settings (the base URL and the
   * key).
   */
  public static final class Builder {
    private @Nullable String baseUrl;
    private @Nullable String apiKey;
    private int maxRetries = 2;
    private Duration connectTimeout = Duration.ofSeconds(10);
    private Duration attemptTimeout = Duration.ofSeconds(60);
    private Duration totalTimeout = DEFAULT_TOTAL_TIMEOUT;
    private Duration initialRetryDelay = Duration.ofMillis(500);
    private Duration maxRetryDelay = Duration.ofSeconds(8);
    // An okhttp3.OkHttpClient, kept as an Object so that this class never loads OkHttp.
    private @Nullable Object httpClient;
    private @Nullable Tls tls;
    private @Nullable String transport;
    private @Nullable HttpTransport sharedTransport;
    private boolean allowInsecureHttp;
    private @Nullable LogLevel logLevel;
    private Function<String, String> env = System::getenv;
    private Clock clock = Clock.systemUTC();
    private Sleeper sleeper = Sleeper.SYSTEM;
    private DoubleSupplier jitter = () -> ThreadLocalRandom.current().nextDouble();
    private long maxResponseBytes = DEFAULT_MAX_RESPONSE_BYTES;
    private RetryBudget retryBudget = RetryBudget.standard();
    private List<CallListener> listeners = List.of();
    private int maxConcurrentRequests = DEFAULT_MAX_CONCURRENT_REQUESTS;
    private @Nullable Executor callbackExecutor;
    private @Nullable ScheduledExecutorService asyncScheduler;
    private @Nullable String appInfo;
    private Map<String, String> defaultHeaders = Map.of();
    private List<RequestInterceptor> interceptors = List.of();
    private boolean dependencyCheck = true;
    private @Nullable String json;
    private @Nullable ConcurrencyLimit sharedLimit;

    private Builder() {}

    /** Copies every setting; the collections are immutable, so sharing them is safe. */
    private Builder(Builder other) {
      baseUrl = other.baseUrl;
      apiKey = other.apiKey;
      maxRetries = other.maxRetries;
      connectTimeout = other.connectTimeout;
      attemptTimeout = other.attemptTimeout;
      totalTimeout = other.totalTimeout;
      initialRetryDelay = other.initialRetryDelay;
      maxRetryDelay = other.maxRetryDelay;
      httpClient = other.httpClient;
      tls = other.tls;
      transport = other.transport;
      sharedTransport = other.sharedTransport;
      allowInsecureHttp = other.allowInsecureHttp;
      logLevel = other.logLevel;
      env = other.env;
      clock = other.clock;
      sleeper = other.sleeper;
      jitter = other.jitter;
      maxResponseBytes = other.maxResponseBytes;
      retryBudget = other.retryBudget;
      listeners = other.listeners;
      maxConcurrentRequests = other.maxConcurrentRequests;
      callbackExecutor = other.callbackExecutor;
      asyncScheduler = other.asyncScheduler;
      appInfo = other.appInfo;
      defaultHeaders = other.defaultHeaders;
      interceptors = other.interceptors;
      dependencyCheck = other.dependencyCheck;
      json = other.json;
      sharedLimit = other.sharedLimit;
    }

    /**
     * @param baseUrl the base URL, checked by {@link #build()}
     * @return this builder
     */
    public Builder baseUrl(String baseUrl) {
      this.baseUrl = Checks.notNull(baseUrl, "baseUrl");
      return this;
    }

    /**
     * @param apiKey the key, checked by {@link #build()}
     * @return this builder
     */
    public Builder apiKey(String apiKey) {
      this.apiKey = Checks.notNull(apiKey, "apiKey");
      return this;
    }

    /**
     * @param maxRetries 0 or more
     * @return this builder
     */
    public Builder maxRetries(int maxRetries) {
      this.maxRetries = (int) Checks.range(maxRetries, 0, Integer.MAX_VALUE, "maxRetries");
      return this;
    }

    /**
     * @param connectTimeout 1 ms to 24 days
     * @return this builder
     */
    public Builder connectTimeout(Duration connectTimeout) {
      this.connectTimeout = Checks.timeout(connectTimeout, "connectTimeout");
      return this;
    }

    /**
     * @param attemptTimeout 1 ms to 24 days
     * @param name the option's name, for the message ({@code attemptTimeout} or its old alias)
     * @return this builder
     */
    public Builder attemptTimeout(Duration attemptTimeout, String name) {
      this.attemptTimeout = Checks.timeout(attemptTimeout, name);
      return this;
    }

    /**
     * @param totalTimeout 1 ms to 24 days
     * @return this builder
     */
    public Builder totalTimeout(Duration totalTimeout) {
      this.totalTimeout = Checks.timeout(totalTimeout, "totalTimeout");
      return this;
    }

    /**
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
     * @param httpClient the client to derive from
     * @return this builder
     */
    public Builder httpClient(Object httpClient) {
      this.httpClient = Checks.notNull(httpClient, "httpClient");
      return this;
    }

    /**
     * @param tls the TLS to connect with
     * @return this builder
     * @throws IllegalStateException on a client derived with {@code withOptions}, which shares its
     *     parent's connections and so its TLS
     */
    public Builder tls(Tls tls) {
      Checks.notNull(tls, "tls");
      if (sharedTransport != null) {
        throw new IllegalStateException(
            "sslContext cannot change on a client made by withOptions: it shares the connections"
                + " of the client it derives from; build a separate client for other TLS settings");
      }
      this.tls = tls;
      return this;
    }

    /**
     * @param allow whether plain http to a host that is not loopback is allowed
     * @return this builder
     */
    public Builder allowInsecureHttp(boolean allow) {
      this.allowInsecureHttp = allow;
      return this;
    }

    /**
     * @param logLevel the level chosen by the application
     * @return this builder
     */
    public Builder logLevel(LogLevel logLevel) {
      this.logLevel = Checks.notNull(logLevel, "logLevel");
      return this;
    }

    /**
     * Applies the environment variables that are set, as {@code CommerceClient.fromEnv()}
     * describes; later calls override them.
     *
     * @return this builder
     * @throws IllegalStateException naming the variable when a required one is missing or blank
     * @throws IllegalArgumentException naming the variable when a value is invalid
     */
    public Builder fromEnv() {
      EnvSettings.apply(this);
      return this;
    }

    /**
     * @param env reads environment variables (tests pass a map)
     * @return this builder
     */
    public Builder env(Function<String, String> env) {
      this.env = Checks.notNull(env, "env");
      return this;
    }

    /**
     * @return reads environment variables
     */
    public Function<String, String> env() {
      return env;
    }

    /**
     * @param clock reads the time for {@code Retry-After} dates
     * @return this builder
     */
    public Builder clock(Clock clock) {
      this.clock = Checks.notNull(clock, "clock");
      return this;
    }

    /**
     * @param sleeper waits between retries
     * @return this builder
     */
    public Builder sleeper(Sleeper sleeper) {
      this.sleeper = Checks.notNull(sleeper, "sleeper");
      return this;
    }

    /**
     * @param jitter returns a number in [0, 1) that scales each backoff ceiling
     * @return this builder
     */
    public Builder jitter(DoubleSupplier jitter) {
      this.jitter = Checks.notNull(jitter, "jitter");
      return this;
    }

    /**
     * @param maxResponseBytes from 1 to {@code Integer.MAX_VALUE - 8}
     * @return this builder
     */
    public Builder maxResponseBytes(long maxResponseBytes) {
      this.maxResponseBytes =
          Checks.range(maxResponseBytes, 1, Integer.MAX_VALUE - 8, "maxResponseBytes");
      return this;
    }

    /**
     * @param retryBudget the budget
     * @return this builder
     */
    public Builder retryBudget(RetryBudget retryBudget) {
      this.retryBudget = Checks.notNull(retryBudget, "retryBudget");
      return this;
    }

    /**
     * @param listener replaces every listener set or added before
     * @return this builder
     */
    public Builder listener(CallListener listener) {
      this.listeners = List.of(Checks.notNull(listener, "listener"));
      return this;
    }

    /**
     * @param listener hears events after those added before it
     * @return this builder
     */
    public Builder addListener(CallListener listener) {
      this.listeners = appended(listeners, Checks.notNull(listener, "listener"));
      return this;
    }

    /**
     * @param maxConcurrentRequests 1 or more
     * @return this builder
     */
    public Builder maxConcurrentRequests(int maxConcurrentRequests) {
      this.maxConcurrentRequests =
          (int) Checks.range(maxConcurrentRequests, 1, Integer.MAX_VALUE, "maxConcurrentRequests");
      return this;
    }

    /**
     * Makes the client share the slots of the client it is derived from, whose {@code
     * maxConcurrentRequests} then applies. Set by {@code withOptions} only.
     *
     * @param limit the parent's slots
     * @return this builder
     */
    Builder sharedLimit(ConcurrencyLimit limit) {
      this.sharedLimit = limit;
      return this;
    }

    /**
     * Makes the client share the connections of the client it is derived from. Set by {@code
     * withOptions} only.
     *
     * @param transport the parent's transport
     * @return this builder
     */
    Builder sharedTransport(HttpTransport transport) {
      this.sharedTransport = transport;
      return this;
    }

    /**
     * Names the transport.
     *
     * @param name {@code okhttp} or {@code jdk}
     * @return this builder
     * @throws IllegalArgumentException for another name
     */
    public Builder transport(String name) {
      this.transport = Transports.checkedName(Checks.notNull(name, "transport"), "transport");
      return this;
    }

    /**
     * @param callbackExecutor completes async futures
     * @return this builder
     */
    public Builder callbackExecutor(Executor callbackExecutor) {
      this.callbackExecutor = Checks.notNull(callbackExecutor, "callbackExecutor");
      return this;
    }

    /**
     * @param asyncScheduler runs the waits of async retries
     * @return this builder
     */
    public Builder asyncScheduler(ScheduledExecutorService asyncScheduler) {
      this.asyncScheduler = Checks.notNull(asyncScheduler, "asyncScheduler");
      return this;
    }

    /**
     * @param name the application's name, an HTTP token
     * @param version its version, an HTTP token
     * @return this builder
     */
    public Builder appInfo(String name, String version) {
      this.appInfo = token(name, "appInfo name") + "/" + token(version, "appInfo version");
      return this;
    }

    /**
     * @param name the header name; not Authorization
     * @param value the header value, printable ASCII
     * @return this builder
     */
    public Builder defaultHeader(String name, String value) {
      Checks.header(name, value, "defaultHeader");
      Map<String, String> headers = new LinkedHashMap<>(defaultHeaders);
      headers.put(name, value);
      this.defaultHeaders = Collections.unmodifiableMap(headers);
      return this;
    }

    /**
     * @param interceptor runs after those added before it
     * @return this builder
     */
    public Builder addInterceptor(RequestInterceptor interceptor) {
      this.interceptors = appended(interceptors, Checks.notNull(interceptor, "interceptor"));
      return this;
    }

    // A new list each time, so a config built earlier keeps the list it was built with.
    private static <T> List<T> appended(List<T> list, T item) {
      List<T> all = new ArrayList<>(list);
      all.add(item);
      return List.copyOf(all);
    }

    /**
     * @param check whether building checks the dependency versions
     * @return this builder
     */
    public Builder dependencyCheck(boolean check) {
      this.dependencyCheck = check;
      return this;
    }

    /**
     * @param name the JSON codec, {@code jackson2} or {@code jackson3}; beats the system property
     * @return this builder
     * @throws IllegalArgumentException when no codec has that name
     */
    public Builder json(String name) {
      this.json = JsonCodecs.checkName(name, "json");
      return this;
    }

    /**
     * Checks the settings that depend on each other and freezes them, the JSON codec chosen.
     *
     * @return the config
     * @throws IllegalArgumentException when baseUrl or apiKey is missing or invalid, or plain http
     *     is used for a host that is not loopback without {@code allowInsecureHttp}, or the system
     *     property {@code commerce.sdk.json} names no codec, or TLS was given with an OkHttpClient
     * @throws IllegalStateException when the chosen codec's library is not on the class path
     */
    public ClientConfig build() {
      if (tls != null && httpClient != null) {
        // Either answer would overrule something the application set on purpose: the given
        // client's own socket factory, or the TLS asked for here.
        throw new IllegalArgumentException(
            "sslContext(..) and httpClient(OkHttpClient) cannot be combined: set the TLS on that"
                + " OkHttpClient (sslSocketFactory), or drop httpClient(..)");
      }
      String key = checkedApiKey();
      URI url = BaseUrl.parse(baseUrl, allowInsecureHttp).uri();
      // Chosen once: a client derived with withOptions keeps its parent's codec.
      String codec = JsonCodecs.choose(json, System::getProperty);
      Builder frozen = new Builder(this);
      frozen.json = codec;
      return new ClientConfig(frozen, url, key, codec);
    }

    private String checkedApiKey() {
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
      return apiKey;
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
     * Describes the settings for {@code toString()}; the key is never shown.
     *
     * @return the description
     */
    public String describe() {
      return "apiKey="
          + mask(apiKey)
          + ", maxRetries="
          + maxRetries
          + ", connectTimeout="
          + connectTimeout
          + ", attemptTimeout="
          + attemptTimeout
          + ", totalTimeout="
          + totalTimeout;
    }

    /**
     * @return the base URL as given, not yet checked
     */
    public @Nullable String baseUrlText() {
      return baseUrl;
    }
  }
}
