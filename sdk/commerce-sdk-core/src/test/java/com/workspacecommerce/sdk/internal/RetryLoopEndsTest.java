package com.workspacecommerce.sdk.internal;

import static org.assertj.core.api.Assertions.assertThat;

import com.workspacecommerce.sdk.ApiKeySource;
import com.workspacecommerce.sdk.CallListener;
import com.workspacecommerce.sdk.RetryBudget;
import com.workspacecommerce.sdk.internal.spi.Cancellation;
import com.workspacecommerce.sdk.internal.spi.ClientCodeFailure;
import com.workspacecommerce.sdk.internal.spi.Redactor;
import com.workspacecommerce.sdk.internal.spi.WireHeaders;
import com.workspacecommerce.sdk.internal.spi.WireRequest;
import java.net.URI;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.locks.LockSupport;
import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * How the retry loop ends a call, sync and async, driven over the SDK's own {@link CallLayer} with
 * canned statuses (no socket is needed): an ended call leaves its client's calls in flight and no
 * phase of its control behind, whatever ended it; and what a key source's failure and a 401 past
 * the deadline end it as.
 */
class RetryLoopEndsTest {
  private static final Redactor REDACTOR = new Redactor("sk_test_Zq81kXw2SECRETkey");

  private final ScheduledThreadPoolExecutor scheduler = new ScheduledThreadPoolExecutor(1);
  private final InFlightCalls calls = new InFlightCalls();
  private final List<String> retries = new CopyOnWriteArrayList<>();

  @AfterEach
  void stop() {
    scheduler.shutdownNow();
    calls.close();
  }

  private static OutgoingRequest request(Duration total) {
    return new OutgoingRequest(
        new WireRequest(
            "GET", URI.create("http://localhost/v1/products/1"), WireHeaders.EMPTY, null),
        new CallListener.Call("products.get", "GET", "/products/{id}"),
        Duration.ofHours(1),
        2,
        true,
        total,
        System.nanoTime() + total.toNanos(),
        0);
  }

  private static OutgoingRequest request() {
    return request(Duration.ofMinutes(1));
  }

  private RetryLoop loop(CallLayer layer, @Nullable ApiKeySource keys) {
    CallListener hearsRetries =
        new CallListener() {
          @Override
          public void onRetryScheduled(Call call, RetryScheduled retry) {
            retries.add(retry.reason());
          }
        };
    return new RetryLoop(
        layer,
        new RetryPolicy(Duration.ZERO, Duration.ZERO, () -> 0.0),
        Clock.systemUTC(),
        d -> {},
        RetryBudget.unlimited(),
        calls,
        Listeners.of(List.of(hearsRetries), REDACTOR),
        keys == null ? null : new ApiKeys(keys, REDACTOR));
  }

  private static AttemptResponse status(int code) {
    return new AttemptResponse(code, WireHeaders.of(), new byte[0]);
  }

  /** Answers each attempt, sync or async, with the next of the given statuses. */
  private static class Statuses implements CallLayer {
    private final Deque<Integer> next;
    final List<OutgoingRequest> sent = new ArrayList<>();

    Statuses(Integer... codes) {
      this.next = new ArrayDeque<>(List.of(codes));
    }

    @Override
    public synchronized AttemptResponse send(OutgoingRequest request) {
      sent.add(request);
      return status(next.removeFirst());
    }

    @Override
    public @Nullable Cancellation sendAsync(OutgoingRequest request, AttemptCallback callback) {
      callback.done(send(request), null);
      return null;
    }
  }

  @Test
  void aSyncCallLeavesItsClientsCallsWhenItEnds() {
    OutgoingRequest request = request();
    Statuses layer = new Statuses(503, 200);

    Outcome outcome = loop(layer, null).execute(request);

    assertThat(outcome.stop()).isEqualTo(Outcome.Stop.DONE);
    assertThat(outcome.attempts()).isEqualTo(2);
    assertThat(calls.count()).as("calls in flight after the call").isZero();
    assertThat(request.control().busy()).isFalse();
  }

  @Test
  void anAsyncCallLeavesItsClientsCallsAndNoPhaseWhenItEndsAfterARetry() throws Exception {
    OutgoingRequest request = request();
    CompletableFuture<Outcome> reported = new CompletableFuture<>();

    loop(new Statuses(503, 200), null).executeAsync(request, scheduler, reported::complete);

    Outcome outcome = reported.get(10, TimeUnit.SECONDS);
    assertThat(outcome.stop()).isEqualTo(Outcome.Stop.DONE);
    assertThat(outcome.attempts()).isEqualTo(2);
    assertThat(calls.count()).as("calls in flight after the call").isZero();
    assertThat(request.control().busy()).as("the wait between the attempts has ended").isFalse();
  }

  @Test
  void anAsyncCallWhoseRetryTheSchedulerRefusesEndsClosedWithNoPhaseLeft() throws Exception {
    OutgoingRequest request = request();
    CompletableFuture<Outcome> reported = new CompletableFuture<>();
    scheduler.shutdown(); // as an application's scheduler, shut down before the retry

    loop(new Statuses(503, 200), null).executeAsync(request, scheduler, reported::complete);

    Outcome outcome = reported.get(10, TimeUnit.SECONDS);
    assertThat(outcome.stop()).isEqualTo(Outcome.Stop.CLOSED);
    assertThat(outcome.attempts()).isOne();
    assertThat(calls.count()).isZero();
    assertThat(request.control().busy()).as("the refused wait is not left behind").isFalse();
  }

  @Test
  void aKeySourceThatThrowsEndsTheCallWithNoAttemptMade() {
    Statuses layer = new Statuses(200);
    ApiKeySource failing =
        () -> {
          throw new IllegalStateException("vault unreachable");
        };

    Outcome outcome = loop(layer, failing).execute(request());

    assertThat(layer.sent).as("nothing was sent").isEmpty();
    assertThat(outcome.attempts()).isZero();
    assertThat(outcome.stop()).isEqualTo(Outcome.Stop.DONE);
    assertThat(outcome.failure()).isInstanceOf(ClientCodeFailure.class);
    assertThat(calls.count()).isZero();
  }

  @Test
  void a401WithANewKeyIsNotRetriedOnceTheDeadlineHasPassed() {
    AtomicInteger asked = new AtomicInteger();
    ApiKeySource rotating = () -> "sk_test_rotated" + asked.incrementAndGet();
    CallLayer slow401 =
        new Statuses(401, 200) {
          @Override
          public synchronized AttemptResponse send(OutgoingRequest r) {
            while (!r.control().expired()) {
              LockSupport.parkNanos(1_000_000); // the attempt takes the call's whole time
            }
            return super.send(r);
          }
        };
    RetryLoop loop = loop(slow401, rotating);
    // Made last, so that nothing but the attempt itself uses the call's time.
    OutgoingRequest request = request(Duration.ofMillis(100));

    Outcome outcome = loop.execute(request);

    assertThat(outcome.stop()).as("the 401 ends the call").isEqualTo(Outcome.Stop.DONE);
    assertThat(outcome.attempts()).isOne();
    assertThat(outcome.response()).isNotNull();
    assertThat(outcome.response().status()).isEqualTo(401);
    assertThat(retries).as("no retry with the new key was scheduled").isEmpty();
  }

  @Test
  void a401WithANewKeyBeforeTheDeadlineIsRetriedOnceWithThatKey() {
    AtomicInteger asked = new AtomicInteger();
    ApiKeySource rotating = () -> "sk_test_rotated" + asked.incrementAndGet();
    Statuses layer = new Statuses(401, 200);

    Outcome outcome = loop(layer, rotating).execute(request());

    assertThat(outcome.stop()).isEqualTo(Outcome.Stop.DONE);
    assertThat(outcome.attempts()).isEqualTo(2);
    assertThat(retries).containsExactly("HTTP 401, new API key");
    assertThat(layer.sent.get(1).http().headers().get("Authorization"))
        .isEqualTo("Bearer sk_test_rotated2");
  }
}
