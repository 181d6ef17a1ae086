package com.workspacecommerce.sdk.spring;

import com.workspacecommerce.sdk.CommerceClient;
import com.workspacecommerce.sdk.params.ProductListParams;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * A health indicator for the Workspace Commerce API, only with {@code
 * management.health.commerce.enabled=true}: the API has no ping endpoint, so it lists one product
 * ({@code GET /products?limit=1}), a real call that counts against any rate limit and needs a key
 * allowed to read products.
 *
 * <p>Spring Boot 4 moved the health types to {@code org.springframework.boot.health.contributor};
 * Boot 3.5 has them in {@code org.springframework.boot.actuate.health}. One nested configuration
 * per line, each guarded by its line's class name, so neither line's types are ever loaded on the
 * other.
 */
@AutoConfiguration(after = CommerceAutoConfiguration.class)
@ConditionalOnClass(name = "com.workspacecommerce.sdk.CommerceClient")
@ConditionalOnProperty(
    prefix = "management.health.commerce",
    name = "enabled",
    havingValue = "true")
public class CommerceHealthAutoConfiguration {
  static final String FAILURE_MESSAGE = "Workspace Commerce API health check failed";

  /** Creates the configuration; Spring Boot instantiates it. */
  public CommerceHealthAutoConfiguration() {}

  /** Spring Boot 4: {@code spring-boot-health}. */
  @Configuration(proxyBeanMethods = false)
  @ConditionalOnClass(name = "org.springframework.boot.health.contributor.HealthIndicator")
  static class Boot4 {
    @Bean
    @ConditionalOnBean(CommerceClient.class)
    @ConditionalOnMissingBean(name = "commerceHealthIndicator")
    org.springframework.boot.health.contributor.HealthIndicator commerceHealthIndicator(
        CommerceClient client) {
      return new org.springframework.boot.health.contributor.AbstractHealthIndicator(
          FAILURE_MESSAGE) {
        @Override
        protected void doHealthCheck(
            org.springframework.boot.health.contributor.Health.Builder builder) {
          check(client);
          builder.up().withDetail("baseUrl", client.baseUrl());
        }
      };
    }
  }

  /** Spring Boot 3.5: {@code spring-boot-actuator}. */
  @Configuration(proxyBeanMethods = false)
  @ConditionalOnClass(name = "org.springframework.boot.actuate.health.HealthIndicator")
  static class Boot3 {
    @Bean
    @ConditionalOnBean(CommerceClient.class)
    @ConditionalOnMissingBean(name = "commerceHealthIndicator")
    org.springframework.boot.actuate.health.HealthIndicator commerceHealthIndicator(
        CommerceClient client) {
      return new org.springframework.boot.actuate.health.AbstractHealthIndicator(FAILURE_MESSAGE) {
        @Override
        protected void doHealthCheck(
            org.springframework.boot.actuate.health.Health.Builder builder) {
          check(client);
          builder.up().withDetail("baseUrl", client.baseUrl());
        }
      };
    }
  }

  /** The check both lines make: a failure propagates, and the indicator reports it as down. */
  static void check(CommerceClient client) {
    client.products().list(ProductListParams.builder().limit(1).build());
  }
}
