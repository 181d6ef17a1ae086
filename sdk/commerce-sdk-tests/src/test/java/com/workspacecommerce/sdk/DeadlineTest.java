package com.workspacecommerce.sdk;

import static com.workspacecommerce.sdk.TestFixtures.PRODUCT_ID;
import static com.workspacecommerce.sdk.TestFixtures.builder;
import static com.workspacecommerce.sdk.TestFixtures.json;
import static com.workspacecommerce.sdk.TestFixtures.product;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import com.workspacecommerce.sdk.errors.CommerceTimeoutException;
import com.workspacecommerce.sdk.errors.InternalServerException;
import java.time.Duration;
import mockwebserver3.Dispatcher;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import mockwebserver3.RecordedRequest;
import mockwebserver3.SocketEffect;
import mockwebserver3.junit5.StartStop;
import org.junit.jupiter.api.Test;

/** The whole-call deadline ({@code totalTimeout}) beside the per-attempt timeout. */
class DeadlineTest {
  @StartStop final MockWebServer server = new MockWebServer();

  private void alwaysUnavailableWithRetryAfterOneSecond() {
    server.setDispatcher(
        new Dispatcher() {
          @Override
          public MockResponse dispatch(RecordedRequest request) {
            return new MockResponse.Builder()
                .code(503)
                .addHeader("Retry-After", "1")
                .body("{\"message\":\"busy\"}")
                .build();
          }
        });
  }

  @Test
  void aRetryAfterEndingPastTheDeadlineIsNotWaitedFor() {
    alwaysUnavailableWithRetryAfterOneSecond();
    Duration took;
    try (CommerceClient client =
        builder(server, "/v1").maxRetries(10).totalTimeout(Duration.ofMillis(2_900)).build()) {
      // The call alone is timed: building and closing a client is not part of its deadline.
      long start = System.nanoTime();
      InternalServerException e =
          catchThrowableOfType(
              InternalServerException.class, () -> client.products().get(PRODUCT_ID));
      took = Duration.ofNanos(System.nanoTime() - start);
      // Attempts at about 0 s, 1 s and 2 s; a fourth would start at 3 s, past the deadline. The
      // third is made as long as the first two took under 0.9 s in all, which a loaded machine
      // keeps (with a 2.5 s deadline the margin was 0.5 s, and it once was not kept).
      assertThat(e.attempts()).isEqualTo(3);
      assertThat(e.getMessage()).contains("totalTimeout of 2900 ms ended it").contains("503");
    }
    assertThat(took)
        .isGreaterThanOrEqualTo(Duration.ofMillis(1_900))
        .isLessThan(Duration.ofSeconds(4));
    assertThat(server.getRequestCount()).isEqualTo(3);
  }

  @Test
  void theDeadlineShortensTheAttemptRunningWhenItEnds() {
    server.enqueue(new MockResponse.Builder().onResponseStart(SocketEffect.Stall.INSTANCE).build());
    long start = System.nanoTime();
    try (CommerceClient client =
        builder(server, "/v1")
            .attemptTimeout(Duration.ofSeconds(30))
            .totalTimeout(Duration.ofMillis(500))
            .build()) {
      CommerceTimeoutException e =
          catchThrowableOfType(
              CommerceTimeoutException.class, () -> client.products().get(PRODUCT_ID));
      assertThat(e.getMessage()).contains("totalTimeout of 500 ms ended it");
      assertThat(e.attempts()).isEqualTo(1);
    }
    assertThat(Duration.ofNanos(System.nanoTime() - start)).isLessThan(Duration.ofSeconds(5));
  }

  @Test
  void requestOptionsOverrideTheClientsDeadline() {
    alwaysUnavailableWithRetryAfterOneSecond();
    try (CommerceClient client = builder(server, "/v1").maxRetries(10).build()) {
      InternalServerException e =
          catchThrowableOfType(
              InternalServerException.class,
              () ->
                  client
                      .products()
                      .get(
                          PRODUCT_ID,
                          RequestOptions.builder().totalTimeout(Duration.ofMillis(600)).build()));
      assertThat(e.attempts()).isEqualTo(1);
      assertThat(e.getMessage()).contains("totalTimeout of 600 ms ended it");
    }
  }

  @Test
  void aCallWithinTheDeadlineIsUntouched() {
    server.enqueue(json(product(1)));
    try (CommerceClient client =
        builder(server, "/v1").totalTimeout(Duration.ofSeconds(5)).build()) {
      assertThat(client.products().get(PRODUCT_ID).name()).isEqualTo("product 1");
    }
  }

  @Test
  void theDefaultBoundsAGetToTwoMinutesAndBothTimeoutsAreValidated() {
    assertThat(CommerceClient.DEFAULT_TOTAL_TIMEOUT).isEqualTo(Duration.ofMinutes(2));
    assertThat(
            catchThrowableOfType(
                IllegalArgumentException.class,
                () -> CommerceClient.builder().totalTimeout(Duration.ZERO)))
        .hasMessageContaining("totalTimeout");
    assertThat(
            catchThrowableOfType(
                IllegalArgumentException.class,
                () -> RequestOptions.builder().attemptTimeout(Duration.ofSeconds(-1))))
        .hasMessageContaining("attemptTimeout");
  }
}
