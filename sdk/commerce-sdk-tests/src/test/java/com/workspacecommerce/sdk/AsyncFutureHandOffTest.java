package com.workspacecommerce.sdk;

import static com.workspacecommerce.sdk.TestFixtures.ORDER_ID;
import static com.workspacecommerce.sdk.TestFixtures.fastClient;
import static com.workspacecommerce.sdk.TestFixtures.json;
import static com.workspacecommerce.sdk.TestFixtures.orderJson;
import static com.workspacecommerce.sdk.TestFixtures.status;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import com.workspacecommerce.sdk.errors.CommerceException;
import com.workspacecommerce.sdk.models.Order;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import mockwebserver3.MockWebServer;
import mockwebserver3.junit5.StartStop;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * How an async call's future is handed to the application: never completed on the thread that
 * starts retries, so a callback that blocks cannot hold up other calls' retries; and a cancel that
 * comes after the end changes nothing.
 */
class AsyncFutureHandOffTest {
  @StartStop final MockWebServer server = TestFixtures.noDelayServer();

  private final ScheduledExecutorService scheduler =
      Executors.newSingleThreadScheduledExecutor(r -> new Thread(r, "app-retry-scheduler"));

  @AfterEach
  void stopScheduler() {
    scheduler.shutdownNow();
  }

  @Test
  void aCallbackThatBlocksOnACallEndedByTheSchedulerDoesNotHoldUpAnotherCallsRetry()
      throws Exception {
    Thread testThread = Thread.currentThread();
    CountDownLatch callbackBlocks = new CountDownLatch(1);
    CountDownLatch release = new CountDownLatch(1);
    // Holds the second attempt until the callback is registered, so that the future cannot have
    // completed before it (a callback registered late would run on this thread instead).
    CountDownLatch registered = new CountDownLatch(1);
    server.enqueue(status(503));
    // The retry of the first call runs on the scheduler, where its interceptor throws: the call
    // ends on the scheduler's thread.
    try (CommerceClient ending =
            fastClient(server)
                .maxRetries(1)
                .asyncScheduler(scheduler)
                .addInterceptor(
                    request -> {
                      if (request.attempt() == 2) {
                        try {
                          registered.await(10, TimeUnit.SECONDS);
                        } catch (InterruptedException e) {
                          Thread.currentThread().interrupt();
                        }
                        throw new IllegalStateException("no second attempt");
                      }
                    })
                .build();
        CommerceClient other = fastClient(server).maxRetries(1).asyncScheduler(scheduler).build()) {
      CompletableFuture<Order> first = ending.async().orders().get(ORDER_ID);
      List<Thread> callbackThreads = new CopyOnWriteArrayList<>();
      first.whenComplete(
          (order, failure) -> {
            callbackThreads.add(Thread.currentThread());
            if (Thread.currentThread() != testThread) {
              callbackBlocks.countDown();
              try {
                release.await(10, TimeUnit.SECONDS);
              } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
              }
            }
          });
      registered.countDown();
      try {
        assertThat(callbackBlocks.await(10, TimeUnit.SECONDS)).as("the callback runs").isTrue();

        server.enqueue(status(503));
        server.enqueue(json(200, orderJson(ORDER_ID)));
        Order retried = other.async().orders().get(ORDER_ID).get(5, TimeUnit.SECONDS);
        assertThat(retried.id()).isEqualTo(ORDER_ID);
      } finally {
        release.countDown();
      }
      Throwable t = catchThrowable(() -> first.get(10, TimeUnit.SECONDS));
      assertThat(t).isInstanceOf(ExecutionException.class);
      assertThat(t.getCause())
          .isInstanceOf(CommerceException.class)
          .hasMessageContaining("no second attempt");
      assertThat(callbackThreads).extracting(Thread::getName).doesNotContain("app-retry-scheduler");
    }
    assertThat(server.getRequestCount()).isEqualTo(3);
  }

  @Test
  void cancellingAFutureThatHasCompletedReturnsFalseAndLeavesItsValue() throws Exception {
    server.enqueue(json(200, orderJson(ORDER_ID)));
    List<CallListener.CallEnd> ends = new CopyOnWriteArrayList<>();
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
      CompletableFuture<Order> f = client.async().orders().get(ORDER_ID);
      assertThat(f.get(10, TimeUnit.SECONDS).id()).isEqualTo(ORDER_ID);

      assertThat(f.cancel(true)).isFalse();
      assertThat(f.isCancelled()).isFalse();
      assertThat(f.get().id()).isEqualTo(ORDER_ID);
      assertThat(ends).hasSize(1);
      assertThat(ends.get(0).succeeded()).isTrue();
    }
  }
}
