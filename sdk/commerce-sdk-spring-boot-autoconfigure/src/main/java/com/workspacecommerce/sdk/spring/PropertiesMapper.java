package com.workspacecommerce.sdk.spring;

import com.workspacecommerce.sdk.ApiKeySource;
import com.workspacecommerce.sdk.CommerceClient;
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
    return b;
  }

  private static String required(
      @Nullable String value, String property, @Nullable String environmentVariable) {
    if (value == null || value.isBlank()) {
      throw new CommerceConfigurationException(property, environmentVariable);
    }
    return value;
  }
}
