package com.workspacecommerce.sdk.internal;

import static org.assertj.core.api.Assertions.assertThat;

import com.workspacecommerce.sdk.RequestOptions;
import com.workspacecommerce.sdk.internal.jackson2.Json;
import com.workspacecommerce.sdk.internal.spi.WireHeaders;
import com.workspacecommerce.sdk.params.CustomerCreateParams;
import com.workspacecommerce.sdk.params.ProductListParams;
import com.workspacecommerce.sdk.params.SortOrder;
import java.math.BigDecimal;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.OffsetDateTime;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** {@link RequestEncoder} alone: what an operation becomes on the wire, without a socket. */
class RequestEncoderTest {
  private static final String ID = "6f1c2a4e-8b7d-4c6a-9e2f-1a2b3c4d5e6f";
  private static final long START = 1_000_000L;

  private static final WireHeaders DEFAULTS =
      WireHeaders.of("Authorization", "Bearer k", "Accept", "application/json", "X-Env", "prod");

  private final RequestEncoder encoder =
      new RequestEncoder(
          "https://api.example.com/api/v1",
          DEFAULTS,
          Duration.ofSeconds(60),
          Duration.ofMinutes(2),
          2);

  private static String body(OutgoingRequest r) {
    return new String(java.util.Objects.requireNonNull(r.http().body()), StandardCharsets.UTF_8);
  }

  @Test
  void aGetKeepsThePrefixEncodesTheIdAsOneSegmentAndHasNoBody() {
    OutgoingRequest r =
        encoder.encode(
            Operation.of(OrderCalls.GET, new String[] {"orders", ID}, null, RequestOptions.none()),
            START);
    assertThat(r.http().url().toString()).isEqualTo("https://api.example.com/api/v1/orders/" + ID);
    assertThat(r.http().method()).isEqualTo("GET");
    assertThat(r.http().body()).isNull();
    assertThat(r.idempotent()).isTrue();
    assertThat(r.call().operation()).isEqualTo("orders.get");
    assertThat(r.call().pathTemplate()).isEqualTo("/orders/{id}");
    assertThat(r.attempt()).isEqualTo(1);
    assertThat(r.maxRetries()).isEqualTo(2);
    assertThat(r.attemptTimeout()).isEqualTo(Duration.ofSeconds(60));
    assertThat(r.deadlineNanos()).isEqualTo(START + Duration.ofMinutes(2).toNanos());
    assertThat(r.http().header("X-Env")).isEqualTo("prod");
    // A call that adds no header sends the client's own headers, not a copy made per call.
    assertThat(r.http().headers()).isSameAs(DEFAULTS);
  }

  @Test
  void eachCallGetsItsOwnCallInstance() {
    Operation<?, ?> op =
        Operation.of(OrderCalls.GET, new String[] {"orders", ID}, null, RequestOptions.none());
    assertThat(encoder.encode(op, START).call())
        .isEqualTo(encoder.encode(op, START).call())
        .isNotSameAs(encoder.encode(op, START).call());
  }

  @Test
  void aPlainPostIsNotIdempotentAndItsBodyIsOneShotJson() throws Exception {
    OutgoingRequest r =
        encoder.encode(
            Operation.of(
                CustomerCalls.CREATE,
                new String[] {"customers"},
                CustomerCreateParams.builder().firstname("Ada").build(),
                RequestOptions.none()),
            START);
    assertThat(r.idempotent()).isFalse();
    assertThat(body(r)).isEqualTo("{\"firstname\":\"Ada\"}");
  }

  @Test
  void anIdempotencyKeyMakesAPostSafeToResendAndPerCallOptionsWin() {
    RequestOptions options =
        RequestOptions.builder()
            .idempotencyKey("key-1")
            .header("X-Env", "staging")
            .attemptTimeout(Duration.ofSeconds(3))
            .totalTimeout(Duration.ofSeconds(9))
            .maxRetries(5)
            .build();
    OutgoingRequest r =
        encoder.encode(
            Operation.of(
                CustomerCalls.CREATE,
                new String[] {"customers"},
                CustomerCreateParams.builder().firstname("Ada").build(),
                options),
            START);
    assertThat(r.idempotent()).isTrue();
    assertThat(r.http().header("Idempotency-Key")).isEqualTo("key-1");
    assertThat(r.http().headers().values("X-Env")).containsExactly("staging");
    assertThat(r.attemptTimeout()).isEqualTo(Duration.ofSeconds(3));
    assertThat(r.totalTimeout()).isEqualTo(Duration.ofSeconds(9));
    assertThat(r.deadlineNanos()).isEqualTo(START + Duration.ofSeconds(9).toNanos());
    assertThat(r.maxRetries()).isEqualTo(5);
  }

  @Test
  void aListingSendsOnlyTheParametersSetInAFixedOrder() {
    ProductListParams params =
        ProductListParams.builder()
            .sortOrder(SortOrder.ASC)
            .limit(50)
            .page(3)
            .sortBy("name & price")
            .build();
    OutgoingRequest r =
        encoder.encode(
            ProductCalls.listOp(params, RequestOptions.none(), (body, p, o) -> body), START);
    assertThat(r.http().url().getRawQuery())
        .isEqualTo("page=3&limit=50&sort_by=name%20%26%20price&sort_order=asc");
    assertThat(r.call().operation()).isEqualTo("products.list");
    OutgoingRequest none =
        encoder.encode(
            ProductCalls.listOp(
                ProductListParams.none(), RequestOptions.none(), (body, p, o) -> body),
            START);
    assertThat(none.http().url().getRawQuery()).isNull();
  }

  @Test
  void aFixedPathIsEncodedOnceAndAPathWithAnIdOnEveryCall() {
    Operation<?, ?> create =
        Operation.of(
            CustomerCalls.CREATE,
            new String[] {"customers"},
            Map.of("firstname", "Ada"),
            RequestOptions.none());
    URI first = encoder.encode(create, START).http().url();
    assertThat(first.toString()).isEqualTo("https://api.example.com/api/v1/customers");
    assertThat(encoder.encode(create, START).http().url()).isSameAs(first);

    String other = "0f1c2a4e-8b7d-4c6a-9e2f-1a2b3c4d5e6f";
    URI a =
        encoder
            .encode(
                Operation.of(
                    OrderCalls.GET, new String[] {"orders", ID}, null, RequestOptions.none()),
                START)
            .http()
            .url();
    URI b =
        encoder
            .encode(
                Operation.of(
                    OrderCalls.GET, new String[] {"orders", other}, null, RequestOptions.none()),
                START)
            .http()
            .url();
    assertThat(a.getRawPath()).isEqualTo("/api/v1/orders/" + ID);
    assertThat(b.getRawPath()).isEqualTo("/api/v1/orders/" + other);

    // A fixed path with a query is built each time: the URL the cache holds has none.
    URI none =
        encoder
            .encode(
                ProductCalls.listOp(
                    ProductListParams.none(), RequestOptions.none(), (body, p, o) -> body),
                START)
            .http()
            .url();
    URI page3 =
        encoder
            .encode(
                ProductCalls.listOp(
                    ProductListParams.builder().page(3).build(),
                    RequestOptions.none(),
                    (body, p, o) -> body),
                START)
            .http()
            .url();
    assertThat(none.toString()).isEqualTo("https://api.example.com/api/v1/products");
    assertThat(page3.toString()).isEqualTo("https://api.example.com/api/v1/products?page=3");
  }

  @Test
  void aMapBodyIsWrittenExactlyAsTheSharedMapperWritesIt() throws Exception {
    Map<String, Object> nested = new LinkedHashMap<>();
    nested.put("b", 1);
    nested.put("a", null);
    Map<String, Object> fields = new LinkedHashMap<>();
    fields.put("lastname", "L\u00f6velace \"the first\"\n\u2603");
    fields.put("firstname", "Ada");
    fields.put("phone", null);
    fields.put("amount", new BigDecimal("12.50"));
    fields.put("count", 3L);
    fields.put("vip", true);
    fields.put("tags", List.of("x", "y"));
    fields.put("meta", nested);
    fields.put("at", OffsetDateTime.parse("2026-01-02T03:04:05.123+02:00"));

    OutgoingRequest r =
        encoder.encode(
            Operation.of(
                CustomerCalls.CREATE, new String[] {"customers"}, fields, RequestOptions.none()),
            START);
    String sent = body(r);
    assertThat(sent).isEqualTo(Json.WRITER.writeValueAsString(fields));
    assertThat(sent)
        .startsWith(
            "{\"lastname\":\"L\u00f6velace \\\"the first\\\"\\n\u2603\",\"firstname\":\"Ada\",\"phone\":null,")
        .contains("\"amount\":12.50", "\"at\":\"2026-01-02T03:04:05.123+02:00\"");
    assertThat(java.util.Objects.requireNonNull(r.http().body()).length)
        .isEqualTo(sent.getBytes(StandardCharsets.UTF_8).length);
  }

  @Test
  void customerParamsAreSentAsTheirFieldsInTheOrderSet() throws Exception {
    CustomerCreateParams params =
        CustomerCreateParams.builder()
            .email("ada@example.com")
            .firstname("Ada")
            .lastname(null)
            .build();
    OutgoingRequest r =
        encoder.encode(
            Operation.of(
                CustomerCalls.CREATE,
                new String[] {"customers"},
                params.toMap(),
                RequestOptions.none()),
            START);
    assertThat(body(r))
        .isEqualTo(Json.WRITER.writeValueAsString(params))
        .isEqualTo("{\"email\":\"ada@example.com\",\"firstname\":\"Ada\",\"lastname\":null}");
  }

  @Test
  void theLongestTotalTimeoutGivesADeadlineThatLongAfterTheStart() {
    OutgoingRequest r =
        encoder.encode(
            Operation.of(
                OrderCalls.GET,
                new String[] {"orders", ID},
                null,
                RequestOptions.builder().totalTimeout(Checks.MAX_TIMEOUT).build()),
            START);
    assertThat(r.deadlineNanos() - START).isEqualTo(Checks.MAX_TIMEOUT.toNanos());
  }

  @Test
  void aClientAtTheRootOfAHostSendsEachPathRightAfterTheHost() {
    // The canonical base URL of a host's root keeps its slash; the path must not double it.
    String root =
        ClientConfig.builder()
            .apiKey("k")
            .baseUrl("https://api.example.com")
            .build()
            .baseUrl()
            .toString();
    assertThat(root).isEqualTo("https://api.example.com/");
    RequestEncoder atRoot =
        new RequestEncoder(root, WireHeaders.of(), Duration.ofSeconds(1), Duration.ofSeconds(2), 0);
    OutgoingRequest r =
        atRoot.encode(
            Operation.of(OrderCalls.GET, new String[] {"orders", ID}, null, RequestOptions.none()),
            START);
    assertThat(r.http().url().toString()).isEqualTo("https://api.example.com/orders/" + ID);
  }

  @Test
  void perCallHeadersAloneAndAnIdempotencyKeyAloneAreEachSent() {
    Operation<?, ?> headerOnly =
        Operation.of(
            OrderCalls.GET,
            new String[] {"orders", ID},
            null,
            RequestOptions.builder().header("X-Trace", "t-1").build());
    OutgoingRequest h = encoder.encode(headerOnly, START);
    assertThat(h.http().header("X-Trace")).isEqualTo("t-1");
    assertThat(h.http().header("Idempotency-Key")).isNull();
    assertThat(h.http().header("X-Env")).isEqualTo("prod");

    Operation<?, ?> keyOnly =
        Operation.of(
            CustomerCalls.CREATE,
            new String[] {"customers"},
            Map.of("firstname", "Ada"),
            RequestOptions.builder().idempotencyKey("key-2").build());
    OutgoingRequest k = encoder.encode(keyOnly, START);
    assertThat(k.http().header("Idempotency-Key")).isEqualTo("key-2");
    assertThat(k.http().header("X-Env")).isEqualTo("prod");
    assertThat(k.idempotent()).isTrue();
  }

  @Test
  void everyByteOutsideVisibleAsciiAndEveryReservedCharacterIsPercentEncoded() {
    // The first character of each escape list, the space and DEL on either side of the visible
    // range, and a character outside the BMP (two chars, four bytes) followed by one more.
    String segment = "\"a b\u007fc\ud83d\ude00d!~";
    OutgoingRequest r =
        encoder.encode(
            Operation.of(
                OrderCalls.GET, new String[] {"orders", segment}, null, RequestOptions.none()),
            START);
    assertThat(r.http().url().getRawPath()).isEqualTo("/api/v1/orders/%22a%20b%7Fc%F0%9F%98%80d!~");

    OutgoingRequest q =
        encoder.encode(
            ProductCalls.listOp(
                ProductListParams.builder().sortBy("!a b\u007f~\u00e9").build(),
                RequestOptions.none(),
                (body, p, o) -> body),
            START);
    assertThat(q.http().url().getRawQuery()).isEqualTo("sort_by=%21a%20b%7F%7E%C3%A9");
  }
}
