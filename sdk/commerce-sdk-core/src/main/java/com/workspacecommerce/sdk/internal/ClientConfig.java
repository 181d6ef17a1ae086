package com.workspacecommerce.sdk.internal;

import com.workspacecommerce.sdk.CallListener;
import com.workspacecommerce.sdk.OwnHttpClient;
import com.workspacecommerce.sdk.RequestInterceptor;
import com.workspacecommerce.sdk.internal.spi.Redactor;
import com.workspacecommerce.sdk.internal.spi.Tls;
import java.net.URI;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * The settings of a client: a map of {@link Option} keys, each declared once in {@link Options}.
 * {@link Builder} holds and checks them, {@link #toBuilder} gives them back for a derived client
 * (as OkHttp's {@code newBuilder()} does), and {@code CommerceClient.Builder} is the documented
 * face that delegates to it. Copying, {@code toString} and {@code fromEnv()} loop over the keys, so
 * adding a setting is its key and its public builder method. Internal: not part of the public API.
 */
public final class ClientConfig {
  /** The default of {@code maxConcurrentRequests}. */
  public static final int DEFAULT_MAX_CONCURRENT_REQUESTS = Options.DEFAULT_MAX_CONCURRENT_REQUESTS;

  /** The default of {@code maxResponseBytes}: 16 MiB. */
  public static final long DEFAULT_MAX_RESPONSE_BYTES = Options.DEFAULT_MAX_RESPONSE_BYTES;

  /** The default of {@code totalTimeout}: 2 minutes. */
  public static final Duration DEFAULT_TOTAL_TIMEOUT = Options.DEFAULT_TOTAL_TIMEOUT;

  /** The settings set, each checked; an unmodifiable copy of the builder's. */
  private final Map<Option<?>, Object> values;

  private final URI baseUrl;
  private final @Nullable String apiKey;
  private final LogPolicy logPolicy;
  private final String json;

  private ClientConfig(
      Map<Option<?>, Object> values, URI baseUrl, @Nullable String apiKey, String json) {
    this.values = values;
    this.baseUrl = baseUrl;
    this.apiKey = apiKey;
    this.json = json;
    this.logPolicy = LogPolicy.of(find(Options.LOG_LEVEL), get(Options.ENV));
  }

  /**
   * @return a builder with the defaults
   */
  public static Builder builder() {
    return new Builder(Map.of());
  }

  /**
   * Returns a builder holding these settings, for a client derived from this one.
   *
   * @return a new builder; changing it never changes this config
   */
  public Builder toBuilder() {
    return new Builder(values);
  }

  /**
   * Reads a setting that always has a value.
   *
   * @param key the setting
   * @param <T> its type
   * @return the value set, or the default
   * @throws IllegalStateException when the setting has neither (a key read with the wrong method)
   */
  public <T> T get(Option<T> key) {
    T value = find(key);
    if (value == null) {
      throw new IllegalStateException(key.name() + " has no value; read it with find");
    }
    return value;
  }

  /**
   * Reads a setting that may be absent.
   *
   * @param key the setting
   * @param <T> its type
   * @return the value set, else the default, else null
   */
  @SuppressWarnings("unchecked") // Builder.set stores only a value of the key's type
  public <T> @Nullable T find(Option<T> key) {
    Object value = values.get(key);
    return value != null ? (T) value : key.defaultValue();
  }

  /**
   * @return the normalized base URL, without a trailing slash
   */
  public URI baseUrl() {
    return baseUrl;
  }

  /**
   * @return the workspace API key, or null when an {@link Options#API_KEY_SOURCE} gives it; never
   *     shown by {@link #toString()}
   */
  public @Nullable String apiKey() {
    return apiKey;
  }

  /**
   * @return which records the logging layer writes, and at which levels
   */
  LogPolicy logPolicy() {
    return logPolicy;
  }

  /**
   * @return the JSON codec's name, {@code jackson2} or {@code jackson3}, as {@link Builder#build()}
   *     chose it
   */
  public String json() {
    return json;
  }

  /**
   * Shows a secret as the mask, so that builders and clients can print their settings.
   *
   * @param secret the secret, or null
   * @return {@code null} when absent, else the mask
   */
  public static String mask(@Nullable String secret) {
    return secret == null ? "null" : Redactor.MASK;
  }

  /**
   * Says what is wrong with a key, in words that never show it.
   *
   * @param key a key that is not blank
   * @return what is wrong, to follow the key's name in a message, or null when it is valid
   */
  static @Nullable String keyProblem(String key) {
    for (int i = 0; i < key.length(); i++) {
      char c = key.charAt(i);
      if (c <= ' ' || c >= 127) {
        return "must contain only visible ASCII characters (no spaces, line breaks or"
            + " 'Bearer ' prefix)";
      }
    }
    return null;
  }

  /** The key is never shown. */
  @Override
  public String toString() {
    return "ClientConfig{baseUrl=" + baseUrl + ", " + describe(values) + '}';
  }

  /** The settings {@code toString} shows, in {@link Options#ALL}'s order, secrets masked. */
  private static String describe(Map<Option<?>, Object> values) {
    StringBuilder s = new StringBuilder();
    for (Option<?> key : Options.ALL) {
      if (key.isShown()) {
        Object value = values.get(key);
        s.append(s.length() == 0 ? "" : ", ")
            .append(key.describe(value != null ? value : key.defaultValue()));
      }
    }
    return s.toString();
  }

  /**
   * Holds and checks the settings; every setter throws naming the option when a value is invalid.
   * Not thread-safe. {@link #build()} checks what depends on several settings (the base URL and the
   * key).
   */
  public static final class Builder {
    // Values are immutable (collections included), so a copy may share them.
    private final Map<Option<?>, Object> values;

    private Builder(Map<Option<?>, Object> values) {
      this.values = new HashMap<>(values);
    }

    /**
     * Sets a setting, checked.
     *
     * @param key the setting
     * @param value its value
     * @param <T> its type
     * @return this builder
     * @throws RuntimeException naming the setting when the value is null or invalid
     */
    public <T> Builder set(Option<T> key, @Nullable T value) {
      return set(key, value, key.name());
    }

    /**
     * Sets a setting, checked, naming it in a message as the caller knows it.
     *
     * @param key the setting
     * @param value its value
     * @param as the name a message gives: a deprecated alias, or an environment variable
     * @param <T> its type
     * @return this builder
     * @throws RuntimeException naming {@code as} when the value is null or invalid
     */
    public <T> Builder set(Option<T> key, @Nullable T value, String as) {
      if ((key == Options.PROXY || key == Options.PROXY_CREDENTIALS)
          && values.containsKey(Options.SHARED_TRANSPORT)) {
        throw new IllegalStateException(
            as
                + " cannot change on a client made by withOptions: it shares the connections of"
                + " the client it derives from; build a separate client for another proxy");
      }
      values.put(key, key.check(value, as));
      // A fixed key and a source of keys replace each other, and so do a transport's name and an
      // application's own client: the last one set is used.
      if (key == Options.TRANSPORT && values.get(Options.HTTP_CLIENT) instanceof OwnHttpClient) {
        values.remove(Options.HTTP_CLIENT);
      } else if (key == Options.HTTP_CLIENT && value instanceof OwnHttpClient) {
        values.remove(Options.TRANSPORT);
      } else if (key == Options.API_KEY) {
        values.remove(Options.API_KEY_SOURCE);
      } else if (key == Options.API_KEY_SOURCE) {
        values.remove(Options.API_KEY);
      }
      return this;
    }

    /**
     * Reads a setting that always has a value, as it stands.
     *
     * @param key the setting
     * @param <T> its type
     * @return the value set, or the default
     */
    public <T> T get(Option<T> key) {
      return Objects.requireNonNull(find(key), key.name());
    }

    /**
     * Reads a setting as it stands.
     *
     * @param key the setting
     * @param <T> its type
     * @return the value set, else the default, else null
     */
    @SuppressWarnings("unchecked") // set stores only a value of the key's type
    public <T> @Nullable T find(Option<T> key) {
      Object value = values.get(key);
      return value != null ? (T) value : key.defaultValue();
    }

    /**
     * @param baseUrl the base URL, checked by {@link #build()}
     * @return this builder
     */
    public Builder baseUrl(String baseUrl) {
      return set(Options.BASE_URL, baseUrl);
    }

    /**
     * @param apiKey the key, checked by {@link #build()}
     * @return this builder
     */
    public Builder apiKey(String apiKey) {
      return set(Options.API_KEY, apiKey);
    }

    /**
     * @param initialDelay the ceiling of the first wait, zero or more
     * @param maxDelay the greatest ceiling, at least {@code initialDelay}
     * @return this builder
     */
    public Builder retryBackoff(Duration initialDelay, Duration maxDelay) {
      Checks.notNull(initialDelay, "initialDelay");
      Checks.notNull(maxDelay, "maxDelay");
      if (initialDelay.isNegative() || maxDelay.compareTo(initialDelay) < 0) {
        throw new IllegalArgumentException(
            "retryBackoff needs 0 <= initialDelay <= maxDelay, was "
                + initialDelay
                + " and "
                + maxDelay);
      }
      return set(Options.INITIAL_RETRY_DELAY, initialDelay).set(Options.MAX_RETRY_DELAY, maxDelay);
    }

    /**
     * @param tls the TLS to connect with
     * @return this builder
     * @throws IllegalStateException on a client derived with {@code withOptions}, which shares its
     *     parent's connections and so its TLS
     */
    public Builder tls(Tls tls) {
      Checks.notNull(tls, "tls");
      if (values.containsKey(Options.SHARED_TRANSPORT)) {
        throw new IllegalStateException(
            "sslContext cannot change on a client made by withOptions: it shares the connections"
                + " of the client it derives from; build a separate client for other TLS settings");
      }
      return set(Options.TLS, tls);
    }

    /**
     * Applies the environment variables that are set, as {@code CommerceClient.fromEnv()}
     * describes; later calls override them.
     *
     * @return this builder
     * @throws IllegalStateException naming the variable when a required one is missing or blank
     * @throws IllegalArgumentException naming the variable when a value is invalid
     */
    public Builder fromEnv() {
      EnvSettings.apply(this);
      return this;
    }

    /**
     * @param listener replaces every listener set or added before
     * @return this builder
     */
    public Builder listener(CallListener listener) {
      return set(Options.LISTENERS, List.of(Checks.notNull(listener, "listener")));
    }

    /**
     * @param listener hears events after those added before it
     * @return this builder
     */
    public Builder addListener(CallListener listener) {
      return appended(Options.LISTENERS, Checks.notNull(listener, "listener"));
    }

    /**
     * @param interceptor runs after those added before it
     * @return this builder
     */
    public Builder addInterceptor(RequestInterceptor interceptor) {
      return appended(Options.INTERCEPTORS, Checks.notNull(interceptor, "interceptor"));
    }

    // A new list each time, so a config built earlier keeps the list it was built with.
    private <T> Builder appended(Option<List<T>> key, T item) {
      List<T> all = new ArrayList<>(Objects.requireNonNull(find(key)));
      all.add(item);
      return set(key, List.copyOf(all));
    }

    /**
     * @param name the application's name, an HTTP token
     * @param version its version, an HTTP token
     * @return this builder
     */
    public Builder appInfo(String name, String version) {
      return set(
          Options.APP_INFO, token(name, "appInfo name") + "/" + token(version, "appInfo version"));
    }

    /**
     * @param name the header name; not Authorization
     * @param value the header value, printable ASCII
     * @return this builder
     */
    public Builder defaultHeader(String name, String value) {
      Checks.header(name, value, "defaultHeader");
      Map<String, String> headers =
          new LinkedHashMap<>(Objects.requireNonNull(find(Options.DEFAULT_HEADERS)));
      headers.put(name, value);
      return set(Options.DEFAULT_HEADERS, Collections.unmodifiableMap(headers));
    }

    /**
     * Checks the settings that depend on each other and freezes them, the JSON codec chosen.
     *
     * @return the config
     * @throws IllegalArgumentException when baseUrl or apiKey is missing or invalid, or plain http
     *     is used for a host that is not loopback without {@code allowInsecureHttp}, or the system
     *     property {@code commerce.sdk.json} names no codec, or TLS was given with an OkHttpClient
     * @throws IllegalStateException when the chosen codec's library is not on the class path
     */
    public ClientConfig build() {
      Object lent = values.get(Options.HTTP_CLIENT);
      if (values.containsKey(Options.TLS) && lent != null) {
        // Either answer would overrule something the application set on purpose: the given
        // client's own socket factory, or the TLS asked for here.
        throw new IllegalArgumentException(
            lent instanceof OwnHttpClient
                ? "sslContext(..) and transport("
                    + lent
                    + ") cannot be combined: set the TLS on that client, or drop transport(..)"
                : "sslContext(..) and httpClient(OkHttpClient) cannot be combined: set the TLS on"
                    + " that OkHttpClient (sslSocketFactory), or drop httpClient(..)");
      }
      if ((values.containsKey(Options.PROXY) || values.containsKey(Options.PROXY_CREDENTIALS))
          && lent != null
          && !values.containsKey(Options.SHARED_TRANSPORT)) {
        throw new IllegalArgumentException(
            lent instanceof OwnHttpClient
                ? "proxy settings and transport("
                    + lent
                    + ") cannot be combined: set the proxy on that client, or drop transport(..)"
                : "proxy settings and httpClient(OkHttpClient) cannot be combined: set the proxy on"
                    + " that OkHttpClient (proxy, proxySelector, proxyAuthenticator), or drop"
                    + " httpClient(..)");
      }
      String key =
          values.containsKey(Options.API_KEY_SOURCE) ? null : checkedApiKey(find(Options.API_KEY));
      URI url =
          BaseUrl.parse(
                  find(Options.BASE_URL), Objects.requireNonNull(find(Options.ALLOW_INSECURE_HTTP)))
              .uri();
      // Chosen once: a client derived with withOptions keeps its parent's codec.
      String codec = JsonCodecs.choose(find(Options.JSON), System::getProperty);
      Map<Option<?>, Object> frozen = new HashMap<>(values);
      frozen.put(Options.JSON, codec);
      return new ClientConfig(Collections.unmodifiableMap(frozen), url, key, codec);
    }

    private static String checkedApiKey(@Nullable String apiKey) {
      if (apiKey == null || apiKey.isBlank()) {
        throw new IllegalArgumentException("apiKey is required and must not be blank");
      }
      String problem = keyProblem(apiKey);
      if (problem != null) {
        throw new IllegalArgumentException("apiKey " + problem);
      }
      return apiKey;
    }

    private static String token(String value, String name) {
      Checks.notNull(value, name);
      if (value.isEmpty() || !value.chars().allMatch(Builder::isTokenChar)) {
        throw new IllegalArgumentException(
            name
                + " must be a non-empty HTTP token (letters, digits and !#$%&'*+-.^_`|~), was "
                + Checks.echo(value));
      }
      return value;
    }

    private static boolean isTokenChar(int c) {
      return (c >= 'a' && c <= 'z')
          || (c >= 'A' && c <= 'Z')
          || (c >= '0' && c <= '9')
          || "!#$%&'*+-.^_`|~".indexOf(c) >= 0;
    }

    /**
     * Describes the settings for {@code toString()}; the key is never shown.
     *
     * @return the description
     */
    public String describe() {
      return ClientConfig.describe(values);
    }

    /**
     * @return the base URL as given, not yet checked
     */
    public @Nullable String baseUrlText() {
      return find(Options.BASE_URL);
    }
  }
}
