package com.workspacecommerce.sdk.internal.spi;

import java.time.Duration;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * What a client asks of the transport it creates, one component per option, so that a new option
 * changes this record rather than every provider's signature. Internal: not part of the public API.
 *
 * @param connectTimeout the connect timeout
 * @param tls the TLS the application chose, or null for the JVM's default
 * @param proxy the proxy to connect through; {@link ProxySettings#JVM_DEFAULT} for the JVM's
 * @param maxConnections how many exchanges the client runs at once ({@code maxConcurrentRequests});
 *     a transport whose pool keeps a bounded number of idle connections keeps at least this many,
 *     so that calls within the limit reuse connections rather than close and open them again
 */
public record TransportSettings(
    Duration connectTimeout, @Nullable Tls tls, ProxySettings proxy, int maxConnections) {
  /**
   * Checks the parts.
   *
   * @param connectTimeout the connect timeout
   * @param tls the TLS, or null
   * @param proxy the proxy settings
   * @param maxConnections the exchanges at once, at least 1
   * @throws NullPointerException naming the null parameter
   * @throws IllegalArgumentException when {@code maxConnections} is below 1
   */
  public TransportSettings {
    Objects.requireNonNull(connectTimeout, "connectTimeout must not be null");
    Objects.requireNonNull(proxy, "proxy must not be null");
    if (maxConnections < 1) {
      throw new IllegalArgumentException("maxConnections must be at least 1: " + maxConnections);
    }
  }

  /**
   * @param connectTimeout the connect timeout
   * @return these settings with another connect timeout
   */
  public TransportSettings withConnectTimeout(Duration connectTimeout) {
    return new TransportSettings(connectTimeout, tls, proxy, maxConnections);
  }
}
