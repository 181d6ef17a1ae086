package com.workspacecommerce.sdk.testing;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowable;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import com.workspacecommerce.sdk.CommerceClient;
import com.workspacecommerce.sdk.errors.CommerceApiException;
import com.workspacecommerce.sdk.errors.CommerceConnectionException;
import com.workspacecommerce.sdk.errors.CommerceTimeoutException;
import com.workspacecommerce.sdk.errors.RateLimitException;
import com.workspacecommerce.sdk.models.Product;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** Each fault against the real SDK over loopback: what the SDK sees, and what the journal shows. */
@CommerceSandboxTest(catalogSize = 3)
class FaultInjectionTest {

  private final CommerceSandbox sandbox;
  private CommerceClient client;

  FaultInjectionTest(CommerceSandbox sandbox) {
    this.sandbox = sandbox;
  }

  /**
   * A client of the given sandbox that never retries and gives up on a request after the timeout.
   */
  private static CommerceClient singleTry(CommerceSandbox target, Duration attemptTimeout) {
    return CommerceClient.builder()
        .baseUrl(target.baseUrl())
        .apiKey(target.apiKey())
        .maxRetries(0)
        .attemptTimeout(attemptTimeout)
        .build();
  }

  /** A client that fails fast: no retries unless a test asks, short timeouts and backoff. */
  private CommerceClient client(int maxRetries) {
    client =
        CommerceClient.builder()
            .baseUrl(sandbox.baseUrl())
            .apiKey(sandbox.apiKey())
            .maxRetries(maxRetries)
            .retryBackoff(Duration.ofMillis(1), Duration.ofMillis(5))
            .attemptTimeout(Duration.ofSeconds(1))
            .build();
    return client;
  }

  @AfterEach
  void closeClient() {
    if (client != null) {
      client.close();
    }
  }

  @Test
  void statusFaultIsPlayedTheGivenNumberOfTimesThenTheSandboxAnswersNormally() {
    sandbox.inject(Fault.status(503).on("products.list").times(2));

    for (int play = 1; play <= 2; play++) {
      CommerceApiException e =
          catchThrowableOfType(CommerceApiException.class, () -> client(0).products().list());
      assertThat(e.statusCode()).isEqualTo(503);
      client.close();
    }
    assertThat(client(0).products().list().items()).hasSize(3);

    // One retry absorbs the second play; a third call needs none.
    sandbox.inject(Fault.status(503).on("products.list"));
    assertThat(client(1).products().list().total()).isEqualTo(3);
    assertThat(sandbox.journal().matching("products.list"))
        .extracting(RecordedRequest::status)
        .containsExactly(503, 503, 200, 503, 200);
    assertThat(sandbox.journal().all().get(0).fault().status()).isEqualTo(503);
    assertThat(sandbox.journal().all().get(2).fault()).isNull();
  }

  @Test
  void rateLimitCarriesRetryAfterAndABody() {
    sandbox.inject(
        Fault.status(429)
            .withHeader("Retry-After", "7")
            .withBody("{\"error\":{\"type\":\"slow_down\"}}"));

    RateLimitException e =
        catchThrowableOfType(RateLimitException.class, () -> client(0).products().list());

    assertThat(e.retryAfter()).isEqualTo(Duration.ofSeconds(7));
    assertThat(e.body()).contains("slow_down");
    RecordedRequest recorded = sandbox.journal().only("*");
    assertThat(recorded.responseHeaders()).containsKey("Retry-after");
  }

  @Test
  void faultsMatchByMethodAndPathAndLeaveOtherRequestsAlone() {
    Product product = sandbox.products().add(p -> p.name("Lamp"));
    sandbox.inject(Fault.status(500).on("GET /products/*"));

    assertThat(client(0).products().list().total()).isEqualTo(4);
    assertThatThrownBy(() -> client.products().get(product.id()))
        .isInstanceOfSatisfying(
            CommerceApiException.class, e -> assertThat(e.statusCode()).isEqualTo(500));
    assertThat(client.products().get(product.id()).name()).isEqualTo("Lamp");
  }

  @Test
  void droppedConnectionIsAConnectionFailure() {
    sandbox.inject(Fault.dropConnection().on("products.list").times(5));

    assertThatThrownBy(() -> client(0).products().list())
        .isInstanceOf(CommerceConnectionException.class)
        .isNotInstanceOf(CommerceTimeoutException.class);
    RecordedRequest recorded = sandbox.journal().last("products.list");
    assertThat(recorded.fault().kind()).isEqualTo(Fault.Kind.DROP_CONNECTION);
    assertThat(recorded.status()).isZero();
  }

  @Test
  void truncatedBodyIsAConnectionFailureNotAParsedResult() {
    sandbox.inject(Fault.truncatedBody().on("products.list").times(5));

    assertThatThrownBy(() -> client(0).products().list())
        .isInstanceOf(CommerceConnectionException.class);
    RecordedRequest recorded = sandbox.journal().last("products.list");
    assertThat(recorded.fault().kind()).isEqualTo(Fault.Kind.TRUNCATED_BODY);
    assertThat(recorded.status()).isEqualTo(200);
  }

  @Test
  void noResponseEndsWithTheClientsTimeoutAndHoldsNoSandboxThread() throws Exception {
    sandbox.inject(Fault.noResponse().on("products.list").times(20));

    assertThatThrownBy(() -> client(0).products().list())
        .isInstanceOf(CommerceTimeoutException.class);
    // Twenty requests left unanswered at once, each journaled as it arrives: nineteen more from
    // as many threads, each on a connection of its own.
    try (CommerceClient quick = singleTry(sandbox, Duration.ofMillis(200))) {
      ExecutorService callers = Executors.newFixedThreadPool(19);
      try {
        List<Future<Throwable>> calls = new ArrayList<>();
        for (int i = 0; i < 19; i++) {
          calls.add(callers.submit(() -> catchThrowable(() -> quick.products().list())));
        }
        for (Future<Throwable> call : calls) {
          assertThat(call.get(10, TimeUnit.SECONDS)).isInstanceOf(CommerceTimeoutException.class);
        }
      } finally {
        callers.shutdownNow();
      }
    }
    awaitJournal("products.list", 20);
    assertThat(sandbox.journal().matching("products.list"))
        .allMatch(r -> r.fault().kind() == Fault.Kind.NO_RESPONSE && r.status() == 0);
    assertThat(noSandboxThreadInTheHandler())
        .as("the unanswered requests hold no sandbox thread")
        .isTrue();
    assertThat(client.products().list().total()).isEqualTo(3);
  }

  /**
   * Waits (bounded) until none of the sandbox's threads is inside its handler. Asked of the threads
   * themselves, since idle pool threads stay alive (and virtual threads are not in {@link
   * Thread#getAllStackTraces()}).
   */
  private boolean noSandboxThreadInTheHandler() {
    long deadline = System.nanoTime() + Duration.ofSeconds(10).toNanos();
    do {
      boolean busy =
          sandbox.threads().live().stream()
              .flatMap(t -> java.util.Arrays.stream(t.getStackTrace()))
              .anyMatch(frame -> frame.getClassName().equals(SandboxHandler.class.getName()));
      if (!busy) {
        return true;
      }
      java.util.concurrent.locks.LockSupport.parkNanos(Duration.ofMillis(5).toNanos());
    } while (System.nanoTime() < deadline);
    return false;
  }

  /** Waits (bounded) until the journal holds {@code count} matching requests. */
  private void awaitJournal(String selector, int count) {
    long deadline = System.nanoTime() + Duration.ofSeconds(10).toNanos();
    while (sandbox.journal().matching(selector).size() < count && System.nanoTime() < deadline) {
      Thread.onSpinWait();
    }
  }

  @Test
  void resetReleasesAnUnansweredRequest() throws Exception {
    sandbox.inject(Fault.noResponse().on("products.list"));
    CommerceClient patient = singleTry(sandbox, Duration.ofSeconds(30));
    Throwable[] failure = new Throwable[1];
    Thread caller =
        new Thread(
            () -> {
              try {
                patient.products().list();
              } catch (Throwable t) {
                failure[0] = t;
              }
            });
    caller.start();
    awaitJournal("products.list", 1);
    sandbox.reset();
    caller.join(10_000);
    patient.close();

    assertThat(caller.isAlive()).as("released well before its 30 s timeout").isFalse();
    assertThat(failure[0]).isInstanceOf(CommerceConnectionException.class);
  }

  @Test
  void delayHoldsTheAnswerBackUntilTheClientTimesOut() {
    sandbox.inject(Fault.delay(Duration.ofMillis(1500)).on("products.list"));

    assertThatThrownBy(() -> client(0).products().list())
        .isInstanceOf(CommerceTimeoutException.class);
    // The entry is journaled when the delayed answer goes out, after the client gave up.
    awaitJournal("products.list", 1);
    assertThat(sandbox.journal().only("products.list").fault().delay())
        .isEqualTo(Duration.ofMillis(1500));
  }

  @Test
  void closeEndsPendingFaultsAndLeavesNoSandboxThreadBehind() throws Exception {
    CommerceSandbox own = CommerceSandbox.start();
    own.inject(Fault.noResponse().on("products.list"));
    own.inject(Fault.delay(Duration.ofSeconds(30)).on("products.get"));
    try (CommerceClient quick = singleTry(own, Duration.ofMillis(300))) {
      assertThatThrownBy(() -> quick.products().list())
          .isInstanceOf(CommerceTimeoutException.class);
      assertThatThrownBy(() -> quick.products().get("00000000-0000-4000-8000-000000000000"))
          .isInstanceOf(CommerceTimeoutException.class);
    }
    // Tracked by the sandbox: Thread.getAllStackTraces() does not list virtual threads.
    List<Thread> threads = own.threads().live();
    assertThat(threads).as("a thread sleeps in the delayed request").isNotEmpty();

    own.close();

    for (Thread thread : threads) {
      thread.join(5_000);
      assertThat(thread.isAlive()).as(thread.getName() + " ended").isFalse();
    }
    assertThat(own.threads().live()).isEmpty();
  }

  @Test
  void faultsRejectNonsense() {
    assertThatThrownBy(() -> Fault.status(200)).hasMessageContaining("status");
    assertThatThrownBy(() -> Fault.status(503).times(0)).hasMessageContaining("times");
    assertThatThrownBy(() -> Fault.status(503).on("products.delete"))
        .hasMessageContaining("selector");
    assertThatThrownBy(() -> Fault.dropConnection().withHeader("a", "b"))
        .hasMessageContaining("status fault");
  }
}
