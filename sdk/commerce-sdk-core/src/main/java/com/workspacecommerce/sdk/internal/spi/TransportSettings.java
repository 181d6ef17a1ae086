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
 */
public record TransportSettings(Duration connectTimeout, @Nullable Tls tls, ProxySettings proxy) {
  /**
   * Checks the parts.
   *
   * @param connectTimeout the connect timeout
   * @param tls the TLS, or null
   * @param proxy the proxy settings
   * @throws NullPointerException naming the null parameter
   */
  public TransportSettings {
    Objects.requireNonNull(connectTimeout, "connectTimeout must not be null");
    Objects.requireNonNull(proxy, "proxy must not be null");
  }

  /**
   * @param connectTimeout the connect timeout
   * @return these settings with another connect timeout
   */
  public TransportSettings withConnectTimeout(Duration connectTimeout) {
    return new TransportSettings(connectTimeout, tls, proxy);
  }
}
