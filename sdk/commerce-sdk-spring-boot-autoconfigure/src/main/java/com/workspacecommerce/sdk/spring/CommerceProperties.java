package com.workspacecommerce.sdk.spring;

import com.workspacecommerce.sdk.LogLevel;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.jspecify.annotations.Nullable;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.util.unit.DataSize;

/**
 * The {@code commerce.*} properties the auto-configured {@link
 * com.workspacecommerce.sdk.CommerceClient} is built from. Every option left unset keeps the SDK's
 * default. Relaxed binding applies ({@code commerce.base-url}, {@code COMMERCE_BASE_URL}), and
 * durations and sizes take Spring's forms ({@code 30s}, {@code 2MB}).
 */
@ConfigurationProperties(prefix = "commerce")
public class CommerceProperties {
  /** The API's base URL, version segment included, such as https://api.example.com/v1. */
  private @Nullable String baseUrl;

  /** The workspace API key, sent as a Bearer token; never logged or shown. */
  private @Nullable String apiKey;

  /** How many times a failed call may be retried; 0 turns retries off (SDK default 2). */
  private @Nullable Integer maxRetries;

  /** The time allowed for each attempt of a call (SDK default 60s). */
  private @Nullable Duration attemptTimeout;

  /** The time allowed for a whole call, every attempt and wait included (SDK default 2m). */
  private @Nullable Duration totalTimeout;

  /** The time allowed to establish a connection (SDK default 10s). */
  private @Nullable Duration connectTimeout;

  /** The most bytes of a successful response body held, after decompression (SDK default 16MB). */
  private @Nullable DataSize maxResponseBytes;

  /** How many HTTP exchanges may be in flight at once, in total and per host (SDK default 64). */
  private @Nullable Integer maxConcurrentRequests;

  /** The log level of the SDK's own logging; unset leaves it to the logging framework. */
  private @Nullable LogLevel logLevel;

  /** Whether building the client checks the Jackson and OkHttp versions on the class path. */
  private boolean dependencyCheck = true;

  /** Your application's name and version, added to the User-Agent of every call. */
  private final AppInfo appInfo = new AppInfo();

  /** Headers sent on every call (not Authorization), by name. */
  private final Map<String, String> defaultHeaders = new LinkedHashMap<>();

  /** How each call's Micrometer observation is named and tagged. */
  private final Observations observations = new Observations();

  /** The TLS of the client's connections. */
  private final Ssl ssl = new Ssl();

  /** The HTTP proxy the client's connections go through. */
  private final Proxy proxy = new Proxy();

  /**
   * @return the base URL, or null when not set
   */
  public @Nullable String getBaseUrl() {
    return baseUrl;
  }

  /**
   * @param baseUrl the base URL
   */
  public void setBaseUrl(@Nullable String baseUrl) {
    this.baseUrl = baseUrl;
  }

  /**
   * @return the API key, or null when not set
   */
  public @Nullable String getApiKey() {
    return apiKey;
  }

  /**
   * @param apiKey the API key
   */
  public void setApiKey(@Nullable String apiKey) {
    this.apiKey = apiKey;
  }

  /**
   * @return the retries per call, or null for the SDK's default
   */
  public @Nullable Integer getMaxRetries() {
    return maxRetries;
  }

  /**
   * @param maxRetries the retries per call
   */
  public void setMaxRetries(@Nullable Integer maxRetries) {
    this.maxRetries = maxRetries;
  }

  /**
   * @return the attempt timeout, or null for the SDK's default
   */
  public @Nullable Duration getAttemptTimeout() {
    return attemptTimeout;
  }

  /**
   * @param attemptTimeout the attempt timeout
   */
  public void setAttemptTimeout(@Nullable Duration attemptTimeout) {
    this.attemptTimeout = attemptTimeout;
  }

  /**
   * @return the total timeout, or null for the SDK's default
   */
  public @Nullable Duration getTotalTimeout() {
    return totalTimeout;
  }

  /**
   * @param totalTimeout the total timeout
   */
  public void setTotalTimeout(@Nullable Duration totalTimeout) {
    this.totalTimeout = totalTimeout;
  }

  /**
   * @return the connect timeout, or null for the SDK's default
   */
  public @Nullable Duration getConnectTimeout() {
    return connectTimeout;
  }

  /**
   * @param connectTimeout the connect timeout
   */
  public void setConnectTimeout(@Nullable Duration connectTimeout) {
    this.connectTimeout = connectTimeout;
  }

  /**
   * @return the response size limit, or null for the SDK's default
   */
  public @Nullable DataSize getMaxResponseBytes() {
    return maxResponseBytes;
  }

  /**
   * @param maxResponseBytes the response size limit
   */
  public void setMaxResponseBytes(@Nullable DataSize maxResponseBytes) {
    this.maxResponseBytes = maxResponseBytes;
  }

  /**
   * @return the concurrency limit, or null for the SDK's default
   */
  public @Nullable Integer getMaxConcurrentRequests() {
    return maxConcurrentRequests;
  }

  /**
   * @param maxConcurrentRequests the concurrency limit
   */
  public void setMaxConcurrentRequests(@Nullable Integer maxConcurrentRequests) {
    this.maxConcurrentRequests = maxConcurrentRequests;
  }

  /**
   * @return the SDK's log level, or null to leave it to the logging framework
   */
  public @Nullable LogLevel getLogLevel() {
    return logLevel;
  }

  /**
   * @param logLevel the SDK's log level
   */
  public void setLogLevel(@Nullable LogLevel logLevel) {
    this.logLevel = logLevel;
  }

  /**
   * @return whether building the client checks dependency versions
   */
  public boolean isDependencyCheck() {
    return dependencyCheck;
  }

  /**
   * @param dependencyCheck whether building the client checks dependency versions
   */
  public void setDependencyCheck(boolean dependencyCheck) {
    this.dependencyCheck = dependencyCheck;
  }

  /**
   * @return the application's name and version for the User-Agent
   */
  public AppInfo getAppInfo() {
    return appInfo;
  }

  /**
   * @return the headers sent on every call, by name; mutable, for binding
   */
  public Map<String, String> getDefaultHeaders() {
    return defaultHeaders;
  }

  /**
   * @return the observation settings
   */
  public Observations getObservations() {
    return observations;
  }

  /**
   * @return the TLS settings
   */
  public Ssl getSsl() {
    return ssl;
  }

  /**
   * @return the proxy settings
   */
  public Proxy getProxy() {
    return proxy;
  }

  /** The API key is never shown. */
  @Override
  public String toString() {
    return "CommerceProperties{baseUrl="
        + baseUrl
        + ", apiKey="
        + (apiKey == null ? "null" : "****")
        + ", maxRetries="
        + maxRetries
        + ", attemptTimeout="
        + attemptTimeout
        + ", totalTimeout="
        + totalTimeout
        + '}';
  }

  /** {@code commerce.app-info.name} and {@code commerce.app-info.version}. */
  public static class AppInfo {
    /** Your application's name, an HTTP token such as order-tool. */
    private @Nullable String name;

    /** Your application's version, an HTTP token such as 2.3.1. */
    private @Nullable String version;

    /**
     * @return the application's name, or null
     */
    public @Nullable String getName() {
      return name;
    }

    /**
     * @param name the application's name
     */
    public void setName(@Nullable String name) {
      this.name = name;
    }

    /**
     * @return the application's version, or null
     */
    public @Nullable String getVersion() {
      return version;
    }

    /**
     * @param version the application's version
     */
    public void setVersion(@Nullable String version) {
      this.version = version;
    }
  }

  /** {@code commerce.ssl.*}. */
  public static class Ssl {
    /**
     * The name of one of the application's SSL bundles (spring.ssl.bundle.*) to connect with: its
     * trust store, and its key store for a client certificate. Wins over
     * spring.http.clients.ssl.bundle; unset, that one applies, else the JVM's default trust.
     */
    private @Nullable String bundle;

    /**
     * @return the SSL bundle's name, or null
     */
    public @Nullable String getBundle() {
      return bundle;
    }

    /**
     * @param bundle the SSL bundle's name
     */
    public void setBundle(@Nullable String bundle) {
      this.bundle = bundle;
    }
  }

  /**
   * {@code commerce.proxy.*}: an HTTP proxy of the application's own. With no host (and enabled),
   * the client follows the JVM's proxy settings ({@code https.proxyHost} and the like), as Boot's
   * own HTTP clients do; Boot has no proxy property of its own.
   */
  public static class Proxy {
    /**
     * Whether the client may use a proxy. false connects directly, even when the JVM's settings
     * (https.proxyHost) name a proxy, and ignores the other commerce.proxy properties.
     */
    private boolean enabled = true;

    /**
     * The HTTP proxy's host name or IP address, without scheme or port (proxy.example.com). Unset,
     * the JVM's proxy settings apply. An https API is reached through it with CONNECT, and its
     * certificate is still checked.
     */
    private @Nullable String host;

    /**
     * The port the proxy listens on, 1 to 65535; required with commerce.proxy.host (no default:
     * proxies listen on 3128, 8080, 80 and others, and a guessed port would only fail later).
     */
    private @Nullable Integer port;

    /**
     * The user name the proxy asks for with 407 Proxy Authentication Required (Basic). Sent only to
     * the proxy; never logged, and masked on the env and configprops endpoints.
     */
    private @Nullable String username;

    /**
     * The password that goes with commerce.proxy.username, required with it. Sent only to the
     * proxy; never logged, and masked on the env and configprops endpoints.
     */
    private @Nullable String password;

    /**
     * Hosts reached directly, not through commerce.proxy.host: example.com also covers its
     * subdomains (api.example.com), * covers every host; IP addresses match exactly. Case does not
     * matter.
     */
    private final List<String> nonProxyHosts = new ArrayList<>();

    /**
     * @return whether the client may use a proxy
     */
    public boolean isEnabled() {
      return enabled;
    }

    /**
     * @param enabled whether the client may use a proxy
     */
    public void setEnabled(boolean enabled) {
      this.enabled = enabled;
    }

    /**
     * @return the proxy's host, or null for the JVM's proxy settings
     */
    public @Nullable String getHost() {
      return host;
    }

    /**
     * @param host the proxy's host
     */
    public void setHost(@Nullable String host) {
      this.host = host;
    }

    /**
     * @return the proxy's port, or null when not set
     */
    public @Nullable Integer getPort() {
      return port;
    }

    /**
     * @param port the proxy's port
     */
    public void setPort(@Nullable Integer port) {
      this.port = port;
    }

    /**
     * @return the user name for the proxy, or null
     */
    public @Nullable String getUsername() {
      return username;
    }

    /**
     * @param username the user name for the proxy
     */
    public void setUsername(@Nullable String username) {
      this.username = username;
    }

    /**
     * @return the password for the proxy, or null
     */
    public @Nullable String getPassword() {
      return password;
    }

    /**
     * @param password the password for the proxy
     */
    public void setPassword(@Nullable String password) {
      this.password = password;
    }

    /**
     * @return the hosts reached directly; mutable, for binding
     */
    public List<String> getNonProxyHosts() {
      return nonProxyHosts;
    }

    /** The credentials are never shown. */
    @Override
    public String toString() {
      return "Proxy{enabled="
          + enabled
          + ", host="
          + host
          + ", port="
          + port
          + ", username="
          + (username == null ? "null" : "****")
          + ", password="
          + (password == null ? "null" : "****")
          + ", nonProxyHosts="
          + nonProxyHosts
          + '}';
    }
  }

  /** {@code commerce.observations.*}. */
  public static class Observations {
    /**
     * The names and tags of each call's observation: default ({@code commerce.client.requests}) or
     * opentelemetry (OpenTelemetry's HTTP client semantic conventions). A
     * CommerceObservationConvention bean replaces either.
     */
    private Convention convention = Convention.DEFAULT;

    /**
     * @return which convention names the observations
     */
    public Convention getConvention() {
      return convention;
    }

    /**
     * @param convention which convention names the observations
     */
    public void setConvention(Convention convention) {
      this.convention = convention;
    }
  }

  /** The observation conventions the starter ships. */
  public enum Convention {
    /** {@link DefaultCommerceObservationConvention}: {@code commerce.client.requests}. */
    DEFAULT,
    /** {@link OpenTelemetryCommerceObservationConvention}: {@code http.client.request.duration}. */
    OPENTELEMETRY
  }
}
