package com.workspacecommerce.sdk.internal;

import static com.workspacecommerce.sdk.internal.ConcurrencyLimitTest.ID;
import static com.workspacecommerce.sdk.internal.ConcurrencyLimitTest.KEY;
import static com.workspacecommerce.sdk.internal.ConcurrencyLimitTest.PRODUCT;
import static com.workspacecommerce.sdk.internal.ConcurrencyLimitTest.json;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import com.workspacecommerce.sdk.CallListener;
import com.workspacecommerce.sdk.CommerceClient;
import com.workspacecommerce.sdk.CommerceResponse;
import com.workspacecommerce.sdk.RequestInterceptor;
import com.workspacecommerce.sdk.errors.CommerceCancelledException;
import com.workspacecommerce.sdk.errors.CommerceException;
import com.workspacecommerce.sdk.errors.CommerceTimeoutException;
import com.workspacecommerce.sdk.models.Product;
import java.io.InterruptedIOException;
import java.lang.ref.WeakReference;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.ForkJoinWorkerThread;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.SynchronousQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.BooleanSupplier;
import java.util.function.Function;
import mockwebserver3.Dispatcher;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import mockwebserver3.RecordedRequest;
import mockwebserver3.junit5.StartStop;
import okhttp3.OkHttpClient;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * How an asynchronous call ends when its future is cancelled or its client closed at each moment of
 * a retry (the wait, the start of the next attempt, the hand-off to OkHttp, the cancelled attempt's
 * late report), which thread completes its future, and that an ended call leaves nothing behind in
 * the client. Each moment is reached deterministically: the test's own scheduler, OkHttp dispatcher
 * or request interceptor is where the test acts.
 */
class AsyncRetryEndsTest {
  static final String OTHER_ID = "00000000-0000-4000-8000-000000000002";
  static final String THIRD_ID = "00000000-0000-4000-8000-000000000003";

  @StartStop final MockWebServer server = new MockWebServer();

  /** Every path the server was asked for, in order of arrival. */
  private final BlockingQueue<String> arrivals = new LinkedBlockingQueue<>();

  private final List<String> paths = new CopyOnWriteArrayList<>();

  /** Opened after each test, so that no response the server holds outlives it. */
  private final CountDownLatch hold = new CountDownLatch(1);

  /** The attempt numbers the application's interceptor saw: one per attempt the SDK made. */
  private final List<Integer> attempts = new CopyOnWriteArrayList<>();

  private final List<ScheduledThreadPoolExecutor> schedulers = new CopyOnWriteArrayList<>();

  @AfterEach
  void release() {
    hold.countDown();
    schedulers.forEach(ScheduledThreadPoolExecutor::shutdownNow);
  }

  /** Answers each request with what {@code answer} returns for its path and arrival number. */
  private void answer(Function<Integer, MockResponse> answer) {
    AtomicInteger n = new AtomicInteger();
    server.setDispatcher(
        new Dispatcher() {
          @Override
          public MockResponse dispatch(RecordedRequest request) {
            String path = request.getUrl().encodedPath();
            paths.add(path);
            arrivals.add(path);
            return answer.apply(n.incrementAndGet());
          }
        });
  }

  private static MockResponse unavailable(String retryAfter) {
    return new MockResponse.Builder()
        .code(503)
        .addHeader("Retry-After", retryAfter)
        .body("{\"message\":\"busy\"}")
        .build();
  }

  private MockResponse held(MockResponse response) {
    try {
      hold.await(30, TimeUnit.SECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
    return response;
  }

  private CommerceClient.Builder builder() {
    return CommerceClient.builder()
        .baseUrl(server.url("/v1").toString())
        .apiKey(KEY)
        .maxRetries(2)
        .retryBackoff(Duration.ZERO, Duration.ZERO)
        .addInterceptor(r -> attempts.add(r.attempt()));
  }

  private String awaitArrival() throws InterruptedException {
    String path = arrivals.poll(10, TimeUnit.SECONDS);
    assertThat(path).as("a request reached the server").isNotNull();
    return path;
  }

  private static void await(BooleanSupplier condition, String what) {
    long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
    while (!condition.getAsBoolean()) {
      assertThat(System.nanoTime()).as(what).isLessThan(end);
      Thread.onSpinWait();
      Thread.yield();
    }
  }

  private static Throwable failureOf(CompletableFuture<?> f) {
    Throwable t = catchThrowable(() -> f.get(10, TimeUnit.SECONDS));
    assertThat(t).isInstanceOf(ExecutionException.class);
    return t.getCause();
  }

  /**
   * A scheduler whose retry tasks, once started, wait for the test to open {@link #gate}: the test
   * then acts while the task has begun (too late to be taken off the scheduler) but before the next
   * attempt starts.
   */
  private final class GatedScheduler extends ScheduledThreadPoolExecutor {
    final CountDownLatch started = new CountDownLatch(1);
    final CountDownLatch gate = new CountDownLatch(1);
    final CountDownLatch ran = new CountDownLatch(1);

    GatedScheduler() {
      super(1);
      schedulers.add(this);
    }

    @Override
    public ScheduledFuture<?> schedule(Runnable command, long delay, TimeUnit unit) {
      return super.schedule(
          () -> {
            started.countDown();
            try {
              gate.await(10, TimeUnit.SECONDS);
              command.run();
            } catch (InterruptedException e) {
              Thread.currentThread().interrupt();
            } finally {
              ran.countDown();
            }
          },
          delay,
          unit);
    }
  }

  /** A scheduler that counts the waits handed to it and keeps the last one. */
  private final class WatchedScheduler extends ScheduledThreadPoolExecutor {
    final AtomicInteger waits = new AtomicInteger();
    final CountDownLatch scheduled = new CountDownLatch(1);
    volatile ScheduledFuture<?> last;

    WatchedScheduler() {
      super(1);
      setRemoveOnCancelPolicy(true);
      schedulers.add(this);
    }

    @Override
    public ScheduledFuture<?> schedule(Runnable command, long delay, TimeUnit unit) {
      waits.incrementAndGet();
      ScheduledFuture<?> f = super.schedule(command, delay, unit);
      last = f;
      scheduled.countDown();
      return f;
    }
  }

  // ---- the deadline, the caller's interrupt ----

  @Test
  void aTotalTimeoutPassedBeforeTheFirstAttemptFailsTheFutureWithNothingSent() {
    answer(n -> json(PRODUCT));
    try (CommerceClient client =
        builder()
            .totalTimeout(Duration.ofMillis(1))
            .listener(
                new CallListener() {
                  @Override
                  public void onCallStart(Call call) {
                    // The application's own listener is slow: the whole millisecond passes here.
                    long end = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(5);
                    while (System.nanoTime() < end) {
                      Thread.onSpinWait();
                    }
                  }
                })
            .build()) {
      Throwable t = failureOf(client.async().products().get(ID));

      assertThat(t)
          .isInstanceOf(CommerceTimeoutException.class)
          .hasMessage(
              "GET /v1/products/"
                  + ID
                  + " was not sent; the call's totalTimeout of 1 ms ended it (0 attempts)")
          .hasNoCause();
    }
    assertThat(attempts).as("no attempt was made").isEmpty();
    assertThat(server.getRequestCount()).isZero();
  }

  @Test
  void anAsynchronousCallMadeByAnInterruptedThreadIsMadeAndLeavesTheFlagAlone() throws Exception {
    answer(n -> json(PRODUCT));
    try (CommerceClient client = builder().build()) {
      CompletableFuture<Product> f;
      Thread.currentThread().interrupt();
      try {
        // The caller's interrupt is the caller's business: the call runs on other threads.
        f = client.async().products().get(ID);
      } finally {
        assertThat(Thread.interrupted()).as("the flag is still set").isTrue();
      }
      assertThat(f.get(10, TimeUnit.SECONDS).id().toString()).isEqualTo(ID);
    }
    assertThat(attempts).containsExactly(1);
  }

  @Test
  void anAsynchronousAttemptEndedByAnInterruptedIoFailureIsRetriedNotTakenForAnInterrupt()
      throws Exception {
    answer(n -> json(PRODUCT));
    AtomicInteger seen = new AtomicInteger();
    OkHttpClient http =
        new OkHttpClient.Builder()
            .addInterceptor(
                chain -> {
                  if (seen.incrementAndGet() == 1) {
                    // What an application interceptor throws when its own wait was interrupted;
                    // on OkHttp's thread it says nothing about the caller, who was not.
                    throw new InterruptedIOException("interrupted");
                  }
                  return chain.proceed(chain.request());
                })
            .build();
    try (CommerceClient client = builder().httpClient(http).build()) {
      CommerceResponse<Product> r =
          client.async().products().withRawResponse().get(ID).get(10, TimeUnit.SECONDS);

      assertThat(r.attempts()).isEqualTo(2);
      assertThat(r.value().id().toString()).isEqualTo(ID);
    } finally {
      http.dispatcher().executorService().shutdown();
    }
    assertThat(attempts).containsExactly(1, 2);
    assertThat(server.getRequestCount()).as("the first attempt never left the client").isOne();
  }

  // ---- cancel() and close() at each moment of a retry ----

  @Test
  void aFutureCancelledDuringTheWaitTakesTheRetryOffTheSchedulerAtOnce() throws Exception {
    answer(n -> unavailable("30"));
    WatchedScheduler scheduler = new WatchedScheduler();
    List<CallListener.CallEnd> ends = new CopyOnWriteArrayList<>();
    CallListener listener =
        new CallListener() {
          @Override
          public void onCallEnd(Call call, CallEnd end) {
            ends.add(end);
          }
        };
    try (CommerceClient client = builder().asyncScheduler(scheduler).listener(listener).build()) {
      CompletableFuture<Product> f = client.async().products().get(ID);
      assertThat(scheduler.scheduled.await(10, TimeUnit.SECONDS)).isTrue();

      assertThat(f.cancel(true)).isTrue();
      assertThat(ends).hasSize(1);
      assertThat(ends.get(0).attempts()).isOne();
      assertThat(ends.get(0).failure())
          .isInstanceOf(CommerceCancelledException.class)
          .hasMessageEndingWith("was cancelled through its future (1 attempt)");

      // Not left queued for its 30 s (holding the call and the scheduler's thread until then).
      await(() -> scheduler.getQueue().isEmpty(), "the wait left the scheduler");
      assertThat(scheduler.last.isCancelled()).isTrue();
      assertThat(f).isCancelled();
    }
    assertThat(attempts).containsExactly(1);
    assertThat(server.getRequestCount()).isOne();
  }

  @Test
  void aFutureCancelledWhileItsWaitIsBeingScheduledStillTakesTheWaitOff() throws Exception {
    answer(n -> unavailable("30"));
    CompletableFuture<CompletableFuture<Product>> call = new CompletableFuture<>();
    // The future is cancelled inside schedule(), before the call knows its wait: its cancel()
    // finds no wait to take off, so the call must do it once it knows the wait.
    AtomicReference<ScheduledFuture<?>> wait = new AtomicReference<>();
    ScheduledThreadPoolExecutor scheduler =
        new ScheduledThreadPoolExecutor(1) {
          @Override
          public ScheduledFuture<?> schedule(Runnable command, long delay, TimeUnit unit) {
            try {
              call.get(10, TimeUnit.SECONDS).cancel(true);
            } catch (Exception e) {
              throw new AssertionError(e);
            }
            ScheduledFuture<?> f = super.schedule(command, delay, unit);
            wait.set(f);
            return f;
          }
        };
    scheduler.setRemoveOnCancelPolicy(true);
    schedulers.add(scheduler);
    try (CommerceClient client = builder().asyncScheduler(scheduler).build()) {
      CompletableFuture<Product> f = client.async().products().get(ID);
      call.complete(f);
      awaitArrival();

      await(() -> wait.get() != null && wait.get().isCancelled(), "the wait was cancelled");
      assertThat(scheduler.getQueue()).as("the wait left the scheduler").isEmpty();
      assertThat(f).isCancelled();
    }
    assertThat(attempts).containsExactly(1);
    assertThat(server.getRequestCount()).isOne();
  }

  @Test
  void aRetryTaskThatStartsAfterTheFutureWasCancelledMakesNoAttempt() throws Exception {
    answer(n -> n == 1 ? unavailable("0") : json(PRODUCT));
    GatedScheduler scheduler = new GatedScheduler();
    try (CommerceClient client = builder().asyncScheduler(scheduler).build()) {
      CompletableFuture<Product> f = client.async().products().get(ID);
      assertThat(scheduler.started.await(10, TimeUnit.SECONDS)).isTrue();

      assertThat(f.cancel(true)).isTrue();
      scheduler.gate.countDown();
      assertThat(scheduler.ran.await(10, TimeUnit.SECONDS)).isTrue();

      assertThat(attempts).as("the retry found its call cancelled").containsExactly(1);
    }
    assertThat(server.getRequestCount()).isOne();
  }

  @Test
  void aClientClosedAsARetryTaskStartsEndsTheCallWithoutThatAttempt() throws Exception {
    answer(n -> n == 1 ? unavailable("0") : json(PRODUCT));
    GatedScheduler scheduler = new GatedScheduler();
    CommerceClient client = builder().asyncScheduler(scheduler).build();
    CompletableFuture<Product> f = client.async().products().get(ID);
    assertThat(scheduler.started.await(10, TimeUnit.SECONDS)).isTrue();

    client.close();
    scheduler.gate.countDown();
    assertThat(scheduler.ran.await(10, TimeUnit.SECONDS)).isTrue();

    assertThat(failureOf(f))
        .isInstanceOf(CommerceCancelledException.class)
        .hasMessageEndingWith("was cancelled because the client was closed (1 attempt)")
        .as("no attempt was cut short: the call ended between two")
        .hasNoCause();
    assertThat(attempts).as("no attempt after close()").containsExactly(1);
    assertThat(server.getRequestCount()).isOne();
  }

  @Test
  void aFutureCancelledWhileItsRetryIsHandedToOkHttpNeverSendsThatRetry() throws Exception {
    // One slot: the retry of call A has to wait for it while call B holds it, so whether the
    // cancelled retry is sent shows in the order the server sees the calls.
    answer(n -> n == 2 ? held(json(PRODUCT)) : n == 1 ? unavailable("0") : json(PRODUCT));
    AtomicReference<CommerceClient> client = new AtomicReference<>();
    CompletableFuture<CompletableFuture<Product>> callA = new CompletableFuture<>();
    AtomicReference<CompletableFuture<Product>> callB = new AtomicReference<>();
    RequestInterceptor atTheHandOff =
        r -> {
          if (r.attempt() == 2 && r.url().getPath().endsWith(ID)) {
            // A's retry is about to go to OkHttp: B takes the free slot, and the application
            // cancels A's future now, before the retry's OkHttp call exists.
            callB.set(client.get().async().products().get(OTHER_ID));
            try {
              callA.get(10, TimeUnit.SECONDS).cancel(true);
            } catch (Exception e) {
              throw new AssertionError(e);
            }
          }
        };
    try (CommerceClient c =
        builder().maxConcurrentRequests(1).maxRetries(1).addInterceptor(atTheHandOff).build()) {
      client.set(c);
      CompletableFuture<Product> a = c.async().products().get(ID);
      callA.complete(a);
      assertThat(awaitArrival()).endsWith(ID);
      assertThat(awaitArrival()).endsWith(OTHER_ID);
      ConcurrencyLimit limit = ((DefaultCommerceClient) c).limit();
      await(() -> limit.waiting() == 1, "A's retry waits for the slot B holds");

      hold.countDown();
      assertThat(callB.get().get(10, TimeUnit.SECONDS).id().toString()).isEqualTo(ID);
      c.products().get(THIRD_ID);

      assertThat(a).isCancelled();
    }
    assertThat(paths)
        .as("A's cancelled retry was never sent")
        .containsExactly(
            "/v1/products/" + ID, "/v1/products/" + OTHER_ID, "/v1/products/" + THIRD_ID);
  }

  @Test
  void aCancelledAttemptThatReportsBackLateStartsNoRetry() throws Exception {
    answer(n -> held(json(PRODUCT)));
    ThreadPoolExecutor okHttpThreads =
        new ThreadPoolExecutor(0, 8, 10, TimeUnit.SECONDS, new SynchronousQueue<>());
    OkHttpClient http =
        new OkHttpClient.Builder().dispatcher(new okhttp3.Dispatcher(okHttpThreads)).build();
    WatchedScheduler scheduler = new WatchedScheduler();
    try (CommerceClient client = builder().httpClient(http).asyncScheduler(scheduler).build()) {
      CompletableFuture<Product> f = client.async().products().get(ID);
      awaitArrival();

      assertThat(f.cancel(true)).isTrue();
      // The cancelled attempt fails on OkHttp's thread; once that thread is done, its report
      // has been weighed.
      okHttpThreads.shutdown();
      assertThat(okHttpThreads.awaitTermination(10, TimeUnit.SECONDS)).isTrue();

      assertThat(scheduler.waits).as("no retry was scheduled").hasValue(0);
    }
    assertThat(attempts).containsExactly(1);
    assertThat(server.getRequestCount()).isOne();
  }

  // ---- which thread completes the future ----

  @Test
  void aResponseCompletesTheFutureOnTheOkHttpThreadThatReadIt() throws Exception {
    answer(n -> held(json(PRODUCT)));
    List<Thread> dispatcherThreads = new CopyOnWriteArrayList<>();
    ThreadPoolExecutor okHttpThreads =
        new ThreadPoolExecutor(
            0,
            8,
            10,
            TimeUnit.SECONDS,
            new SynchronousQueue<>(),
            task -> {
              Thread t = new Thread(task);
              dispatcherThreads.add(t);
              return t;
            });
    OkHttpClient http =
        new OkHttpClient.Builder().dispatcher(new okhttp3.Dispatcher(okHttpThreads)).build();
    try (CommerceClient client = builder().httpClient(http).build()) {
      CompletableFuture<Thread> completedOn =
          client.async().products().get(ID).thenApply(p -> Thread.currentThread());
      awaitArrival();
      hold.countDown();

      assertThat(completedOn.get(10, TimeUnit.SECONDS)).isIn(dispatcherThreads);
    } finally {
      okHttpThreads.shutdown();
    }
  }

  @Test
  void aCallThatEndsOnTheRetrySchedulerCompletesItsFutureOnTheCommonPool() throws Exception {
    answer(n -> held(unavailable("0")));
    ScheduledThreadPoolExecutor scheduler =
        new ScheduledThreadPoolExecutor(1, task -> new Thread(task, "test-retry-scheduler"));
    schedulers.add(scheduler);
    RequestInterceptor refuseTheRetry =
        r -> {
          if (r.attempt() == 2) {
            throw new IllegalStateException("no retries today");
          }
        };
    try (CommerceClient client =
        builder().asyncScheduler(scheduler).addInterceptor(refuseTheRetry).build()) {
      AtomicReference<Thread> completedOn = new AtomicReference<>();
      CompletableFuture<Product> f =
          client
              .async()
              .products()
              .get(ID)
              .whenComplete((p, t) -> completedOn.set(currentThread()));
      awaitArrival();
      hold.countDown();

      assertThat(failureOf(f))
          .isInstanceOf(CommerceException.class)
          .hasMessageContaining("no retries today");
      // A callback there would hold up every retry the scheduler starts.
      assertThat(completedOn.get().getName()).isNotEqualTo("test-retry-scheduler");
      assertThat(completedOn.get()).isInstanceOf(ForkJoinWorkerThread.class);
      assertThat(((ForkJoinWorkerThread) completedOn.get()).getPool())
          .isSameAs(ForkJoinPool.commonPool());
    }
    assertThat(attempts).containsExactly(1, 2);
  }

  @Test
  void anApplicationTaskOnTheSchedulerItGaveIsNotTakenForARetryAfterOneRanThere() throws Exception {
    answer(n -> n == 1 ? unavailable("0") : json(PRODUCT));
    ScheduledThreadPoolExecutor scheduler = new ScheduledThreadPoolExecutor(1);
    schedulers.add(scheduler);
    RequestInterceptor refuseOther =
        r -> {
          if (r.url().getPath().endsWith(OTHER_ID)) {
            throw new IllegalStateException("not this one");
          }
        };
    try (CommerceClient client =
        builder().asyncScheduler(scheduler).addInterceptor(refuseOther).build()) {
      // A retry ran on the scheduler's only thread.
      assertThat(client.async().products().get(ID).get(10, TimeUnit.SECONDS).id().toString())
          .isEqualTo(ID);
      assertThat(attempts).containsExactly(1, 2);

      // Keep the common pool busy, so that a completion handed to it could not run yet.
      int workers = ForkJoinPool.getCommonPoolParallelism();
      CountDownLatch busy = new CountDownLatch(workers);
      CountDownLatch free = new CountDownLatch(1);
      for (int i = 0; i < workers; i++) {
        ForkJoinPool.commonPool()
            .execute(
                () -> {
                  busy.countDown();
                  try {
                    free.await(10, TimeUnit.SECONDS);
                  } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                  }
                });
      }
      try {
        assertThat(busy.await(10, TimeUnit.SECONDS)).isTrue();
        // The application's own task on that thread makes a call that ends before it is sent:
        // as on any caller's thread, its future is complete when the call returns.
        boolean doneAtOnce =
            scheduler
                .submit(() -> client.async().products().get(OTHER_ID).isDone())
                .get(10, TimeUnit.SECONDS);
        assertThat(doneAtOnce).isTrue();
      } finally {
        free.countDown();
      }
    }
  }

  private static Thread currentThread() {
    return Thread.currentThread();
  }

  // ---- nothing left behind ----

  @Test
  void aCallThatEndedIsNotKeptByItsClient() throws Exception {
    answer(n -> n == 1 ? unavailable("0") : json(PRODUCT));
    try (CommerceClient client = builder().build()) {
      WeakReference<CompletableFuture<Product>> ended = endedCall(client);

      assertCollected(ended, "a call that succeeded after a retry");
    }
  }

  private static WeakReference<CompletableFuture<Product>> endedCall(CommerceClient client)
      throws Exception {
    CompletableFuture<Product> f = client.async().products().get(ID);
    assertThat(f.get(10, TimeUnit.SECONDS).id().toString()).isEqualTo(ID);
    return new WeakReference<>(f);
  }

  @Test
  void aCallCancelledDuringItsWaitIsNotKeptByItsClientNorByTheScheduler() throws Exception {
    answer(n -> unavailable("30"));
    CountDownLatch waiting = new CountDownLatch(1);
    try (CommerceClient client =
        builder()
            .listener(
                new CallListener() {
                  @Override
                  public void onRetryScheduled(Call call, RetryScheduled retry) {
                    waiting.countDown();
                  }
                })
            .build()) {
      WeakReference<CompletableFuture<Product>> cancelled = cancelledCall(client, waiting);

      assertCollected(cancelled, "a call cancelled while it waited 30 s to retry");
    }
  }

  private static WeakReference<CompletableFuture<Product>> cancelledCall(
      CommerceClient client, CountDownLatch waiting) throws Exception {
    CompletableFuture<Product> f = client.async().products().get(ID);
    assertThat(waiting.await(10, TimeUnit.SECONDS)).isTrue();
    assertThat(f.cancel(true)).isTrue();
    return new WeakReference<>(f);
  }

  /** What the client or the scheduler still holds cannot be collected; look for a while. */
  static void assertCollected(WeakReference<?> ref, String what) {
    long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
    while (ref.get() != null && System.nanoTime() < end) {
      System.gc();
      Thread.yield();
    }
    assertThat(ref.get()).as(what + " can be garbage collected").isNull();
  }
}
