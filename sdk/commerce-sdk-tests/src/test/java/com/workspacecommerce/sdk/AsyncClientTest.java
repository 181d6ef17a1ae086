package com.workspacecommerce.sdk;

import static com.workspacecommerce.sdk.TestFixtures.CUSTOMER_ID;
import static com.workspacecommerce.sdk.TestFixtures.CUSTOMER_MINIMAL;
import static com.workspacecommerce.sdk.TestFixtures.ORDER_ID;
import static com.workspacecommerce.sdk.TestFixtures.ORDER_MINIMAL;
import static com.workspacecommerce.sdk.TestFixtures.PRODUCT_ID;
import static com.workspacecommerce.sdk.TestFixtures.builder;
import static com.workspacecommerce.sdk.TestFixtures.json;
import static com.workspacecommerce.sdk.TestFixtures.page;
import static com.workspacecommerce.sdk.TestFixtures.product;
import static com.workspacecommerce.sdk.TestFixtures.take;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.workspacecommerce.sdk.errors.InternalServerException;
import com.workspacecommerce.sdk.errors.NotFoundException;
import com.workspacecommerce.sdk.models.Customer;
import com.workspacecommerce.sdk.models.Order;
import com.workspacecommerce.sdk.models.Product;
import com.workspacecommerce.sdk.params.CustomerCreateParams;
import com.workspacecommerce.sdk.params.CustomerUpdateParams;
import com.workspacecommerce.sdk.params.OrderCreateParams;
import com.workspacecommerce.sdk.params.ProductListParams;
import java.io.InputStream;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import mockwebserver3.RecordedRequest;
import mockwebserver3.junit5.StartStop;
import org.junit.jupiter.api.Test;

/** The asynchronous client over real loopback sockets. */
class AsyncClientTest {
  @StartStop final MockWebServer server = new MockWebServer();

  @Test
  void everyOperationCompletesWithTheSameRecordsAsTheSyncClient() throws Exception {
    try (CommerceClient client = builder(server, "/v1").build()) {
      AsyncCommerceClient async = client.async();
      assertThat(async.sync()).isSameAs(client);

      server.enqueue(json(201, ORDER_MINIMAL));
      Order created =
          async
              .orders()
              .create(OrderCreateParams.builder().note("n").build())
              .get(5, TimeUnit.SECONDS);
      assertThat(created.orderNumber()).isEqualTo("WC-1");
      RecordedRequest post = take(server);
      assertThat(post.getMethod()).isEqualTo("POST");
      assertThat(post.getUrl().encodedPath()).isEqualTo("/v1/orders");

      server.enqueue(json(ORDER_MINIMAL));
      assertThat(async.orders().get(ORDER_ID).get(5, TimeUnit.SECONDS).id()).isEqualTo(ORDER_ID);
      assertThat(take(server).getUrl().encodedPath()).isEqualTo("/v1/orders/" + ORDER_ID);

      server.enqueue(json(product(1)));
      Product p = async.products().get(PRODUCT_ID).get(5, TimeUnit.SECONDS);
      assertThat(p.name()).isNotBlank();
      assertThat(take(server).getUrl().encodedPath()).isEqualTo("/v1/products/" + PRODUCT_ID);

      server.enqueue(json(page(1, 2, false, 1, 2)));
      AsyncPage<Product> page =
          async
              .products()
              .list(ProductListParams.builder().limit(2).build())
              .get(5, TimeUnit.SECONDS);
      assertThat(page.items()).hasSize(2);
      assertThat(page.hasNextPage()).isFalse();
      assertThat(take(server).getUrl().queryParameter("limit")).isEqualTo("2");

      server.enqueue(json(201, CUSTOMER_MINIMAL));
      Customer c =
          async
              .customers()
              .create(CustomerCreateParams.builder().firstname("Ada").build())
              .get(5, TimeUnit.SECONDS);
      assertThat(c.id()).isEqualTo(CUSTOMER_ID);
      assertThat(take(server).getMethod()).isEqualTo("POST");

      server.enqueue(json(CUSTOMER_MINIMAL));
      async
          .customers()
          .update(CUSTOMER_ID, CustomerUpdateParams.builder().firstname("Ada").build())
          .get(5, TimeUnit.SECONDS);
      RecordedRequest put = take(server);
      assertThat(put.getMethod()).isEqualTo("PUT");
      assertThat(put.getUrl().encodedPath()).isEqualTo("/v1/customers/" + CUSTOMER_ID);
    }
  }

  @Test
  void failuresCompleteTheFutureWithTheSyncClientsException() {
    try (CommerceClient client = builder(server, "/v1").build()) {
      server.enqueue(json(404, "{\"error\":{\"message\":\"no such order\"}}"));
      CompletableFuture<Order> f = client.async().orders().get(ORDER_ID);
      assertThatThrownBy(() -> f.get(5, TimeUnit.SECONDS))
          .hasCauseInstanceOf(NotFoundException.class)
          .hasMessageContaining("no such order");
    }
  }

  @Test
  void invalidInputThrowsAtOnceAndSendsNothing() throws Exception {
    try (CommerceClient client = builder(server, "/v1").build()) {
      assertThatThrownBy(() -> client.async().products().get("../admin"))
          .isInstanceOf(IllegalArgumentException.class)
          .hasMessageContaining("id");
      assertThatThrownBy(() -> client.async().orders().create(null))
          .isInstanceOf(NullPointerException.class)
          .hasMessage("params must not be null");
      assertThat(server.takeRequest(200, TimeUnit.MILLISECONDS)).isNull();
      assertThat(server.getRequestCount()).isZero();
    }
  }

  @Test
  void retriesWaitOnTheSchedulerAndSucceed() throws Exception {
    try (CommerceClient client = builder(server, "/v1").maxRetries(2).build()) {
      server.enqueue(json(503, "{}"));
      server.enqueue(json(503, "{}"));
      server.enqueue(json(product(1)));
      Product p = client.async().products().get(PRODUCT_ID).get(5, TimeUnit.SECONDS);
      assertThat(p).isNotNull();
      assertThat(server.getRequestCount()).isEqualTo(3);
    }
  }

  @Test
  void callbacksRunOnTheGivenExecutorNotOnOkHttpsThreads() throws Exception {
    ExecutorService mine = Executors.newSingleThreadExecutor(r -> new Thread(r, "app-callbacks"));
    CountDownLatch attached = new CountDownLatch(1);
    MockResponse answer = json(product(1));
    // The answer waits until the callback is attached: a stage attached to a future that has
    // already completed runs on the attaching thread, which would test CompletableFuture, not us.
    server.setDispatcher(
        new mockwebserver3.Dispatcher() {
          @Override
          public MockResponse dispatch(mockwebserver3.RecordedRequest request)
              throws InterruptedException {
            attached.await(5, TimeUnit.SECONDS);
            return answer;
          }
        });
    try (CommerceClient client = builder(server, "/v1").callbackExecutor(mine).build()) {
      AtomicReference<String> thread = new AtomicReference<>();
      CompletableFuture<Void> done =
          client
              .async()
              .products()
              .get(PRODUCT_ID)
              .thenAccept(p -> thread.set(Thread.currentThread().getName()));
      attached.countDown();
      done.get(5, TimeUnit.SECONDS);
      assertThat(thread.get()).isEqualTo("app-callbacks");
    } finally {
      mine.shutdownNow();
    }
  }

  @Test
  void twoHundredConcurrentCallsRunInWavesOfTheDefaultLimitWithBoundedThreads() throws Exception {
    int calls = 200;
    for (int i = 0; i < calls; i++) {
      server.enqueue(
          new MockResponse.Builder()
              .addHeader("Content-Type", "application/json")
              .body(product(1))
              .headersDelay(500, TimeUnit.MILLISECONDS)
              .build());
    }
    try (CommerceClient client = builder(server, "/v1").build()) {
      int dispatcherBefore = platformThreads(TestFixtures.transportThreads());
      int clientSideBefore = platformThreads("");
      long start = System.nanoTime();
      List<CompletableFuture<Product>> futures = new ArrayList<>();
      AtomicInteger dispatcherPeak = new AtomicInteger();
      AtomicInteger clientSidePeak = new AtomicInteger();
      for (int i = 0; i < calls; i++) {
        futures.add(client.async().products().get(PRODUCT_ID));
      }
      CompletableFuture<Void> all =
          CompletableFuture.allOf(futures.toArray(new CompletableFuture[0]));
      while (!all.isDone()) {
        dispatcherPeak.accumulateAndGet(
            platformThreads(TestFixtures.transportThreads()), Math::max);
        clientSidePeak.accumulateAndGet(platformThreads(""), Math::max);
        try {
          all.get(20, TimeUnit.MILLISECONDS);
        } catch (java.util.concurrent.TimeoutException stillRunning) {
          // sample the thread counts again
        }
      }
      all.get(30, TimeUnit.SECONDS);
      Duration took = Duration.ofNanos(System.nanoTime() - start);
      // 200 calls of 500 ms, 64 at a time: four waves, about 2 s. Without the limit (OkHttp's
      // default of 5 per host) it would take 20 s; with no limit at all, 0.5 s.
      assertThat(took).isBetween(Duration.ofMillis(1900), Duration.ofSeconds(10));
      System.out.printf(
          "[async waves] Java %d, transport %s: %d ms, platform threads named %s* %d -> %d at"
              + " peak, client-side platform threads %d -> %d%n",
          Runtime.version().feature(),
          TestFixtures.transport(),
          took.toMillis(),
          TestFixtures.transportThreads(),
          dispatcherBefore,
          dispatcherPeak.get(),
          clientSideBefore,
          clientSidePeak.get());
      if (Runtime.version().feature() >= 21) {
        // Exchanges run on virtual threads: they add no platform exchange thread (those counted
        // before belong to earlier tests' own clients), and no more than the
        // virtual-thread scheduler's few carriers in all.
        assertThat(dispatcherPeak.get()).isLessThanOrEqualTo(dispatcherBefore);
        assertThat(clientSidePeak.get() - clientSideBefore)
            .as("platform threads added on the client side")
            .isLessThan(16);
      } else {
        // One platform thread per exchange in flight (64), and at most one more per exchange
        // handing its slot over at the same instant (OkHttp's dispatcher pool, like the JDK
        // transport's cached pool, starts a thread when none is idle yet): bounded by the limit,
        // never by the 200 calls.
        assertThat(dispatcherPeak.get() - dispatcherBefore)
            .as("the transport's exchange threads grow with the limit and no further")
            .isBetween(32, 2 * 64);
      }
    }
  }

  /**
   * Live platform threads whose name starts with {@code prefix}, leaving out MockWebServer's own
   * thread per connection, which has nothing to do with the client.
   */
  private static int platformThreads(String prefix) {
    int n = 0;
    for (Thread t : Thread.getAllStackTraces().keySet()) {
      if (t.getName().startsWith(prefix) && !t.getName().startsWith("MockWebServer")) {
        n++;
      }
    }
    return n;
  }

  @Test
  void cancellingTheFutureClosesTheSocketAndStartsNoRetry() throws Exception {
    try (ServerSocket listener =
            new ServerSocket(0, 50, java.net.InetAddress.getLoopbackAddress());
        CommerceClient client =
            CommerceClient.builder()
                .baseUrl("http://127.0.0.1:" + listener.getLocalPort() + "/v1")
                .apiKey(TestFixtures.API_KEY)
                .maxRetries(2)
                .retryBackoff(Duration.ZERO, Duration.ZERO)
                .build()) {
      listener.setSoTimeout(5000);
      CompletableFuture<Product> f = client.async().products().get(PRODUCT_ID);
      try (Socket socket = listener.accept()) {
        InputStream in = socket.getInputStream();
        readRequestHead(in);
        assertThat(f.cancel(true)).isTrue();
        socket.setSoTimeout(5000);
        assertThat(in.read()).as("the client closed its socket").isEqualTo(-1);
      }
      listener.setSoTimeout(500);
      assertThatThrownBy(listener::accept)
          .as("no retry after cancel")
          .isInstanceOf(SocketTimeoutException.class);
      assertThat(f).isCancelled();
    }
  }

  /** A scheduler that says when a retry wait has been scheduled on it. */
  static final class WatchedScheduler extends ScheduledThreadPoolExecutor {
    final CountDownLatch scheduled = new CountDownLatch(1);
    final List<String> threads = new java.util.concurrent.CopyOnWriteArrayList<>();
    volatile ScheduledFuture<?> last;

    WatchedScheduler() {
      super(1);
      setRemoveOnCancelPolicy(true);
    }

    @Override
    public ScheduledFuture<?> schedule(Runnable command, long delay, TimeUnit unit) {
      ScheduledFuture<?> f =
          super.schedule(
              () -> {
                threads.add(Thread.currentThread().getName());
                command.run();
              },
              delay,
              unit);
      last = f;
      scheduled.countDown();
      return f;
    }
  }

  @Test
  void cancellingDuringTheWaitBeforeARetryStopsIt() throws Exception {
    WatchedScheduler scheduler = new WatchedScheduler();
    try (CommerceClient client =
        builder(server, "/v1").maxRetries(2).asyncScheduler(scheduler).build()) {
      server.enqueue(new MockResponse.Builder().code(503).addHeader("Retry-After", "1").build());
      server.enqueue(json(product(1)));
      CompletableFuture<Product> f = client.async().products().get(PRODUCT_ID);
      take(server);
      assertThat(scheduler.scheduled.await(5, TimeUnit.SECONDS))
          .as("the retry wait went to the scheduler given")
          .isTrue();
      assertThat(f.cancel(true)).isTrue();
      // The wait is cancelled, by cancel() or (when cancel() raced with scheduling it) by the call
      // right after scheduling it; or its task ran and found the call cancelled. Wait for
      // whichever it was, then nothing may be sent.
      ScheduledFuture<?> wait = scheduler.last;
      try {
        wait.get(5, TimeUnit.SECONDS);
      } catch (java.util.concurrent.CancellationException expected) {
        assertThat(wait.isCancelled()).isTrue();
      }
      assertThat(server.takeRequest(1, TimeUnit.SECONDS)).as("no retry").isNull();
      assertThat(server.getRequestCount()).isEqualTo(1);
    } finally {
      assertThat(scheduler.isShutdown()).as("the client never shuts the scheduler down").isFalse();
      scheduler.shutdownNow();
    }
  }

  @Test
  void aRetryWaitsOnTheSchedulerGivenAndTheFutureCompletesElsewhere() throws Exception {
    WatchedScheduler scheduler = new WatchedScheduler();
    try (CommerceClient client =
        builder(server, "/v1").maxRetries(1).asyncScheduler(scheduler).build()) {
      server.enqueue(new MockResponse.Builder().code(503).addHeader("Retry-After", "0").build());
      server.enqueue(json(product(1)));
      String completedOn =
          client
              .async()
              .products()
              .get(PRODUCT_ID)
              .thenApply(p -> Thread.currentThread().getName())
              .get(5, TimeUnit.SECONDS);
      assertThat(scheduler.threads).hasSize(1);
      assertThat(completedOn).isNotEqualTo(scheduler.threads.get(0));
      assertThat(server.getRequestCount()).isEqualTo(2);
    } finally {
      scheduler.shutdownNow();
    }
  }

  @Test
  void closingTheClientFailsCallsInFlight() throws Exception {
    try (ServerSocket listener =
        new ServerSocket(0, 50, java.net.InetAddress.getLoopbackAddress())) {
      CommerceClient client =
          CommerceClient.builder()
              .baseUrl("http://127.0.0.1:" + listener.getLocalPort() + "/v1")
              .apiKey(TestFixtures.API_KEY)
              .build();
      listener.setSoTimeout(5000);
      CompletableFuture<Product> f = client.async().products().get(PRODUCT_ID);
      try (Socket socket = listener.accept()) {
        readRequestHead(socket.getInputStream());
        client.close();
        assertThatThrownBy(() -> f.get(5, TimeUnit.SECONDS))
            .isInstanceOf(java.util.concurrent.ExecutionException.class)
            .hasMessageContaining("closed");
      }
    }
  }

  @Test
  void autoPagerWalksEveryPageOfARealListing() throws Exception {
    server.enqueue(json(page(1, 2, true, 1, 2)));
    server.enqueue(json(page(2, 2, true, 3, 4)));
    server.enqueue(json(page(3, 2, false, 5)));
    try (CommerceClient client = builder(server, "/v1").build()) {
      List<String> names = new ArrayList<>();
      client
          .async()
          .products()
          .list(ProductListParams.builder().limit(2).build())
          .thenCompose(first -> first.autoPager().forEach(p -> names.add(p.name())))
          .get(5, TimeUnit.SECONDS);
      assertThat(names).hasSize(5);
      take(server);
      assertThat(take(server).getUrl().queryParameter("page")).isEqualTo("2");
      assertThat(take(server).getUrl().queryParameter("page")).isEqualTo("3");
    }
  }

  @Test
  void aServerErrorIsNotRetriedForAPlainPost() {
    try (CommerceClient client = builder(server, "/v1").maxRetries(2).build()) {
      server.enqueue(json(500, "{}"));
      CompletableFuture<Customer> f =
          client
              .async()
              .customers()
              .create(CustomerCreateParams.builder().firstname("Ada").build());
      assertThatThrownBy(f::join)
          .isInstanceOf(CompletionException.class)
          .hasCauseInstanceOf(InternalServerException.class);
      assertThat(server.getRequestCount()).isEqualTo(1);
    }
  }

  @Test
  void closingTheClientEndsACallWaitingToRetryAtOnce() throws Exception {
    CommerceClient client = builder(server, "/v1").maxRetries(2).build();
    server.enqueue(new MockResponse.Builder().code(503).addHeader("Retry-After", "30").build());
    CompletableFuture<Product> f = client.async().products().get(PRODUCT_ID);
    take(server);
    client.close();
    assertThatThrownBy(() -> f.get(5, TimeUnit.SECONDS))
        .as("ends now, not after the 30 s wait")
        .isInstanceOf(java.util.concurrent.ExecutionException.class)
        .hasCauseInstanceOf(com.workspacecommerce.sdk.errors.CommerceCancelledException.class)
        .hasMessageContaining("closed");
    assertThat(server.takeRequest(300, TimeUnit.MILLISECONDS)).isNull();
  }

  @Test
  void aCancelledFutureStillEndsTheCallForTheListener() throws Exception {
    List<CallListener.CallEnd> ends = new java.util.concurrent.CopyOnWriteArrayList<>();
    CallListener listener =
        new CallListener() {
          @Override
          public void onCallEnd(Call call, CallEnd end) {
            ends.add(end);
          }
        };
    server.enqueue(
        new MockResponse.Builder().body(product(1)).headersDelay(5, TimeUnit.SECONDS).build());
    try (CommerceClient client = builder(server, "/v1").listener(listener).build()) {
      CompletableFuture<Product> f = client.async().products().get(PRODUCT_ID);
      take(server);
      f.cancel(true);
      assertThat(ends).hasSize(1);
      assertThat(ends.get(0).failure())
          .isInstanceOf(com.workspacecommerce.sdk.errors.CommerceCancelledException.class)
          .hasMessageContaining("cancelled through its future");
    }
  }

  private static void readRequestHead(InputStream in) throws java.io.IOException {
    int state = 0;
    while (state < 4) {
      int c = in.read();
      if (c < 0) {
        throw new java.io.EOFException("request head cut off");
      }
      state =
          (c == '\r' && (state == 0 || state == 2)) || (c == '\n' && (state == 1 || state == 3))
              ? state + 1
              : 0;
    }
  }
}
