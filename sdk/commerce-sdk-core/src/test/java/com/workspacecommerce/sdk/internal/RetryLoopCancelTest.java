package com.workspacecommerce.sdk.internal;

import static org.assertj.core.api.Assertions.assertThat;

import com.workspacecommerce.sdk.CallListener;
import com.workspacecommerce.sdk.RetryBudget;
import com.workspacecommerce.sdk.internal.spi.Cancellation;
import com.workspacecommerce.sdk.internal.spi.Redactor;
import com.workspacecommerce.sdk.internal.spi.WireHeaders;
import com.workspacecommerce.sdk.internal.spi.WireRequest;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * The promise of {@link RetryLoop.AsyncCall#cancel()} to whoever holds the handle: once cancelled,
 * the call's outcome is never reported, whatever ends it afterwards. Through the public API the
 * client's own guard hides a second report, so the layer is driven here directly, over the SDK's
 * own {@link CallLayer} interface (no socket is needed to refuse an attempt).
 */
class RetryLoopCancelTest {
  private final ScheduledThreadPoolExecutor scheduler = new ScheduledThreadPoolExecutor(1);

  @AfterEach
  void stop() {
    scheduler.shutdownNow();
  }

  private static OutgoingRequest request() {
    return new OutgoingRequest(
        new WireRequest(
            "GET", java.net.URI.create("http://localhost/v1/products/1"), WireHeaders.EMPTY, null),
        new CallListener.Call("products.get", "GET", "/products/{id}"),
        Duration.ofSeconds(5),
        2,
        true,
        Duration.ofSeconds(30),
        System.nanoTime() + TimeUnit.SECONDS.toNanos(30),
        0);
  }

  @Test
  void aCallCancelledWhileItsRetryIsRefusedByTheDispatcherReportsNothing() throws Exception {
    CompletableFuture<RetryLoop.AsyncCall> handle = new CompletableFuture<>();
    CallLayer refusingTheRetry =
        new CallLayer() {
          @Override
          public AttemptResponse send(OutgoingRequest request) {
            throw new AssertionError("async only");
          }

          @Override
          public @Nullable Cancellation sendAsync(
              OutgoingRequest request, AttemptCallback callback) {
            if (request.attempt() == 1) {
              callback.done(new AttemptResponse(503, WireHeaders.of(), new byte[0]), null);
              return null;
            }
            // The holder cancels as the retry is handed on, and the dispatcher, shut down with
            // the client meanwhile, refuses it.
            try {
              handle.get(10, TimeUnit.SECONDS).cancel();
            } catch (Exception e) {
              throw new AssertionError(e);
            }
            throw new RejectedExecutionException("executor shut down");
          }
        };
    RetryLoop retrying =
        new RetryLoop(
            refusingTheRetry,
            new RetryPolicy(Duration.ZERO, Duration.ZERO, () -> 0.0),
            Clock.systemUTC(),
            d -> {},
            RetryBudget.unlimited(),
            new InFlightCalls(),
            Listeners.of(List.of(), new Redactor("sk_test_Zq81kXw2SECRETkey")));
    List<Outcome> reported = new CopyOnWriteArrayList<>();

    RetryLoop.AsyncCall call = retrying.executeAsync(request(), scheduler, reported::add);
    handle.complete(call);
    scheduler.shutdown(); // lets the retry, already scheduled, run first
    assertThat(scheduler.awaitTermination(10, TimeUnit.SECONDS)).isTrue();

    assertThat(call.attempts()).as("the retry was started").isEqualTo(2);
    assertThat(reported).as("nothing reported after cancel()").isEmpty();
  }

  @Test
  void aRetryTheDispatcherRefusesEndsTheCallAsClosedWithWhatItThrew() throws Exception {
    RejectedExecutionException refused = new RejectedExecutionException("executor shut down");
    CallLayer refusingTheRetry =
        new CallLayer() {
          @Override
          public AttemptResponse send(OutgoingRequest request) {
            throw new AssertionError("async only");
          }

          @Override
          public @Nullable Cancellation sendAsync(
              OutgoingRequest request, AttemptCallback callback) {
            if (request.attempt() == 1) {
              callback.done(new AttemptResponse(503, WireHeaders.of(), new byte[0]), null);
              return null;
            }
            throw refused; // OkHttp's dispatcher, shut down with the client
          }
        };
    RetryLoop retrying =
        new RetryLoop(
            refusingTheRetry,
            new RetryPolicy(Duration.ZERO, Duration.ZERO, () -> 0.0),
            Clock.systemUTC(),
            d -> {},
            RetryBudget.unlimited(),
            new InFlightCalls(),
            Listeners.of(List.of(), new Redactor("sk_test_Zq81kXw2SECRETkey")));
    CompletableFuture<Outcome> reported = new CompletableFuture<>();

    retrying.executeAsync(request(), scheduler, reported::complete);

    Outcome outcome = reported.get(10, TimeUnit.SECONDS);
    assertThat(outcome.stop()).isEqualTo(Outcome.Stop.CLOSED);
    assertThat(outcome.attempts()).isEqualTo(2);
    assertThat(outcome.failure()).hasMessage("the client is closed").hasCause(refused);
  }

  @Test
  void aCallCancelledDuringItsFirstAttemptCancelsThatExchangeAndReportsNothing() {
    // No retry has been scheduled yet: there is an exchange to cancel and no wait.
    Cancellation exchange = new Cancellation();
    List<CallLayer.AttemptCallback> sent = new CopyOnWriteArrayList<>();
    CallLayer holding =
        new CallLayer() {
          @Override
          public AttemptResponse send(OutgoingRequest request) {
            throw new AssertionError("async only");
          }

          @Override
          public Cancellation sendAsync(OutgoingRequest request, AttemptCallback callback) {
            sent.add(callback);
            request.control().enter(exchange::cancel); // as the attempt layer does
            return exchange;
          }
        };
    RetryLoop retrying =
        new RetryLoop(
            holding,
            new RetryPolicy(Duration.ZERO, Duration.ZERO, () -> 0.0),
            Clock.systemUTC(),
            d -> {},
            RetryBudget.unlimited(),
            new InFlightCalls(),
            Listeners.of(List.of(), new Redactor("sk_test_Zq81kXw2SECRETkey")));
    List<Outcome> reported = new CopyOnWriteArrayList<>();

    RetryLoop.AsyncCall call = retrying.executeAsync(request(), scheduler, reported::add);
    call.cancel();

    assertThat(exchange.reason()).isEqualTo(Cancellation.Reason.CANCELLED);
    sent.get(0).done(null, new java.io.IOException("Canceled")); // the attempt reports back
    assertThat(reported).as("nothing reported after cancel()").isEmpty();
    assertThat(call.attempts()).isOne();
    assertThat(scheduler.getQueue()).as("no retry was scheduled").isEmpty();
  }
}
