package com.workspacecommerce.sdk;

import static com.workspacecommerce.sdk.TestFixtures.API_KEY;
import static com.workspacecommerce.sdk.TestFixtures.CUSTOMER_ID;
import static com.workspacecommerce.sdk.TestFixtures.CUSTOMER_MINIMAL;
import static com.workspacecommerce.sdk.TestFixtures.ORDER_MINIMAL;
import static com.workspacecommerce.sdk.TestFixtures.PRODUCT_ID;
import static com.workspacecommerce.sdk.TestFixtures.builder;
import static com.workspacecommerce.sdk.TestFixtures.json;
import static com.workspacecommerce.sdk.TestFixtures.page;
import static com.workspacecommerce.sdk.TestFixtures.product;
import static com.workspacecommerce.sdk.TestFixtures.take;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.workspacecommerce.sdk.errors.NotFoundException;
import com.workspacecommerce.sdk.models.Customer;
import com.workspacecommerce.sdk.models.Order;
import com.workspacecommerce.sdk.models.Product;
import com.workspacecommerce.sdk.params.CustomerUpdateParams;
import com.workspacecommerce.sdk.params.OrderCreateParams;
import com.workspacecommerce.sdk.params.ProductListParams;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import mockwebserver3.RecordedRequest;
import mockwebserver3.junit5.StartStop;
import org.junit.jupiter.api.Test;

/** withRawResponse() views, and clients derived with withOptions() that share one pool. */
class RawResponseAndSharedPoolTest {
  @StartStop final MockWebServer server = new MockWebServer();

  @Test
  void aSuccessCarriesStatusHeadersRequestIdAttemptsAndElapsedTime() {
    server.enqueue(
        new MockResponse.Builder()
            .code(201)
            .addHeader("Content-Type", "application/json")
            .addHeader("X-Request-Id", "req_abc123")
            .addHeader("X-Extra", "one")
            .body(ORDER_MINIMAL)
            .build());
    try (CommerceClient client = builder(server, "/v1").build()) {
      CommerceResponse<Order> r =
          client.orders().withRawResponse().create(OrderCreateParams.builder().note("n").build());
      assertThat(r.statusCode()).isEqualTo(201);
      assertThat(r.requestId()).isEqualTo("req_abc123");
      assertThat(r.header("x-extra")).as("names are case-insensitive").isEqualTo("one");
      assertThat(r.headers().get("X-EXTRA")).containsExactly("one");
      assertThat(r.attempts()).isEqualTo(1);
      assertThat(r.elapsed()).isPositive();
      assertThat(r.value().orderNumber()).isEqualTo("WC-1");
      assertThat(r.toString()).doesNotContain(API_KEY);
    }
  }

  @Test
  void aCallRetriedTwiceReportsThreeAttemptsAndTheLastResponse() {
    server.enqueue(json(503, "{}"));
    server.enqueue(json(502, "{}"));
    server.enqueue(
        new MockResponse.Builder()
            .addHeader("Content-Type", "application/json")
            .addHeader("X-Request-Id", "req_third")
            .body(product(1))
            .build());
    try (CommerceClient client = builder(server, "/v1").maxRetries(2).build()) {
      CommerceResponse<Product> r = client.products().withRawResponse().get(PRODUCT_ID);
      assertThat(r.attempts()).isEqualTo(3);
      assertThat(r.statusCode()).isEqualTo(200);
      assertThat(r.requestId()).isEqualTo("req_third");
    }
  }

  @Test
  void anErrorThrowsTheSameExceptionAsThePlainCall() {
    server.enqueue(json(404, "{\"message\":\"gone\"}"));
    try (CommerceClient client = builder(server, "/v1").build()) {
      assertThatThrownBy(() -> client.products().withRawResponse().get(PRODUCT_ID))
          .isInstanceOf(NotFoundException.class)
          .hasMessageContaining("gone");
    }
  }

  @Test
  void aRawPageStillPagesAndARequestIdIsNullWhenAbsent() {
    server.enqueue(json(page(1, 2, true, 1, 2)));
    server.enqueue(json(page(2, 2, false, 3)));
    try (CommerceClient client = builder(server, "/v1").build()) {
      CommerceResponse<Page<Product>> r =
          client.products().withRawResponse().list(ProductListParams.builder().limit(2).build());
      assertThat(r.requestId()).isNull();
      assertThat(r.value().autoPager().stream().count()).isEqualTo(3);
      take(server);
      assertThat(take(server).getUrl().queryParameter("page")).isEqualTo("2");
    }
  }

  @Test
  void customerUpdateHasARawViewToo() {
    server.enqueue(json(CUSTOMER_MINIMAL));
    try (CommerceClient client = builder(server, "/v1").build()) {
      CommerceResponse<Customer> r =
          client
              .customers()
              .withRawResponse()
              .update(CUSTOMER_ID, CustomerUpdateParams.builder().firstname("Ada").build());
      assertThat(r.value().id()).isEqualTo(CUSTOMER_ID);
      assertThat(take(server).getMethod()).isEqualTo("PUT");
    }
  }

  @Test
  void aDerivedClientSendsItsOwnKeyOverTheFirstClientsConnection() {
    server.enqueue(json(product(1)));
    server.enqueue(json(product(2)));
    server.enqueue(json(product(3)));
    try (CommerceClient first = builder(server, "/v1").build()) {
      CommerceClient second = first.withOptions(b -> b.apiKey("sk_other_workspace_key"));
      first.products().get(PRODUCT_ID);
      second.products().get(PRODUCT_ID);
      RecordedRequest a = take(server);
      RecordedRequest b = take(server);
      assertThat(a.getHeaders().get("Authorization")).isEqualTo("Bearer " + API_KEY);
      assertThat(b.getHeaders().get("Authorization")).isEqualTo("Bearer sk_other_workspace_key");
      assertThat(b.getConnectionIndex())
          .as("the derived client reused the first one's pooled connection")
          .isEqualTo(a.getConnectionIndex());

      second.close();
      first.products().get(PRODUCT_ID);
      assertThat(take(server).getHeaders().get("Authorization"))
          .as("closing a derived client leaves the first one working")
          .isEqualTo("Bearer " + API_KEY);
      assertThat(second.toString()).doesNotContain("sk_other_workspace_key");
    }
  }

  @Test
  void aDerivedClientKeepsTheOtherSettingsAndChangesOnlyWhatItSets() {
    server.enqueue(json(404, "{}"));
    try (CommerceClient first =
            builder(server, "/v1")
                .appInfo("restock-tool", "2.3")
                .defaultHeader("X-Team", "ops")
                .build();
        CommerceClient derived = first.withOptions(b -> b.attemptTimeout(Duration.ofSeconds(3)))) {
      assertThat(derived.baseUrl()).isEqualTo(first.baseUrl());
      assertThatThrownBy(() -> derived.products().get(PRODUCT_ID))
          .isInstanceOf(NotFoundException.class);
      RecordedRequest r = take(server);
      assertThat(r.getHeaders().get("User-Agent"))
          .startsWith("commerce-sdk-java/")
          .endsWith(" restock-tool/2.3");
      assertThat(r.getHeaders().get("X-Team")).isEqualTo("ops");
      assertThat(r.getHeaders().get("Authorization")).isEqualTo("Bearer " + API_KEY);
    }
  }

  @Test
  void appInfoAndDefaultHeadersAreChecked() {
    assertThatThrownBy(() -> CommerceClient.builder().appInfo("my tool", "1"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("appInfo name");
    assertThatThrownBy(() -> CommerceClient.builder().defaultHeader("Authorization", "x"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("Authorization");
    assertThatThrownBy(() -> CommerceClient.builder().defaultHeader("X-A", "a\r\nb"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("X-A")
        .hasMessageNotContaining("a\r\nb");
    assertThatThrownBy(() -> CommerceClient.builder().maxConcurrentRequests(0))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("maxConcurrentRequests");
  }

  @Test
  void fakesThatDoNotImplementTheNewMethodsSayWhatIsMissing() {
    OrderService fake =
        new OrderService() {
          @Override
          public Order create(OrderCreateParams params, RequestOptions options) {
            throw new AssertionError();
          }

          @Override
          public Order get(String id, RequestOptions options) {
            throw new AssertionError();
          }
        };
    assertThatThrownBy(fake::withRawResponse)
        .isInstanceOf(UnsupportedOperationException.class)
        .hasMessageContaining("withRawResponse");
  }

  @Test
  void aDerivedClientChecksAChangedBaseUrlLikeTheFirst() {
    try (CommerceClient first = builder(server, "/v1").build()) {
      assertThatThrownBy(() -> first.withOptions(b -> b.baseUrl("http://api.example.com/v1")))
          .isInstanceOf(IllegalArgumentException.class)
          .hasMessageContaining("clear text");
    }
  }

  @Test
  void headerValuesMustBePrintableAsciiAndAreNeverEchoed() {
    assertThatThrownBy(() -> CommerceClient.builder().defaultHeader("X-Token", "s\u00e9cret"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("X-Token")
        .hasMessageNotContaining("cret");
    assertThatThrownBy(() -> RequestOptions.builder().header("X-Token", "s\u00e9cret"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageNotContaining("cret");
  }

  @Test
  void timeoutsOutsideWhatOkHttpAcceptsFailNamingTheOption() {
    assertThatThrownBy(() -> CommerceClient.builder().attemptTimeout(Duration.ofDays(100)))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("attemptTimeout must be between 1 ms and 24 days");
    assertThatThrownBy(
            () -> RequestOptions.builder().totalTimeout(Duration.ofSeconds(Long.MAX_VALUE)))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("totalTimeout");
    assertThatThrownBy(() -> CommerceClient.builder().connectTimeout(Duration.ofNanos(10)))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("connectTimeout");
  }

  @Test
  void aTotalTimeoutThatEndsBeforeAnyAnswerIsATimeoutNotANullPointer() {
    server.enqueue(
        new MockResponse.Builder().body(product(1)).headersDelay(2, TimeUnit.SECONDS).build());
    try (CommerceClient client = builder(server, "/v1").build()) {
      assertThatThrownBy(
              () ->
                  client
                      .products()
                      .get(
                          PRODUCT_ID,
                          RequestOptions.builder().totalTimeout(Duration.ofMillis(1)).build()))
          .isInstanceOf(com.workspacecommerce.sdk.errors.CommerceTimeoutException.class)
          .hasMessageContaining("totalTimeout");
    }
  }

  @Test
  void theAsyncServicesHaveARawViewToo() throws Exception {
    server.enqueue(json(503, "{}"));
    server.enqueue(
        new MockResponse.Builder()
            .code(201)
            .addHeader("Content-Type", "application/json")
            .addHeader("X-Request-Id", "req_async")
            .body(ORDER_MINIMAL)
            .build());
    server.enqueue(json(page(1, 2, false, 1, 2)));
    server.enqueue(json(CUSTOMER_MINIMAL));
    try (CommerceClient client = builder(server, "/v1").maxRetries(1).build()) {
      CommerceResponse<Order> order =
          client
              .async()
              .orders()
              .withRawResponse()
              .get(TestFixtures.ORDER_ID)
              .get(5, TimeUnit.SECONDS);
      assertThat(order.statusCode()).isEqualTo(201);
      assertThat(order.attempts()).isEqualTo(2);
      assertThat(order.requestId()).isEqualTo("req_async");
      CommerceResponse<AsyncPage<Product>> page =
          client.async().products().withRawResponse().list().get(5, TimeUnit.SECONDS);
      assertThat(page.value().items()).hasSize(2);
      assertThat(page.requestId()).isNull();
      CommerceResponse<Customer> customer =
          client
              .async()
              .customers()
              .withRawResponse()
              .update(CUSTOMER_ID, CustomerUpdateParams.builder().firstname("Ada").build())
              .get(5, TimeUnit.SECONDS);
      assertThat(customer.value().id()).isEqualTo(CUSTOMER_ID);
    }
  }
}
