package com.workspacecommerce.sdk.params;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The order body holds copies: what the caller changes after setting a value is not sent. */
class OrderCreateParamsTest {
  private static final ObjectMapper JSON = new ObjectMapper();

  @Test
  void additionalPropertiesAreDeepCopiedWhenSet() throws Exception {
    Map<String, Object> nested = new LinkedHashMap<>();
    nested.put("code", "WELCOME10");
    List<Object> tags = new ArrayList<>(List.of("gift"));
    OrderCreateParams.Builder builder =
        OrderCreateParams.builder()
            .putAdditionalProperty("coupon", nested)
            .putAdditionalProperty("tags", tags);
    nested.put("code", "CHANGED");
    tags.add("changed");
    OrderCreateParams params = builder.build();

    JsonNode body = JSON.readTree(JSON.writeValueAsString(params));
    assertThat(body.get("coupon").get("code").asText()).isEqualTo("WELCOME10");
    assertThat(body.get("tags")).hasSize(1);
    assertThatThrownBy(() -> ((List<Object>) params.toMap().get("tags")).add("x"))
        .isInstanceOf(UnsupportedOperationException.class);
  }

  @Test
  void mapKeysThatAreNotTextAreSentAsText() throws Exception {
    Map<Object, Object> byNumber = new HashMap<>();
    byNumber.put(1, "first");
    OrderCreateParams params =
        OrderCreateParams.builder().putAdditionalProperty("lines", byNumber).build();

    JsonNode body = JSON.readTree(JSON.writeValueAsString(params));
    assertThat(body.get("lines").get("1").asText()).isEqualTo("first");
  }

  @Test
  void itemAdditionalPropertiesAreCopiedToo() throws Exception {
    Map<String, Object> engraving = new LinkedHashMap<>(Map.of("text", "Ada"));
    OrderItemParams.Builder item =
        OrderItemParams.builder().sku("PEN-1").putAdditionalProperty("engraving", engraving);
    engraving.put("text", "changed");

    JsonNode body = JSON.readTree(JSON.writeValueAsString(item.build()));
    assertThat(body.get("engraving").get("text").asText()).isEqualTo("Ada");
  }
}
