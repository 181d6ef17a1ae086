package com.workspacecommerce.sdk;

import static com.workspacecommerce.sdk.TestFixtures.API_KEY;
import static com.workspacecommerce.sdk.TestFixtures.CUSTOMER_ID;
import static com.workspacecommerce.sdk.TestFixtures.ORDER_ID;
import static com.workspacecommerce.sdk.TestFixtures.customerJson;
import static com.workspacecommerce.sdk.TestFixtures.customerParams;
import static com.workspacecommerce.sdk.TestFixtures.fastClient;
import static com.workspacecommerce.sdk.TestFixtures.json;
import static com.workspacecommerce.sdk.TestFixtures.orderJson;
import static com.workspacecommerce.sdk.TestFixtures.status;
import static com.workspacecommerce.sdk.TestFixtures.thrown;
import static org.assertj.core.api.Assertions.assertThat;

import com.workspacecommerce.sdk.TestFixtures.LogCapture;
import com.workspacecommerce.sdk.errors.BadRequestException;
import java.util.List;
import java.util.function.Function;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import mockwebserver3.SocketEffect;
import mockwebserver3.junit5.StartStop;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** Logging through System.Logger: off by default, one line per attempt, the key never shown. */
class SafetyLoggingTest {
  private static final Function<String, String> NO_ENV = name -> null;

  @StartStop final MockWebServer server = TestFixtures.noDelayServer();

  private LogCapture log;

  @BeforeEach
  void capture() {
    log = LogCapture.sdk();
  }

  @AfterEach
  void release() {
    log.close();
  }

  @Test
  void infoWritesOneLinePerAttemptWithMethodPathStatusDurationRequestIdAndAttempt() {
    server.enqueue(status(503).newBuilder().setHeader("X-Request-Id", "req-a").build());
    server.enqueue(
        json(200, orderJson(ORDER_ID)).newBuilder().setHeader("X-Request-Id", "req-b").build());
    try (CommerceClient client = fastClient(server).env(NO_ENV).logLevel(LogLevel.INFO).build()) {
      client.orders().get(ORDER_ID);
    }
    List<String> lines = log.lines();

    assertThat(lines).hasSize(2);
    assertThat(lines.get(0))
        .contains("GET /v1/orders/" + ORDER_ID)
        .contains("503")
        .containsPattern("\\d+ ms")
        .contains("req-a")
        .contains("attempt 1");
    assertThat(lines.get(1))
        .contains("GET /v1/orders/" + ORDER_ID)
        .contains("200")
        .containsPattern("\\d+ ms")
        .contains("req-b")
        .contains("attempt 2");
    for (String line : lines) {
      assertThat(line)
          .doesNotContain(API_KEY)
          .doesNotContain("Authorization")
          .doesNotContain("ORD-1001") // no bodies at info
          .doesNotContain("\n");
    }
  }

  @Test
  void infoLogsAnAttemptThatFailedOnTheNetwork() {
    TestFixtures.assumeNoSilentResendOfAGet();
    server.enqueue(
        new MockResponse.Builder().onRequestStart(new SocketEffect.CloseSocket()).build());
    server.enqueue(json(200, orderJson(ORDER_ID)));
    try (CommerceClient client = fastClient(server).env(NO_ENV).logLevel(LogLevel.INFO).build()) {
      client.orders().get(ORDER_ID);
    }
    List<String> lines = log.lines();

    assertThat(lines).hasSize(2);
    assertThat(lines.get(0)).contains("GET /v1/orders/").contains("failed").contains("attempt 1");
    assertThat(lines.get(1)).contains("200").contains("attempt 2");
  }

  /**
   * The transport-neutral counterpart of {@code ConcurrencyTest}'s check, which runs on an
   * application's OkHttp client: eight threads of calls at debug, answered by a success, a retried
   * 503 or a 400 that echoes the key in a header and the body, and the key is in no line.
   */
  @Test
  void underConcurrentCallsNoLogLineCarriesTheKey() throws Exception {
    java.util.concurrent.atomic.AtomicInteger n = new java.util.concurrent.atomic.AtomicInteger();
    server.setDispatcher(
        new mockwebserver3.Dispatcher() {
          @Override
          public MockResponse dispatch(mockwebserver3.RecordedRequest request) {
            switch (n.getAndIncrement() % 3) {
              case 0:
                return json(400, "{\"message\":\"bad token " + API_KEY + "\"}")
                    .newBuilder()
                    .setHeader("X-Echo", "Bearer " + API_KEY)
                    .build();
              case 1:
                return status(503);
              default:
                return json(200, orderJson(ORDER_ID));
            }
          }
        });
    java.util.concurrent.ExecutorService threads =
        java.util.concurrent.Executors.newFixedThreadPool(8);
    java.util.Queue<String> messages = new java.util.concurrent.ConcurrentLinkedQueue<>();
    try (CommerceClient client =
        fastClient(server).env(NO_ENV).logLevel(LogLevel.DEBUG).maxRetries(2).build()) {
      List<java.util.concurrent.Future<?>> done = new java.util.ArrayList<>();
      for (int i = 0; i < 80; i++) {
        done.add(
            threads.submit(
                () -> {
                  try {
                    client.orders().get(ORDER_ID);
                  } catch (com.workspacecommerce.sdk.errors.CommerceException e) {
                    messages.add(String.valueOf(e.getMessage()));
                  }
                }));
      }
      for (java.util.concurrent.Future<?> f : done) {
        f.get(30, java.util.concurrent.TimeUnit.SECONDS);
      }
    } finally {
      threads.shutdownNow();
    }
    List<String> lines = log.lines();
    assertThat(server.getRequestCount()).isGreaterThan(80);
    assertThat(messages).as("some calls ended with the echoing 400").isNotEmpty();
    assertThat(String.join("\n", lines))
        .contains("Authorization: [redacted]")
        .contains("bad token [redacted]")
        .contains("503");
    assertThat(lines).allSatisfy(line -> assertThat(line).doesNotContain(API_KEY));
    assertThat(messages).allSatisfy(m -> assertThat(m).doesNotContain(API_KEY));
  }

  /**
   * The network-failure line on every transport (the GET above is skipped on the JDK's, which
   * resends a GET by itself): a POST whose connection drops once it is sent fails in one attempt,
   * which is logged, with everything else at debug, and never the key; neither the SDK nor the HTTP
   * library sends it again.
   */
  @Test
  void aFailedPostIsLoggedOnceWithoutTheKeyAndNotSentAgain() {
    server.enqueue(
        new MockResponse.Builder().onResponseStart(new SocketEffect.CloseSocket()).build());
    server.enqueue(json(201, customerJson(CUSTOMER_ID)));
    try (CommerceClient client =
        fastClient(server).env(NO_ENV).logLevel(LogLevel.DEBUG).maxRetries(2).build()) {
      thrown(
          com.workspacecommerce.sdk.errors.CommerceConnectionException.class,
          () -> client.customers().create(customerParams()));
    }
    List<String> lines = log.lines();

    assertThat(String.join("\n", lines))
        .contains("POST /v1/customers")
        .contains("Authorization: [redacted]")
        .contains("failed")
        .contains("attempt 1")
        .doesNotContain("attempt 2");
    assertThat(lines).allSatisfy(line -> assertThat(line).doesNotContain(API_KEY));
    assertThat(server.getRequestCount()).as("sent once").isEqualTo(1);
  }

  @Test
  void debugAddsHeadersAndBodiesWithAuthorizationRedacted() {
    server.enqueue(
        json(201, customerJson(CUSTOMER_ID))
            .newBuilder()
            .setHeader("X-Request-Id", "req-c")
            .build());
    try (CommerceClient client = fastClient(server).env(NO_ENV).logLevel(LogLevel.DEBUG).build()) {
      client.customers().create(customerParams());
    }
    String all = String.join("\n", log.lines());

    assertThat(all)
        .contains("POST /v1/customers")
        .contains("Authorization: [redacted]")
        .contains("User-Agent: commerce-sdk-java/")
        .contains("\"firstname\":\"Ada\"") // request body
        .contains("201")
        .contains("req-c")
        .containsIgnoringCase("Content-Type: application/json")
        .contains("\"lastname\":\"Lovelace\""); // response body
    assertThat(log.lines()).allSatisfy(line -> assertThat(line).doesNotContain(API_KEY));
  }

  @Test
  void debugShowsTheLengthOfA2xxBodyLongerThanWhatADecodingErrorKeeps() {
    // Past the 16 KB kept for a decoding error's quote: with the details logged, the body is read
    // whole, so the record gives its true length; the order still decodes, extra field kept.
    String padded =
        orderJson(ORDER_ID).replaceFirst("\\{", "{\"padding\":\"" + "x".repeat(40_000) + "\",");
    int length = padded.getBytes(java.nio.charset.StandardCharsets.UTF_8).length;
    server.enqueue(json(200, padded));
    try (CommerceClient client = fastClient(server).env(NO_ENV).logLevel(LogLevel.DEBUG).build()) {
      assertThat(client.orders().get(ORDER_ID).additionalProperties()).containsKey("padding");
    }

    assertThat(String.join("\n", log.lines())).contains("(" + length + " bytes)");
  }

  @Test
  void debugRedactsTheKeyWhereverTheServerEchoesIt() {
    server.enqueue(
        json(400, "{\"message\":\"bad token " + API_KEY + "\"}")
            .newBuilder()
            .setHeader("X-Echo-Authorization", "Bearer " + API_KEY)
            .build());
    try (CommerceClient client = fastClient(server).env(NO_ENV).logLevel(LogLevel.DEBUG).build()) {
      BadRequestException e =
          thrown(BadRequestException.class, () -> client.customers().create(customerParams()));
      assertThat(e.getMessage()).doesNotContain(API_KEY);
    }
    assertThat(log.lines()).isNotEmpty();
    assertThat(log.lines()).allSatisfy(line -> assertThat(line).doesNotContain(API_KEY));
    assertThat(String.join("\n", log.lines())).contains("bad token [redacted]");
  }

  @Test
  void nothingIsLoggedAtInfoByDefault() {
    // By default records go out at DEBUG and TRACE only, which a default configuration hides.
    java.util.logging.Logger.getLogger("com.workspacecommerce.sdk")
        .setLevel(java.util.logging.Level.INFO);
    server.enqueue(json(200, orderJson(ORDER_ID)));
    server.enqueue(status(404));
    try (CommerceClient client = fastClient(server).env(NO_ENV).build()) {
      client.orders().get(ORDER_ID);
      thrown(RuntimeException.class, () -> client.orders().get(ORDER_ID));
    }
    assertThat(log.lines()).isEmpty();
  }

  @Test
  void theEnvironmentVariableTurnsLoggingOn() {
    server.enqueue(json(200, orderJson(ORDER_ID)));
    Function<String, String> env = name -> CommerceClient.ENV_LOG.equals(name) ? "debug" : null;
    try (CommerceClient client = fastClient(server).env(env).build()) {
      client.orders().get(ORDER_ID);
    }
    assertThat(String.join("\n", log.lines()))
        .contains("Authorization: [redacted]")
        .contains("200");
  }

  @Test
  void theBuilderLevelWinsOverTheEnvironment() {
    server.enqueue(json(200, orderJson(ORDER_ID)));
    Function<String, String> env = name -> CommerceClient.ENV_LOG.equals(name) ? "debug" : null;
    try (CommerceClient client = fastClient(server).env(env).logLevel(LogLevel.NONE).build()) {
      client.orders().get(ORDER_ID);
    }
    assertThat(log.lines()).isEmpty();
  }
}
