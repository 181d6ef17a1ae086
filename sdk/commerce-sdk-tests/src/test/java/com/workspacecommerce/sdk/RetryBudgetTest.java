package com.workspacecommerce.sdk;

import static com.workspacecommerce.sdk.TestFixtures.PRODUCT_ID;
import static com.workspacecommerce.sdk.TestFixtures.json;
import static com.workspacecommerce.sdk.TestFixtures.product;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import com.workspacecommerce.sdk.errors.CommerceException;
import com.workspacecommerce.sdk.errors.InternalServerException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import mockwebserver3.Dispatcher;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import mockwebserver3.RecordedRequest;
import mockwebserver3.junit5.StartStop;
import org.junit.jupiter.api.Test;

/** The per-client retry budget: retries stop multiplying load on a server that keeps failing. */
class RetryBudgetTest {
  private static final int THREADS = 16;
  private static final int CALLS = 1_000;

  @StartStop final MockWebServer server = TestFixtures.noDelayServer();

  /** Default retries and budget; no waiting between attempts. */
  private CommerceClient.Builder defaults() {
    return TestFixtures.builder(server, "/v1")
        .maxRetries(2)
        .retryBudget(RetryBudget.standard())
        .sleeper(d -> {});
  }

  private void answer(java.util.function.Supplier<MockResponse> response) {
    server.setDispatcher(
        new Dispatcher() {
          @Override
          public MockResponse dispatch(RecordedRequest request) {
            return response.get();
          }
        });
  }

  /** Runs {@link #CALLS} GETs on {@link #THREADS} threads; returns how many succeeded. */
  private static int run(CommerceClient client, List<String> messages) throws Exception {
    return run(client, messages, CALLS);
  }

  private static int run(CommerceClient client, List<String> messages, int calls) throws Exception {
    ExecutorService pool = Executors.newFixedThreadPool(THREADS);
    AtomicInteger next = new AtomicInteger();
    AtomicInteger ok = new AtomicInteger();
    List<Future<?>> futures = new ArrayList<>();
    for (int t = 0; t < THREADS; t++) {
      futures.add(
          pool.submit(
              () -> {
                while (next.getAndIncrement() < calls) {
                  try {
                    client.products().get(PRODUCT_ID);
                    ok.incrementAndGet();
                  } catch (CommerceException e) {
                    synchronized (messages) {
                      messages.add(e.getMessage());
                    }
                  }
                }
                return null;
              }));
    }
    pool.shutdown();
    assertThat(pool.awaitTermination(60, TimeUnit.SECONDS)).isTrue();
    for (Future<?> f : futures) {
      f.get();
    }
    return ok.get();
  }

  @Test
  void aServerThatAlwaysFailsGetsAtMostAboutOneRetryInTenCalls() throws Exception {
    answer(() -> json(503, "{\"message\":\"down\"}"));
    List<String> messages = new ArrayList<>();
    try (CommerceClient client = defaults().build()) {
      assertThat(run(client, messages)).isZero();
    }
    int requests = server.getRequestCount();
    System.out.println(
        "[retry budget] persistent 503: "
            + CALLS
            + " calls sent "
            + requests
            + " requests (without a budget: "
            + CALLS * 3
            + ")");
    // 500 tokens pay for 100 retries of 5; nothing refills them.
    assertThat(requests).isBetween(CALLS, CALLS + 100);
    assertThat(messages).hasSize(CALLS);
    assertThat(messages.stream().filter(m -> m.contains("retry budget")).count())
        .as("calls refused a retry say so")
        .isGreaterThanOrEqualTo(CALLS - 100);
  }

  @Test
  void occasionalFailuresNeverEmptyTheBucket() throws Exception {
    Random random = new Random(42);
    answer(
        () -> {
          boolean fail;
          synchronized (random) {
            fail = random.nextInt(10) == 0;
          }
          return fail ? json(503, "{\"message\":\"blip\"}") : json(product(1));
        });
    List<String> messages = new ArrayList<>();
    int ok;
    try (CommerceClient client = defaults().build()) {
      ok = run(client, messages);
    }
    System.out.println(
        "[retry budget] 10% random 503s: " + ok + " of " + CALLS + " GETs succeeded");
    assertThat(ok).isGreaterThanOrEqualTo(CALLS * 99 / 100);
    assertThat(messages).noneMatch(m -> m.contains("retry budget"));
  }

  @Test
  void anUnlimitedBudgetLeavesOnlyMaxRetries() throws Exception {
    answer(() -> json(503, "{}"));
    List<String> messages = new ArrayList<>();
    try (CommerceClient client = defaults().retryBudget(RetryBudget.unlimited()).build()) {
      run(client, messages, 200); // 200 calls would drain the standard budget twice over
    }
    assertThat(server.getRequestCount()).isEqualTo(200 * 3);
  }

  @Test
  void anEmptyBudgetAllowsNoRetryAndTheExceptionSaysWhy() {
    answer(() -> json(503, "{}"));
    try (CommerceClient client = defaults().retryBudget(RetryBudget.ofCapacity(0)).build()) {
      InternalServerException e =
          catchThrowableOfType(
              InternalServerException.class, () -> client.products().get(PRODUCT_ID));
      assertThat(e.attempts()).isEqualTo(1);
      assertThat(e.getMessage()).contains("retry budget").contains("retryBudget");
    }
    assertThat(server.getRequestCount()).isEqualTo(1);
  }

  @Test
  void aTimeoutCostsMoreThanAnErrorStatus() {
    // 15 tokens: one retry after a 503 (5) and one after a timeout (10), then nothing.
    server.enqueue(json(503, "{}"));
    server.enqueue(
        new MockResponse.Builder()
            .onResponseStart(mockwebserver3.SocketEffect.Stall.INSTANCE)
            .build());
    server.enqueue(json(503, "{}"));
    server.enqueue(json(503, "{}"));
    try (CommerceClient client =
        defaults()
            .maxRetries(5)
            .attemptTimeout(Duration.ofMillis(300))
            .retryBudget(RetryBudget.ofCapacity(15))
            .build()) {
      InternalServerException e =
          catchThrowableOfType(
              InternalServerException.class, () -> client.products().get(PRODUCT_ID));
      assertThat(e.attempts()).isEqualTo(3);
      assertThat(e.getMessage()).contains("retry budget");
    }
  }

  @Test
  void budgetsAreValidated() {
    assertThat(
            catchThrowableOfType(IllegalArgumentException.class, () -> RetryBudget.ofCapacity(-1)))
        .hasMessageContaining("capacity");
    assertThat(RetryBudget.unlimited().isUnlimited()).isTrue();
    assertThat(RetryBudget.standard().capacity()).isEqualTo(RetryBudget.DEFAULT_CAPACITY);
  }
}
