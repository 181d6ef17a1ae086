package com.workspacecommerce.sdk.internal.spi;

import java.time.Duration;
import org.jspecify.annotations.Nullable;

/**
 * Brings a transport from an artifact of its own ({@code commerce-sdk-okhttp}), found with {@link
 * java.util.ServiceLoader}; the JDK transport is built in. Internal: not part of the public API.
 */
public interface HttpTransportProvider {
  /**
   * @return the name, as {@code commerce.sdk.transport} and {@code transport(String)} take it
   */
  String name();

  /**
   * @return the first artifact ({@code groupId:artifactId}) the transport needs and the class path
   *     lacks, or null when everything is there
   */
  @Nullable String missing();

  /**
   * Creates a transport.
   *
   * @param lent the application's own client of the library, given to the builder, or null
   * @param connectTimeout the connect timeout
   * @param tls the TLS the application chose, or null for the JVM's default (never set together
   *     with {@code lent}: the builder refuses that)
   * @param redactor masks the key in what the application's code threw
   * @return the transport
   */
  HttpTransport create(
      @Nullable Object lent, Duration connectTimeout, @Nullable Tls tls, Redactor redactor);
}
