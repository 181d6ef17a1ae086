package com.workspacecommerce.sdk.testing;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Exercises the sandbox over real HTTP with the JDK client, independently of the SDK. */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class SandboxHttpTest {

  private static final ObjectMapper JSON = new ObjectMapper();
  private static final HttpClient HTTP =
      HttpClient.newBuilder()
          .version(HttpClient.Version.HTTP_1_1)
          .connectTimeout(Duration.ofSeconds(5))
          .build();

  private CommerceSandbox sandbox;

  @BeforeAll
  void startSandbox() {
    sandbox = CommerceSandbox.start();
  }

  @AfterAll
  void stopSandbox() {
    try {
      // Every answer this class provoked, errors included, must match the OpenAPI document.
      List<RecordedRequest> checked = OpenApiCheck.assertConforms(sandbox.journal().all(), false);
      // The check saw every operation, succeeding and failing.
      assertThat(checked).extracting(RecordedRequest::operation).containsAll(Operation.NAMES);
      assertThat(checked)
          .extracting(RecordedRequest::status)
          .contains(200, 201, 400, 401, 404, 422);
    } finally {
      sandbox.close();
    }
  }

  // ------------------------------------------------------------------ helpers

  private record Reply(int status, JsonNode body, HttpResponse<String> raw) {
    String header(String name) {
      return raw.headers().firstValue(name).orElse(null);
    }

    String errorType() {
      return body.path("error").path("type").asText(null);
    }

    String errorMessage() {
      return body.path("error").path("message").asText(null);
    }
  }

  private Reply call(String method, String path, String key, String body) {
    return call(sandbox, method, path, key, body);
  }

  private static Reply call(
      CommerceSandbox target, String method, String path, String key, String body) {
    HttpRequest.Builder request =
        HttpRequest.newBuilder(URI.create(target.baseUrl() + path))
            .timeout(Duration.ofSeconds(10))
            .method(
                method,
                body == null
                    ? HttpRequest.BodyPublishers.noBody()
                    : HttpRequest.BodyPublishers.ofString(body));
    if (key != null) {
      request.header("Authorization", "Bearer " + key);
    }
    if (body != null) {
      request.header("Content-Type", "application/json");
    }
    try {
      HttpResponse<String> response =
          HTTP.send(request.build(), HttpResponse.BodyHandlers.ofString());
      return new Reply(response.statusCode(), JSON.readTree(response.body()), response);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException(e);
    }
  }

  private Reply get(String path) {
    return call("GET", path, sandbox.apiKey(), null);
  }

  private Reply post(String path, String body) {
    return call("POST", path, sandbox.apiKey(), body);
  }

  private Reply put(String path, String body) {
    return call("PUT", path, sandbox.apiKey(), body);
  }

  private static void assertError(Reply reply, int status, String type, String... messageParts) {
    assertThat(reply.status()).as("status of %s", reply.body()).isEqualTo(status);
    assertThat(reply.errorType()).isEqualTo(type);
    assertThat(reply.errorMessage()).isNotBlank();
    if (messageParts.length > 0) {
      assertThat(reply.errorMessage()).contains(messageParts);
    }
    assertThat(reply.header("X-Request-Id")).startsWith("req_");
    assertThat(reply.header("Content-Type")).isEqualTo("application/json");
  }

  private static List<String> texts(JsonNode items, String field) {
    List<String> values = new ArrayList<>();
    items.forEach(item -> values.add(item.get(field).asText()));
    return values;
  }

  private String createCustomer(String key, String body) {
    Reply reply = call("POST", "/customers", key, body);
    assertThat(reply.status()).as("create customer: %s", reply.body()).isEqualTo(201);
    return reply.body().get("id").asText();
  }

  // ------------------------------------------------------------------ lifecycle and transport

  @Test
  void baseUrlIsLoopbackWithVersionAndNoTrailingSlash() {
    assertThat(sandbox.baseUrl()).matches("http://127\\.0\\.0\\.1:\\d+/v1");
    assertThat(sandbox.apiKey()).isEqualTo("sk_sandbox_alpha_0f3c9a7d1e");
    assertThat(sandbox.otherApiKey()).isEqualTo("sk_sandbox_beta_7b21d4e9a6");
  }

  @Test
  void successfulResponsesCarryJsonContentTypeAndARequestId() {
    Reply reply = get("/products?limit=1");
    assertThat(reply.status()).isEqualTo(200);
    assertThat(reply.header("Content-Type")).isEqualTo("application/json");
    assertThat(reply.header("X-Request-Id")).matches("req_[0-9a-f]{24}");
  }

  @Test
  void requestIdsDifferBetweenRequestsIncludingErrors() {
    Reply first = call("GET", "/products", null, null);
    Reply second = call("GET", "/products", null, null);
    assertThat(first.header("X-Request-Id"))
        .startsWith("req_")
        .isNotEqualTo(second.header("X-Request-Id"));
  }

  @Test
  void requestCountCountsEveryRequestIncludingErrors() {
    try (CommerceSandbox own = CommerceSandbox.start()) {
      assertThat(own.requestCount()).isZero();
      call(own, "GET", "/products", own.apiKey(), null);
      call(own, "GET", "/products", null, null);
      call(own, "GET", "/nowhere", null, null);
      assertThat(own.requestCount()).isEqualTo(3);
    }
  }

  @Test
  void closeIsIdempotentAndStopsServing() {
    CommerceSandbox own = CommerceSandbox.start();
    String url = own.baseUrl();
    own.close();
    own.close();
    HttpRequest request =
        HttpRequest.newBuilder(URI.create(url + "/products"))
            .timeout(Duration.ofSeconds(5))
            .build();
    assertThatThrownBy(() -> HTTP.send(request, HttpResponse.BodyHandlers.ofString()))
        .isInstanceOf(IOException.class);
  }

  // ------------------------------------------------------------------ authentication and isolation

  @ParameterizedTest
  @CsvSource(
      value = {
        "NULL, missing",
        "'', missing",
        "sk_sandbox_alpha_0f3c9a7d1e, malformed",
        "Basic c2s6eA==, malformed",
        "Bearer, malformed",
        "Bearer a b, malformed",
        "Bearer sk_sandbox_nope, unknown",
        "Bearer SK_SANDBOX_ALPHA_0F3C9A7D1E, unknown",
      },
      nullValues = "NULL")
  void authenticationFailuresAre401(String header, String reason) throws Exception {
    HttpRequest.Builder request =
        HttpRequest.newBuilder(URI.create(sandbox.baseUrl() + "/products"));
    if (header != null && !header.isEmpty()) {
      request.header("Authorization", header);
    }
    HttpResponse<String> response =
        HTTP.send(request.build(), HttpResponse.BodyHandlers.ofString());
    Reply reply = new Reply(response.statusCode(), JSON.readTree(response.body()), response);
    assertError(reply, 401, "authentication_error", reason);
    assertThat(reply.errorMessage()).doesNotContain("sk_sandbox");
  }

  @Test
  void bearerSchemeIsCaseInsensitive() throws Exception {
    HttpRequest request =
        HttpRequest.newBuilder(URI.create(sandbox.baseUrl() + "/products?limit=1"))
            .header("Authorization", "bearer " + sandbox.apiKey())
            .build();
    assertThat(HTTP.send(request, HttpResponse.BodyHandlers.ofString()).statusCode())
        .isEqualTo(200);
  }

  @Test
  void everyOperationRequiresAuthentication() {
    String id = UUID.randomUUID().toString();
    assertError(call("GET", "/products/" + id, null, null), 401, "authentication_error");
    assertError(
        call("POST", "/customers", null, "{\"firstname\":\"A\"}"), 401, "authentication_error");
    assertError(
        call("PUT", "/customers/" + id, null, "{\"firstname\":\"A\"}"),
        401,
        "authentication_error");
    assertError(call("POST", "/orders", null, "{}"), 401, "authentication_error");
    assertError(call("GET", "/orders/" + id, null, null), 401, "authentication_error");
  }

  @Test
  void workspacesAreIsolated() {
    String customerId = createCustomer(sandbox.apiKey(), "{\"firstname\":\"Ada\"}");
    assertError(
        call("PUT", "/customers/" + customerId, sandbox.otherApiKey(), "{\"firstname\":\"Eve\"}"),
        404,
        "not_found",
        customerId);

    Reply order = post("/orders", "{\"customer\":{\"id\":\"" + customerId + "\"}}");
    assertThat(order.status()).isEqualTo(201);
    String orderId = order.body().get("id").asText();
    assertThat(get("/orders/" + orderId).status()).isEqualTo(200);
    assertError(call("GET", "/orders/" + orderId, sandbox.otherApiKey(), null), 404, "not_found");

    // A beta order cannot reference an alpha customer either.
    assertError(
        call(
            "POST",
            "/orders",
            sandbox.otherApiKey(),
            "{\"customer\":{\"id\":\"" + customerId + "\"}}"),
        422,
        "unprocessable_entity",
        "customer.id");

    Reply alpha = get("/products?limit=1");
    Reply beta = call("GET", "/products?limit=1", sandbox.otherApiKey(), null);
    assertThat(alpha.body().get("total").asInt()).isEqualTo(257);
    assertThat(beta.body().get("total").asInt()).isEqualTo(120);
    String alphaProduct = alpha.body().get("items").get(0).get("id").asText();
    assertError(
        call("GET", "/products/" + alphaProduct, sandbox.otherApiKey(), null), 404, "not_found");
  }

  // ------------------------------------------------------------------ products: paging

  @Test
  void defaultPageUsesDocumentedDefaults() {
    JsonNode page = get("/products").body();
    assertThat(page.get("page").asInt()).isEqualTo(1);
    assertThat(page.get("size").asInt()).isEqualTo(20);
    assertThat(page.get("total").asInt()).isEqualTo(257);
    assertThat(page.get("total_pages").asInt()).isEqualTo(13);
    assertThat(page.get("has_next_page").asBoolean()).isTrue();
    assertThat(page.get("has_previous_page").asBoolean()).isFalse();
    assertThat(page.get("items")).hasSize(20);
    // Default order is createdAt desc.
    assertThat(texts(page.get("items"), "id"))
        .isEqualTo(
            texts(get("/products?sort_by=createdAt&sort_order=desc").body().get("items"), "id"));
  }

  @Test
  void envelopeValuesAcrossPagesIncludingTheLastPartialPage() {
    JsonNode middle = get("/products?page=7&limit=20").body();
    assertThat(middle.get("page").asInt()).isEqualTo(7);
    assertThat(middle.get("has_next_page").asBoolean()).isTrue();
    assertThat(middle.get("has_previous_page").asBoolean()).isTrue();
    assertThat(middle.get("items")).hasSize(20);

    JsonNode last = get("/products?page=13&limit=20").body();
    assertThat(last.get("size").asInt()).isEqualTo(20);
    assertThat(last.get("total_pages").asInt()).isEqualTo(13);
    assertThat(last.get("has_next_page").asBoolean()).isFalse();
    assertThat(last.get("has_previous_page").asBoolean()).isTrue();
    assertThat(last.get("items")).hasSize(17);

    JsonNode hundred = get("/products?page=3&limit=100").body();
    assertThat(hundred.get("total_pages").asInt()).isEqualTo(3);
    assertThat(hundred.get("items")).hasSize(57);

    JsonNode single = get("/products?limit=1&page=257").body();
    assertThat(single.get("total_pages").asInt()).isEqualTo(257);
    assertThat(single.get("items")).hasSize(1);
    assertThat(single.get("has_next_page").asBoolean()).isFalse();

    JsonNode beta = call("GET", "/products?limit=50&page=3", sandbox.otherApiKey(), null).body();
    assertThat(beta.get("total_pages").asInt()).isEqualTo(3);
    assertThat(beta.get("items")).hasSize(20);
  }

  @Test
  void pagePastTheEndIsEmptyNotAnError() {
    for (String page : List.of("14", "2147483647")) {
      Reply reply = get("/products?page=" + page + "&limit=20");
      assertThat(reply.status()).isEqualTo(200);
      assertThat(reply.body().get("items")).isEmpty();
      assertThat(reply.body().get("has_next_page").asBoolean()).isFalse();
      assertThat(reply.body().get("has_previous_page").asBoolean()).isTrue();
      assertThat(reply.body().get("total").asInt()).isEqualTo(257);
    }
  }

  @Test
  void walkingAllPagesSeesEveryProductExactlyOnce() {
    Set<String> seen = new HashSet<>();
    List<String> order = new ArrayList<>();
    for (int page = 1; page <= 6; page++) {
      JsonNode body = get("/products?limit=50&page=" + page).body();
      order.addAll(texts(body.get("items"), "id"));
      assertThat(body.get("has_next_page").asBoolean()).isEqualTo(page < 6);
    }
    seen.addAll(order);
    assertThat(order).hasSize(257);
    assertThat(seen).hasSize(257);
    // Pages of another size cut the same sequence.
    List<String> byHundreds = new ArrayList<>();
    for (int page = 1; page <= 3; page++) {
      byHundreds.addAll(texts(get("/products?limit=100&page=" + page).body().get("items"), "id"));
    }
    assertThat(byHundreds).isEqualTo(order);
  }

  @ParameterizedTest
  @CsvSource({
    "page=0, page, >= 1",
    "page=-1, page, >= 1",
    "page=abc, page, >= 1",
    "page=, page, >= 1",
    "page=1.5, page, >= 1",
    "limit=0, limit, between 1 and 100",
    "limit=101, limit, between 1 and 100",
    "limit=x, limit, between 1 and 100",
    "limit=99999999999999999999, limit, between 1 and 100",
    "sort_by=price, sort_by, 'createdAt, updatedAt, name'",
    "sort_by=created_at, sort_by, createdAt",
    "sort_order=up, sort_order, 'asc, desc'",
    "sort_order=ASC, sort_order, 'asc, desc'",
  })
  void outOfBoundsQueryParametersAre400(String query, String parameter, String rule) {
    assertError(get("/products?" + query), 400, "invalid_request", parameter, rule);
  }

  @Test
  void boundaryValuesAreAccepted() {
    assertThat(get("/products?limit=1").body().get("items")).hasSize(1);
    assertThat(get("/products?limit=100").body().get("items")).hasSize(100);
    assertThat(get("/products?page=1").status()).isEqualTo(200);
  }

  // ------------------------------------------------------------------ products: sorting

  private List<JsonNode> all(String sortBy, String sortOrder) {
    List<JsonNode> items = new ArrayList<>();
    for (int page = 1; page <= 3; page++) {
      get("/products?limit=100&page=" + page + "&sort_by=" + sortBy + "&sort_order=" + sortOrder)
          .body()
          .get("items")
          .forEach(items::add);
    }
    assertThat(items).hasSize(257);
    return items;
  }

  @Test
  void sortsByCreatedAtBothWaysAcrossPages() {
    List<Instant> asc =
        all("createdAt", "asc").stream()
            .map(p -> Instant.parse(p.get("created_at").asText()))
            .toList();
    List<Instant> desc =
        all("createdAt", "desc").stream()
            .map(p -> Instant.parse(p.get("created_at").asText()))
            .toList();
    assertThat(asc).isSortedAccordingTo(Comparator.naturalOrder());
    assertThat(desc).isSortedAccordingTo(Comparator.reverseOrder());
    assertThat(new HashSet<>(asc)).hasSize(257);
    // Seeded timestamps span roughly two years.
    assertThat(Duration.between(asc.get(0), asc.get(256)).toDays()).isBetween(600L, 731L);
  }

  @Test
  void sortsByNameAndUpdatedAt() {
    List<String> nameAsc = all("name", "asc").stream().map(p -> p.get("name").asText()).toList();
    List<String> nameDesc = all("name", "desc").stream().map(p -> p.get("name").asText()).toList();
    assertThat(nameAsc).isSortedAccordingTo(Comparator.naturalOrder()).doesNotHaveDuplicates();
    assertThat(nameDesc).isSortedAccordingTo(Comparator.reverseOrder());
    assertThat(nameAsc)
        .isNotEqualTo(all("createdAt", "asc").stream().map(p -> p.get("name").asText()).toList());

    List<Instant> updated =
        all("updatedAt", "asc").stream()
            .map(p -> Instant.parse(p.get("updated_at").asText()))
            .toList();
    assertThat(updated).isSortedAccordingTo(Comparator.naturalOrder());
  }

  // ------------------------------------------------------------------ products: content

  @Test
  void productsHaveTheSpecifiedShape() {
    for (JsonNode product : all("createdAt", "desc")) {
      assertThat(UUID.fromString(product.get("id").asText()).toString())
          .isEqualTo(product.get("id").asText());
      assertThat(product.get("name").asText()).matches("[A-Z][a-z]+ [A-Za-z -]+ \\d{3}");
      assertThat(product.get("status").asText()).isIn("active", "draft", "archived");
      assertThat(product.get("type").asText()).isIn("physical", "digital", "service");
      assertThat(product.get("description").asText()).isNotBlank();
      assertThat(product.get("category").asText()).isNotBlank();
      assertThat(product.get("requires_shipping").isBoolean()).isTrue();
      assertThat(product.get("can_preorder").isBoolean()).isTrue();
      assertThat(product.get("media").size()).isBetween(1, 3);
      assertThat(product.get("variants").size()).isBetween(1, 4);
      long stock = 0;
      long min = Long.MAX_VALUE;
      long max = Long.MIN_VALUE;
      for (JsonNode variant : product.get("variants")) {
        assertThat(variant.get("sku").asText()).isNotBlank();
        stock += variant.get("stock").asLong();
        long amount = variant.get("price").get("amount").asLong();
        min = Math.min(min, amount);
        max = Math.max(max, amount);
        assertThat(variant.get("price").get("currency").asText()).isEqualTo("USD");
        assertThat(variant.get("attributes").isObject()).isTrue();
      }
      assertThat(product.get("total_stock").asLong()).isEqualTo(stock);
      assertThat(product.get("price_range").get("min").asLong()).isEqualTo(min);
      assertThat(product.get("price_range").get("max").asLong()).isEqualTo(max);
      JsonNode media = product.get("media").get(0);
      assertThat(media.get("type").asText()).isEqualTo("image");
      assertThat(media.get("position").asInt()).isEqualTo(1);
      assertThat(media.get("url").asText()).startsWith("https://");
      String created = product.get("created_at").asText();
      String updated = product.get("updated_at").asText();
      assertThat(created).endsWith("Z");
      assertThat(Instant.parse(updated)).isAfterOrEqualTo(Instant.parse(created));
    }
  }

  @Test
  void catalogIsDeterministicAcrossSandboxes() {
    try (CommerceSandbox other = CommerceSandbox.start()) {
      assertThat(call(other, "GET", "/products?limit=100", other.apiKey(), null).body())
          .isEqualTo(get("/products?limit=100").body());
    }
  }

  @Test
  void getProductById() {
    JsonNode listed =
        get("/products?limit=1&sort_by=name&sort_order=asc").body().get("items").get(0);
    Reply reply = get("/products/" + listed.get("id").asText());
    assertThat(reply.status()).isEqualTo(200);
    assertThat(reply.body()).isEqualTo(listed);
    // Upper-case hex names the same product.
    assertThat(get("/products/" + listed.get("id").asText().toUpperCase()).body())
        .isEqualTo(listed);

    assertError(get("/products/" + UUID.randomUUID()), 404, "not_found");
    assertError(get("/products/not-a-uuid"), 400, "invalid_request", "id", "UUID");
    assertError(get("/products/1-2-3-4-5"), 400, "invalid_request", "UUID");
  }

  // ------------------------------------------------------------------ customers

  @Test
  void createCustomerWithOnlyAFirstname() {
    Reply reply = post("/customers", "{\"firstname\":\"Ada\",\"unknown_field\":1}");
    assertThat(reply.status()).isEqualTo(201);
    JsonNode customer = reply.body();
    assertThat(UUID.fromString(customer.get("id").asText())).isNotNull();
    assertThat(customer.get("firstname").asText()).isEqualTo("Ada");
    assertThat(customer.get("lastname").isTextual()).isTrue();
    assertThat(customer.get("lastname").asText()).isEmpty();
    assertThat(customer.has("email")).as("omitted: the spec has no nulls").isFalse();
    assertThat(customer.has("phone")).as("omitted: the spec has no nulls").isFalse();
    assertThat(customer.has("note")).as("omitted: the spec has no nulls").isFalse();
    assertThat(customer.has("unknown_field")).isFalse();
    assertThat(customer.get("created_at").asText())
        .isEqualTo(customer.get("updated_at").asText())
        .endsWith("Z");
  }

  @Test
  void createCustomerWithAllFields() {
    JsonNode customer =
        post(
                "/customers",
                "{\"firstname\":\"Ada\",\"lastname\":\"Lovelace\","
                    + "\"email\":\"ada@example.com\",\"phone\":\"+44 20 7946 0000\",\"note\":\"VIP\"}")
            .body();
    assertThat(customer.get("lastname").asText()).isEqualTo("Lovelace");
    assertThat(customer.get("email").asText()).isEqualTo("ada@example.com");
    assertThat(customer.get("phone").asText()).isEqualTo("+44 20 7946 0000");
    assertThat(customer.get("note").asText()).isEqualTo("VIP");
  }

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {
        "{}                                   | firstname",
        "{\"firstname\":null}                 | firstname",
        "{\"firstname\":\"  \"}               | firstname",
        "{\"firstname\":42}                   | firstname",
        "{\"firstname\":\"A\",\"email\":7}    | email",
        "{\"firstname\":\"A\",\"lastname\":[]}| lastname",
        "{\"firstname\":\"A\",\"note\":{}}    | note",
        "[]                                   | JSON object",
        "\"Ada\"                              | JSON object",
        "{\"firstname\":                      | not valid JSON",
        "{\"firstname\":\"A\"} {}             | not valid JSON",
        "{\"firstname\":\"A\",\"firstname\":\"B\"} | not valid JSON",
      })
  void invalidCustomerBodiesAre400(String body, String mentions) {
    assertError(post("/customers", body), 400, "invalid_request", mentions);
  }

  @Test
  void emptyCustomerBodyIs400() {
    assertError(
        call("POST", "/customers", sandbox.apiKey(), ""), 400, "invalid_request", "JSON object");
  }

  @Test
  void updateReplacesPresentFieldsClearsNullsAndKeepsOmittedOnes() throws Exception {
    JsonNode created =
        post(
                "/customers",
                "{\"firstname\":\"Ada\",\"lastname\":\"Lovelace\","
                    + "\"email\":\"ada@example.com\",\"phone\":\"123\",\"note\":\"first\"}")
            .body();
    String id = created.get("id").asText();
    Thread.sleep(5);

    // Omitted: lastname, email, phone stay; note replaced.
    Reply first = put("/customers/" + id, "{\"firstname\":\"Augusta\",\"note\":\"second\"}");
    assertThat(first.status()).isEqualTo(200);
    JsonNode afterFirst = first.body();
    assertThat(afterFirst.get("id").asText()).isEqualTo(id);
    assertThat(afterFirst.get("firstname").asText()).isEqualTo("Augusta");
    assertThat(afterFirst.get("lastname").asText()).isEqualTo("Lovelace");
    assertThat(afterFirst.get("email").asText()).isEqualTo("ada@example.com");
    assertThat(afterFirst.get("phone").asText()).isEqualTo("123");
    assertThat(afterFirst.get("note").asText()).isEqualTo("second");
    assertThat(afterFirst.get("created_at")).isEqualTo(created.get("created_at"));
    assertThat(Instant.parse(afterFirst.get("updated_at").asText()))
        .isAfter(Instant.parse(created.get("updated_at").asText()));

    // Explicit nulls clear; lastname cleared becomes "".
    JsonNode afterSecond =
        put("/customers/" + id, "{\"firstname\":\"Augusta\",\"lastname\":null,\"email\":null}")
            .body();
    assertThat(afterSecond.get("lastname").asText()).isEmpty();
    assertThat(afterSecond.has("email")).as("omitted: the spec has no nulls").isFalse();
    assertThat(afterSecond.get("phone").asText()).isEqualTo("123");
    assertThat(afterSecond.get("note").asText()).isEqualTo("second");

    // Back-to-back updates still move updated_at forward.
    JsonNode third = put("/customers/" + id, "{\"firstname\":\"A\"}").body();
    JsonNode fourth = put("/customers/" + id, "{\"firstname\":\"A\"}").body();
    assertThat(Instant.parse(third.get("updated_at").asText()))
        .isAfter(Instant.parse(afterSecond.get("updated_at").asText()));
    assertThat(Instant.parse(fourth.get("updated_at").asText()))
        .isAfter(Instant.parse(third.get("updated_at").asText()));
  }

  @Test
  void updateErrors() {
    String id = createCustomer(sandbox.apiKey(), "{\"firstname\":\"Ada\"}");
    assertError(
        put("/customers/" + id, "{\"lastname\":\"X\"}"), 400, "invalid_request", "firstname");
    assertError(
        put("/customers/" + id, "{\"firstname\":\"\"}"), 400, "invalid_request", "firstname");
    assertError(
        put("/customers/" + id, "{\"firstname\":\"A\",\"phone\":1}"),
        400,
        "invalid_request",
        "phone");
    assertError(put("/customers/" + id, "nope"), 400, "invalid_request", "JSON");
    assertError(put("/customers/" + UUID.randomUUID(), "{\"firstname\":\"A\"}"), 404, "not_found");
    assertError(put("/customers/123", "{\"firstname\":\"A\"}"), 400, "invalid_request", "UUID");
    // A refused update changes nothing.
    assertThat(put("/customers/" + id, "{\"firstname\":\"Ada\"}").body().get("lastname").asText())
        .isEmpty();
  }

  // ------------------------------------------------------------------ orders

  @Test
  void orderTotalsCustomerSummaryAndDefaults() {
    String customerId =
        createCustomer(
            sandbox.apiKey(),
            "{\"firstname\":\"Grace\",\"lastname\":\"Hopper\",\"email\":\"grace@example.com\"}");
    Reply reply =
        post(
            "/orders",
            "{\"customer\":{\"id\":\""
                + customerId
                + "\"},"
                + "\"items\":[{\"sku\":\"A-1\",\"title\":\"Mug\",\"quantity\":2,\"unit_price\":1299},"
                + "{\"sku\":\"B-2\",\"title\":\"Lamp\",\"quantity\":3,\"unit_price\":4599}],"
                + "\"shipping_address\":{\"city\":\"Arlington\",\"zip\":\"22201\"},\"note\":\"leave at door\"}");
    assertThat(reply.status()).isEqualTo(201);
    JsonNode order = reply.body();
    assertThat(UUID.fromString(order.get("id").asText())).isNotNull();
    assertThat(order.get("order_number").asText()).matches("#\\d{4,}");
    assertThat(order.get("status").asText()).isEqualTo("open");
    assertThat(order.get("payment_status").asText()).isEqualTo("pending");
    assertThat(order.get("fulfillment_status").asText()).isEqualTo("unfulfilled");
    assertThat(order.get("sales_channel").asText()).isEqualTo("api");
    assertThat(order.get("currency").asText()).isEqualTo("USD");
    assertThat(order.get("customer").get("id").asText()).isEqualTo(customerId);
    assertThat(order.get("customer").get("name").asText()).isEqualTo("Grace Hopper");
    assertThat(order.get("customer").get("email").asText()).isEqualTo("grace@example.com");
    JsonNode items = order.get("items");
    assertThat(items).hasSize(2);
    assertThat(items.get(0).get("total_price").asLong()).isEqualTo(2598);
    assertThat(items.get(1).get("total_price").asLong()).isEqualTo(13797);
    assertThat(items.get(0).get("id").asText()).isNotEqualTo(items.get(1).get("id").asText());
    assertThat(items.get(1).get("sku").asText()).isEqualTo("B-2");
    assertThat(items.get(1).get("title").asText()).isEqualTo("Lamp");
    assertThat(order.get("subtotal_price").asLong()).isEqualTo(16395);
    assertThat(order.get("total_shipping").asLong()).isZero();
    assertThat(order.get("total_tax").asLong()).isZero();
    assertThat(order.get("total_discount").asLong()).isZero();
    assertThat(order.get("total_price").asLong()).isEqualTo(16395);
    assertThat(order.get("total_items").asLong()).isEqualTo(5);
    assertThat(order.get("shipping_address").get("city").asText()).isEqualTo("Arlington");
    assertThat(order.get("note").asText()).isEqualTo("leave at door");
    assertThat(order.get("order_datetime").asText()).endsWith("Z");

    Reply fetched = get("/orders/" + order.get("id").asText());
    assertThat(fetched.status()).isEqualTo(200);
    assertThat(fetched.body()).isEqualTo(order);
  }

  @Test
  void orderNumbersAreSequentialPerWorkspace() {
    try (CommerceSandbox own = CommerceSandbox.start()) {
      List<String> numbers = new ArrayList<>();
      for (int i = 0; i < 3; i++) {
        numbers.add(
            call(own, "POST", "/orders", own.apiKey(), "{}").body().get("order_number").asText());
      }
      // A refused order does not consume a number.
      assertThat(
              call(
                      own,
                      "POST",
                      "/orders",
                      own.apiKey(),
                      "{\"items\":[{\"quantity\":0,\"unit_price\":1}]}")
                  .status())
          .isEqualTo(400);
      numbers.add(
          call(own, "POST", "/orders", own.apiKey(), "{}").body().get("order_number").asText());
      String beta =
          call(own, "POST", "/orders", own.otherApiKey(), "{}").body().get("order_number").asText();
      assertThat(numbers).containsExactly("#1001", "#1002", "#1003", "#1004");
      assertThat(beta).isEqualTo("#1001");
    }
  }

  @Test
  void emptyOrderAndUnknownFieldsAreEchoed() {
    JsonNode order =
        post(
                "/orders",
                "{\"currency\":\"EUR\",\"sales_channel\":\"pos\",\"tags\":[\"gift\"],"
                    + "\"metadata\":{\"ref\":\"x-1\"},\"status\":\"paid\",\"total_price\":1,"
                    + "\"items\":[{\"quantity\":1,\"unit_price\":0,\"weight_grams\":250}]}")
            .body();
    assertThat(order.get("currency").asText()).isEqualTo("EUR");
    assertThat(order.get("sales_channel").asText()).isEqualTo("pos");
    assertThat(order.get("tags").get(0).asText()).isEqualTo("gift");
    assertThat(order.get("metadata").get("ref").asText()).isEqualTo("x-1");
    // Server-computed fields are not overridable.
    assertThat(order.get("status").asText()).isEqualTo("open");
    assertThat(order.get("total_price").asLong()).isZero();
    assertThat(order.has("customer")).as("omitted: the spec has no nulls").isFalse();
    assertThat(order.get("items").get(0).get("weight_grams").asInt()).isEqualTo(250);
    assertThat(order.get("items").get(0).has("sku")).as("omitted: the spec has no nulls").isFalse();
    assertThat(get("/orders/" + order.get("id").asText()).body()).isEqualTo(order);
  }

  @Test
  void customerNameIsTrimmedWithoutLastname() {
    String id = createCustomer(sandbox.apiKey(), "{\"firstname\":\"Linus\"}");
    JsonNode summary =
        post("/orders", "{\"customer\":{\"id\":\"" + id + "\"}}").body().get("customer");
    assertThat(summary.get("name").asText()).isEqualTo("Linus");
    assertThat(summary.has("email")).as("omitted: the spec has no nulls").isFalse();
  }

  @Test
  void largeMoneyAmountsUseLongArithmetic() {
    JsonNode order =
        post(
                "/orders",
                "{\"items\":[{\"quantity\":3,\"unit_price\":3000000000},{\"quantity\":1,\"unit_price\":1}]}")
            .body();
    assertThat(order.get("total_price").asLong()).isEqualTo(9_000_000_001L);
    assertError(
        post("/orders", "{\"items\":[{\"quantity\":4,\"unit_price\":9223372036854775807}]}"),
        400,
        "invalid_request",
        "items[0]",
        "overflow");
  }

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {
        "{\"items\":[{\"quantity\":1,\"unit_price\":1},{\"quantity\":0,\"unit_price\":1}]} | items[1].quantity",
        "{\"items\":[{\"unit_price\":1}]}                        | items[0].quantity",
        "{\"items\":[{\"quantity\":1.5,\"unit_price\":1}]}       | items[0].quantity",
        "{\"items\":[{\"quantity\":\"2\",\"unit_price\":1}]}     | items[0].quantity",
        "{\"items\":[{\"quantity\":1,\"unit_price\":-1}]}        | items[0].unit_price",
        "{\"items\":[{\"quantity\":1}]}                          | items[0].unit_price",
        "{\"items\":[{\"quantity\":1,\"unit_price\":1,\"sku\":5}]} | items[0].sku",
        "{\"items\":[7]}                                         | items[0]",
        "{\"items\":{}}                                          | items",
        "{\"customer\":\"abc\"}                                  | customer",
        "{\"customer\":{}}                                       | customer.id",
        "{\"customer\":{\"id\":\"not-a-uuid\"}}                  | customer.id",
        "{\"currency\":1}                                        | currency",
        "{\"shipping_address\":\"1 Main St\"}                    | shipping_address",
        "[1]                                                     | JSON object",
        "{oops}                                                  | not valid JSON",
      })
  void invalidOrderBodiesAre400(String body, String mentions) {
    assertError(post("/orders", body), 400, "invalid_request", mentions);
  }

  @Test
  void unknownCustomerIs422() {
    String id = UUID.randomUUID().toString();
    assertError(
        post("/orders", "{\"customer\":{\"id\":\"" + id + "\"}}"),
        422,
        "unprocessable_entity",
        "customer.id",
        id);
  }

  @Test
  void getOrderErrors() {
    assertError(get("/orders/" + UUID.randomUUID()), 404, "not_found");
    assertError(get("/orders/abc"), 400, "invalid_request", "UUID");
  }

  // ------------------------------------------------------------------ routing

  @ParameterizedTest
  @CsvSource({
    "/nowhere",
    "/products/a/b",
    "/products/",
    "/customer",
    "//products",
  })
  void unknownPathsAre404(String path) {
    assertError(call("GET", path, sandbox.apiKey(), null), 404, "not_found");
  }

  @Test
  void pathsOutsideV1Are404() throws Exception {
    String root = sandbox.baseUrl().substring(0, sandbox.baseUrl().length() - "/v1".length());
    for (String path : List.of("/", "/products", "/v2/products")) {
      HttpRequest request =
          HttpRequest.newBuilder(URI.create(root + path))
              .header("Authorization", "Bearer " + sandbox.apiKey())
              .build();
      HttpResponse<String> response = HTTP.send(request, HttpResponse.BodyHandlers.ofString());
      assertThat(response.statusCode()).as(path).isEqualTo(404);
      assertThat(JSON.readTree(response.body()).path("error").path("type").asText())
          .isEqualTo("not_found");
      assertThat(response.headers().firstValue("X-Request-Id")).isPresent();
    }
  }

  @ParameterizedTest
  @CsvSource({
    "DELETE, /products, GET",
    "POST, /products, GET",
    "PUT, /products/00000000-0000-4000-8000-000000000000, GET",
    "GET, /customers, POST",
    "GET, /customers/00000000-0000-4000-8000-000000000000, PUT",
    "DELETE, /customers/00000000-0000-4000-8000-000000000000, PUT",
    "GET, /orders, POST",
    "POST, /orders/00000000-0000-4000-8000-000000000000, GET",
    "PATCH, /orders/00000000-0000-4000-8000-000000000000, GET",
  })
  void wrongMethodsAre405WithAllow(String method, String path, String allow) {
    Reply reply =
        call(
            method,
            path,
            sandbox.apiKey(),
            method.equals("GET") || method.equals("DELETE") ? null : "{}");
    assertError(reply, 405, "method_not_allowed", method);
    assertThat(reply.header("Allow")).isEqualTo(allow);
  }

  // ------------------------------------------------------------------ concurrency

  @Test
  void servesSixteenConcurrentClients() throws Exception {
    try (CommerceSandbox own = CommerceSandbox.start()) {
      ExecutorService clients = Executors.newFixedThreadPool(16);
      try {
        List<Callable<List<String>>> tasks = new ArrayList<>();
        for (int c = 0; c < 16; c++) {
          int client = c;
          tasks.add(
              () -> {
                List<String> numbers = new ArrayList<>();
                String key = client % 2 == 0 ? own.apiKey() : own.otherApiKey();
                for (int i = 0; i < 10; i++) {
                  Reply customer =
                      call(own, "POST", "/customers", key, "{\"firstname\":\"C" + client + "\"}");
                  assertThat(customer.status()).isEqualTo(201);
                  Reply order =
                      call(
                          own,
                          "POST",
                          "/orders",
                          key,
                          "{\"customer\":{\"id\":\""
                              + customer.body().get("id").asText()
                              + "\"},"
                              + "\"items\":[{\"quantity\":2,\"unit_price\":5}]}");
                  assertThat(order.status()).isEqualTo(201);
                  assertThat(order.body().get("total_price").asLong()).isEqualTo(10);
                  numbers.add(key.charAt(11) + order.body().get("order_number").asText());
                  assertThat(call(own, "GET", "/products?page=" + (i + 1), key, null).status())
                      .isEqualTo(200);
                }
                return numbers;
              });
        }
        Set<String> numbers = new HashSet<>();
        for (Future<List<String>> result : clients.invokeAll(tasks)) {
          numbers.addAll(result.get());
        }
        // 80 orders per workspace, numbered #1001..#1080 without gaps or duplicates.
        assertThat(numbers).hasSize(160);
        assertThat(numbers)
            .contains("a#1001", "a#1080", "b#1001", "b#1080")
            .doesNotContain("a#1081", "b#1081");
        assertThat(own.requestCount()).isEqualTo(16 * 10 * 3);
      } finally {
        clients.shutdownNow();
      }
    }
  }
}
