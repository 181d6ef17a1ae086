package com.workspacecommerce.sdk;

import static com.workspacecommerce.sdk.TestFixtures.API_KEY;
import static com.workspacecommerce.sdk.TestFixtures.ORDER_ID;
import static com.workspacecommerce.sdk.TestFixtures.builder;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.workspacecommerce.sdk.errors.CommerceException;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import mockwebserver3.MockWebServer;
import mockwebserver3.junit5.StartStop;
import okhttp3.OkHttpClient;
import org.junit.jupiter.api.Test;

/**
 * An application's own {@link OkHttpClient} (through {@code httpClient(..)}) whose interceptor
 * throws: the sync and async calls end the same way, as a {@link CommerceException} that names what
 * threw, without a retry (the same code would throw again), and the listener hears the end.
 */
class HttpClientCodeFailureTest {
  @StartStop final MockWebServer server = new MockWebServer();

  @Test
  void aThrowingOkHttpInterceptorEndsSyncAndAsyncCallsAlikeWithoutRetrying() throws Exception {
    AtomicInteger attempts = new AtomicInteger();
    IllegalStateException boom = new IllegalStateException("no route for key " + API_KEY);
    OkHttpClient appClient =
        new OkHttpClient.Builder()
            .addInterceptor(
                chain -> {
                  attempts.incrementAndGet();
                  throw boom;
                })
            .build();
    List<String> ends = new CopyOnWriteArrayList<>();
    try (CommerceClient client =
        builder(server, "/v1")
            .maxRetries(3)
            .httpClient(appClient)
            .addListener(
                new CallListener() {
                  @Override
                  public void onCallEnd(Call call, CallEnd end) {
                    ends.add(call.operation() + " " + end.failure().getClass().getSimpleName());
                  }
                })
            .build()) {
      assertThatThrownBy(() -> client.orders().get(ORDER_ID))
          .isExactlyInstanceOf(CommerceException.class)
          .hasMessageContaining("GET /v1/orders/" + ORDER_ID + " failed")
          .hasMessageContaining("httpClient(..)")
          .hasMessageContaining("java.lang.IllegalStateException: no route for key")
          .hasMessageContaining("(1 attempt)")
          .hasMessageNotContaining(API_KEY)
          .hasCause(boom);
      assertThatThrownBy(() -> client.async().orders().get(ORDER_ID).get(5, TimeUnit.SECONDS))
          .isInstanceOf(ExecutionException.class)
          .cause()
          .isExactlyInstanceOf(CommerceException.class)
          .hasMessageContaining("httpClient(..)")
          .hasMessageNotContaining(API_KEY)
          .hasCause(boom);
    }
    assertThat(attempts).as("one attempt per call: never retried").hasValue(2);
    assertThat(ends)
        .containsExactly("orders.get CommerceException", "orders.get CommerceException");
    assertThat(server.getRequestCount()).isZero();
  }
}
