package com.workspacecommerce.sdk;

import static com.workspacecommerce.sdk.TestFixtures.ORDER_ID;
import static com.workspacecommerce.sdk.TestFixtures.client;
import static com.workspacecommerce.sdk.TestFixtures.json;
import static com.workspacecommerce.sdk.TestFixtures.orderJson;
import static org.assertj.core.api.Assertions.assertThat;

import com.workspacecommerce.sdk.models.Order;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import mockwebserver3.MockWebServer;
import mockwebserver3.junit5.StartStop;
import org.junit.jupiter.api.Test;

/** A raw response's elapsed time is the call's own duration, covering the server's delay. */
class RawElapsedTest {
  @StartStop final MockWebServer server = new MockWebServer();

  @Test
  void theElapsedTimeCoversTheServersDelayAndNoMore() {
    server.enqueue(
        json(200, orderJson(ORDER_ID))
            .newBuilder()
            .headersDelay(50, TimeUnit.MILLISECONDS)
            .build());
    long start = System.nanoTime();
    CommerceResponse<Order> r;
    try (CommerceClient client = client(server)) {
      r = client.orders().withRawResponse().get(ORDER_ID);
    }
    Duration outside = Duration.ofNanos(System.nanoTime() - start);
    assertThat(r.elapsed())
        .isGreaterThanOrEqualTo(Duration.ofMillis(50))
        .isLessThanOrEqualTo(outside);
  }
}
