package com.workspacecommerce.sdk.internal;

import com.workspacecommerce.sdk.CommerceClient;
import java.time.Duration;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.BiFunction;
import okhttp3.Dispatcher;
import okhttp3.Headers;
import okhttp3.OkHttpClient;
import org.jspecify.annotations.Nullable;

/**
 * Assembles a client from its checked settings: the OkHttp client, the transport layers (OkHttp,
 * logging, retrying), the API client and the three services. The one place that knows how the
 * layers stack. Internal: not part of the public API (the module does not export this package).
 */
public final class ClientFactory {
  private static volatile @Nullable BiFunction<ClientConfig, OkHttpClient, CommerceClient.Builder>
      deriver;

  private ClientFactory() {}

  /**
   * Registers how a builder is made from a built client's settings; called once by {@code
   * CommerceClient.Builder}, whose constructor is private.
   *
   * @param derive makes a builder from a config and the OkHttp client to share
   */
  public static void setDeriver(
      BiFunction<ClientConfig, OkHttpClient, CommerceClient.Builder> derive) {
    deriver = derive;
  }

  /** Makes a builder for a client derived from this one, sharing its OkHttp client. */
  static CommerceClient.Builder derive(ClientConfig config, OkHttpClient shared) {
    BiFunction<ClientConfig, OkHttpClient, CommerceClient.Builder> d = deriver;
    if (d == null) {
      throw new IllegalStateException("CommerceClient.Builder was not initialized");
    }
    return d.apply(config, shared);
  }

  /**
   * Builds the client.
   *
   * @param config the settings, already checked by the builder
   * @return the client; it owns the OkHttp client it created unless one was given
   */
  public static CommerceClient create(ClientConfig config) {
    boolean ownsHttp = config.httpClient() == null;
    OkHttpClient.Builder hb =
        config.httpClient() == null ? new OkHttpClient.Builder() : config.httpClient().newBuilder();
    if (ownsHttp) {
      // OkHttp's default of 5 per host would queue the 6th concurrent call to the one API host.
      int limit =
          config.maxConcurrentRequests() != null
              ? config.maxConcurrentRequests()
              : ClientConfig.DEFAULT_MAX_CONCURRENT_REQUESTS;
      Dispatcher dispatcher = new Dispatcher();
      dispatcher.setMaxRequests(limit);
      dispatcher.setMaxRequestsPerHost(limit);
      hb.dispatcher(dispatcher);
    }
    OkHttpClient http =
        hb.connectTimeout(config.connectTimeout())
            .callTimeout(config.timeout())
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
    Listeners listeners = Listeners.of(config.listener(), redactor);
    Failures failures = new Failures(redactor);
    Transport transport = new OkHttpTransport(http, config.maxResponseBytes(), inFlight);
    System.Logger.Level[] levels = config.logLevels();
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
            config.initialRetryDelay(),
            config.maxRetryDelay(),
            config.clock(),
            // The real sleeper must wake when the client closes; a test's recording one need not.
            config.sleeper() == Sleeper.SYSTEM ? inFlight::sleep : config.sleeper(),
            config.jitter(),
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
            config.baseUrl(),
            headers,
            retrying,
            failures,
            redactor,
            config.timeout(),
            config.totalTimeout(),
            config.maxRetries(),
            closed,
            listeners,
            config.callbackExecutor());
    return new DefaultCommerceClient(
        config,
        api,
        http,
        ownsHttp,
        closed,
        inFlight,
        new DefaultOrderService(api),
        new DefaultProductService(api),
        new DefaultCustomerService(api));
  }
}
