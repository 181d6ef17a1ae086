package com.workspacecommerce.sdk.models;

import static com.workspacecommerce.sdk.models.ModelBuildersTest.fullCustomer;
import static com.workspacecommerce.sdk.models.ModelBuildersTest.fullItem;
import static com.workspacecommerce.sdk.models.ModelBuildersTest.fullMedia;
import static com.workspacecommerce.sdk.models.ModelBuildersTest.fullOrder;
import static com.workspacecommerce.sdk.models.ModelBuildersTest.fullOrderCustomer;
import static com.workspacecommerce.sdk.models.ModelBuildersTest.fullProduct;
import static com.workspacecommerce.sdk.models.ModelBuildersTest.fullVariant;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * What a builder puts into a record's additional properties and lists: a property set by name is
 * there, a map replaces them all, and a list setter replaces the list rather than adding to it.
 */
class ModelAdditionalPropertiesTest {

  @Test
  void aPropertySetByNameIsInTheBuiltRecordOfEveryModel() {
    assertThat(fullItem().additionalProperties()).isEqualTo(Map.of("gift_wrap", true));
    assertThat(fullOrderCustomer().additionalProperties()).isEqualTo(Map.of("tier", "gold"));
    assertThat(fullMedia().additionalProperties()).isEqualTo(Map.of("alt", "A mug"));
    assertThat(fullVariant().additionalProperties()).isEqualTo(Map.of("barcode", "4006381333931"));
    assertThat(fullProduct().additionalProperties()).isEqualTo(Map.of("vendor", "Acme"));
    assertThat(fullCustomer().additionalProperties()).isEqualTo(Map.of("loyalty_points", 120));
    assertThat(fullOrder().additionalProperties()).containsOnlyKeys("channel_ref");
  }

  @Test
  void aMapReplacesEveryEarlierPropertyInEveryModel() {
    Map<String, Object> only = Map.of("only", 1);
    assertThat(fullItem().toBuilder().additionalProperties(only).build().additionalProperties())
        .isEqualTo(only);
    assertThat(
            fullOrderCustomer().toBuilder()
                .additionalProperties(only)
                .build()
                .additionalProperties())
        .isEqualTo(only);
    assertThat(fullMedia().toBuilder().additionalProperties(only).build().additionalProperties())
        .isEqualTo(only);
    assertThat(fullVariant().toBuilder().additionalProperties(only).build().additionalProperties())
        .isEqualTo(only);
    assertThat(fullProduct().toBuilder().additionalProperties(only).build().additionalProperties())
        .isEqualTo(only);
    assertThat(fullCustomer().toBuilder().additionalProperties(only).build().additionalProperties())
        .isEqualTo(only);
    assertThat(fullOrder().toBuilder().additionalProperties(only).build().additionalProperties())
        .isEqualTo(only);
  }

  @Test
  void aTypedNameIsRefusedByTheMapSetterOfEveryModel() {
    assertThatThrownBy(() -> Media.builder().additionalProperties(Map.of("url", "x")))
        .hasMessageContaining("'url' is a typed field of Media");
    assertThatThrownBy(() -> Variant.builder().additionalProperties(Map.of("sku", "x")))
        .hasMessageContaining("'sku' is a typed field of Variant");
    assertThatThrownBy(() -> Customer.builder().additionalProperties(Map.of("email", "x")))
        .hasMessageContaining("'email' is a typed field of Customer");
    assertThatThrownBy(() -> OrderCustomer.builder().additionalProperties(Map.of("name", "x")))
        .hasMessageContaining("'name' is a typed field of OrderCustomer");
    assertThatThrownBy(() -> Product.builder().additionalProperties(Map.of("variants", "x")))
        .hasMessageContaining("'variants' is a typed field of Product");
    assertThatThrownBy(() -> OrderItem.builder().additionalProperties(Map.of("quantity", 1)))
        .hasMessageContaining("'quantity' is a typed field of OrderItem");
  }

  @Test
  void aListSetterReplacesTheListItWasGivenBefore() {
    Media other = fullMedia().toBuilder().id("d1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d").build();
    Variant otherVariant = fullVariant().toBuilder().sku("MUG-RED").build();
    Product product =
        fullProduct().toBuilder().media(List.of(other)).variants(List.of(otherVariant)).build();
    assertThat(product.media()).containsExactly(other);
    assertThat(product.variants()).containsExactly(otherVariant);

    OrderItem tea = OrderItem.builder().sku("TEA-2").quantity(3L).build();
    assertThat(fullOrder().toBuilder().items(List.of(tea)).build().items()).containsExactly(tea);
  }
}
