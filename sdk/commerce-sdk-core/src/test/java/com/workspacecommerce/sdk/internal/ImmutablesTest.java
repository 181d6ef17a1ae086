package com.workspacecommerce.sdk.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.workspacecommerce.sdk.models.OrderCustomer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The copies the model records keep: a record made with a null map or list holds an empty one, and
 * a copy is deep, ordered, unmodifiable and answers a question about null like any list or map.
 */
class ImmutablesTest {

  @Test
  void aRecordMadeWithNullAdditionalPropertiesHoldsAnEmptyMap() {
    OrderCustomer c = new OrderCustomer("c1", "Ada", null, null);
    assertThat(c.additionalProperties()).isEmpty();
    assertThat(c.additionalProperties().containsKey(null)).isFalse();
    assertThat(c).isEqualTo(new OrderCustomer("c1", "Ada", null, Map.of()));
  }

  @Test
  void aNullListIsEmptyAndAnEmptyCopyAnswersContainsNull() {
    assertThat(Immutables.list(null)).isEmpty();
    assertThat(Immutables.list(null).contains(null)).isFalse();
    assertThat(Immutables.list(new ArrayList<String>()).contains(null)).isFalse();
    assertThat(Immutables.list(Arrays.asList("a", null))).containsExactly("a", null);
    assertThat(Immutables.jsonObjectOrNull(null)).isNull();
  }

  @Test
  void aJsonObjectIsCopiedDeeplyInOrderAndCannotBeChanged() {
    List<Object> tags = new ArrayList<>(List.of("x"));
    Map<String, Object> nested = new LinkedHashMap<>();
    nested.put("tags", tags);
    Map<Object, Object> source = new LinkedHashMap<>();
    source.put("z", 1);
    source.put(7, nested);
    source.put("a", null);

    Map<String, Object> copy = Immutables.jsonObject(source);
    tags.add("y");
    source.put("later", true);

    assertThat(copy.keySet()).containsExactly("z", "7", "a");
    assertThat(copy.get("7")).isEqualTo(Map.of("tags", List.of("x")));
    assertThatThrownBy(() -> copy.put("b", 2)).isInstanceOf(UnsupportedOperationException.class);
    @SuppressWarnings("unchecked")
    List<Object> copiedTags = (List<Object>) ((Map<String, Object>) copy.get("7")).get("tags");
    assertThatThrownBy(() -> copiedTags.add("z")).isInstanceOf(UnsupportedOperationException.class);
  }
}
