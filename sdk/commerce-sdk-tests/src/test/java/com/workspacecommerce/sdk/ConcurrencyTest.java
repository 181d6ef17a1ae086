package com.workspacecommerce.sdk;

import static com.workspacecommerce.sdk.TestFixtures.API_KEY;
import static com.workspacecommerce.sdk.TestFixtures.CUSTOMER_ID;
import static com.workspacecommerce.sdk.TestFixtures.ORDER_ID;
import static com.workspacecommerce.sdk.TestFixtures.PRODUCT_ID;
import static com.workspacecommerce.sdk.TestFixtures.customerJson;
import static com.workspacecommerce.sdk.TestFixtures.customerParams;
import static com.workspacecommerce.sdk.TestFixtures.customerUpdate;
import static com.workspacecommerce.sdk.TestFixtures.json;
import static com.workspacecommerce.sdk.TestFixtures.orderJson;
import static com.workspacecommerce.sdk.TestFixtures.orderParams;
import static com.workspacecommerce.sdk.TestFixtures.pageJson;
import static com.workspacecommerce.sdk.TestFixtures.productJson;
import static org.assertj.core.api.Assertions.assertThat;

import com.workspacecommerce.sdk.TestFixtures.LogCapture;
import com.workspacecommerce.sdk.errors.CommerceApiException;
import com.workspacecommerce.sdk.errors.CommerceConnectionException;
import com.workspacecommerce.sdk.params.CustomerCreateParams;
import com.workspacecommerce.sdk.params.OrderCreateParams;
import com.workspacecommerce.sdk.params.OrderItemParams;
import java.time.Duration;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import mockwebserver3.RecordedRequest;
import mockwebserver3.SocketEffect;
import mockwebserver3.junit5.StartStop;
import okhttp3.ConnectionPool;
import okhttp3.OkHttpClient;
import okhttp3.Request;
import okhttp3.Response;
import org.junit.jupiter.api.Test;

/**
 * One client shared by 16 threads making 200 calls each, over a server that answers by path with
 * successes and every kind of failure, logging at debug: every call is accounted for, no connection
 * leaks, and the key shows up nowhere.
 */
class ConcurrencyTest {
  private static final int THREADS = 16;
  private static final int CALLS_PER_THREAD = 200;
  private static final int MAX_RETRIES = 2;

  private static final String MISSING_ORDER = "00000000-0000-4000-8000-000000000404";
  private static final String BROKEN_ORDER = "00000000-0000-4000-8000-000000000500";
  private static final String GARBLED_PRODUCT = "00000000-0000-4000-8000-0000000000ba";
  private static final String CUT_PRODUCT = "00000000-0000-4000-8000-0000000000c0";

  @StartStop final MockWebServer server = TestFixtures.noDelayServer();

  /** What one call does, and what it must end with. */
  enum Kind {
    GET_ORDER("ok", 1),
    GET_MISSING_ORDER("NotFoundException", 1),
    GET_BROKEN_ORDER("InternalServerException", 1 + MAX_RETRIES),
    CREATE_ORDER("ok", 1),
    CREATE_ORDER_FAILING("InternalServerException", 1), // POST on a 500: never retried
    LIST_PRODUCTS("ok", 1),
    GET_PRODUCT("ok", 1),
    GET_GARBLED_PRODUCT("CommerceDecodingException", 1),
    GET_CUT_PRODUCT("CommerceConnectionException", 1 + MAX_RETRIES),
    CREATE_CUSTOMER("ok", 1),
    CREATE_BAD_CUSTOMER("BadRequestException", 1),
    UPDATE_CUSTOMER("ok", 1);

    final String outcome;
    final int attempts;

    Kind(String outcome, int attempts) {
      this.outcome = outcome;
      this.attempts = attempts;
    }

    static Kind of(int thread, int call) {
      return values()[(thread * CALLS_PER_THREAD + call) % values().length];
    }
  }

  @Test
  void sixteenThreadsTimesTwoHundredCallsAreAllAccountedForWithoutLeaksOrTheKey() throws Exception {
    PathDispatcher api = new PathDispatcher();
    server.setDispatcher(api);
    OkHttpClient shared =
        new OkHttpClient.Builder()
            // Idle connections go after 300 ms, so a leaked (never idle) one stands out below.
            .connectionPool(new ConnectionPool(THREADS, 300, TimeUnit.MILLISECONDS))
            .build();

    Map<Kind, Map<String, Integer>> outcomes = new ConcurrentHashMap<>();
    ConcurrentLinkedQueue<String> exceptionTexts = new ConcurrentLinkedQueue<>();
    ConcurrentLinkedQueue<Throwable> unexpected = new ConcurrentLinkedQueue<>();
    List<String> logLines;
    List<String> okhttpLines;
    String clientText;

    try (LogCapture sdkLog = LogCapture.sdk();
        LogCapture okhttpLog = LogCapture.okhttp()) {
      try (CommerceClient client =
          CommerceClient.builder()
              .baseUrl(server.url("/v1").toString())
              .apiKey(API_KEY)
              .httpClient(shared)
              .maxRetries(MAX_RETRIES)
              .retryBudget(RetryBudget.unlimited()) // every planned retry must happen here
              .retryBackoff(Duration.ZERO, Duration.ZERO)
              .attemptTimeout(Duration.ofSeconds(10))
              .logLevel(LogLevel.DEBUG)
              .build()) {
        clientText = client.toString();
        ExecutorService pool = Executors.newFixedThreadPool(THREADS);
        CountDownLatch go = new CountDownLatch(1);
        List<Future<?>> done = new ArrayList<>();
        for (int t = 0; t < THREADS; t++) {
          int thread = t;
          done.add(
              pool.submit(
                  () -> {
                    go.await();
                    for (int i = 0; i < CALLS_PER_THREAD; i++) {
                      Kind kind = Kind.of(thread, i);
                      String outcome;
                      try {
                        call(client, kind).get();
                        outcome = "ok";
                      } catch (CommerceApiException e) {
                        outcome = e.getClass().getSimpleName();
                        exceptionTexts.add(describe(e));
                        assertThat(e.attempts()).isEqualTo(kind.attempts);
                      } catch (CommerceConnectionException e) {
                        outcome = e.getClass().getSimpleName();
                        exceptionTexts.add(describe(e));
                        assertThat(e.attempts()).isEqualTo(kind.attempts);
                      } catch (RuntimeException e) {
                        outcome = e.getClass().getSimpleName();
                        exceptionTexts.add(describe(e));
                        if (!(e instanceof com.workspacecommerce.sdk.errors.CommerceException)) {
                          unexpected.add(e);
                        }
                      }
                      outcomes
                          .computeIfAbsent(kind, k -> new ConcurrentHashMap<>())
                          .merge(outcome, 1, Integer::sum);
                    }
                    return null;
                  }));
        }
        go.countDown();
        pool.shutdown();
        assertThat(pool.awaitTermination(60, TimeUnit.SECONDS)).as("no call hangs").isTrue();
        for (Future<?> f : done) {
          f.get(); // rethrows an assertion failure from a worker
        }
      }

      // No connection is left in use: every one goes idle and is evicted, even after a GC that
      // lets OkHttp notice a response that was never closed.
      long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
      while (shared.connectionPool().connectionCount() > 0 && System.nanoTime() < deadline) {
        System.gc();
        Thread.sleep(50);
      }
      assertThat(shared.connectionPool().connectionCount())
          .as("connections still open (in use) after the run")
          .isZero();
      logLines = sdkLog.lines();
      okhttpLines = okhttpLog.lines();
    } finally {
      shared.dispatcher().executorService().shutdown();
      shared.connectionPool().evictAll();
    }

    // Every call is accounted for, each with exactly the outcome its kind must have.
    assertThat(unexpected).isEmpty();
    Map<Kind, Map<String, Integer>> expected = new EnumMap<>(Kind.class);
    int totalAttempts = 0;
    for (int t = 0; t < THREADS; t++) {
      for (int i = 0; i < CALLS_PER_THREAD; i++) {
        Kind kind = Kind.of(t, i);
        expected.computeIfAbsent(kind, k -> new TreeMap<>()).merge(kind.outcome, 1, Integer::sum);
        totalAttempts += kind.attempts;
      }
    }
    assertThat(new EnumMap<>(outcomes)).isEqualTo(expected);
    assertThat(outcomes.values().stream().flatMap(m -> m.values().stream()).mapToInt(i -> i).sum())
        .isEqualTo(THREADS * CALLS_PER_THREAD);

    // The server saw exactly the attempts the retry rules allow: no POST twice.
    assertThat(server.getRequestCount()).isEqualTo(totalAttempts);
    assertThat(api.hits("POST /v1/orders"))
        .isEqualTo(count(Kind.CREATE_ORDER) + count(Kind.CREATE_ORDER_FAILING));
    assertThat(api.hits("POST /v1/customers"))
        .isEqualTo(count(Kind.CREATE_CUSTOMER) + count(Kind.CREATE_BAD_CUSTOMER));
    assertThat(api.badAuthorization.get()).isZero();

    // Debug logging: a request line and a result line for every attempt.
    assertThat(logLines).hasSize(2 * totalAttempts);
    assertThat(okhttpLines).noneMatch(line -> line != null && line.contains("leaked"));

    // The key: in no exception, no toString, no log line (though the server echoes it).
    assertThat(exceptionTexts).hasSize(THREADS * CALLS_PER_THREAD - count("ok"));
    assertThat(exceptionTexts).noneMatch(text -> text.contains(API_KEY));
    assertThat(clientText).doesNotContain(API_KEY);
    assertThat(logLines).noneMatch(line -> line.contains(API_KEY));
    assertThat(String.join("\n", logLines)).contains("Authorization: [redacted]");
  }

  /** A control for the leak check above: a response nobody closes is reported by OkHttp. */
  @Test
  void okHttpReportsAResponseThatIsNeverClosed() throws Exception {
    server.enqueue(json(200, orderJson(ORDER_ID)));
    OkHttpClient raw =
        new OkHttpClient.Builder()
            .connectionPool(new ConnectionPool(1, 100, TimeUnit.MILLISECONDS))
            .build();
    try (LogCapture okhttpLog = LogCapture.okhttp()) {
      leakOneResponse(raw);
      long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
      while (okhttpLog.lines().stream().noneMatch(l -> l.contains("leaked"))
          && System.nanoTime() < deadline) {
        System.gc();
        Thread.sleep(50);
      }
      assertThat(okhttpLog.lines()).anyMatch(l -> l.contains("leaked"));
    } finally {
      raw.dispatcher().executorService().shutdown();
      raw.connectionPool().evictAll();
    }
  }

  private void leakOneResponse(OkHttpClient raw) throws Exception {
    Response response =
        raw.newCall(new Request.Builder().url(server.url("/leak")).build()).execute();
    assertThat(response.code()).isEqualTo(200);
    // deliberately not closed
  }

  private static Supplier<Object> call(CommerceClient client, Kind kind) {
    switch (kind) {
      case GET_ORDER:
        return () -> client.orders().get(ORDER_ID);
      case GET_MISSING_ORDER:
        return () -> client.orders().get(MISSING_ORDER);
      case GET_BROKEN_ORDER:
        return () -> client.orders().get(BROKEN_ORDER);
      case CREATE_ORDER:
        return () -> client.orders().create(orderParams());
      case CREATE_ORDER_FAILING:
        return () ->
            client
                .orders()
                .create(
                    OrderCreateParams.builder()
                        .addItem(OrderItemParams.of("FAIL-1", "Fails", 1, 1))
                        .note("fail-me")
                        .build());
      case LIST_PRODUCTS:
        return () -> client.products().list();
      case GET_PRODUCT:
        return () -> client.products().get(PRODUCT_ID);
      case GET_GARBLED_PRODUCT:
        return () -> client.products().get(GARBLED_PRODUCT);
      case GET_CUT_PRODUCT:
        return () -> client.products().get(CUT_PRODUCT);
      case CREATE_CUSTOMER:
        return () -> client.customers().create(customerParams());
      case CREATE_BAD_CUSTOMER:
        return () ->
            client.customers().create(CustomerCreateParams.builder().firstname("Bad").build());
      case UPDATE_CUSTOMER:
        return () -> client.customers().update(CUSTOMER_ID, customerUpdate());
      default:
        throw new AssertionError(kind);
    }
  }

  private static int count(Kind kind) {
    int n = 0;
    for (int t = 0; t < THREADS; t++) {
      for (int i = 0; i < CALLS_PER_THREAD; i++) {
        n += Kind.of(t, i) == kind ? 1 : 0;
      }
    }
    return n;
  }

  private static int count(String outcome) {
    int n = 0;
    for (Kind kind : Kind.values()) {
      n += kind.outcome.equals(outcome) ? count(kind) : 0;
    }
    return n;
  }

  /** Message, toString and the whole cause chain of an exception. */
  private static String describe(Throwable e) {
    StringBuilder out = new StringBuilder();
    for (Throwable t = e; t != null; t = t.getCause()) {
      out.append(t).append(" | ").append(t.getMessage()).append('\n');
      if (t instanceof CommerceApiException) {
        out.append(((CommerceApiException) t).body()).append('\n');
      }
    }
    return out.toString();
  }

  /** Answers by method and path, echoing the Authorization header in its error bodies. */
  static final class PathDispatcher extends mockwebserver3.Dispatcher {
    final AtomicInteger badAuthorization = new AtomicInteger();
    private final AtomicInteger ids = new AtomicInteger();
    private final Map<String, AtomicInteger> hits = new ConcurrentHashMap<>();

    int hits(String route) {
      AtomicInteger n = hits.get(route);
      return n == null ? 0 : n.get();
    }

    @Override
    public MockResponse dispatch(RecordedRequest request) {
      String auth = request.getHeaders().get("Authorization");
      if (!("Bearer " + API_KEY).equals(auth)) {
        badAuthorization.incrementAndGet();
        return json(401, "{\"message\":\"bad key\"}");
      }
      String method = request.getMethod();
      String path = request.getUrl().encodedPath();
      String route = method + " " + path;
      hits.computeIfAbsent(route, r -> new AtomicInteger()).incrementAndGet();
      String body = request.getBody() == null ? "" : request.getBody().utf8();
      String echo = "{\"message\":\"refused for " + auth + "\"}";
      MockResponse response;
      switch (route) {
        case "GET /v1/orders/" + ORDER_ID:
          response = json(200, orderJson(ORDER_ID));
          break;
        case "GET /v1/orders/" + MISSING_ORDER:
          response = json(404, echo);
          break;
        case "GET /v1/orders/" + BROKEN_ORDER:
          response = json(500, echo);
          break;
        case "POST /v1/orders":
          response = body.contains("fail-me") ? json(500, echo) : json(201, orderJson(ORDER_ID));
          break;
        case "GET /v1/products":
          response = json(200, pageJson());
          break;
        case "GET /v1/products/" + PRODUCT_ID:
          response = json(200, productJson(PRODUCT_ID));
          break;
        case "GET /v1/products/" + GARBLED_PRODUCT:
          response = json(200, "{\"id\": \"" + auth + "\", oops");
          break;
        case "GET /v1/products/" + CUT_PRODUCT:
          response =
              json(200, productJson(CUT_PRODUCT))
                  .newBuilder()
                  .onResponseBody(new SocketEffect.CloseSocket())
                  .build();
          break;
        case "POST /v1/customers":
          response =
              body.contains("\"firstname\":\"Bad\"")
                  ? json(400, echo)
                  : json(201, customerJson(CUSTOMER_ID));
          break;
        case "PUT /v1/customers/" + CUSTOMER_ID:
          response = json(200, customerJson(CUSTOMER_ID));
          break;
        default:
          response = json(418, "{\"message\":\"unexpected " + route + "\"}");
      }
      return response
          .newBuilder()
          .setHeader("X-Request-Id", "srv-" + ids.incrementAndGet())
          .build();
    }
  }
}
