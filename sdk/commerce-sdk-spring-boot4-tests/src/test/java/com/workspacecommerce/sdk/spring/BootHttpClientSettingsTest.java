package com.workspacecommerce.sdk.spring;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.autoconfigure.ssl.SslAutoConfiguration;
import org.springframework.boot.http.client.HttpClientSettings;
import org.springframework.boot.http.client.autoconfigure.HttpClientAutoConfiguration;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;

/**
 * On Boot 4 with {@code spring-boot-http-client}, Boot builds an {@code HttpClientSettings} bean
 * from {@code spring.http.clients.*}; the client takes its values from that bean, so an
 * application's own bean replaces the properties for the SDK as it does for Boot's clients.
 */
class BootHttpClientSettingsTest {
  private final List<String> seen = new ArrayList<>();

  private ApplicationContextRunner runner() {
    CommerceClientCustomizer spy = builder -> seen.add(builder.toString());
    return new ApplicationContextRunner()
        .withConfiguration(
            AutoConfigurations.of(
                SslAutoConfiguration.class,
                HttpClientAutoConfiguration.class,
                CommerceAutoConfiguration.class))
        .withBean(CommerceClientCustomizer.class, () -> spy)
        .withPropertyValues(
            "commerce.base-url=https://api.example.com/v1",
            "commerce.api-key=sk_test_settings",
            "spring.http.clients.connect-timeout=3s",
            "spring.http.clients.read-timeout=7s");
  }

  @Test
  void bootsSettingsBeanGivesTheTimeouts() {
    runner()
        .run(
            context -> {
              assertThat(context).hasSingleBean(HttpClientSettings.class);
              assertThat(seen)
                  .singleElement()
                  .asString()
                  .contains("connectTimeout=PT3S", "attemptTimeout=PT7S");
            });
  }

  @Test
  void anApplicationsOwnSettingsBeanWinsOverTheProperties() {
    runner()
        .withBean(
            HttpClientSettings.class,
            () -> HttpClientSettings.defaults().withConnectTimeout(Duration.ofSeconds(5)))
        .run(
            context -> assertThat(seen).singleElement().asString().contains("connectTimeout=PT5S"));
  }
}
