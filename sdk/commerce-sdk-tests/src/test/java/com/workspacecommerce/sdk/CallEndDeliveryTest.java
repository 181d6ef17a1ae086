package com.workspacecommerce.sdk;

import static com.workspacecommerce.sdk.TestFixtures.ORDER_ID;
import static com.workspacecommerce.sdk.TestFixtures.fastClient;
import static com.workspacecommerce.sdk.TestFixtures.json;
import static com.workspacecommerce.sdk.TestFixtures.orderJson;
import static com.workspacecommerce.sdk.TestFixtures.status;
import static com.workspacecommerce.sdk.TestFixtures.take;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import com.workspacecommerce.sdk.errors.CommerceCancelledException;
import com.workspacecommerce.sdk.errors.CommerceConnectionException;
import com.workspacecommerce.sdk.models.Order;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import mockwebserver3.MockWebServer;
import mockwebserver3.junit5.StartStop;
import org.junit.jupiter.api.Test;

/** How a call's end reaches the application: its future and its listeners. */
class CallEndDeliveryTest {
  @StartStop final MockWebServer server = TestFixtures.noDelayServer();

  @Test
  void aCallbackExecutorThatRejectsDoesNotLoseTheResult() throws Exception {
    server.enqueue(json(200, orderJson(ORDER_ID)));
    ExecutorService callbacks = Executors.newSingleThreadExecutor();
    callbacks.shutdown();
    try (CommerceClient client = fastClient(server).callbackExecutor(callbacks).build()) {
      Order order = client.async().orders().get(ORDER_ID).get(10, TimeUnit.SECONDS);
      assertThat(order.id()).isEqualTo(ORDER_ID);
    }
  }

  @Test
  void cancellingTheFutureTellsTheListenerTheCallEndedThatWay() throws Exception {
    server.enqueue(
        json(200, orderJson(ORDER_ID)).newBuilder().headersDelay(30, TimeUnit.SECONDS).build());
    AtomicReference<CallListener.CallEnd> end = new AtomicReference<>();
    CountDownLatch ended = new CountDownLatch(1);
    try (CommerceClient client =
        fastClient(server)
            .attemptTimeout(Duration.ofSeconds(30))
            .listener(
                new CallListener() {
                  @Override
                  public void onCallEnd(Call call, CallEnd callEnd) {
                    end.set(callEnd);
                    ended.countDown();
                  }
                })
            .build()) {
      CompletableFuture<Order> f = client.async().orders().get(ORDER_ID);
      take(server);
      assertThat(f.cancel(true)).isTrue();

      assertThat(ended.await(10, TimeUnit.SECONDS)).isTrue();
      CallListener.CallEnd callEnd = end.get();
      assertThat(callEnd.succeeded()).isFalse();
      assertThat(callEnd.attempts()).isEqualTo(1);
      assertThat(callEnd.failure())
          .isInstanceOf(CommerceCancelledException.class)
          .hasMessage(
              "GET /v1/orders/" + ORDER_ID + " was cancelled through its future (1 attempt)");
      assertThat(((CommerceCancelledException) callEnd.failure()).clientClosed()).isFalse();
    }
  }

  @Test
  void theCallEndCarriesTheLastStatusItsRequestIdAndAnElapsedTime() {
    server.enqueue(
        json(200, orderJson(ORDER_ID)).newBuilder().setHeader("X-Request-Id", "req-42").build());
    List<CallListener.CallEnd> ends = new CopyOnWriteArrayList<>();
    long before = System.nanoTime();
    try (CommerceClient client =
        fastClient(server)
            .listener(
                new CallListener() {
                  @Override
                  public void onCallEnd(Call call, CallEnd end) {
                    ends.add(end);
                  }
                })
            .build()) {
      client.orders().get(ORDER_ID);
    }
    Duration elapsed = Duration.ofNanos(System.nanoTime() - before);

    assertThat(ends).hasSize(1);
    CallListener.CallEnd end = ends.get(0);
    assertThat(end.succeeded()).isTrue();
    assertThat(end.statusCode()).isEqualTo(200);
    assertThat(end.requestId()).isEqualTo("req-42");
    assertThat(end.attempts()).isEqualTo(1);
    assertThat(end.duration()).isBetween(Duration.ZERO, elapsed);
  }

  @Test
  void aCallWithoutAnyResponseEndsWithStatusZeroAndNoRequestId() throws Exception {
    List<CallListener.CallEnd> ends = new CopyOnWriteArrayList<>();
    try (CommerceClient client =
        CommerceClient.builder()
            .baseUrl("http://127.0.0.1:" + TestFixtures.closedPort() + "/v1")
            .apiKey(TestFixtures.API_KEY)
            .maxRetries(0)
            .listener(
                new CallListener() {
                  @Override
                  public void onCallEnd(Call call, CallEnd end) {
                    ends.add(end);
                  }
                })
            .build()) {
      assertThat(catchThrowable(() -> client.orders().get(ORDER_ID)))
          .isInstanceOf(CommerceConnectionException.class);
    }
    CallListener.CallEnd end = ends.get(0);
    assertThat(end.statusCode()).isZero();
    assertThat(end.requestId()).isNull();
    assertThat(end.failure()).isInstanceOf(CommerceConnectionException.class);
  }

  @Test
  void aListenerThatThrowsEverywhereDoesNotStopTheCallOrTheNextListener() {
    server.enqueue(status(503));
    server.enqueue(json(200, orderJson(ORDER_ID)));
    List<String> heard = new CopyOnWriteArrayList<>();
    CallListener throwing =
        new CallListener() {
          @Override
          public void onCallStart(Call call) {
            throw new IllegalStateException("start");
          }

          @Override
          public void onAttemptEnd(Call call, AttemptEnd attempt) {
            throw new IllegalStateException("attempt");
          }

          @Override
          public void onRetryScheduled(Call call, RetryScheduled retry) {
            throw new IllegalStateException("retry");
          }

          @Override
          public void onCallEnd(Call call, CallEnd end) {
            throw new IllegalStateException("end");
          }
        };
    CallListener recording =
        new CallListener() {
          @Override
          public void onCallStart(Call call) {
            heard.add("start " + call.operation());
          }

          @Override
          public void onAttemptEnd(Call call, AttemptEnd attempt) {
            heard.add("attempt " + attempt.attempt());
          }

          @Override
          public void onRetryScheduled(Call call, RetryScheduled retry) {
            heard.add("retry " + retry.nextAttempt());
          }

          @Override
          public void onCallEnd(Call call, CallEnd end) {
            heard.add("end " + end.attempts());
          }
        };
    try (CommerceClient client =
        fastClient(server).sleeper(d -> {}).listener(throwing).addListener(recording).build()) {
      assertThat(client.orders().get(ORDER_ID).id()).isEqualTo(ORDER_ID);
    }
    assertThat(heard)
        .containsExactly("start orders.get", "attempt 1", "retry 2", "attempt 2", "end 2");
  }
}
