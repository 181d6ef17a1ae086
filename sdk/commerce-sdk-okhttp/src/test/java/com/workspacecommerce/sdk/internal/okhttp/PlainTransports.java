package com.workspacecommerce.sdk.internal.okhttp;

import com.workspacecommerce.sdk.internal.spi.ProxySettings;
import com.workspacecommerce.sdk.internal.spi.Redactor;
import com.workspacecommerce.sdk.internal.spi.TransportSettings;
import java.time.Duration;

/** Transports for the tests that look at one method of {@link OkHttpTransport}, not at a call. */
final class PlainTransports {
  private PlainTransports() {}

  /**
   * @return a transport on a client the SDK makes: no TLS of its own, the JVM's proxy settings
   */
  static OkHttpTransport create() {
    return OkHttpTransport.create(
        null,
        new TransportSettings(Duration.ofSeconds(5), null, ProxySettings.JVM_DEFAULT, 64),
        new Redactor("sk_test_plain"));
  }
}
