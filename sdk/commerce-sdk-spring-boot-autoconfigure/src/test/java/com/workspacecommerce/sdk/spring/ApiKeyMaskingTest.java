package com.workspacecommerce.sdk.spring;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.springframework.boot.actuate.autoconfigure.context.properties.ConfigurationPropertiesReportEndpointAutoConfiguration;
import org.springframework.boot.actuate.autoconfigure.env.EnvironmentEndpointAutoConfiguration;
import org.springframework.boot.actuate.context.properties.ConfigurationPropertiesReportEndpoint;
import org.springframework.boot.actuate.endpoint.SanitizingFunction;
import org.springframework.boot.actuate.env.EnvironmentEndpoint;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.context.ApplicationContext;

/**
 * Where Boot shows configuration (the env and configprops endpoints), the key is masked: by Boot's
 * own default, which shows no value at all, and by the starter's sanitizer when an application
 * turns values on, since Boot 3 no longer masks by name. No call is made, so no sandbox.
 */
class ApiKeyMaskingTest {
  private static final String KEY = "sk_test_masked_7d2e";
  private static final String BASE_URL = "http://127.0.0.1:9/v1";
  private static final String PROXY_USER = "svc-proxy-user-5b1e";
  private static final String PROXY_PASSWORD = "proxy-pw-masked-c20a";

  private final ApplicationContextRunner runner =
      new ApplicationContextRunner()
          .withConfiguration(
              AutoConfigurations.of(
                  CommerceAutoConfiguration.class,
                  CommerceActuatorAutoConfiguration.class,
                  EnvironmentEndpointAutoConfiguration.class,
                  ConfigurationPropertiesReportEndpointAutoConfiguration.class))
          .withPropertyValues(
              "commerce.base-url=" + BASE_URL,
              "commerce.api-key=" + KEY,
              "commerce.proxy.host=proxy.example.com",
              "commerce.proxy.port=3128",
              "commerce.proxy.username=" + PROXY_USER,
              "commerce.proxy.password=" + PROXY_PASSWORD,
              "management.endpoints.web.exposure.include=env,configprops");

  private static String shown(ApplicationContext context) throws Exception {
    return BootLine.toJson(
            context.getBean(EnvironmentEndpoint.class).environment(null).getPropertySources())
        + BootLine.toJson(
            context
                .getBean(ConfigurationPropertiesReportEndpoint.class)
                .configurationProperties()
                .getContexts());
  }

  @Test
  void bootsDefaultShowsNoValuesSoNotTheKey() {
    runner.run(
        context -> {
          assertThat(context).hasNotFailed();
          String shown = shown(context);
          assertThat(shown)
              .contains("commerce")
              .doesNotContain(KEY)
              .doesNotContain(PROXY_USER)
              .doesNotContain(PROXY_PASSWORD);
        });
  }

  @Test
  void withValuesShownOnlyTheKeyAndTheProxyCredentialsAreMasked() {
    runner
        .withPropertyValues(
            "management.endpoint.env.show-values=always",
            "management.endpoint.configprops.show-values=always",
            "other.service.apiKey=" + KEY + "-other",
            "OTHER_PROXY_PASSWORD=" + PROXY_PASSWORD + "-other")
        .run(
            context -> {
              String shown = shown(context);
              assertThat(shown)
                  .contains(BASE_URL)
                  .contains("proxy.example.com")
                  .doesNotContain(KEY)
                  .doesNotContain(PROXY_USER)
                  .doesNotContain(PROXY_PASSWORD);
            });
  }

  @Test
  void withoutTheStartersSanitizerBootWouldShowIt() {
    // The sanitizer backs off for a bean of its name; an identity one shows what Boot alone does.
    runner
        .withPropertyValues(
            "management.endpoint.env.show-values=always",
            "management.endpoint.configprops.show-values=always")
        .withBean("commerceApiKeySanitizer", SanitizingFunction.class, () -> data -> data)
        .withBean("commerceProxyCredentialsSanitizer", SanitizingFunction.class, () -> data -> data)
        .run(
            context ->
                assertThat(shown(context))
                    .contains(KEY)
                    .contains(PROXY_USER)
                    .contains(PROXY_PASSWORD));
  }

  @Test
  void theSanitizerMatchesTheKeyInEveryRelaxedForm() {
    assertThat(CommerceActuatorAutoConfiguration.isApiKey("commerce.api-key")).isTrue();
    assertThat(CommerceActuatorAutoConfiguration.isApiKey("commerce.apiKey")).isTrue();
    assertThat(CommerceActuatorAutoConfiguration.isApiKey("COMMERCE_API_KEY")).isTrue();
    assertThat(CommerceActuatorAutoConfiguration.isApiKey("commerce.base-url")).isFalse();
    assertThat(CommerceActuatorAutoConfiguration.isApiKey(null)).isFalse();
  }

  @Test
  void theProxySanitizerMatchesTheCredentialsInEveryRelaxedForm() {
    assertThat(CommerceActuatorAutoConfiguration.isProxyCredential("commerce.proxy.password"))
        .isTrue();
    assertThat(CommerceActuatorAutoConfiguration.isProxyCredential("commerce.proxy.username"))
        .isTrue();
    assertThat(CommerceActuatorAutoConfiguration.isProxyCredential("commerce.proxy.userName"))
        .isTrue();
    assertThat(CommerceActuatorAutoConfiguration.isProxyCredential("COMMERCE_PROXY_PASSWORD"))
        .isTrue();
    assertThat(CommerceActuatorAutoConfiguration.isProxyCredential("commerce.proxy.host"))
        .isFalse();
    assertThat(CommerceActuatorAutoConfiguration.isProxyCredential("commerce.proxy.port"))
        .isFalse();
    assertThat(CommerceActuatorAutoConfiguration.isProxyCredential(null)).isFalse();
  }
}
