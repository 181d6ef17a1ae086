package com.workspacecommerce.sdk.models;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.assertj.core.api.ThrowableAssert.ThrowingCallable;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** The builders and {@code toBuilder()} of every model record. */
class ModelBuildersTest {
  /** As the SDK's own mapper: wire offsets kept, timestamps as text. */
  private static final ObjectMapper MAPPER =
      JsonMapper.builder()
          .addModule(new JavaTimeModule())
          .disable(DeserializationFeature.ADJUST_DATES_TO_CONTEXT_TIME_ZONE)
          .disable(SerializationFeature.WRITE_DATES_AS_TIMESTAMPS)
          .build();

  private static final OffsetDateTime PLACED = OffsetDateTime.parse("2026-03-01T09:30:00+02:00");

  // Every component set to a non-null, non-empty value, so a builder that forgets to copy one
  // fails the round trips below.

  static OrderItem fullItem() {
    return OrderItem.builder()
        .id("a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d")
        .title("Blue mug")
        .sku("MUG-BLUE")
        .quantity(2L)
        .unitPrice(1250L)
        .totalPrice(2500L)
        .putAdditionalProperty("gift_wrap", true)
        .build();
  }

  static OrderCustomer fullOrderCustomer() {
    return OrderCustomer.builder()
        .id("0b5e8d8a-3c1f-4e8b-9a7d-2c4f6e8a0b1c")
        .name("Ada Lovelace")
        .email("ada@example.com")
        .putAdditionalProperty("tier", "gold")
        .build();
  }

  static Order fullOrder() {
    return Order.builder()
        .id("6f1c2a4e-8b7d-4c6a-9e2f-1a2b3c4d5e6f")
        .orderNumber("WC-1001")
        .status("open")
        .paymentStatus("paid")
        .fulfillmentStatus("unfulfilled")
        .salesChannel("web")
        .currency("EUR")
        .customer(fullOrderCustomer())
        .addItem(fullItem())
        .addItem(OrderItem.builder().sku("TEA-1").quantity(1L).build())
        .subtotalPrice(2500L)
        .totalShipping(490L)
        .totalTax(475L)
        .totalDiscount(100L)
        .totalPrice(3365L)
        .totalItems(3L)
        .shippingAddress(Map.of("city", "Berlin", "geo", Map.of("lat", 52.5)))
        .note("leave at the door")
        .orderDatetime(PLACED)
        .putAdditionalProperty("channel_ref", Map.of("source", "pos", "ids", List.of(1, 2)))
        .build();
  }

  static Media fullMedia() {
    return Media.builder()
        .id("b1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d")
        .url("https://img.example/1.jpg")
        .thumbnail("https://img.example/1_thumb.jpg")
        .type("image")
        .position(1L)
        .putAdditionalProperty("alt", "A mug")
        .build();
  }

  static Variant fullVariant() {
    return Variant.builder()
        .id("c1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d")
        .sku("MUG-BLUE-L")
        .stock(7L)
        .price(Map.of("amount", 1250, "currency", "EUR"))
        .attributes(Map.of("size", "L"))
        .putAdditionalProperty("barcode", "4006381333931")
        .build();
  }

  static Product fullProduct() {
    return Product.builder()
        .id("3f1c2a4e-8b7d-4c6a-9e2f-1a2b3c4d5e6f")
        .name("Blue mug")
        .status("active")
        .type("physical")
        .description("A mug.")
        .category("Kitchen")
        .requiresShipping(true)
        .canPreorder(false)
        .totalStock(7L)
        .priceRange(Map.of("min", 1250, "max", 1250))
        .addMedia(fullMedia())
        .addVariant(fullVariant())
        .createdAt(PLACED)
        .updatedAt(PLACED.plusDays(1))
        .putAdditionalProperty("vendor", "Acme")
        .build();
  }

  static Customer fullCustomer() {
    return Customer.builder()
        .id("0b5e8d8a-3c1f-4e8b-9a7d-2c4f6e8a0b1c")
        .firstname("Ada")
        .lastname("Lovelace")
        .email("ada@example.com")
        .phone("+44 20 7946 0000")
        .note("VIP")
        .createdAt(PLACED)
        .updatedAt(PLACED.plusHours(1))
        .putAdditionalProperty("loyalty_points", 120)
        .build();
  }

  static Stream<Object> fullRecords() {
    return Stream.of(
        fullOrder(),
        fullItem(),
        fullOrderCustomer(),
        fullProduct(),
        fullMedia(),
        fullVariant(),
        fullCustomer());
  }

  /** Rebuilds any model through its own toBuilder(). */
  private static Object rebuilt(Object record) {
    if (record instanceof Order r) {
      return r.toBuilder().build();
    } else if (record instanceof OrderItem r) {
      return r.toBuilder().build();
    } else if (record instanceof OrderCustomer r) {
      return r.toBuilder().build();
    } else if (record instanceof Product r) {
      return r.toBuilder().build();
    } else if (record instanceof Media r) {
      return r.toBuilder().build();
    } else if (record instanceof Variant r) {
      return r.toBuilder().build();
    } else if (record instanceof Customer r) {
      return r.toBuilder().build();
    }
    throw new AssertionError("not a model: " + record);
  }

  @Test
  void orderBuilderSetsEachComponentByName() {
    Order order = fullOrder();

    assertThat(order.id()).isEqualTo("6f1c2a4e-8b7d-4c6a-9e2f-1a2b3c4d5e6f");
    assertThat(order.orderNumber()).isEqualTo("WC-1001");
    assertThat(order.status()).isEqualTo("open");
    assertThat(order.paymentStatus()).isEqualTo("paid");
    assertThat(order.fulfillmentStatus()).isEqualTo("unfulfilled");
    assertThat(order.salesChannel()).isEqualTo("web");
    assertThat(order.currency()).isEqualTo("EUR");
    assertThat(order.customer()).isEqualTo(fullOrderCustomer());
    assertThat(order.items()).extracting(OrderItem::sku).containsExactly("MUG-BLUE", "TEA-1");
    assertThat(order.subtotalPrice()).isEqualTo(2500L);
    assertThat(order.totalShipping()).isEqualTo(490L);
    assertThat(order.totalTax()).isEqualTo(475L);
    assertThat(order.totalDiscount()).isEqualTo(100L);
    assertThat(order.totalPrice()).isEqualTo(3365L);
    assertThat(order.totalItems()).isEqualTo(3L);
    assertThat(order.shippingAddress()).containsEntry("city", "Berlin");
    assertThat(order.note()).isEqualTo("leave at the door");
    assertThat(order.orderDatetime()).isEqualTo(PLACED);
    assertThat(order.additionalProperties()).containsOnlyKeys("channel_ref");
  }

  @Test
  void numericSettersTakeIntLiteralsAndSetTheLongValue() {
    OrderItem item = OrderItem.builder().quantity(2).unitPrice(1250).totalPrice(2500).build();
    Order order =
        Order.builder()
            .id("o-1")
            .orderNumber("WC-1")
            .status("open")
            .subtotalPrice(2500)
            .totalShipping(490)
            .totalTax(475)
            .totalDiscount(100)
            .totalPrice(3365)
            .totalItems(3)
            .build();

    assertThat(List.of(item.quantity(), item.unitPrice(), item.totalPrice()))
        .containsExactly(2L, 1250L, 2500L);
    assertThat(List.of(order.subtotalPrice(), order.totalShipping(), order.totalTax()))
        .containsExactly(2500L, 490L, 475L);
    assertThat(List.of(order.totalDiscount(), order.totalPrice(), order.totalItems()))
        .containsExactly(100L, 3365L, 3L);
    assertThat(Media.builder().position(3).build().position()).isEqualTo(3L);
    assertThat(Variant.builder().stock(0).build().stock()).isZero();
    assertThat(
            Product.builder()
                .id("p")
                .name("n")
                .status("s")
                .type("t")
                .totalStock(12)
                .build()
                .totalStock())
        .isEqualTo(12L);
  }

  @Test
  void nullStillClearsEveryNumericComponent() {
    OrderItem item = fullItem().toBuilder().quantity(null).unitPrice(null).totalPrice(null).build();
    Order order =
        fullOrder().toBuilder()
            .subtotalPrice(null)
            .totalShipping(null)
            .totalTax(null)
            .totalDiscount(null)
            .totalPrice(null)
            .totalItems(null)
            .build();

    assertThat(item.quantity()).isNull();
    assertThat(item.unitPrice()).isNull();
    assertThat(item.totalPrice()).isNull();
    assertThat(order.subtotalPrice()).isNull();
    assertThat(order.totalShipping()).isNull();
    assertThat(order.totalTax()).isNull();
    assertThat(order.totalDiscount()).isNull();
    assertThat(order.totalPrice()).isNull();
    assertThat(order.totalItems()).isNull();
    assertThat(fullMedia().toBuilder().position(null).build().position()).isNull();
    assertThat(fullVariant().toBuilder().stock(null).build().stock()).isNull();
    assertThat(fullProduct().toBuilder().totalStock(null).build().totalStock()).isNull();
  }

  @Test
  void builderEqualsTheCanonicalConstructorWithTheSameValues() {
    Customer byName =
        Customer.builder().id("c-1").firstname("Ada").lastname("Lovelace").email("a@x").build();
    Customer positional =
        new Customer("c-1", "Ada", "Lovelace", "a@x", null, null, null, null, Map.of());

    assertThat(byName).isEqualTo(positional);
  }

  @Test
  void unsetOptionalComponentsFollowTheRecordsNullRules() {
    Order order = Order.builder().id("o-1").orderNumber("WC-1").status("open").build();

    assertThat(order.items()).isEmpty();
    assertThat(order.additionalProperties()).isEmpty();
    assertThat(order.note()).isNull();
    assertThat(order.shippingAddress()).isNull();
    assertThat(Product.builder().id("p").name("n").status("s").type("t").build().variants())
        .isEmpty();
    assertThat(Variant.builder().build().price()).isNull();
  }

  @ParameterizedTest
  @MethodSource("fullRecords")
  void toBuilderRoundTripEqualsTheOriginal(Object record) {
    assertThat(record).hasNoNullFieldsOrProperties();

    Object copy = rebuilt(record);

    assertThat(copy).isEqualTo(record).isNotSameAs(record);
  }

  @Test
  void toBuilderDerivesAChangedCopyAndLeavesTheOriginal() {
    Order original = fullOrder();

    Order shipped = original.toBuilder().fulfillmentStatus("fulfilled").note(null).build();

    assertThat(shipped.fulfillmentStatus()).isEqualTo("fulfilled");
    assertThat(shipped.note()).isNull();
    assertThat(shipped.items()).isEqualTo(original.items());
    assertThat(original.fulfillmentStatus()).isEqualTo("unfulfilled");
    assertThat(original.note()).isEqualTo("leave at the door");
  }

  @Test
  void changingTheOrderBuilderAfterBuildLeavesTheOrderUnchanged() {
    Order.Builder builder = fullOrder().toBuilder();
    Order built = builder.build();
    Order snapshot = fullOrder();

    builder
        .addItem(OrderItem.builder().sku("EXTRA").build())
        .putAdditionalProperty("late", 1)
        .shippingAddress(Map.of("city", "Paris"))
        .status("cancelled");

    assertThat(built).isEqualTo(snapshot);
    assertThat(builder.build().items()).hasSize(3);
  }

  @Test
  void productBuilderCopiesTheCallersCollections() {
    List<Variant> variants = new ArrayList<>(List.of(fullVariant()));
    Map<String, Object> nested = new HashMap<>(Map.of("amount", 1250));
    Map<String, Object> range = new HashMap<>(Map.of("min", nested));
    Product.Builder builder =
        Product.builder().id("p").name("Mug").status("active").type("physical");
    builder.variants(variants).priceRange(range);

    variants.add(Variant.builder().sku("LATE").build());
    nested.put("amount", 1);
    range.put("max", 2);
    Product product = builder.build();

    assertThat(product.variants()).extracting(Variant::sku).containsExactly("MUG-BLUE-L");
    assertThat(product.priceRange()).isEqualTo(Map.of("min", Map.of("amount", 1250)));
  }

  @Test
  void additionalPropertiesAreCopiedDeeplyAndReplacedAsAWhole() {
    Map<String, Object> inner = new LinkedHashMap<>(Map.of("k", "v"));
    OrderItem.Builder builder = OrderItem.builder().putAdditionalProperty("first", 1);
    builder.additionalProperties(Map.of("nested", inner));

    inner.put("k", "changed");
    OrderItem item = builder.build();

    assertThat(item.additionalProperties()).isEqualTo(Map.of("nested", Map.of("k", "v")));
    assertThatThrownBy(() -> item.additionalProperties().put("x", 1))
        .isInstanceOf(UnsupportedOperationException.class);
  }

  @Test
  void additionalPropertyMayNotReuseATypedFieldsJsonName() {
    Order.Builder builder = fullOrder().toBuilder();

    assertThatThrownBy(() -> builder.putAdditionalProperty("order_number", "WC-2"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("'order_number' is a typed field of Order");
    assertThatThrownBy(() -> builder.additionalProperties(Map.of("ok", 1, "total_price", 5)))
        .isInstanceOf(IllegalArgumentException.class);
    // A refused replacement keeps what the builder had.
    assertThat(builder.build().additionalProperties()).containsOnlyKeys("channel_ref");
    assertThatThrownBy(() -> Variant.builder().putAdditionalProperty(" ", 1))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("name is required and must not be blank");
  }

  static Stream<Arguments> missingRequiredFields() {
    return Stream.of(
        Arguments.of(
            "Order",
            "id",
            (ThrowingCallable) () -> Order.builder().orderNumber("1").status("open").build()),
        Arguments.of(
            "Order",
            "order_number",
            (ThrowingCallable) () -> Order.builder().id("o").status("open").build()),
        Arguments.of(
            "Order",
            "status",
            (ThrowingCallable) () -> Order.builder().id("o").orderNumber("1").build()),
        Arguments.of(
            "Product",
            "type",
            (ThrowingCallable) () -> Product.builder().id("p").name("n").status("active").build()),
        Arguments.of(
            "Product",
            "name",
            (ThrowingCallable) () -> Product.builder().id("p").status("active").type("t").build()),
        Arguments.of(
            "Customer",
            "lastname",
            (ThrowingCallable) () -> Customer.builder().id("c").firstname("Ada").build()));
  }

  @ParameterizedTest(name = "{0}.{1}")
  @MethodSource("missingRequiredFields")
  void buildWithoutARequiredFieldNamesTheField(
      String resource, String field, ThrowingCallable build) {
    assertThatThrownBy(build)
        .isInstanceOf(NullPointerException.class)
        .hasMessage(resource + " is missing required field '" + field + "'");
  }

  @Test
  void requiredSettersRejectNullNamingTheParameter() {
    assertThatThrownBy(() -> Order.builder().orderNumber(null))
        .isInstanceOf(NullPointerException.class)
        .hasMessage("orderNumber must not be null");
    assertThatThrownBy(() -> Order.builder().addItem(null))
        .isInstanceOf(NullPointerException.class)
        .hasMessage("item must not be null");
  }

  @ParameterizedTest
  @MethodSource("fullRecords")
  void jsonRoundTripOfABuiltRecordIsUnchanged(Object record) throws Exception {
    String json = MAPPER.writeValueAsString(record);
    Object read = MAPPER.readValue(json, record.getClass());

    assertThat(read).isEqualTo(record);
    assertThat(MAPPER.writeValueAsString(read)).isEqualTo(json);
    // The builder methods must never surface as JSON properties.
    JsonNode tree = MAPPER.readTree(json);
    assertThat(tree.has("builder") || tree.has("toBuilder") || tree.has("to_builder")).isFalse();
  }

  @Test
  void decodedOrderRebuiltByToBuilderWritesTheSameJson() throws Exception {
    String wire =
        """
        {"id":"o-1","order_number":"WC-1","status":"open","currency":"EUR",
         "items":[{"sku":"A","quantity":2,"new_field":{"x":[1,2]}}],
         "shipping_address":{"city":"Berlin"},"order_datetime":"2026-03-01T09:30:00+02:00",
         "loyalty":{"tier":"gold"}}
        """;
    Order decoded = MAPPER.readValue(wire, Order.class);

    Order rebuilt = decoded.toBuilder().build();

    assertThat(MAPPER.readTree(MAPPER.writeValueAsString(rebuilt)))
        .isEqualTo(MAPPER.readTree(MAPPER.writeValueAsString(decoded)));
    assertThat(rebuilt.additionalProperties()).containsOnlyKeys("loyalty");
  }
}
