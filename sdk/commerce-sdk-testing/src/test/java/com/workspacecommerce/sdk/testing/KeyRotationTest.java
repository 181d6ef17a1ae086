package com.workspacecommerce.sdk.testing;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.workspacecommerce.sdk.CommerceClient;
import com.workspacecommerce.sdk.errors.AuthenticationException;
import com.workspacecommerce.sdk.params.CustomerCreateParams;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A key rotated in the middle of a run of concurrent calls, on both transports: a secret manager
 * issues a new key, the application's {@code ApiKeySource} starts giving it, and the old key is
 * revoked while calls made with it are still on their way. None fails, and no request is sent twice
 * except each 401's one retry with the new key.
 */
class KeyRotationTest {
  private static final int THREADS = 8;
  private static final int CALLS_PER_THREAD = 40;

  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {"okhttp", "jdk"})
  void noCallFailsWhenTheKeyIsRotatedMidRun(String transport) throws Exception {
    CountDownLatch halfway = new CountDownLatch(THREADS * CALLS_PER_THREAD / 2);
    // Each request waits a little on arrival, before its key is checked, so that requests sent
    // with the old key are still waiting when it is revoked: they get the 401 this is about.
    Runnable slow =
        () -> {
          try {
            Thread.sleep(20);
          } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
          }
        };
    try (CommerceSandbox sandbox =
        CommerceSandbox.builder().catalogSize(3).onArrival(slow).start()) {
      String old = sandbox.apiKey();
      AtomicReference<String> current = new AtomicReference<>(old);
      ExecutorService pool = Executors.newFixedThreadPool(THREADS);
      try (CommerceClient client =
          CommerceClient.builder()
              .baseUrl(sandbox.baseUrl())
              .transport(transport)
              .maxRetries(0) // so that the only second sending is the 401's
              .attemptTimeout(Duration.ofSeconds(10))
              .apiKeySource(current::get)
              .build()) {
        List<Future<?>> runs = new ArrayList<>();
        for (int t = 0; t < THREADS; t++) {
          int thread = t;
          runs.add(
              pool.submit(
                  () -> {
                    for (int i = 0; i < CALLS_PER_THREAD; i++) {
                      if (i % 2 == 0) {
                        client
                            .customers()
                            .create(
                                CustomerCreateParams.builder()
                                    .firstname("T" + thread + "-" + i)
                                    .build());
                      } else {
                        client.products().list();
                      }
                      halfway.countDown();
                    }
                    return null;
                  }));
        }
        assertThat(halfway.await(60, TimeUnit.SECONDS)).isTrue();
        String next = sandbox.issueApiKey(old);
        current.set(next);
        sandbox.revokeApiKey(old);
        for (Future<?> run : runs) {
          run.get(60, TimeUnit.SECONDS); // rethrows a failed call
        }

        List<RecordedRequest> all = sandbox.journal().all();
        long unauthorized = all.stream().filter(r -> r.status() == 401).count();
        assertThat(all).hasSize(THREADS * CALLS_PER_THREAD + (int) unauthorized);
        assertThat(unauthorized)
            .as("requests in flight with the old key when it was revoked")
            .isPositive()
            .isLessThanOrEqualTo(THREADS);
        long created = all.stream().filter(r -> r.status() == 201).count();
        assertThat(created)
            .as("each create sent once with success: none duplicated")
            .isEqualTo(THREADS * CALLS_PER_THREAD / 2);

        // The old key is final now: a client that still sends it gets the 401.
        try (CommerceClient stale =
            CommerceClient.builder()
                .baseUrl(sandbox.baseUrl())
                .transport(transport)
                .apiKeySource(() -> old)
                .build()) {
          assertThatThrownBy(() -> stale.products().list())
              .isInstanceOf(AuthenticationException.class);
        }
      } finally {
        pool.shutdownNow();
      }
    }
  }

  @org.junit.jupiter.api.Test
  void issuedKeysSelectTheSameWorkspaceRevokedOnesAreRefusedAndResetPutsTheStartingKeysBack() {
    try (CommerceSandbox sandbox = CommerceSandbox.builder().catalogSize(2).start()) {
      String alpha = sandbox.apiKey();
      String issued = sandbox.issueApiKey(alpha);
      assertThat(issued).isEqualTo("sk_test_issued_1");
      assertThat(sandbox.apiKeys()).containsExactly(alpha, sandbox.otherApiKey(), issued);
      assertThat(sandbox.workspace(issued)).isSameAs(sandbox.workspace(alpha));
      sandbox.revokeApiKey(alpha);
      assertThat(sandbox.apiKeys()).containsExactly(sandbox.otherApiKey(), issued);
      try (CommerceClient client =
          CommerceClient.builder().baseUrl(sandbox.baseUrl()).apiKey(issued).build()) {
        assertThat(client.products().list().items()).hasSize(2);
      }
      assertThatThrownBy(() -> sandbox.client().products().list())
          .isInstanceOf(AuthenticationException.class);
      assertThatThrownBy(() -> sandbox.revokeApiKey(alpha))
          .isInstanceOf(IllegalArgumentException.class)
          .hasMessage("apiKey does not select a workspace of this sandbox now");
      assertThatThrownBy(() -> sandbox.issueApiKey("sk_unknown"))
          .isInstanceOf(IllegalArgumentException.class);

      sandbox.reset();
      assertThat(sandbox.apiKeys()).containsExactly(alpha, sandbox.otherApiKey());
      assertThat(sandbox.client().products().list().items()).hasSize(2);
      try (CommerceClient client =
          CommerceClient.builder().baseUrl(sandbox.baseUrl()).apiKey(issued).build()) {
        assertThatThrownBy(() -> client.products().list())
            .isInstanceOf(AuthenticationException.class);
      }
    }
  }
}
