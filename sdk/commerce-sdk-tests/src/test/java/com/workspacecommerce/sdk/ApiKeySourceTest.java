package com.workspacecommerce.sdk;

import static com.workspacecommerce.sdk.TestFixtures.ORDER_ID;
import static com.workspacecommerce.sdk.TestFixtures.fastClient;
import static com.workspacecommerce.sdk.TestFixtures.json;
import static com.workspacecommerce.sdk.TestFixtures.orderJson;
import static com.workspacecommerce.sdk.TestFixtures.orderParams;
import static com.workspacecommerce.sdk.TestFixtures.status;
import static com.workspacecommerce.sdk.TestFixtures.take;
import static com.workspacecommerce.sdk.TestFixtures.thrown;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.workspacecommerce.sdk.errors.AuthenticationException;
import com.workspacecommerce.sdk.errors.CommerceException;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import mockwebserver3.MockWebServer;
import mockwebserver3.RecordedRequest;
import mockwebserver3.junit5.StartStop;
import org.junit.jupiter.api.Test;

/**
 * Keys that rotate: an {@link ApiKeySource} asked before each attempt, the one retry after a 401
 * when the key has changed, the failures of a source, and keys never shown. Runs on both stacks.
 */
class ApiKeySourceTest {
  private static final String OLD = "sk_live_old_Q7cVv1";
  private static final String NEW = "sk_live_new_Z2pPx9";

  @StartStop final MockWebServer server = TestFixtures.noDelayServer();

  private final AtomicReference<String> key = new AtomicReference<>(OLD);
  private final AtomicInteger asked = new AtomicInteger();

  private CommerceClient client(int maxRetries) {
    return fastClient(server)
        .maxRetries(maxRetries)
        .apiKeySource(
            () -> {
              asked.incrementAndGet();
              return key.get();
            })
        .build();
  }

  @Test
  void eachAttemptSendsTheKeyTheSourceGivesThen() throws Exception {
    server.enqueue(json(orderJson(ORDER_ID)));
    server.enqueue(status(503));
    server.enqueue(json(orderJson(ORDER_ID)));
    try (CommerceClient client = client(1)) {
      client.orders().get(ORDER_ID);
      key.set(NEW);
      client.orders().get(ORDER_ID);
    }
    assertThat(take(server).getHeaders().get("Authorization")).isEqualTo("Bearer " + OLD);
    assertThat(take(server).getHeaders().get("Authorization")).isEqualTo("Bearer " + NEW);
    assertThat(take(server).getHeaders().get("Authorization")).isEqualTo("Bearer " + NEW);
    assertThat(asked).as("once per attempt").hasValue(3);
  }

  @Test
  void a401WithANewKeyNowIsRetriedOnceWithItEvenForAPostAndWithRetriesOff() throws Exception {
    // The server revoked OLD; asked after the 401, the source already has NEW.
    server.enqueue(status(401));
    server.enqueue(json(201, orderJson(ORDER_ID)));
    List<String> retries = new CopyOnWriteArrayList<>();
    AtomicInteger n = new AtomicInteger();
    try (CommerceClient client =
        fastClient(server)
            .maxRetries(0)
            .apiKeySource(() -> n.getAndIncrement() == 0 ? OLD : NEW)
            .listener(
                new CallListener() {
                  @Override
                  public void onRetryScheduled(Call call, RetryScheduled retry) {
                    retries.add(
                        retry.nextAttempt()
                            + " "
                            + retry.reason()
                            + " "
                            + retry.delay().toMillis());
                  }
                })
            .build()) {
      assertThat(client.orders().create(orderParams()).id().toString()).isEqualTo(ORDER_ID);
    }
    RecordedRequest first = take(server);
    RecordedRequest second = take(server);
    assertThat(first.getMethod()).isEqualTo("POST");
    assertThat(first.getHeaders().get("Authorization")).isEqualTo("Bearer " + OLD);
    assertThat(second.getMethod()).isEqualTo("POST");
    assertThat(second.getHeaders().get("Authorization")).isEqualTo("Bearer " + NEW);
    assertThat(server.getRequestCount()).isEqualTo(2);
    assertThat(retries).containsExactly("2 HTTP 401, new API key 0");
    assertThat(n).as("the first attempt, then after the 401; none for the retry").hasValue(2);
  }

  @Test
  void aSecond401AfterTheRetryWithTheNewKeyEndsTheCall() throws Exception {
    server.enqueue(status(401));
    server.enqueue(status(401));
    server.enqueue(status(401));
    AtomicInteger n = new AtomicInteger();
    try (CommerceClient client =
        fastClient(server)
            .maxRetries(3)
            .apiKeySource(() -> "sk_key_" + n.getAndIncrement())
            .build()) {
      AuthenticationException e =
          thrown(AuthenticationException.class, () -> client.orders().get(ORDER_ID));
      assertThat(e.attempts()).isEqualTo(2);
    }
    assertThat(server.getRequestCount()).as("one retry for a new key, no more").isEqualTo(2);
  }

  @Test
  void a401WithTheSameKeyIsFinalAsWithAFixedKey() {
    server.enqueue(status(401));
    try (CommerceClient client = client(2)) {
      AuthenticationException e =
          thrown(AuthenticationException.class, () -> client.orders().get(ORDER_ID));
      assertThat(e.attempts()).isEqualTo(1);
    }
    assertThat(server.getRequestCount()).isEqualTo(1);
  }

  @Test
  void aSourceThatThrowsFailsTheCallUnsentNamingWhatItThrewButNoKey() throws Exception {
    try (CommerceClient client =
        fastClient(server)
            .apiKeySource(
                () -> {
                  throw new java.io.IOException("vault unreachable");
                })
            .build()) {
      CommerceException e = thrown(CommerceException.class, () -> client.orders().get(ORDER_ID));
      assertThat(e.getMessage())
          .startsWith("GET /v1/orders/" + ORDER_ID + " was not sent: apiKeySource threw")
          .contains("java.io.IOException: vault unreachable");
      assertThat(e.getCause()).isInstanceOf(java.io.IOException.class);
    }
    assertThat(server.getRequestCount()).isZero();
  }

  @Test
  void aBlankNullOrMalformedKeyFailsTheCallUnsentWithoutShowingIt() {
    for (String bad : new String[] {"  ", null, "Bearer sk_live_shown_NOT"}) {
      try (CommerceClient client = fastClient(server).apiKeySource(() -> bad).build()) {
        CommerceException e = thrown(CommerceException.class, () -> client.orders().get(ORDER_ID));
        assertThat(e.getMessage()).contains("was not sent: apiKeySource returned");
        assertThat(e.getMessage()).doesNotContain("sk_live_shown_NOT");
      }
    }
    assertThat(server.getRequestCount()).isZero();
  }

  @Test
  void everyKeyTheSourceGaveIsMaskedInMessagesAndToString() throws Exception {
    // A misbehaving server echoes both keys back in its error body.
    server.enqueue(status(401));
    server.enqueue(json(403, "{\"message\":\"keys " + OLD + " and " + NEW + " are not allowed\"}"));
    AtomicInteger n = new AtomicInteger();
    CommerceClient.Builder builder =
        fastClient(server).apiKeySource(() -> n.getAndIncrement() == 0 ? OLD : NEW);
    assertThat(builder.toString()).doesNotContain(OLD).doesNotContain(NEW);
    try (CommerceClient client = builder.build()) {
      CommerceException e = thrown(CommerceException.class, () -> client.orders().get(ORDER_ID));
      assertThat(e.getMessage()).doesNotContain(OLD).doesNotContain(NEW).contains("[redacted]");
      assertThat(client.toString()).doesNotContain(OLD).doesNotContain(NEW);
    }
  }

  @Test
  void theLastOfApiKeyAndApiKeySourceWins() throws Exception {
    server.enqueue(json(orderJson(ORDER_ID)));
    server.enqueue(json(orderJson(ORDER_ID)));
    try (CommerceClient client =
        fastClient(server).apiKeySource(() -> NEW).apiKey("sk_fixed_1").build()) {
      client.orders().get(ORDER_ID);
    }
    try (CommerceClient client =
        fastClient(server).apiKey("sk_fixed_1").apiKeySource(() -> NEW).build()) {
      client.orders().get(ORDER_ID);
    }
    assertThat(take(server).getHeaders().get("Authorization")).isEqualTo("Bearer sk_fixed_1");
    assertThat(take(server).getHeaders().get("Authorization")).isEqualTo("Bearer " + NEW);
    assertThatThrownBy(() -> CommerceClient.builder().apiKeySource(null))
        .isInstanceOf(NullPointerException.class)
        .hasMessage("apiKeySource must not be null");
  }

  @Test
  void theAsyncPathAsksTheSourceAndRetriesTheSameWay() throws Exception {
    server.enqueue(status(401));
    server.enqueue(json(orderJson(ORDER_ID)));
    AtomicInteger n = new AtomicInteger();
    try (CommerceClient client =
        fastClient(server).apiKeySource(() -> n.getAndIncrement() == 0 ? OLD : NEW).build()) {
      assertThat(client.async().orders().get(ORDER_ID).get(5, TimeUnit.SECONDS).id().toString())
          .isEqualTo(ORDER_ID);
    }
    assertThat(take(server).getHeaders().get("Authorization")).isEqualTo("Bearer " + OLD);
    assertThat(take(server).getHeaders().get("Authorization")).isEqualTo("Bearer " + NEW);
    assertThat(n).as("the first attempt, then after the 401").hasValue(2);
  }
}
