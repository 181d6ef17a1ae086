package com.workspacecommerce.sdk.spring;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.autoconfigure.ssl.SslAutoConfiguration;
import org.springframework.boot.diagnostics.FailureAnalysis;
import org.springframework.boot.diagnostics.FailureAnalyzer;
import org.springframework.boot.http.client.autoconfigure.HttpClientAutoConfiguration;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.core.io.support.SpringFactoriesLoader;
import org.springframework.mock.env.MockEnvironment;

/**
 * On Boot 4, an unknown {@code spring.http.clients.ssl.bundle} fails in Boot's own settings bean,
 * before the client is built; the start-up report still names the property and the bundles.
 */
class HttpClientSslBundleFailureTest {
  private static final String[] PROPERTIES = {
    "commerce.base-url=https://api.example.com/v1",
    "commerce.api-key=sk_test_never_shown_77a1",
    "spring.ssl.bundle.jks.commerce.protocol=TLS",
    "spring.http.clients.ssl.bundle=comerce"
  };

  @Test
  void bootFindsTheAnalyzer() {
    assertThat(
            SpringFactoriesLoader.loadFactoryNames(
                FailureAnalyzer.class, getClass().getClassLoader()))
        .contains(HttpClientSslBundleFailureAnalyzer.class.getName());
  }

  @Test
  void anUnknownBundleInBootsPropertyIsReportedNamingItAndTheBundles() {
    MockEnvironment environment = new MockEnvironment();
    for (String p : PROPERTIES) {
      environment.setProperty(p.substring(0, p.indexOf('=')), p.substring(p.indexOf('=') + 1));
    }
    new ApplicationContextRunner()
        .withConfiguration(
            AutoConfigurations.of(
                SslAutoConfiguration.class,
                HttpClientAutoConfiguration.class,
                CommerceAutoConfiguration.class))
        .withPropertyValues(PROPERTIES)
        .run(
            context -> {
              assertThat(context).hasFailed();
              FailureAnalysis analysis =
                  new HttpClientSslBundleFailureAnalyzer(environment)
                      .analyze(context.getStartupFailure());
              assertThat(analysis).isNotNull();
              assertThat(analysis.getDescription())
                  .contains("'spring.http.clients.ssl.bundle'", "'comerce'", "commerce")
                  .doesNotContain("sk_test_never_shown_77a1");
            });
  }

  @Test
  void aMissingBundleNamedElsewhereIsLeftToBoot() {
    MockEnvironment environment = new MockEnvironment();
    environment.setProperty("server.ssl.bundle", "comerce");
    new ApplicationContextRunner()
        .withConfiguration(
            AutoConfigurations.of(
                SslAutoConfiguration.class,
                HttpClientAutoConfiguration.class,
                CommerceAutoConfiguration.class))
        .withPropertyValues(PROPERTIES)
        .run(
            context ->
                assertThat(
                        new HttpClientSslBundleFailureAnalyzer(environment)
                            .analyze(context.getStartupFailure()))
                    .isNull());
  }
}
