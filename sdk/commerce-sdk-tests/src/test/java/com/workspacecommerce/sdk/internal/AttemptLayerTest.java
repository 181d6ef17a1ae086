package com.workspacecommerce.sdk.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import com.workspacecommerce.sdk.CallListener;
import com.workspacecommerce.sdk.internal.spi.Cancellation;
import com.workspacecommerce.sdk.internal.spi.HttpTransport;
import com.workspacecommerce.sdk.internal.spi.JsonType;
import com.workspacecommerce.sdk.internal.spi.WireHeaders;
import com.workspacecommerce.sdk.internal.spi.WireRequest;
import com.workspacecommerce.sdk.internal.spi.WireResponse;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InterruptedIOException;
import java.net.URI;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * The attempt layer's own promises, below the retries that would hide them: the slot wait of a sync
 * attempt answers an interrupt as the application's, an async attempt granted a slot after it was
 * cancelled never reaches the transport, a grant that lands while the wait is being set up still
 * takes the wait's timer down, an attempt that ended is no longer the client's to cancel, and the
 * error-body cap starts at 300. The transport below is a stand-in of the SDK's own {@link
 * HttpTransport} interface, which records what reached it.
 */
class AttemptLayerTest {
  private static final int LIMIT = 64;

  private final ScheduledThreadPoolExecutor scheduler = new ScheduledThreadPoolExecutor(1);
  private final InFlightCalls inFlight = new InFlightCalls();
  private final ConcurrencyLimit limit = new ConcurrencyLimit(1);
  private final RecordingTransport http = new RecordingTransport();

  @AfterEach
  void stop() {
    // Ends what a test left in flight, so that the JVM-wide watchdog can stop watching it.
    inFlight.close();
    scheduler.shutdownNow();
    Thread.interrupted();
  }

  private AttemptLayer attempts(java.util.concurrent.ScheduledExecutorService scheduler) {
    return new AttemptLayer(
        http, LIMIT, inFlight, limit, scheduler, JsonCodecs.codec("jackson2"), () -> false);
  }

  private AttemptLayer reading(boolean logShowsBodies) {
    return new AttemptLayer(
        http,
        LimitedBody.HEAD * 4L,
        inFlight,
        limit,
        scheduler,
        JsonCodecs.codec("jackson2"),
        () -> logShowsBodies);
  }

  private static OutgoingRequest decoding(JsonType<?> type) {
    OutgoingRequest r = request(Duration.ofSeconds(10));
    return new OutgoingRequest(
        r.http(),
        r.call(),
        r.attemptTimeout(),
        r.maxRetries(),
        r.idempotent(),
        r.totalTimeout(),
        r.deadlineNanos(),
        r.attempt(),
        type);
  }

  @Test
  void a2xxBodyIsReadWholeWhenNothingDecodesItOrALogRecordWillShowIt() throws Exception {
    // Past the start that a body parsed as it arrives keeps for error messages.
    byte[] big = new byte[LimitedBody.HEAD * 2];
    java.util.Arrays.fill(big, (byte) 'x');
    http.body = big;
    AttemptResponse undecoded = reading(false).send(request(Duration.ofSeconds(10)));
    AttemptResponse logged = reading(true).send(decoding(JsonType.of(java.util.Map.class)));
    for (AttemptResponse raw : List.of(undecoded, logged)) {
      assertThat(raw.body()).hasSize(big.length);
      assertThat(raw.bodyCut()).isFalse();
      assertThat(raw.decoded()).isNull();
    }
  }

  @Test
  void anEmpty2xxBodyDecodesToNothingWithoutAskingTheJsonLibrary() throws Exception {
    http.body = new byte[0];
    http.lengthKnown = false; // decoded as it arrives: a known length this short is read whole
    AttemptResponse raw = reading(false).send(decoding(JsonType.of(java.util.Map.class)));
    assertThat(raw.decoded()).isNotNull();
    assertThat(raw.decoded().value()).isNull();
    assertThat(raw.decoded().problem()).isEqualTo("the body is empty or JSON null");
    assertThat(raw.decoded().cause()).isNull();
  }

  @Test
  void a2xxBodyWhoseLengthFitsTheQuotedStartIsReadWholeAndDecodedLater() throws Exception {
    byte[] small = new byte[LimitedBody.HEAD];
    java.util.Arrays.fill(small, (byte) ' ');
    small[0] = '{';
    small[small.length - 1] = '}';
    http.body = small;
    AttemptResponse raw = reading(false).send(decoding(JsonType.of(java.util.Map.class)));
    assertThat(raw.decoded()).as("left to the decoder, from the array").isNull();
    assertThat(raw.body()).isEqualTo(small);
    assertThat(raw.bodyCut()).isFalse();
  }

  @Test
  void aBodyDecodedAsItArrivesKeepsItsStartOnlyWhenDecodingFailed() throws Exception {
    byte[] big = new byte[LimitedBody.HEAD + 1];
    java.util.Arrays.fill(big, (byte) ' ');
    big[0] = '{';
    big[big.length - 1] = '}';
    http.body = big;
    AttemptResponse decoded = reading(false).send(decoding(JsonType.of(java.util.Map.class)));
    assertThat(decoded.decoded()).isNotNull();
    assertThat(decoded.decoded().value()).isEqualTo(java.util.Map.of());
    assertThat(decoded.body()).as("nothing quotes it").isEmpty();

    big[big.length - 1] = ']';
    AttemptResponse failed = reading(false).send(decoding(JsonType.of(java.util.Map.class)));
    assertThat(failed.decoded()).isNotNull();
    assertThat(failed.decoded().value()).isNull();
    assertThat(failed.body()).as("the start a decoding error quotes").hasSize(LimitedBody.HEAD);
    assertThat(failed.body()[0]).isEqualTo((byte) '{');
    assertThat(failed.bodyCut()).isTrue();
  }

  @Test
  void aSyncAttemptThatEndedIsNoLongerInFlight() throws Exception {
    attempts(scheduler).send(request(Duration.ofSeconds(10)));
    Cancellation exchange = http.exchanges.get(0);
    inFlight.close();
    assertThat(exchange.reason()).as("a call that ended is no longer in flight").isNull();
  }

  private static OutgoingRequest request(Duration timeout) {
    return new OutgoingRequest(
        new WireRequest(
            "GET", URI.create("http://localhost/v1/products/1"), WireHeaders.EMPTY, null),
        new CallListener.Call("products.get", "GET", "/products/{id}"),
        timeout,
        0,
        true,
        timeout,
        System.nanoTime() + timeout.toNanos(),
        1);
  }

  private ConcurrencyLimit.Permit holdTheOnlySlot() throws Exception {
    CallControl call =
        new CallControl(System.nanoTime() + TimeUnit.SECONDS.toNanos(10), Duration.ofHours(1));
    call.join(inFlight, null);
    return limit.acquire(call);
  }

  @Test
  void anInterruptWhileASyncAttemptWaitsForASlotIsInterruptedIoAndKeepsTheFlag() throws Exception {
    ConcurrencyLimit.Permit held = holdTheOnlySlot();
    Thread.currentThread().interrupt();
    Throwable t = catchThrowable(() -> attempts(scheduler).send(request(Duration.ofSeconds(10))));
    boolean flag = Thread.interrupted();
    assertThat(t)
        .isInstanceOf(InterruptedIOException.class)
        .hasMessageContaining("waiting for a slot")
        .hasCauseInstanceOf(InterruptedException.class);
    assertThat(flag).as("the application's interrupt, kept").isTrue();
    assertThat(http.sent).isEmpty();
    assertThat(inFlight.count()).as("the slot's holder only").isOne();
    held.release();
    assertThat(limit.available()).isEqualTo(1);
  }

  @Test
  void aSyncAttemptLeavesTheClientsCallsAndFreesItsSlotHoweverItEnds() throws Exception {
    OutgoingRequest answered = request(Duration.ofSeconds(10));
    attempts(scheduler).send(answered);
    assertThat(inFlight.count()).as("after a response").isZero();
    assertThat(answered.control().busy()).isFalse();

    http.failure = new IOException("connection reset");
    OutgoingRequest failed = request(Duration.ofSeconds(10));
    assertThat(catchThrowable(() -> attempts(scheduler).send(failed)))
        .hasMessage("connection reset");
    assertThat(inFlight.count()).as("after a failed exchange").isZero();
    assertThat(failed.control().busy()).isFalse();
    assertThat(limit.available()).isEqualTo(1);

    ConcurrencyLimit.Permit held = holdTheOnlySlot();
    assertThat(catchThrowable(() -> attempts(scheduler).send(request(Duration.ofMillis(50)))))
        .isInstanceOf(IOException.class);
    assertThat(inFlight.count()).as("after the wait for a slot timed out: the holder only").isOne();
    held.release();
  }

  @Test
  void aSyncAttemptLeavesACallThatTheRetryLoopJoinedInFlight() throws Exception {
    OutgoingRequest request = request(Duration.ofSeconds(10));
    request.control().join(inFlight, Thread.currentThread()); // as the retry loop does first

    attempts(scheduler).send(request);

    assertThat(inFlight.count()).as("still the retry loop's until it ends").isOne();
    request.control().leave();
    assertThat(inFlight.count()).isZero();
  }

  @Test
  void anAsyncAttemptLeavesNoCallNoPhaseAndNoSlotBehind() throws Exception {
    http.respondAsync = true;
    OutgoingRequest request = request(Duration.ofSeconds(30));
    CompletableFuture<@Nullable AttemptResponse> outcome = new CompletableFuture<>();

    attempts(scheduler).sendAsync(request, (r, e) -> outcome.complete(r));

    assertThat(outcome.get(5, TimeUnit.SECONDS)).isNotNull();
    assertThat(inFlight.count()).isZero();
    assertThat(request.control().busy()).isFalse();
    assertThat(limit.available()).isEqualTo(1);
  }

  @Test
  void anAsyncAttemptPastItsDeadlineAtItsGrantEndsWithNoPhaseLeft() throws Exception {
    OutgoingRequest late = request(Duration.ofMillis(-1));
    CompletableFuture<@Nullable IOException> outcome = new CompletableFuture<>();

    attempts(scheduler).sendAsync(late, (r, e) -> outcome.complete(e));

    assertThat(outcome.get(5, TimeUnit.SECONDS)).isNotNull();
    assertThat(http.sent).isEmpty();
    assertThat(late.control().busy()).isFalse();
    assertThat(inFlight.count()).isZero();
    assertThat(limit.available()).isEqualTo(1);
  }

  @Test
  void anAsyncAttemptWhoseWaitForASlotTimesOutEndsWithNoPhaseLeft() throws Exception {
    ConcurrencyLimit.Permit held = holdTheOnlySlot();
    OutgoingRequest queued = request(Duration.ofMillis(50));
    CompletableFuture<@Nullable IOException> outcome = new CompletableFuture<>();

    attempts(scheduler).sendAsync(queued, (r, e) -> outcome.complete(e));

    assertThat(outcome.get(5, TimeUnit.SECONDS)).hasMessageContaining("free slot");
    assertThat(queued.control().busy()).as("its wait has ended").isFalse();
    assertThat(inFlight.count()).as("the slot's holder only").isOne();
    held.release();
    assertThat(limit.available()).isEqualTo(1);
  }

  @Test
  void theErrorBodyCapStartsAt300AndThe2xxLimitEndsAt299() throws Exception {
    byte[] big = new byte[LIMIT * 4];
    java.util.Arrays.fill(big, (byte) 'x');
    AttemptLayer attempts = attempts(scheduler);
    for (int status : new int[] {199, 300}) {
      http.status = status;
      http.body = big;
      AttemptResponse raw = attempts.send(request(Duration.ofSeconds(10)));
      assertThat(raw.status()).isEqualTo(status);
      assertThat(raw.body()).as("status %s", status).hasSize(big.length);
    }
    for (int status : new int[] {200, 299}) {
      http.status = status;
      http.body = big;
      assertThat(catchThrowable(() -> attempts.send(request(Duration.ofSeconds(10)))))
          .as("status %s", status)
          .isInstanceOf(BodyTooLargeException.class);
    }
  }

  @Test
  void anAsyncAttemptCancelledWhileQueuedEndsAtItsGrantWithoutReachingTheTransport()
      throws Exception {
    ConcurrencyLimit.Permit held = holdTheOnlySlot();
    CompletableFuture<@Nullable IOException> outcome = new CompletableFuture<>();
    Cancellation exchange =
        attempts(scheduler)
            .sendAsync(request(Duration.ofSeconds(30)), (r, e) -> outcome.complete(e));
    assertThat(exchange.cancel(Cancellation.Reason.CANCELLED)).isTrue();
    assertThat(outcome).isNotDone();
    held.release(); // grants the queued attempt, on this thread
    assertThat(outcome.get(5, TimeUnit.SECONDS)).hasMessage("Canceled");
    assertThat(http.sent).isEmpty();
    assertThat(limit.available()).as("the slot, handed back").isEqualTo(1);
  }

  @Test
  void aGrantLandingWhileTheWaitIsBeingSetUpStillCancelsTheWaitsTimer() throws Exception {
    ConcurrencyLimit.Permit held = holdTheOnlySlot();
    CountDownLatch scheduling = new CountDownLatch(1);
    CountDownLatch granted = new CountDownLatch(1);
    List<ScheduledFuture<?>> timers = new CopyOnWriteArrayList<>();
    // The application's scheduler, slow to take the timer: the slot frees meanwhile.
    ScheduledThreadPoolExecutor slow =
        new ScheduledThreadPoolExecutor(1) {
          @Override
          public ScheduledFuture<?> schedule(Runnable command, long delay, TimeUnit unit) {
            scheduling.countDown();
            try {
              assertThat(granted.await(10, TimeUnit.SECONDS)).isTrue();
            } catch (InterruptedException e) {
              throw new AssertionError(e);
            }
            ScheduledFuture<?> timer = super.schedule(command, delay, unit);
            timers.add(timer);
            return timer;
          }
        };
    try {
      AttemptLayer attempts = attempts(slow);
      CompletableFuture<Cancellation> queued =
          CompletableFuture.supplyAsync(
              () -> attempts.sendAsync(request(Duration.ofSeconds(60)), (r, e) -> {}));
      assertThat(scheduling.await(10, TimeUnit.SECONDS)).isTrue();
      held.release(); // the grant: the attempt is sent before its timer even exists
      assertThat(http.sent).hasSize(1);
      granted.countDown();
      queued.get(10, TimeUnit.SECONDS);
      assertThat(timers).hasSize(1);
      assertThat(timers.get(0).isCancelled()).as("the wait's timer").isTrue();
    } finally {
      slow.shutdownNow();
    }
  }

  @Test
  void closingTheClientAfterAnAsyncAttemptEndedLeavesThatExchangeAlone() throws Exception {
    CompletableFuture<@Nullable AttemptResponse> outcome = new CompletableFuture<>();
    http.respondAsync = true;
    Cancellation exchange =
        attempts(scheduler)
            .sendAsync(request(Duration.ofSeconds(30)), (r, e) -> outcome.complete(r));
    AttemptResponse raw = outcome.get(5, TimeUnit.SECONDS);
    assertThat(raw).isNotNull();
    inFlight.close();
    assertThat(exchange.reason()).as("a call that ended is no longer in flight").isNull();
  }

  @Test
  void anAsyncAttemptThatWaitedForASlotIsNotKeptByTheClientOnceItEnded() throws Exception {
    // Its wait registered a hook to end it on close(); whether the wait ended by a grant or at
    // the deadline, the hook goes with it, or every queued call of a long-lived client would stay
    // in memory until close().
    scheduler.setRemoveOnCancelPolicy(true);
    http.respondAsync = true;
    ConcurrencyLimit.Permit held = holdTheOnlySlot();
    CompletableFuture<@Nullable IOException> grantedOutcome = new CompletableFuture<>();
    java.lang.ref.WeakReference<CallLayer.AttemptCallback> granted =
        queue(Duration.ofSeconds(60), grantedOutcome);
    held.release();
    assertThat(grantedOutcome.get(5, TimeUnit.SECONDS)).isNull();
    AsyncRetryEndsTest.assertCollected(granted, "an attempt granted a slot, once it ended");

    held = holdTheOnlySlot();
    CompletableFuture<@Nullable IOException> expiredOutcome = new CompletableFuture<>();
    java.lang.ref.WeakReference<CallLayer.AttemptCallback> expired =
        queue(Duration.ofMillis(50), expiredOutcome);
    assertThat(expiredOutcome.get(5, TimeUnit.SECONDS)).hasMessageContaining("free slot");
    AsyncRetryEndsTest.assertCollected(expired, "an attempt whose wait for a slot timed out");
    held.release();
    assertThat(limit.available()).isEqualTo(1);
  }

  private java.lang.ref.WeakReference<CallLayer.AttemptCallback> queue(
      Duration timeout, CompletableFuture<@Nullable IOException> outcome) {
    CallLayer.AttemptCallback callback = (r, e) -> outcome.complete(e);
    attempts(scheduler).sendAsync(request(timeout), callback);
    assertThat(outcome).as("queued").isNotDone();
    return new java.lang.ref.WeakReference<>(callback);
  }

  /** Records the exchanges that reach it; answers sync ones, and async ones when asked to. */
  private static final class RecordingTransport implements HttpTransport {
    final List<WireRequest> sent = new CopyOnWriteArrayList<>();
    final List<Cancellation> exchanges = new CopyOnWriteArrayList<>();
    volatile int status = 200;
    volatile byte[] body = "{}".getBytes(java.nio.charset.StandardCharsets.UTF_8);
    volatile boolean respondAsync;
    volatile boolean lengthKnown = true;
    volatile @Nullable IOException failure;

    private WireResponse response() {
      return new WireResponse(
          status,
          WireHeaders.EMPTY,
          new ByteArrayInputStream(body),
          lengthKnown ? body.length : -1);
    }

    @Override
    public String name() {
      return "recording";
    }

    @Override
    public HttpTransport withConnectTimeout(Duration connectTimeout) {
      return this;
    }

    @Override
    public WireResponse send(WireRequest request, Cancellation exchange) throws IOException {
      sent.add(request);
      exchanges.add(exchange);
      IOException e = failure;
      if (e != null) {
        throw e;
      }
      return response();
    }

    @Override
    public void sendAsync(WireRequest request, Cancellation exchange, Callback callback) {
      sent.add(request);
      if (respondAsync) {
        callback.done(response(), null);
      } else {
        // As a real transport does: an exchange ended before its answer fails at once.
        exchange.onCancel(() -> callback.done(null, new IOException("Canceled")));
      }
    }

    @Override
    public void close() {}
  }
}
