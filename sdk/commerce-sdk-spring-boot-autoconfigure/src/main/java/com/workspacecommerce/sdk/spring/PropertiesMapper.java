package com.workspacecommerce.sdk.spring;

import com.workspacecommerce.sdk.ApiKeySource;
import com.workspacecommerce.sdk.CommerceClient;
import java.net.InetSocketAddress;
import java.net.Proxy;
import org.jspecify.annotations.Nullable;

/**
 * Applies {@link CommerceProperties} to a client builder, leaving unset options at the defaults.
 */
final class PropertiesMapper {
  private PropertiesMapper() {}

  static CommerceClient.Builder toBuilder(CommerceProperties p) {
    return toBuilder(p, null);
  }

  /**
   * Applies the properties.
   *
   * @param p the properties
   * @param keys the application's source of keys, which replaces {@code commerce.api-key}, or null
   * @return the builder
   */
  static CommerceClient.Builder toBuilder(CommerceProperties p, @Nullable ApiKeySource keys) {
    String baseUrl = required(p.getBaseUrl(), "commerce.base-url", CommerceClient.ENV_BASE_URL);
    CommerceClient.Builder b =
        CommerceClient.builder().baseUrl(baseUrl).dependencyCheck(p.isDependencyCheck());
    if (keys != null) {
      b.apiKeySource(keys);
    } else {
      b.apiKey(required(p.getApiKey(), "commerce.api-key", CommerceClient.ENV_API_KEY));
    }
    if (p.getMaxRetries() != null) {
      b.maxRetries(p.getMaxRetries());
    }
    if (p.getAttemptTimeout() != null) {
      b.attemptTimeout(p.getAttemptTimeout());
    }
    if (p.getTotalTimeout() != null) {
      b.totalTimeout(p.getTotalTimeout());
    }
    if (p.getConnectTimeout() != null) {
      b.connectTimeout(p.getConnectTimeout());
    }
    if (p.getMaxResponseBytes() != null) {
      b.maxResponseBytes(p.getMaxResponseBytes().toBytes());
    }
    if (p.getMaxConcurrentRequests() != null) {
      b.maxConcurrentRequests(p.getMaxConcurrentRequests());
    }
    if (p.getLogLevel() != null) {
      b.logLevel(p.getLogLevel());
    }
    CommerceProperties.AppInfo app = p.getAppInfo();
    if (app.getName() != null || app.getVersion() != null) {
      b.appInfo(
          required(app.getName(), "commerce.app-info.name", null),
          required(app.getVersion(), "commerce.app-info.version", null));
    }
    p.getDefaultHeaders().forEach(b::defaultHeader);
    applyProxy(b, p.getProxy());
    return b;
  }

  /**
   * {@code commerce.proxy.*}: disabled means direct; a host means the starter's selector (the
   * proxy, except for the non-proxy hosts); no host leaves the JVM's default selector. Credentials
   * apply to whichever proxy asks for them, the JVM's included.
   */
  private static void applyProxy(CommerceClient.Builder b, CommerceProperties.Proxy proxy) {
    if (!proxy.isEnabled()) {
      b.noProxy();
      return;
    }
    String host = proxy.getHost();
    if (host != null && !host.isBlank()) {
      String h = host.trim();
      if (h.contains("/") || h.chars().filter(c -> c == ':').count() == 1) {
        throw CommerceConfigurationException.invalid(
            "commerce.proxy.host",
            "must be a host name or IP address, without scheme or port (set the port in"
                + " 'commerce.proxy.port')");
      }
      Integer port = proxy.getPort();
      if (port == null) {
        throw new CommerceConfigurationException("commerce.proxy.port", null);
      }
      if (port < 1 || port > 65535) {
        throw CommerceConfigurationException.invalid(
            "commerce.proxy.port", "must be between 1 and 65535, not " + port);
      }
      Proxy http = new Proxy(Proxy.Type.HTTP, InetSocketAddress.createUnresolved(h, port));
      b.proxySelector(new CommerceProxySelector(http, proxy.getNonProxyHosts()));
    }
    String username = proxy.getUsername();
    String password = proxy.getPassword();
    if ((username != null && !username.isEmpty()) || (password != null && !password.isEmpty())) {
      String u = required(username, "commerce.proxy.username", null);
      String pw = required(password, "commerce.proxy.password", null);
      try {
        b.proxyCredentials(u, pw);
      } catch (IllegalArgumentException e) {
        // The SDK's message names the part at fault, never its value; so does this one.
        String message = String.valueOf(e.getMessage());
        throw message.contains("password")
            ? CommerceConfigurationException.invalid(
                "commerce.proxy.password", "must not contain control characters")
            : CommerceConfigurationException.invalid(
                "commerce.proxy.username", "must not contain ':' or control characters");
      }
    }
  }

  private static String required(
      @Nullable String value, String property, @Nullable String environmentVariable) {
    if (value == null || value.isBlank()) {
      throw new CommerceConfigurationException(property, environmentVariable);
    }
    return value;
  }
}
