package com.workspacecommerce.sdk.spring;

import static org.assertj.core.api.Assertions.assertThat;

import com.workspacecommerce.sdk.ApiKeySource;
import com.workspacecommerce.sdk.AsyncCommerceClient;
import com.workspacecommerce.sdk.CallListener;
import com.workspacecommerce.sdk.CommerceClient;
import com.workspacecommerce.sdk.RequestInterceptor;
import com.workspacecommerce.sdk.errors.InternalServerException;
import com.workspacecommerce.sdk.testing.CommerceSandbox;
import com.workspacecommerce.sdk.testing.CommerceSandboxTest;
import com.workspacecommerce.sdk.testing.Fault;
import com.workspacecommerce.sdk.testing.RecordedRequest;
import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.diagnostics.FailureAnalysis;
import org.springframework.boot.env.YamlPropertySourceLoader;
import org.springframework.boot.test.context.FilteredClassLoader;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.core.annotation.Order;
import org.springframework.core.io.ByteArrayResource;
import org.springframework.util.unit.DataSize;

/** The auto-configuration against a real sandbox: binding, backing off, customizers, failures. */
@CommerceSandboxTest(catalogSize = 3)
class CommerceAutoConfigurationTest {
  private final CommerceSandbox sandbox;

  private final ApplicationContextRunner runner;

  /** One sandbox per class, reset before each test by the test kit's extension. */
  CommerceAutoConfigurationTest(CommerceSandbox sandbox) {
    this.sandbox = sandbox;
    runner =
        new ApplicationContextRunner()
            .withConfiguration(AutoConfigurations.of(CommerceAutoConfiguration.class))
            .withPropertyValues(
                "commerce.base-url=" + sandbox.baseUrl(), "commerce.api-key=" + sandbox.apiKey());
  }

  /** The workspace a client's key selects, as the sandbox's journal names it. */
  private String workspaceOf(CommerceClient client) {
    client.products().list();
    return sandbox.journal().last("GET /products").workspace();
  }

  @Test
  void buildsAWorkingClientAndItsAsyncTwinFromTwoProperties() {
    runner.run(
        context -> {
          CommerceClient client = context.getBean(CommerceClient.class);
          assertThat(client.products().list().total()).isEqualTo(3);
          assertThat(context.getBean(AsyncCommerceClient.class).sync()).isSameAs(client);
          RecordedRequest r = sandbox.journal().last("GET /products");
          assertThat(r.workspace()).isEqualTo(workspaceOf(sandbox.client()));
        });
  }

  @Test
  void anApiKeySourceBeanReplacesTheKeyPropertyAndRotatesWithoutARestart() {
    AtomicReference<String> key = new AtomicReference<>(sandbox.apiKey());
    new ApplicationContextRunner()
        .withConfiguration(AutoConfigurations.of(CommerceAutoConfiguration.class))
        .withPropertyValues("commerce.base-url=" + sandbox.baseUrl()) // no commerce.api-key
        .withBean(ApiKeySource.class, () -> key::get)
        .run(
            context -> {
              CommerceClient client = context.getBean(CommerceClient.class);
              assertThat(client.products().list().total()).isEqualTo(3);
              String next = sandbox.issueApiKey(sandbox.apiKey());
              key.set(next);
              sandbox.revokeApiKey(sandbox.apiKey());
              assertThat(client.products().list().total()).isEqualTo(3);
              assertThat(sandbox.journal().last("GET /products").header("Authorization"))
                  .doesNotContain(sandbox.apiKey());
            });
  }

  @Test
  void relaxedNamesDurationsAndSizesBindAndReachTheClient() {
    runner
        .withPropertyValues(
            "commerce.max-retries=1",
            "commerce.attemptTimeout=7s",
            "commerce.connect-timeout=2500ms",
            "commerce.max-response-bytes=2MB",
            "commerce.max-concurrent-requests=8",
            "commerce.app-info.name=order-tool",
            "commerce.app-info.version=2.3.1",
            "commerce.default-headers.X-Tenant=acme",
            "commerce.log-level=none")
        .withInitializer(
            context ->
                context
                    .getEnvironment()
                    .getPropertySources()
                    .addLast(
                        new org.springframework.core.env.SystemEnvironmentPropertySource(
                            "systemEnvironment",
                            java.util.Map.<String, Object>of("COMMERCE_TOTAL_TIMEOUT", "1m"))))
        .run(
            context -> {
              CommerceProperties p = context.getBean(CommerceProperties.class);
              assertThat(p.getMaxRetries()).isEqualTo(1);
              assertThat(p.getAttemptTimeout()).isEqualTo(Duration.ofSeconds(7));
              assertThat(p.getTotalTimeout()).isEqualTo(Duration.ofMinutes(1));
              assertThat(p.getConnectTimeout()).isEqualTo(Duration.ofMillis(2500));
              assertThat(p.getMaxResponseBytes()).isEqualTo(DataSize.ofMegabytes(2));
              assertThat(p.getMaxConcurrentRequests()).isEqualTo(8);
              CommerceClient client = context.getBean(CommerceClient.class);
              // maxRetries=1: one 503 is retried, two are not.
              sandbox.inject(Fault.status(503).times(1));
              client.products().list();
              sandbox.inject(Fault.status(503).times(2));
              assertThat(
                      org.assertj.core.api.Assertions.catchThrowable(
                          () -> client.products().list()))
                  .isInstanceOf(InternalServerException.class);
              RecordedRequest last = sandbox.journal().last("GET /products");
              assertThat(last.header("User-Agent")).endsWith(" order-tool/2.3.1");
              assertThat(last.header("X-Tenant")).isEqualTo("acme");
              assertThat(sandbox.journal().matching("GET /products")).hasSize(4);
            });
  }

  @Test
  void yamlBindsToo() {
    String yaml =
        "commerce:\n"
            + "  base-url: "
            + sandbox.baseUrl()
            + "\n"
            + "  api-key: "
            + sandbox.apiKey()
            + "\n"
            + "  attempt-timeout: 3s\n"
            + "  max-response-bytes: 512KB\n"
            + "  default-headers:\n"
            + "    X-Team: billing\n";
    new ApplicationContextRunner()
        .withConfiguration(AutoConfigurations.of(CommerceAutoConfiguration.class))
        .withInitializer(
            context -> {
              try {
                new YamlPropertySourceLoader()
                    .load("application.yml", new ByteArrayResource(yaml.getBytes()))
                    .forEach(s -> context.getEnvironment().getPropertySources().addFirst(s));
              } catch (IOException e) {
                throw new IllegalStateException(e);
              }
            })
        .run(
            context -> {
              CommerceProperties p = context.getBean(CommerceProperties.class);
              assertThat(p.getAttemptTimeout()).isEqualTo(Duration.ofSeconds(3));
              assertThat(p.getMaxResponseBytes()).isEqualTo(DataSize.ofKilobytes(512));
              context.getBean(CommerceClient.class).products().list();
              assertThat(sandbox.journal().last("GET /products").header("X-Team"))
                  .isEqualTo("billing");
            });
  }

  @Test
  void aUserClientWinsAndIsLeftAlone() {
    runner
        .withBean(
            "myClient",
            CommerceClient.class,
            () ->
                CommerceClient.builder()
                    .baseUrl(sandbox.baseUrl())
                    .apiKey(sandbox.otherApiKey())
                    .build())
        .run(
            context -> {
              assertThat(context).hasSingleBean(CommerceClient.class);
              context.getBean(CommerceClient.class).products().list();
              String used = sandbox.journal().last("GET /products").workspace();
              assertThat(used).isNotNull().isNotEqualTo(workspaceOf(sandbox.client()));
            });
  }

  @Order(2)
  static final class Second implements CommerceClientCustomizer {
    @Override
    public void customize(CommerceClient.Builder builder) {
      builder.defaultHeader("X-Order", "second");
    }
  }

  @Order(1)
  static final class First implements CommerceClientCustomizer {
    @Override
    public void customize(CommerceClient.Builder builder) {
      builder.defaultHeader("X-Order", "first").defaultHeader("X-First", "yes");
    }
  }

  @Test
  void customizersRunInOrderAfterTheProperties() {
    runner
        .withPropertyValues("commerce.default-headers.X-Order=property")
        .withBean(Second.class)
        .withBean(First.class)
        .run(
            context -> {
              context.getBean(CommerceClient.class).products().list();
              RecordedRequest r = sandbox.journal().last("GET /products");
              assertThat(r.header("X-Order")).isEqualTo("second");
              assertThat(r.header("X-First")).isEqualTo("yes");
            });
  }

  @Test
  void listenerAndInterceptorBeansAreAddedInOrderAndACustomizerAddsMore() {
    List<String> heard = new ArrayList<>();
    runner
        .withBean(
            "one",
            CallListener.class,
            () ->
                new CallListener() {
                  @Override
                  public void onCallEnd(Call call, CallEnd end) {
                    heard.add("one " + call.operation());
                  }
                })
        .withBean(
            "two",
            CallListener.class,
            () ->
                new CallListener() {
                  @Override
                  public void onCallEnd(Call call, CallEnd end) {
                    heard.add("two " + end.statusCode());
                  }
                })
        .withBean(RequestInterceptor.class, () -> r -> r.setHeader("X-Intercepted", "1"))
        .withBean(
            CommerceClientCustomizer.class,
            () ->
                b ->
                    b.addListener(
                        new CallListener() {
                          @Override
                          public void onCallEnd(Call call, CallEnd end) {
                            heard.add("customizer's");
                          }
                        }))
        .run(
            context -> {
              context.getBean(CommerceClient.class).products().list();
              assertThat(heard)
                  .as("a customizer's addListener keeps the beans'")
                  .containsExactly("one products.list", "two 200", "customizer's");
              assertThat(sandbox.journal().last("GET /products").header("X-Intercepted"))
                  .isEqualTo("1");
            });
  }

  @Test
  void theClientIsClosedWithTheContext() {
    CommerceClient[] client = new CommerceClient[1];
    runner.run(context -> client[0] = context.getBean(CommerceClient.class));
    assertThat(org.assertj.core.api.Assertions.catchThrowable(() -> client[0].products().list()))
        .isInstanceOf(IllegalStateException.class)
        .hasMessageContaining("closed");
  }

  @Test
  void aMissingBaseUrlOrKeyFailsStartUpNamingTheProperty() {
    new ApplicationContextRunner()
        .withConfiguration(AutoConfigurations.of(CommerceAutoConfiguration.class))
        .withPropertyValues("commerce.api-key=" + sandbox.apiKey())
        .run(
            context -> {
              assertThat(context).hasFailed();
              FailureAnalysis analysis =
                  new CommerceFailureAnalyzer().analyze(context.getStartupFailure());
              assertThat(analysis.getDescription()).contains("'commerce.base-url' is not set");
              assertThat(analysis.getAction()).contains("COMMERCE_BASE_URL");
              assertThat(analysis.getDescription() + analysis.getAction())
                  .doesNotContain(sandbox.apiKey());
            });
    new ApplicationContextRunner()
        .withConfiguration(AutoConfigurations.of(CommerceAutoConfiguration.class))
        .withPropertyValues("commerce.base-url=" + sandbox.baseUrl(), "commerce.api-key= ")
        .run(
            context -> {
              FailureAnalysis analysis =
                  new CommerceFailureAnalyzer().analyze(context.getStartupFailure());
              assertThat(analysis.getDescription()).contains("'commerce.api-key' is not set");
              assertThat(analysis.getAction()).contains("COMMERCE_API_KEY");
            });
  }

  @Test
  void theKeyNeverShowsInThePropertiesToString() {
    runner.run(
        context ->
            assertThat(context.getBean(CommerceProperties.class).toString())
                .doesNotContain(sandbox.apiKey())
                .contains("****"));
  }

  @Test
  void startsWithoutMicrometerOrActuatorOnTheClassPath() {
    runner
        .withClassLoader(
            new FilteredClassLoader(
                "io.micrometer",
                "org.springframework.boot.actuate",
                "org.springframework.boot.health"))
        .withConfiguration(
            AutoConfigurations.of(
                CommerceActuatorAutoConfiguration.class, CommerceHealthAutoConfiguration.class))
        .withPropertyValues("management.health.commerce.enabled=true")
        .run(
            context -> {
              assertThat(context).hasNotFailed();
              assertThat(context.getBean(CommerceClient.class).products().list().total())
                  .isEqualTo(3);
              assertThat(context).doesNotHaveBean(CommerceObservationListener.class);
              assertThat(context).doesNotHaveBean("commerceHealthIndicator");
            });
  }
}
