package com.workspacecommerce.sdk.spring;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import brave.handler.MutableSpan;
import brave.handler.SpanHandler;
import com.workspacecommerce.sdk.CommerceClient;
import com.workspacecommerce.sdk.errors.NotFoundException;
import com.workspacecommerce.sdk.testing.CommerceSandbox;
import com.workspacecommerce.sdk.testing.CommerceSandboxTest;
import com.workspacecommerce.sdk.testing.Fault;
import io.micrometer.common.KeyValues;
import io.micrometer.core.instrument.Meter;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Tag;
import io.micrometer.core.instrument.Timer;
import java.net.URI;
import org.junit.jupiter.api.Test;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;

/**
 * {@code commerce.observations.convention=opentelemetry}: OpenTelemetry's HTTP client names on the
 * timer and the span, and an application's own convention bean in place of the starter's.
 */
@CommerceSandboxTest(catalogSize = 3)
class OpenTelemetryConventionTest {
  private final CommerceSandbox sandbox;
  private final ApplicationContextRunner runner;
  private final FinishedSpans spans = new FinishedSpans();

  OpenTelemetryConventionTest(CommerceSandbox sandbox) {
    this.sandbox = sandbox;
    runner =
        new ApplicationContextRunner()
            .withConfiguration(BootLine.observability())
            .withConfiguration(AutoConfigurations.of(CommerceAutoConfiguration.class))
            .withBean(SpanHandler.class, () -> spans)
            .withPropertyValues(
                "commerce.base-url=" + sandbox.baseUrl(),
                "commerce.api-key=" + sandbox.apiKey(),
                "commerce.max-retries=2",
                "management.tracing.sampling.probability=1.0",
                "commerce.observations.convention=opentelemetry");
  }

  @Test
  void theTimerIsHttpClientRequestDurationWithLowCardinalityAttributesOnly() {
    URI base = URI.create(sandbox.baseUrl());
    runner.run(
        context -> {
          assertThat(context.getBean(CommerceObservationConvention.class))
              .isInstanceOf(OpenTelemetryCommerceObservationConvention.class);
          CommerceClient client = context.getBean(CommerceClient.class);
          String id = client.products().list().items().get(0).id();
          client.products().get(id);
          String missing = "00000000-0000-4000-8000-000000000000";
          assertThat(catchThrowable(() -> client.products().get(missing)))
              .isInstanceOf(NotFoundException.class);

          MeterRegistry meters = context.getBean(MeterRegistry.class);
          assertThat(meters.find(CommerceObservationListener.NAME).meters()).isEmpty();
          Timer ok =
              meters
                  .get("http.client.request.duration")
                  .tags(
                      "http.request.method", "GET",
                      "server.address", base.getHost(),
                      "server.port", Integer.toString(base.getPort()),
                      "url.template", "/products/{id}",
                      "http.response.status_code", "200")
                  .timer();
          assertThat(ok.count()).isEqualTo(1);
          assertThat(ok.getId().getTag("error.type")).isNull();
          Timer notFound =
              meters
                  .get("http.client.request.duration")
                  .tags("url.template", "/products/{id}", "http.response.status_code", "404")
                  .timer();
          assertThat(notFound.getId().getTag("error.type")).isEqualTo("404");
          assertThat(meters.get("http.client.request.duration").tag("url.template", "/products"))
              .isNotNull();
          for (Meter m : meters.find("http.client.request.duration").meters()) {
            assertThat(m.getId().getTags())
                .extracting(Tag::getValue)
                .as("never an id or the key")
                .noneMatch(v -> v.contains(id) || v.contains(missing))
                .noneMatch(v -> v.contains(sandbox.apiKey()));
            assertThat(m.getId().getTags())
                .extracting(Tag::getKey)
                .as("resend_count is for the span only")
                .doesNotContain("http.request.resend_count");
          }
        });
  }

  @Test
  void theSpanIsNamedMethodAndTemplateAndARetriedCallCountsItsResends() {
    runner.run(
        context -> {
          sandbox.inject(Fault.status(503).times(2));
          context.getBean(CommerceClient.class).products().list();
          MutableSpan span = spans.named("GET /products");
          assertThat(span.kind()).isEqualTo(brave.Span.Kind.CLIENT);
          assertThat(span.tags())
              .containsEntry("http.request.method", "GET")
              .containsEntry("url.template", "/products")
              .containsEntry("http.response.status_code", "200")
              .containsEntry("http.request.resend_count", "2")
              .doesNotContainKey("error.type");
          assertThat(sandbox.journal().matching("GET /products"))
              .hasSize(3)
              .allSatisfy(r -> assertThat(r.header("traceparent")).isNotNull());
        });
  }

  @Test
  void aCallWithoutARetryHasNoResendCount() {
    runner.run(
        context -> {
          context.getBean(CommerceClient.class).products().list();
          MutableSpan span = spans.named("GET /products");
          assertThat(span.tags()).doesNotContainKey("http.request.resend_count");
        });
  }

  @Test
  void aConventionBeanOfTheApplicationsReplacesTheStartersAndItsProperty() {
    CommerceObservationConvention own =
        new DefaultCommerceObservationConvention() {
          @Override
          public String getName() {
            return "shop.commerce.calls";
          }

          @Override
          public KeyValues getLowCardinalityKeyValues(CommerceObservationContext context) {
            return KeyValues.of("op", context.getCall().operation());
          }
        };
    runner
        .withBean(CommerceObservationConvention.class, () -> own)
        .run(
            context -> {
              context.getBean(CommerceClient.class).products().list();
              MeterRegistry meters = context.getBean(MeterRegistry.class);
              assertThat(
                      meters.get("shop.commerce.calls").tag("op", "products.list").timer().count())
                  .isEqualTo(1);
              assertThat(meters.find("http.client.request.duration").meters()).isEmpty();
            });
  }

  @Test
  void theDefaultConventionIsKeptWhenThePropertyIsNotSet() {
    new ApplicationContextRunner()
        .withConfiguration(BootLine.observability())
        .withConfiguration(AutoConfigurations.of(CommerceAutoConfiguration.class))
        .withPropertyValues(
            "commerce.base-url=" + sandbox.baseUrl(), "commerce.api-key=" + sandbox.apiKey())
        .run(
            context -> {
              assertThat(context.getBean(CommerceObservationConvention.class))
                  .isExactlyInstanceOf(DefaultCommerceObservationConvention.class);
              context.getBean(CommerceClient.class).products().list();
              assertThat(
                      context
                          .getBean(MeterRegistry.class)
                          .get(CommerceObservationListener.NAME)
                          .timer()
                          .count())
                  .isEqualTo(1);
            });
  }
}
