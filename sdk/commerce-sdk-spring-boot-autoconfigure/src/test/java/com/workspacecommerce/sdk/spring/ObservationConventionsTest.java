package com.workspacecommerce.sdk.spring;

import static org.assertj.core.api.Assertions.assertThat;

import com.workspacecommerce.sdk.CallListener;
import com.workspacecommerce.sdk.errors.CommerceTimeoutException;
import com.workspacecommerce.sdk.errors.NotFoundException;
import com.workspacecommerce.sdk.errors.UnexpectedStatusException;
import io.micrometer.common.KeyValue;
import io.micrometer.common.KeyValues;
import io.micrometer.observation.Observation;
import java.net.URI;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.stream.StreamSupport;
import org.junit.jupiter.api.Test;

/** The two conventions' names and tags, from a context filled by hand: no server, no Boot. */
class ObservationConventionsTest {
  private static final CallListener.Call GET =
      new CallListener.Call("products.get", "GET", "/products/{id}");

  private final OpenTelemetryCommerceObservationConvention otel =
      new OpenTelemetryCommerceObservationConvention();
  private final DefaultCommerceObservationConvention commerce =
      new DefaultCommerceObservationConvention();

  @Test
  void aTimeoutIsAnErrorTypeOfItsClassNameWithNoStatusCode() {
    CommerceObservationContext context = new CommerceObservationContext(GET);
    context.attemptSent(URI.create("https://api.example.com/v1/products/abc"));
    context.ended(
        new CallListener.CallEnd(
            3, Duration.ofSeconds(1), 0, null, new CommerceTimeoutException("timed out", null, 3)));

    Map<String, String> low = map(otel.getLowCardinalityKeyValues(context));
    assertThat(low)
        .containsEntry("http.request.method", "GET")
        .containsEntry("server.address", "api.example.com")
        .containsEntry("server.port", "443")
        .containsEntry("url.template", "/products/{id}")
        .containsEntry("error.type", CommerceTimeoutException.class.getName())
        .doesNotContainKey("http.response.status_code");
    assertThat(map(otel.getHighCardinalityKeyValues(context)))
        .containsExactly(Map.entry("http.request.resend_count", "2"));
    assertThat(otel.getContextualName(context)).isEqualTo("GET /products/{id}");
    assertThat(otel.getName()).isEqualTo("http.client.request.duration");
  }

  @Test
  void anHttpErrorIsAnErrorTypeOfItsStatusAndThePortIsTheUrlsOrTheSchemesDefault() {
    CommerceObservationContext context = new CommerceObservationContext(GET);
    context.attemptSent(URI.create("http://localhost:8123/v1/products/abc"));
    context.attemptSent(URI.create("http://other:9/v1/products/abc"));
    context.ended(
        new CallListener.CallEnd(
            1,
            Duration.ofMillis(5),
            404,
            "req-1",
            new NotFoundException("not found", 404, Map.of(), "", "req-1", 1)));
    Map<String, String> low = map(otel.getLowCardinalityKeyValues(context));
    assertThat(low)
        .as("the first attempt's server")
        .containsEntry("server.address", "localhost")
        .containsEntry("server.port", "8123")
        .containsEntry("http.response.status_code", "404")
        .containsEntry("error.type", "404");
    assertThat(otel.getHighCardinalityKeyValues(context)).isEmpty();

    CommerceObservationContext plain = new CommerceObservationContext(GET);
    plain.attemptSent(URI.create("http://shop.example/v1/products/abc"));
    assertThat(map(otel.getLowCardinalityKeyValues(plain))).containsEntry("server.port", "80");
  }

  @Test
  void aCallThatSentNothingHasNoServerAttributes() {
    CommerceObservationContext context = new CommerceObservationContext(GET);
    assertThat(map(otel.getLowCardinalityKeyValues(context)))
        .containsOnlyKeys("http.request.method", "url.template");
  }

  @Test
  void theDefaultConventionAlwaysHasTheSameTagKeys() {
    CommerceObservationContext running = new CommerceObservationContext(GET);
    CommerceObservationContext failed = new CommerceObservationContext(GET);
    failed.ended(
        new CallListener.CallEnd(
            2, Duration.ofMillis(5), 0, null, new CommerceTimeoutException("timed out", null, 2)));
    for (CommerceObservationContext c : List.of(running, failed)) {
      assertThat(map(commerce.getLowCardinalityKeyValues(c)))
          .containsOnlyKeys("operation", "outcome", "status", "attempts");
    }
    assertThat(map(commerce.getLowCardinalityKeyValues(failed)))
        .containsEntry("outcome", "UNKNOWN")
        .containsEntry("status", "NONE")
        .containsEntry("attempts", "2");
    assertThat(commerce.getContextualName(failed)).isEqualTo("products.get");
  }

  @Test
  void theDefaultConventionsOutcomeFollowsTheStatusClassAtEachEdge() {
    Map<Integer, String> outcomes = new java.util.LinkedHashMap<>();
    outcomes.put(304, "REDIRECTION");
    outcomes.put(399, "REDIRECTION");
    outcomes.put(400, "CLIENT_ERROR");
    outcomes.put(499, "CLIENT_ERROR");
    outcomes.put(500, "SERVER_ERROR");
    outcomes.put(599, "SERVER_ERROR");
    outcomes.forEach(
        (status, outcome) -> {
          CommerceObservationContext c = new CommerceObservationContext(GET);
          c.ended(
              new CallListener.CallEnd(
                  1,
                  Duration.ofMillis(5),
                  status,
                  null,
                  new UnexpectedStatusException(
                      "status " + status, status, Map.of(), "", null, 1)));
          assertThat(map(commerce.getLowCardinalityKeyValues(c)))
              .as("HTTP %d", status)
              .containsEntry("outcome", outcome)
              .containsEntry("status", String.valueOf(status));
        });

    CommerceObservationContext ok = new CommerceObservationContext(GET);
    ok.ended(new CallListener.CallEnd(1, Duration.ofMillis(5), 200, null, null));
    assertThat(map(commerce.getLowCardinalityKeyValues(ok))).containsEntry("outcome", "SUCCESS");

    CommerceObservationContext running = new CommerceObservationContext(GET);
    assertThat(map(commerce.getLowCardinalityKeyValues(running)))
        .containsEntry("outcome", "UNKNOWN")
        .containsEntry("status", "NONE")
        .containsEntry("attempts", "0");
  }

  @Test
  void smallNumbersAreSharedTextsAndOthersAreWrittenOut() {
    // A tag value per call: the numbers an SDK call shows (statuses, attempts) are made once.
    assertThat(Numbers.of(0)).isEqualTo("0").isSameAs(Numbers.of(0));
    assertThat(Numbers.of(599)).isEqualTo("599").isSameAs(Numbers.of(599));
    assertThat(Numbers.of(600)).isEqualTo("600");
    assertThat(Numbers.of(-1)).isEqualTo("-1");
    assertThat(Numbers.of(8123)).isEqualTo("8123");
  }

  @Test
  void bothConventionsTakeOnlyTheSdksContext() {
    assertThat(otel.supportsContext(new CommerceObservationContext(GET))).isTrue();
    assertThat(otel.supportsContext(new Observation.Context())).isFalse();
    assertThat(commerce.supportsContext(new Observation.Context())).isFalse();
  }

  private static Map<String, String> map(KeyValues values) {
    return StreamSupport.stream(values.spliterator(), false)
        .collect(Collectors.toMap(KeyValue::getKey, KeyValue::getValue));
  }
}
