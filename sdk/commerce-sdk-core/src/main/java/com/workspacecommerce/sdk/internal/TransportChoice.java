package com.workspacecommerce.sdk.internal;

import com.workspacecommerce.sdk.OwnHttpClient;
import com.workspacecommerce.sdk.internal.spi.HttpTransport;
import com.workspacecommerce.sdk.internal.spi.HttpTransportProvider;
import com.workspacecommerce.sdk.internal.spi.ProxySettings;
import com.workspacecommerce.sdk.internal.spi.Redactor;
import com.workspacecommerce.sdk.internal.spi.TransportSettings;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;
import org.jspecify.annotations.Nullable;

/**
 * Chooses and creates a client's {@link HttpTransport}, in this order: a client of the
 * application's own given to {@code transport(OwnHttpClient)} means its transport, and one given to
 * the deprecated {@code httpClient(OkHttpClient)} means {@code okhttp}; else the builder's {@code
 * transport(..)}; else the system property {@value #PROPERTY}; else OkHttp when its artifact
 * ({@code commerce-sdk-okhttp}) is on the class path, else the JDK's client, which needs nothing.
 * OkHttp brought by a test library changes nothing: only the SDK's artifact adds the transport.
 * Internal: not part of the public API.
 */
final class TransportChoice {
  /** The system property that names the transport when the builder does not. */
  static final String PROPERTY = "commerce.sdk.transport";

  /** The names a transport goes by, in the order the default prefers them. */
  static final List<String> NAMES = List.of("okhttp", "jdk");

  /** The transports of the SDK's artifacts on the class or module path. */
  private static final List<HttpTransportProvider> PROVIDERS =
      List.copyOf(Providers.load(HttpTransportProvider.class));

  private TransportChoice() {}

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
    return chosen(config, System::getProperty, PROVIDERS);
  }

  /**
   * As {@link #chosen(ClientConfig)}, with the given system properties and transports.
   *
   * @param config the settings
   * @param properties reads a system property
   * @param providers the transports of the SDK's artifacts
   * @return {@code okhttp} or {@code jdk}
   */
  static String chosen(
      ClientConfig config,
      Function<String, @Nullable String> properties,
      List<HttpTransportProvider> providers) {
    String named = config.find(Options.TRANSPORT);
    Object lent = config.find(Options.HTTP_CLIENT);
    if (lent != null) {
      String lentTransport = lentTransport(lent);
      if (named != null && !named.equals(lentTransport)) {
        throw new IllegalArgumentException(
            "transport(\""
                + named
                + "\") cannot use the"
                + " OkHttpClient given to httpClient(..): drop one of the two");
      }
      return lentTransport;
    }
    if (named != null) {
      return named;
    }
    String property = properties.apply(PROPERTY);
    if (property != null && !property.isBlank()) {
      return checkedName(property, "system property " + PROPERTY);
    }
    HttpTransportProvider okhttp = provider("okhttp", providers);
    return okhttp != null && okhttp.missing() == null ? "okhttp" : "jdk";
  }

  /**
   * The transport of a client lent to {@code transport(OwnHttpClient)}: its own answer, or {@code
   * okhttp} for the {@code OkHttpClient} of the deprecated {@code httpClient(OkHttpClient)}, told
   * apart without naming OkHttp.
   */
  private static String lentTransport(Object lent) {
    if (!(lent instanceof OwnHttpClient own)) {
      return "okhttp";
    }
    String name = own.transport();
    String checked = checkedName(name == null ? "null" : name, "transport(OwnHttpClient)'s name");
    if (checked.equals("jdk")) {
      // The JDK transport builds its own HttpClient from the builder's settings.
      throw new IllegalArgumentException(
          "transport(OwnHttpClient): the jdk transport takes no client of the application's own;"
              + " use transport(\"jdk\") and set the client's options on the builder");
    }
    return checked;
  }

  /**
   * @param name a transport's name
   * @return the provider of that name on the class or module path, or null (the JDK's has none)
   */
  static @Nullable HttpTransportProvider provider(String name) {
    return provider(name, PROVIDERS);
  }

  private static @Nullable HttpTransportProvider provider(
      String name, List<HttpTransportProvider> providers) {
    return Providers.named(providers, HttpTransportProvider::name, name);
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
    HttpTransport shared = config.find(Options.SHARED_TRANSPORT);
    if (shared != null) {
      return shared.withConnectTimeout(config.get(Options.CONNECT_TIMEOUT));
    }
    return create(config, chosen(config), redactor, PROVIDERS);
  }

  /**
   * Creates a transport of a name {@link #chosen} gave, among the given transports.
   *
   * @param config the settings
   * @param name the transport's name
   * @param redactor masks the key in what application code threw
   * @param providers the transports of the SDK's artifacts
   * @return the transport
   * @throws IllegalStateException as {@link #create(ClientConfig, Redactor)}
   */
  static HttpTransport create(
      ClientConfig config, String name, Redactor redactor, List<HttpTransportProvider> providers) {
    if (name.equals("jdk")) {
      return JdkTransport.create(settings(config));
    }
    HttpTransportProvider provider = provider(name, providers);
    if (provider == null) {
      throw notOnClassPath(config, name, Providers.artifact(name));
    }
    String missing = provider.missing();
    if (missing != null) {
      throw notOnClassPath(config, name, missing);
    }
    return provider.create(config.find(Options.HTTP_CLIENT), settings(config), redactor);
  }

  /** What the transport is built with: each connection-level option, the proxy included. */
  private static TransportSettings settings(ClientConfig config) {
    ProxyAuth auth = config.find(Options.PROXY_CREDENTIALS);
    return new TransportSettings(
        config.get(Options.CONNECT_TIMEOUT),
        config.find(Options.TLS),
        new ProxySettings(
            config.find(Options.PROXY),
            auth == null ? null : auth.username(),
            auth == null ? null : auth.password()),
        config.get(Options.MAX_CONCURRENT_REQUESTS));
  }

  private static IllegalStateException notOnClassPath(
      ClientConfig config, String name, String missing) {
    return new IllegalStateException(
        Providers.notOnClassPath(
            "The transport " + name,
            config.find(Options.HTTP_CLIENT) != null
                ? "httpClient(OkHttpClient)"
                : config.find(Options.TRANSPORT) != null
                    ? "transport(\"" + name + "\")"
                    : "-D" + PROPERTY + "=" + name,
            missing,
            "choose the jdk transport, which needs nothing"));
  }
}
