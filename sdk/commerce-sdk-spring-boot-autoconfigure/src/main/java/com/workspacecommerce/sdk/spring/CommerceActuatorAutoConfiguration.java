package com.workspacecommerce.sdk.spring;

import com.workspacecommerce.sdk.CommerceClient;
import java.util.LinkedHashMap;
import java.util.Map;
import org.springframework.boot.actuate.endpoint.SanitizableData;
import org.springframework.boot.actuate.endpoint.SanitizingFunction;
import org.springframework.boot.actuate.info.InfoContributor;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.context.annotation.Bean;

/**
 * Actuator contributions that Spring Boot 3.5 and 4 share, when Actuator is on the class path: the
 * client's base URL and SDK version on the info endpoint (never the key), and sanitizers that mask
 * the API key and the proxy's credentials on the env and configprops endpoints. The health
 * indicator, whose types Boot 4 moved, is {@link CommerceHealthAutoConfiguration}'s.
 */
@AutoConfiguration(after = CommerceAutoConfiguration.class)
@ConditionalOnClass(
    name = {
      "org.springframework.boot.actuate.info.InfoContributor",
      "com.workspacecommerce.sdk.CommerceClient"
    })
public class CommerceActuatorAutoConfiguration {
  // Relaxed forms differ only in separators and case: api-key, apiKey, API_KEY.
  private static final java.util.regex.Pattern NOT_ALPHANUMERIC =
      java.util.regex.Pattern.compile("[^A-Za-z0-9]");

  /** Creates the configuration; Spring Boot instantiates it. */
  public CommerceActuatorAutoConfiguration() {}

  /**
   * Adds {@code commerce: {baseUrl, sdkVersion}} to the info endpoint.
   *
   * @param client the client
   * @return the contributor
   */
  @Bean
  @ConditionalOnBean(CommerceClient.class)
  @ConditionalOnMissingBean(name = "commerceInfoContributor")
  public InfoContributor commerceInfoContributor(CommerceClient client) {
    return builder -> {
      Map<String, Object> details = new LinkedHashMap<>();
      details.put("baseUrl", client.baseUrl());
      details.put("sdkVersion", CommerceClient.sdkVersion());
      builder.withDetail("commerce", details);
    };
  }

  /**
   * Masks the API key on the env and configprops endpoints even when an application shows their
   * values ({@code management.endpoint.env.show-values=always}): Spring Boot 3 and 4 no longer mask
   * keys by name on their own. Any property whose name ends in {@code api-key}, in any relaxed form
   * ({@code apiKey}, {@code API_KEY}), is masked.
   *
   * @return the sanitizing function
   */
  @Bean
  @ConditionalOnMissingBean(name = "commerceApiKeySanitizer")
  public SanitizingFunction commerceApiKeySanitizer() {
    return data -> isApiKey(data.getKey()) ? data.withValue(SanitizableData.SANITIZED_VALUE) : data;
  }

  /**
   * Masks the proxy's credentials on the env and configprops endpoints as {@link
   * #commerceApiKeySanitizer()} masks the key: any property whose name ends in {@code
   * proxy.username} or {@code proxy.password}, in any relaxed form ({@code proxy.userName}, {@code
   * COMMERCE_PROXY_PASSWORD}), {@code commerce.proxy.username} and {@code commerce.proxy.password}
   * among them.
   *
   * @return the sanitizing function
   */
  @Bean
  @ConditionalOnMissingBean(name = "commerceProxyCredentialsSanitizer")
  public SanitizingFunction commerceProxyCredentialsSanitizer() {
    return data ->
        isProxyCredential(data.getKey()) ? data.withValue(SanitizableData.SANITIZED_VALUE) : data;
  }

  static boolean isProxyCredential(String key) {
    if (key == null) {
      return false;
    }
    String k = NOT_ALPHANUMERIC.matcher(key).replaceAll("").toLowerCase(java.util.Locale.ROOT);
    return k.endsWith("proxyusername") || k.endsWith("proxypassword");
  }

  static boolean isApiKey(String key) {
    if (key == null) {
      return false;
    }
    String k = NOT_ALPHANUMERIC.matcher(key).replaceAll("").toLowerCase(java.util.Locale.ROOT);
    return k.endsWith("apikey");
  }
}
