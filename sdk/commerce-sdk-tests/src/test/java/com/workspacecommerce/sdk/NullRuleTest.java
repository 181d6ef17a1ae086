package com.workspacecommerce.sdk;

import static com.workspacecommerce.sdk.TestFixtures.CUSTOMER_ID;
import static com.workspacecommerce.sdk.TestFixtures.ORDER_ID;
import static com.workspacecommerce.sdk.TestFixtures.PRODUCT_ID;
import static com.workspacecommerce.sdk.TestFixtures.client;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.workspacecommerce.sdk.params.CustomerCreateParams;
import com.workspacecommerce.sdk.params.CustomerFields;
import com.workspacecommerce.sdk.params.CustomerUpdateParams;
import com.workspacecommerce.sdk.params.OrderCreateParams;
import com.workspacecommerce.sdk.params.OrderItemParams;
import com.workspacecommerce.sdk.params.ProductListParams;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.UUID;
import java.util.function.Consumer;
import java.util.stream.Stream;
import mockwebserver3.MockWebServer;
import mockwebserver3.junit5.StartStop;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The one null rule, across every public method that takes a required value: a null throws {@link
 * NullPointerException} whose message names the parameter, before anything is sent. (Present but
 * invalid values throw {@link IllegalArgumentException}: ValidationTest.)
 */
class NullRuleTest {
  @StartStop final MockWebServer server = new MockWebServer();

  private static final CustomerUpdateParams UPDATE =
      CustomerUpdateParams.builder().firstname("Ada").build();
  private static final RequestOptions NONE = RequestOptions.none();

  private static Arguments call(String method, String parameter, Consumer<CommerceClient> call) {
    return Arguments.of(method, parameter, call);
  }

  static Stream<Arguments> everyRequiredArgument() {
    return Stream.of(
        // OrderService
        call("orders.create(params)", "params", c -> c.orders().create(null)),
        call("orders.create(params, options)", "params", c -> c.orders().create(null, NONE)),
        call(
            "orders.create(params, options)",
            "options",
            c -> c.orders().create(OrderCreateParams.builder().build(), null)),
        call("orders.get(String)", "id", c -> c.orders().get((String) null)),
        call("orders.get(UUID)", "id", c -> c.orders().get((UUID) null)),
        call("orders.get(String, options)", "id", c -> c.orders().get((String) null, NONE)),
        call("orders.get(UUID, options)", "id", c -> c.orders().get((UUID) null, NONE)),
        call("orders.get(String, options)", "options", c -> c.orders().get(ORDER_ID, null)),
        call(
            "orders.get(UUID, options)",
            "options",
            c -> c.orders().get(UUID.fromString(ORDER_ID), null)),
        // ProductService
        call("products.list(params)", "params", c -> c.products().list((ProductListParams) null)),
        call("products.list(options)", "options", c -> c.products().list((RequestOptions) null)),
        call("products.list(params, options)", "params", c -> c.products().list(null, NONE)),
        call(
            "products.list(params, options)",
            "options",
            c -> c.products().list(ProductListParams.none(), null)),
        call("products.get(String)", "id", c -> c.products().get((String) null)),
        call("products.get(UUID)", "id", c -> c.products().get((UUID) null)),
        call("products.get(String, options)", "id", c -> c.products().get((String) null, NONE)),
        call("products.get(UUID, options)", "id", c -> c.products().get((UUID) null, NONE)),
        call("products.get(String, options)", "options", c -> c.products().get(PRODUCT_ID, null)),
        // CustomerService
        call("customers.create(params)", "params", c -> c.customers().create(null)),
        call("customers.create(params, options)", "params", c -> c.customers().create(null, NONE)),
        call(
            "customers.create(params, options)",
            "options",
            c -> c.customers().create(CustomerCreateParams.builder().firstname("A").build(), null)),
        call(
            "customers.update(String, params)",
            "id",
            c -> c.customers().update((String) null, UPDATE)),
        call(
            "customers.update(UUID, params)", "id", c -> c.customers().update((UUID) null, UPDATE)),
        call(
            "customers.update(String, params, options)",
            "id",
            c -> c.customers().update((String) null, UPDATE, NONE)),
        call(
            "customers.update(UUID, params, options)",
            "id",
            c -> c.customers().update((UUID) null, UPDATE, NONE)),
        call(
            "customers.update(String, params)",
            "params",
            c -> c.customers().update(CUSTOMER_ID, null)),
        call(
            "customers.update(UUID, params)",
            "params",
            c -> c.customers().update(UUID.fromString(CUSTOMER_ID), null)),
        call(
            "customers.update(String, params, options)",
            "options",
            c -> c.customers().update(CUSTOMER_ID, UPDATE, null)));
  }

  @ParameterizedTest(name = "{0}: null {1}")
  @MethodSource("everyRequiredArgument")
  void aNullRequiredArgumentOfAnOperationIsANullPointerNamingItAndSendsNothing(
      String method, String parameter, Consumer<CommerceClient> call) {
    try (CommerceClient client = client(server)) {
      assertThatThrownBy(() -> call.accept(client))
          .isExactlyInstanceOf(NullPointerException.class)
          .hasMessage(parameter + " must not be null");
    }
    assertThat(server.getRequestCount()).isZero();
  }

  static Stream<Arguments> everyRequiredBuilderArgument() {
    List<Object[]> rows =
        Arrays.asList(
            row(
                "CommerceClient.Builder.baseUrl",
                "baseUrl",
                () -> CommerceClient.builder().baseUrl(null)),
            row(
                "CommerceClient.Builder.apiKey",
                "apiKey",
                () -> CommerceClient.builder().apiKey(null)),
            row(
                "CommerceClient.Builder.timeout",
                "timeout",
                () -> CommerceClient.builder().timeout(null)),
            row(
                "CommerceClient.Builder.connectTimeout",
                "connectTimeout",
                () -> CommerceClient.builder().connectTimeout(null)),
            row(
                "CommerceClient.Builder.retryBackoff",
                "initialDelay",
                () -> CommerceClient.builder().retryBackoff(null, Duration.ZERO)),
            row(
                "CommerceClient.Builder.retryBackoff",
                "maxDelay",
                () -> CommerceClient.builder().retryBackoff(Duration.ZERO, null)),
            row(
                "CommerceClient.Builder.httpClient",
                "httpClient",
                () -> CommerceClient.builder().httpClient(null)),
            row(
                "CommerceClient.Builder.transport(OwnHttpClient)",
                "client",
                () -> CommerceClient.builder().transport((OwnHttpClient) null)),
            row(
                "CommerceClient.Builder.logLevel",
                "logLevel",
                () -> CommerceClient.builder().logLevel(null)),
            row(
                "RequestOptions.Builder.timeout",
                "timeout",
                () -> RequestOptions.builder().timeout(null)),
            row(
                "RequestOptions.Builder.idempotencyKey",
                "idempotencyKey",
                () -> RequestOptions.builder().idempotencyKey(null)),
            row(
                "RequestOptions.Builder.header",
                "header name",
                () -> RequestOptions.builder().header(null, "v")),
            row(
                "RequestOptions.Builder.header",
                "header value",
                () -> RequestOptions.builder().header("X-A", null)),
            row(
                "OrderCreateParams.Builder.customerId(String)",
                "customerId",
                () -> OrderCreateParams.builder().customerId((String) null)),
            row(
                "OrderCreateParams.Builder.customerId(UUID)",
                "customerId",
                () -> OrderCreateParams.builder().customerId((UUID) null)),
            row(
                "OrderCreateParams.Builder.items",
                "items",
                () -> OrderCreateParams.builder().items(null)),
            row(
                "OrderCreateParams.Builder.items",
                "items[1]",
                () ->
                    OrderCreateParams.builder()
                        .items(Arrays.asList(OrderItemParams.of("S", "T", 1, 1), null))),
            row(
                "OrderCreateParams.Builder.addItem",
                "item",
                () -> OrderCreateParams.builder().addItem(null)),
            row(
                "OrderCreateParams.Builder.putAdditionalProperty",
                "name",
                () -> OrderCreateParams.builder().putAdditionalProperty(null, 1)),
            row(
                "OrderCreateParams.isSet",
                "field",
                () -> OrderCreateParams.builder().build().isSet(null)),
            row(
                "OrderItemParams.Builder.putAdditionalProperty",
                "name",
                () -> OrderItemParams.builder().putAdditionalProperty(null, 1)),
            row("OrderItemParams.of", "sku", () -> OrderItemParams.of(null, "T", 1, 1)),
            row("OrderItemParams.of", "title", () -> OrderItemParams.of("S", null, 1, 1)),
            row(
                "OrderItemParams.isSet",
                "field",
                () -> OrderItemParams.builder().build().isSet(null)),
            row(
                "CustomerCreateParams.Builder.firstname",
                "firstname",
                () -> CustomerCreateParams.builder().firstname(null)),
            row(
                "CustomerUpdateParams.Builder.firstname",
                "firstname",
                () -> CustomerUpdateParams.builder().firstname(null)),
            row("CustomerFields.isSet", "field", () -> UPDATE.isSet((CustomerFields.Field) null)),
            row("ProductListParams.isSet", "field", () -> ProductListParams.none().isSet(null)),
            row("Page.of", "items", () -> Page.of(null)),
            row("Page.ofPages", "pages", () -> Page.ofPages(null)),
            row("Page.ofPages", "pages[0]", () -> Page.ofPages(Arrays.asList((List<String>) null))),
            row(
                "Page.of(envelope)",
                "nextPage",
                () -> Page.of(1, 1, 1, 1, false, false, List.of("a"), null)));
    return rows.stream().map(Arguments::of);
  }

  private static Object[] row(String method, String parameter, Runnable call) {
    return new Object[] {method, parameter, call};
  }

  @ParameterizedTest(name = "{0}: null {1}")
  @MethodSource("everyRequiredBuilderArgument")
  void aNullRequiredArgumentOfABuilderOrFactoryIsANullPointerNamingIt(
      String method, String parameter, Runnable call) {
    assertThatThrownBy(call::run)
        .isExactlyInstanceOf(NullPointerException.class)
        .hasMessage(parameter + " must not be null");
  }

  @Test
  void aRequiredFieldNeverSetIsAnInvalidValueNotANullArgument() {
    assertThatThrownBy(() -> CustomerCreateParams.builder().lastname("L").build())
        .isExactlyInstanceOf(IllegalArgumentException.class)
        .hasMessageStartingWith("firstname is required");
    assertThatThrownBy(() -> CommerceClient.builder().apiKey("k").build())
        .isExactlyInstanceOf(IllegalArgumentException.class)
        .hasMessageStartingWith("baseUrl is required");
  }

  @Test
  void optionalValuesAcceptNullAndSendJsonNull() {
    OrderCreateParams order =
        OrderCreateParams.builder().currency(null).note(null).shippingAddress(null).build();
    assertThat(order.toMap()).containsEntry("currency", null).containsEntry("note", null);
    assertThat(order.isSet(OrderCreateParams.Field.SHIPPING_ADDRESS)).isTrue();
    CustomerUpdateParams customer =
        CustomerUpdateParams.builder().firstname("A").lastname(null).email(null).build();
    assertThat(customer.toMap()).containsEntry("lastname", null).containsEntry("email", null);
    assertThat(ProductListParams.builder().sortBy(null).sortOrder(null).build())
        .isEqualTo(ProductListParams.none());
  }
}
