package com.workspacecommerce.compat;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;
import com.workspacecommerce.sdk.Page;
import com.workspacecommerce.sdk.models.Customer;
import com.workspacecommerce.sdk.models.Media;
import com.workspacecommerce.sdk.models.Order;
import com.workspacecommerce.sdk.models.OrderCustomer;
import com.workspacecommerce.sdk.models.OrderItem;
import com.workspacecommerce.sdk.models.Product;
import com.workspacecommerce.sdk.models.Variant;
import com.workspacecommerce.sdk.params.CustomerCreateParams;
import com.workspacecommerce.sdk.params.CustomerFields;
import com.workspacecommerce.sdk.params.CustomerUpdateParams;
import com.workspacecommerce.sdk.params.OrderCreateParams;
import com.workspacecommerce.sdk.params.OrderItemParams;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * SDK values through an application's own Jackson 2 mapper, on the Jackson this module runs (the
 * oldest supported and the newest): the JSON creators, the creator-side any-setters and the generic
 * page creator all rest on Jackson features whose support began in 2.18. The full matrix, Jackson 3
 * included, is the SDK module's ApplicationMapperTest.
 */
class ApplicationJsonTest {
  private static final String ID = "0b5e8d8a-3c1f-4e8b-9a7d-2c4f6e8a0b1c";

  static Stream<ObjectMapper> mappers() {
    return Stream.of(
        JsonMapper.builder().build(),
        JsonMapper.builder()
            .addModule(new JavaTimeModule())
            .disable(SerializationFeature.WRITE_DATES_AS_TIMESTAMPS)
            .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            .build());
  }

  private static Customer customer() {
    return Customer.builder()
        .id(ID)
        .firstname("Ada")
        .lastname("Lovelace")
        .createdAt(OffsetDateTime.of(2024, 5, 6, 9, 8, 0, 0, ZoneOffset.ofHours(2)))
        .putAdditionalProperty("tier", "gold")
        .build();
  }

  @ParameterizedTest
  @MethodSource("mappers")
  void modelsRoundTripWithOffsetsAndUnknownFieldsKept(ObjectMapper mapper) throws Exception {
    String json = mapper.writeValueAsString(customer());
    assertThat(json)
        .isEqualTo(
            "{\"id\":\""
                + ID
                + "\",\"firstname\":\"Ada\",\"lastname\":\"Lovelace\",\"email\":null,"
                + "\"phone\":null,\"note\":null,\"created_at\":\"2024-05-06T09:08:00+02:00\","
                + "\"updated_at\":null,\"tier\":\"gold\"}");
    assertThat(mapper.readValue(json, Customer.class)).isEqualTo(customer());
    Customer noOffset =
        mapper.readValue(
            "{\"id\":\"c\",\"firstname\":\"A\",\"lastname\":\"B\","
                + "\"created_at\":\"2024-05-06T07:08:09\"}",
            Customer.class);
    assertThat(noOffset.createdAt())
        .isEqualTo(OffsetDateTime.of(2024, 5, 6, 7, 8, 9, 0, ZoneOffset.UTC));

    Order order =
        Order.builder()
            .id(ID)
            .orderNumber("1")
            .status("open")
            .customer(OrderCustomer.builder().id(ID).putAdditionalProperty("x", 1).build())
            .items(List.of(OrderItem.builder().sku("S").quantity(2).build()))
            .orderDatetime(OffsetDateTime.of(2024, 5, 6, 2, 38, 9, 0, ZoneOffset.ofHours(-4)))
            .putAdditionalProperty("y", List.of(1, 2))
            .build();
    assertThat(mapper.readValue(mapper.writeValueAsString(order), Order.class)).isEqualTo(order);

    Product product =
        Product.builder()
            .id(ID)
            .name("n")
            .status("s")
            .type("t")
            .media(List.of(Media.builder().url("u").putAdditionalProperty("alt", "a").build()))
            .variants(List.of(Variant.builder().sku("v").price(Map.of("amount", 1)).build()))
            .build();
    Page<Product> page =
        Page.of(
            1,
            1,
            2L,
            2,
            true,
            false,
            List.of(product),
            Map.of("cursor", "c2"),
            n -> {
              throw new AssertionError("never fetched");
            });
    String pageJson = mapper.writeValueAsString(page);
    assertThat(pageJson)
        .startsWith(
            "{\"page\":1,\"size\":1,\"total\":2,\"total_pages\":2,\"has_next_page\":true,"
                + "\"has_previous_page\":false,\"items\":[{\"id\":\""
                + ID
                + "\"")
        .endsWith("],\"cursor\":\"c2\"}");
    Page<Product> back = mapper.readValue(pageJson, new TypeReference<Page<Product>>() {});
    assertThat(back).isEqualTo(page);
    assertThatThrownBy(back::nextPage).isInstanceOf(IllegalStateException.class);
  }

  @ParameterizedTest
  @MethodSource("mappers")
  void paramsAreRequestBodiesWithNullApartFromOmitted(ObjectMapper mapper) throws Exception {
    CustomerUpdateParams update =
        mapper.readValue("{\"firstname\":\"Ada\",\"note\":null}", CustomerUpdateParams.class);
    assertThat(update.isSet(CustomerFields.Field.NOTE)).isTrue();
    assertThat(update.isSet(CustomerFields.Field.PHONE)).isFalse();
    assertThat(mapper.writeValueAsString(update))
        .isEqualTo("{\"firstname\":\"Ada\",\"note\":null}");
    // A null that was set means "clear it": kept even by a mapper that leaves nulls out.
    ObjectMapper nonNull = mapper.copy().setSerializationInclusion(JsonInclude.Include.NON_NULL);
    assertThat(nonNull.writeValueAsString(update))
        .isEqualTo("{\"firstname\":\"Ada\",\"note\":null}");

    CustomerCreateParams create = CustomerCreateParams.builder().firstname("A").email(null).build();
    assertThat(mapper.readValue(mapper.writeValueAsString(create), CustomerCreateParams.class))
        .isEqualTo(create);

    OrderCreateParams order =
        OrderCreateParams.builder()
            .customerId(ID)
            .addItem(OrderItemParams.of("S", "T", 2, 100))
            .note(null)
            .putAdditionalProperty("gift", true)
            .build();
    String json = mapper.writeValueAsString(order);
    assertThat(json)
        .isEqualTo(
            "{\"customer\":{\"id\":\""
                + ID
                + "\"},\"items\":[{\"sku\":\"S\",\"title\":\"T\",\"quantity\":2,"
                + "\"unit_price\":100}],\"note\":null,\"gift\":true}");
    assertThat(mapper.readValue(json, OrderCreateParams.class)).isEqualTo(order);
    assertThat(mapper.readValue("{\"quantity\":1}", OrderItemParams.class).quantity())
        .isEqualTo(1L);

    assertThatThrownBy(
            () -> mapper.readValue("{\"items\":[{\"quantity\":0}]}", OrderCreateParams.class))
        .isInstanceOf(JsonMappingException.class)
        .hasMessageContaining("items[0].quantity must be >= 1, was 0");
  }
}
