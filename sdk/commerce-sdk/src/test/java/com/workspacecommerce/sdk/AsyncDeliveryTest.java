package com.workspacecommerce.sdk;

import static com.workspacecommerce.sdk.TestFixtures.ORDER_ID;
import static com.workspacecommerce.sdk.TestFixtures.fastClient;
import static com.workspacecommerce.sdk.TestFixtures.json;
import static com.workspacecommerce.sdk.TestFixtures.orderJson;
import static com.workspacecommerce.sdk.TestFixtures.take;
import static org.assertj.core.api.Assertions.assertThat;

import com.workspacecommerce.sdk.errors.CommerceCancelledException;
import com.workspacecommerce.sdk.models.Order;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import mockwebserver3.MockWebServer;
import mockwebserver3.junit5.StartStop;
import org.junit.jupiter.api.Test;

/** How an asynchronous call's end reaches the application: its future and its listener. */
class AsyncDeliveryTest {
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
}
