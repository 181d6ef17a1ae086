package com.workspacecommerce.sdk;

import static com.workspacecommerce.sdk.TestFixtures.API_KEY;
import static com.workspacecommerce.sdk.TestFixtures.CUSTOMER_ID;
import static com.workspacecommerce.sdk.TestFixtures.ORDER_ID;
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
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.workspacecommerce.sdk.errors.AuthenticationException;
import com.workspacecommerce.sdk.errors.CommerceConnectionException;
import com.workspacecommerce.sdk.errors.CommerceException;
import com.workspacecommerce.sdk.errors.CommerceTimeoutException;
import com.workspacecommerce.sdk.errors.InternalServerException;
import com.workspacecommerce.sdk.internal.Sleeper;
import com.workspacecommerce.sdk.params.ProductListParams;
import java.io.IOException;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import mockwebserver3.MockWebServer;
import mockwebserver3.RecordedRequest;
import mockwebserver3.junit5.StartStop;
import okhttp3.Call;
import okhttp3.Callback;
import okhttp3.OkHttpClient;
import okhttp3.Request;
import okhttp3.Response;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Clear-text URLs, request options, a caller's OkHttpClient, close(), interrupts, the key. */
class SafetyTest {
  @StartStop final MockWebServer server = TestFixtures.noDelayServer();

  @BeforeAll
  static void warmUp() throws Exception {
    TestFixtures.warmUp();
  }

  // ---- plain http ----

  @ParameterizedTest(name = "rejected: {0}")
  @ValueSource(
      strings = {
        "http://api.example.com/v1",
        "http://10.0.0.5/v1",
        "http://192.168.1.20:8080/v1",
        "http://localhost.example.com/v1",
        "http://127.0.0.1.example.com/v1",
        "http://[2001:db8::1]/v1"
      })
  void plainHttpToANonLoopbackHostIsRejectedAtBuild(String url) {
    CommerceClient.Builder builder = CommerceClient.builder().baseUrl(url).apiKey(API_KEY);

    assertThatThrownBy(builder::build)
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("clear text")
        .hasMessageContaining("allowInsecureHttp")
        .hasMessageNotContaining(API_KEY);
  }

  @Test
  void plainHttpToAnotherHostIsAllowedWhenAskedFor() {
    try (CommerceClient client =
        CommerceClient.builder()
            .baseUrl("http://api.internal.example/v1")
            .apiKey(API_KEY)
            .allowInsecureHttp(true)
            .build()) {
      assertThat(client.baseUrl()).isEqualTo("http://api.internal.example/v1");
    }
  }

  @ParameterizedTest(name = "allowed: {0}")
  @ValueSource(
      strings = {
        "http://localhost:8080/v1",
        "http://LOCALHOST/v1",
        "http://127.0.0.1/v1",
        "http://127.10.20.30:9000/v1",
        "http://[::1]:8080/v1",
        "https://api.example.com/v1"
      })
  void loopbackHttpAndAnyHttpsAreAllowed(String url) {
    assertThatCode(() -> CommerceClient.builder().baseUrl(url).apiKey(API_KEY).build().close())
        .doesNotThrowAnyException();
  }

  // ---- request options ----

  @Test
  void perCallTimeoutIsShorterThanTheClients() {
    server.enqueue(
        json(200, orderJson(ORDER_ID)).newBuilder().headersDelay(5, TimeUnit.SECONDS).build());
    try (CommerceClient client =
        fastClient(server).attemptTimeout(Duration.ofSeconds(30)).maxRetries(0).build()) {
      long start = System.nanoTime();
      CommerceTimeoutException e =
          thrown(
              CommerceTimeoutException.class,
              () ->
                  client
                      .orders()
                      .get(
                          ORDER_ID,
                          RequestOptions.builder().attemptTimeout(Duration.ofMillis(200)).build()));

      // The response would come after 5 s and the client's timeout is 30 s.
      assertThat(Duration.ofNanos(System.nanoTime() - start)).isLessThan(Duration.ofSeconds(4));
      assertThat(e.getMessage()).contains("200 ms").contains("(1 attempt)");
    }
  }

  @Test
  void perCallTimeoutCanBeLongerThanTheClients() {
    server.enqueue(
        json(200, orderJson(ORDER_ID))
            .newBuilder()
            .headersDelay(400, TimeUnit.MILLISECONDS)
            .build());
    try (CommerceClient client =
        fastClient(server).attemptTimeout(Duration.ofMillis(100)).maxRetries(0).build()) {
      RequestOptions patient =
          RequestOptions.builder().attemptTimeout(Duration.ofSeconds(3)).build();

      assertThat(client.orders().get(ORDER_ID, patient).id()).isEqualTo(ORDER_ID);
    }
  }

  @Test
  void perCallMaxRetriesTurnsRetriesOn() {
    server.enqueue(status(503));
    server.enqueue(status(503));
    server.enqueue(json(200, customerJson(CUSTOMER_ID)));
    try (CommerceClient client = fastClient(server).maxRetries(0).build()) {
      RequestOptions retry = RequestOptions.builder().maxRetries(2).build();

      assertThat(client.customers().update(CUSTOMER_ID, customerUpdate(), retry).id())
          .isEqualTo(CUSTOMER_ID);
    }
    assertThat(server.getRequestCount()).isEqualTo(3);
  }

  @Test
  void perCallMaxRetriesTurnsRetriesOff() {
    server.enqueue(status(503));
    server.enqueue(json(200, orderJson(ORDER_ID)));
    try (CommerceClient client = fastClient(server).maxRetries(5).build()) {
      RequestOptions once = RequestOptions.builder().maxRetries(0).build();

      InternalServerException e =
          thrown(InternalServerException.class, () -> client.orders().get(ORDER_ID, once));
      assertThat(e.attempts()).isEqualTo(1);
    }
    assertThat(server.getRequestCount()).isEqualTo(1);
  }

  @Test
  void extraHeadersAreSentOnEveryAttemptAndAuthorizationStaysTheClients() throws Exception {
    server.enqueue(status(502));
    server.enqueue(json(201, orderJson(ORDER_ID)));
    RequestOptions options =
        RequestOptions.builder()
            .header("X-Correlation-Id", "corr-123")
            .header("Accept-Language", "fr-CH")
            .idempotencyKey("idem-9")
            .build();
    try (CommerceClient client = fastClient(server).build()) {
      client.orders().create(orderParams(), options);
    }
    for (int i = 0; i < 2; i++) {
      RecordedRequest r = take(server);
      assertThat(r.getHeaders().get("X-Correlation-Id")).isEqualTo("corr-123");
      assertThat(r.getHeaders().get("Accept-Language")).isEqualTo("fr-CH");
      assertThat(r.getHeaders().get("Idempotency-Key")).isEqualTo("idem-9");
      assertThat(r.getHeaders().values("Authorization")).containsExactly("Bearer " + API_KEY);
    }
  }

  @ParameterizedTest(name = "header name \"{0}\" is rejected")
  @ValueSource(
      strings = {
        "Authorization",
        "authorization",
        "AUTHORIZATION",
        "aUtHoRiZaTiOn",
        " Authorization "
      })
  void authorizationCannotBeReplacedThroughRequestOptions(String name) {
    assertThatThrownBy(() -> RequestOptions.builder().header(name, "Bearer someone-else"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("Authorization");
  }

  // ---- the caller's OkHttpClient ----

  @Test
  void callersInterceptorSeesTheCalls() {
    List<String> seen = new CopyOnWriteArrayList<>();
    OkHttpClient caller =
        new OkHttpClient.Builder()
            .addInterceptor(
                chain -> {
                  seen.add(chain.request().method() + " " + chain.request().url().encodedPath());
                  return chain.proceed(chain.request());
                })
            .build();
    server.enqueue(json(200, orderJson(ORDER_ID)));
    server.enqueue(json(201, customerJson(CUSTOMER_ID)));
    try (CommerceClient client = fastClient(server).httpClient(caller).build()) {
      client.orders().get(ORDER_ID);
      client.customers().create(customerParams());
    }
    assertThat(seen).containsExactly("GET /v1/orders/" + ORDER_ID, "POST /v1/customers");
  }

  @Test
  void closeLeavesTheCallersClientWorkingAndUnchanged() throws Exception {
    OkHttpClient caller =
        new OkHttpClient.Builder()
            .addInterceptor(chain -> chain.proceed(chain.request()))
            .readTimeout(Duration.ofSeconds(7))
            .build();
    server.enqueue(json(200, orderJson(ORDER_ID)));
    CommerceClient client = fastClient(server).httpClient(caller).build();
    client.orders().get(ORDER_ID);
    client.close();

    assertThat(caller.dispatcher().executorService().isShutdown()).isFalse();
    assertThat(caller.followRedirects()).isTrue();
    assertThat(caller.followSslRedirects()).isTrue();
    assertThat(caller.retryOnConnectionFailure()).isTrue();
    assertThat(caller.callTimeoutMillis()).isZero();
    assertThat(caller.readTimeoutMillis()).isEqualTo(7_000);
    assertThat(caller.connectTimeoutMillis()).isEqualTo(10_000);
    assertThat(caller.interceptors()).hasSize(1);

    // A synchronous call and an asynchronous one (which needs the dispatcher's executor).
    server.enqueue(json(200, "{}"));
    try (Response r =
        caller.newCall(new Request.Builder().url(server.url("/sync")).build()).execute()) {
      assertThat(r.code()).isEqualTo(200);
    }
    server.enqueue(json(200, "{}"));
    CompletableFuture<Integer> async = new CompletableFuture<>();
    caller
        .newCall(new Request.Builder().url(server.url("/async")).build())
        .enqueue(
            new Callback() {
              @Override
              public void onFailure(Call call, IOException e) {
                async.completeExceptionally(e);
              }

              @Override
              public void onResponse(Call call, Response response) {
                try (response) {
                  async.complete(response.code());
                }
              }
            });
    assertThat(async.get(2, TimeUnit.SECONDS)).isEqualTo(200);
  }

  // ---- close() ----

  @Test
  void closeIsIdempotentAndCallsAfterItFail() {
    CommerceClient client = fastClient(server).build();
    client.close();
    assertThatCode(client::close).doesNotThrowAnyException();

    assertThatThrownBy(() -> client.orders().get(ORDER_ID))
        .isInstanceOf(IllegalStateException.class)
        .hasMessageContaining("closed");
    assertThatThrownBy(() -> client.orders().create(orderParams()))
        .isInstanceOf(IllegalStateException.class);
    assertThatThrownBy(() -> client.products().list(ProductListParams.none()))
        .isInstanceOf(IllegalStateException.class);
    assertThatThrownBy(() -> client.customers().create(customerParams()))
        .isInstanceOf(IllegalStateException.class);
    assertThatThrownBy(() -> client.customers().update(CUSTOMER_ID, customerUpdate()))
        .isInstanceOf(IllegalStateException.class);
    assertThat(server.getRequestCount()).isZero();
  }

  @Test
  void closeOfAClientOnTheCallersOkHttpClientAlsoStopsItsCalls() {
    OkHttpClient caller = new OkHttpClient();
    CommerceClient client = fastClient(server).httpClient(caller).build();
    client.close();
    client.close();

    assertThatThrownBy(() -> client.orders().get(ORDER_ID))
        .isInstanceOf(IllegalStateException.class);
    assertThat(server.getRequestCount()).isZero();
  }

  // ---- interrupts ----

  @Test
  void threadInterruptedDuringBackoffStopsAtOnceAndKeepsItsFlag() throws Exception {
    server.enqueue(status(503));
    server.enqueue(json(200, orderJson(ORDER_ID)));
    CountDownLatch inBackoff = new CountDownLatch(1);
    Sleeper blocking =
        d -> {
          inBackoff.countDown();
          Thread.sleep(10_000);
        };
    try (CommerceClient client = fastClient(server).sleeper(blocking).build()) {
      assertInterruptStopsTheCall(() -> client.orders().get(ORDER_ID), inBackoff);
    }
    assertThat(server.getRequestCount()).as("no attempt after the interrupt").isEqualTo(1);
  }

  @Test
  void threadInterruptedDuringARealLongBackoffStopsAtOnce() throws Exception {
    server.enqueue(status(429)); // POST retried on 429, here after a 10 s backoff
    server.enqueue(json(201, customerJson(CUSTOMER_ID)));
    CountDownLatch inBackoff = new CountDownLatch(1);
    try (CommerceClient client =
        fastClient(server)
            .retryBackoff(Duration.ofSeconds(10), Duration.ofSeconds(10))
            .jitter(() -> 0.999)
            .sleeper(
                d -> {
                  inBackoff.countDown();
                  Sleeper.SYSTEM.sleep(d);
                })
            .build()) {
      assertInterruptStopsTheCall(() -> client.customers().create(customerParams()), inBackoff);
    }
    assertThat(server.getRequestCount()).isEqualTo(1);
  }

  private static void assertInterruptStopsTheCall(Runnable call, CountDownLatch inBackoff)
      throws InterruptedException {
    AtomicReference<Throwable> thrown = new AtomicReference<>();
    AtomicBoolean flagKept = new AtomicBoolean();
    AtomicLong interruptedAt = new AtomicLong();
    AtomicLong returnedAt = new AtomicLong();
    Thread caller =
        new Thread(
            () -> {
              try {
                call.run();
              } catch (Throwable t) {
                thrown.set(t);
              }
              returnedAt.set(System.nanoTime());
              flagKept.set(Thread.currentThread().isInterrupted());
            },
            "interrupted-caller");
    caller.start();
    assertThat(inBackoff.await(5, TimeUnit.SECONDS)).as("reached the backoff").isTrue();
    // No need to wait for the sleep to start: an interrupt that comes first makes it throw at once.
    interruptedAt.set(System.nanoTime());
    caller.interrupt();
    caller.join(5_000);

    assertThat(caller.isAlive()).isFalse();
    // The backoff is 10 s: returning within a few seconds proves the interrupt ended it.
    assertThat(Duration.ofNanos(returnedAt.get() - interruptedAt.get()))
        .isLessThan(Duration.ofSeconds(3));
    assertThat(thrown.get())
        .isInstanceOf(CommerceException.class)
        .isNotInstanceOf(CommerceConnectionException.class)
        .hasMessageContaining("interrupted")
        .hasCauseInstanceOf(InterruptedException.class);
    assertThat(flagKept.get()).as("interrupt flag kept").isTrue();
  }

  // ---- the key ----

  @Test
  void aServerEchoingTheKeyDoesNotPutItInTheException() {
    String echo =
        "{\"message\":\"invalid credentials: Bearer " + API_KEY + "\",\"key\":\"" + API_KEY + "\"}";
    server.enqueue(json(401, echo).newBuilder().setHeader("X-Request-Id", "r-401").build());
    try (CommerceClient client = fastClient(server).build()) {
      AuthenticationException e =
          thrown(AuthenticationException.class, () -> client.orders().get(ORDER_ID));

      assertThat(e.getMessage()).doesNotContain(API_KEY).contains("invalid credentials");
      assertThat(e.toString()).doesNotContain(API_KEY);
      assertThat(e.body()).doesNotContain(API_KEY).contains("[redacted]");
    }
  }
}
