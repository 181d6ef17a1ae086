package com.workspacecommerce.sdk.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import com.workspacecommerce.sdk.CommerceClient;
import com.workspacecommerce.sdk.RequestOptions;
import com.workspacecommerce.sdk.errors.CommerceTimeoutException;
import com.workspacecommerce.sdk.models.Product;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import mockwebserver3.MockWebServer;
import mockwebserver3.junit5.StartStop;
import org.junit.jupiter.api.Test;

/**
 * An async call queued for a slot when the application's scheduler can no longer end its wait (it
 * was shut down): the grant itself checks the deadline, so a call granted too late ends as the slot
 * timeout it is, and is never sent.
 */
class AsyncSlotGrantTest {
  @StartStop final MockWebServer server = new MockWebServer();

  @Test
  void aCallGrantedAfterItsDeadlineEndsAsASlotTimeoutWithoutBeingSent() throws Exception {
    ScheduledExecutorService shutDown = Executors.newSingleThreadScheduledExecutor();
    shutDown.shutdown();
    ConcurrencyLimitTest.HoldingDispatcher held = new ConcurrencyLimitTest.HoldingDispatcher();
    server.setDispatcher(held);
    try (CommerceClient client =
        CommerceClient.builder()
            .baseUrl(server.url("/v1").toString())
            .apiKey(ConcurrencyLimitTest.KEY)
            .maxRetries(0)
            .maxConcurrentRequests(1)
            .asyncScheduler(shutDown)
            .build()) {
      CompletableFuture<Product> holder = client.async().products().get(ConcurrencyLimitTest.ID);
      held.awaitArrivals(1);
      long queuedAt = System.nanoTime();
      CompletableFuture<Product> late =
          client
              .async()
              .products()
              .get(
                  ConcurrencyLimitTest.ID,
                  RequestOptions.builder().totalTimeout(Duration.ofMillis(50)).build());
      // Nothing can end the wait at its deadline; let the deadline pass, then free the slot.
      while (System.nanoTime() - queuedAt < TimeUnit.MILLISECONDS.toNanos(60)) {
        Thread.onSpinWait();
      }
      assertThat(late).isNotDone();
      held.open.countDown();
      assertThat(holder.get(10, TimeUnit.SECONDS).id().toString())
          .isEqualTo(ConcurrencyLimitTest.ID);

      Throwable t = catchThrowable(() -> late.get(10, TimeUnit.SECONDS));
      assertThat(t).isInstanceOf(ExecutionException.class);
      assertThat(t.getCause())
          .isInstanceOf(CommerceTimeoutException.class)
          .hasMessageContaining("free slot")
          .hasMessageContaining("maxConcurrentRequests (1)");
      assertThat(server.getRequestCount()).as("the late call was never sent").isEqualTo(1);
      assertThat(((DefaultCommerceClient) client).limit().available()).isEqualTo(1);
    }
  }

  private CommerceClient client(ScheduledExecutorService scheduler) {
    return CommerceClient.builder()
        .baseUrl(server.url("/v1").toString())
        .apiKey(ConcurrencyLimitTest.KEY)
        .maxRetries(0)
        .maxConcurrentRequests(1)
        .asyncScheduler(scheduler)
        .build();
  }

  private static final RequestOptions LONG_WAIT =
      RequestOptions.builder().totalTimeout(Duration.ofSeconds(60)).build();

  @Test
  void aWaitEndedByItsGrantLeavesNoTimerInTheApplicationsScheduler() throws Exception {
    ScheduledThreadPoolExecutor scheduler = new ScheduledThreadPoolExecutor(1);
    scheduler.setRemoveOnCancelPolicy(true);
    ConcurrencyLimitTest.HoldingDispatcher held = new ConcurrencyLimitTest.HoldingDispatcher();
    server.setDispatcher(held);
    try (CommerceClient client = client(scheduler)) {
      CompletableFuture<Product> holder = client.async().products().get(ConcurrencyLimitTest.ID);
      held.awaitArrivals(1);
      CompletableFuture<Product> queued =
          client.async().products().get(ConcurrencyLimitTest.ID, LONG_WAIT);
      assertThat(scheduler.getQueue()).as("the wait's timer").hasSize(1);
      held.open.countDown();
      holder.get(10, TimeUnit.SECONDS);
      assertThat(queued.get(10, TimeUnit.SECONDS).id().toString())
          .isEqualTo(ConcurrencyLimitTest.ID);
      assertThat(scheduler.getQueue()).as("no timer left").isEmpty();
    } finally {
      scheduler.shutdownNow();
    }
  }

  @Test
  void aWaitEndedByCloseLeavesNoTimerInTheApplicationsScheduler() throws Exception {
    ScheduledThreadPoolExecutor scheduler = new ScheduledThreadPoolExecutor(1);
    scheduler.setRemoveOnCancelPolicy(true);
    ConcurrencyLimitTest.HoldingDispatcher held = new ConcurrencyLimitTest.HoldingDispatcher();
    server.setDispatcher(held);
    try (CommerceClient root = client(scheduler)) {
      // The slot is held by the parent, which stays open: only the derived client's close ends
      // the wait.
      CompletableFuture<Product> holder = root.async().products().get(ConcurrencyLimitTest.ID);
      held.awaitArrivals(1);
      CommerceClient derived = root.withOptions(b -> b.apiKey("sk_test_other"));
      CompletableFuture<Product> queued =
          derived.async().products().get(ConcurrencyLimitTest.ID, LONG_WAIT);
      assertThat(scheduler.getQueue()).hasSize(1);
      derived.close();
      Throwable t = catchThrowable(() -> queued.get(10, TimeUnit.SECONDS));
      assertThat(t).isInstanceOf(ExecutionException.class);
      assertThat(t.getCause()).hasMessageContaining("closed");
      assertThat(scheduler.getQueue()).as("no timer left").isEmpty();
      assertThat(holder).isNotDone();
    } finally {
      held.open.countDown();
      scheduler.shutdownNow();
    }
  }
}
