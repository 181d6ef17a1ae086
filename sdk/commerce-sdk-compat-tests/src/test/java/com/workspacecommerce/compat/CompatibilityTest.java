package com.workspacecommerce.compat;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import com.sun.net.httpserver.HttpServer;
import com.workspacecommerce.sdk.CommerceClient;
import com.workspacecommerce.sdk.Page;
import com.workspacecommerce.sdk.errors.NotFoundException;
import com.workspacecommerce.sdk.errors.UnprocessableEntityException;
import com.workspacecommerce.sdk.models.Customer;
import com.workspacecommerce.sdk.models.Order;
import com.workspacecommerce.sdk.models.Product;
import com.workspacecommerce.sdk.params.CustomerCreateParams;
import com.workspacecommerce.sdk.params.CustomerUpdateParams;
import com.workspacecommerce.sdk.params.OrderCreateParams;
import com.workspacecommerce.sdk.params.OrderItemParams;
import com.workspacecommerce.sdk.params.ProductListParams;
import com.workspacecommerce.sdk.testing.CommerceSandbox;
import com.workspacecommerce.sdk.testing.Fault;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * What the SDK does on every call, run by both compat modules: once on the oldest supported Jackson
 * and OkHttp, once on the versions the SDK is built with. The six operations and the errors run
 * against the test kit's sandbox; the decoding cases against a JDK server that answers canned
 * bodies, so that every model carries unknown fields and date-times with offsets. Neither server
 * uses OkHttp, which is the library under test.
 */
class CompatibilityTest {
  private static final String ORDER_ID = "6f1c2a4e-8b7d-4c6a-9e2f-1a2b3c4d5e6f";
  private static final String PRODUCT_ID = "3f1c2a4e-8b7d-4c6a-9e2f-1a2b3c4d5e6f";
  private static final String CUSTOMER_ID = "0b5e8d8a-3c1f-4e8b-9a7d-2c4f6e8a0b1c";

  private static CommerceSandbox sandbox;
  private static HttpServer canned;
  private static final Map<String, String> BODIES = new ConcurrentHashMap<>();

  @BeforeAll
  static void start() throws IOException {
    sandbox = CommerceSandbox.start();
    canned = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
    canned.createContext(
        "/",
        exchange -> {
          String body =
              BODIES.get(exchange.getRequestMethod() + " " + exchange.getRequestURI().getPath());
          exchange.getRequestBody().readAllBytes();
          byte[] bytes = (body == null ? "{}" : body).getBytes(StandardCharsets.UTF_8);
          exchange.getResponseHeaders().set("Content-Type", "application/json");
          exchange.sendResponseHeaders(body == null ? 404 : 200, bytes.length);
          try (OutputStream out = exchange.getResponseBody()) {
            out.write(bytes);
          }
        });
    canned.start();
  }

  @AfterAll
  static void stop() {
    canned.stop(0);
    sandbox.close();
  }

  private static CommerceClient client(String baseUrl) {
    return CommerceClient.builder()
        .baseUrl(baseUrl)
        .apiKey(sandbox.apiKey())
        .maxRetries(2)
        .retryBackoff(Duration.ofMillis(1), Duration.ofMillis(5))
        .build();
  }

  private static String cannedUrl() {
    return "http://127.0.0.1:" + canned.getAddress().getPort() + "/v1";
  }

  private static String version(String className) throws ReflectiveOperationException {
    // By reflection: OkHttp's VERSION is a compile-time constant in some releases.
    return String.valueOf(Class.forName(className).getField("VERSION").get(null));
  }

  @Test
  void runsOnTheVersionsThisModuleIsAbout() throws ReflectiveOperationException {
    String jackson = System.getProperty("compat.expectedJackson");
    String okhttp = System.getProperty("compat.expectedOkHttp");
    assertThat(jackson).as("set by the module's surefire configuration").isNotBlank();
    assertThat(version("com.fasterxml.jackson.core.json.PackageVersion")).isEqualTo(jackson);
    assertThat(version("com.fasterxml.jackson.databind.cfg.PackageVersion")).isEqualTo(jackson);
    assertThat(version("com.fasterxml.jackson.datatype.jsr310.PackageVersion")).isEqualTo(jackson);
    assertThat(version("okhttp3.OkHttp")).isEqualTo(okhttp);
    // The module on the jackson3 codec: Jackson 3 at its version, and the clients use it.
    String jackson3 = System.getProperty("compat.expectedJackson3");
    if (jackson3 != null) {
      assertThat(version("tools.jackson.core.json.PackageVersion")).isEqualTo(jackson3);
      assertThat(version("tools.jackson.databind.cfg.PackageVersion")).isEqualTo(jackson3);
      try (CommerceClient client = client(sandbox.baseUrl())) {
        assertThat(client.toString()).contains("json=jackson3,");
      }
    }
  }

  @Test
  void theDependencyCheckPassesWhenAClientIsBuilt() {
    // build() runs the check (DependencyGuard, internal) and throws when a version is too old.
    assertThatCode(
            () ->
                CommerceClient.builder()
                    .baseUrl(sandbox.baseUrl())
                    .apiKey(sandbox.apiKey())
                    .dependencyCheck(true)
                    .build()
                    .close())
        .doesNotThrowAnyException();
  }

  @Test
  void theSixOperations() {
    try (CommerceClient client = client(sandbox.baseUrl())) {
      Customer created =
          client
              .customers()
              .create(
                  CustomerCreateParams.builder()
                      .firstname("Ada")
                      .lastname("Lovelace")
                      .email("ada@example.com")
                      .build());
      assertThat(created.firstname()).isEqualTo("Ada");
      assertThat(created.createdAt()).isNotNull();

      Customer updated =
          client
              .customers()
              .update(
                  created.id(),
                  CustomerUpdateParams.builder()
                      .firstname("Ada")
                      .lastname("Lovelace")
                      .phone("+44 20 7946 0000")
                      .build());
      assertThat(updated.id()).isEqualTo(created.id());
      assertThat(updated.phone()).isEqualTo("+44 20 7946 0000");
      assertThat(updated.lastname()).isEqualTo("Lovelace");

      Page<Product> page = client.products().list(ProductListParams.builder().limit(100).build());
      assertThat(page.items()).hasSize(100);
      assertThat(page.total()).isEqualTo(CommerceSandbox.DEFAULT_CATALOG_SIZE);
      assertThat(page.autoPager().stream().count()).isEqualTo(CommerceSandbox.DEFAULT_CATALOG_SIZE);

      Product first = page.items().get(0);
      Product product = client.products().get(first.id());
      assertThat(product).isEqualTo(first);

      Order order =
          client
              .orders()
              .create(
                  OrderCreateParams.builder()
                      .customerId(created.id())
                      .addItem(
                          OrderItemParams.builder().sku("A-1").quantity(2).unitPrice(1250).build())
                      .build());
      assertThat(order.items()).hasSize(1);
      assertThat(order.items().get(0).quantity()).isEqualTo(2L);
      assertThat(order.orderDatetime()).isNotNull();
      assertThat(client.orders().get(order.id())).isEqualTo(order);
    }
  }

  @Test
  void everyModelKeepsUnknownFieldsAndWireOffsets() {
    BODIES.put(
        "GET /v1/orders/" + ORDER_ID,
        """
        {"id":"%s","order_number":"#1001","status":"open","currency":"EUR",
         "customer":{"id":"%s","name":"Ada","email":"ada@example.com","tier":"gold"},
         "items":[{"id":"i1","sku":"A-1","quantity":2,"unit_price":1250,"total_price":2500,
                   "gift":{"wrap":true}}],
         "total_price":2500,"shipping_address":{"city":"Paris"},
         "order_datetime":"2026-03-01T10:15:30.123+02:00","channel_ref":[1,"x",null]}
        """
            .formatted(ORDER_ID, CUSTOMER_ID));
    BODIES.put(
        "GET /v1/products/" + PRODUCT_ID,
        """
        {"id":"%s","name":"Desk","status":"active","type":"physical","total_stock":9000000000,
         "media":[{"id":"m1","url":"https://cdn.example/m1.jpg","position":1,"alt":"front"}],
         "variants":[{"id":"v1","sku":"D-1","stock":3,"price":{"amount":1999},"weight_g":500}],
         "created_at":"2025-12-31T23:59:59-05:30","updated_at":"2026-01-01T00:00:00Z",
         "badge":"new"}
        """
            .formatted(PRODUCT_ID));
    BODIES.put(
        "GET /v1/products",
        """
        {"page":1,"size":1,"total":1,"total_pages":1,"next_cursor":"abc",
         "items":[{"id":"%s","name":"Desk","status":"active","type":"physical","badge":"new"}]}
        """
            .formatted(PRODUCT_ID));
    BODIES.put(
        "POST /v1/customers",
        """
        {"id":"%s","firstname":"Ada","lastname":"Lovelace","created_at":"2026-02-28T08:00:00+05:45",
         "loyalty":{"points":12},"n":null,"num":1.5}
        """
            .formatted(CUSTOMER_ID));

    try (CommerceClient client = client(cannedUrl())) {
      Order order = client.orders().get(ORDER_ID);
      assertThat(order.additionalProperties())
          .containsOnlyKeys("channel_ref")
          .containsEntry("channel_ref", java.util.Arrays.asList(1, "x", null));
      assertThat(order.customer().additionalProperties()).containsOnly(Map.entry("tier", "gold"));
      assertThat(order.items().get(0).additionalProperties())
          .containsOnly(Map.entry("gift", Map.of("wrap", true)));
      assertThat(order.orderDatetime())
          .isEqualTo(OffsetDateTime.of(2026, 3, 1, 10, 15, 30, 123_000_000, ZoneOffset.ofHours(2)));
      assertThat(order.orderDatetime().getOffset()).isEqualTo(ZoneOffset.ofHours(2));

      Product product = client.products().get(PRODUCT_ID);
      assertThat(product.totalStock()).isEqualTo(9_000_000_000L);
      assertThat(product.additionalProperties()).containsOnly(Map.entry("badge", "new"));
      assertThat(product.media().get(0).additionalProperties())
          .containsOnly(Map.entry("alt", "front"));
      assertThat(product.variants().get(0).additionalProperties())
          .containsOnly(Map.entry("weight_g", 500));
      assertThat(product.createdAt().getOffset()).isEqualTo(ZoneOffset.ofHoursMinutes(-5, -30));
      assertThat(product.createdAt().getDayOfMonth()).isEqualTo(31);
      assertThat(product.updatedAt().getOffset()).isEqualTo(ZoneOffset.UTC);

      Page<Product> page = client.products().list();
      assertThat(page.additionalProperties()).containsOnly(Map.entry("next_cursor", "abc"));
      assertThat(page.items().get(0).additionalProperties())
          .containsOnly(Map.entry("badge", "new"));

      Customer customer =
          client.customers().create(CustomerCreateParams.builder().firstname("Ada").build());
      assertThat(customer.additionalProperties()).containsOnlyKeys("loyalty", "n", "num");
      assertThat(customer.additionalProperties().get("loyalty")).isEqualTo(Map.of("points", 12));
      assertThat(customer.additionalProperties().get("num")).isEqualTo(1.5);
      assertThat(customer.createdAt().getOffset()).isEqualTo(ZoneOffset.ofHoursMinutes(5, 45));
    }
  }

  @Test
  void errorsAreTypedAndCarryTheServersMessage() {
    try (CommerceClient client = client(sandbox.baseUrl())) {
      NotFoundException notFound =
          catchThrowableOfType(
              NotFoundException.class, () -> client.products().get(UUID.randomUUID().toString()));
      assertThat(notFound.statusCode()).isEqualTo(404);

      sandbox.inject(
          Fault.status(422)
              .withBody("{\"message\":\"email is already taken\"}")
              .on("customers.create")
              .times(1));
      UnprocessableEntityException invalid =
          catchThrowableOfType(
              UnprocessableEntityException.class,
              () ->
                  client
                      .customers()
                      .create(CustomerCreateParams.builder().firstname("Ada").build()));
      assertThat(invalid.statusCode()).isEqualTo(422);
      assertThat(invalid.getMessage()).contains("email is already taken");
    }
  }

  @Test
  void aServerErrorIsRetriedAndTheCallSucceeds() {
    try (CommerceClient client = client(sandbox.baseUrl())) {
      String id = client.products().list().items().get(0).id();
      sandbox.inject(Fault.status(503).on("products.get").times(1));
      int before = sandbox.requestCount();

      Product product = client.products().get(id);

      assertThat(product.id()).isEqualTo(id);
      assertThat(sandbox.requestCount() - before).as("one 503, then the retry").isEqualTo(2);
    }
  }
}
