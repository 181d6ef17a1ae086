package com.workspacecommerce.sdk.spring;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.autoconfigure.ssl.SslAutoConfiguration;
import org.springframework.boot.http.client.HttpClientSettings;
import org.springframework.boot.http.client.HttpRedirects;
import org.springframework.boot.ssl.SslBundles;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * An application's own {@link HttpClientSettings} bean (Boot's class, on Boot 3.5 and, with {@code
 * spring-boot-http-client}, on Boot 4; the Boot 4.0 suite, whose application has no such jar,
 * leaves this class out): what it sets wins over Boot's {@code spring.http.client(s).*} properties,
 * what it leaves unset keeps them, and its SSL bundle is checked as a named one is.
 */
class HttpClientSettingsBeanTest {
  private final ApplicationContextRunner runner =
      new ApplicationContextRunner()
          .withConfiguration(
              AutoConfigurations.of(SslAutoConfiguration.class, CommerceAutoConfiguration.class))
          .withPropertyValues(
              "commerce.base-url=https://localhost:9/v1", "commerce.api-key=sk_test_settings_bean");

  private static HttpClientSettings settings(Duration connectTimeout, Duration readTimeout) {
    return new HttpClientSettings(
        HttpRedirects.FOLLOW_WHEN_POSSIBLE, connectTimeout, readTimeout, null);
  }

  @Test
  void whatTheBeanSetsWinsOverBootsPropertiesAndWhatItLeavesUnsetKeepsThem() {
    String prefix = BootLine.BOOT_4 ? "spring.http.clients" : "spring.http.client";
    List<String> seen = new ArrayList<>();
    // A customizer runs after the properties and Boot's settings: the builder it gets shows both.
    CommerceClientCustomizer spy = builder -> seen.add(builder.toString());
    runner
        .withBean(CommerceClientCustomizer.class, () -> spy)
        .withBean(HttpClientSettings.class, () -> settings(Duration.ofSeconds(5), null))
        .withPropertyValues(prefix + ".connect-timeout=3s", prefix + ".read-timeout=7s")
        .run(context -> assertThat(context).hasNotFailed());
    runner
        .withBean(CommerceClientCustomizer.class, () -> spy)
        .withBean(HttpClientSettings.class, () -> settings(null, Duration.ofSeconds(11)))
        .withPropertyValues(prefix + ".connect-timeout=3s")
        .run(context -> assertThat(context).hasNotFailed());

    assertThat(seen).hasSize(2);
    assertThat(seen.get(0)).contains("connectTimeout=PT5S", "attemptTimeout=PT7S");
    assertThat(seen.get(1)).contains("connectTimeout=PT3S", "attemptTimeout=PT11S");
  }

  /** Settings whose SSL bundle is one of Boot's registry, {@code ciphered}. */
  @Configuration(proxyBeanMethods = false)
  static class SettingsWithBundle {
    @Bean
    HttpClientSettings httpClientSettings(SslBundles bundles) {
      return new HttpClientSettings(
          HttpRedirects.FOLLOW_WHEN_POSSIBLE, null, null, bundles.getBundle("ciphered"));
    }
  }

  @Test
  void aBundleOfTheBeanWithOptionsTheClientCannotApplyIsRefusedNamingTheBean() {
    runner
        .withUserConfiguration(SettingsWithBundle.class)
        .withPropertyValues("spring.ssl.bundle.jks.ciphered.options.ciphers=TLS_AES_128_GCM_SHA256")
        .run(
            context -> {
              assertThat(context).hasFailed();
              Throwable cause = context.getStartupFailure();
              while (cause != null && !(cause instanceof CommerceSslBundleException)) {
                cause = cause.getCause();
              }
              assertThat(cause)
                  .isInstanceOf(CommerceSslBundleException.class)
                  .hasMessageContaining("'(HttpClientSettings bean)'")
                  .hasMessageContaining("options.ciphers");
            });
  }
}
