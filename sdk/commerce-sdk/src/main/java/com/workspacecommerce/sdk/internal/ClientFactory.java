package com.workspacecommerce.sdk.internal;

import com.workspacecommerce.sdk.CommerceClient;
import com.workspacecommerce.sdk.LogLevel;
import java.time.Duration;
import java.util.concurrent.atomic.AtomicBoolean;
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
   * Builds the client.
   *
   * @param config the settings, already checked by the builder
   * @return the client; it owns the OkHttp client it created unless one was given
   */
  public static CommerceClient create(ClientConfig config) {
    boolean ownsHttp = config.httpClient() == null;
    OkHttpClient.Builder hb =
        config.httpClient() == null ? new OkHttpClient.Builder() : config.httpClient().newBuilder();
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

    Redactor redactor = new Redactor(config.apiKey());
    Failures failures = new Failures(redactor);
    Transport transport = new OkHttpTransport(http);
    LogLevel level = config.logLevel();
    if (level != LogLevel.NONE) {
      transport =
          new LoggingTransport(
              transport,
              level == LogLevel.DEBUG,
              redactor,
              System.getLogger(LoggingTransport.LOGGER_NAME));
    }
    transport =
        new RetryingTransport(
            transport,
            failures,
            config.initialRetryDelay(),
            config.maxRetryDelay(),
            config.clock(),
            config.sleeper(),
            config.jitter());
    Headers headers =
        new Headers.Builder()
            .add("Authorization", "Bearer " + config.apiKey())
            .add("Accept", "application/json")
            .add("User-Agent", SdkVersion.USER_AGENT)
            .build();
    ApiClient api =
        new ApiClient(
            config.baseUrl(),
            headers,
            transport,
            failures,
            redactor,
            config.clock(),
            config.timeout(),
            config.maxRetries(),
            closed);
    return new DefaultCommerceClient(
        config.baseUrl().toString(),
        http,
        ownsHttp,
        closed,
        new DefaultOrderService(api),
        new DefaultProductService(api),
        new DefaultCustomerService(api));
  }
}
