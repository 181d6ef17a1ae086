package com.workspacecommerce.sdk;

import static com.workspacecommerce.sdk.TestFixtures.*;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.workspacecommerce.sdk.params.CustomerCreateParams;
import com.workspacecommerce.sdk.params.CustomerUpdateParams;
import com.workspacecommerce.sdk.params.OrderCreateParams;
import com.workspacecommerce.sdk.params.OrderItemParams;
import com.workspacecommerce.sdk.params.ProductListParams;
import java.util.function.BiConsumer;
import java.util.stream.Stream;
import mockwebserver3.MockWebServer;
import mockwebserver3.junit5.StartStop;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

class ValidationTest {
  @StartStop final MockWebServer server = new MockWebServer();

  static final String[] BAD_IDS = {
    "",
    " ",
    "\t",
    "../x",
    "..",
    "a/b",
    "?",
    "#",
    "%2F",
    "..%2F..%2Fadmin",
    "123",
    "not-a-uuid",
    ORDER_ID + "x",
    ORDER_ID + "/",
    ORDER_ID + "?a=b",
    " " + ORDER_ID,
    ORDER_ID + " ",
    ORDER_ID + "\n",
    "{" + ORDER_ID + "}",
    ORDER_ID.replace("-", ""),
    "6f1c2a4e-8b7d-4c6a-9e2f-1a2b3c4d5e6g",
    "6f1c2a4e/8b7d-4c6a-9e2f-1a2b3c4d5e6f",
    "6f1c2a4e-8b7d-4c6a-9e2f-1a2b3c4d5e6",
    "urn:uuid:" + ORDER_ID
  };

  static Stream<Arguments> badIdsForEachOperation() {
    Stream.Builder<Arguments> out = Stream.builder();
    BiConsumer<CommerceClient, String> orderGet = (c, id) -> c.orders().get(id);
    BiConsumer<CommerceClient, String> productGet = (c, id) -> c.products().get(id);
    BiConsumer<CommerceClient, String> customerUpdate =
        (c, id) -> c.customers().update(id, CustomerUpdateParams.builder().firstname("A").build());
    for (String id : BAD_IDS) {
      out.add(Arguments.of("orders.get", id, orderGet));
      out.add(Arguments.of("products.get", id, productGet));
      out.add(Arguments.of("customers.update", id, customerUpdate));
    }
    return out.build();
  }

  @ParameterizedTest(name = "{0} [{1}]")
  @MethodSource("badIdsForEachOperation")
  void aBadIdIsRejectedBeforeAnythingIsSent(
      String op, String id, BiConsumer<CommerceClient, String> call) {
    try (CommerceClient client = client(server)) {
      assertThatThrownBy(() -> call.accept(client, id))
          .isInstanceOf(IllegalArgumentException.class)
          .hasMessageStartingWith("id ")
          .hasMessageContaining("UUID");
    }
    assertThat(server.getRequestCount()).isZero();
  }

  @ParameterizedTest
  @ValueSource(
      strings = {"6F1C2A4E-8B7D-4C6A-9E2F-1A2B3C4D5E6F", "00000000-0000-0000-0000-000000000000"})
  void canonicalUuidTextInAnyCaseIsAccepted(String id) {
    server.enqueue(json(ORDER_MINIMAL));
    try (CommerceClient client = client(server)) {
      client.orders().get(id);
    }
    assertThat(take(server).getTarget()).isEqualTo("/v1/orders/" + id);
  }

  @Test
  void pageBelowOneFailsAtBuildWithTheBound() {
    assertThatThrownBy(() -> ProductListParams.builder().page(0).build())
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("page")
        .hasMessageContaining(">= 1")
        .hasMessageContaining("0");
    assertThatThrownBy(() -> ProductListParams.builder().page(-5).build())
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("page");
  }

  @ParameterizedTest
  @ValueSource(ints = {0, -1, 101, 1000})
  void limitOutsideOneToHundredFailsAtBuildWithTheBounds(int limit) {
    assertThatThrownBy(() -> ProductListParams.builder().limit(limit).build())
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("limit")
        .hasMessageContaining("1")
        .hasMessageContaining("100")
        .hasMessageContaining(String.valueOf(limit));
  }

  @Test
  void boundsThemselvesAreAccepted() {
    ProductListParams p = ProductListParams.builder().page(1).limit(1).build();
    assertThat(p.page()).isEqualTo(1);
    assertThat(p.limit()).isEqualTo(1);
    assertThat(ProductListParams.builder().limit(100).build().limit()).isEqualTo(100);
    assertThat(ProductListParams.builder().page(Integer.MAX_VALUE).build().page())
        .isEqualTo(Integer.MAX_VALUE);
  }

  @Test
  void aBlankSortByIsRejected() {
    assertThatThrownBy(() -> ProductListParams.builder().sortBy("  ").build())
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("sortBy");
  }

  @Test
  void unsetListParamsAreNull() {
    ProductListParams p = ProductListParams.builder().build();
    assertThat(p.page()).isNull();
    assertThat(p.limit()).isNull();
    assertThat(p.sortBy()).isNull();
    assertThat(p.sortOrder()).isNull();
  }

  @ParameterizedTest
  @ValueSource(strings = {"", " ", "\t\n"})
  void customerCreateNeedsANonBlankFirstname(String firstname) {
    assertThatThrownBy(
            () -> CustomerCreateParams.builder().firstname(firstname).lastname("L").build())
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("firstname");
    assertThatThrownBy(
            () -> CustomerUpdateParams.builder().firstname(firstname).lastname("L").build())
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("firstname");
  }

  @Test
  void customerParamsWithoutFirstnameFailAtBuild() {
    assertThatThrownBy(() -> CustomerCreateParams.builder().lastname("L").email("a@b.c").build())
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("firstname");
    assertThatThrownBy(() -> CustomerUpdateParams.builder().build())
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("firstname");
  }

  @ParameterizedTest
  @ValueSource(strings = {"no-at-sign", "@example.com", "ada@", "a da@example.com"})
  void aMalformedEmailIsRejectedNamingEmail(String email) {
    assertThatThrownBy(() -> CustomerCreateParams.builder().firstname("A").email(email).build())
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("email");
  }

  @Test
  void orderCustomerIdMustBeAUuid() {
    assertThatThrownBy(() -> OrderCreateParams.builder().customerId("../x"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("customerId");
    assertThatCode(() -> OrderCreateParams.builder().customerId(CUSTOMER_ID))
        .doesNotThrowAnyException();
  }

  @Test
  void orderItemQuantityMustBePositive() {
    assertThatThrownBy(() -> OrderItemParams.builder().sku("S").quantity(0).build())
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("quantity");
    assertThat(OrderItemParams.of("S", "T", 1, 0).toMap()).containsEntry("quantity", 1L);
  }
}
