package com.workspacecommerce.sdk.internal.spi;

import java.util.Objects;
import javax.net.ssl.SSLContext;
import javax.net.ssl.X509TrustManager;

/**
 * The TLS an application chose for a client, as every transport needs it: the JDK's client takes
 * the context, OkHttp its socket factory and the trust manager (to clean certificate chains).
 * Internal: not part of the public API.
 *
 * @param context the keys and trust the connections are made with
 * @param trustManager the trust manager the context was initialized with
 */
public record Tls(SSLContext context, X509TrustManager trustManager) {
  /**
   * Checks the parts.
   *
   * @param context the context
   * @param trustManager the trust manager
   * @throws NullPointerException naming the null parameter
   */
  public Tls {
    Objects.requireNonNull(context, "sslContext must not be null");
    Objects.requireNonNull(trustManager, "trustManager must not be null");
  }
}
