package com.workspacecommerce.sdk.spring;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import com.workspacecommerce.sdk.CommerceClient;
import com.workspacecommerce.sdk.testing.CommerceSandbox;
import com.workspacecommerce.sdk.testing.CommerceSandboxTest;
import io.micrometer.core.instrument.MeterRegistry;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.WebApplicationType;
import org.springframework.boot.actuate.env.EnvironmentEndpoint;
import org.springframework.boot.autoconfigure.EnableAutoConfiguration;
import org.springframework.boot.test.system.CapturedOutput;
import org.springframework.boot.test.system.OutputCaptureExtension;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.context.annotation.Configuration;

/**
 * A real start-up, as an application with Actuator, Micrometer and Brave has it: every
 * auto-configuration on the class path is considered, so a type of the other Boot line that the
 * starter touched would fail here (as {@code HealthIndicator} did on Boot 4), and a missing
 * property reaches Boot's own failure report.
 */
@CommerceSandboxTest(catalogSize = 2)
@ExtendWith(OutputCaptureExtension.class)
class RealStartupTest {
  private final CommerceSandbox sandbox;

  RealStartupTest(CommerceSandbox sandbox) {
    this.sandbox = sandbox;
  }

  @Test
  void startsWithEveryContributionAndEachCallIsTimedTracedAndItsKeyMasked() {
    try (ConfigurableApplicationContext context =
        app()
            .run(
                "--commerce.base-url=" + sandbox.baseUrl(),
                "--commerce.api-key=" + sandbox.apiKey(),
                "--management.health.commerce.enabled=true",
                "--management.tracing.sampling.probability=1.0",
                "--management.endpoints.web.exposure.include=env,health",
                "--management.endpoint.env.show-values=always")) {
      CommerceClient client = context.getBean(CommerceClient.class);
      client.products().list();

      assertThat(
              context
                  .getBean(MeterRegistry.class)
                  .get(CommerceObservationListener.NAME)
                  .tag("operation", "products.list")
                  .timer()
                  .count())
          .isEqualTo(1);
      assertThat(sandbox.journal().last("GET /products").header("traceparent"))
          .matches("00-[0-9a-f]{32}-[0-9a-f]{16}-01");
      Object health = context.getBean("commerceHealthIndicator");
      assertThat(health).isInstanceOf(BootLine.healthIndicatorType());
      assertThat(BootLine.healthStatus(health)).isEqualTo("UP");
      String env =
          context
              .getBean(EnvironmentEndpoint.class)
              .environmentEntry("commerce.api-key")
              .getProperty()
              .getValue()
              .toString();
      assertThat(env).isEqualTo("******").doesNotContain(sandbox.apiKey());
    }
  }

  @Test
  void aMissingBaseUrlStopsStartUpWithBootsReportNamingIt(CapturedOutput output) {
    String key = "sk_live_never_print_this_7f2a";
    Throwable failure = catchThrowable(() -> app().run("--commerce.api-key=" + key).close());

    assertThat(failure).isNotNull();
    assertThat(output.getAll())
        .contains("APPLICATION FAILED TO START")
        .contains("commerce.base-url")
        .doesNotContain(key);
  }

  private static SpringApplication app() {
    SpringApplication app = new SpringApplication(App.class);
    app.setWebApplicationType(WebApplicationType.NONE);
    app.setMainApplicationClass(App.class);
    return app;
  }

  /** An application with nothing of its own: what it gets is all auto-configured. */
  @Configuration(proxyBeanMethods = false)
  @EnableAutoConfiguration
  static class App {}
}
