package com.workspacecommerce.sdk.internal.spi;

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
   * Lists the libraries this needs at run time and their oldest versions, checked when a client
   * that uses it is built (unless {@code -Dcommerce.sdk.dependencyCheck=false}).
   *
   * @return the requirements, in the order a message lists problems; none by default
   */
  default java.util.List<Requirement> requirements() {
    return java.util.List.of();
  }

  /**
   * Creates a transport.
   *
   * @param lent the application's own client of the library, given to the builder, or null; it
   *     keeps its own TLS and proxy (the builder refuses either together with it)
   * @param settings the connect timeout, TLS and proxy to create the transport with
   * @param redactor masks the key in what the application's code threw
   * @return the transport
   * @throws IllegalArgumentException when {@code lent} is given with a proxy other than {@link
   *     ProxySettings#JVM_DEFAULT}
   */
  HttpTransport create(@Nullable Object lent, TransportSettings settings, Redactor redactor);
}
