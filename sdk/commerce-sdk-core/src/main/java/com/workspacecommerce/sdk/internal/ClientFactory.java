package com.workspacecommerce.sdk.internal;

import com.workspacecommerce.sdk.ApiKeySource;
import com.workspacecommerce.sdk.CommerceClient;
import com.workspacecommerce.sdk.internal.spi.HttpTransport;
import com.workspacecommerce.sdk.internal.spi.JsonCodec;
import com.workspacecommerce.sdk.internal.spi.Redactor;
import com.workspacecommerce.sdk.internal.spi.WireHeaders;
import java.util.concurrent.ScheduledExecutorService;
import java.util.function.BooleanSupplier;
import java.util.function.Function;

/**
 * Assembles a client from its checked settings: the HTTP transport, the layers of the call path
 * (attempt limits, logging, interceptors, retrying), the API client and the three services. The one
 * place that knows how the layers stack. Internal: not part of the public API (the module does not
 * export this package).
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
   * @return the client; it owns the transport it created unless it shares one
   */
  public static CommerceClient create(
      ClientConfig config, Function<ClientConfig.Builder, CommerceClient.Builder> publicBuilder) {
    return create(
        config,
        publicBuilder,
        () -> DependencyGuard.check(config.json(), TransportChoice.chosen(config)));
  }

  /**
   * Builds the client, running {@code dependencyCheck} first unless the configuration turned it
   * off.
   *
   * @param config the settings, already checked by the builder
   * @param publicBuilder wraps a config builder in the public one, for {@code withOptions}
   * @param dependencyCheck throws when a library found at run time is too old (tests pass a fake)
   * @return the client; it owns the transport it created unless it shares one
   */
  static CommerceClient create(
      ClientConfig config,
      Function<ClientConfig.Builder, CommerceClient.Builder> publicBuilder,
      Runnable dependencyCheck) {
    // Before anything touches Jackson or OkHttp: a version too old fails here, with a message
    // naming it, instead of with a NoSuchMethodError (or lost fields) in the middle of a call.
    checkDependencies(config, dependencyCheck);
    InFlightCalls inFlight = new InFlightCalls();
    String apiKey = config.apiKey();
    // A source of keys teaches the redactor each key it gives.
    Redactor redactor = apiKey != null ? new Redactor(apiKey) : Redactor.learning();
    ApiKeySource source = config.find(Options.API_KEY_SOURCE);
    HttpTransport http = TransportChoice.create(config, redactor);
    Listeners listeners = Listeners.of(config.get(Options.LISTENERS), redactor);
    JsonCodec json = JsonCodecs.codec(config.json());
    Failures failures = new Failures(redactor, json);
    // A client derived with withOptions shares its parent's slots, as it shares its pool.
    ConcurrencyLimit shared = config.find(Options.SHARED_LIMIT);
    ConcurrencyLimit limit =
        shared != null ? shared : new ConcurrencyLimit(config.get(Options.MAX_CONCURRENT_REQUESTS));
    ScheduledExecutorService own = config.find(Options.ASYNC_SCHEDULER);
    ScheduledExecutorService scheduler = own != null ? own : AsyncScheduler.INSTANCE;
    LogPolicy logs = config.logPolicy();
    System.Logger.Level summaryLevel = logs.summaryLevel();
    System.Logger.Level detailLevel = summaryLevel != null ? logs.detailLevel() : null;
    System.Logger logger = System.getLogger(LoggingLayer.LOGGER_NAME);
    // A detail record shows the body, so that attempt reads it whole rather than as it arrives.
    BooleanSupplier keepsBodies =
        detailLevel == null ? () -> false : () -> logger.isLoggable(detailLevel);
    CallLayer transport =
        new AttemptLayer(
            http,
            config.get(Options.MAX_RESPONSE_BYTES),
            inFlight,
            limit,
            scheduler,
            json,
            keepsBodies);
    if (summaryLevel != null) { // logging is on
      transport = new LoggingLayer(transport, summaryLevel, detailLevel, redactor, logger);
    }
    if (!config.get(Options.INTERCEPTORS).isEmpty()) {
      // Above logging, so that the log shows the headers as sent.
      transport = new InterceptorLayer(transport, config.get(Options.INTERCEPTORS), redactor);
    }
    RetryLoop retrying =
        new RetryLoop(
            transport,
            new RetryPolicy(
                config.get(Options.INITIAL_RETRY_DELAY),
                config.get(Options.MAX_RETRY_DELAY),
                config.get(Options.JITTER)),
            config.get(Options.CLOCK),
            config.get(Options.SLEEPER),
            config.get(Options.RETRY_BUDGET),
            inFlight,
            listeners,
            source != null ? new ApiKeys(source, redactor) : null);
    String appInfo = config.find(Options.APP_INFO);
    WireHeaders.Builder hdrs = new WireHeaders.Builder();
    if (apiKey != null) { // else each attempt asks the source
      hdrs.set("Authorization", "Bearer " + apiKey);
    }
    hdrs.set("Accept", "application/json")
        .set(
            "User-Agent",
            appInfo == null ? SdkVersion.USER_AGENT : SdkVersion.USER_AGENT + " " + appInfo);
    // Client-level headers may replace the SDK's own, as per-call ones may; never Authorization.
    config.get(Options.DEFAULT_HEADERS).forEach(hdrs::set);
    WireHeaders headers = hdrs.build();
    ApiClient api =
        new ApiClient(
            new RequestEncoder(
                    config.baseUrl().toString(),
                    headers,
                    config.get(Options.ATTEMPT_TIMEOUT),
                    config.get(Options.TOTAL_TIMEOUT),
                    config.get(Options.MAX_RETRIES))
                .json(json),
            new ResponseDecoder(redactor, json),
            retrying,
            failures,
            redactor,
            inFlight,
            listeners,
            config.find(Options.CALLBACK_EXECUTOR),
            scheduler);
    return new DefaultCommerceClient(
        config,
        publicBuilder,
        api,
        http,
        inFlight,
        limit,
        new OrderCalls.Sync(api),
        new ProductCalls.Sync(api),
        new CustomerCalls.Sync(api));
  }

  /**
   * Runs the dependency check unless the configuration turned it off.
   *
   * @param config the settings
   * @param check the check to run
   */
  static void checkDependencies(ClientConfig config, Runnable check) {
    if (config.get(Options.DEPENDENCY_CHECK)) {
      check.run();
    }
  }
}
