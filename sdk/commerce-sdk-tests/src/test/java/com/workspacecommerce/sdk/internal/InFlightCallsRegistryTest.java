package com.workspacecommerce.sdk.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import com.workspacecommerce.sdk.internal.spi.Cancellation;
import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import mockwebserver3.junit5.StartStop;
import okhttp3.Call;
import okhttp3.Callback;
import okhttp3.OkHttpClient;
import okhttp3.Request;
import okhttp3.Response;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * What a client's registry of calls in flight and each call's {@link CallControl} decide, with real
 * OkHttp calls against a loopback server: what close() cancels and runs, what is cancelled before
 * it is sent, and when a wait between retries ends.
 */
class InFlightCallsRegistryTest {
  @StartStop final MockWebServer server = new MockWebServer();

  private final OkHttpClient http = new OkHttpClient();
  private final InFlightCalls calls = new InFlightCalls();
  private final List<Runnable> registered = new ArrayList<>();

  @AfterEach
  void forgetEverything() {
    // An attempt left on the wire would keep the JVM-wide watchdog polling for ever.
    for (Runnable forget : registered) {
      forget.run();
    }
    http.dispatcher().executorService().shutdown();
    http.connectionPool().evictAll();
  }

  private Call newCall() {
    return http.newCall(new Request.Builder().url(server.url("/v1/products")).build());
  }

  /** The exchange an OkHttp call is ended through, as the OkHttp transport sets it up. */
  private static Cancellation exchangeOf(Call call) {
    Cancellation exchange = new Cancellation();
    exchange.onCancel(call::cancel);
    return exchange;
  }

  private static CallControl newControl() {
    return new CallControl(System.nanoTime() + TimeUnit.HOURS.toNanos(1), Duration.ofHours(1));
  }

  /** A sync call of this thread's with its attempt on the wire, as the attempt layer starts it. */
  private Runnable register(Call call) {
    CallControl control = newControl();
    control.join(calls, Thread.currentThread());
    CallControl.Phase attempt = control.attemptStarted(exchangeOf(call));
    Runnable forget =
        () -> {
          control.exit(attempt);
          control.leave();
        };
    registered.add(forget);
    return forget;
  }

  /** An async call whose attempt waits to be sent, as the attempt layer holds it. */
  private Runnable registerAsync(Call call) {
    CallControl control = newControl();
    control.join(calls, null);
    CallControl.Phase waiting = control.enter(exchangeOf(call)::cancel);
    Runnable forget =
        () -> {
          control.exit(waiting);
          control.leave();
        };
    registered.add(forget);
    return forget;
  }

  /** A call that waits (for a slot, or to retry), which {@code stop} ends. */
  private Runnable onClose(Runnable stop) {
    CallControl control = newControl();
    control.join(calls, null);
    CallControl.Phase waiting = control.enter(why -> stop.run());
    return () -> {
      control.exit(waiting);
      control.leave();
    };
  }

  /** A sync call of the client's, for its waits between retries. */
  private CallControl sleeper() {
    CallControl control = newControl();
    control.join(calls, Thread.currentThread());
    return control;
  }

  /** Enqueues the call and returns what OkHttp reported: the response's code, or the failure. */
  private static CompletableFuture<Object> enqueue(Call call) {
    CompletableFuture<Object> result = new CompletableFuture<>();
    call.enqueue(
        new Callback() {
          @Override
          public void onFailure(Call c, IOException e) {
            result.complete(e);
          }

          @Override
          public void onResponse(Call c, Response response) {
            try (response) {
              result.complete(response.code());
            }
          }
        });
    return result;
  }

  @Test
  void closeCancelsEverySyncAndAsyncCallAndRunsEveryCloseHookOnce() throws Exception {
    Call sync = newCall();
    Call async = newCall();
    register(sync);
    Runnable asyncEntry = registerAsync(async);
    AtomicInteger first = new AtomicInteger();
    AtomicInteger second = new AtomicInteger();
    onClose(first::incrementAndGet);
    onClose(second::incrementAndGet);
    assertThat(first).as("not run before close()").hasValue(0);
    assertThat(sync.isCanceled()).isFalse();
    assertThat(calls.isClosed()).isFalse();

    calls.close();

    assertThat(calls.isClosed()).isTrue();
    assertThat(first).hasValue(1);
    assertThat(second).hasValue(1);
    assertThat(sync.isCanceled()).isTrue();
    assertThat(async.isCanceled()).isTrue();
    assertThat(catchThrowable(sync::execute)).isInstanceOf(IOException.class);
    assertThat(enqueue(async).get(5, TimeUnit.SECONDS)).isInstanceOf(IOException.class);
    assertThat(server.getRequestCount()).as("nothing reached the server").isZero();
    asyncEntry.run();
  }

  @Test
  void callsEndedBeforeCloseAreNotCancelledByIt() throws Exception {
    server.enqueue(new MockResponse.Builder().code(204).build());
    server.enqueue(new MockResponse.Builder().code(204).build());
    Call sync = newCall();
    register(sync).run();
    Call async = newCall();
    registerAsync(async).run();

    calls.close();

    assertThat(sync.isCanceled()).isFalse();
    assertThat(async.isCanceled()).isFalse();
    try (Response r = sync.execute()) {
      assertThat(r.code()).isEqualTo(204);
    }
    assertThat(enqueue(async).get(5, TimeUnit.SECONDS)).isEqualTo(204);
  }

  @Test
  void aCallRegisteredAfterCloseIsCancelledBeforeAnythingIsSent() throws Exception {
    calls.close();
    Call sync = newCall();
    register(sync);
    Call async = newCall();
    Runnable asyncEntry = registerAsync(async);

    assertThat(sync.isCanceled()).isTrue();
    assertThat(async.isCanceled()).isTrue();
    assertThat(catchThrowable(sync::execute)).isInstanceOf(IOException.class);
    assertThat(enqueue(async).get(5, TimeUnit.SECONDS)).isInstanceOf(IOException.class);
    assertThat(server.getRequestCount()).isZero();
    asyncEntry.run();
  }

  @Test
  void aCallRegisteredWhileOpenIsSent() throws Exception {
    server.enqueue(new MockResponse.Builder().code(204).build());
    server.enqueue(new MockResponse.Builder().code(204).build());
    Call sync = newCall();
    register(sync);
    Call async = newCall();
    Runnable asyncEntry = registerAsync(async);

    try (Response r = sync.execute()) {
      assertThat(r.code()).isEqualTo(204);
    }
    assertThat(enqueue(async).get(5, TimeUnit.SECONDS)).isEqualTo(204);
    asyncEntry.run();
  }

  @Test
  void aCallRegisteredByAnAlreadyInterruptedThreadIsCancelledAtOnce() {
    Call call = newCall();
    Thread.currentThread().interrupt();
    try {
      register(call);
      assertThat(call.isCanceled()).isTrue();
    } finally {
      Thread.interrupted();
    }
    assertThat(catchThrowable(call::execute)).isInstanceOf(IOException.class);
    assertThat(server.getRequestCount()).isZero();
  }

  @Test
  void aHookAddedAfterCloseRunsAtOnceAndAForgottenHookNeverRuns() {
    AtomicInteger forgotten = new AtomicInteger();
    Runnable forget = onClose(forgotten::incrementAndGet);
    forget.run();
    calls.close();
    assertThat(forgotten).as("forgotten before close()").hasValue(0);

    AtomicInteger late = new AtomicInteger();
    onClose(late::incrementAndGet);
    assertThat(late).as("added after close()").hasValue(1);
  }

  @Test
  void aWaitBetweenRetriesEndsWhenTheClientCloses() throws Exception {
    CountDownLatch started = new CountDownLatch(1);
    CallControl waiting = newControl();
    waiting.join(calls, null);
    AtomicReference<Throwable> thrown = new AtomicReference<>();
    Thread sleeper =
        new Thread(
            () -> {
              started.countDown();
              try {
                waiting.sleep(Duration.ofSeconds(30));
              } catch (Throwable t) {
                thrown.set(t);
              }
            });
    sleeper.start();
    assertThat(started.await(5, TimeUnit.SECONDS)).isTrue();
    // Close only once it waits, so that it is close() that wakes it, not the closed flag.
    long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
    while (sleeper.getState() != Thread.State.TIMED_WAITING) {
      assertThat(System.nanoTime()).as("the sleeper waits").isLessThan(end);
      Thread.onSpinWait();
    }
    calls.close();
    sleeper.join(5_000);
    assertThat(sleeper.isAlive()).as("woken by close()").isFalse();
    assertThat(thrown.get()).isNull();

    long start = System.nanoTime();
    sleeper().sleep(Duration.ofSeconds(30));
    assertThat(Duration.ofNanos(System.nanoTime() - start))
        .as("no wait at all once closed")
        .isLessThan(Duration.ofSeconds(5));
  }

  @Test
  void aWaitBetweenRetriesLastsItsDurationWhileTheClientIsOpen() throws Exception {
    CallControl call = sleeper();
    long start = System.nanoTime();
    call.sleep(Duration.ofMillis(30));
    assertThat(Duration.ofNanos(System.nanoTime() - start))
        .isGreaterThanOrEqualTo(Duration.ofMillis(30));
    call.sleep(Duration.ZERO);
    call.sleep(Duration.ofMillis(-5));
  }

  @Test
  void anInterruptEndsAWaitBetweenRetries() {
    Thread.currentThread().interrupt();
    try {
      CallControl call = sleeper();
      assertThat(catchThrowable(() -> call.sleep(Duration.ofSeconds(30))))
          .isInstanceOf(InterruptedException.class);
    } finally {
      Thread.interrupted();
    }
  }
}
