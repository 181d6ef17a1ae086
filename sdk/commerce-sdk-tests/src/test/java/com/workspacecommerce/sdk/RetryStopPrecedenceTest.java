package com.workspacecommerce.sdk;

import static com.workspacecommerce.sdk.TestFixtures.ORDER_ID;
import static com.workspacecommerce.sdk.TestFixtures.fastClient;
import static com.workspacecommerce.sdk.TestFixtures.json;
import static com.workspacecommerce.sdk.TestFixtures.orderJson;
import static com.workspacecommerce.sdk.TestFixtures.status;
import static com.workspacecommerce.sdk.TestFixtures.thrown;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import com.workspacecommerce.sdk.TestFixtures.RecordingSleeper;
import com.workspacecommerce.sdk.errors.CommerceCancelledException;
import com.workspacecommerce.sdk.errors.CommerceConnectionException;
import com.workspacecommerce.sdk.errors.CommerceTimeoutException;
import com.workspacecommerce.sdk.errors.InternalServerException;
import com.workspacecommerce.sdk.errors.RateLimitException;
import java.io.IOException;
import java.io.InterruptedIOException;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import mockwebserver3.SocketEffect;
import mockwebserver3.junit5.StartStop;
import okhttp3.OkHttpClient;
import org.junit.jupiter.api.Test;

/**
 * When more than one limit would end a call, which one the application is told: the Retry-After cap
 * before the deadline, the deadline before a wait (Retry-After or backoff) that would overrun it,
 * and an interrupt that the application's own OkHttp code turned into an I/O failure.
 */
class RetryStopPrecedenceTest {
  @StartStop final MockWebServer server = TestFixtures.noDelayServer();

  private final RecordingSleeper sleeper = new RecordingSleeper();

  private static MockResponse tooManyRequests(String retryAfter) {
    return status(429).newBuilder().setHeader("Retry-After", retryAfter).build();
  }

  @Test
  void aRetryAfterAboveTheCapIsTheReasonGivenEvenWhenItWouldAlsoOverrunTheTotalTimeout() {
    server.enqueue(tooManyRequests("61"));
    server.enqueue(json(200, orderJson(ORDER_ID)));
    try (CommerceClient client =
        fastClient(server).sleeper(sleeper).totalTimeout(Duration.ofSeconds(30)).build()) {
      RateLimitException e = thrown(RateLimitException.class, () -> client.orders().get(ORDER_ID));

      assertThat(e.getMessage())
          .endsWith(
              "; not retried: Retry-After 61 s is longer than the 60 s the SDK waits (1 attempt)")
          .doesNotContain("totalTimeout");
      assertThat(e.retryAfter()).isEqualTo(Duration.ofSeconds(61));
    }
    assertThat(server.getRequestCount()).isOne();
    assertThat(sleeper.delays()).isEmpty();
  }

  @Test
  void aRetryAfterAtTheCapThatOverrunsTheTotalTimeoutEndsTheCallAsTheDeadline() {
    server.enqueue(tooManyRequests("60"));
    server.enqueue(json(200, orderJson(ORDER_ID)));
    try (CommerceClient client =
        fastClient(server).sleeper(sleeper).totalTimeout(Duration.ofSeconds(30)).build()) {
      RateLimitException e = thrown(RateLimitException.class, () -> client.orders().get(ORDER_ID));

      assertThat(e.getMessage())
          .endsWith("; the call's totalTimeout of 30000 ms ended it (1 attempt)")
          .doesNotContain("Retry-After 60 s is longer");
      assertThat(e.retryAfter()).isEqualTo(Duration.ofSeconds(60));
    }
    assertThat(server.getRequestCount()).isOne();
    assertThat(sleeper.delays()).isEmpty();
  }

  @Test
  void aBackoffAfterAFailedStatusThatWouldOverrunTheTotalTimeoutIsNotWaited() {
    server.enqueue(status(503));
    server.enqueue(json(200, orderJson(ORDER_ID)));
    try (CommerceClient client =
        fastClient(server)
            .sleeper(sleeper)
            .retryBackoff(Duration.ofSeconds(20), Duration.ofSeconds(20))
            .jitter(() -> 0.99)
            .totalTimeout(Duration.ofSeconds(10))
            .build()) {
      InternalServerException e =
          thrown(InternalServerException.class, () -> client.orders().get(ORDER_ID));

      assertThat(e.getMessage())
          .endsWith("; the call's totalTimeout of 10000 ms ended it (1 attempt)");
    }
    assertThat(server.getRequestCount()).isOne();
    assertThat(sleeper.delays()).as("no wait that could not be followed by an attempt").isEmpty();
  }

  @Test
  void aBackoffAfterAFailedConnectionThatWouldOverrunTheTotalTimeoutIsNotWaited() {
    TestFixtures.assumeNoSilentResendOfAGet();
    server.enqueue(
        new MockResponse.Builder().onResponseStart(new SocketEffect.CloseSocket()).build());
    server.enqueue(json(200, orderJson(ORDER_ID)));
    try (CommerceClient client =
        fastClient(server)
            .sleeper(sleeper)
            .retryBackoff(Duration.ofSeconds(20), Duration.ofSeconds(20))
            .jitter(() -> 0.99)
            .totalTimeout(Duration.ofSeconds(10))
            .build()) {
      CommerceConnectionException e =
          thrown(CommerceConnectionException.class, () -> client.orders().get(ORDER_ID));

      assertThat(e).isNotInstanceOf(CommerceTimeoutException.class);
      assertThat(e.getMessage())
          .endsWith("; the call's totalTimeout of 10000 ms ended it (1 attempt)");
    }
    assertThat(server.getRequestCount()).isOne();
    assertThat(sleeper.delays()).isEmpty();
  }

  @Test
  void aBackoffThatFitsTheTotalTimeoutIsWaitedAndTheRetryMade() {
    TestFixtures.assumeNoSilentResendOfAGet();
    server.enqueue(
        new MockResponse.Builder().onResponseStart(new SocketEffect.CloseSocket()).build());
    server.enqueue(json(200, orderJson(ORDER_ID)));
    try (CommerceClient client =
        fastClient(server)
            .sleeper(sleeper)
            .retryBackoff(Duration.ofSeconds(20), Duration.ofSeconds(20))
            .jitter(() -> 0.5)
            .totalTimeout(Duration.ofSeconds(30))
            .build()) {
      assertThat(client.orders().get(ORDER_ID).id()).isEqualTo(ORDER_ID);
    }
    assertThat(sleeper.delays()).containsExactly(Duration.ofSeconds(10));
    assertThat(server.getRequestCount()).isEqualTo(2);
  }

  @Test
  void anInterruptTheApplicationsOkHttpInterceptorTurnedIntoAnIoFailureEndsTheCallAndKeepsTheFlag()
      throws Exception {
    server.enqueue(json(200, orderJson(ORDER_ID)));
    CountDownLatch waiting = new CountDownLatch(1);
    AtomicInteger attempts = new AtomicInteger();
    // The usual way blocking code in an interceptor answers an interrupt: Thread.sleep cleared the
    // flag, and the exception thrown says "interrupted", not "timeout".
    OkHttpClient http =
        new OkHttpClient.Builder()
            .addInterceptor(
                chain -> {
                  if (attempts.incrementAndGet() == 1) {
                    waiting.countDown();
                    try {
                      Thread.sleep(10_000);
                    } catch (InterruptedException e) {
                      throw new InterruptedIOException("interrupted while fetching a token");
                    }
                  }
                  return chain.proceed(chain.request());
                })
            .build();
    AtomicBoolean flagKept = new AtomicBoolean();
    try (CommerceClient client = fastClient(server).sleeper(sleeper).httpClient(http).build()) {
      Throwable t = interruptedGet(client, waiting, flagKept);

      assertThat(t)
          .isInstanceOf(CommerceCancelledException.class)
          .hasMessageEndingWith(
              "was cancelled because the calling thread was interrupted (1 attempt)")
          .hasCauseInstanceOf(InterruptedIOException.class);
      assertThat(((CommerceCancelledException) t).clientClosed()).isFalse();
      assertThat(flagKept).as("the SDK set the flag the interceptor had cleared").isTrue();
    } finally {
      http.dispatcher().executorService().shutdown();
    }
    assertThat(attempts).as("no retry after the interrupt").hasValue(1);
    assertThat(sleeper.delays()).isEmpty();
    assertThat(server.getRequestCount()).isZero();
  }

  @Test
  void anInterruptTheApplicationsOkHttpInterceptorReportedAsAPlainIoFailureIsNotRetried()
      throws Exception {
    server.enqueue(json(200, orderJson(ORDER_ID)));
    CountDownLatch waiting = new CountDownLatch(1);
    AtomicInteger attempts = new AtomicInteger();
    // The other usual answer to an interrupt: restore the flag and fail with an IOException.
    OkHttpClient http =
        new OkHttpClient.Builder()
            .addInterceptor(
                chain -> {
                  if (attempts.incrementAndGet() == 1) {
                    waiting.countDown();
                    try {
                      Thread.sleep(10_000);
                    } catch (InterruptedException e) {
                      Thread.currentThread().interrupt();
                      throw new IOException("token fetch abandoned", e);
                    }
                  }
                  return chain.proceed(chain.request());
                })
            .build();
    AtomicBoolean flagKept = new AtomicBoolean();
    try (CommerceClient client = fastClient(server).sleeper(sleeper).httpClient(http).build()) {
      Throwable t = interruptedGet(client, waiting, flagKept);

      assertThat(t)
          .isInstanceOf(CommerceCancelledException.class)
          .hasMessageEndingWith(
              "was cancelled because the calling thread was interrupted (1 attempt)")
          .cause()
          .hasMessage("token fetch abandoned");
      assertThat(flagKept).isTrue();
    } finally {
      http.dispatcher().executorService().shutdown();
    }
    assertThat(attempts).as("no retry after the interrupt").hasValue(1);
    assertThat(sleeper.delays()).as("no wait after the interrupt").isEmpty();
  }

  @Test
  void anAttemptTimeoutCutShortByTheTotalTimeoutEndsTheCallWithoutAWait() {
    server.enqueue(new MockResponse.Builder().onResponseStart(SocketEffect.Stall.INSTANCE).build());
    server.enqueue(json(200, orderJson(ORDER_ID)));
    try (CommerceClient client =
        fastClient(server)
            .sleeper(sleeper)
            .attemptTimeout(Duration.ofSeconds(30))
            .totalTimeout(Duration.ofMillis(200))
            .build()) {
      CommerceTimeoutException e =
          thrown(CommerceTimeoutException.class, () -> client.orders().get(ORDER_ID));

      assertThat(e.getMessage())
          .endsWith("; the call's totalTimeout of 200 ms ended it (1 attempt)");
    }
    assertThat(sleeper.delays()).as("the deadline had passed: nothing to wait for").isEmpty();
  }

  /**
   * Gets an order on a thread of its own, interrupts that thread once the application's interceptor
   * holds the attempt ({@code waiting}), and returns what the call threw; {@code flagKept} says
   * whether the thread's interrupt flag was set when the call returned.
   */
  private static Throwable interruptedGet(
      CommerceClient client, CountDownLatch waiting, AtomicBoolean flagKept) throws Exception {
    CompletableFuture<Throwable> result = new CompletableFuture<>();
    Thread caller =
        new Thread(
            () -> {
              Throwable t = catchThrowable(() -> client.orders().get(ORDER_ID));
              flagKept.set(Thread.currentThread().isInterrupted());
              result.complete(t);
            });
    caller.start();
    assertThat(waiting.await(10, TimeUnit.SECONDS)).isTrue();
    caller.interrupt();
    return result.get(10, TimeUnit.SECONDS);
  }
}
