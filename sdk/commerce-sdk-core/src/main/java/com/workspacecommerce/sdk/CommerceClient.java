package com.workspacecommerce.sdk;

import com.workspacecommerce.sdk.internal.ClientConfig;
import com.workspacecommerce.sdk.internal.ClientFactory;
import com.workspacecommerce.sdk.internal.Options;
import com.workspacecommerce.sdk.internal.Proxies;
import com.workspacecommerce.sdk.internal.ProxyAuth;
import com.workspacecommerce.sdk.internal.Sleeper;
import com.workspacecommerce.sdk.internal.spi.Tls;
import java.net.Proxy;
import java.net.ProxySelector;
import java.time.Clock;
import java.time.Duration;
import java.util.concurrent.Executor;
import java.util.concurrent.ScheduledExecutorService;
import java.util.function.DoubleSupplier;
import java.util.function.Function;
import javax.net.ssl.SSLContext;
import javax.net.ssl.X509TrustManager;
import okhttp3.OkHttpClient;

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
  long DEFAULT_MAX_RESPONSE_BYTES = ClientConfig.DEFAULT_MAX_RESPONSE_BYTES;

  /** The default of {@link Builder#totalTimeout}: 2 minutes. */
  Duration DEFAULT_TOTAL_TIMEOUT = ClientConfig.DEFAULT_TOTAL_TIMEOUT;

  /**
   * The version of this SDK, as its {@code User-Agent} sends it, for diagnostics (an actuator info
   * endpoint, a support request).
   *
   * @return the version, or {@code unknown} when run from sources the build has not processed
   */
  static String sdkVersion() {
    return ClientFactory.sdkVersion();
  }

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
   * which derived clients must not be used. The concurrency limit stays this client's: its {@code
   * maxConcurrentRequests} slots bound this client and every derived one together.
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
   * alone. Calls in flight, and calls waiting for a slot or for a retry, are cancelled and fail
   * promptly with a {@link com.workspacecommerce.sdk.errors.CommerceCancelledException} saying the
   * client was closed; no new attempt starts. Calls made after closing fail with {@link
   * IllegalStateException}.
   */
  @Override
  void close();

  /**
   * Configures and builds a {@link CommerceClient}. Not thread-safe; the client it builds is.
   * Defaults: 2 retries within a standard retry budget, 10 s connect timeout, 60 s per attempt, 2
   * minutes per call, 16 MiB per response body, 64 requests in flight, logging left to the logging
   * framework.
   */
  final class Builder {
    private final ClientConfig.Builder config;

    private Builder() {
      this(ClientConfig.builder());
    }

    /** Wraps settings taken from a built client, for {@link CommerceClient#withOptions}. */
    private Builder(ClientConfig.Builder config) {
      this.config = config;
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
      config.baseUrl(baseUrl);
      return this;
    }

    /**
     * Sets the workspace API key, sent as {@code Authorization: Bearer <key>}. Required, unless an
     * {@link #apiKeySource} gives the key; it replaces one set before. It is never printed.
     *
     * @param apiKey the key
     * @return this builder
     * @throws NullPointerException when null; {@link #build()} checks the value itself
     */
    public Builder apiKey(String apiKey) {
      config.apiKey(apiKey);
      return this;
    }

    /**
     * Sets a source of keys that rotate without a restart, asked before each attempt; it replaces
     * an {@link #apiKey} set before. After a 401, when the source gives another key, the call is
     * made once more with it, whatever its method. See {@link ApiKeySource}.
     *
     * @param source gives the key to send now
     * @return this builder
     * @throws NullPointerException when null
     */
    public Builder apiKeySource(ApiKeySource source) {
      config.set(Options.API_KEY_SOURCE, source);
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
      config.set(Options.MAX_RETRIES, maxRetries);
      return this;
    }

    /**
     * Sets the time allowed to establish a connection (default 10 s).
     *
     * @param connectTimeout from 1 ms to 24 days
     * @return this builder
     */
    public Builder connectTimeout(Duration connectTimeout) {
      config.set(Options.CONNECT_TIMEOUT, connectTimeout);
      return this;
    }

    /**
     * Sets the time allowed for each attempt of a call: connecting, sending, waiting and reading
     * the body (default 60 s). Each retry gets it afresh, but never beyond {@link #totalTimeout}.
     *
     * @param attemptTimeout from 1 ms to 24 days
     * @return this builder
     */
    public Builder attemptTimeout(Duration attemptTimeout) {
      config.set(Options.ATTEMPT_TIMEOUT, attemptTimeout);
      return this;
    }

    /**
     * Sets the time allowed for each attempt of a call; an alias of {@link #attemptTimeout}.
     *
     * @param timeout from 1 ms to 24 days
     * @return this builder
     * @deprecated the name hid that it bounds each attempt, not the call; use {@link
     *     #attemptTimeout}, or {@link #totalTimeout} to bound the whole call
     */
    @Deprecated
    public Builder timeout(Duration timeout) {
      config.set(Options.ATTEMPT_TIMEOUT, timeout, "timeout");
      return this;
    }

    /**
     * Sets the time allowed for a whole call: every attempt and every wait between them (default 2
     * minutes). A retry whose wait would end past it is not made; an attempt still running when it
     * ends is cancelled; the call then fails with the last attempt's exception, saying that the
     * total timeout ended it.
     *
     * @param totalTimeout from 1 ms to 24 days
     * @return this builder
     */
    public Builder totalTimeout(Duration totalTimeout) {
      config.set(Options.TOTAL_TIMEOUT, totalTimeout);
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
      config.retryBackoff(initialDelay, maxDelay);
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
      config.set(Options.RETRY_BUDGET, retryBudget);
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
      config.set(Options.MAX_RESPONSE_BYTES, maxResponseBytes);
      return this;
    }

    /**
     * Bounds how many HTTP exchanges the client has in flight at once (default 64): sync, raw and
     * async calls together, shared with every client derived from it by {@link
     * CommerceClient#withOptions} (set on a derived client, it is ignored). Calls beyond it wait
     * for a slot, first come, first served: a sync call on its own thread, interruptibly and within
     * its {@code totalTimeout} (then it fails with a {@link
     * com.workspacecommerce.sdk.errors.CommerceTimeoutException} naming this option); an async call
     * queued, without a thread. A retry gives its slot back while it waits. On Java 17 each async
     * exchange holds a platform thread of the transport (OkHttp's dispatcher, or the JDK
     * transport's pool), so threads grow with this limit; on Java 21+ they are virtual threads.
     * With {@link #httpClient}, that client's dispatcher limits also apply to async calls. The
     * README's "Threads" section describes the limit and its waiting.
     *
     * @param maxConcurrentRequests 1 or more
     * @return this builder
     */
    public Builder maxConcurrentRequests(int maxConcurrentRequests) {
      config.set(Options.MAX_CONCURRENT_REQUESTS, maxConcurrentRequests);
      return this;
    }

    /**
     * Sets the executor that completes the futures of the {@link #async() asynchronous client}, so
     * that your callbacks never run on the transport's threads. Without one, a future completes on
     * the transport's thread that read the response (keep callbacks short and never block there),
     * or on the calling thread when the call fails before it is sent. The README's "Threads"
     * section lists every thread the SDK uses.
     *
     * @param callbackExecutor the executor, e.g. your application's
     * @return this builder
     */
    public Builder callbackExecutor(Executor callbackExecutor) {
      config.set(Options.CALLBACK_EXECUTOR, callbackExecutor);
      return this;
    }

    /**
     * Sets the scheduler on which the {@link #async() asynchronous client} waits between retries,
     * and which ends an async wait for a slot at its call's deadline (by default one thread shared
     * by every client in the JVM, virtual on Java 21+, running only while a wait is pending). Give
     * your own to keep the SDK from starting that thread, or to see its tasks; the client never
     * shuts it down. Only the wait runs there: the next attempt is handed to the transport at once,
     * and futures never complete on it.
     *
     * @param asyncScheduler the scheduler
     * @return this builder
     */
    public Builder asyncScheduler(ScheduledExecutorService asyncScheduler) {
      config.set(Options.ASYNC_SCHEDULER, asyncScheduler);
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
      config.appInfo(name, version);
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
      config.defaultHeader(name, value);
      return this;
    }

    /**
     * Adds an interceptor that may change each attempt's request before it is sent (add a header,
     * sign). Interceptors run in the order added, on every attempt, and never see {@code
     * Authorization}; a client made by {@link CommerceClient#withOptions} keeps them.
     *
     * @param interceptor the interceptor
     * @return this builder
     */
    public Builder addInterceptor(RequestInterceptor interceptor) {
      config.addInterceptor(interceptor);
      return this;
    }

    /**
     * Sets the one listener that hears every call, attempt and retry, for metrics and tracing,
     * replacing every listener set or added before (on a {@link CommerceClient#withOptions} copy
     * too). A listener that throws does not break calls. To keep the listeners already there, use
     * {@link #addListener}.
     *
     * @param listener the listener
     * @return this builder
     */
    public Builder listener(CallListener listener) {
      config.listener(listener);
      return this;
    }

    /**
     * Adds a listener after those already set or added; each hears every event, in the order they
     * were added. A listener that throws does not break calls or keep the next one from hearing the
     * event. On a {@link CommerceClient#withOptions} copy, adds to the parent's listeners.
     *
     * @param listener the listener
     * @return this builder
     */
    public Builder addListener(CallListener listener) {
      config.addListener(listener);
      return this;
    }

    /**
     * Uses an application's own {@link OkHttpClient}, as {@link #transport(OwnHttpClient)} with
     * {@code OwnOkHttpClient.of(httpClient)} does. Needs {@code commerce-sdk-okhttp}.
     *
     * @param httpClient the client to derive from
     * @return this builder
     * @deprecated the core is to name no OkHttp type: use {@code
     *     transport(OwnOkHttpClient.of(httpClient))} from {@code commerce-sdk-okhttp}. Works as
     *     before in 0.1.x (on the module path, code that calls it compiles only with {@code
     *     --add-reads com.workspacecommerce.sdk=okhttp3}: the core's module no longer reads
     *     OkHttp's); removed in 0.2.0.
     */
    @Deprecated(since = "0.1.0", forRemoval = true)
    public Builder httpClient(OkHttpClient httpClient) {
      config.set(Options.HTTP_CLIENT, httpClient);
      return this;
    }

    /**
     * Connects with this TLS instead of the JVM's default: a trust store of the application's own
     * (a corporate CA), a client certificate for mutual TLS, or both. Both transports use it: the
     * JDK's client takes the context, OkHttp its socket factory and the trust manager. Host names
     * are still verified. Cannot be combined with {@link #httpClient} (set TLS on that client
     * instead), nor changed on a {@link CommerceClient#withOptions} copy, which shares its parent's
     * connections.
     *
     * @param sslContext the initialized context the connections are made with
     * @param trustManager the trust manager {@code sslContext} was initialized with
     * @return this builder
     * @throws NullPointerException naming the parameter when one is null
     * @throws IllegalStateException on a {@link CommerceClient#withOptions} copy
     */
    public Builder sslContext(SSLContext sslContext, X509TrustManager trustManager) {
      config.tls(new Tls(sslContext, trustManager));
      return this;
    }

    /**
     * Sends every call of this client through one HTTP proxy, or none with {@link Proxy#NO_PROXY}
     * (as {@link #noProxy}), whatever the JVM's proxy settings say. An https API is reached through
     * the proxy with {@code CONNECT}, and its certificate is still checked against the client's
     * trust. Without this, or {@link #proxySelector}, both transports honour the JVM's default
     * {@link ProxySelector} ({@code https.proxyHost}, {@code http.nonProxyHosts} and the like).
     * Cannot be combined with {@link #httpClient} (set the proxy on that client instead), nor
     * changed on a {@link CommerceClient#withOptions} copy, which shares its parent's connections.
     *
     * @param proxy an HTTP proxy, such as {@code new Proxy(Proxy.Type.HTTP,
     *     InetSocketAddress.createUnresolved("proxy.corp", 3128))}, or {@link Proxy#NO_PROXY}
     * @return this builder
     * @throws NullPointerException when null
     * @throws IllegalArgumentException for a SOCKS proxy, which the JDK's client cannot use
     * @throws IllegalStateException on a {@link CommerceClient#withOptions} copy
     */
    public Builder proxy(Proxy proxy) {
      config.set(Options.PROXY, Proxies.of(proxy));
      return this;
    }

    /**
     * Lets a selector choose the proxy of each call (the first HTTP proxy or {@code DIRECT} it
     * gives is used), as {@link #proxy} does for one fixed proxy.
     *
     * @param selector chooses per URL; the application's own, or the JVM's of another time
     * @return this builder
     * @throws NullPointerException when null
     * @throws IllegalStateException on a {@link CommerceClient#withOptions} copy
     */
    public Builder proxySelector(ProxySelector selector) {
      config.set(Options.PROXY, selector);
      return this;
    }

    /**
     * Connects directly, even when the JVM (or the environment read by {@link #fromEnv}) names a
     * proxy: the same as {@code proxy(Proxy.NO_PROXY)}.
     *
     * @return this builder
     * @throws IllegalStateException on a {@link CommerceClient#withOptions} copy
     */
    public Builder noProxy() {
      return proxy(Proxy.NO_PROXY);
    }

    /**
     * Sets the user name and password a proxy asks for with {@code 407 Proxy Authentication
     * Required}, answered with Basic. They are sent to the proxy only, never to the API, and never
     * shown in a message, a log line, a listener event or a {@code toString}. A proxy that refuses
     * them ends the call with a {@code ProxyAuthenticationException} naming the proxy, not retried.
     *
     * @param username the user name: not empty, no {@code ':'}
     * @param password the password
     * @return this builder
     * @throws NullPointerException naming the parameter when one is null
     * @throws IllegalArgumentException naming the parameter when one has a control character, or
     *     the user name is empty or has a colon (never echoing the value)
     * @throws IllegalStateException on a {@link CommerceClient#withOptions} copy
     */
    public Builder proxyCredentials(String username, String password) {
      config.set(Options.PROXY_CREDENTIALS, new ProxyAuth(username, password));
      return this;
    }

    /**
     * Chooses the HTTP library that carries the calls: {@code "okhttp"} (OkHttp, with {@code
     * commerce-sdk-okhttp}) or {@code "jdk"} (the JDK's {@code java.net.http.HttpClient}, in the
     * core, no library needed). Every behaviour of the SDK (timeouts, cancellation, retries,
     * limits, logging) is the same on both; the README's "Transports" table lists what differs.
     * Without this, the system property {@code commerce.sdk.transport} chooses, then the artifacts:
     * {@code okhttp} when {@code commerce-sdk-okhttp} is on the class path, else {@code jdk}. An
     * {@link #httpClient} means OkHttp. It and {@link #transport(OwnHttpClient)} replace each
     * other: the last one set is used.
     *
     * @param name {@code "okhttp"} or {@code "jdk"}, in any case
     * @return this builder
     * @throws IllegalArgumentException for another name
     */
    public Builder transport(String name) {
      config.set(Options.TRANSPORT, name);
      return this;
    }

    /**
     * Carries the calls with an application's own client of an HTTP library (its pool, dispatcher,
     * proxy, interceptors), wrapped by that transport's artifact: {@code
     * OwnOkHttpClient.of(client)} from {@code commerce-sdk-okhttp} (which {@code commerce-sdk}
     * brings). The SDK derives a client from it with {@code newBuilder()} and sets its own
     * timeouts, redirect and retry policy on the derived one; it never changes or shuts down the
     * one given, whose dispatcher (its threads and limits) and {@code fastFallback} setting stay as
     * they are. Without one, the SDK's own client runs async exchanges on virtual threads on Java
     * 21+ and has OkHttp's fast fallback off (README, "Threads"). It and {@link #transport(String)}
     * replace each other: the last one set is used. TLS and proxy settings cannot be combined with
     * it (set them on the client).
     *
     * @param client the client to derive from
     * @return this builder
     */
    public Builder transport(OwnHttpClient client) {
      config.set(Options.HTTP_CLIENT, client, "client");
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
      config.set(Options.ALLOW_INSECURE_HTTP, allow);
      return this;
    }

    /**
     * Sets the log level; when not set, {@value CommerceClient#ENV_LOG} decides, and else records
     * go to the logging framework at DEBUG and TRACE.
     *
     * @param logLevel the level
     * @return this builder
     */
    public Builder logLevel(LogLevel logLevel) {
      config.set(Options.LOG_LEVEL, logLevel);
      return this;
    }

    /**
     * Turns the check of the Jackson and OkHttp versions found at run time on or off (on by
     * default). With it on, {@link #build()} fails with a message naming the artifact, the version
     * found and the version needed when one is too old, instead of a {@code NoSuchMethodError} in
     * the middle of a call.
     *
     * @param check whether to check
     * @return this builder
     */
    public Builder dependencyCheck(boolean check) {
      config.set(Options.DEPENDENCY_CHECK, check);
      return this;
    }

    /**
     * Chooses the JSON library the client reads and writes with: {@code "jackson2"} (Jackson 2,
     * with {@code commerce-sdk-jackson2}, which {@code commerce-sdk} brings) or {@code "jackson3"}
     * (Jackson 3, with {@code commerce-sdk-jackson3}). Both send the same bytes and read the same
     * values. Without this, the system property {@code commerce.sdk.json} (same names) decides,
     * then the artifacts: {@code jackson2} when {@code commerce-sdk-jackson2} is on the class path,
     * else {@code jackson3}. The client's {@code toString()} names the choice.
     *
     * @param name {@code "jackson2"} or {@code "jackson3"}
     * @return this builder
     * @throws IllegalArgumentException when the name is neither; {@link #build()} throws an {@link
     *     IllegalStateException} naming the artifact to add when the library is missing
     */
    public Builder json(String name) {
      config.set(Options.JSON, name);
      return this;
    }

    /**
     * Fills the builder from the environment, as {@link CommerceClient#fromEnv()} describes; later
     * calls on the builder override it.
     *
     * @return this builder
     * @throws IllegalStateException naming the variable when a required one is missing or blank
     * @throws IllegalArgumentException naming the variable when a value is invalid
     */
    public Builder fromEnv() {
      config.fromEnv();
      return this;
    }

    Builder env(Function<String, String> env) {
      config.set(Options.ENV, env);
      return this;
    }

    Builder clock(Clock clock) {
      config.set(Options.CLOCK, clock);
      return this;
    }

    Builder sleeper(Sleeper sleeper) {
      config.set(Options.SLEEPER, sleeper);
      return this;
    }

    Builder jitter(DoubleSupplier jitter) {
      config.set(Options.JITTER, jitter);
      return this;
    }

    /**
     * Checks the configuration and builds the client.
     *
     * @return the client
     * @throws IllegalArgumentException when baseUrl or apiKey is missing or invalid, or plain http
     *     is used for a non-loopback host without {@link #allowInsecureHttp}, or the system
     *     property {@code commerce.sdk.json} names no codec (see {@link #json}), or {@link
     *     #sslContext} is combined with {@link #httpClient}
     * @throws IllegalStateException when a Jackson or OkHttp version found at run time is older
     *     than the SDK needs (see {@link #dependencyCheck}), or the chosen JSON library is missing
     */
    public CommerceClient build() {
      return ClientFactory.create(config.build(), Builder::new);
    }

    /** The key is never shown. */
    @Override
    public String toString() {
      return "CommerceClient.Builder{baseUrl="
          + config.baseUrlText()
          + ", "
          + config.describe()
          + '}';
    }
  }
}
