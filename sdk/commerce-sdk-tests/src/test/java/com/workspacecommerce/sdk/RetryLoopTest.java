package com.workspacecommerce.sdk;

import static com.workspacecommerce.sdk.TestFixtures.CUSTOMER_ID;
import static com.workspacecommerce.sdk.TestFixtures.ORDER_ID;
import static com.workspacecommerce.sdk.TestFixtures.closedPort;
import static com.workspacecommerce.sdk.TestFixtures.customerJson;
import static com.workspacecommerce.sdk.TestFixtures.customerParams;
import static com.workspacecommerce.sdk.TestFixtures.customerUpdate;
import static com.workspacecommerce.sdk.TestFixtures.fastClient;
import static com.workspacecommerce.sdk.TestFixtures.json;
import static com.workspacecommerce.sdk.TestFixtures.orderJson;
import static com.workspacecommerce.sdk.TestFixtures.orderParams;
import static com.workspacecommerce.sdk.TestFixtures.status;
import static com.workspacecommerce.sdk.TestFixtures.take;
import static com.workspacecommerce.sdk.TestFixtures.thrown;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.workspacecommerce.sdk.TestFixtures.RecordingSleeper;
import com.workspacecommerce.sdk.errors.AuthenticationException;
import com.workspacecommerce.sdk.errors.BadRequestException;
import com.workspacecommerce.sdk.errors.CommerceApiException;
import com.workspacecommerce.sdk.errors.CommerceConnectionException;
import com.workspacecommerce.sdk.errors.CommerceTimeoutException;
import com.workspacecommerce.sdk.errors.ConflictException;
import com.workspacecommerce.sdk.errors.InternalServerException;
import com.workspacecommerce.sdk.errors.NotFoundException;
import com.workspacecommerce.sdk.errors.PermissionDeniedException;
import com.workspacecommerce.sdk.errors.UnexpectedStatusException;
import com.workspacecommerce.sdk.errors.UnprocessableEntityException;
import com.workspacecommerce.sdk.models.Customer;
import com.workspacecommerce.sdk.models.Order;
import java.net.ConnectException;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import mockwebserver3.RecordedRequest;
import mockwebserver3.SocketEffect;
import mockwebserver3.junit5.StartStop;
import okhttp3.Call;
import okhttp3.EventListener;
import okhttp3.OkHttpClient;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The retrying layer end to end, over a real socket: which calls are retried, on what, how often,
 * and with which backoff. The rule itself is unit-tested in {@code internal.RetryPolicyTest}.
 */
class RetryLoopTest {
  @StartStop final MockWebServer server = TestFixtures.noDelayServer();

  private final RecordingSleeper sleeper = new RecordingSleeper();

  private CommerceClient client() {
    return fastClient(server).sleeper(sleeper).build();
  }

  // ---- idempotent calls: GET and PUT ----

  @ParameterizedTest(name = "GET retried on {0}")
  @ValueSource(ints = {408, 429, 500, 502, 503, 504})
  void getIsRetriedOnTransientStatus(int code) throws Exception {
    server.enqueue(status(code));
    server.enqueue(json(200, orderJson(ORDER_ID)));
    try (CommerceClient client = client()) {
      Order order = client.orders().get(ORDER_ID);

      assertThat(order.id()).isEqualTo(ORDER_ID);
    }
    assertThat(server.getRequestCount()).isEqualTo(2);
    assertThat(sleeper.delays()).hasSize(1);
  }

  @ParameterizedTest(name = "PUT retried on {0}")
  @ValueSource(ints = {408, 429, 500, 502, 503, 504})
  void putIsRetriedOnTransientStatus(int code) throws Exception {
    server.enqueue(status(code));
    server.enqueue(json(200, customerJson(CUSTOMER_ID)));
    try (CommerceClient client = client()) {
      Customer customer = client.customers().update(CUSTOMER_ID, customerUpdate());

      assertThat(customer.id()).isEqualTo(CUSTOMER_ID);
    }
    RecordedRequest first = take(server);
    RecordedRequest second = take(server);
    assertThat(first.getMethod()).isEqualTo("PUT");
    assertThat(second.getMethod()).isEqualTo("PUT");
    assertThat(second.getBody()).isEqualTo(first.getBody());
    assertThat(sleeper.delays()).hasSize(1);
  }

  @ParameterizedTest(name = "GET not retried on {0}")
  @ValueSource(ints = {400, 401, 403, 404, 409, 422})
  void getIsNotRetriedOnClientError(int code) {
    server.enqueue(status(code));
    server.enqueue(json(200, orderJson(ORDER_ID)));
    try (CommerceClient client = client()) {
      CommerceApiException e =
          thrown(CommerceApiException.class, () -> client.orders().get(ORDER_ID));

      assertThat(e).isInstanceOf(expectedType(code));
      assertThat(e.statusCode()).isEqualTo(code);
      assertThat(e.attempts()).isEqualTo(1);
      assertThat(e.getMessage()).contains("(1 attempt)");
    }
    assertThat(server.getRequestCount()).isEqualTo(1);
    assertThat(sleeper.delays()).isEmpty();
  }

  @ParameterizedTest(name = "PUT not retried on {0}")
  @ValueSource(ints = {400, 401, 403, 404, 409, 422})
  void putIsNotRetriedOnClientError(int code) {
    server.enqueue(status(code));
    server.enqueue(json(200, customerJson(CUSTOMER_ID)));
    try (CommerceClient client = client()) {
      assertThatThrownBy(() -> client.customers().update(CUSTOMER_ID, customerUpdate()))
          .isInstanceOf(expectedType(code));
    }
    assertThat(server.getRequestCount()).isEqualTo(1);
    assertThat(sleeper.delays()).isEmpty();
  }

  @Test
  void givesUpAfterMaxRetriesPlusOneWithTheLastResponse() throws Exception {
    for (int i = 1; i <= 3; i++) {
      server.enqueue(
          json(503, "{\"message\":\"overloaded " + i + "\"}")
              .newBuilder()
              .setHeader("X-Request-Id", "req-" + i)
              .build());
    }
    server.enqueue(json(200, orderJson(ORDER_ID))); // must never be reached
    try (CommerceClient client = client()) {
      InternalServerException e =
          thrown(InternalServerException.class, () -> client.orders().get(ORDER_ID));

      assertThat(e.statusCode()).isEqualTo(503);
      assertThat(e.requestId()).isEqualTo("req-3");
      assertThat(e.body()).contains("overloaded 3");
      assertThat(e.attempts()).isEqualTo(3);
      assertThat(e.getMessage()).contains("3 attempts").contains("req-3").contains("overloaded 3");
    }
    assertThat(server.getRequestCount()).isEqualTo(3);
    assertThat(sleeper.delays()).hasSize(2);
  }

  @Test
  void maxRetriesZeroMakesOneAttempt() {
    server.enqueue(status(503));
    server.enqueue(json(200, orderJson(ORDER_ID)));
    try (CommerceClient client = fastClient(server).sleeper(sleeper).maxRetries(0).build()) {
      InternalServerException e =
          thrown(InternalServerException.class, () -> client.orders().get(ORDER_ID));
      assertThat(e.attempts()).isEqualTo(1);
    }
    assertThat(server.getRequestCount()).isEqualTo(1);
    assertThat(sleeper.delays()).isEmpty();
  }

  @Test
  void maxRetriesZeroAlsoStopsOkHttpsOwnReplayOf408() {
    server.enqueue(status(408));
    server.enqueue(json(200, orderJson(ORDER_ID)));
    try (CommerceClient client = fastClient(server).sleeper(sleeper).maxRetries(0).build()) {
      UnexpectedStatusException e =
          thrown(UnexpectedStatusException.class, () -> client.orders().get(ORDER_ID));
      assertThat(e.statusCode()).isEqualTo(408);
      assertThat(e.attempts()).isEqualTo(1);
    }
    assertThat(server.getRequestCount()).isEqualTo(1);
  }

  @Test
  void maxRetriesIsHonouredBeyondTheDefault() {
    for (int i = 0; i < 5; i++) {
      server.enqueue(status(502));
    }
    server.enqueue(json(200, orderJson(ORDER_ID)));
    try (CommerceClient client = fastClient(server).sleeper(sleeper).maxRetries(5).build()) {
      assertThat(client.orders().get(ORDER_ID).id()).isEqualTo(ORDER_ID);
    }
    assertThat(server.getRequestCount()).isEqualTo(6);
    assertThat(sleeper.delays()).hasSize(5);
  }

  @Test
  void putIsRetriedWhenTheConnectionDropsAfterTheRequest() throws Exception {
    server.enqueue(
        new MockResponse.Builder().onResponseStart(new SocketEffect.CloseSocket()).build());
    server.enqueue(json(200, customerJson(CUSTOMER_ID)));
    try (CommerceClient client = client()) {
      assertThat(client.customers().update(CUSTOMER_ID, customerUpdate()).id())
          .isEqualTo(CUSTOMER_ID);
    }
    assertThat(server.getRequestCount()).isEqualTo(2);
    assertThat(sleeper.delays()).hasSize(1);
  }

  @Test
  void getIsRetriedAfterATimeout() throws Exception {
    server.enqueue(
        json(200, orderJson(ORDER_ID)).newBuilder().headersDelay(3, TimeUnit.SECONDS).build());
    server.enqueue(json(200, orderJson(ORDER_ID)));
    // 1 s per attempt: the first ends by the timeout (the server waits 3 s), and the retry, which
    // has the same limit, gets an immediate answer in time even on a loaded machine (250 ms was
    // not always enough for it there).
    try (CommerceClient client =
        fastClient(server).sleeper(sleeper).attemptTimeout(Duration.ofSeconds(1)).build()) {
      assertThat(client.orders().get(ORDER_ID).id()).isEqualTo(ORDER_ID);
    }
    assertThat(server.getRequestCount()).isEqualTo(2);
    assertThat(sleeper.delays()).hasSize(1);
  }

  @Test
  void putIsRetriedAfterATimeoutAndGivesUpWithATimeoutException() {
    for (int i = 0; i < 3; i++) {
      server.enqueue(
          json(200, customerJson(CUSTOMER_ID))
              .newBuilder()
              .headersDelay(2, TimeUnit.SECONDS)
              .build());
    }
    try (CommerceClient client =
        fastClient(server).sleeper(sleeper).attemptTimeout(Duration.ofMillis(200)).build()) {
      CommerceTimeoutException e =
          thrown(
              CommerceTimeoutException.class,
              () -> client.customers().update(CUSTOMER_ID, customerUpdate()));
      assertThat(e.attempts()).isEqualTo(3);
      assertThat(e.getMessage()).contains("3 attempts").contains("PUT /v1/customers/");
    }
    assertThat(server.getRequestCount()).isEqualTo(3);
    assertThat(sleeper.delays()).hasSize(2);
  }

  @Test
  void getIsRetriedOnARefusedConnection() throws Exception {
    AtomicInteger calls = new AtomicInteger();
    OkHttpClient counting = countingCalls(calls);
    try (CommerceClient client =
        CommerceClient.builder()
            .baseUrl("http://127.0.0.1:" + closedPort() + "/v1")
            .apiKey(TestFixtures.API_KEY)
            .httpClient(counting)
            .sleeper(sleeper)
            .build()) {
      CommerceConnectionException e =
          thrown(CommerceConnectionException.class, () -> client.orders().get(ORDER_ID));
      assertThat(e).isNotInstanceOf(CommerceTimeoutException.class);
      assertThat(e.getCause()).isInstanceOf(ConnectException.class);
      assertThat(e.attempts()).isEqualTo(3);
    } finally {
      counting.connectionPool().evictAll();
    }
    assertThat(calls.get()).isEqualTo(3);
    assertThat(sleeper.delays()).hasSize(2);
  }

  // ---- POST: not idempotent ----

  @Test
  void createOrderAnswered500ReachesTheServerExactlyOnce() {
    server.enqueue(status(500));
    server.enqueue(json(201, orderJson(ORDER_ID)));
    try (CommerceClient client = client()) {
      InternalServerException e =
          thrown(InternalServerException.class, () -> client.orders().create(orderParams()));
      assertThat(e.attempts()).isEqualTo(1);
    }
    assertThat(server.getRequestCount()).isEqualTo(1);
    assertThat(sleeper.delays()).isEmpty();
  }

  @ParameterizedTest(name = "POST /customers not retried on {0}")
  @ValueSource(ints = {408, 500, 502, 503, 504})
  void createCustomerIsNotRetriedOnStatusesWhereTheServerMayHaveActed(int code) {
    server.enqueue(status(code));
    server.enqueue(json(201, customerJson(CUSTOMER_ID)));
    try (CommerceClient client = client()) {
      CommerceApiException e =
          thrown(CommerceApiException.class, () -> client.customers().create(customerParams()));
      assertThat(e.statusCode()).isEqualTo(code);
      assertThat(e.attempts()).isEqualTo(1);
    }
    assertThat(server.getRequestCount()).isEqualTo(1);
  }

  @Test
  void createOrderAnswered503WithRetryAfterZeroIsNotReplayedByOkHttpEither() {
    server.enqueue(status(503).newBuilder().setHeader("Retry-After", "0").build());
    server.enqueue(json(201, orderJson(ORDER_ID)));
    try (CommerceClient client = client()) {
      InternalServerException e =
          thrown(InternalServerException.class, () -> client.orders().create(orderParams()));
      assertThat(e.attempts()).isEqualTo(1);
    }
    assertThat(server.getRequestCount()).isEqualTo(1);
  }

  @Test
  void createOrderWithIdempotencyKeyIsRetriedWithTheSameKey() throws Exception {
    server.enqueue(status(500));
    server.enqueue(json(201, orderJson(ORDER_ID)));
    RequestOptions options = RequestOptions.builder().idempotencyKey("order-cart-42").build();
    try (CommerceClient client = client()) {
      Order order = client.orders().create(orderParams(), options);

      assertThat(order.id()).isEqualTo(ORDER_ID);
    }
    RecordedRequest first = take(server);
    RecordedRequest second = take(server);
    assertThat(server.getRequestCount()).isEqualTo(2);
    assertThat(first.getHeaders().get("Idempotency-Key")).isEqualTo("order-cart-42");
    assertThat(second.getHeaders().get("Idempotency-Key")).isEqualTo("order-cart-42");
    assertThat(second.getBody()).isEqualTo(first.getBody());
  }

  @Test
  void createCustomerWithIdempotencyKeyIsRetriedAfterATimeout() throws Exception {
    server.enqueue(
        json(201, customerJson(CUSTOMER_ID))
            .newBuilder()
            .headersDelay(3, TimeUnit.SECONDS)
            .build());
    server.enqueue(json(201, customerJson(CUSTOMER_ID)));
    RequestOptions options = RequestOptions.builder().idempotencyKey("cust-7").build();
    // 1 s per attempt, as in getIsRetriedAfterATimeout: the first times out, the retry has time.
    try (CommerceClient client =
        fastClient(server).sleeper(sleeper).attemptTimeout(Duration.ofSeconds(1)).build()) {
      assertThat(client.customers().create(customerParams(), options).id()).isEqualTo(CUSTOMER_ID);
    }
    assertThat(sleeper.delays()).as("one retry, after the timeout").hasSize(1);
    assertThat(take(server).getHeaders().get("Idempotency-Key")).isEqualTo("cust-7");
    assertThat(take(server).getHeaders().get("Idempotency-Key")).isEqualTo("cust-7");
  }

  @Test
  void createOrderAnswered429IsRetriedBecauseTheServerDidNotAct() throws Exception {
    server.enqueue(status(429));
    server.enqueue(json(201, orderJson(ORDER_ID)));
    try (CommerceClient client = client()) {
      assertThat(client.orders().create(orderParams()).id()).isEqualTo(ORDER_ID);
    }
    assertThat(server.getRequestCount()).isEqualTo(2);
    assertThat(take(server).getMethod()).isEqualTo("POST");
    assertThat(take(server).getMethod()).isEqualTo("POST");
  }

  @Test
  void createCustomerAnswered429ThenCreatedIsRetried() {
    server.enqueue(status(429));
    server.enqueue(json(201, customerJson(CUSTOMER_ID)));
    try (CommerceClient client = client()) {
      assertThat(client.customers().create(customerParams()).id()).isEqualTo(CUSTOMER_ID);
    }
    assertThat(server.getRequestCount()).isEqualTo(2);
    assertThat(sleeper.delays()).hasSize(1);
  }

  @Test
  void createOrderIsNotRetriedWhenTheConnectionDropsAfterTheRequestWasSent() {
    server.enqueue(
        new MockResponse.Builder().onResponseStart(new SocketEffect.CloseSocket()).build());
    server.enqueue(json(201, orderJson(ORDER_ID)));
    try (CommerceClient client = client()) {
      CommerceConnectionException e =
          thrown(CommerceConnectionException.class, () -> client.orders().create(orderParams()));
      assertThat(e).isNotInstanceOf(CommerceTimeoutException.class);
      assertThat(e.attempts()).isEqualTo(1);
    }
    // Neither the SDK nor OkHttp sent the order a second time.
    assertThat(server.getRequestCount()).isEqualTo(1);
    assertThat(sleeper.delays()).isEmpty();
  }

  // ---- backoff ----

  @Test
  void defaultBackoffIsFullJitterBoundedByHalfSecondDoublingUpToEightSeconds() {
    for (int i = 0; i < 7; i++) {
      server.enqueue(status(503));
    }
    server.enqueue(json(200, orderJson(ORDER_ID)));
    double jitter = 0.999_999;
    try (CommerceClient client =
        CommerceClient.builder()
            .baseUrl(server.url("/v1").toString())
            .apiKey(TestFixtures.API_KEY)
            .maxRetries(7)
            .sleeper(sleeper)
            .jitter(() -> jitter)
            .build()) {
      assertThat(client.orders().get(ORDER_ID).id()).isEqualTo(ORDER_ID);
    }
    assertDelaysJustUnder(
        sleeper.delays(), List.of(500L, 1000L, 2000L, 4000L, 8000L, 8000L, 8000L));
  }

  @Test
  void retryBackoffSetsTheBounds() {
    for (int i = 0; i < 4; i++) {
      server.enqueue(status(502));
    }
    server.enqueue(json(200, orderJson(ORDER_ID)));
    try (CommerceClient client =
        CommerceClient.builder()
            .baseUrl(server.url("/v1").toString())
            .apiKey(TestFixtures.API_KEY)
            .maxRetries(4)
            .retryBackoff(Duration.ofMillis(100), Duration.ofMillis(300))
            .sleeper(sleeper)
            .jitter(() -> 0.999_999)
            .build()) {
      client.orders().get(ORDER_ID);
    }
    assertDelaysJustUnder(sleeper.delays(), List.of(100L, 200L, 300L, 300L));
  }

  @Test
  void jitterScalesTheDelayBetweenZeroAndTheCeiling() {
    server.enqueue(status(500));
    server.enqueue(status(500));
    server.enqueue(json(200, orderJson(ORDER_ID)));
    double[] draws = {0.0, 0.25};
    AtomicInteger n = new AtomicInteger();
    try (CommerceClient client =
        CommerceClient.builder()
            .baseUrl(server.url("/v1").toString())
            .apiKey(TestFixtures.API_KEY)
            .sleeper(sleeper)
            .jitter(() -> draws[n.getAndIncrement()])
            .build()) {
      client.orders().get(ORDER_ID);
    }
    assertThat(sleeper.delays()).containsExactly(Duration.ZERO, Duration.ofMillis(250));
  }

  // ---- helpers ----

  private static void assertDelaysJustUnder(List<Duration> delays, List<Long> boundsMillis) {
    assertThat(delays).hasSameSizeAs(boundsMillis);
    for (int i = 0; i < delays.size(); i++) {
      Duration bound = Duration.ofMillis(boundsMillis.get(i));
      assertThat(delays.get(i))
          .as("delay before retry %d", i + 1)
          .isLessThanOrEqualTo(bound)
          .isGreaterThan(bound.multipliedBy(99).dividedBy(100));
    }
  }

  static OkHttpClient countingCalls(AtomicInteger calls) {
    return new OkHttpClient.Builder()
        .eventListener(
            new EventListener() {
              @Override
              public void callStart(Call call) {
                calls.incrementAndGet();
              }
            })
        .build();
  }

  private static Class<? extends CommerceApiException> expectedType(int code) {
    switch (code) {
      case 400:
        return BadRequestException.class;
      case 401:
        return AuthenticationException.class;
      case 403:
        return PermissionDeniedException.class;
      case 404:
        return NotFoundException.class;
      case 409:
        return ConflictException.class;
      case 422:
        return UnprocessableEntityException.class;
      default:
        return UnexpectedStatusException.class;
    }
  }
}
