package com.workspacecommerce.sdk.testing;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.math.BigInteger;
import org.jspecify.annotations.Nullable;

/**
 * The only class of the kit that uses Jackson 2, for the deprecated {@link RecordedRequest#body()}
 * and {@link RecordedRequest#responseBody()}: the JVM loads it, and so needs Jackson 2 databind,
 * only when one of them is called. Numbers become the nodes Jackson's own {@code readTree} makes of
 * the same text (int, long or big integer nodes by range, a double node for any other number), so
 * those methods return what they returned when the kit parsed with Jackson.
 */
final class JacksonBridge {

  private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

  private JacksonBridge() {}

  /**
   * A new Jackson 2 tree equal to {@code tree}, or null for null. Taking the null case here keeps
   * the deprecated methods free of branches, so that their class names Jackson only in their
   * signatures (see KitWithoutJacksonTest).
   */
  static @Nullable JsonNode toJacksonOrNull(@Nullable JsonTree tree) {
    return tree == null ? null : toJackson(tree);
  }

  /** A new Jackson 2 tree equal to {@code tree}; the caller may change it freely. */
  static JsonNode toJackson(JsonTree tree) {
    if (tree instanceof JsonTree.Obj obj) {
      ObjectNode node = NODES.objectNode();
      obj.fields().forEach((name, field) -> node.set(name, toJackson(field)));
      return node;
    } else if (tree instanceof JsonTree.Arr arr) {
      ArrayNode node = NODES.arrayNode();
      arr.items().forEach(item -> node.add(toJackson(item)));
      return node;
    } else if (tree instanceof JsonTree.Str str) {
      return NODES.textNode(str.value());
    } else if (tree instanceof JsonTree.Num num) {
      if (!num.integral()) {
        return NODES.numberNode(Double.parseDouble(num.text()));
      }
      BigInteger value = new BigInteger(num.text());
      if (value.bitLength() < 32) {
        return NODES.numberNode(value.intValue());
      }
      return value.bitLength() < 64 ? NODES.numberNode(value.longValue()) : NODES.numberNode(value);
    } else if (tree instanceof JsonTree.Bool flag) {
      return NODES.booleanNode(flag.value());
    }
    return NODES.nullNode();
  }
}
