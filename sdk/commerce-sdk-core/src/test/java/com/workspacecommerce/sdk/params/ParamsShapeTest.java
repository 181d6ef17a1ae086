package com.workspacecommerce.sdk.params;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.workspacecommerce.sdk.RequestOptions;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Every params class has the same shape: {@code toBuilder()} round trips, typed getters report what
 * will be sent, {@code isSet(Field)} tells "not set" from "set to null", and additional properties
 * never replace a typed field.
 */
class ParamsShapeTest {
  private static final String CUSTOMER_ID = "0b5e8d8a-3c1f-4e8b-9a7d-2c4f6e8a0b1c";

  private static OrderItemParams item() {
    return OrderItemParams.builder()
        .sku("MUG-1")
        .title("Mug")
        .quantity(2)
        .unitPrice(1250)
        .putAdditionalProperty("gift_wrap", true)
        .build();
  }

  private static OrderCreateParams order() {
    return OrderCreateParams.builder()
        .customerId(CUSTOMER_ID)
        .addItem(item())
        .currency("EUR")
        .note(null)
        .shippingAddress(Map.of("city", "Berlin"))
        .salesChannel("web")
        .putAdditionalProperty("coupon", "SPRING")
        .build();
  }

  @Test
  void orderGettersReportWhatWillBeSent() {
    OrderCreateParams p = order();
    assertThat(p.customerId()).isEqualTo(CUSTOMER_ID);
    assertThat(p.items()).containsExactly(item());
    assertThat(p.currency()).isEqualTo("EUR");
    assertThat(p.note()).isNull();
    assertThat(p.shippingAddress()).isEqualTo(Map.of("city", "Berlin"));
    assertThat(p.salesChannel()).isEqualTo("web");
    assertThat(p.additionalProperties()).isEqualTo(Map.of("coupon", "SPRING"));
    assertThat(p.toMap())
        .containsOnlyKeys(
            "customer", "items", "currency", "note", "shipping_address", "sales_channel", "coupon")
        .containsEntry("customer", Map.of("id", CUSTOMER_ID));
  }

  @Test
  void orderIsSetTellsNotSetFromSetToNull() {
    OrderCreateParams p = OrderCreateParams.builder().note(null).build();
    assertThat(p.isSet(OrderCreateParams.Field.NOTE)).isTrue();
    assertThat(p.note()).isNull();
    assertThat(p.isSet(OrderCreateParams.Field.CURRENCY)).isFalse();
    assertThat(p.currency()).isNull();
    assertThat(p.items()).isNull();
    assertThat(p.isSet(OrderCreateParams.Field.ITEMS)).isFalse();
    assertThat(
            OrderCreateParams.builder()
                .items(List.of())
                .build()
                .isSet(OrderCreateParams.Field.ITEMS))
        .isTrue();
  }

  @Test
  void itemGettersAndIsSet() {
    OrderItemParams p = item();
    assertThat(p.sku()).isEqualTo("MUG-1");
    assertThat(p.title()).isEqualTo("Mug");
    assertThat(p.quantity()).isEqualTo(2L);
    assertThat(p.unitPrice()).isEqualTo(1250L);
    assertThat(p.additionalProperties()).isEqualTo(Map.of("gift_wrap", true));
    OrderItemParams bare = OrderItemParams.builder().sku(null).build();
    assertThat(bare.isSet(OrderItemParams.Field.SKU)).isTrue();
    assertThat(bare.isSet(OrderItemParams.Field.QUANTITY)).isFalse();
    assertThat(bare.quantity()).isNull();
  }

  @Test
  void customerGettersAndIsSet() {
    CustomerUpdateParams p =
        CustomerUpdateParams.builder()
            .firstname("Ada")
            .lastname(null)
            .email("ada@example.com")
            .build();
    assertThat(p.firstname()).isEqualTo("Ada");
    assertThat(p.lastname()).isNull();
    assertThat(p.email()).isEqualTo("ada@example.com");
    assertThat(p.isSet(CustomerFields.Field.LASTNAME)).isTrue();
    assertThat(p.isSet(CustomerFields.Field.PHONE)).isFalse();
    assertThat(p.isSet(CustomerFields.Field.FIRSTNAME)).isTrue();
  }

  @Test
  void productListIsSet() {
    ProductListParams p = ProductListParams.builder().limit(5).sortOrder(SortOrder.ASC).build();
    assertThat(p.isSet(ProductListParams.Field.LIMIT)).isTrue();
    assertThat(p.isSet(ProductListParams.Field.SORT_ORDER)).isTrue();
    assertThat(p.isSet(ProductListParams.Field.PAGE)).isFalse();
    assertThat(p.isSet(ProductListParams.Field.SORT_BY)).isFalse();
    assertThat(p.limit()).isEqualTo(5);
    assertThat(p.sortOrder()).isEqualTo(SortOrder.ASC);
    assertThat(p.sortOrder().value()).isEqualTo("asc");
  }

  @Test
  void toBuilderRoundTripsEveryParamsClassAndRequestOptions() {
    OrderCreateParams order = order();
    assertThat(order.toBuilder().build()).isEqualTo(order);
    assertThat(order.toBuilder().build().toMap()).containsExactlyEntriesOf(order.toMap());
    OrderItemParams item = item();
    assertThat(item.toBuilder().build()).isEqualTo(item);
    CustomerCreateParams create =
        CustomerCreateParams.builder().firstname("Ada").phone(null).note("vip").build();
    assertThat(create.toBuilder().build()).isEqualTo(create);
    assertThat(create.toBuilder().build().isSet(CustomerFields.Field.PHONE)).isTrue();
    CustomerUpdateParams update =
        CustomerUpdateParams.builder().firstname("Ada").email(null).build();
    assertThat(update.toBuilder().build()).isEqualTo(update);
    ProductListParams list = ProductListParams.builder().page(2).limit(5).sortBy("name").build();
    assertThat(list.toBuilder().build()).isEqualTo(list);
    RequestOptions options =
        RequestOptions.builder()
            .attemptTimeout(Duration.ofSeconds(3))
            .maxRetries(1)
            .idempotencyKey("k-1")
            .header("X-A", "1")
            .build();
    RequestOptions copy = options.toBuilder().build();
    assertThat(copy.attemptTimeout()).isEqualTo(Duration.ofSeconds(3));
    assertThat(copy.maxRetries()).isEqualTo(1);
    assertThat(copy.idempotencyKey()).isEqualTo("k-1");
    assertThat(copy.headers()).isEqualTo(Map.of("X-A", "1"));
  }

  @Test
  void toBuilderDerivesWithoutChangingTheOriginal() {
    OrderCreateParams order = order();
    OrderCreateParams more =
        order.toBuilder().addItem(OrderItemParams.of("T", "Tea", 1, 1)).note("x").build();
    assertThat(more.items()).hasSize(2);
    assertThat(more.note()).isEqualTo("x");
    assertThat(order.items()).hasSize(1);
    assertThat(order.note()).isNull();
    CustomerUpdateParams update = CustomerUpdateParams.builder().firstname("Ada").build();
    assertThat(update.toBuilder().phone("1").build().phone()).isEqualTo("1");
    assertThat(update.isSet(CustomerFields.Field.PHONE)).isFalse();
    RequestOptions options = RequestOptions.builder().header("X-A", "1").build();
    assertThat(options.toBuilder().header("X-B", "2").build().headers()).hasSize(2);
    assertThat(options.headers()).hasSize(1);
  }

  @ParameterizedTest
  @EnumSource(OrderCreateParams.Field.class)
  void anOrderAdditionalPropertyCannotReplaceATypedField(OrderCreateParams.Field field) {
    OrderCreateParams.Builder b = OrderCreateParams.builder().addItem(item());
    assertThatThrownBy(() -> b.putAdditionalProperty(field.jsonName(), "x"))
        .isExactlyInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("'" + field.jsonName() + "'")
        .hasMessageContaining("typed field of OrderCreateParams")
        .hasMessageContaining("set it with ");
    assertThat(b.build().items()).as("the typed items are kept").containsExactly(item());
  }

  @Test
  void theRejectionNamesTheSetterToUse() {
    assertThatThrownBy(() -> OrderCreateParams.builder().putAdditionalProperty("items", List.of()))
        .hasMessage(
            "name 'items' is a typed field of OrderCreateParams; set it with items(..) or"
                + " addItem(..), not putAdditionalProperty");
    assertThatThrownBy(() -> OrderItemParams.builder().putAdditionalProperty("unit_price", 1))
        .hasMessage(
            "name 'unit_price' is a typed field of OrderItemParams; set it with unitPrice(..), not"
                + " putAdditionalProperty");
  }

  @ParameterizedTest
  @EnumSource(OrderItemParams.Field.class)
  void anItemAdditionalPropertyCannotReplaceATypedField(OrderItemParams.Field field) {
    assertThatThrownBy(() -> OrderItemParams.builder().putAdditionalProperty(field.jsonName(), 1))
        .isExactlyInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("'" + field.jsonName() + "'");
  }

  @Test
  void aBlankAdditionalPropertyNameIsAnInvalidValue() {
    assertThatThrownBy(() -> OrderCreateParams.builder().putAdditionalProperty(" ", 1))
        .isExactlyInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("name");
  }
}
