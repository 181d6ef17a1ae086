package com.workspacecommerce.sdk.internal;

import com.workspacecommerce.sdk.CommerceClient;
import java.time.Duration;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Function;
import okhttp3.Dispatcher;
import okhttp3.Headers;
import okhttp3.OkHttpClient;

/**
 * Assembles a client from its checked settings: the OkHttp client, the transport layers (OkHttp,
 * logging, retrying), the API client and the three services. The one place that knows how the
 * layers stack. Internal: not part of the public API (the module does not export this package).
 */
public final class ClientFactory {
  private ClientFactory() {}

  /**
   * @return the SDK's version, as its User-Agent says it
   */
  public static String sdkVersion() {
    return SdkVersion.VERSION;
  }

  /**
   * Builds the client.
   *
   * @param config the settings, already checked by the builder
   * @param publicBuilder wraps a config builder in the public one, for {@code withOptions}
   * @return the client; it owns the OkHttp client it created unless one was given
   */
  public static CommerceClient create(
      ClientConfig config, Function<ClientConfig.Builder, CommerceClient.Builder> publicBuilder) {
    return create(config, publicBuilder, () -> DependencyGuard.check(config.json()));
  }

  /**
   * Builds the client, running {@code dependencyCheck} first unless the configuration turned it
   * off.
   *
   * @param config the settings, already checked by the builder
   * @param publicBuilder wraps a config builder in the public one, for {@code withOptions}
   * @param dependencyCheck throws when a library found at run time is too old (tests pass a fake)
   * @return the client; it owns the OkHttp client it created unless one was given
   */
  static CommerceClient create(
      ClientConfig config,
      Function<ClientConfig.Builder, CommerceClient.Builder> publicBuilder,
      Runnable dependencyCheck) {
    // Before anything touches Jackson or OkHttp: a version too old fails here, with a message
    // naming it, instead of with a NoSuchMethodError (or lost fields) in the middle of a call.
    checkDependencies(config, dependencyCheck);
    boolean ownsHttp = config.httpClient() == null;
    OkHttpClient.Builder hb =
        config.httpClient() == null ? new OkHttpClient.Builder() : config.httpClient().newBuilder();
    if (ownsHttp) {
      // Virtual threads where the JVM has them: an async exchange then holds no platform thread.
      ExecutorService executor = VirtualThreads.perTaskExecutor("OkHttp Dispatcher ");
      Dispatcher dispatcher = executor != null ? new Dispatcher(executor) : new Dispatcher();
      // The ConcurrencyLimit is the one limit; OkHttp's (64 in all, 5 per host) must not be a
      // second one, so it is lifted.
      dispatcher.setMaxRequests(Integer.MAX_VALUE);
      dispatcher.setMaxRequestsPerHost(Integer.MAX_VALUE);
      // Fast fallback opens each connection on a platform thread of OkHttp's task runner (1,000
      // connects pending: 1,010 platform threads, against 11 without; README, Threads). The
      // SDK talks to one host, whose addresses the JVM lists IPv4 first.
      hb.dispatcher(dispatcher).fastFallback(false);
    }
    if (!hb.networkInterceptors().contains(OkHttpTransport.NO_SILENT_RETRY)) {
      // A client derived by withOptions starts from its parent's OkHttp client, which has it.
      hb.addNetworkInterceptor(OkHttpTransport.NO_SILENT_RETRY);
    }
    OkHttpClient http =
        hb.connectTimeout(config.connectTimeout())
            .callTimeout(config.attemptTimeout())
            // The call timeout bounds each attempt; a shorter read timeout would cut it short.
            .readTimeout(Duration.ZERO)
            .writeTimeout(Duration.ZERO)
            // A redirect could carry the key to another host or to plain http.
            .followRedirects(false)
            .followSslRedirects(false)
            // Retries are the retrying layer's alone: OkHttp's own silent ones (a 408, a failed
            // connection) would bypass maxRetries, the attempt count and the log.
            .retryOnConnectionFailure(false)
            .build();
    AtomicBoolean closed = new AtomicBoolean();
    InFlightCalls inFlight = new InFlightCalls();
    Redactor redactor = new Redactor(config.apiKey());
    Listeners listeners = Listeners.of(config.listeners(), redactor);
    JsonCodec json = JsonCodecs.codec(config.json());
    Failures failures = new Failures(redactor, json);
    // A client derived with withOptions shares its parent's slots, as it shares its pool.
    ConcurrencyLimit limit =
        config.sharedLimit() != null
            ? config.sharedLimit()
            : new ConcurrencyLimit(config.maxConcurrentRequests());
    ScheduledExecutorService scheduler =
        config.asyncScheduler() != null ? config.asyncScheduler() : AsyncScheduler.INSTANCE;
    Transport transport =
        new OkHttpTransport(http, config.maxResponseBytes(), inFlight, redactor, limit, scheduler);
    LogPolicy logs = config.logPolicy();
    System.Logger.Level summaryLevel = logs.summaryLevel();
    if (summaryLevel != null) { // logging is on
      transport =
          new LoggingTransport(
              transport,
              summaryLevel,
              logs.detailLevel(),
              redactor,
              System.getLogger(LoggingTransport.LOGGER_NAME));
    }
    if (!config.interceptors().isEmpty()) {
      // Above logging, so that the log shows the headers as sent.
      transport = new InterceptingTransport(transport, config.interceptors(), redactor);
    }
    RetryingTransport retrying =
        new RetryingTransport(
            transport,
            new RetryPolicy(config.initialRetryDelay(), config.maxRetryDelay(), config.jitter()),
            config.clock(),
            // The real sleeper must wake when the client closes; a test's recording one need not.
            config.sleeper() == Sleeper.SYSTEM ? inFlight::sleep : config.sleeper(),
            config.retryBudget(),
            inFlight,
            listeners);
    Headers.Builder hdrs =
        new Headers.Builder()
            .set("Authorization", "Bearer " + config.apiKey())
            .set("Accept", "application/json")
            .set(
                "User-Agent",
                config.appInfo() == null
                    ? SdkVersion.USER_AGENT
                    : SdkVersion.USER_AGENT + " " + config.appInfo());
    // Client-level headers may replace the SDK's own, as per-call ones may; never Authorization.
    config.defaultHeaders().forEach(hdrs::set);
    Headers headers = hdrs.build();
    ApiClient api =
        new ApiClient(
            new RequestEncoder(
                    config.baseUrl(),
                    headers,
                    config.attemptTimeout(),
                    config.totalTimeout(),
                    config.maxRetries())
                .json(json),
            new ResponseDecoder(redactor, json),
            retrying,
            failures,
            redactor,
            closed,
            listeners,
            config.callbackExecutor(),
            scheduler);
    return new DefaultCommerceClient(
        config,
        publicBuilder,
        api,
        http,
        ownsHttp,
        closed,
        inFlight,
        limit,
        OrderCalls.sync(api),
        ProductCalls.sync(api),
        CustomerCalls.sync(api));
  }

  /**
   * Runs the dependency check unless the configuration turned it off.
   *
   * @param config the settings
   * @param check the check to run
   */
  static void checkDependencies(ClientConfig config, Runnable check) {
    if (config.dependencyCheck()) {
      check.run();
    }
  }
}
