package com.workspacecommerce.sdk;

import static com.workspacecommerce.sdk.TestFixtures.*;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import com.workspacecommerce.sdk.errors.CommerceDecodingException;
import com.workspacecommerce.sdk.errors.CommerceException;
import com.workspacecommerce.sdk.models.Customer;
import com.workspacecommerce.sdk.params.CustomerCreateParams;
import com.workspacecommerce.sdk.params.OrderCreateParams;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.function.Consumer;
import java.util.stream.Stream;
import mockwebserver3.MockWebServer;
import mockwebserver3.junit5.StartStop;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

class DecodingTest {
  @StartStop final MockWebServer server = new MockWebServer();

  private CommerceDecodingException decodingFailure(Consumer<CommerceClient> call) {
    try (CommerceClient client = client(server)) {
      return catchThrowableOfType(CommerceDecodingException.class, () -> call.accept(client));
    }
  }

  private CommerceDecodingException decodingFailure(String body, Consumer<CommerceClient> call) {
    server.enqueue(json(body));
    CommerceDecodingException e = decodingFailure(call);
    assertThat(e).as("a CommerceDecodingException").isNotNull();
    return e;
  }

  @Test
  void orderWithoutOrderNumberNamesResourceAndField() {
    CommerceDecodingException e =
        decodingFailure(
            "{\"id\":\"%s\",\"status\":\"open\"}".formatted(ORDER_ID),
            c -> c.orders().get(ORDER_ID));
    assertThat(e.getMessage()).contains("Order").contains("order_number");
    assertThat(e.statusCode()).isEqualTo(200);
    assertThat(e.bodySnippet()).contains("\"status\":\"open\"");
    assertThat(e).isInstanceOf(CommerceException.class);
  }

  @Test
  void orderWithoutIdOrStatusNamesTheField() {
    assertThat(
            decodingFailure(
                    "{\"order_number\":\"WC\",\"status\":\"open\"}", c -> c.orders().get(ORDER_ID))
                .getMessage())
        .contains("Order")
        .contains("'id'");
    assertThat(
            decodingFailure(
                    "{\"id\":\"%s\",\"order_number\":\"WC\"}".formatted(ORDER_ID),
                    c -> c.orders().create(OrderCreateParams.builder().build()))
                .getMessage())
        .contains("Order")
        .contains("status");
  }

  @Test
  void explicitNullForARequiredFieldIsAlsoMissing() {
    CommerceDecodingException e =
        decodingFailure(
            "{\"id\":\"%s\",\"order_number\":null,\"status\":\"open\"}".formatted(ORDER_ID),
            c -> c.orders().get(ORDER_ID));
    assertThat(e.getMessage()).contains("Order").contains("order_number");
  }

  @Test
  void productWithoutTypeNamesResourceAndField() {
    CommerceDecodingException e =
        decodingFailure(
            "{\"id\":\"%s\",\"name\":\"n\",\"status\":\"active\"}".formatted(PRODUCT_ID),
            c -> c.products().get(PRODUCT_ID));
    assertThat(e.getMessage()).contains("Product").contains("type");
    assertThat(e.statusCode()).isEqualTo(200);
  }

  @Test
  void customerWithoutLastnameNamesResourceAndField() {
    CommerceDecodingException e =
        decodingFailure(
            "{\"id\":\"%s\",\"firstname\":\"Ada\"}".formatted(CUSTOMER_ID),
            c -> c.customers().create(CustomerCreateParams.builder().firstname("Ada").build()));
    assertThat(e.getMessage()).contains("Customer").contains("lastname");
  }

  @Test
  void productWithoutNameInsideAPageNamesResourceAndField() {
    String body =
        """
        {"page":1,"size":2,"total":2,"total_pages":1,"has_next_page":false,"has_previous_page":false,
         "items":[%s, {"id":"%s","status":"active","type":"physical"}]}"""
            .formatted(product(1), PRODUCT_ID);
    CommerceDecodingException e = decodingFailure(body, c -> c.products().list());
    assertThat(e.getMessage()).contains("Product").contains("name").contains("items[1]");
    assertThat(e.statusCode()).isEqualTo(200);
    assertThat(e.bodySnippet()).startsWith("{\"page\":1");
  }

  @Test
  void aBadItemOnALaterPageFailsWhenThatPageIsFetched() {
    server.enqueue(json(page(1, 1, true, 1)));
    server.enqueue(
        json(
            "{\"page\":2,\"has_next_page\":false,\"items\":[{\"id\":\"%s\",\"status\":\"a\",\"type\":\"t\"}]}"
                .formatted(PRODUCT_ID)));
    try (CommerceClient client = client(server)) {
      Page<?> first = client.products().list();
      CommerceDecodingException e =
          catchThrowableOfType(
              CommerceDecodingException.class, () -> first.autoPager().stream().count());
      assertThat(e).isNotNull();
      assertThat(e.getMessage()).contains("Product").contains("name");
    }
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("com.workspacecommerce.sdk.TestFixtures#operations")
  void malformedJsonGivesStatusAndSnippet(String name, Consumer<CommerceClient> call) {
    server.enqueue(json(201, "{\"id\": \"abc\", oops"));
    CommerceDecodingException e = decodingFailure(call);
    assertThat(e).isNotNull();
    assertThat(e.statusCode()).isEqualTo(201);
    assertThat(e.bodySnippet()).isEqualTo("{\"id\": \"abc\", oops");
    assertThat(e.getMessage()).contains("201");
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("com.workspacecommerce.sdk.TestFixtures#operations")
  void anArrayWhereAnObjectIsExpectedIsADecodingError(String name, Consumer<CommerceClient> call) {
    server.enqueue(json(200, "[{\"id\":\"x\"}]"));
    CommerceDecodingException e = decodingFailure(call);
    assertThat(e).isNotNull();
    assertThat(e.statusCode()).isEqualTo(200);
    assertThat(e.bodySnippet()).isEqualTo("[{\"id\":\"x\"}]");
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("com.workspacecommerce.sdk.TestFixtures#operations")
  void anEmptyBodyIsADecodingError(String name, Consumer<CommerceClient> call) {
    server.enqueue(json(200, ""));
    CommerceDecodingException e = decodingFailure(call);
    assertThat(e).isNotNull();
    assertThat(e.statusCode()).isEqualTo(200);
    assertThat(e.bodySnippet()).isEmpty();
  }

  @Test
  void aWrongTypeForAFieldIsADecodingErrorNamingTheField() {
    CommerceDecodingException e =
        decodingFailure(
            "{\"id\":\"%s\",\"order_number\":\"WC\",\"status\":\"open\",\"total_price\":\"lots\"}"
                .formatted(ORDER_ID),
            c -> c.orders().get(ORDER_ID));
    assertThat(e.getMessage()).contains("total_price");
  }

  @Test
  void aLongBodyIsCutToAShortSnippet() {
    String body = "{\"junk\":\"" + "x".repeat(10_000) + "\"";
    CommerceDecodingException e = decodingFailure(body, c -> c.orders().get(ORDER_ID));
    assertThat(e.bodySnippet()).startsWith("{\"junk\":\"xxx").hasSizeLessThan(300);
    assertThat(e.getMessage()).hasSizeLessThan(2_000);
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "2024-05-06T07:08:09Z",
        "2024-05-06T07:08:09+00:00",
        "2024-05-06T09:08:09+02:00",
        "2024-05-06T02:38:09-04:30",
        "2024-05-06T07:08:09",
        "2024-05-06T07:08:09.000Z"
      })
  void timestampsDenoteTheSameInstant(String text) {
    Customer c = customerWithCreatedAt(text);
    assertThat(c.createdAt().toInstant())
        .isEqualTo(java.time.Instant.parse("2024-05-06T07:08:09Z"));
  }

  static Stream<Arguments> timestampForms() {
    ZoneOffset plus2 = ZoneOffset.ofHours(2);
    return Stream.of(
        Arguments.of(
            "2024-05-06T07:08:09Z", OffsetDateTime.of(2024, 5, 6, 7, 8, 9, 0, ZoneOffset.UTC)),
        Arguments.of("2024-05-06T07:08:09+02:00", OffsetDateTime.of(2024, 5, 6, 7, 8, 9, 0, plus2)),
        Arguments.of("2024-05-06T07:08:09+0200", OffsetDateTime.of(2024, 5, 6, 7, 8, 9, 0, plus2)),
        Arguments.of("2024-05-06T07:08:09+02", OffsetDateTime.of(2024, 5, 6, 7, 8, 9, 0, plus2)),
        Arguments.of(
            "2024-05-06T07:08:09-05:30",
            OffsetDateTime.of(2024, 5, 6, 7, 8, 9, 0, ZoneOffset.ofHoursMinutes(-5, -30))),
        Arguments.of(
            "2024-05-06T07:08:09-00:00", OffsetDateTime.of(2024, 5, 6, 7, 8, 9, 0, ZoneOffset.UTC)),
        Arguments.of(
            "2024-05-06T07:08:09.1Z",
            OffsetDateTime.of(2024, 5, 6, 7, 8, 9, 100_000_000, ZoneOffset.UTC)),
        Arguments.of(
            "2024-05-06T07:08:09.123456789+02:00",
            OffsetDateTime.of(2024, 5, 6, 7, 8, 9, 123_456_789, plus2)),
        Arguments.of(
            "2024-05-06T07:08:09", OffsetDateTime.of(2024, 5, 6, 7, 8, 9, 0, ZoneOffset.UTC)),
        Arguments.of(
            "2024-05-06T07:08:09.5",
            OffsetDateTime.of(2024, 5, 6, 7, 8, 9, 500_000_000, ZoneOffset.UTC)),
        Arguments.of(
            "2024-05-06t07:08:09z", OffsetDateTime.of(2024, 5, 6, 7, 8, 9, 0, ZoneOffset.UTC)),
        Arguments.of(
            "2024-12-31T23:59:59.999+14:00",
            OffsetDateTime.of(2024, 12, 31, 23, 59, 59, 999_000_000, ZoneOffset.ofHours(14))));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("timestampForms")
  void timestampFormsKeepTheirWireOffset(String text, OffsetDateTime expected) {
    OffsetDateTime t = customerWithCreatedAt(text).createdAt();
    assertThat(t).isEqualTo(expected);
    assertThat(t.getOffset()).isEqualTo(expected.getOffset());
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "2024-05-06",
        "2024-05-06T25:00:00Z",
        "2024-13-06T07:08:09Z",
        "2024-05-06T07:08:09.1234567891Z",
        "2024-05-06T07:08:09+02:00junk",
        "2024-05-06 07:08:09Z",
        "1714979289"
      })
  void unreadableTimestampFormsAreDecodingErrors(String text) {
    server.enqueue(
        json(
            "{\"id\":\"%s\",\"firstname\":\"A\",\"lastname\":\"B\",\"created_at\":\"%s\"}"
                .formatted(CUSTOMER_ID, text)));
    CommerceDecodingException e =
        decodingFailure(
            c -> c.customers().create(CustomerCreateParams.builder().firstname("A").build()));
    assertThat(e).isNotNull();
    assertThat(e.getMessage()).contains("created_at");
  }

  @Test
  void zuluTimestampIsUtc() {
    OffsetDateTime t = customerWithCreatedAt("2024-05-06T07:08:09Z").createdAt();
    assertThat(t).isEqualTo(OffsetDateTime.of(2024, 5, 6, 7, 8, 9, 0, ZoneOffset.UTC));
    assertThat(t.getOffset()).isEqualTo(ZoneOffset.UTC);
  }

  @Test
  void numericOffsetIsKeptNotConverted() {
    OffsetDateTime t = customerWithCreatedAt("2024-05-06T09:08:09+02:00").createdAt();
    assertThat(t.getOffset()).isEqualTo(ZoneOffset.ofHours(2));
    assertThat(t.getHour()).isEqualTo(9);
    assertThat(t).isEqualTo(OffsetDateTime.of(2024, 5, 6, 9, 8, 9, 0, ZoneOffset.ofHours(2)));
  }

  @Test
  void fractionalSecondsAreKept() {
    OffsetDateTime millis = customerWithCreatedAt("2024-05-06T07:08:09.123Z").createdAt();
    assertThat(millis.getNano()).isEqualTo(123_000_000);
    OffsetDateTime micros = customerWithCreatedAt("2024-05-06T07:08:09.123456+01:00").createdAt();
    assertThat(micros.getNano()).isEqualTo(123_456_000);
    assertThat(micros.getOffset()).isEqualTo(ZoneOffset.ofHours(1));
  }

  @Test
  void timestampWithoutOffsetIsReadAsUtc() {
    OffsetDateTime t = customerWithCreatedAt("2024-05-06T07:08:09").createdAt();
    assertThat(t).isEqualTo(OffsetDateTime.of(2024, 5, 6, 7, 8, 9, 0, ZoneOffset.UTC));
    assertThat(t.getOffset()).isEqualTo(ZoneOffset.UTC);
  }

  @Test
  void timestampsOnOrdersAndProductsUseTheSameRules() {
    server.enqueue(
        json(
            "{\"id\":\"%s\",\"order_number\":\"1\",\"status\":\"s\",\"order_datetime\":\"2024-05-06T09:08:09.5+02:00\"}"
                .formatted(ORDER_ID)));
    server.enqueue(
        json(
            "{\"id\":\"%s\",\"name\":\"n\",\"status\":\"s\",\"type\":\"t\",\"created_at\":\"2024-05-06T07:08:09\",\"updated_at\":\"2024-05-06T07:08:09.25Z\"}"
                .formatted(PRODUCT_ID)));
    try (CommerceClient client = client(server)) {
      OffsetDateTime ordered = client.orders().get(ORDER_ID).orderDatetime();
      assertThat(ordered)
          .isEqualTo(OffsetDateTime.of(2024, 5, 6, 9, 8, 9, 500_000_000, ZoneOffset.ofHours(2)));
      var p = client.products().get(PRODUCT_ID);
      assertThat(p.createdAt())
          .isEqualTo(OffsetDateTime.of(2024, 5, 6, 7, 8, 9, 0, ZoneOffset.UTC));
      assertThat(p.updatedAt().getNano()).isEqualTo(250_000_000);
    }
  }

  @Test
  void anUnreadableTimestampIsADecodingErrorNamingTheField() {
    CommerceDecodingException e =
        decodingFailure(
            "{\"id\":\"%s\",\"firstname\":\"A\",\"lastname\":\"B\",\"created_at\":\"yesterday\"}"
                .formatted(CUSTOMER_ID),
            c -> c.customers().create(CustomerCreateParams.builder().firstname("A").build()));
    assertThat(e.getMessage()).contains("created_at");
  }

  @Test
  void bigMoneyDecodesAsLongEverywhere() {
    server.enqueue(
        json(
            """
            {"id":"%s","order_number":"1","status":"s","total_price":9000000000,"total_tax":2147483648,
             "total_shipping":9000000000,"total_discount":9000000000,"subtotal_price":9000000000,
             "total_items":9000000000,
             "items":[{"unit_price":9000000001,"total_price":18000000002,"quantity":2}]}"""
                .formatted(ORDER_ID)));
    try (CommerceClient client = client(server)) {
      var o = client.orders().get(ORDER_ID);
      assertThat(o.totalPrice()).isEqualTo(9_000_000_000L);
      assertThat(o.totalTax()).isEqualTo(2_147_483_648L);
      assertThat(o.totalShipping()).isEqualTo(9_000_000_000L);
      assertThat(o.totalDiscount()).isEqualTo(9_000_000_000L);
      assertThat(o.subtotalPrice()).isEqualTo(9_000_000_000L);
      assertThat(o.totalItems()).isEqualTo(9_000_000_000L);
      assertThat(o.items().get(0).unitPrice()).isEqualTo(9_000_000_001L);
      assertThat(o.items().get(0).totalPrice()).isEqualTo(18_000_000_002L);
    }
    server.enqueue(
        json(
            """
            {"id":"%s","name":"n","status":"s","type":"t","total_stock":9000000000,
             "price_range":{"min":9000000000},"variants":[{"stock":3000000000}]}"""
                .formatted(PRODUCT_ID)));
    try (CommerceClient client = client(server)) {
      var p = client.products().get(PRODUCT_ID);
      assertThat(p.totalStock()).isEqualTo(9_000_000_000L);
      assertThat(p.priceRange().get("min")).isEqualTo(9_000_000_000L);
      assertThat(p.variants().get(0).stock()).isEqualTo(3_000_000_000L);
    }
  }

  @Test
  void unknownFieldsOfEveryKindDoNotBreakDecoding() {
    server.enqueue(
        json(
            "{\"id\":\"%s\",\"firstname\":\"A\",\"lastname\":\"B\",\"n\":null,\"num\":1.5,\"arr\":[1,{\"k\":\"v\"}],\"obj\":{}}"
                .formatted(CUSTOMER_ID)));
    try (CommerceClient client = client(server)) {
      Customer c = client.customers().create(CustomerCreateParams.builder().firstname("A").build());
      assertThat(c.additionalProperties()).containsOnlyKeys("n", "num", "arr", "obj");
      assertThat(c.additionalProperties().get("n")).isNull();
      assertThat(c.additionalProperties().get("num")).isEqualTo(1.5);
      assertThat(c.additionalProperties().get("arr"))
          .isEqualTo(java.util.List.of(1, java.util.Map.of("k", "v")));
      assertThat(c.additionalProperties().get("obj")).isEqualTo(java.util.Map.of());
    }
  }

  private Customer customerWithCreatedAt(String text) {
    server.enqueue(
        json(
            "{\"id\":\"%s\",\"firstname\":\"A\",\"lastname\":\"B\",\"created_at\":\"%s\"}"
                .formatted(CUSTOMER_ID, text)));
    try (CommerceClient client = client(server)) {
      return client.customers().create(CustomerCreateParams.builder().firstname("A").build());
    }
  }
}
