package com.workspacecommerce.sdk.contract;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import com.workspacecommerce.sdk.internal.spi.JsonCodec;
import com.workspacecommerce.sdk.internal.spi.JsonReadException;
import com.workspacecommerce.sdk.internal.spi.JsonType;
import com.workspacecommerce.sdk.models.Order;
import java.io.ByteArrayInputStream;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.time.OffsetDateTime;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * What the {@link JsonCodec} seam asks of every codec, each figure written out rather than
 * compared with another codec: the bytes a body is sent as, a model read from bytes and from a
 * stream alike (unknown fields kept, an explicit null read as null), what ends a read, and an
 * object read into plain values for the error-message rule above the seam.
 *
 * <p>Each codec's module runs it by a subclass that names its codec ({@code
 * Jackson2CodecContractTest}, {@code Jackson3CodecContractTest}); the behavioural suite's
 * {@code JsonCodecParityTest} compares the two codecs on many more bodies.
 */
public abstract class JsonCodecContract {
  private static final String ORDER_ID = "6f1c2a4e-8b7d-4c6a-9e2f-1a2b3c4d5e6f";
  private static final String ORDER =
      "{\"id\":\""
          + ORDER_ID
          + "\",\"order_number\":\"ORD-1\",\"status\":\"open\",\"note\":null,"
          + "\"total_price\":9007199254740993,\"order_datetime\":\"2025-03-01T10:15:30+02:00\","
          + "\"gift\":{\"wrap\":true,\"tags\":[\"red\",null,2]}}";

  /**
   * The codec under test.
   *
   * @return the codec, as its provider makes it
   */
  protected abstract JsonCodec codec();

  private Order read(String json) throws JsonReadException {
    Order order = codec().read(json.getBytes(StandardCharsets.UTF_8), JsonType.of(Order.class));
    assertThat(order).as("read " + json).isNotNull();
    return order;
  }

  @Test
  void aBodyIsSentAsCompactJsonInItsMapsOrderWithNullsNumbersAndDateTimesAsWritten() {
    Map<String, Object> body = new LinkedHashMap<>();
    body.put("b", 1);
    body.put("phone", null);
    body.put("nested", Map.of("list", Arrays.asList(true, null, "x")));
    body.put("amount", new BigDecimal("12.50"));
    body.put("at", OffsetDateTime.parse("2026-01-02T03:04:05.123+02:00"));

    String sent = new String(codec().write(body), StandardCharsets.UTF_8);

    assertThat(sent)
        .isEqualTo(
            "{\"b\":1,\"phone\":null,\"nested\":{\"list\":[true,null,\"x\"]},\"amount\":12.50,"
                + "\"at\":\"2026-01-02T03:04:05.123+02:00\"}");
  }

  @Test
  void aModelIsReadWithItsUnknownFieldsKeptAndAnExplicitNullAsNull() throws Exception {
    Order order = read(ORDER);

    assertThat(order.id()).isEqualTo(ORDER_ID);
    assertThat(order.orderNumber()).isEqualTo("ORD-1");
    assertThat(order.note()).isNull();
    assertThat(order.totalPrice()).isEqualTo(9007199254740993L);
    assertThat(order.orderDatetime())
        .isEqualTo(OffsetDateTime.parse("2025-03-01T10:15:30+02:00"));
    assertThat(order.additionalProperties())
        .containsOnlyKeys("gift")
        .containsEntry("gift", Map.of("wrap", true, "tags", Arrays.asList("red", null, 2)));
  }

  @Test
  void aStreamIsReadAsItsBytesAre() throws Exception {
    Order fromStream =
        codec()
            .read(
                new ByteArrayInputStream(ORDER.getBytes(StandardCharsets.UTF_8)),
                JsonType.of(Order.class));

    assertThat(fromStream).isEqualTo(read(ORDER));
  }

  @Test
  void whatFollowsTheFirstValueIsIgnoredAndJsonNullIsNoValue() throws Exception {
    for (String trailing : List.of(" {\"x\":1}", " [", "\n\n")) {
      assertThat(read(ORDER + trailing)).as("followed by %s", trailing).isEqualTo(read(ORDER));
    }
    assertThat(codec().read("null".getBytes(StandardCharsets.UTF_8), JsonType.of(Order.class)))
        .isNull();
  }

  @Test
  void aBrokenBodyOrAMissingRequiredFieldIsAJsonReadException() {
    for (String broken : List.of("{\"id\":", "not json", "{\"id\":\"" + ORDER_ID + "\"}")) {
      assertThat(catchThrowable(() -> read(broken)))
          .as(broken)
          .isInstanceOf(JsonReadException.class);
    }
  }

  @Test
  void anObjectIsReadIntoPlainValuesInTheBodysOrderAndANonObjectIntoNothing() {
    byte[] body =
        "{\"b\":1,\"a\":{\"x\":[true,null,\"s\"]},\"c\":1.5}".getBytes(StandardCharsets.UTF_8);

    Map<String, Object> read = codec().readObject(body);

    assertThat(read).isNotNull();
    assertThat(read.keySet()).containsExactly("b", "a", "c");
    assertThat(read.get("a")).isEqualTo(Map.of("x", Arrays.asList(true, null, "s")));
    assertThat(codec().readObject("[1]".getBytes(StandardCharsets.UTF_8))).isNull();
    assertThat(codec().readObject("not json".getBytes(StandardCharsets.UTF_8))).isNull();
  }
}
