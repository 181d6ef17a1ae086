package com.workspacecommerce.sdk.testing;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.workspacecommerce.sdk.CommerceClient;
import com.workspacecommerce.sdk.Page;
import com.workspacecommerce.sdk.errors.AuthenticationException;
import com.workspacecommerce.sdk.errors.BadRequestException;
import com.workspacecommerce.sdk.errors.CommerceApiException;
import com.workspacecommerce.sdk.errors.NotFoundException;
import com.workspacecommerce.sdk.errors.UnprocessableEntityException;
import com.workspacecommerce.sdk.models.Customer;
import com.workspacecommerce.sdk.models.Order;
import com.workspacecommerce.sdk.models.OrderItem;
import com.workspacecommerce.sdk.models.Product;
import com.workspacecommerce.sdk.params.CustomerCreateParams;
import com.workspacecommerce.sdk.params.CustomerFields;
import com.workspacecommerce.sdk.params.CustomerUpdateParams;
import com.workspacecommerce.sdk.params.OrderCreateParams;
import com.workspacecommerce.sdk.params.OrderItemParams;
import com.workspacecommerce.sdk.params.ProductListParams;
import com.workspacecommerce.sdk.params.SortOrder;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashSet;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.Set;
import java.util.UUID;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.assertj.core.api.ThrowableAssert.ThrowingCallable;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The contract suite of issue 4: the real SDK against the real sandbox over loopback HTTP.
 *
 * <p>One sandbox serves the whole class. Tests run sequentially (the JUnit default), so the
 * sandbox's request counter can be read before and after a call to know exactly how many requests
 * the SDK sent. Every test creates the customers and orders it needs, so the order of the tests
 * does not matter.
 */
class SdkContractTest {

  /**
   * Products seeded for {@link CommerceSandbox#apiKey()} and {@link CommerceSandbox#otherApiKey()}.
   */
  private static final int ALPHA_TOTAL = 257;

  private static final int BETA_TOTAL = 120;

  private static final ObjectMapper JSON = new ObjectMapper();

  private static final Comparator<Product> BY_CREATED_AT =
      Comparator.comparing(p -> p.createdAt().toInstant());
  private static final Comparator<Product> BY_UPDATED_AT =
      Comparator.comparing(p -> p.updatedAt().toInstant());
  private static final Comparator<Product> BY_NAME = Comparator.comparing(Product::name);

  private static CommerceSandbox sandbox;
  private static CommerceClient client;
  private static CommerceClient otherClient;
  private static CommerceClient unknownKeyClient;

  @BeforeAll
  static void start() {
    sandbox = CommerceSandbox.start();
    client = clientFor(sandbox.apiKey());
    otherClient = clientFor(sandbox.otherApiKey());
    unknownKeyClient = clientFor("sk_sandbox_nobody_0000000000");
  }

  @AfterAll
  static void stop() {
    for (CommerceClient c : new CommerceClient[] {client, otherClient, unknownKeyClient}) {
      if (c != null) {
        c.close();
      }
    }
    if (sandbox != null) {
      try {
        // Every request the SDK sent and every answer it got must match the OpenAPI document.
        List<RecordedRequest> checked = OpenApiCheck.assertConforms(sandbox.journal().all(), true);
        assertThat(checked).extracting(RecordedRequest::operation).containsAll(Operation.NAMES);
        // Both update semantics went through the check: a field left out, and a field sent as null.
        List<RecordedRequest> updates =
            checked.stream().filter(r -> "customers.update".equals(r.operation())).toList();
        assertThat(updates).anyMatch(r -> !r.hasBodyField("lastname"));
        assertThat(updates)
            .anyMatch(r -> r.hasBodyField("phone") && r.bodyJson().get("phone").isNull());
      } finally {
        sandbox.close();
      }
    }
  }

  /** Default settings (retries included), so the suite checks what a user gets out of the box. */
  private static CommerceClient clientFor(String key) {
    return CommerceClient.builder()
        .baseUrl(sandbox.baseUrl())
        .apiKey(key)
        .attemptTimeout(Duration.ofSeconds(10))
        .build();
  }

  // =============================================================================== customers

  @Nested
  @DisplayName("customers")
  class Customers {

    @Test
    void createRoundTripsEveryField() {
      CustomerCreateParams params =
          CustomerCreateParams.builder()
              .firstname("Ada")
              .lastname("Lovelace")
              .email("ada@example.com")
              .phone("+44 20 7946 0000")
              .note("first programmer")
              .build();
      int before = sandbox.requestCount();

      Customer c = client.customers().create(params);

      assertThat(sandbox.requestCount()).isEqualTo(before + 1);
      assertThat(UUID.fromString(c.id()).toString()).isEqualTo(c.id());
      assertThat(c.firstname()).isEqualTo("Ada");
      assertThat(c.lastname()).isEqualTo("Lovelace");
      assertThat(c.email()).isEqualTo("ada@example.com");
      assertThat(c.phone()).isEqualTo("+44 20 7946 0000");
      assertThat(c.note()).isEqualTo("first programmer");
      assertThat(c.createdAt()).isNotNull();
      assertThat(c.updatedAt()).isAfterOrEqualTo(c.createdAt());
      // Stamped by the sandbox's clock, which stands still unless a test moves it.
      assertThat(c.createdAt().toInstant()).isEqualTo(sandbox.clock().instant());
      assertThat(c.additionalProperties()).isEmpty();
    }

    @Test
    void createWithOnlyFirstnameLeavesOptionalFieldsNullAndLastnameEmpty() {
      Customer c =
          client.customers().create(CustomerCreateParams.builder().firstname("Grace").build());

      assertThat(c.firstname()).isEqualTo("Grace");
      assertThat(c.lastname()).as("lastname is required in a response").isEqualTo("");
      assertThat(c.email()).isNull();
      assertThat(c.phone()).isNull();
      assertThat(c.note()).isNull();
    }

    @Test
    void createAssignsDistinctIds() {
      CustomerCreateParams params = CustomerCreateParams.builder().firstname("Twin").build();
      Customer a = client.customers().create(params);
      Customer b = client.customers().create(params);
      assertThat(a.id()).isNotEqualTo(b.id());
    }

    @Test
    void updateKeepsFieldsNeverSetAndClearsFieldsSetToNull() {
      Customer created =
          client
              .customers()
              .create(
                  CustomerCreateParams.builder()
                      .firstname("Katherine")
                      .lastname("Johnson")
                      .email("kj@example.com")
                      .phone("555-0100")
                      .note("keep me")
                      .build());

      CustomerUpdateParams params =
          CustomerUpdateParams.builder()
              .firstname("Kathy")
              .email("kathy@example.com")
              .phone(null)
              .build();
      assertThat(params.isSet(CustomerFields.Field.LASTNAME)).isFalse();
      assertThat(params.isSet(CustomerFields.Field.PHONE)).isTrue();
      int before = sandbox.requestCount();

      Customer updated = client.customers().update(created.id(), params);

      assertThat(sandbox.requestCount()).isEqualTo(before + 1);
      assertThat(updated.id()).isEqualTo(created.id());
      assertThat(updated.firstname()).isEqualTo("Kathy");
      assertThat(updated.email()).isEqualTo("kathy@example.com");
      assertThat(updated.phone()).as("set to null: cleared").isNull();
      assertThat(updated.lastname()).as("never set: unchanged").isEqualTo("Johnson");
      assertThat(updated.note()).as("never set: unchanged").isEqualTo("keep me");
      assertThat(updated.createdAt()).isEqualTo(created.createdAt());
      assertThat(updated.updatedAt()).isAfter(created.updatedAt());

      // A second update through the UUID overload sees the first one's result.
      Customer again =
          client
              .customers()
              .update(
                  UUID.fromString(created.id()),
                  CustomerUpdateParams.builder()
                      .firstname("Kathy")
                      .lastname(null)
                      .note(null)
                      .build());
      assertThat(again.lastname()).as("set to null: cleared to the empty string").isEqualTo("");
      assertThat(again.note()).isNull();
      assertThat(again.email()).isEqualTo("kathy@example.com");
      assertThat(again.phone()).isNull();
      assertThat(again.updatedAt()).isAfter(updated.updatedAt());
    }
  }

  // ================================================================================ products

  @Nested
  @DisplayName("products")
  class Products {

    @Test
    void listWithDefaults() {
      int before = sandbox.requestCount();

      Page<Product> page = client.products().list();

      assertThat(sandbox.requestCount()).isEqualTo(before + 1);
      assertThat(page.page()).isEqualTo(1);
      assertThat(page.size()).isEqualTo(20);
      assertThat(page.total()).isEqualTo(ALPHA_TOTAL);
      assertThat(page.totalPages()).isEqualTo(13);
      assertThat(page.hasNextPage()).isTrue();
      assertThat(page.hasPreviousPage()).isFalse();
      assertThat(page.items()).hasSize(20);
      assertThat(page.additionalProperties()).isEmpty();
      // Spec default: sort_by createdAt, sort_order desc.
      assertThat(page.items()).isSortedAccordingTo(BY_CREATED_AT.reversed());
      assertThat(page)
          .isEqualTo(
              client
                  .products()
                  .list(
                      ProductListParams.builder()
                          .page(1)
                          .limit(20)
                          .sortBy("createdAt")
                          .sortOrder(SortOrder.DESC)
                          .build()));
    }

    @Test
    void productsCarryTheirFields() {
      Product p = client.products().list().items().get(0);
      assertThat(UUID.fromString(p.id()).toString()).isEqualTo(p.id());
      assertThat(p.name()).isNotBlank();
      assertThat(p.status()).isNotBlank();
      assertThat(p.type()).isNotBlank();
      assertThat(p.createdAt()).isNotNull();
      assertThat(p.updatedAt()).isNotNull().isAfterOrEqualTo(p.createdAt());
      assertThat(p.variants()).isNotEmpty();
      assertThat(p.media()).isNotEmpty();
      assertThat(p.priceRange()).containsKeys("min", "max");
      long stock = p.variants().stream().mapToLong(v -> v.stock()).sum();
      assertThat(p.totalStock()).isEqualTo(stock);
    }

    @Test
    void lastPageAndPagePastTheEnd() {
      Page<Product> last = client.products().list(ProductListParams.builder().page(13).build());
      assertThat(last.page()).isEqualTo(13);
      assertThat(last.items()).hasSize(ALPHA_TOTAL - 12 * 20);
      assertThat(last.hasNextPage()).isFalse();
      assertThat(last.hasPreviousPage()).isTrue();

      int before = sandbox.requestCount();
      assertThatThrownBy(last::nextPage).isInstanceOf(NoSuchElementException.class);
      assertThat(sandbox.requestCount()).as("nothing sent past the last page").isEqualTo(before);

      Page<Product> past = client.products().list(ProductListParams.builder().page(14).build());
      assertThat(past.items()).isEmpty();
      assertThat(past.hasNextPage()).isFalse();
      assertThat(past.total()).isEqualTo(ALPHA_TOTAL);
    }

    @Test
    void limitAndPageSelectTheRightSlice() {
      List<Product> all = walk(client, ProductListParams.builder().limit(100).build());
      Page<Product> page3 =
          client.products().list(ProductListParams.builder().limit(25).page(3).build());

      assertThat(page3.page()).isEqualTo(3);
      assertThat(page3.size()).isEqualTo(25);
      assertThat(page3.totalPages()).isEqualTo(11);
      assertThat(page3.hasNextPage()).isTrue();
      assertThat(page3.hasPreviousPage()).isTrue();
      assertThat(page3.items()).isEqualTo(all.subList(50, 75));

      Page<Product> max = client.products().list(ProductListParams.builder().limit(100).build());
      assertThat(max.items()).hasSize(100);
      assertThat(max.totalPages()).isEqualTo(3);
      Page<Product> one = client.products().list(ProductListParams.builder().limit(1).build());
      assertThat(one.items()).hasSize(1);
      assertThat(one.totalPages()).isEqualTo(ALPHA_TOTAL);
    }

    @Test
    void nextPageRepeatsTheRequestWithTheNextPageNumber() {
      ProductListParams params =
          ProductListParams.builder().limit(30).sortBy("name").sortOrder(SortOrder.ASC).build();
      Page<Product> first = client.products().list(params);
      int before = sandbox.requestCount();

      Page<Product> second = first.nextPage();

      assertThat(sandbox.requestCount()).isEqualTo(before + 1);
      assertThat(second.page()).isEqualTo(2);
      assertThat(second).isEqualTo(client.products().list(params.toBuilder().page(2).build()));
      assertThat(BY_NAME.compare(first.items().get(29), second.items().get(0))).isNegative();
    }

    static Stream<Arguments> sorts() {
      return Stream.of(
          Arguments.of("createdAt", SortOrder.ASC, BY_CREATED_AT),
          Arguments.of("createdAt", SortOrder.DESC, BY_CREATED_AT.reversed()),
          Arguments.of("name", SortOrder.ASC, BY_NAME),
          Arguments.of("name", SortOrder.DESC, BY_NAME.reversed()),
          Arguments.of("updatedAt", SortOrder.ASC, BY_UPDATED_AT),
          Arguments.of("updatedAt", SortOrder.DESC, BY_UPDATED_AT.reversed()));
    }

    @ParameterizedTest(name = "sort_by={0} sort_order={1}")
    @MethodSource("sorts")
    void sortIsHonouredWithinAndAcrossPages(
        String sortBy, SortOrder order, Comparator<Product> expected) {
      ProductListParams params =
          ProductListParams.builder().limit(40).page(2).sortBy(sortBy).sortOrder(order).build();
      Page<Product> page2 = client.products().list(params);
      Page<Product> page1 = client.products().list(params.toBuilder().page(1).build());
      Page<Product> page3 = page2.nextPage();

      List<Product> joined = new ArrayList<>(page1.items());
      joined.addAll(page2.items());
      joined.addAll(page3.items());
      assertThat(joined).hasSize(120).doesNotHaveDuplicates().isSortedAccordingTo(expected);
      // Not merely "sorted" by accident of the seed: the opposite direction is not.
      assertThat(isSorted(joined, expected.reversed())).isFalse();
    }

    @Test
    void ascendingIsTheReverseOfDescending() {
      for (String sortBy : List.of("createdAt", "name")) {
        ProductListParams asc =
            ProductListParams.builder().limit(100).sortBy(sortBy).sortOrder(SortOrder.ASC).build();
        List<String> ascIds = ids(walk(client, asc));
        List<String> descIds = ids(walk(client, asc.toBuilder().sortOrder(SortOrder.DESC).build()));
        Collections.reverse(descIds);
        assertThat(ascIds).as(sortBy).hasSize(ALPHA_TOTAL).isEqualTo(descIds);
      }
    }

    @Test
    void getEqualsTheSameProductFromTheList() {
      Page<Product> page =
          client.products().list(ProductListParams.builder().limit(5).page(7).build());
      for (Product listed : page.items()) {
        assertThat(client.products().get(listed.id())).isEqualTo(listed);
      }
      Product first = page.items().get(0);
      assertThat(client.products().get(UUID.fromString(first.id()))).isEqualTo(first);
      // Canonical UUID text in upper case is accepted by the SDK and resolved by the server.
      assertThat(client.products().get(first.id().toUpperCase(java.util.Locale.ROOT)))
          .isEqualTo(first);
    }
  }

  // ================================================================================== orders

  @Nested
  @DisplayName("orders")
  class Orders {

    @Test
    void createComputesTotalsAndGetReturnsTheSameOrder() {
      Customer customer =
          client
              .customers()
              .create(
                  CustomerCreateParams.builder()
                      .firstname("Ada")
                      .lastname("Lovelace")
                      .email("ada@example.com")
                      .build());
      OrderCreateParams params =
          OrderCreateParams.builder()
              .customerId(customer.id())
              .addItem(OrderItemParams.of("LAMP-1", "Desk Lamp", 2, 1999))
              .addItem(
                  OrderItemParams.builder()
                      .sku("MUG-7")
                      .title("Coffee Mug")
                      .quantity(3)
                      .unitPrice(500)
                      .putAdditionalProperty("engraving", "AL")
                      .build())
              .currency("EUR")
              .note("leave at the door")
              .salesChannel("web")
              .shippingAddress(Map.of("city", "London", "lines", List.of("12 St James's Square")))
              .putAdditionalProperty("gift_message", "Happy birthday")
              .putAdditionalProperty("metadata", Map.of("source", "contract-test", "priority", 2))
              .build();
      int before = sandbox.requestCount();

      Order order = client.orders().create(params);

      assertThat(sandbox.requestCount()).isEqualTo(before + 1);
      assertThat(UUID.fromString(order.id()).toString()).isEqualTo(order.id());
      assertThat(order.orderNumber()).isNotBlank();
      assertThat(order.status()).isNotBlank();
      assertThat(order.orderDatetime()).isNotNull();
      assertThat(order.orderDatetime().toInstant()).isEqualTo(sandbox.clock().instant());

      assertThat(order.items()).hasSize(2);
      OrderItem lamp = order.items().get(0);
      assertThat(lamp.sku()).isEqualTo("LAMP-1");
      assertThat(lamp.title()).isEqualTo("Desk Lamp");
      assertThat(lamp.quantity()).isEqualTo(2L);
      assertThat(lamp.unitPrice()).isEqualTo(1999L);
      assertThat(lamp.totalPrice()).isEqualTo(3998L);
      assertThat(lamp.id()).isNotBlank();
      OrderItem mug = order.items().get(1);
      assertThat(mug.totalPrice()).isEqualTo(1500L);
      assertThat(mug.additionalProperties()).isEqualTo(Map.of("engraving", "AL"));
      assertThat(mug.id()).isNotEqualTo(lamp.id());

      assertThat(order.subtotalPrice()).isEqualTo(5498L);
      assertThat(order.totalItems()).isEqualTo(5L);
      long expectedTotal =
          order.subtotalPrice()
              + nz(order.totalShipping())
              + nz(order.totalTax())
              - nz(order.totalDiscount());
      assertThat(order.totalPrice()).isEqualTo(expectedTotal).isEqualTo(5498L);

      assertThat(order.customer()).isNotNull();
      assertThat(order.customer().id()).isEqualTo(customer.id());
      assertThat(order.customer().name()).isEqualTo("Ada Lovelace");
      assertThat(order.customer().email()).isEqualTo("ada@example.com");

      assertThat(order.currency()).isEqualTo("EUR");
      assertThat(order.note()).isEqualTo("leave at the door");
      assertThat(order.salesChannel()).isEqualTo("web");
      assertThat(order.shippingAddress())
          .isEqualTo(Map.of("city", "London", "lines", List.of("12 St James's Square")));
      assertThat(order.additionalProperties())
          .isEqualTo(
              Map.of(
                  "gift_message",
                  "Happy birthday",
                  "metadata",
                  Map.of("source", "contract-test", "priority", 2)));

      before = sandbox.requestCount();
      Order fetched = client.orders().get(order.id());
      assertThat(sandbox.requestCount()).isEqualTo(before + 1);
      assertThat(fetched).isEqualTo(order);
      assertThat(client.orders().get(UUID.fromString(order.id()))).isEqualTo(order);
    }

    @Test
    void ordersGetDistinctIdsAndNumbers() {
      OrderCreateParams params =
          OrderCreateParams.builder().addItem(OrderItemParams.of("X-1", "Thing", 1, 100)).build();
      Order a = client.orders().create(params);
      Order b = client.orders().create(params);
      assertThat(a.id()).isNotEqualTo(b.id());
      assertThat(a.orderNumber()).isNotEqualTo(b.orderNumber());
      assertThat(a.customer()).as("no customer given").isNull();
      assertThat(a.totalPrice()).isEqualTo(100L);
    }
  }

  // ================================================================================== errors

  @Nested
  @DisplayName("errors from the server")
  class ServerErrors {

    @Test
    void unknownKeyIsAuthenticationExceptionOnEveryOperation() {
      String someId = UUID.randomUUID().toString();
      CustomerCreateParams create = CustomerCreateParams.builder().firstname("A").build();
      CustomerUpdateParams update = CustomerUpdateParams.builder().firstname("A").build();
      List<ThrowingCallable> calls =
          List.of(
              () -> unknownKeyClient.products().list(),
              () -> unknownKeyClient.products().get(someId),
              () -> unknownKeyClient.customers().create(create),
              () -> unknownKeyClient.customers().update(someId, update),
              () -> unknownKeyClient.orders().create(OrderCreateParams.builder().build()),
              () -> unknownKeyClient.orders().get(someId));
      Set<String> requestIds = new HashSet<>();
      for (ThrowingCallable call : calls) {
        AuthenticationException e =
            expectApiError(call, AuthenticationException.class, 401, "authentication_error");
        assertThat(e.getMessage()).contains("unknown API key");
        assertThat(e.getMessage()).doesNotContain("sk_sandbox_nobody");
        assertThat(e.header("WWW-Authenticate")).startsWith("Bearer");
        requestIds.add(e.requestId());
      }
      assertThat(requestIds).as("one request id per request").hasSize(calls.size());
    }

    @Test
    void unknownIdsAreNotFound() {
      String missing = UUID.randomUUID().toString();
      NotFoundException product =
          expectApiError(
              () -> client.products().get(missing), NotFoundException.class, 404, "not_found");
      assertThat(product.getMessage()).contains("no product with id " + missing);

      NotFoundException order =
          expectApiError(
              () -> client.orders().get(missing), NotFoundException.class, 404, "not_found");
      assertThat(order.getMessage()).contains("no order with id " + missing);

      NotFoundException customer =
          expectApiError(
              () ->
                  client
                      .customers()
                      .update(missing, CustomerUpdateParams.builder().firstname("Nobody").build()),
              NotFoundException.class,
              404,
              "not_found");
      assertThat(customer.getMessage()).contains("no customer with id " + missing);
    }

    @Test
    void sortByNotAllowedIsBadRequest() {
      for (String sortBy : List.of("price", "created_at", "NAME")) {
        BadRequestException e =
            expectApiError(
                () -> client.products().list(ProductListParams.builder().sortBy(sortBy).build()),
                BadRequestException.class,
                400,
                "invalid_request");
        assertThat(e.getMessage()).contains("sort_by must be one of").contains(sortBy);
      }
    }

    static Stream<Arguments> badOrders() {
      // Malformed typed fields (quantity as text, items not an array, a customer without a UUID
      // id, currency as a number, shipping_address as text) cannot be sent through the SDK any
      // more: putAdditionalProperty rejects the names of typed fields. CommerceSandboxTest's
      // invalidOrderBodiesAre400 sends them as raw JSON.
      return Stream.of(
          Arguments.of(
              "item without quantity",
              OrderCreateParams.builder()
                  .addItem(OrderItemParams.builder().sku("S").unitPrice(100).build())
                  .build(),
              "items[0].quantity"),
          Arguments.of(
              "negative unit price",
              OrderCreateParams.builder()
                  .addItem(OrderItemParams.of("S", "T", 1, 100))
                  .addItem(OrderItemParams.of("S", "T", 1, -1))
                  .build(),
              "items[1].unit_price"),
          Arguments.of(
              "price overflow",
              OrderCreateParams.builder()
                  .addItem(OrderItemParams.of("S", "T", 2, Long.MAX_VALUE))
                  .build(),
              "overflows"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("badOrders")
    void orderBodiesTheSdkLetsThroughButTheServerRefusesAreBadRequest(
        String what, OrderCreateParams params, String fragment) {
      BadRequestException e =
          expectApiError(
              () -> client.orders().create(params),
              BadRequestException.class,
              400,
              "invalid_request");
      assertThat(e.getMessage()).contains(fragment);
    }

    @Test
    void orderForUnknownCustomerIsUnprocessable() {
      String missing = UUID.randomUUID().toString();
      UnprocessableEntityException e =
          expectApiError(
              () ->
                  client
                      .orders()
                      .create(
                          OrderCreateParams.builder()
                              .customerId(missing)
                              .addItem(OrderItemParams.of("S", "T", 1, 100))
                              .build()),
              UnprocessableEntityException.class,
              422,
              "unprocessable_entity");
      assertThat(e.getMessage()).contains(missing);
    }
  }

  @Nested
  @DisplayName("errors caught by the SDK before sending")
  class ClientSideErrors {

    @Test
    void badArgumentsAreRejectedWithoutARequest() {
      List<ThrowingCallable> calls =
          List.of(
              () -> ProductListParams.builder().page(0).build(),
              () -> ProductListParams.builder().page(-3).build(),
              () -> ProductListParams.builder().limit(0).build(),
              () -> ProductListParams.builder().limit(101).build(),
              () -> ProductListParams.builder().sortBy("  ").build(),
              () -> client.products().get("not-a-uuid"),
              () -> client.products().get("../customers"),
              () -> client.orders().get("12345"),
              () -> client.orders().get(""),
              () ->
                  client
                      .customers()
                      .update("1-2-3-4-5", CustomerUpdateParams.builder().firstname("A").build()),
              () -> CustomerCreateParams.builder().lastname("NoFirst").build(),
              () -> CustomerCreateParams.builder().firstname("   ").build(),
              () -> CustomerCreateParams.builder().firstname("A").email("not-an-email").build(),
              () -> CustomerUpdateParams.builder().email("a@example.com").build(),
              () -> CustomerUpdateParams.builder().firstname("").build(),
              () -> OrderCreateParams.builder().customerId("cust_42"),
              () -> OrderItemParams.builder().quantity(0).build());
      int before = sandbox.requestCount();
      for (ThrowingCallable call : calls) {
        assertThatThrownBy(call)
            .isInstanceOf(IllegalArgumentException.class)
            .hasMessageNotContaining(sandbox.apiKey());
      }
      // A null where a value is required is a NullPointerException naming the parameter.
      assertThatThrownBy(() -> client.products().get((String) null))
          .isInstanceOf(NullPointerException.class)
          .hasMessage("id must not be null");
      assertThat(sandbox.requestCount()).as("no request reached the sandbox").isEqualTo(before);
    }

    @Test
    void messagesNameTheParameter() {
      assertThatThrownBy(() -> ProductListParams.builder().limit(101).build())
          .hasMessageContaining("limit")
          .hasMessageContaining("101");
      assertThatThrownBy(() -> client.orders().get("12345"))
          .hasMessageContaining("id")
          .hasMessageContaining("UUID");
      assertThatThrownBy(() -> CustomerCreateParams.builder().build())
          .hasMessageContaining("firstname");
    }
  }

  // =============================================================================== isolation

  @Nested
  @DisplayName("workspace isolation")
  class Isolation {

    @Test
    void customersAndOrdersOfOneKeyAreNotFoundWithTheOther() {
      Customer customer =
          client
              .customers()
              .create(CustomerCreateParams.builder().firstname("Alice").lastname("Alpha").build());
      Order order =
          client
              .orders()
              .create(
                  OrderCreateParams.builder()
                      .customerId(customer.id())
                      .addItem(OrderItemParams.of("S", "T", 1, 100))
                      .build());

      expectApiError(
          () ->
              otherClient
                  .customers()
                  .update(
                      customer.id(), CustomerUpdateParams.builder().firstname("Mallory").build()),
          NotFoundException.class,
          404,
          "not_found");
      expectApiError(
          () -> otherClient.orders().get(order.id()), NotFoundException.class, 404, "not_found");
      expectApiError(
          () ->
              otherClient
                  .orders()
                  .create(OrderCreateParams.builder().customerId(customer.id()).build()),
          UnprocessableEntityException.class,
          422,
          "unprocessable_entity");

      // Untouched for its own workspace.
      assertThat(client.orders().get(order.id())).isEqualTo(order);
      Customer same =
          client
              .customers()
              .update(customer.id(), CustomerUpdateParams.builder().firstname("Alice").build());
      assertThat(same.lastname()).isEqualTo("Alpha");
    }

    @Test
    void eachKeyHasItsOwnCatalog() {
      Page<Product> other = otherClient.products().list();
      assertThat(other.total()).isEqualTo(BETA_TOTAL);
      assertThat(other.totalPages()).isEqualTo(6);

      List<Product> otherAll = walk(otherClient, ProductListParams.builder().limit(100).build());
      assertThat(otherAll).hasSize(BETA_TOTAL);
      Set<String> alphaIds =
          new HashSet<>(ids(walk(client, ProductListParams.builder().limit(100).build())));
      assertThat(ids(otherAll)).doesNotContainAnyElementsOf(alphaIds);

      String alphaProduct = alphaIds.iterator().next();
      expectApiError(
          () -> otherClient.products().get(alphaProduct),
          NotFoundException.class,
          404,
          "not_found");
      assertThat(otherClient.products().get(otherAll.get(0).id())).isEqualTo(otherAll.get(0));
    }
  }

  // ============================================================================== auto-pager

  @Nested
  @DisplayName("auto-pager")
  class AutoPaging {

    @Test
    void walksAllProductsByHundreds() {
      checkWalk(ProductListParams.builder().limit(100).build(), BY_CREATED_AT.reversed(), 3);
    }

    @Test
    void walksAllProductsBySevensSortedByName() {
      checkWalk(
          ProductListParams.builder().limit(7).sortBy("name").sortOrder(SortOrder.ASC).build(),
          BY_NAME,
          37);
    }

    @Test
    void walksTheOtherWorkspaceToo() {
      List<Product> all =
          otherClient
              .products()
              .list(ProductListParams.builder().limit(11).build())
              .autoPager()
              .stream()
              .collect(Collectors.toList());
      assertThat(all).hasSize(BETA_TOTAL);
      assertThat(new HashSet<>(ids(all))).hasSize(BETA_TOTAL);
      assertThat(all).isSortedAccordingTo(BY_CREATED_AT.reversed());
    }

    @Test
    void streamIsLazyToo() {
      Page<Product> first = client.products().list(ProductListParams.builder().limit(100).build());
      int before = sandbox.requestCount();
      List<Product> some = first.autoPager().stream().limit(100).collect(Collectors.toList());
      assertThat(some).isEqualTo(first.items());
      assertThat(sandbox.requestCount()).as("first page only").isEqualTo(before);

      List<Product> more = first.autoPager().stream().limit(101).collect(Collectors.toList());
      assertThat(more).hasSize(101);
      assertThat(sandbox.requestCount()).as("one more page").isEqualTo(before + 1);
    }

    /**
     * Walks every product with {@code params} and checks count, uniqueness, completeness, order,
     * laziness, the stream and the pages view.
     */
    private void checkWalk(ProductListParams params, Comparator<Product> order, int pages) {
      int limit = params.limit();
      int before = sandbox.requestCount();
      Page<Product> first = client.products().list(params);
      assertThat(sandbox.requestCount()).as("list() fetches the first page").isEqualTo(before + 1);
      assertThat(first.total()).isEqualTo(ALPHA_TOTAL);
      assertThat(first.totalPages()).isEqualTo(pages);

      // By hand: page after page through the plain list call.
      List<Product> byHand = new ArrayList<>();
      for (int p = 1; p <= first.totalPages(); p++) {
        Page<Product> page = client.products().list(params.toBuilder().page(p).build());
        assertThat(page.page()).isEqualTo(p);
        assertThat(page.hasNextPage()).isEqualTo(p < pages);
        byHand.addAll(page.items());
      }
      assertThat(byHand).hasSize(ALPHA_TOTAL);

      // The iterator: one request per page boundary, made only when the walk crosses it.
      int base = sandbox.requestCount();
      Iterator<Product> it = first.autoPager().iterator();
      assertThat(sandbox.requestCount())
          .as("creating the iterator fetches nothing")
          .isEqualTo(base);
      List<Product> walked = new ArrayList<>();
      while (it.hasNext()) {
        int index = walked.size();
        assertThat(sandbox.requestCount() - base)
            .as("requests after hasNext() at item %d", index)
            .isEqualTo(index / limit);
        walked.add(it.next());
      }
      assertThat(sandbox.requestCount() - base)
          .as("one request per page after the first, none after the last")
          .isEqualTo(pages - 1);
      assertThat(it.hasNext()).isFalse();
      assertThatThrownBy(it::next).isInstanceOf(NoSuchElementException.class);
      assertThat(sandbox.requestCount() - base).isEqualTo(pages - 1);

      assertThat(walked).hasSize((int) first.total());
      Set<String> unique = new HashSet<>(ids(walked));
      assertThat(unique).as("no product repeats").hasSize(walked.size());
      assertThat(unique).as("none missing").isEqualTo(new HashSet<>(ids(byHand)));
      assertThat(walked).isEqualTo(byHand);
      assertThat(walked).as("sorted across page boundaries").isSortedAccordingTo(order);

      // stream() and a fresh iterator() give the same list, re-fetching from the second page.
      base = sandbox.requestCount();
      assertThat(first.autoPager().stream().collect(Collectors.toList())).isEqualTo(walked);
      assertThat(sandbox.requestCount() - base).isEqualTo(pages - 1);
      List<Product> again = new ArrayList<>();
      first.autoPager().forEach(again::add);
      assertThat(again).isEqualTo(walked);

      // pages(): total_pages pages, numbered in order, whose items make up the walk.
      List<Page<Product>> pageList = new ArrayList<>();
      first.autoPager().pages().forEach(pageList::add);
      assertThat(pageList).hasSize(first.totalPages());
      assertThat(pageList.get(0)).isSameAs(first);
      for (int i = 0; i < pageList.size(); i++) {
        assertThat(pageList.get(i).page()).isEqualTo(i + 1);
        assertThat(pageList.get(i).items()).hasSize(Math.min(limit, ALPHA_TOTAL - i * limit));
      }
      assertThat(pageList.stream().flatMap(p -> p.items().stream()).collect(Collectors.toList()))
          .isEqualTo(walked);
    }
  }

  // ================================================================================= helpers

  /**
   * Runs a call that must fail with an API error and checks what every such error carries: the
   * class and status, one request and one attempt, the request id from {@code X-Request-Id}, and
   * the JSON error body whose message the exception's message repeats.
   */
  private static <E extends CommerceApiException> E expectApiError(
      ThrowingCallable call, Class<E> type, int status, String errorType) {
    int before = sandbox.requestCount();
    E e = catchThrowableOfType(type, call);
    assertThat(e).as("expected %s", type.getSimpleName()).isNotNull();
    assertThat(sandbox.requestCount()).as("one request, no retry").isEqualTo(before + 1);
    assertThat(e.statusCode()).isEqualTo(status);
    assertThat(e.attempts()).isEqualTo(1);
    assertThat(e.requestId()).isNotBlank().startsWith("req_");
    assertThat(e.header("X-Request-Id")).isEqualTo(e.requestId());
    assertThat(e.getMessage()).contains(String.valueOf(status)).contains(e.requestId());

    JsonNode body = parse(e.body());
    assertThat(body.path("error").path("type").asText()).isEqualTo(errorType);
    String serverMessage = body.path("error").path("message").asText();
    assertThat(serverMessage).isNotBlank();
    assertThat(e.getMessage()).contains(serverMessage);
    return e;
  }

  private static JsonNode parse(String text) {
    try {
      return JSON.readTree(text);
    } catch (IOException ex) {
      throw new UncheckedIOException("error body is not JSON: " + text, ex);
    }
  }

  /** Every product from {@code params}' first page on, by the auto-pager. */
  private static List<Product> walk(CommerceClient c, ProductListParams params) {
    List<Product> all = new ArrayList<>();
    c.products().list(params).autoPager().forEach(all::add);
    return all;
  }

  private static List<String> ids(List<Product> products) {
    return products.stream().map(Product::id).collect(Collectors.toCollection(ArrayList::new));
  }

  private static <T> boolean isSorted(List<T> list, Comparator<? super T> order) {
    for (int i = 1; i < list.size(); i++) {
      if (order.compare(list.get(i - 1), list.get(i)) > 0) {
        return false;
      }
    }
    return true;
  }

  private static long nz(Long value) {
    return value == null ? 0 : value;
  }
}
