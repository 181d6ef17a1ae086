package com.workspacecommerce.sdk.internal;

import com.workspacecommerce.sdk.CommerceClient;
import java.time.Duration;
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
    // Before anything touches Jackson or OkHttp: a version too old fails here, with a message
    // naming it, instead of with a NoSuchMethodError (or lost fields) in the middle of a call.
    checkDependencies(config, DependencyGuard::check);
    boolean ownsHttp = config.httpClient() == null;
    OkHttpClient.Builder hb =
        config.httpClient() == null ? new OkHttpClient.Builder() : config.httpClient().newBuilder();
    if (ownsHttp) {
      // OkHttp's default of 5 per host would queue the 6th concurrent call to the one API host.
      int limit = config.maxConcurrentRequests();
      Dispatcher dispatcher = new Dispatcher();
      dispatcher.setMaxRequests(limit);
      dispatcher.setMaxRequestsPerHost(limit);
      hb.dispatcher(dispatcher);
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
    Failures failures = new Failures(redactor);
    Transport transport = new OkHttpTransport(http, config.maxResponseBytes(), inFlight, redactor);
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
                config.maxRetries()),
            new ResponseDecoder(redactor),
            retrying,
            failures,
            redactor,
            closed,
            listeners,
            config.callbackExecutor(),
            config.asyncScheduler() != null ? config.asyncScheduler() : AsyncScheduler.INSTANCE);
    return new DefaultCommerceClient(
        config,
        publicBuilder,
        api,
        http,
        ownsHttp,
        closed,
        inFlight,
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
