package com.workspacecommerce.sdk;

import static com.workspacecommerce.sdk.TestFixtures.ORDER_ID;
import static com.workspacecommerce.sdk.TestFixtures.fastClient;
import static com.workspacecommerce.sdk.TestFixtures.json;
import static com.workspacecommerce.sdk.TestFixtures.orderJson;
import static com.workspacecommerce.sdk.TestFixtures.status;
import static com.workspacecommerce.sdk.TestFixtures.take;
import static com.workspacecommerce.sdk.TestFixtures.thrown;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import com.workspacecommerce.sdk.TestFixtures.RecordingSleeper;
import com.workspacecommerce.sdk.errors.CommerceCancelledException;
import com.workspacecommerce.sdk.errors.CommerceConnectionException;
import com.workspacecommerce.sdk.errors.CommerceTimeoutException;
import com.workspacecommerce.sdk.errors.InternalServerException;
import com.workspacecommerce.sdk.models.Order;
import java.io.IOException;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import mockwebserver3.SocketEffect;
import mockwebserver3.junit5.StartStop;
import org.junit.jupiter.api.Test;

/**
 * Which reason ended a call that was not retried to success, as the application sees it: the
 * exception's type, message, cause and attempt count, what reached the server and whether the SDK
 * waited. Each limit is tested where another one would also have ended the call, so that the test
 * tells them apart.
 */
class RetryStopReasonTest {
  @StartStop final MockWebServer server = TestFixtures.noDelayServer();

  private final RecordingSleeper sleeper = new RecordingSleeper();

  private static MockResponse unavailable(String retryAfter) {
    return status(503).newBuilder().setHeader("Retry-After", retryAfter).build();
  }

  @Test
  void aRetryAfterAboveSixtySecondsEndsTheCallForThatReasonWhileTimeIsLeft() {
    server.enqueue(unavailable("61"));
    server.enqueue(json(200, orderJson(ORDER_ID)));
    try (CommerceClient client =
        fastClient(server).sleeper(sleeper).totalTimeout(Duration.ofMinutes(10)).build()) {
      InternalServerException e =
          thrown(InternalServerException.class, () -> client.orders().get(ORDER_ID));

      assertThat(e.getMessage())
          .endsWith(
              "; not retried: Retry-After 61 s is longer than the 60 s the SDK waits (1 attempt)")
          .doesNotContain("totalTimeout");
      assertThat(e.attempts()).isEqualTo(1);
    }
    assertThat(server.getRequestCount()).isEqualTo(1);
    assertThat(sleeper.delays()).isEmpty();
  }

  @Test
  void aWaitThatWouldOverrunTheTotalTimeoutEndsTheCallAtOnceAsTheDeadline() {
    server.enqueue(unavailable("30"));
    server.enqueue(json(200, orderJson(ORDER_ID)));
    try (CommerceClient client =
        fastClient(server).sleeper(sleeper).totalTimeout(Duration.ofSeconds(10)).build()) {
      InternalServerException e =
          thrown(InternalServerException.class, () -> client.orders().get(ORDER_ID));

      assertThat(e.getMessage())
          .endsWith("; the call's totalTimeout of 10000 ms ended it (1 attempt)");
      assertThat(e.attempts()).isEqualTo(1);
    }
    assertThat(server.getRequestCount()).isEqualTo(1);
    assertThat(sleeper.delays()).as("no wait that could not be followed by an attempt").isEmpty();
  }

  @Test
  void aWaitThatFitsTheTotalTimeoutIsMade() {
    server.enqueue(unavailable("5"));
    server.enqueue(json(200, orderJson(ORDER_ID)));
    try (CommerceClient client =
        fastClient(server).sleeper(sleeper).totalTimeout(Duration.ofSeconds(10)).build()) {
      assertThat(client.orders().get(ORDER_ID).id()).isEqualTo(ORDER_ID);
    }
    assertThat(sleeper.delays()).containsExactly(Duration.ofSeconds(5));
  }

  @Test
  void aTotalTimeoutThatPassesDuringTheWaitEndsTheCallBeforeTheNextAttempt() {
    server.enqueue(unavailable("0"));
    server.enqueue(json(200, orderJson(ORDER_ID)));
    // The wait itself outlasts the deadline, as a real one can when the machine stalls. The first
    // attempt must end well inside it, even on a loaded machine.
    Duration totalTimeout = Duration.ofMillis(2000);
    try (CommerceClient client =
        fastClient(server)
            .sleeper(d -> Thread.sleep(totalTimeout.toMillis() + 100))
            .attemptTimeout(totalTimeout)
            .totalTimeout(totalTimeout)
            .build()) {
      InternalServerException e =
          thrown(InternalServerException.class, () -> client.orders().get(ORDER_ID));

      assertThat(e.statusCode()).isEqualTo(503);
      assertThat(e.getMessage())
          .endsWith("; the call's totalTimeout of 2000 ms ended it (1 attempt)");
    }
    assertThat(server.getRequestCount()).isEqualTo(1);
  }

  @Test
  void theListenerHearsEachAttemptItsDurationAndTheNumberOfTheNextOne() {
    TestFixtures.assumeNoSilentResendOfAGet();
    server.enqueue(
        new MockResponse.Builder().onResponseStart(new SocketEffect.CloseSocket()).build());
    server.enqueue(status(502));
    server.enqueue(json(200, orderJson(ORDER_ID)));
    List<CallListener.AttemptEnd> ends = new CopyOnWriteArrayList<>();
    List<CallListener.RetryScheduled> retries = new CopyOnWriteArrayList<>();
    long before = System.nanoTime();
    try (CommerceClient client =
        fastClient(server)
            .sleeper(sleeper)
            .listener(
                new CallListener() {
                  @Override
                  public void onAttemptEnd(Call call, AttemptEnd attempt) {
                    ends.add(attempt);
                  }

                  @Override
                  public void onRetryScheduled(Call call, RetryScheduled retry) {
                    retries.add(retry);
                  }
                })
            .build()) {
      client.orders().get(ORDER_ID);
    }
    Duration wholeTest = Duration.ofNanos(System.nanoTime() - before);

    assertThat(ends).extracting(CallListener.AttemptEnd::attempt).containsExactly(1, 2, 3);
    assertThat(ends).extracting(CallListener.AttemptEnd::statusCode).containsExactly(0, 502, 200);
    assertThat(ends.get(0).failure()).isInstanceOf(IOException.class);
    assertThat(ends.get(1).failure()).isNull();
    for (CallListener.AttemptEnd end : ends) {
      assertThat(end.duration()).isBetween(Duration.ZERO, wholeTest);
    }
    assertThat(retries).extracting(CallListener.RetryScheduled::nextAttempt).containsExactly(2, 3);
    assertThat(retries.get(1).reason()).isEqualTo("HTTP 502");
    assertThat(retries.get(0).reason()).isNotBlank().doesNotStartWith("HTTP");
  }

  @Test
  void closingTheClientDuringAnAttemptEndsTheCallWithoutAWaitAndWithTheCancelledAttemptAsCause()
      throws Exception {
    server.enqueue(
        json(200, orderJson(ORDER_ID)).newBuilder().headersDelay(30, TimeUnit.SECONDS).build());
    CommerceClient client =
        fastClient(server).sleeper(sleeper).attemptTimeout(Duration.ofSeconds(30)).build();
    CompletableFuture<Throwable> call =
        CompletableFuture.supplyAsync(() -> catchThrowable(() -> client.orders().get(ORDER_ID)));
    take(server);
    client.close();
    Throwable t = call.get(10, TimeUnit.SECONDS);

    assertThat(t)
        .isInstanceOf(CommerceCancelledException.class)
        .hasMessageEndingWith("was cancelled because the client was closed (1 attempt)")
        .hasCauseInstanceOf(IOException.class);
    CommerceCancelledException e = (CommerceCancelledException) t;
    assertThat(e.clientClosed()).isTrue();
    assertThat(e.attempts()).isEqualTo(1);
    assertThat(sleeper.delays()).as("no wait after the client closed").isEmpty();
    assertThat(server.getRequestCount()).isEqualTo(1);
  }

  @Test
  void anInterruptDuringAnAttemptEndsTheCallWithoutAWaitAndKeepsTheFlag() throws Exception {
    server.enqueue(
        json(200, orderJson(ORDER_ID)).newBuilder().headersDelay(30, TimeUnit.SECONDS).build());
    AtomicBoolean flagKept = new AtomicBoolean();
    CompletableFuture<Throwable> result = new CompletableFuture<>();
    try (CommerceClient client =
        fastClient(server).sleeper(sleeper).attemptTimeout(Duration.ofSeconds(30)).build()) {
      Thread caller =
          new Thread(
              () -> {
                Throwable t = catchThrowable(() -> client.orders().get(ORDER_ID));
                flagKept.set(Thread.currentThread().isInterrupted());
                result.complete(t);
              });
      caller.start();
      take(server);
      caller.interrupt();
      Throwable t = result.get(10, TimeUnit.SECONDS);

      assertThat(t)
          .isInstanceOf(CommerceCancelledException.class)
          .hasMessageEndingWith(
              "was cancelled because the calling thread was interrupted (1 attempt)")
          .hasCauseInstanceOf(IOException.class);
      assertThat(((CommerceCancelledException) t).clientClosed()).isFalse();
      assertThat(flagKept).isTrue();
    }
    assertThat(sleeper.delays()).as("no wait after the interrupt").isEmpty();
    assertThat(server.getRequestCount()).isEqualTo(1);
  }

  @Test
  void anAlreadyInterruptedThreadMakesNoAttempt() {
    try (CommerceClient client = fastClient(server).sleeper(sleeper).build()) {
      Thread.currentThread().interrupt();
      Throwable t;
      try {
        t = catchThrowable(() -> client.orders().get(ORDER_ID));
      } finally {
        assertThat(Thread.interrupted()).as("the flag is kept").isTrue();
      }
      assertThat(t)
          .isInstanceOf(CommerceCancelledException.class)
          .hasMessageEndingWith(
              "was cancelled because the calling thread was interrupted (0 attempts)")
          .hasNoCause();
      assertThat(((CommerceCancelledException) t).attempts()).isZero();
    }
    assertThat(server.getRequestCount()).isZero();
  }

  @Test
  void aCallOnAClosedClientIsRefusedBeforeAnything() {
    CommerceClient client = fastClient(server).sleeper(sleeper).build();
    client.close();

    assertThat(catchThrowable(() -> client.orders().get(ORDER_ID)))
        .isInstanceOf(IllegalStateException.class)
        .hasMessage("CommerceClient is closed; build a new client to make calls");
    assertThat(server.getRequestCount()).isZero();
  }

  @Test
  void aClientClosedDuringTheWaitEndsTheCallBeforeTheNextAttempt() {
    server.enqueue(status(503));
    server.enqueue(json(200, orderJson(ORDER_ID)));
    AtomicReference<CommerceClient> holder = new AtomicReference<>();
    CommerceClient client = fastClient(server).sleeper(d -> holder.get().close()).build();
    holder.set(client);
    Throwable t = catchThrowable(() -> client.orders().get(ORDER_ID));

    assertThat(t)
        .isInstanceOf(CommerceCancelledException.class)
        .hasMessageEndingWith("was cancelled because the client was closed (1 attempt)")
        .as("no attempt was cut short: the call ended between two")
        .hasNoCause();
    assertThat(server.getRequestCount()).isEqualTo(1);
  }

  @Test
  void closingTheClientEndsAnAsynchronousCallWaitingToRetryAtOnce() throws Exception {
    server.enqueue(unavailable("50"));
    server.enqueue(json(200, orderJson(ORDER_ID)));
    CountDownLatch waiting = new CountDownLatch(1);
    CommerceClient client =
        fastClient(server)
            .totalTimeout(Duration.ofMinutes(5))
            .listener(
                new CallListener() {
                  @Override
                  public void onRetryScheduled(Call call, RetryScheduled retry) {
                    waiting.countDown();
                  }
                })
            .build();
    CompletableFuture<Order> f = client.async().orders().get(ORDER_ID);
    assertThat(waiting.await(5, TimeUnit.SECONDS)).isTrue();
    client.close();

    Throwable t = catchThrowable(() -> f.get(10, TimeUnit.SECONDS));
    assertThat(t).isInstanceOf(ExecutionException.class);
    assertThat(t.getCause())
        .isInstanceOf(CommerceCancelledException.class)
        .hasMessageEndingWith("was cancelled because the client was closed (1 attempt)");
    assertThat(((CommerceCancelledException) t.getCause()).clientClosed()).isTrue();
    assertThat(server.getRequestCount()).isEqualTo(1);
  }

  @Test
  void aRefusedConnectionOnEveryAttemptEndsWithTheLastFailureAfterMaxRetries() throws Exception {
    int port = TestFixtures.closedPort();
    try (CommerceClient client =
        CommerceClient.builder()
            .baseUrl("http://127.0.0.1:" + port + "/v1")
            .apiKey(TestFixtures.API_KEY)
            .maxRetries(1)
            .sleeper(sleeper)
            .build()) {
      CommerceConnectionException e =
          thrown(CommerceConnectionException.class, () -> client.orders().get(ORDER_ID));
      assertThat(e.attempts()).isEqualTo(2);
      assertThat(e.getMessage()).endsWith("(2 attempts)").doesNotContain("totalTimeout");
    }
    assertThat(sleeper.delays()).hasSize(1);
  }

  @Test
  void aSuccessAfterARetryGivesItsCostBackAndAFirstTimeSuccessOneToken() {
    // Capacity 5, a retry costs 5: the budget allows exactly one retry at a time.
    server.enqueue(status(503));
    server.enqueue(json(200, orderJson(ORDER_ID)));
    server.enqueue(status(503));
    server.enqueue(json(200, orderJson(ORDER_ID)));
    try (CommerceClient client =
        fastClient(server).sleeper(sleeper).retryBudget(RetryBudget.ofCapacity(5)).build()) {
      client.orders().get(ORDER_ID);
      assertThat(client.orders().get(ORDER_ID).id())
          .as("the first call's success gave back the 5 its retry took")
          .isEqualTo(ORDER_ID);
    }
    assertThat(sleeper.delays()).hasSize(2);
  }

  @Test
  void eachFirstTimeSuccessGivesBackOneTokenSoTheFifthMakesARetryPossibleAgain() {
    server.enqueue(status(503));
    server.enqueue(status(503)); // the one retry the budget allows, spent
    for (int i = 0; i < 4; i++) {
      server.enqueue(json(200, orderJson(ORDER_ID)));
    }
    server.enqueue(status(503)); // four tokens: not enough for a retry
    server.enqueue(json(200, orderJson(ORDER_ID))); // the fifth token
    server.enqueue(status(503)); // now retried
    server.enqueue(json(200, orderJson(ORDER_ID)));
    try (CommerceClient client =
        fastClient(server)
            .sleeper(sleeper)
            .maxRetries(1)
            .retryBudget(RetryBudget.ofCapacity(5))
            .build()) {
      assertThat(
              thrown(InternalServerException.class, () -> client.orders().get(ORDER_ID)).attempts())
          .isEqualTo(2);
      for (int i = 0; i < 4; i++) {
        client.orders().get(ORDER_ID);
      }
      InternalServerException refused =
          thrown(InternalServerException.class, () -> client.orders().get(ORDER_ID));
      assertThat(refused.getMessage()).contains("the client's retry budget is exhausted");
      assertThat(refused.attempts()).isEqualTo(1);
      client.orders().get(ORDER_ID);

      assertThat(client.orders().get(ORDER_ID).id()).isEqualTo(ORDER_ID);
    }
    assertThat(server.getRequestCount()).isEqualTo(10);
  }

  @Test
  void anAsynchronousCallWhoseWaitCannotBeScheduledEndsInsteadOfHanging() throws Exception {
    server.enqueue(status(503));
    server.enqueue(json(200, orderJson(ORDER_ID)));
    ScheduledThreadPoolExecutor scheduler = new ScheduledThreadPoolExecutor(1);
    scheduler.shutdown();
    try (CommerceClient client = fastClient(server).asyncScheduler(scheduler).build()) {
      CompletableFuture<Order> f = client.async().orders().get(ORDER_ID);

      Throwable t = catchThrowable(() -> f.get(10, TimeUnit.SECONDS));
      assertThat(t).isInstanceOf(ExecutionException.class);
      assertThat(t.getCause()).isInstanceOf(CommerceCancelledException.class);
      assertThat(((CommerceCancelledException) t.getCause()).attempts()).isEqualTo(1);
    }
    assertThat(server.getRequestCount()).isEqualTo(1);
  }

  @Test
  void aCloseWhileTheWaitIsBeingScheduledStillEndsTheAsynchronousCallAtOnce() throws Exception {
    server.enqueue(unavailable("50"));
    server.enqueue(json(200, orderJson(ORDER_ID)));
    AtomicReference<CommerceClient> holder = new AtomicReference<>();
    // close() runs inside schedule(), before the call knows its wait: its close hook finds
    // nothing to cancel, so the call must notice the close itself.
    ScheduledThreadPoolExecutor scheduler =
        new ScheduledThreadPoolExecutor(1) {
          @Override
          public ScheduledFuture<?> schedule(Runnable command, long delay, TimeUnit unit) {
            holder.get().close();
            return super.schedule(command, delay, unit);
          }
        };
    try {
      CommerceClient client =
          fastClient(server).totalTimeout(Duration.ofMinutes(5)).asyncScheduler(scheduler).build();
      holder.set(client);
      CompletableFuture<Order> f = client.async().orders().get(ORDER_ID);

      Throwable t = catchThrowable(() -> f.get(10, TimeUnit.SECONDS));
      assertThat(t).isInstanceOf(ExecutionException.class);
      assertThat(t.getCause())
          .isInstanceOf(CommerceCancelledException.class)
          .hasMessageEndingWith("was cancelled because the client was closed (1 attempt)");
      assertThat(server.getRequestCount()).isEqualTo(1);
    } finally {
      scheduler.shutdownNow();
    }
  }

  @Test
  void aTotalTimeoutThatEndsBeforeTheFirstAttemptSaysNothingWasSent() {
    try (CommerceClient client =
        fastClient(server)
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
      CommerceTimeoutException e =
          thrown(CommerceTimeoutException.class, () -> client.orders().get(ORDER_ID));
      assertThat(e)
          .hasMessage(
              "GET /v1/orders/"
                  + ORDER_ID
                  + " was not sent; the call's totalTimeout of 1 ms ended it (0 attempts)")
          .hasNoCause();
      assertThat(e.attempts()).isZero();
    }
    assertThat(server.getRequestCount()).isZero();
  }
}
