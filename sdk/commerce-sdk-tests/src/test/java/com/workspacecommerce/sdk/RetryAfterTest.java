package com.workspacecommerce.sdk;

import static com.workspacecommerce.sdk.TestFixtures.API_KEY;
import static com.workspacecommerce.sdk.TestFixtures.CUSTOMER_ID;
import static com.workspacecommerce.sdk.TestFixtures.ORDER_ID;
import static com.workspacecommerce.sdk.TestFixtures.customerJson;
import static com.workspacecommerce.sdk.TestFixtures.customerParams;
import static com.workspacecommerce.sdk.TestFixtures.fastClient;
import static com.workspacecommerce.sdk.TestFixtures.json;
import static com.workspacecommerce.sdk.TestFixtures.orderJson;
import static com.workspacecommerce.sdk.TestFixtures.status;
import static com.workspacecommerce.sdk.TestFixtures.thrown;
import static org.assertj.core.api.Assertions.assertThat;

import com.workspacecommerce.sdk.TestFixtures.RecordingSleeper;
import com.workspacecommerce.sdk.errors.InternalServerException;
import com.workspacecommerce.sdk.errors.RateLimitException;
import com.workspacecommerce.sdk.models.Order;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import mockwebserver3.junit5.StartStop;
import org.junit.jupiter.api.Test;

/**
 * {@code Retry-After}: honoured up to 60 s, as delta-seconds or HTTP-date; longer fails at once.
 */
class RetryAfterTest {
  /** Wednesday 1 January 2025, 12:00:00 UTC. */
  private static final Instant NOW = Instant.parse("2025-01-01T12:00:00Z");

  @StartStop final MockWebServer server = TestFixtures.noDelayServer();

  private final RecordingSleeper sleeper = new RecordingSleeper();

  private CommerceClient client() {
    return fastClient(server)
        .sleeper(sleeper)
        .clock(Clock.fixed(NOW, ZoneOffset.UTC))
        .jitter(() -> 0.5)
        .build();
  }

  private static MockResponse tooManyRequests(String retryAfter) {
    return status(429).newBuilder().setHeader("Retry-After", retryAfter).build();
  }

  @Test
  void retryAfterOneSecondReallyWaitsAboutOneSecondThenReturnsTheResult() {
    server.enqueue(tooManyRequests("1"));
    server.enqueue(json(200, orderJson(ORDER_ID)));
    // The real sleeper: this is the one test that waits.
    try (CommerceClient client =
        CommerceClient.builder()
            .baseUrl(server.url("/v1").toString())
            .apiKey(API_KEY)
            .attemptTimeout(Duration.ofSeconds(2))
            .build()) {
      long start = System.nanoTime();
      Order order = client.orders().get(ORDER_ID);
      Duration elapsed = Duration.ofNanos(System.nanoTime() - start);

      assertThat(order.id()).isEqualTo(ORDER_ID);
      assertThat(elapsed).isBetween(Duration.ofMillis(900), Duration.ofMillis(3000));
    }
    assertThat(server.getRequestCount()).isEqualTo(2);
  }

  @Test
  void deltaSecondsAreTheExactDelay() {
    server.enqueue(tooManyRequests("7"));
    server.enqueue(tooManyRequests("0"));
    server.enqueue(json(200, orderJson(ORDER_ID)));
    try (CommerceClient client = client()) {
      client.orders().get(ORDER_ID);
    }
    assertThat(sleeper.delays()).containsExactly(Duration.ofSeconds(7), Duration.ZERO);
    assertThat(server.getRequestCount()).isEqualTo(3);
  }

  @Test
  void httpDateIsMeasuredFromTheClock() {
    server.enqueue(tooManyRequests("Wed, 01 Jan 2025 12:00:30 GMT"));
    server.enqueue(json(200, orderJson(ORDER_ID)));
    try (CommerceClient client = client()) {
      client.orders().get(ORDER_ID);
    }
    assertThat(sleeper.delays()).containsExactly(Duration.ofSeconds(30));
  }

  @Test
  void httpDateInThePastMeansRetryNow() {
    server.enqueue(tooManyRequests("Wed, 01 Jan 2025 11:59:00 GMT"));
    server.enqueue(json(200, orderJson(ORDER_ID)));
    try (CommerceClient client = client()) {
      client.orders().get(ORDER_ID);
    }
    assertThat(sleeper.delays()).containsExactly(Duration.ZERO);
  }

  @Test
  void sixtySecondsIsStillHonoured() {
    server.enqueue(tooManyRequests("60"));
    server.enqueue(json(200, orderJson(ORDER_ID)));
    try (CommerceClient client = client()) {
      client.orders().get(ORDER_ID);
    }
    assertThat(sleeper.delays()).containsExactly(Duration.ofSeconds(60));
  }

  @Test
  void moreThanSixtySecondsFailsAtOnceWithTheDelay() {
    server.enqueue(tooManyRequests("120").newBuilder().setHeader("X-Request-Id", "rl-1").build());
    server.enqueue(json(200, orderJson(ORDER_ID)));
    try (CommerceClient client = client()) {
      RateLimitException e = thrown(RateLimitException.class, () -> client.orders().get(ORDER_ID));

      assertThat(e.retryAfter()).isEqualTo(Duration.ofSeconds(120));
      assertThat(e.attempts()).isEqualTo(1);
      assertThat(e.requestId()).isEqualTo("rl-1");
      assertThat(e.getMessage()).contains("429").contains("120 s");
    }
    assertThat(server.getRequestCount()).isEqualTo(1);
    assertThat(sleeper.delays()).isEmpty();
  }

  @Test
  void httpDateMoreThanSixtySecondsAwayFailsAtOnce() {
    server.enqueue(tooManyRequests("Wed, 01 Jan 2025 12:05:00 GMT"));
    try (CommerceClient client = client()) {
      RateLimitException e =
          thrown(RateLimitException.class, () -> client.customers().create(customerParams()));
      assertThat(e.retryAfter()).isEqualTo(Duration.ofMinutes(5));
    }
    assertThat(server.getRequestCount()).isEqualTo(1);
    assertThat(sleeper.delays()).isEmpty();
  }

  @Test
  void retryAfterIsHonouredOnA503ForGet() {
    server.enqueue(status(503).newBuilder().setHeader("Retry-After", "3").build());
    server.enqueue(json(200, orderJson(ORDER_ID)));
    try (CommerceClient client = client()) {
      client.orders().get(ORDER_ID);
    }
    assertThat(sleeper.delays()).containsExactly(Duration.ofSeconds(3));
  }

  @Test
  void a503WithRetryAfterZeroIsRetriedByTheSdkOnlyNeverSilentlyByOkHttp() {
    // OkHttp resends such a request on its own; that attempt would escape maxRetries and the
    // listener. With retries off, exactly one request reaches the server.
    server.enqueue(status(503).newBuilder().setHeader("Retry-After", "0").build());
    server.enqueue(json(200, orderJson(ORDER_ID)));
    try (CommerceClient client = fastClient(server).sleeper(sleeper).maxRetries(0).build()) {
      InternalServerException e =
          thrown(InternalServerException.class, () -> client.orders().get(ORDER_ID));
      assertThat(e.attempts()).isEqualTo(1);
      assertThat(e.headers()).containsEntry("retry-after", java.util.List.of("0"));
    }
    assertThat(server.getRequestCount()).isEqualTo(1);
    assertThat(sleeper.delays()).isEmpty();
  }

  @Test
  void a503WithRetryAfterZeroIsRetriedAtOnceAsOneMoreCountedAttempt() {
    server.enqueue(status(503).newBuilder().setHeader("Retry-After", "0").build());
    server.enqueue(json(200, orderJson(ORDER_ID)));
    try (CommerceClient client = client()) {
      CommerceResponse<?> r = client.orders().withRawResponse().get(ORDER_ID);
      assertThat(r.attempts()).isEqualTo(2);
    }
    assertThat(sleeper.delays()).containsExactly(Duration.ZERO);
  }

  @Test
  void postAnswered429WithRetryAfterIsRetriedAfterThatDelay() {
    server.enqueue(tooManyRequests("2"));
    server.enqueue(json(201, customerJson(CUSTOMER_ID)));
    try (CommerceClient client = client()) {
      assertThat(client.customers().create(customerParams()).id()).isEqualTo(CUSTOMER_ID);
    }
    assertThat(sleeper.delays()).containsExactly(Duration.ofSeconds(2));
    assertThat(server.getRequestCount()).isEqualTo(2);
  }

  @Test
  void unreadableRetryAfterFallsBackToTheBackoff() {
    server.enqueue(tooManyRequests("soon"));
    server.enqueue(json(200, orderJson(ORDER_ID)));
    try (CommerceClient client =
        fastClient(server)
            .sleeper(sleeper)
            .retryBackoff(Duration.ofMillis(400), Duration.ofSeconds(8))
            .jitter(() -> 0.5)
            .build()) {
      client.orders().get(ORDER_ID);
    }
    assertThat(sleeper.delays()).containsExactly(Duration.ofMillis(200));
  }

  @Test
  void rateLimitedOnEveryAttemptEndsWithTheLastRateLimitException() {
    server.enqueue(tooManyRequests("1").newBuilder().setHeader("X-Request-Id", "a").build());
    server.enqueue(tooManyRequests("2").newBuilder().setHeader("X-Request-Id", "b").build());
    server.enqueue(tooManyRequests("3").newBuilder().setHeader("X-Request-Id", "c").build());
    try (CommerceClient client = client()) {
      RateLimitException e = thrown(RateLimitException.class, () -> client.orders().get(ORDER_ID));

      assertThat(e.requestId()).isEqualTo("c");
      assertThat(e.retryAfter()).isEqualTo(Duration.ofSeconds(3));
      assertThat(e.attempts()).isEqualTo(3);
      assertThat(e.getMessage()).contains("3 attempts");
    }
    assertThat(sleeper.delays()).containsExactly(Duration.ofSeconds(1), Duration.ofSeconds(2));
  }
}
