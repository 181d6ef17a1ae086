package com.workspacecommerce.sdk.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.workspacecommerce.sdk.CommerceClient;
import com.workspacecommerce.sdk.internal.spi.Cancellation;
import com.workspacecommerce.sdk.internal.spi.HttpTransport;
import com.workspacecommerce.sdk.internal.spi.WireRequest;
import com.workspacecommerce.sdk.internal.spi.WireResponse;
import com.workspacecommerce.sdk.models.Product;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import mockwebserver3.MockWebServer;
import mockwebserver3.junit5.StartStop;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * What {@link ClientFactory} decides when it assembles a client: a failed dependency check stops
 * the build, and only {@code maxConcurrentRequests} bounds the exchanges in flight (not OkHttp's
 * own limits of 64 in all and 5 per host).
 */
class ClientFactoryAssemblyTest {
  @StartStop final MockWebServer server = new MockWebServer();
  final ConcurrencyLimitTest.HoldingDispatcher held = new ConcurrencyLimitTest.HoldingDispatcher();

  @AfterEach
  void letEverythingGo() {
    held.open.countDown();
  }

  private static ClientConfig.Builder config() {
    return ClientConfig.builder().baseUrl("https://api.example.com/v1").apiKey("k");
  }

  @Test
  void aDependencyCheckThatFailsStopsTheBuildWithItsMessage() {
    AtomicInteger built = new AtomicInteger();
    assertThatThrownBy(
            () ->
                ClientFactory.create(
                    config().build(),
                    b -> {
                      built.incrementAndGet();
                      return null;
                    },
                    () -> {
                      throw new IllegalStateException(
                          "com.fasterxml.jackson.core:jackson-databind 2.17.2 found");
                    }))
        .isInstanceOf(IllegalStateException.class)
        .hasMessage("com.fasterxml.jackson.core:jackson-databind 2.17.2 found");
    assertThat(built).hasValue(0);
  }

  @Test
  void withTheCheckOffTheSameFailingCheckIsNeverRun() {
    AtomicInteger runs = new AtomicInteger();
    try (CommerceClient client =
        ClientFactory.create(
            config().set(Options.DEPENDENCY_CHECK, false).build(),
            b -> null,
            runs::incrementAndGet)) {
      assertThat(client.baseUrl()).isEqualTo("https://api.example.com/v1");
    }
    assertThat(runs).hasValue(0);
  }

  @Test
  void moreExchangesThanOkHttpsOwnLimitsRunAtOnceToOneHost() throws Exception {
    server.setDispatcher(held);
    int calls = 65; // one more than OkHttp's 64 in all, and far more than its 5 per host
    try (CommerceClient client =
        CommerceClient.builder()
            .baseUrl(server.url("/v1").toString())
            .apiKey(ConcurrencyLimitTest.KEY)
            .maxRetries(0)
            .maxConcurrentRequests(calls)
            .build()) {
      List<CompletableFuture<Product>> all = new ArrayList<>();
      for (int i = 0; i < calls; i++) {
        all.add(client.async().products().get(ConcurrencyLimitTest.ID));
      }
      held.awaitArrivals(calls);
      assertThat(held.peak.get()).isEqualTo(calls);

      held.open.countDown();
      for (CompletableFuture<Product> call : all) {
        assertThat(call.get(10, TimeUnit.SECONDS).id().toString())
            .isEqualTo(ConcurrencyLimitTest.ID);
      }
    }
  }

  @Test
  void aClientClosedTwiceReleasesItsTransportOnce() {
    AtomicInteger closes = new AtomicInteger();
    HttpTransport transport =
        new HttpTransport() {
          @Override
          public String name() {
            return "counting";
          }

          @Override
          public WireResponse send(WireRequest request, Cancellation exchange) {
            throw new UnsupportedOperationException("no call is made");
          }

          @Override
          public void sendAsync(WireRequest request, Cancellation exchange, Callback callback) {
            throw new UnsupportedOperationException("no call is made");
          }

          @Override
          public HttpTransport withConnectTimeout(java.time.Duration connectTimeout) {
            return this;
          }

          @Override
          public void close() {
            closes.incrementAndGet();
          }
        };
    CommerceClient client =
        ClientFactory.create(
            config().set(Options.SHARED_TRANSPORT, transport).build(), b -> null, () -> {});
    client.close();
    client.close();
    assertThat(closes).hasValue(1);
  }
}
