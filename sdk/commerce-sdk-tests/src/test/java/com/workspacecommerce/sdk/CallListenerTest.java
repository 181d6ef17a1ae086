package com.workspacecommerce.sdk;

import static com.workspacecommerce.sdk.TestFixtures.API_KEY;
import static com.workspacecommerce.sdk.TestFixtures.ORDER_ID;
import static com.workspacecommerce.sdk.TestFixtures.ORDER_MINIMAL;
import static com.workspacecommerce.sdk.TestFixtures.builder;
import static com.workspacecommerce.sdk.TestFixtures.json;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import com.workspacecommerce.sdk.errors.NotFoundException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.function.Consumer;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import mockwebserver3.junit5.StartStop;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** What a {@link CallListener} hears: exact events for a success, an error and retries. */
class CallListenerTest {
  @StartStop final MockWebServer server = new MockWebServer();

  /** Records each event as a line, durations left out (they are checked for sign only). */
  static final class Recorder implements CallListener {
    final List<String> events = Collections.synchronizedList(new ArrayList<>());
    final List<Object> raw = Collections.synchronizedList(new ArrayList<>());

    @Override
    public void onCallStart(Call call) {
      raw.add(call);
      events.add("start " + call.operation() + " " + call.method() + " " + call.pathTemplate());
    }

    @Override
    public void onAttemptEnd(Call call, AttemptEnd attempt) {
      raw.add(attempt);
      assertThat(attempt.duration()).isPositive();
      events.add(
          "attempt "
              + attempt.attempt()
              + " "
              + attempt.statusCode()
              + (attempt.failure() == null
                  ? ""
                  : " " + attempt.failure().getClass().getSimpleName()));
    }

    @Override
    public void onRetryScheduled(Call call, RetryScheduled retry) {
      raw.add(retry);
      events.add(
          "retry " + retry.nextAttempt() + " after " + retry.reason() + " in " + retry.delay());
    }

    @Override
    public void onCallEnd(Call call, CallEnd end) {
      raw.add(end);
      assertThat(end.duration()).isPositive();
      events.add(
          "end "
              + call.operation()
              + (end.succeeded() ? " ok" : " " + end.failure().getClass().getSimpleName())
              + " attempts="
              + end.attempts()
              + " status="
              + end.statusCode()
              + " requestId="
              + end.requestId());
    }
  }

  private static MockResponse withId(MockResponse response, String id) {
    return response.newBuilder().addHeader("X-Request-Id", id).build();
  }

  @Test
  void aSuccess() {
    server.enqueue(withId(json(ORDER_MINIMAL), "req-1"));
    Recorder recorder = new Recorder();
    try (CommerceClient client = builder(server, "/v1").listener(recorder).build()) {
      client.orders().get(ORDER_ID);
    }
    assertThat(recorder.events)
        .containsExactly(
            "start orders.get GET /orders/{id}",
            "attempt 1 200",
            "end orders.get ok attempts=1 status=200 requestId=req-1");
  }

  @Test
  void anError() {
    server.enqueue(withId(json(404, "{\"message\":\"no such order\"}"), "req-2"));
    Recorder recorder = new Recorder();
    try (CommerceClient client = builder(server, "/v1").listener(recorder).build()) {
      NotFoundException e =
          catchThrowableOfType(NotFoundException.class, () -> client.orders().get(ORDER_ID));
      CallListener.CallEnd end = (CallListener.CallEnd) recorder.raw.get(recorder.raw.size() - 1);
      assertThat(end.failure()).isSameAs(e);
    }
    assertThat(recorder.events)
        .containsExactly(
            "start orders.get GET /orders/{id}",
            "attempt 1 404",
            "end orders.get NotFoundException attempts=1 status=404 requestId=req-2");
  }

  @Test
  void aCallRetriedTwice() {
    server.enqueue(withId(json(503, "{}"), "req-a"));
    server.enqueue(withId(json(502, "{}"), "req-b"));
    server.enqueue(withId(json(ORDER_MINIMAL), "req-c"));
    Recorder recorder = new Recorder();
    try (CommerceClient client =
        builder(server, "/v1")
            .maxRetries(2)
            .retryBackoff(Duration.ofMillis(20), Duration.ofMillis(80))
            .jitter(() -> 0.5)
            .listener(recorder)
            .build()) {
      client.orders().get(ORDER_ID);
    }
    assertThat(recorder.events)
        .containsExactly(
            "start orders.get GET /orders/{id}",
            "attempt 1 503",
            "retry 2 after HTTP 503 in PT0.01S",
            "attempt 2 502",
            "retry 3 after HTTP 502 in PT0.02S",
            "attempt 3 200",
            "end orders.get ok attempts=3 status=200 requestId=req-c");
    assertThat(String.join("\n", recorder.events) + recorder.raw).doesNotContain(API_KEY);
  }

  @Test
  void aNetworkFailureIsReportedAsTheAttemptsFailure() {
    server.enqueue(
        new MockResponse.Builder()
            .onResponseStart(mockwebserver3.SocketEffect.Stall.INSTANCE)
            .build());
    Recorder recorder = new Recorder();
    try (CommerceClient client =
        builder(server, "/v1").attemptTimeout(Duration.ofMillis(300)).listener(recorder).build()) {
      catchThrowableOfType(RuntimeException.class, () -> client.orders().get(ORDER_ID));
    }
    assertThat(recorder.events)
        .containsExactly(
            "start orders.get GET /orders/{id}",
            "attempt 1 0 AttemptTimeoutException",
            "end orders.get CommerceTimeoutException attempts=1 status=0 requestId=null");
  }

  @Test
  void aListenerThatThrowsDoesNotBreakTheCall() {
    server.enqueue(json(ORDER_MINIMAL));
    CallListener throwing =
        new CallListener() {
          @Override
          public void onCallStart(Call call) {
            throw new IllegalStateException("listener bug");
          }

          @Override
          public void onCallEnd(Call call, CallEnd end) {
            throw new IllegalStateException("listener bug");
          }
        };
    try (CommerceClient client = builder(server, "/v1").listener(throwing).build()) {
      assertThat(client.orders().get(ORDER_ID).id()).isEqualTo(ORDER_ID);
    }
  }

  @Test
  void addedListenersEachHearEveryEventInOrderEvenAfterOneThrows() {
    server.enqueue(json(ORDER_MINIMAL));
    List<String> order = Collections.synchronizedList(new ArrayList<>());
    CallListener throwing =
        new CallListener() {
          @Override
          public void onCallStart(Call call) {
            order.add("throwing start");
            throw new IllegalStateException("listener bug");
          }

          @Override
          public void onCallEnd(Call call, CallEnd end) {
            order.add("throwing end");
            throw new IllegalStateException("listener bug");
          }
        };
    java.util.concurrent.atomic.AtomicReference<CallListener.Call> lastCall =
        new java.util.concurrent.atomic.AtomicReference<>();
    CallListener last =
        new CallListener() {
          @Override
          public void onCallStart(Call call) {
            lastCall.set(call);
            order.add("last start");
          }

          @Override
          public void onCallEnd(Call call, CallEnd end) {
            order.add("last end");
          }
        };
    Recorder first = new Recorder();
    try (CommerceClient client =
        builder(server, "/v1").addListener(first).addListener(throwing).addListener(last).build()) {
      assertThat(client.orders().get(ORDER_ID).id()).isEqualTo(ORDER_ID);
    }
    assertThat(first.events).hasSize(3);
    assertThat(order).containsExactly("throwing start", "last start", "throwing end", "last end");
    assertThat(lastCall.get()).as("every listener gets the same Call").isSameAs(first.raw.get(0));
  }

  @Test
  void listenerReplacesAddedOnesAndWithOptionsAddsToTheParents() throws Exception {
    server.enqueue(json(ORDER_MINIMAL));
    server.enqueue(json(ORDER_MINIMAL));
    server.enqueue(json(ORDER_MINIMAL));
    Recorder replaced = new Recorder();
    Recorder parent = new Recorder();
    Recorder child = new Recorder();
    Recorder only = new Recorder();
    try (CommerceClient client =
        builder(server, "/v1").addListener(replaced).listener(parent).build()) {
      client.orders().get(ORDER_ID);
      CommerceClient added = client.withOptions(b -> b.addListener(child));
      added.orders().get(ORDER_ID);
      CommerceClient swapped = client.withOptions(b -> b.listener(only));
      swapped.orders().get(ORDER_ID);
    }
    assertThat(replaced.events).isEmpty();
    assertThat(parent.events).as("the parent's own call and its addListener copy's").hasSize(6);
    assertThat(child.events).hasSize(3);
    assertThat(only.events).hasSize(3);
  }

  @Test
  void aDefectBelowTheCallStillEndsItForTheListener() {
    server.enqueue(new MockResponse.Builder().code(503).build());
    IllegalStateException defect = new IllegalStateException("a defect in the retry wait");
    Recorder recorder = new Recorder();
    try (CommerceClient client =
        builder(server, "/v1")
            .maxRetries(1)
            .sleeper(
                d -> {
                  throw defect;
                })
            .listener(recorder)
            .build()) {
      assertThat(
              org.assertj.core.api.Assertions.catchThrowable(() -> client.orders().get(ORDER_ID)))
          .as("a defect reaches the caller as it is")
          .isSameAs(defect);
    }
    assertThat(recorder.events)
        .last()
        .asString()
        .startsWith("end orders.get CommerceException attempts=0");
    CallListener.CallEnd end = (CallListener.CallEnd) recorder.raw.get(recorder.raw.size() - 1);
    assertThat(end.failure()).hasCause(defect).hasMessageContaining("failed inside the SDK");
  }

  @Test
  void aDefectThrownAsAnAsyncCallStartsReachesTheCallerAndEndsTheCallForTheListener() {
    NoClassDefFoundError defect = new NoClassDefFoundError("com/example/Signer");
    Recorder recorder = new Recorder();
    try (CommerceClient client =
        builder(server, "/v1")
            .addInterceptor(
                r -> {
                  throw defect; // an Error is no failure of the call: it is not wrapped
                })
            .listener(recorder)
            .build()) {
      assertThat(
              org.assertj.core.api.Assertions.catchThrowable(
                  () -> client.async().orders().get(ORDER_ID)))
          .isSameAs(defect);
    }
    assertThat(server.getRequestCount()).isZero();
    assertThat(recorder.events)
        .last()
        .asString()
        .startsWith("end orders.get CommerceException attempts=0");
    CallListener.CallEnd end = (CallListener.CallEnd) recorder.raw.get(recorder.raw.size() - 1);
    assertThat(end.failure())
        .hasCause(defect)
        .hasMessageEndingWith(" failed inside the SDK: java.lang.NoClassDefFoundError");
  }

  @Test
  void aCancelAfterTheListenerHeardTheEndIsNotASecondEnd() throws Exception {
    server.enqueue(json(ORDER_MINIMAL));
    java.util.concurrent.BlockingQueue<Runnable> held =
        new java.util.concurrent.LinkedBlockingQueue<>();
    java.util.concurrent.CountDownLatch heard = new java.util.concurrent.CountDownLatch(1);
    List<String> ends = Collections.synchronizedList(new ArrayList<>());
    try (CommerceClient client =
        builder(server, "/v1")
            .callbackExecutor(held::add) // holds the completion, so the future is still pending
            .addListener(
                new CallListener() {
                  @Override
                  public void onCallEnd(Call call, CallEnd end) {
                    ends.add(end.succeeded() ? "ok" : end.failure().getClass().getSimpleName());
                    heard.countDown();
                  }
                })
            .build()) {
      java.util.concurrent.CompletableFuture<?> future = client.async().orders().get(ORDER_ID);
      assertThat(heard.await(5, java.util.concurrent.TimeUnit.SECONDS)).isTrue();
      assertThat(future.cancel(true)).as("the future was still pending").isTrue();
      held.take().run(); // the completion arrives late and loses to the cancel
      assertThat(future).isCancelled();
    }
    assertThat(ends).containsExactly("ok");
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("com.workspacecommerce.sdk.TestFixtures#operations")
  void everyOperationHasItsStableName(String operation, Consumer<CommerceClient> call) {
    server.enqueue(json(404, "{}"));
    Recorder recorder = new Recorder();
    try (CommerceClient client = builder(server, "/v1").listener(recorder).build()) {
      catchThrowableOfType(NotFoundException.class, () -> call.accept(client));
    }
    CallListener.Call c = (CallListener.Call) recorder.raw.get(0);
    assertThat(c.operation()).isEqualTo(operation);
    String resource = operation.substring(0, operation.indexOf('.'));
    assertThat(c.pathTemplate())
        .isEqualTo(
            operation.endsWith(".create") || operation.endsWith(".list")
                ? "/" + resource
                : "/" + resource + "/{id}");
  }
}
