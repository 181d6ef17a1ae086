package com.workspacecommerce.sdk;

import static com.workspacecommerce.sdk.TestFixtures.*;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.workspacecommerce.sdk.models.Order;
import com.workspacecommerce.sdk.models.OrderCustomer;
import com.workspacecommerce.sdk.models.OrderItem;
import com.workspacecommerce.sdk.params.OrderCreateParams;
import com.workspacecommerce.sdk.params.OrderItemParams;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import mockwebserver3.MockWebServer;
import mockwebserver3.RecordedRequest;
import mockwebserver3.junit5.StartStop;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

class OrderServiceTest {
  @StartStop final MockWebServer server = new MockWebServer();

  static String[] prefixes() {
    return PREFIXES;
  }

  private static OrderCreateParams fullParams() {
    Map<String, Object> address = new LinkedHashMap<>();
    address.put("line1", "1 Main St");
    address.put("city", "Berlin");
    address.put("geo", Map.of("lat", 52.5));
    return OrderCreateParams.builder()
        .customerId(CUSTOMER_ID)
        .addItem(OrderItemParams.of("MUG-BLUE", "Blue mug", 2, 1250))
        .addItem(
            OrderItemParams.builder()
                .sku("TEA-1")
                .title("Tea")
                .quantity(1)
                .unitPrice(9_000_000_000L)
                .putAdditionalProperty("gift_wrap", true)
                .build())
        .currency("EUR")
        .note("leave at the door")
        .shippingAddress(address)
        .salesChannel("web")
        .putAdditionalProperty("coupon_code", "SPRING")
        .putAdditionalProperty("tags", List.of("a", "b"))
        .build();
  }

  @ParameterizedTest
  @MethodSource("prefixes")
  void createPostsExactlyTheFieldsSetWithJsonHeaders(String prefix) throws Exception {
    server.enqueue(json(201, ORDER_FULL));
    try (CommerceClient client = client(server, prefix)) {
      Order order = client.orders().create(fullParams());
      assertThat(order.orderNumber()).isEqualTo("WC-1001");
    }

    RecordedRequest r = take(server);
    assertThat(r.getMethod()).isEqualTo("POST");
    assertThat(r.getTarget()).isEqualTo(expectedPath(prefix, "/orders"));
    assertJsonBodyHeaders(r);
    JsonNode expected =
        tree(
            """
            {
              "customer": {"id": "%s"},
              "items": [
                {"sku": "MUG-BLUE", "title": "Blue mug", "quantity": 2, "unit_price": 1250},
                {"sku": "TEA-1", "title": "Tea", "quantity": 1, "unit_price": 9000000000, "gift_wrap": true}
              ],
              "currency": "EUR",
              "note": "leave at the door",
              "shipping_address": {"line1": "1 Main St", "city": "Berlin", "geo": {"lat": 52.5}},
              "sales_channel": "web",
              "coupon_code": "SPRING",
              "tags": ["a", "b"]
            }
            """
                .formatted(CUSTOMER_ID));
    assertThat(bodyTree(r)).isEqualTo(expected);
  }

  @Test
  void createSendsOnlyWhatWasSet() throws Exception {
    server.enqueue(json(ORDER_MINIMAL));
    server.enqueue(json(ORDER_MINIMAL));
    try (CommerceClient client = client(server)) {
      client
          .orders()
          .create(OrderCreateParams.builder().customerId(UUID.fromString(CUSTOMER_ID)).build());
      client.orders().create(OrderCreateParams.builder().build());
    }
    assertThat(bodyTree(take(server)))
        .isEqualTo(tree("{\"customer\":{\"id\":\"" + CUSTOMER_ID + "\"}}"));
    RecordedRequest empty = take(server);
    assertThat(bodyTree(empty)).isEqualTo(tree("{}"));
    assertJsonBodyHeaders(empty);
  }

  @Test
  void createWithAdditionalPropertyNullSendsJsonNull() throws Exception {
    server.enqueue(json(ORDER_MINIMAL));
    try (CommerceClient client = client(server)) {
      client
          .orders()
          .create(OrderCreateParams.builder().note("n").putAdditionalProperty("po", null).build());
    }
    JsonNode body = bodyTree(take(server));
    assertThat(body.has("po")).isTrue();
    assertThat(body.get("po").isNull()).isTrue();
    assertThat(body).isEqualTo(tree("{\"note\":\"n\",\"po\":null}"));
  }

  @ParameterizedTest
  @ValueSource(ints = {200, 201, 202})
  void createAcceptsAny2xx(int status) {
    server.enqueue(json(status, ORDER_FULL));
    try (CommerceClient client = client(server)) {
      Order order = client.orders().create(fullParams());
      assertThat(order.id()).isEqualTo(ORDER_ID);
      assertThat(order.items()).hasSize(2);
    }
  }

  @ParameterizedTest
  @MethodSource("prefixes")
  void getSendsGetWithIdInPath(String prefix) {
    server.enqueue(json(ORDER_FULL));
    try (CommerceClient client = client(server, prefix)) {
      client.orders().get(ORDER_ID);
    }
    RecordedRequest r = take(server);
    assertThat(r.getMethod()).isEqualTo("GET");
    assertThat(r.getTarget()).isEqualTo(expectedPath(prefix, "/orders/" + ORDER_ID));
    assertThat(r.getUrl().query()).isNull();
    assertCommonHeaders(r);
    assertNoBody(r);
  }

  @Test
  void getByUuidSendsTheSameRequest() {
    server.enqueue(json(ORDER_FULL));
    try (CommerceClient client = client(server)) {
      Order order = client.orders().get(UUID.fromString(ORDER_ID));
      assertThat(order.id()).isEqualTo(ORDER_ID);
    }
    RecordedRequest r = take(server);
    assertThat(r.getMethod()).isEqualTo("GET");
    assertThat(r.getTarget()).isEqualTo("/v1/orders/" + ORDER_ID);
  }

  @Test
  void getMapsTheFullOrder() {
    server.enqueue(json(ORDER_FULL));
    Order o;
    try (CommerceClient client = client(server)) {
      o = client.orders().get(ORDER_ID);
    }
    assertThat(o.id()).isEqualTo(ORDER_ID);
    assertThat(o.orderNumber()).isEqualTo("WC-1001");
    assertThat(o.status()).isEqualTo("open");
    assertThat(o.paymentStatus()).isEqualTo("paid");
    assertThat(o.fulfillmentStatus()).isEqualTo("unfulfilled");
    assertThat(o.salesChannel()).isEqualTo("web");
    assertThat(o.currency()).isEqualTo("EUR");
    assertThat(o.subtotalPrice()).isEqualTo(2500L);
    assertThat(o.totalShipping()).isEqualTo(490L);
    assertThat(o.totalTax()).isEqualTo(475L);
    assertThat(o.totalDiscount()).isEqualTo(100L);
    assertThat(o.totalPrice()).isEqualTo(3365L);
    assertThat(o.totalItems()).isEqualTo(3L);
    assertThat(o.note()).isEqualTo("leave at the door");
    assertThat(o.orderDatetime())
        .isEqualTo(OffsetDateTime.of(2024, 3, 1, 10, 15, 30, 0, ZoneOffset.UTC));

    OrderCustomer c = o.customer();
    assertThat(c.id()).isEqualTo(CUSTOMER_ID);
    assertThat(c.name()).isEqualTo("Ada Lovelace");
    assertThat(c.email()).isEqualTo("ada@example.com");
    assertThat(c.additionalProperties()).containsExactly(Map.entry("tier", "gold"));

    assertThat(o.items()).hasSize(2);
    OrderItem first = o.items().get(0);
    assertThat(first.id()).isEqualTo(ITEM_ID);
    assertThat(first.title()).isEqualTo("Blue mug");
    assertThat(first.sku()).isEqualTo("MUG-BLUE");
    assertThat(first.quantity()).isEqualTo(2L);
    assertThat(first.unitPrice()).isEqualTo(1250L);
    assertThat(first.totalPrice()).isEqualTo(2500L);
    assertThat(first.additionalProperties()).containsExactly(Map.entry("gift_wrap", true));
    OrderItem second = o.items().get(1);
    assertThat(second.sku()).isEqualTo("TEA-1");
    assertThat(second.id()).isNull();
    assertThat(second.title()).isNull();
    assertThat(second.unitPrice()).isNull();
    assertThat(second.totalPrice()).isNull();
    assertThat(second.additionalProperties()).isEmpty();

    assertThat(o.shippingAddress())
        .containsEntry("line1", "1 Main St")
        .containsEntry("city", "Berlin")
        .containsEntry("zip", "10115")
        .containsEntry("geo", Map.of("lat", 52.5, "lng", 13.4))
        .containsEntry("lines", List.of("c/o Babbage", "3rd floor"));

    assertThat(o.additionalProperties())
        .containsOnlyKeys("channel_ref", "loyalty")
        .containsEntry("channel_ref", "abc-1")
        .containsEntry("loyalty", Map.of("points", 12, "tags", List.of("x", "y")));
  }

  @Test
  @SuppressWarnings("unchecked")
  void orderCollectionsAreUnmodifiableAtEveryLevel() {
    server.enqueue(json(ORDER_FULL));
    Order o;
    try (CommerceClient client = client(server)) {
      o = client.orders().get(ORDER_ID);
    }
    assertThatThrownBy(() -> o.items().add(o.items().get(0)))
        .isInstanceOf(UnsupportedOperationException.class);
    assertThatThrownBy(() -> o.items().remove(0)).isInstanceOf(UnsupportedOperationException.class);
    assertThatThrownBy(() -> o.shippingAddress().put("city", "Paris"))
        .isInstanceOf(UnsupportedOperationException.class);
    Map<String, Object> geo = (Map<String, Object>) o.shippingAddress().get("geo");
    assertThatThrownBy(() -> geo.put("lat", 0)).isInstanceOf(UnsupportedOperationException.class);
    List<Object> lines = (List<Object>) o.shippingAddress().get("lines");
    assertThatThrownBy(() -> lines.add("x")).isInstanceOf(UnsupportedOperationException.class);
    assertThatThrownBy(() -> o.additionalProperties().put("x", 1))
        .isInstanceOf(UnsupportedOperationException.class);
    Map<String, Object> loyalty = (Map<String, Object>) o.additionalProperties().get("loyalty");
    assertThatThrownBy(() -> loyalty.clear()).isInstanceOf(UnsupportedOperationException.class);
    List<Object> tags = (List<Object>) loyalty.get("tags");
    assertThatThrownBy(() -> tags.set(0, "z")).isInstanceOf(UnsupportedOperationException.class);
    assertThatThrownBy(() -> o.customer().additionalProperties().remove("tier"))
        .isInstanceOf(UnsupportedOperationException.class);
    assertThatThrownBy(() -> o.items().get(0).additionalProperties().put("y", 2))
        .isInstanceOf(UnsupportedOperationException.class);
  }

  @Test
  void missingOptionalFieldsAreNullAndListsEmpty() {
    server.enqueue(json(ORDER_MINIMAL));
    Order o;
    try (CommerceClient client = client(server)) {
      o = client.orders().get(ORDER_ID);
    }
    assertThat(o.id()).isEqualTo(ORDER_ID);
    assertThat(o.orderNumber()).isEqualTo("WC-1");
    assertThat(o.status()).isEqualTo("open");
    assertThat(o.paymentStatus()).isNull();
    assertThat(o.fulfillmentStatus()).isNull();
    assertThat(o.salesChannel()).isNull();
    assertThat(o.currency()).isNull();
    assertThat(o.customer()).isNull();
    assertThat(o.subtotalPrice()).isNull();
    assertThat(o.totalShipping()).isNull();
    assertThat(o.totalTax()).isNull();
    assertThat(o.totalDiscount()).isNull();
    assertThat(o.totalPrice()).isNull();
    assertThat(o.totalItems()).isNull();
    assertThat(o.shippingAddress()).isNull();
    assertThat(o.note()).isNull();
    assertThat(o.orderDatetime()).isNull();
    assertThat(o.items()).isNotNull().isEmpty();
    assertThat(o.additionalProperties()).isNotNull().isEmpty();
    assertThatThrownBy(() -> o.items().add(null)).isInstanceOf(UnsupportedOperationException.class);
    assertThatThrownBy(() -> o.additionalProperties().put("a", 1))
        .isInstanceOf(UnsupportedOperationException.class);
  }

  @Test
  void explicitNullItemsBecomeAnEmptyList() {
    server.enqueue(
        json(
            "{\"id\":\"%s\",\"order_number\":\"WC-2\",\"status\":\"open\",\"items\":null,\"customer\":null}"
                .formatted(ORDER_ID)));
    try (CommerceClient client = client(server)) {
      Order o = client.orders().get(ORDER_ID);
      assertThat(o.items()).isNotNull().isEmpty();
      assertThat(o.customer()).isNull();
    }
  }

  @Test
  void paramsBuiltOnceCanBeSentTwiceAndAreUnmodifiable() {
    OrderCreateParams params = fullParams();
    assertThatThrownBy(() -> params.toMap().put("x", 1))
        .isInstanceOf(UnsupportedOperationException.class);
    server.enqueue(json(ORDER_MINIMAL));
    server.enqueue(json(ORDER_MINIMAL));
    try (CommerceClient client = client(server)) {
      client.orders().create(params);
      client.orders().create(params);
    }
    assertThat(bodyTree(take(server))).isEqualTo(bodyTree(take(server)));
  }
}
