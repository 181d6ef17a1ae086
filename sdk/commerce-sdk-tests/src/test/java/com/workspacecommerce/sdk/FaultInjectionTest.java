package com.workspacecommerce.sdk;

import static com.workspacecommerce.sdk.TestFixtures.API_KEY;
import static com.workspacecommerce.sdk.TestFixtures.CUSTOMER_ID;
import static com.workspacecommerce.sdk.TestFixtures.ORDER_ID;
import static com.workspacecommerce.sdk.TestFixtures.PRODUCT_ID;
import static com.workspacecommerce.sdk.TestFixtures.closedPort;
import static com.workspacecommerce.sdk.TestFixtures.customerJson;
import static com.workspacecommerce.sdk.TestFixtures.customerParams;
import static com.workspacecommerce.sdk.TestFixtures.fastClient;
import static com.workspacecommerce.sdk.TestFixtures.json;
import static com.workspacecommerce.sdk.TestFixtures.orderJson;
import static com.workspacecommerce.sdk.TestFixtures.orderParams;
import static com.workspacecommerce.sdk.TestFixtures.productJson;
import static com.workspacecommerce.sdk.TestFixtures.take;
import static com.workspacecommerce.sdk.TestFixtures.thrown;
import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import com.fasterxml.jackson.core.io.JsonEOFException;
import com.workspacecommerce.sdk.TestFixtures.RecordingSleeper;
import com.workspacecommerce.sdk.errors.CommerceConnectionException;
import com.workspacecommerce.sdk.errors.CommerceDecodingException;
import com.workspacecommerce.sdk.errors.CommerceTimeoutException;
import com.workspacecommerce.sdk.errors.UnexpectedStatusException;
import com.workspacecommerce.sdk.models.Order;
import java.io.IOException;
import java.io.InterruptedIOException;
import java.net.ConnectException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ProtocolException;
import java.net.Proxy;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import mockwebserver3.SocketEffect;
import mockwebserver3.junit5.StartStop;
import okhttp3.Call;
import okhttp3.EventListener;
import okhttp3.OkHttpClient;
import okhttp3.Protocol;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Broken networks and misbehaving servers, over real loopback sockets. */
class FaultInjectionTest {
  private static final Duration NO_HANG = Duration.ofSeconds(5);

  @StartStop final MockWebServer server = TestFixtures.noDelayServer();
  @StartStop final MockWebServer otherHost = TestFixtures.noDelayServer();

  private final RecordingSleeper sleeper = new RecordingSleeper();

  @BeforeAll
  static void warmUp() throws Exception {
    TestFixtures.warmUp();
  }

  @Test
  void getWhoseConnectionDropsAtTheStartIsRetriedAndSucceeds() {
    TestFixtures.assumeNoSilentResendOfAGet();
    // Enqueued (QueueDispatcher), so the disconnect-at-start policy really applies.
    server.enqueue(
        new MockResponse.Builder().onRequestStart(new SocketEffect.CloseSocket()).build());
    server.enqueue(json(200, orderJson(ORDER_ID)));
    try (CommerceClient client = fastClient(server).sleeper(sleeper).build()) {
      Order order = client.orders().get(ORDER_ID);

      assertThat(order.id()).isEqualTo(ORDER_ID);
      assertThat(order.orderNumber()).isEqualTo("ORD-1001");
    }
    assertThat(server.getRequestCount()).isEqualTo(2);
    assertThat(sleeper.delays()).as("retried by the SDK, after one backoff").hasSize(1);
  }

  @Test
  void bodyCutOffInTheMiddleOfTheJsonIsAConnectionErrorNeverAHalfRecord() {
    String body = orderJson(ORDER_ID);
    // Content-Length announces the whole body; the socket closes after half of it.
    server.enqueue(
        json(200, body).newBuilder().onResponseBody(new SocketEffect.CloseSocket()).build());
    try (CommerceClient client = fastClient(server).maxRetries(0).build()) {
      CommerceConnectionException e =
          assertTimeoutPreemptively(
              NO_HANG,
              () -> thrown(CommerceConnectionException.class, () -> client.orders().get(ORDER_ID)));

      assertThat(e).isNotInstanceOf(CommerceTimeoutException.class);
      // Exactly the truncation, not a JSON parser failing on an empty body (also an IOException).
      assertThat(e.getCause()).isExactlyInstanceOf(ProtocolException.class);
      assertThat(e.getCause()).hasMessageStartingWith("the body ended after ");
      assertThat(e.attempts()).isEqualTo(1);
    }
    assertThat(server.getRequestCount()).isEqualTo(1);
  }

  @Test
  void bodyCutOffOnEveryAttemptOfAGetIsRetriedThenReported() {
    for (int i = 0; i < 3; i++) {
      server.enqueue(
          json(200, productJson(PRODUCT_ID))
              .newBuilder()
              .onResponseBody(new SocketEffect.CloseSocket())
              .build());
    }
    try (CommerceClient client = fastClient(server).sleeper(sleeper).build()) {
      CommerceConnectionException e =
          assertTimeoutPreemptively(
              NO_HANG,
              () ->
                  thrown(
                      CommerceConnectionException.class, () -> client.products().get(PRODUCT_ID)));
      assertThat(e.getCause()).isExactlyInstanceOf(ProtocolException.class);
      assertThat(e.attempts()).isEqualTo(3);
      assertThat(e.getMessage()).contains("3 attempts");
    }
    assertThat(server.getRequestCount()).isEqualTo(3);
  }

  @Test
  void jsonTruncatedByTheServerItselfIsADecodingErrorNeverAHalfRecord() {
    String whole = orderJson(ORDER_ID);
    String half = whole.substring(0, whole.length() / 2);
    server.enqueue(json(200, half)); // complete HTTP message, incomplete JSON
    try (CommerceClient client = fastClient(server).maxRetries(0).build()) {
      CommerceDecodingException e =
          thrown(CommerceDecodingException.class, () -> client.orders().get(ORDER_ID));

      // Jackson stops at the end of input; the record is never constructed.
      assertThat(e)
          .hasRootCauseExactlyInstanceOf(
              TestFixtures.onJackson3()
                  ? tools.jackson.core.exc.UnexpectedEndOfInputException.class
                  : JsonEOFException.class);
      assertThat(e.statusCode()).isEqualTo(200);
      assertThat(e.bodySnippet()).isEqualTo(half);
    }
  }

  @Test
  void serverThatNeverAnswersTimesOutWithinTheTimeoutPlusSlack() {
    // Accepts the connection, never reads the request, never answers.
    server.enqueue(new MockResponse.Builder().onRequestStart(SocketEffect.Stall.INSTANCE).build());
    Duration timeout = Duration.ofMillis(300);
    try (CommerceClient client = fastClient(server).maxRetries(0).attemptTimeout(timeout).build()) {
      long start = System.nanoTime();
      CommerceTimeoutException e =
          assertTimeoutPreemptively(
              NO_HANG,
              () -> thrown(CommerceTimeoutException.class, () -> client.orders().get(ORDER_ID)));
      Duration elapsed = Duration.ofNanos(System.nanoTime() - start);

      // The lower bound proves the timeout was waited for; the upper one is only far below the
      // 10 s the server would stall, so that a loaded machine keeps it.
      assertThat(elapsed).isBetween(timeout.minusMillis(50), Duration.ofSeconds(5));
      assertThat(e.getCause()).isInstanceOf(InterruptedIOException.class);
      assertThat(e.getMessage()).contains("timed out").contains("300 ms").contains("(1 attempt)");
    }
  }

  @Test
  void responseHeadersThatNeverComeTimeOutWithinTheTimeoutPlusSlack() {
    server.enqueue(
        json(200, orderJson(ORDER_ID)).newBuilder().headersDelay(10, TimeUnit.SECONDS).build());
    try (CommerceClient client =
        fastClient(server).maxRetries(0).attemptTimeout(Duration.ofMillis(300)).build()) {
      long start = System.nanoTime();
      CommerceTimeoutException e =
          thrown(CommerceTimeoutException.class, () -> client.orders().get(ORDER_ID));
      // The headers would come after 10 s: ending well before proves the 300 ms timeout did it.
      assertThat(Duration.ofNanos(System.nanoTime() - start)).isLessThan(Duration.ofSeconds(5));
      assertThat(e.getMessage()).contains("300 ms").contains("(1 attempt)");
    }
  }

  @Test
  void closedPortFailsQuicklyWithAConnectException() throws Exception {
    try (CommerceClient client =
        CommerceClient.builder()
            .baseUrl("http://127.0.0.1:" + closedPort() + "/v1")
            .apiKey(API_KEY)
            .maxRetries(0)
            .build()) {
      long start = System.nanoTime();
      CommerceConnectionException e =
          thrown(CommerceConnectionException.class, () -> client.orders().get(ORDER_ID));
      Duration elapsed = Duration.ofNanos(System.nanoTime() - start);

      // Far below the 10 s connect timeout: the refusal, not a timeout, ended the call.
      assertThat(elapsed).isLessThan(Duration.ofSeconds(5));
      assertThat(e).isNotInstanceOf(CommerceTimeoutException.class);
      assertThat(e.getCause()).isInstanceOf(ConnectException.class);
      assertThat(e.getMessage()).contains("GET /v1/orders/" + ORDER_ID).contains("(1 attempt)");
    }
  }

  @Test
  void aHostWithOneDeadAddressConnectsToTheNextWithinOneAttempt() throws Exception {
    InetAddress live = server.getSocketAddress().getAddress();
    // The loopback address of the other family: nothing listens there on this port.
    InetAddress dead =
        InetAddress.getByName(live instanceof java.net.Inet4Address ? "::1" : "127.0.0.1");
    assertThat(live).isNotEqualTo(dead);
    AtomicInteger failedConnects = new AtomicInteger();
    OkHttpClient twoAddresses =
        new OkHttpClient.Builder()
            .dns(host -> List.of(dead, live))
            .eventListener(
                new EventListener() {
                  @Override
                  public void connectFailed(
                      Call call,
                      InetSocketAddress address,
                      Proxy proxy,
                      Protocol protocol,
                      IOException e) {
                    failedConnects.incrementAndGet();
                  }
                })
            .build();
    server.enqueue(json(200, orderJson(ORDER_ID)));
    try (CommerceClient client =
        CommerceClient.builder()
            .baseUrl("http://localhost:" + server.getPort() + "/v1")
            .apiKey(API_KEY)
            .httpClient(twoAddresses)
            .maxRetries(0)
            .build()) {
      assertThat(client.orders().get(ORDER_ID).id()).isEqualTo(ORDER_ID);
    }
    assertThat(failedConnects.get()).as("the dead address was tried").isEqualTo(1);
    assertThat(server.getRequestCount()).isEqualTo(1);
  }

  @Test
  void createCustomerOnARefusedConnectionIsRetried() throws Exception {
    AtomicInteger calls = new AtomicInteger();
    OkHttpClient counting = RetryLoopTest.countingCalls(calls);
    try (CommerceClient client =
        CommerceClient.builder()
            .baseUrl("http://127.0.0.1:" + closedPort() + "/v1")
            .apiKey(API_KEY)
            .httpClient(counting)
            .sleeper(sleeper)
            .build()) {
      CommerceConnectionException e =
          thrown(
              CommerceConnectionException.class, () -> client.customers().create(customerParams()));

      assertThat(e.getCause()).isInstanceOf(ConnectException.class);
      assertThat(e.attempts()).isEqualTo(3);
      assertThat(e.getMessage()).contains("POST /v1/customers").contains("3 attempts");
    }
    assertThat(calls.get()).as("one OkHttp call per attempt").isEqualTo(3);
    assertThat(sleeper.delays()).hasSize(2);
  }

  @Test
  void createCustomerOnARefusedConnectionSucceedsOnceTheServerIsUp() throws Exception {
    int port = closedPort();
    try (MockWebServer late = new MockWebServer();
        CommerceClient client =
            CommerceClient.builder()
                .baseUrl("http://127.0.0.1:" + port + "/v1")
                .apiKey(API_KEY)
                .sleeper(
                    d -> {
                      sleeper.sleep(d);
                      if (!late.getStarted()) { // the server comes up during the backoff
                        late.enqueue(json(201, customerJson(CUSTOMER_ID)));
                        try {
                          late.start(InetAddress.getLoopbackAddress(), port);
                        } catch (java.io.IOException e) {
                          throw new AssertionError(e);
                        }
                      }
                    })
                .build()) {
      assertThat(client.customers().create(customerParams()).id()).isEqualTo(CUSTOMER_ID);

      assertThat(sleeper.delays()).hasSize(1);
      assertThat(late.getRequestCount()).isEqualTo(1);
      assertThat(take(late).getMethod()).isEqualTo("POST");
    }
  }

  @Test
  void createCustomerWhoseResponseNeverComesIsNotRetried() {
    server.enqueue(new MockResponse.Builder().onResponseStart(SocketEffect.Stall.INSTANCE).build());
    server.enqueue(json(201, customerJson(CUSTOMER_ID)));
    try (CommerceClient client =
        fastClient(server).sleeper(sleeper).attemptTimeout(Duration.ofMillis(300)).build()) {
      CommerceTimeoutException e =
          assertTimeoutPreemptively(
              NO_HANG,
              () ->
                  thrown(
                      CommerceTimeoutException.class,
                      () -> client.customers().create(customerParams())));
      assertThat(e.attempts()).isEqualTo(1);
    }
    assertThat(server.getRequestCount()).as("the customer may exist: sent once").isEqualTo(1);
    assertThat(sleeper.delays()).isEmpty();
  }

  @Test
  void createOrderWhoseResponseNeverComesIsNotRetried() {
    server.enqueue(
        json(201, orderJson(ORDER_ID)).newBuilder().headersDelay(10, TimeUnit.SECONDS).build());
    server.enqueue(json(201, orderJson(ORDER_ID)));
    try (CommerceClient client =
        fastClient(server).sleeper(sleeper).attemptTimeout(Duration.ofMillis(300)).build()) {
      thrown(CommerceTimeoutException.class, () -> client.orders().create(orderParams()));
    }
    assertThat(server.getRequestCount()).isEqualTo(1);
    assertThat(sleeper.delays()).isEmpty();
  }

  @ParameterizedTest(name = "{0} to another host is not followed")
  @ValueSource(ints = {301, 302, 303, 307, 308})
  void redirectToAnotherHostIsNotFollowed(int code) {
    String elsewhere = otherHost.url("/v1/orders/" + ORDER_ID).toString();
    otherHost.enqueue(json(200, orderJson(ORDER_ID)));
    server.enqueue(new MockResponse.Builder().code(code).setHeader("Location", elsewhere).build());
    try (CommerceClient client = fastClient(server).sleeper(sleeper).build()) {
      UnexpectedStatusException e =
          thrown(UnexpectedStatusException.class, () -> client.orders().get(ORDER_ID));

      assertThat(e.statusCode()).isEqualTo(code);
      assertThat(e.location()).isEqualTo(elsewhere);
      assertThat(e.getMessage()).contains("not followed").contains(elsewhere);
      assertThat(e.attempts()).isEqualTo(1);
    }
    assertThat(otherHost.getRequestCount()).as("the key never reached the other host").isZero();
    assertThat(server.getRequestCount()).isEqualTo(1);
  }

  @Test
  void redirectIsNotFollowedEvenWhenTheCallersClientFollowsRedirects() {
    OkHttpClient following = new OkHttpClient.Builder().followRedirects(true).build();
    String elsewhere = otherHost.url("/steal").toString();
    otherHost.enqueue(json(200, orderJson(ORDER_ID)));
    server.enqueue(new MockResponse.Builder().code(302).setHeader("Location", elsewhere).build());
    try (CommerceClient client = fastClient(server).httpClient(following).build()) {
      UnexpectedStatusException e =
          thrown(UnexpectedStatusException.class, () -> client.orders().create(orderParams()));
      assertThat(e.location()).isEqualTo(elsewhere);
    }
    assertThat(otherHost.getRequestCount()).isZero();
    assertThat(following.followRedirects()).isTrue();
  }
}
