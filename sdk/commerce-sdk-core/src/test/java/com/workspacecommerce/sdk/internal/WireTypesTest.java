package com.workspacecommerce.sdk.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.workspacecommerce.sdk.internal.spi.Cancellation;
import com.workspacecommerce.sdk.internal.spi.MissingFieldException;
import com.workspacecommerce.sdk.internal.spi.ProxySettings;
import com.workspacecommerce.sdk.internal.spi.TransportSettings;
import com.workspacecommerce.sdk.internal.spi.WireHeaders;
import com.workspacecommerce.sdk.internal.spi.WireRequest;
import java.net.URI;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The SDK's own wire types, which every transport and layer shares: headers (names without case,
 * order kept, the last value wins on {@code get}) and the exchange handle (one reason, the first;
 * the stop action runs exactly once, whenever it is set), and the request (its URL kept as written
 * and parsed once, when asked; no header in its text).
 */
class WireTypesTest {
  @Test
  void aRequestKeepsItsUrlAsWrittenAndParsesItOnceWhenAsked() {
    String text = "https://api.example.com/v1/products/a%2Fb?q=x%2By";
    byte[] body = {1};
    WireRequest r =
        new WireRequest("POST", text, WireHeaders.of("Authorization", "Bearer sk_secret"), body);

    assertThat(r.encodedUrl()).isSameAs(text);
    URI url = r.url();
    assertThat(url.getRawPath()).isEqualTo("/v1/products/a%2Fb");
    assertThat(url.getRawQuery()).isEqualTo("q=x%2By");
    assertThat(r.url()).isSameAs(url);
    WireRequest other = r.withHeaders(WireHeaders.EMPTY);
    assertThat(other.url()).isSameAs(url);
    assertThat(other.body()).isSameAs(body);
    assertThat(other.method()).isEqualTo("POST");
    assertThat(other.header("Authorization")).isNull();
    assertThat(r.header("authorization")).isEqualTo("Bearer sk_secret");
    // The text of a request made from a URI is the URI's, as given.
    URI given = URI.create("http://127.0.0.1:8080/v1/orders?page=2");
    assertThat(new WireRequest("GET", given, WireHeaders.EMPTY, null).encodedUrl())
        .isEqualTo("http://127.0.0.1:8080/v1/orders?page=2");
    assertThat(new WireRequest("GET", given, WireHeaders.EMPTY, null).url()).isSameAs(given);
  }

  @Test
  void requestsAreEqualByMethodUrlHeadersAndTheSameBodyAndPrintNoHeader() {
    byte[] body = {1};
    WireHeaders h = WireHeaders.of("Authorization", "Bearer sk_secret");
    WireRequest a = new WireRequest("POST", "http://h/v1/orders", h, body);
    WireRequest b = new WireRequest("POST", URI.create("http://h/v1/orders"), h, body);

    assertThat(a).isEqualTo(b).hasSameHashCodeAs(b);
    assertThat(a).isNotEqualTo(new WireRequest("POST", "http://h/v1/orders", h, new byte[] {1}));
    assertThat(a).isNotEqualTo(new WireRequest("PUT", "http://h/v1/orders", h, body));
    assertThat(a).isNotEqualTo(new WireRequest("POST", "http://h/v1/order", h, body));
    assertThat(a)
        .isNotEqualTo(new WireRequest("POST", "http://h/v1/orders", WireHeaders.EMPTY, body));
    assertThat(a.toString())
        .isEqualTo("WireRequest[POST http://h/v1/orders]")
        .doesNotContain("sk_secret");
  }

  @Test
  void aBuilderSizedForSomeHeadersTakesMoreAndNoneIsRefused() {
    WireHeaders.Builder b = new WireHeaders.Builder(1).add("A", "1").add("B", "2").add("a", "3");

    assertThat(b.build()).isEqualTo(WireHeaders.of("A", "1", "B", "2", "a", "3"));
    assertThat(new WireHeaders.Builder(-1).add("A", "1").build().get("a")).isEqualTo("1");
  }

  @Test
  void headersFindNamesWithoutCaseAndTheLastValueWins() {
    WireHeaders h = WireHeaders.of("Retry-After", "1", "x-request-id", "a", "RETRY-after", "2");

    assertThat(h.size()).isEqualTo(3);
    assertThat(h.name(2)).isEqualTo("RETRY-after");
    assertThat(h.value(0)).isEqualTo("1");
    assertThat(h.value(2)).isEqualTo("2");
    assertThat(h.get("retry-after")).isEqualTo("2");
    assertThat(h.get("X-Request-Id")).isEqualTo("a");
    assertThat(h.get("Missing")).isNull();
    assertThat(h.values("Retry-After")).containsExactly("1", "2");
    assertThat(h.values("Missing")).isEmpty();
  }

  @Test
  void headersComeInPairsAndAreACopy() {
    assertThatThrownBy(() -> WireHeaders.of("a", "1", "b"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("names and values must come in pairs");
    String[] pairs = {"A", "1"};
    WireHeaders h = WireHeaders.of(pairs);
    pairs[1] = "changed";

    assertThat(h.get("a")).isEqualTo("1");
    assertThat(WireHeaders.EMPTY.size()).isZero();
  }

  @Test
  void theMultimapHasLowerCaseNamesInOrderAndCannotBeChanged() {
    Map<String, List<String>> m = WireHeaders.of("B", "2", "a", "1", "b", "3").toMultimap();

    assertThat(m).containsExactly(Map.entry("a", List.of("1")), Map.entry("b", List.of("2", "3")));
    assertThatThrownBy(() -> m.put("c", List.of()))
        .isInstanceOf(UnsupportedOperationException.class);
    assertThatThrownBy(() -> m.get("b").add("4")).isInstanceOf(UnsupportedOperationException.class);
  }

  @Test
  void theBuilderSetsAddsRemovesWithoutCaseAndLeavesTheOriginal() {
    WireHeaders start = WireHeaders.of("Accept", "a", "X-One", "1", "x-one", "2");
    WireHeaders.Builder b = start.newBuilder();

    b.set("X-ONE", "3").add("Extra", "e").removeAll("accept");

    assertThat(b.get("x-one")).isEqualTo("3");
    assertThat(b.get("accept")).isNull();
    WireHeaders built = b.build();
    assertThat(built).isEqualTo(WireHeaders.of("X-ONE", "3", "Extra", "e"));
    assertThat(built.hashCode()).isEqualTo(WireHeaders.of("X-ONE", "3", "Extra", "e").hashCode());
    assertThat(built).isNotEqualTo(WireHeaders.of("X-ONE", "3")).isNotEqualTo("X-ONE: 3");
    assertThat(start.values("x-one")).containsExactly("1", "2");
    assertThat(new WireHeaders.Builder().add("a", "1").build().toString()).isEqualTo("a: 1\n");
  }

  @Test
  void anExchangeKeepsItsFirstReasonAndStopsOnce() {
    Cancellation e = new Cancellation();
    List<String> stops = new ArrayList<>();
    e.onCancel(() -> stops.add("first"));
    e.onCancel(() -> stops.add("second")); // replaces the first: the body now, not the request

    assertThat(e.isCancelled()).isFalse();
    assertThat(e.reason()).isNull();
    assertThat(e.cancel(Cancellation.Reason.TIMEOUT)).isTrue();
    assertThat(e.cancel(Cancellation.Reason.CANCELLED)).isFalse();

    assertThat(e.reason()).isEqualTo(Cancellation.Reason.TIMEOUT);
    assertThat(e.isCancelled()).isTrue();
    assertThat(stops).containsExactly("second");
  }

  @Test
  void aStopSetAfterTheCancelRunsAtOnce() {
    Cancellation e = new Cancellation();
    e.cancel(Cancellation.Reason.ABANDONED);
    List<String> stops = new ArrayList<>();

    e.onCancel(() -> stops.add("late"));

    assertThat(stops).containsExactly("late");
    assertThat(e.reason()).isEqualTo(Cancellation.Reason.ABANDONED);
  }

  @Test
  void aTransportsSettingsNeedAtLeastOneConnection() {
    assertThat(
            new TransportSettings(Duration.ofSeconds(1), null, ProxySettings.JVM_DEFAULT, 1)
                .maxConnections())
        .isOne();
    assertThatThrownBy(
            () -> new TransportSettings(Duration.ofSeconds(1), null, ProxySettings.JVM_DEFAULT, 0))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("maxConnections must be at least 1: 0");
  }

  @Test
  void aRequiredFieldThatIsPresentIsHandedBack() {
    assertThat(MissingFieldException.require("o_1", "Order", "id")).isEqualTo("o_1");
    assertThatThrownBy(() -> MissingFieldException.require(null, "Order", "id"))
        .isInstanceOf(MissingFieldException.class)
        .hasMessageContaining("'id'");
  }
}
