package com.workspacecommerce.sdk.spring;

import com.workspacecommerce.sdk.CommerceClient;
import org.jspecify.annotations.Nullable;

/**
 * Applies {@link CommerceProperties} to a client builder, leaving unset options at the defaults.
 */
final class PropertiesMapper {
  private PropertiesMapper() {}

  static CommerceClient.Builder toBuilder(CommerceProperties p) {
    String baseUrl = required(p.getBaseUrl(), "commerce.base-url", CommerceClient.ENV_BASE_URL);
    String apiKey = required(p.getApiKey(), "commerce.api-key", CommerceClient.ENV_API_KEY);
    CommerceClient.Builder b =
        CommerceClient.builder()
            .baseUrl(baseUrl)
            .apiKey(apiKey)
            .dependencyCheck(p.isDependencyCheck());
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
