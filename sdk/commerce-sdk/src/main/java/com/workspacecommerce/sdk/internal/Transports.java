package com.workspacecommerce.sdk.internal;

import java.util.List;
import java.util.Locale;

/**
 * Chooses and creates a client's {@link HttpTransport}, in this order: an {@code OkHttpClient}
 * given to the builder means OkHttp; else the builder's {@code transport(..)}; else the system
 * property {@value #PROPERTY}; else OkHttp, which this artifact brings. Internal: not part of the
 * public API.
 */
final class Transports {
  /** The system property that names the transport when the builder does not. */
  static final String PROPERTY = "commerce.sdk.transport";

  /** The names a transport goes by, in the order of preference. */
  static final List<String> NAMES = List.of("okhttp", "jdk");

  private Transports() {}

  /**
   * Checks a transport name.
   *
   * @param name the name, in any case
   * @param where what gave it, for the message: {@code transport} or the property
   * @return the name in lower case
   * @throws IllegalArgumentException when no transport goes by it
   */
  static String checkedName(String name, String where) {
    String n = name.trim().toLowerCase(Locale.ROOT);
    if (!NAMES.contains(n)) {
      throw new IllegalArgumentException(
          where + " must be one of " + String.join(", ", NAMES) + ", was " + Checks.echo(name));
    }
    return n;
  }

  /**
   * Names the transport a client will use.
   *
   * @param config the settings
   * @return {@code okhttp} or {@code jdk}
   * @throws IllegalArgumentException when the property names no transport, or the builder names one
   *     that cannot use the {@code OkHttpClient} it was given
   */
  static String chosen(ClientConfig config) {
    String named = config.transport();
    if (config.httpClient() != null) {
      if (named != null && !named.equals("okhttp")) {
        throw new IllegalArgumentException(
            "transport(\""
                + named
                + "\") cannot use the OkHttpClient given to httpClient(..):"
                + " drop one of the two");
      }
      return "okhttp";
    }
    if (named != null) {
      return named;
    }
    String property = System.getProperty(PROPERTY);
    if (property != null && !property.isBlank()) {
      return checkedName(property, "system property " + PROPERTY);
    }
    return "okhttp";
  }

  /**
   * Creates the transport a client will use, or derives it from its parent's.
   *
   * @param config the settings
   * @param redactor masks the key in what application code threw
   * @return the transport
   */
  static HttpTransport create(ClientConfig config, Redactor redactor) {
    HttpTransport shared = config.sharedTransport();
    if (shared != null) {
      return shared.withConnectTimeout(config.connectTimeout());
    }
    if (chosen(config).equals("jdk")) {
      return JdkTransport.create(config.connectTimeout());
    }
    return OkHttpTransport.create(config.httpClient(), config.connectTimeout(), redactor);
  }
}
