package com.workspacecommerce.sdk.spring;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import brave.handler.MutableSpan;
import brave.handler.SpanHandler;
import com.workspacecommerce.sdk.AsyncCommerceClient;
import com.workspacecommerce.sdk.CommerceClient;
import com.workspacecommerce.sdk.errors.NotFoundException;
import com.workspacecommerce.sdk.testing.CommerceSandbox;
import com.workspacecommerce.sdk.testing.CommerceSandboxTest;
import com.workspacecommerce.sdk.testing.Fault;
import com.workspacecommerce.sdk.testing.RecordedRequest;
import io.micrometer.core.instrument.Meter;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Tag;
import io.micrometer.core.instrument.Timer;
import io.micrometer.tracing.Span;
import io.micrometer.tracing.Tracer;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.springframework.boot.actuate.info.Info;
import org.springframework.boot.actuate.info.InfoContributor;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;

/**
 * With Micrometer and Micrometer Tracing as a Boot application configures them: one timer per call
 * with low-cardinality tags, a client span per call whose W3C {@code traceparent} reaches the
 * server on every attempt, and the actuator contributions.
 */
@CommerceSandboxTest(catalogSize = 3)
class CommerceObservationTest {
  private static final String TRACEPARENT = "00-([0-9a-f]{32})-([0-9a-f]{16})-01";

  private final CommerceSandbox sandbox;

  private final ApplicationContextRunner runner;

  /** One sandbox per class, reset before each test by the test kit's extension. */
  CommerceObservationTest(CommerceSandbox sandbox) {
    this.sandbox = sandbox;
    runner =
        new ApplicationContextRunner()
            .withConfiguration(BootLine.observability())
            .withConfiguration(
                AutoConfigurations.of(
                    CommerceAutoConfiguration.class,
                    CommerceActuatorAutoConfiguration.class,
                    CommerceHealthAutoConfiguration.class))
            .withPropertyValues(
                "commerce.base-url=" + sandbox.baseUrl(),
                "commerce.api-key=" + sandbox.apiKey(),
                "commerce.max-retries=2",
                "management.tracing.sampling.probability=1.0");
  }

  @Test
  void eachCallIsOneTimerWithLowCardinalityTagsOnly() {
    runner.run(
        context -> {
          CommerceClient client = context.getBean(CommerceClient.class);
          String id = client.products().list().items().get(0).id();
          client.products().get(id);
          String missing = "00000000-0000-4000-8000-000000000000";
          assertThat(catchThrowable(() -> client.products().get(missing)))
              .isInstanceOf(NotFoundException.class);
          MeterRegistry meters = context.getBean(MeterRegistry.class);

          Timer list =
              meters
                  .get(CommerceObservationListener.NAME)
                  .tags("operation", "products.list", "outcome", "SUCCESS", "status", "200")
                  .tag("attempts", "1")
                  .timer();
          assertThat(list.count()).isEqualTo(1);
          Timer notFound =
              meters
                  .get(CommerceObservationListener.NAME)
                  .tags("operation", "products.get", "outcome", "CLIENT_ERROR", "status", "404")
                  .tag("error", "NotFoundException")
                  .timer();
          assertThat(notFound.count()).isEqualTo(1);

          java.util.Collection<Meter> all = meters.find(CommerceObservationListener.NAME).meters();
          Set<String> values =
              all.stream()
                  .flatMap(m -> m.getId().getTags().stream())
                  .map(Tag::getValue)
                  .collect(Collectors.toSet());
          assertThat(values)
              .as("no ids, URLs with ids or key among the tag values")
              .noneMatch(v -> v.contains(id) || v.contains(missing))
              .noneMatch(v -> v.contains(sandbox.apiKey()));
          assertThat(all)
              .allSatisfy(
                  m ->
                      assertThat(m.getId().getTags())
                          .extracting(Tag::getKey)
                          .as("method and uri follow from the operation: span only")
                          .containsExactlyInAnyOrder(
                              "operation", "outcome", "status", "attempts", "error"));
        });
  }

  @Test
  void theClientSpanIsNamedForTheOperationAndCarriesMethodAndPathTemplate() {
    FinishedSpans finished = new FinishedSpans();
    runner
        .withBean(SpanHandler.class, () -> finished)
        .run(
            context -> {
              CommerceClient client = context.getBean(CommerceClient.class);
              String id = client.products().list().items().get(0).id();
              client.products().get(id);
              MutableSpan get = finished.named("products.get");
              assertThat(get.kind()).isEqualTo(brave.Span.Kind.CLIENT);
              assertThat(get.tags())
                  .containsEntry("method", "GET")
                  .containsEntry("uri", "/products/{id}")
                  .containsEntry("outcome", "SUCCESS")
                  .containsEntry("status", "200");
              assertThat(get.tags().values())
                  .noneMatch(v -> v.contains(id) || v.contains(sandbox.apiKey()));
            });
  }

  @Test
  void aRetriedCallIsStillOneTimerThatCountsItsAttempts() {
    runner.run(
        context -> {
          sandbox.inject(Fault.status(503).times(1));
          context.getBean(CommerceClient.class).products().list();
          Timer t =
              context
                  .getBean(MeterRegistry.class)
                  .get(CommerceObservationListener.NAME)
                  .tags("operation", "products.list", "attempts", "2", "outcome", "SUCCESS")
                  .timer();
          assertThat(t.count()).isEqualTo(1);
        });
  }

  @Test
  void everyAttemptCarriesTheTraceparentOfAClientSpanUnderTheCurrentOne() {
    runner.run(
        context -> {
          Tracer tracer = context.getBean(Tracer.class);
          CommerceClient client = context.getBean(CommerceClient.class);
          sandbox.inject(Fault.status(503).times(1));
          Span incoming = tracer.nextSpan().name("incoming request").start();
          try (Tracer.SpanInScope scope = tracer.withSpan(incoming)) {
            client.products().list();
          } finally {
            incoming.end();
          }
          List<RecordedRequest> attempts = sandbox.journal().matching("GET /products");
          assertThat(attempts).hasSize(2);
          String first = attempts.get(0).header("traceparent");
          assertThat(first).matches(TRACEPARENT);
          assertThat(first.substring(3, 35))
              .as("same trace as the incoming request")
              .isEqualTo(incoming.context().traceId());
          assertThat(first.substring(36, 52))
              .as("a child span of its own")
              .isNotEqualTo(incoming.context().spanId());
          assertThat(attempts.get(1).header("traceparent")).isEqualTo(first);
        });
  }

  @Test
  void anAsyncCallCarriesTheTraceToo() {
    runner.run(
        context -> {
          Tracer tracer = context.getBean(Tracer.class);
          Span incoming = tracer.nextSpan().name("incoming request").start();
          try (Tracer.SpanInScope scope = tracer.withSpan(incoming)) {
            context.getBean(AsyncCommerceClient.class).products().list().get(5, TimeUnit.SECONDS);
          } finally {
            incoming.end();
          }
          String header = sandbox.journal().last("GET /products").header("traceparent");
          assertThat(header).matches(TRACEPARENT);
          assertThat(header.substring(3, 35)).isEqualTo(incoming.context().traceId());
        });
  }

  @Test
  void theKeyNeverShowsOnTheEnvOrConfigpropsEndpointsEvenWithValuesShown() {
    runner
        .withConfiguration(
            AutoConfigurations.of(
                org.springframework.boot.actuate.autoconfigure.env
                    .EnvironmentEndpointAutoConfiguration.class,
                org.springframework.boot.actuate.autoconfigure.context.properties
                    .ConfigurationPropertiesReportEndpointAutoConfiguration.class))
        .withPropertyValues(
            "management.endpoints.web.exposure.include=env,configprops",
            "management.endpoint.env.show-values=always",
            "management.endpoint.configprops.show-values=always")
        .run(
            context -> {
              String env =
                  BootLine.toJson(
                      context
                          .getBean(org.springframework.boot.actuate.env.EnvironmentEndpoint.class)
                          .environment(null)
                          .getPropertySources());
              String props =
                  BootLine.toJson(
                      context
                          .getBean(
                              org.springframework.boot.actuate.context.properties
                                  .ConfigurationPropertiesReportEndpoint.class)
                          .configurationProperties()
                          .getContexts());
              assertThat(env).contains(sandbox.baseUrl()).doesNotContain(sandbox.apiKey());
              assertThat(props).contains("commerce").doesNotContain(sandbox.apiKey());
            });
  }

  @Test
  void infoShowsTheBaseUrlAndVersionNeverTheKeyAndHealthIsOffByDefault() {
    runner.run(
        context -> {
          Info.Builder info = new Info.Builder();
          context.getBean("commerceInfoContributor", InfoContributor.class).contribute(info);
          String shown = info.build().getDetails().toString();
          assertThat(shown).contains(sandbox.baseUrl()).contains("sdkVersion");
          assertThat(shown).doesNotContain(sandbox.apiKey());
          assertThat(context).doesNotHaveBean("commerceHealthIndicator");
        });
    runner
        .withPropertyValues("management.health.commerce.enabled=true")
        .run(
            context -> {
              Object health =
                  context.getBean("commerceHealthIndicator", BootLine.healthIndicatorType());
              assertThat(BootLine.healthStatus(health)).isEqualTo("UP");
              sandbox.inject(Fault.status(503).times(3));
              assertThat(BootLine.healthStatus(health)).isEqualTo("DOWN");
            });
  }
}
