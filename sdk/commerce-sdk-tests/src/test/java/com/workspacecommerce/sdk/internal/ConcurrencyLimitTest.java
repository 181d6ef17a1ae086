package com.workspacecommerce.sdk.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.workspacecommerce.sdk.CallListener;
import com.workspacecommerce.sdk.CommerceClient;
import com.workspacecommerce.sdk.CommerceResponse;
import com.workspacecommerce.sdk.RequestOptions;
import com.workspacecommerce.sdk.errors.CommerceCancelledException;
import com.workspacecommerce.sdk.errors.CommerceTimeoutException;
import com.workspacecommerce.sdk.internal.okhttp.OkHttpTransport;
import com.workspacecommerce.sdk.models.Product;
import java.lang.management.ManagementFactory;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.BooleanSupplier;
import mockwebserver3.Dispatcher;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import mockwebserver3.RecordedRequest;
import mockwebserver3.junit5.StartStop;
import okhttp3.OkHttpClient;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/**
 * {@code maxConcurrentRequests} as one limit for every mode, over real loopback sockets: the server
 * holds each request until the test lets it answer, so the number in flight is what it sees.
 */
class ConcurrencyLimitTest {
  static final String KEY = "sk_test_Zq81kXw2SECRETkey";
  static final String ID = "00000000-0000-4000-8000-000000000001";
  static final String PRODUCT =
      "{\"id\": \"" + ID + "\", \"name\": \"p\", \"status\": \"active\", \"type\": \"physical\"}";

  @StartStop final MockWebServer server = new MockWebServer();

  /** Holds every request until {@link #open} is counted down; counts what is in flight. */
  final HoldingDispatcher held = new HoldingDispatcher();

  @AfterEach
  void letEverythingGo() {
    held.open.countDown();
  }

  static final class HoldingDispatcher extends Dispatcher {
    final CountDownLatch open = new CountDownLatch(1);
    final BlockingQueue<RecordedRequest> arrived = new LinkedBlockingQueue<>();
    final AtomicInteger inFlight = new AtomicInteger();
    final AtomicInteger peak = new AtomicInteger();

    @Override
    public MockResponse dispatch(RecordedRequest request) throws InterruptedException {
      peak.accumulateAndGet(inFlight.incrementAndGet(), Math::max);
      arrived.add(request);
      try {
        open.await(30, TimeUnit.SECONDS);
      } finally {
        inFlight.decrementAndGet();
      }
      return new MockResponse.Builder()
          .addHeader("Content-Type", "application/json")
          .body(PRODUCT)
          .build();
    }

    /** Waits for the n-th request to arrive; fails the test if it does not. */
    void awaitArrivals(int n) throws InterruptedException {
      for (int i = 0; i < n; i++) {
        assertThat(arrived.poll(10, TimeUnit.SECONDS)).as("request %d of %d", i + 1, n).isNotNull();
      }
    }
  }

  private CommerceClient.Builder builder(int limit) {
    server.setDispatcher(held);
    return CommerceClient.builder()
        .baseUrl(server.url("/v1").toString())
        .apiKey(KEY)
        .maxRetries(0)
        .maxConcurrentRequests(limit);
  }

  private static ConcurrencyLimit limitOf(CommerceClient client) {
    return ((DefaultCommerceClient) client).limit();
  }

  /** Takes the one slot of a client limited to 1 with an async call that the server holds. */
  private CompletableFuture<Product> holdTheOnlySlot(CommerceClient client) throws Exception {
    CompletableFuture<Product> holder = client.async().products().get(ID);
    held.awaitArrivals(1);
    return holder;
  }

  /**
   * Lets the held call answer; then its slot is back, nobody waits, and the held call was the only
   * one sent (the others timed out, were interrupted, cancelled or closed while they waited).
   */
  private void releaseAndExpectEverySlotBack(
      CommerceClient client, CompletableFuture<Product> holder) throws Exception {
    held.open.countDown();
    assertThat(holder.get(10, TimeUnit.SECONDS).id().toString()).isEqualTo(ID);
    await(() -> limitOf(client).available() == 1, "every slot back");
    assertThat(limitOf(client).waiting()).isZero();
    assertThat(server.getRequestCount()).as("only the held call was sent").isEqualTo(1);
  }

  /** Waits, without sleeping, until a condition the SDK reaches on another thread holds. */
  private static void await(BooleanSupplier condition, String what) {
    long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
    while (!condition.getAsBoolean()) {
      assertThat(System.nanoTime()).as(what).isLessThan(end);
      Thread.onSpinWait();
      Thread.yield();
    }
  }

  @Test
  void syncRawAndAsyncCallsOfAClientAndItsDerivedClientsShareOneLimit() throws Exception {
    int limit = 4;
    ExecutorService callers = Executors.newFixedThreadPool(6);
    try (CommerceClient root = builder(limit).build()) {
      CommerceClient other = root.withOptions(b -> b.apiKey("sk_test_other").maxRetries(1));
      CommerceClient third = other.withOptions(b -> b.maxConcurrentRequests(1000));
      List<Future<?>> sync = new ArrayList<>();
      for (int i = 0; i < 3; i++) {
        sync.add(callers.submit(() -> root.products().get(ID)));
        sync.add(callers.submit(() -> other.products().withRawResponse().get(ID)));
      }
      List<CompletableFuture<?>> async = new ArrayList<>();
      for (int i = 0; i < 3; i++) {
        async.add(root.async().products().get(ID));
        async.add(third.async().products().withRawResponse().get(ID));
      }
      held.awaitArrivals(limit);
      assertThat(held.arrived.poll(300, TimeUnit.MILLISECONDS))
          .as("no exchange beyond the limit reaches the server")
          .isNull();
      await(() -> limitOf(root).waiting() == 12 - limit, "the other calls wait for a slot");
      assertThat(limitOf(other)).isSameAs(limitOf(root));
      assertThat(limitOf(third)).isSameAs(limitOf(root));

      held.open.countDown();
      for (Future<?> f : sync) {
        assertThat(f.get(10, TimeUnit.SECONDS)).isNotNull();
      }
      for (CompletableFuture<?> f : async) {
        Object value = f.get(10, TimeUnit.SECONDS);
        assertThat(value instanceof Product || value instanceof CommerceResponse).isTrue();
      }
      assertThat(server.getRequestCount()).isEqualTo(12);
      assertThat(held.peak.get()).as("in flight at the server at once").isEqualTo(limit);
      await(() -> limitOf(root).available() == limit, "every slot back");
      assertThat(limitOf(root).waiting()).isZero();
    } finally {
      callers.shutdownNow();
    }
  }

  @Test
  void aSyncCallWaitingForASlotTimesOutAtItsDeadlineNamingTheOption() throws Exception {
    try (CommerceClient client = builder(1).build()) {
      CompletableFuture<Product> holder = holdTheOnlySlot(client);
      RequestOptions quick = RequestOptions.builder().totalTimeout(Duration.ofMillis(300)).build();
      long start = System.nanoTime();
      assertThatThrownBy(() -> client.products().get(ID, quick))
          .isInstanceOf(CommerceTimeoutException.class)
          .hasMessageContaining("free slot")
          .hasMessageContaining("maxConcurrentRequests (1)")
          .hasMessageContaining("totalTimeout of 300 ms");
      Duration took = Duration.ofNanos(System.nanoTime() - start);
      assertThat(took).isBetween(Duration.ofMillis(290), Duration.ofSeconds(5));
      assertThat(limitOf(client).waiting()).isZero();

      releaseAndExpectEverySlotBack(client, holder);
    }
  }

  /**
   * Time spent waiting for a slot counts against the call's deadline: once granted (after about 1
   * s), the attempt gets only what is left of it (0.5 s), neither a fresh {@code attemptTimeout}
   * (30 s) nor the whole 1.5 s the call had when it began to wait, which would end it at 2.5 s.
   */
  @Test
  void aCallGrantedItsSlotLateGetsOnlyTheRestOfItsDeadlineSync() throws Exception {
    try (CommerceClient client = builder(1).attemptTimeout(Duration.ofSeconds(30)).build()) {
      CompletableFuture<Product> holder = holdTheOnlySlotFor(client, Duration.ofSeconds(1));
      RequestOptions options =
          RequestOptions.builder().totalTimeout(Duration.ofMillis(1_500)).build();
      long start = System.nanoTime();
      assertThatThrownBy(() -> client.products().get(ID, options))
          .isInstanceOf(CommerceTimeoutException.class)
          .hasMessageContaining("totalTimeout of 1500 ms ended it");
      assertThat(Duration.ofNanos(System.nanoTime() - start))
          .isBetween(Duration.ofMillis(1_450), Duration.ofMillis(2_400));
      held.awaitArrivals(1); // it was granted its slot and sent
      assertThatThrownBy(() -> holder.get(10, TimeUnit.SECONDS))
          .cause()
          .isInstanceOf(CommerceTimeoutException.class);
    }
  }

  @Test
  void aCallGrantedItsSlotLateGetsOnlyTheRestOfItsDeadlineAsync() throws Exception {
    try (CommerceClient client = builder(1).attemptTimeout(Duration.ofSeconds(30)).build()) {
      CompletableFuture<Product> holder = holdTheOnlySlotFor(client, Duration.ofSeconds(1));
      RequestOptions options =
          RequestOptions.builder().totalTimeout(Duration.ofMillis(1_500)).build();
      long start = System.nanoTime();
      CompletableFuture<Product> late = client.async().products().get(ID, options);
      assertThatThrownBy(() -> late.get(20, TimeUnit.SECONDS))
          .cause()
          .isInstanceOf(CommerceTimeoutException.class)
          .hasMessageContaining("totalTimeout of 1500 ms ended it");
      assertThat(Duration.ofNanos(System.nanoTime() - start))
          .isBetween(Duration.ofMillis(1_450), Duration.ofMillis(2_400));
      held.awaitArrivals(1);
      assertThat(holder).isCompletedExceptionally();
    }
  }

  /** As {@link #holdTheOnlySlot}, for a call that gives its slot back at its own deadline. */
  private CompletableFuture<Product> holdTheOnlySlotFor(CommerceClient client, Duration deadline)
      throws Exception {
    CompletableFuture<Product> holder =
        client.async().products().get(ID, RequestOptions.builder().totalTimeout(deadline).build());
    held.awaitArrivals(1);
    return holder;
  }

  @Test
  void anAsyncCallWaitingForASlotFailsAtItsDeadline() throws Exception {
    try (CommerceClient client = builder(1).build()) {
      CompletableFuture<Product> holder = holdTheOnlySlot(client);
      RequestOptions quick = RequestOptions.builder().totalTimeout(Duration.ofMillis(300)).build();
      CompletableFuture<Product> late = client.async().products().get(ID, quick);
      assertThatThrownBy(() -> late.get(10, TimeUnit.SECONDS))
          .isInstanceOf(ExecutionException.class)
          .cause()
          .isInstanceOf(CommerceTimeoutException.class)
          .hasMessageContaining("maxConcurrentRequests (1)");
      assertThat(limitOf(client).waiting()).isZero();
      releaseAndExpectEverySlotBack(client, holder);
    }
  }

  @Test
  void anInterruptedWaiterEndsPromptlyKeepsItsFlagAndLeaksNothing() throws Exception {
    try (CommerceClient client = builder(1).build()) {
      CompletableFuture<Product> holder = holdTheOnlySlot(client);
      AtomicReference<Throwable> thrown = new AtomicReference<>();
      AtomicReference<Boolean> flagKept = new AtomicReference<>();
      Thread waiter =
          new Thread(
              () -> {
                try {
                  client.products().get(ID);
                } catch (RuntimeException e) {
                  thrown.set(e);
                }
                flagKept.set(Thread.currentThread().isInterrupted());
              });
      waiter.start();
      await(() -> limitOf(client).waiting() == 1, "the sync call waits for the slot");
      waiter.interrupt();
      waiter.join(5000);
      assertThat(waiter.isAlive()).as("ended promptly").isFalse();
      assertThat(thrown.get()).isInstanceOf(CommerceCancelledException.class);
      assertThat(((CommerceCancelledException) thrown.get()).clientClosed()).isFalse();
      assertThat(flagKept.get()).as("interrupt flag kept").isTrue();
      assertThat(limitOf(client).waiting()).isZero();

      releaseAndExpectEverySlotBack(client, holder);
    }
  }

  @Test
  void cancellingAQueuedAsyncCallSendsNothingAndGivesItsPlaceBack() throws Exception {
    try (CommerceClient client = builder(1).build()) {
      CompletableFuture<Product> holder = holdTheOnlySlot(client);
      CompletableFuture<Product> queued = client.async().products().get(ID);
      await(() -> limitOf(client).waiting() == 1, "the async call is queued");
      assertThat(queued.cancel(true)).isTrue();
      releaseAndExpectEverySlotBack(client, holder);
    }
  }

  @Test
  void closingADerivedClientEndsItsWaitersAtOnceAndLeavesTheParentsCalls() throws Exception {
    try (CommerceClient root = builder(1).build()) {
      CompletableFuture<Product> holder = holdTheOnlySlot(root);
      CommerceClient derived = root.withOptions(b -> b.apiKey("sk_test_other"));
      CompletableFuture<Product> queuedAsync = derived.async().products().get(ID);
      AtomicReference<Throwable> syncFailure = new AtomicReference<>();
      Thread syncWaiter =
          new Thread(
              () -> {
                try {
                  derived.products().get(ID);
                } catch (RuntimeException e) {
                  syncFailure.set(e);
                }
              });
      syncWaiter.start();
      await(() -> limitOf(root).waiting() == 2, "both calls of the derived client wait");

      derived.close();
      syncWaiter.join(5000);
      assertThat(syncWaiter.isAlive()).isFalse();
      assertThat(syncFailure.get())
          .isInstanceOf(CommerceCancelledException.class)
          .satisfies(e -> assertThat(((CommerceCancelledException) e).clientClosed()).isTrue());
      assertThatThrownBy(() -> queuedAsync.get(5, TimeUnit.SECONDS))
          .cause()
          .isInstanceOf(CommerceCancelledException.class)
          .hasMessageContaining("closed");
      assertThat(limitOf(root).waiting()).isZero();
      assertThat(holder).isNotDone();

      releaseAndExpectEverySlotBack(root, holder);
    }
  }

  @Test
  void aCallbackMakingASyncCallOfTheSameClientDoesNotWaitForItsOwnSlot() throws Exception {
    server.enqueue(json(PRODUCT));
    server.enqueue(json(PRODUCT));
    RequestOptions quick = RequestOptions.builder().totalTimeout(Duration.ofSeconds(3)).build();
    try (CommerceClient client =
        CommerceClient.builder()
            .baseUrl(server.url("/v1").toString())
            .apiKey(KEY)
            .maxRetries(0)
            .maxConcurrentRequests(1)
            .build()) {
      // Without a callbackExecutor, thenApply runs on the thread that read the response: the
      // slot must be free by then (blocking there is bad practice, but must not stall the call).
      Product second =
          client
              .async()
              .products()
              .get(ID)
              .thenApply(first -> client.products().get(ID, quick))
              .get(10, TimeUnit.SECONDS);
      assertThat(second.id().toString()).isEqualTo(ID);
      assertThat(server.getRequestCount()).isEqualTo(2);
      await(() -> limitOf(client).available() == 1, "every slot back");
    }
  }

  @Test
  void asyncExchangesRunOnVirtualThreadsWhereTheJvmHasThem() throws Exception {
    server.enqueue(json(PRODUCT));
    AtomicReference<Thread> ranOn = new AtomicReference<>();
    try (CommerceClient client =
        CommerceClient.builder()
            .baseUrl(server.url("/v1").toString())
            .apiKey(KEY)
            .addListener(
                new CallListener() {
                  @Override
                  public void onAttemptEnd(Call call, AttemptEnd end) {
                    ranOn.set(Thread.currentThread());
                  }
                })
            .build()) {
      client.async().products().get(ID).get(10, TimeUnit.SECONDS);
    }
    assertThat(ranOn.get()).isNotNull().isNotSameAs(Thread.currentThread());
    assertThat(isVirtual(ranOn.get()))
        .as("virtual on Java 21+, a platform thread on 17")
        .isEqualTo(Runtime.version().feature() >= 21);
  }

  @Test
  void anApplicationsOwnHttpClientKeepsItsDispatcherAndFastFallback() throws Exception {
    server.enqueue(json(PRODUCT));
    AtomicInteger tasks = new AtomicInteger();
    ExecutorService pool = Executors.newCachedThreadPool();
    ExecutorService counting =
        new java.util.concurrent.AbstractExecutorService() {
          @Override
          public void execute(Runnable command) {
            tasks.incrementAndGet();
            pool.execute(command);
          }

          @Override
          public void shutdown() {
            pool.shutdown();
          }

          @Override
          public List<Runnable> shutdownNow() {
            return pool.shutdownNow();
          }

          @Override
          public boolean isShutdown() {
            return pool.isShutdown();
          }

          @Override
          public boolean isTerminated() {
            return pool.isTerminated();
          }

          @Override
          public boolean awaitTermination(long timeout, TimeUnit unit) throws InterruptedException {
            return pool.awaitTermination(timeout, unit);
          }
        };
    OkHttpClient mine =
        new OkHttpClient.Builder().dispatcher(new okhttp3.Dispatcher(counting)).build();
    AtomicReference<Thread> ranOn = new AtomicReference<>();
    try (CommerceClient client =
        CommerceClient.builder()
            .baseUrl(server.url("/v1").toString())
            .apiKey(KEY)
            .httpClient(mine)
            .addListener(
                new CallListener() {
                  @Override
                  public void onAttemptEnd(Call call, AttemptEnd end) {
                    ranOn.set(Thread.currentThread());
                  }
                })
            .build()) {
      client.async().products().get(ID).get(10, TimeUnit.SECONDS);
      OkHttpClient used = http(client);
      assertThat(used.dispatcher()).isSameAs(mine.dispatcher());
      assertThat(used.fastFallback()).as("the application's setting, OkHttp's default").isTrue();
      client.close();
      assertThat(tasks.get()).as("the exchange ran on the application's executor").isEqualTo(1);
      assertThat(isVirtual(ranOn.get())).isFalse();
      assertThat(mine.dispatcher().executorService().isShutdown())
          .as("never shut down by the SDK")
          .isFalse();
    } finally {
      pool.shutdownNow();
    }
  }

  @Test
  void theSdksOwnClientTurnsFastFallbackOffAndLiftsOkHttpsLimits() throws Exception {
    try (CommerceClient client = builder(3).transport("okhttp").build()) {
      OkHttpClient http = http(client);
      assertThat(http.fastFallback()).isFalse();
      assertThat(http.dispatcher().getMaxRequests()).isEqualTo(Integer.MAX_VALUE);
      assertThat(http.dispatcher().getMaxRequestsPerHost()).isEqualTo(Integer.MAX_VALUE);
      assertThat(http(client.withOptions(b -> b.maxRetries(1))).fastFallback()).isFalse();
      assertThat(limitOf(client).permits()).isEqualTo(3);
    }
  }

  @Test
  void syncCallersWaitingOnVirtualThreadsHoldNoPlatformThread() throws Exception {
    Assumptions.assumeTrue(Runtime.version().feature() >= 21, "virtual threads: Java 21+");
    int waiters = 200;
    ExecutorService virtual =
        (ExecutorService) Executors.class.getMethod("newVirtualThreadPerTaskExecutor").invoke(null);
    try (CommerceClient client = builder(2).build()) {
      CompletableFuture<Product> a = client.async().products().get(ID);
      CompletableFuture<Product> b = client.async().products().get(ID);
      held.awaitArrivals(2);
      int before = ManagementFactory.getThreadMXBean().getThreadCount();
      List<Future<Product>> calls = new ArrayList<>();
      for (int i = 0; i < waiters; i++) {
        calls.add(virtual.submit(() -> client.products().get(ID)));
      }
      await(() -> limitOf(client).waiting() == waiters, "every virtual thread waits for a slot");
      int during = ManagementFactory.getThreadMXBean().getThreadCount();
      // A wait that pinned its carrier would make the JVM add carriers (or stall); parked on a
      // Condition, 200 waiters need none beyond the scheduler's few.
      assertThat(during - before).as("platform threads added by 200 waiters").isLessThan(16);
      held.open.countDown();
      a.get(10, TimeUnit.SECONDS);
      b.get(10, TimeUnit.SECONDS);
      for (Future<Product> f : calls) {
        assertThat(f.get(30, TimeUnit.SECONDS)).isNotNull();
      }
      assertThat(held.peak.get()).isEqualTo(2);
      await(() -> limitOf(client).available() == 2, "every slot back");
    } finally {
      virtual.shutdownNow();
    }
  }

  static MockResponse json(String body) {
    return new MockResponse.Builder()
        .addHeader("Content-Type", "application/json")
        .body(body)
        .build();
  }

  static OkHttpClient http(CommerceClient client) throws ReflectiveOperationException {
    return ((OkHttpTransport) ((DefaultCommerceClient) client).transport()).client();
  }

  static boolean isVirtual(Thread t) {
    if (Runtime.version().feature() < 21) {
      return false;
    }
    try {
      return (Boolean) Thread.class.getMethod("isVirtual").invoke(t);
    } catch (ReflectiveOperationException e) {
      throw new AssertionError(e);
    }
  }
}
