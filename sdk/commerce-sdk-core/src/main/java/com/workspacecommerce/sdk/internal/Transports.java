package com.workspacecommerce.sdk.internal;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.ServiceLoader;
import org.jspecify.annotations.Nullable;

/**
 * Chooses and creates a client's {@link HttpTransport}, in this order: an {@code OkHttpClient}
 * given to the builder means OkHttp; else the builder's {@code transport(..)}; else the system
 * property {@value #PROPERTY}; else OkHttp when its artifact ({@code commerce-sdk-okhttp}) is on
 * the class path, else the JDK's client, which needs nothing. OkHttp brought by a test library
 * changes nothing: only the SDK's artifact adds the transport. Internal: not part of the public
 * API.
 */
final class Transports {
  /** The system property that names the transport when the builder does not. */
  static final String PROPERTY = "commerce.sdk.transport";

  /** The names a transport goes by, in the order the default prefers them. */
  static final List<String> NAMES = List.of("okhttp", "jdk");

  /** The transports of the SDK's artifacts on the class or module path. */
  private static final List<HttpTransportProvider> PROVIDERS = load();

  private Transports() {}

  private static List<HttpTransportProvider> load() {
    List<HttpTransportProvider> found = new ArrayList<>();
    ServiceLoader.load(HttpTransportProvider.class, Transports.class.getClassLoader())
        .forEach(found::add);
    return List.copyOf(found);
  }

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
    HttpTransportProvider okhttp = provider("okhttp");
    return okhttp != null && okhttp.missing() == null ? "okhttp" : "jdk";
  }

  private static @Nullable HttpTransportProvider provider(String name) {
    for (HttpTransportProvider p : PROVIDERS) {
      if (p.name().equals(name)) {
        return p;
      }
    }
    return null;
  }

  /**
   * Creates the transport a client will use, or derives it from its parent's.
   *
   * @param config the settings
   * @param redactor masks the key in what application code threw
   * @return the transport
   * @throws IllegalStateException when the chosen transport's artifact or library is missing,
   *     naming it
   */
  static HttpTransport create(ClientConfig config, Redactor redactor) {
    HttpTransport shared = config.sharedTransport();
    if (shared != null) {
      return shared.withConnectTimeout(config.connectTimeout());
    }
    String name = chosen(config);
    if (name.equals("jdk")) {
      return JdkTransport.create(config.connectTimeout(), config.tls());
    }
    HttpTransportProvider provider = provider(name);
    String missing =
        provider == null ? "com.workspacecommerce:commerce-sdk-" + name : provider.missing();
    if (provider == null || missing != null) {
      throw new IllegalStateException(
          "The transport "
              + name
              + " ("
              + (config.httpClient() != null
                  ? "httpClient(OkHttpClient)"
                  : config.transport() != null
                      ? "transport(\"" + name + "\")"
                      : "-D" + PROPERTY + "=" + name)
              + ") needs "
              + missing
              + ", which is not on the class path: add it to the application's dependencies, or"
              + " choose the jdk transport, which needs nothing");
    }
    return provider.create(config.httpClient(), config.connectTimeout(), config.tls(), redactor);
  }
}
