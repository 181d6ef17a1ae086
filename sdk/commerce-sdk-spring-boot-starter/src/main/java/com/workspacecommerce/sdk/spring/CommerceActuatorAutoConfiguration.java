package com.workspacecommerce.sdk.spring;

import com.workspacecommerce.sdk.CommerceClient;
import com.workspacecommerce.sdk.params.ProductListParams;
import java.util.LinkedHashMap;
import java.util.Map;
import org.springframework.boot.actuate.endpoint.SanitizableData;
import org.springframework.boot.actuate.endpoint.SanitizingFunction;
import org.springframework.boot.actuate.health.AbstractHealthIndicator;
import org.springframework.boot.actuate.health.Health;
import org.springframework.boot.actuate.health.HealthIndicator;
import org.springframework.boot.actuate.info.InfoContributor;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;
import org.springframework.context.annotation.Bean;

/**
 * Actuator contributions, when Actuator is on the class path: the client's base URL and SDK version
 * on the info endpoint (never the key), a health indicator that is off by default, and a sanitizer
 * that masks the API key on the env and configprops endpoints.
 */
@AutoConfiguration(after = CommerceAutoConfiguration.class)
@ConditionalOnClass({InfoContributor.class, CommerceClient.class})
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
   * A health indicator, only with {@code management.health.commerce.enabled=true}: the API has no
   * ping endpoint, so it lists one product ({@code GET /products?limit=1}), a real call that counts
   * against any rate limit and needs a key allowed to read products.
   *
   * @param client the client
   * @return the indicator
   */
  @Bean
  @ConditionalOnBean(CommerceClient.class)
  @ConditionalOnMissingBean(name = "commerceHealthIndicator")
  @ConditionalOnProperty(
      prefix = "management.health.commerce",
      name = "enabled",
      havingValue = "true")
  public HealthIndicator commerceHealthIndicator(CommerceClient client) {
    return new AbstractHealthIndicator("Workspace Commerce API health check failed") {
      @Override
      protected void doHealthCheck(Health.Builder builder) {
        client.products().list(ProductListParams.builder().limit(1).build());
        builder.up().withDetail("baseUrl", client.baseUrl());
      }
    };
  }

  /**
   * Masks the API key on the env and configprops endpoints even when an application shows their
   * values ({@code management.endpoint.env.show-values=always}): Spring Boot 3 no longer masks keys
   * by name on its own. Any property whose name ends in {@code api-key}, in any relaxed form
   * ({@code apiKey}, {@code API_KEY}), is masked.
   *
   * @return the sanitizing function
   */
  @Bean
  @ConditionalOnMissingBean(name = "commerceApiKeySanitizer")
  public SanitizingFunction commerceApiKeySanitizer() {
    return data -> isApiKey(data.getKey()) ? data.withValue(SanitizableData.SANITIZED_VALUE) : data;
  }

  static boolean isApiKey(String key) {
    if (key == null) {
      return false;
    }
    String k = NOT_ALPHANUMERIC.matcher(key).replaceAll("").toLowerCase(java.util.Locale.ROOT);
    return k.endsWith("apikey");
  }
}
