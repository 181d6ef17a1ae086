package com.workspacecommerce.sdk.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import com.workspacecommerce.sdk.errors.CommerceApiException;
import com.workspacecommerce.sdk.internal.spi.JsonCodec;
import com.workspacecommerce.sdk.internal.spi.JsonReadException;
import com.workspacecommerce.sdk.internal.spi.JsonType;
import com.workspacecommerce.sdk.internal.spi.Redactor;
import com.workspacecommerce.sdk.models.Customer;
import com.workspacecommerce.sdk.models.Order;
import com.workspacecommerce.sdk.models.Product;
import com.workspacecommerce.sdk.params.CustomerCreateParams;
import com.workspacecommerce.sdk.params.CustomerUpdateParams;
import com.workspacecommerce.sdk.params.OrderCreateParams;
import com.workspacecommerce.sdk.params.OrderItemParams;
import java.io.IOException;
import java.io.InputStream;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The two codecs are one wire format: byte-for-byte the same request bodies, equal decoded records
 * (unknown fields, explicit nulls, wire offsets and big numbers included), the same problem text
 * for bodies that cannot be read, and the same server messages. Both codecs run in every JVM of
 * this test, whatever {@code commerce.sdk.json} says.
 */
class JsonCodecParityTest {
  private static final JsonCodec JACKSON2 = JsonCodecs.codec("jackson2");
  private static final JsonCodec JACKSON3 = JsonCodecs.codec("jackson3");

  private static final String ORDER_ID = "6f1c2a4e-8b7d-4c6a-9e2f-1a2b3c4d5e6f";
  private static final String ID = "11111111-2222-4333-8444-555555555555";

  static Stream<Object> bodies() {
    Map<String, Object> nested = new LinkedHashMap<>();
    nested.put("line1", "Main St 1 / Apt 2");
    nested.put("zip", null);
    nested.put("geo", List.of(new BigDecimal("52.5200066"), new BigDecimal("-13.404954")));
    Map<String, Object> odd = new LinkedHashMap<>();
    odd.put("lastname", "L\u00f6velace \"the first\"\n\u2603 \uD83D\uDE00 </script>");
    odd.put("firstname", "Ada");
    odd.put("phone", null);
    odd.put("amount", new BigDecimal("12.50"));
    odd.put("huge", new BigInteger("123456789012345678901234567890"));
    odd.put("scaled", new BigDecimal("1E+3"));
    odd.put("count", Long.MAX_VALUE);
    odd.put("ratio", 0.1d);
    odd.put("vip", true);
    odd.put("tags", List.of("x", "y"));
    odd.put("meta", nested);
    odd.put("at", OffsetDateTime.parse("2026-01-02T03:04:05.123+02:00"));
    odd.put("utc", OffsetDateTime.parse("2026-01-02T03:04:05Z"));
    return Stream.of(
        OrderCreateParams.builder()
            .customerId(ORDER_ID)
            .addItem(OrderItemParams.of("MUG-1", "Mug", 2, 1250))
            .currency("USD")
            .build(),
        OrderCreateParams.builder()
            .customerId(ORDER_ID)
            .addItem(
                OrderItemParams.builder()
                    .sku("MUG/1")
                    .title("Mug \uD83D\uDE00")
                    .quantity(Long.MAX_VALUE)
                    .unitPrice(0)
                    .putAdditionalProperty("gift_wrap", null)
                    .putAdditionalProperty("engraving", Map.of("text", "A"))
                    .build())
            .currency(null)
            .note("leave at the door")
            .shippingAddress(nested)
            .salesChannel("web")
            .putAdditionalProperty("coupon", "SPRING")
            .putAdditionalProperty("weight", new BigDecimal("0.0001"))
            .putAdditionalProperty("explicit_null", null)
            .build(),
        CustomerCreateParams.builder().firstname("Ada").lastname("Lovelace").build().toMap(),
        CustomerCreateParams.builder()
            .email("ada@example.com")
            .firstname("Ada")
            .lastname(null)
            .build()
            .toMap(),
        CustomerUpdateParams.builder().firstname("Ada").note("vip").phone(null).build().toMap(),
        odd);
  }

  @ParameterizedTest
  @MethodSource("bodies")
  void requestBodiesAreTheSameBytes(Object body) {
    byte[] two = JACKSON2.write(body);
    byte[] three = JACKSON3.write(body);
    assertThat(new String(three, StandardCharsets.UTF_8))
        .isEqualTo(new String(two, StandardCharsets.UTF_8));
    assertThat(three).isEqualTo(two);
  }

  @Test
  void theOddBodyIsWrittenAsJackson2AlwaysWroteIt() {
    String sent =
        new String(
            JACKSON3.write(bodies().reduce((a, b) -> b).orElseThrow()), StandardCharsets.UTF_8);
    assertThat(sent)
        .contains("\"phone\":null", "\"zip\":null")
        .contains("\\uD83D\\uDE00", "</script>", "Main St 1 / Apt 2")
        .contains("\"huge\":123456789012345678901234567890", "\"amount\":12.50")
        .contains("\"at\":\"2026-01-02T03:04:05.123+02:00\"", "\"utc\":\"2026-01-02T03:04:05Z\"");
  }

  @Test
  void deepBodiesAreWrittenAlikeUpToJackson2sLimitAndRefusedAlikeBeyondIt() {
    assertThat(JACKSON3.write(nested(999))).isEqualTo(JACKSON2.write(nested(999)));
    Object tooDeep = nested(1001);
    IllegalArgumentException two =
        catchThrowableOfType(IllegalArgumentException.class, () -> JACKSON2.write(tooDeep));
    IllegalArgumentException three =
        catchThrowableOfType(IllegalArgumentException.class, () -> JACKSON3.write(tooDeep));
    assertThat(two).hasMessageStartingWith("params could not be serialized to JSON: ");
    assertThat(three).hasMessage(two.getMessage());
  }

  /** A map holding maps {@code depth} deep, counting itself. */
  private static Map<String, Object> nested(int depth) {
    Map<String, Object> inner = new LinkedHashMap<>();
    inner.put("leaf", 1);
    for (int i = 1; i < depth; i++) {
      Map<String, Object> outer = new LinkedHashMap<>();
      outer.put("n", inner);
      inner = outer;
    }
    return inner;
  }

  static Stream<String> orders() {
    String items =
        "\"items\":[{\"id\":\""
            + ID
            + "\",\"title\":\"Mug\",\"sku\":\"MUG-1\",\"quantity\":2,\"unit_price\":1250,"
            + "\"total_price\":2500,\"engraving\":{\"text\":\"A\"}}]";
    return Stream.of(
        "{\"id\":\"" + ORDER_ID + "\",\"order_number\":\"ORD-1\",\"status\":\"open\"}",
        "{\"id\":\""
            + ORDER_ID
            + "\",\"order_number\":\"ORD-1001\",\"status\":\"open\",\"currency\":\"USD\","
            + items
            + ",\"total_price\":2500,\"order_datetime\":\"2025-03-01T10:15:30+02:00\"}",
        // Explicit nulls beside absent fields, unknown fields of every JSON type, big numbers.
        "{\"id\":\""
            + ORDER_ID
            + "\",\"order_number\":\"ORD-2\",\"status\":\"open\",\"note\":null,\"customer\":null,"
            + "\"payment_status\":null,\"loyalty\":null,\"big\":123456789012345678901234567890,"
            + "\"exact\":12.500,\"tiny\":1e-7,\"neg\":-9223372036854775808,\"flag\":false,"
            + "\"nested\":{\"a\":[1,2.5,\"x\",null,{\"b\":{}}]},\"empty\":[],"
            + "\"total_price\":9007199254740993,"
            + "\"order_datetime\":\"2025-03-01T10:15:30.123456789-05:30\","
            + "\"customer\":{\"id\":\""
            + ID
            + "\",\"name\":\"Ada\",\"email\":\"ada@example.com\",\"tier\":\"gold\"},"
            + items
            + "}",
        "{\"id\":\""
            + ORDER_ID
            + "\",\"order_number\":\"ORD-3\",\"status\":\"open\","
            + "\"order_datetime\":\"2025-03-01T10:15:30+0200\",\"shipping_address\":"
            + "{\"line1\":\"Main St 1\",\"zip\":null}}");
  }

  @ParameterizedTest
  @MethodSource("orders")
  void ordersDecodeToEqualRecords(String json) throws Exception {
    Order two = read(JACKSON2, json, Order.class);
    Order three = read(JACKSON3, json, Order.class);
    assertThat(three).isEqualTo(two);
    assertThat(three.additionalProperties()).isEqualTo(two.additionalProperties());
    // Equal maps, not the same iteration order: Jackson 2 hands the record a HashMap (hash
    // order), Jackson 3 a LinkedHashMap (filled in the reverse of the wire order). Neither is
    // the wire order, and records compare their maps by content.
    assertThat(three.additionalProperties().keySet())
        .containsExactlyInAnyOrderElementsOf(two.additionalProperties().keySet());
  }

  @Test
  void trailingTokensAndJsonNullAreTreatedAlike() throws Exception {
    String order = orders().findFirst().orElseThrow();
    // Jackson 2 reads the first value and ignores what follows; Jackson 3 is set to do the same.
    for (String trailing : List.of(" {\"x\":1}", " [", " x", "\n\n")) {
      assertThat(read(JACKSON3, order + trailing, Order.class))
          .isEqualTo(read(JACKSON2, order + trailing, Order.class));
    }
    byte[] jsonNull = "null".getBytes(StandardCharsets.UTF_8);
    assertThat(JACKSON2.read(jsonNull, JsonType.of(Order.class))).isNull();
    assertThat(JACKSON3.read(jsonNull, JsonType.of(Order.class))).isNull();
  }

  @Test
  void offsetsUnknownFieldsNullsAndBigNumbersSurviveJackson3() throws Exception {
    Order order = read(JACKSON3, orders().skip(2).findFirst().orElseThrow(), Order.class);
    assertThat(order.orderDatetime()).isNotNull();
    assertThat(order.orderDatetime().getOffset()).isEqualTo(ZoneOffset.ofHoursMinutes(-5, -30));
    assertThat(order.orderDatetime().getNano()).isEqualTo(123456789);
    assertThat(order.additionalProperties())
        .containsEntry("big", new BigInteger("123456789012345678901234567890"))
        .containsEntry("loyalty", null)
        .containsKey("nested")
        .doesNotContainKey("currency");
    assertThat(order.totalPrice()).isEqualTo(9007199254740993L);
    Order plus0200 = read(JACKSON3, orders().skip(3).findFirst().orElseThrow(), Order.class);
    assertThat(plus0200.orderDatetime().getOffset()).isEqualTo(ZoneOffset.ofHours(2));
  }

  @Test
  void productsCustomersAndPagesDecodeToEqualRecords() throws Exception {
    String product =
        "{\"id\":\""
            + ID
            + "\",\"name\":\"Mug\",\"status\":\"active\",\"type\":\"physical\","
            + "\"description\":null,\"requires_shipping\":true,\"total_stock\":12,"
            + "\"price_range\":{\"min\":1250,\"max\":99999999999999999999},"
            + "\"media\":[{\"id\":\""
            + ID
            + "\",\"url\":\"https://cdn.example.com/a.png\",\"position\":1,\"alt\":\"x\"}],"
            + "\"variants\":[{\"id\":\""
            + ID
            + "\",\"sku\":\"MUG-1\",\"stock\":3,\"price\":{\"amount\":1250,\"currency\":\"USD\"},"
            + "\"attributes\":{\"color\":\"red\"},\"barcode\":null}],"
            + "\"created_at\":\"2025-03-01T10:15:30Z\",\"updated_at\":\"2025-03-02T10:15:30+02:00\","
            + "\"brand\":{\"name\":\"Acme\"}}";
    assertThat(read(JACKSON3, product, Product.class))
        .isEqualTo(read(JACKSON2, product, Product.class));
    String customer =
        "{\"id\":\""
            + ID
            + "\",\"firstname\":\"Ada\",\"lastname\":\"Lovelace\",\"email\":null,"
            + "\"created_at\":\"2025-03-01T10:15:30+02:00\",\"vip\":true}";
    Customer c3 = read(JACKSON3, customer, Customer.class);
    assertThat(c3).isEqualTo(read(JACKSON2, customer, Customer.class));
    assertThat(c3.createdAt()).isEqualTo(OffsetDateTime.parse("2025-03-01T10:15:30+02:00"));
    assertThat(c3.createdAt().getOffset()).isEqualTo(ZoneOffset.ofHours(2));
    String page =
        "{\"page\":2,\"size\":1,\"total\":3,\"total_pages\":3,\"has_next_page\":true,"
            + "\"has_previous_page\":null,\"cursor\":\"abc\",\"items\":["
            + product
            + "]}";
    JsonType<PageBody<Product>> pageType = PageBody.typeOf(Product.class);
    PageBody<Product> p3 = JACKSON3.read(page.getBytes(StandardCharsets.UTF_8), pageType);
    assertThat(p3).isEqualTo(JACKSON2.read(page.getBytes(StandardCharsets.UTF_8), pageType));
    assertThat(p3.items()).hasSize(1).first().isInstanceOf(Product.class);
    assertThat(p3.additionalProperties()).containsEntry("cursor", "abc");
  }

  static Stream<String> unreadable() {
    return Stream.of(
        "{\"id\": tru",
        "{\"id\":\"" + ORDER_ID + "\",\"status\":\"open\"}",
        "{\"id\":\""
            + ORDER_ID
            + "\",\"order_number\":\"O\",\"status\":\"open\",\"total_price\":12.5}",
        "{\"id\":\""
            + ORDER_ID
            + "\",\"order_number\":\"O\",\"status\":\"open\",\"total_price\":\"x\"}",
        "{\"id\":\""
            + ORDER_ID
            + "\",\"order_number\":\"O\",\"status\":\"open\",\"items\":[{\"quantity\":\"many\"}]}",
        "{\"id\":\""
            + ORDER_ID
            + "\",\"order_number\":\"O\",\"status\":\"open\",\"order_datetime\":\"yesterday\"}",
        "{\"id\":\"" + ORDER_ID + "\",\"order_number\":\"O\",\"status\":\"open\",\"items\":{}}",
        "[1,2]",
        "\"text\"",
        "{\"id\":\""
            + ORDER_ID
            + "\",\"order_number\":\"O\",\"status\":\"open\",\"x\":"
            + "[".repeat(200)
            + "]".repeat(200)
            + "}",
        "{\"id\":\""
            + ORDER_ID
            + "\",\"order_number\":\"O\",\"status\":\"open\",\"n\":"
            + "9".repeat(150)
            + "}",
        "{\"id\":\"" + ORDER_ID + "\" \"order_number\":\"O\"}",
        "{\"id\":\"" + ORDER_ID + "\",\"order_number\":\"O\",\"status\":\"open\"",
        "\u0000");
  }

  @ParameterizedTest
  @MethodSource("unreadable")
  void unreadableBodiesAreDescribedInTheSameWords(String json) {
    byte[] body = json.getBytes(StandardCharsets.UTF_8);
    JsonReadException two =
        catchThrowableOfType(
            JsonReadException.class, () -> JACKSON2.read(body, JsonType.of(Order.class)));
    JsonReadException three =
        catchThrowableOfType(
            JsonReadException.class, () -> JACKSON3.read(body, JsonType.of(Order.class)));
    assertThat(two).as("jackson2").isNotNull();
    assertThat(three).as("jackson3").isNotNull();
    // The same words; only where Jackson quotes a location (the start of an unclosed object) do
    // the lines differ: Jackson 3 says "byte offset: #UNKNOWN" where Jackson 2 says "line: 1,
    // column: 1".
    assertThat(withoutLocation(three.getMessage())).isEqualTo(withoutLocation(two.getMessage()));
    if (!two.getMessage().contains("[Source:")) {
      assertThat(three.getMessage()).isEqualTo(two.getMessage());
    }
  }

  private static String withoutLocation(String message) {
    return message.replaceAll("\\[Source: [^\\]]*\\]", "[location]");
  }

  static Stream<String> errorBodies() {
    return Stream.of(
        "{\"message\":\"out of stock\"}",
        "{\"error\":{\"message\":\"nested\"},\"message\":\"outer\"}",
        "{\"error\":\"plain\"}",
        "{\"detail\":\"from detail\"}",
        "{\"message\":\"  \",\"detail\":\"d\"}",
        "{\"message\":12}",
        "[\"message\"]",
        "not json",
        "   ",
        "null");
  }

  @ParameterizedTest
  @MethodSource("errorBodies")
  void serverMessagesAreFoundAlike(String json) {
    byte[] body = json.getBytes(StandardCharsets.UTF_8);
    assertThat(ServerMessage.find(JACKSON3, body)).isEqualTo(ServerMessage.find(JACKSON2, body));
  }

  @Test
  void aBodyAsLongAsTheReadCapMayHaveBeenCutSoNoCodecLooksIntoIt() {
    // The transport reads an error body up to this many bytes: one that long may go on past them.
    int cap = CommerceApiException.MAX_BODY_CHARS + Redactor.SLACK;
    for (JsonCodec codec : List.of(JACKSON2, JACKSON3)) {
      assertThat(ServerMessage.find(codec, messageBodyOfLength(cap - 1)))
          .as(codec.name())
          .isEqualTo("out of stock");
      assertThat(ServerMessage.find(codec, messageBodyOfLength(cap))).as(codec.name()).isNull();
      assertThat(ServerMessage.find(codec, new byte[0])).as(codec.name()).isNull();
    }
  }

  /** A whole JSON object with a message, padded to exactly {@code length} bytes. */
  private static byte[] messageBodyOfLength(int length) {
    String start = "{\"message\":\"out of stock\",\"pad\":\"";
    String end = "\"}";
    String json = start + "x".repeat(length - start.length() - end.length()) + end;
    return json.getBytes(StandardCharsets.UTF_8);
  }

  @Test
  void aStreamThatBreaksOffInsideAListThrowsItsOwnFailureOnBothCodecs() {
    // Inside a list both libraries wrap what the stream threw, with the path to the item.
    String start = "{\"page\":1,\"items\":[{\"name\":\"Cu";
    for (JsonCodec codec : List.of(JACKSON2, JACKSON3)) {
      IOException reset = new IOException("connection reset");
      Throwable thrown =
          org.assertj.core.api.Assertions.catchThrowable(
              () -> codec.read(breaksOffAfter(start, reset), PageBody.typeOf(Product.class)));
      assertThat(thrown).as(codec.name()).isSameAs(reset);
    }
  }

  /** A body whose stream gives {@code start}, then fails. */
  private static InputStream breaksOffAfter(String start, IOException failure) {
    byte[] bytes = start.getBytes(StandardCharsets.UTF_8);
    return new InputStream() {
      private int next;

      @Override
      public int read() throws IOException {
        if (next < bytes.length) {
          return bytes[next++] & 0xff;
        }
        throw failure;
      }
    };
  }

  private static <T> T read(JsonCodec codec, String json, Class<T> type) throws Exception {
    T value = codec.read(json.getBytes(StandardCharsets.UTF_8), JsonType.of(type));
    assertThat(value).as(codec.name()).isNotNull();
    return value;
  }
}
