package com.workspacecommerce.sdk;

import static com.workspacecommerce.sdk.TestFixtures.ORDER_ID;
import static com.workspacecommerce.sdk.TestFixtures.customerParams;
import static com.workspacecommerce.sdk.TestFixtures.fastClient;
import static com.workspacecommerce.sdk.TestFixtures.json;
import static com.workspacecommerce.sdk.TestFixtures.orderJson;
import static com.workspacecommerce.sdk.TestFixtures.thrown;
import static org.assertj.core.api.Assertions.assertThat;

import com.workspacecommerce.sdk.TestFixtures.RecordingSleeper;
import com.workspacecommerce.sdk.errors.CommerceConnectionException;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import mockwebserver3.SocketEffect;
import mockwebserver3.junit5.StartStop;
import org.junit.jupiter.api.Test;

/**
 * What the JDK's HttpClient does on its own that the SDK cannot switch off per client (README,
 * Transports): it sends a GET once more when the connection drops before any response, and never a
 * POST. Pinned here so that a JDK that changes it is noticed.
 */
class JdkSilentResendTest {
  @StartStop final MockWebServer server = TestFixtures.noDelayServer();

  private final RecordingSleeper sleeper = new RecordingSleeper();

  @Test
  void aGetWhoseConnectionDropsBeforeTheResponseIsSentAgainByTheJdkUnseenByTheSdk() {
    server.enqueue(
        new MockResponse.Builder().onRequestStart(new SocketEffect.CloseSocket()).build());
    server.enqueue(json(200, orderJson(ORDER_ID)));
    CommerceResponse<?> response;
    try (CommerceClient client =
        fastClient(server).transport("jdk").maxRetries(0).sleeper(sleeper).build()) {
      response = client.orders().withRawResponse().get(ORDER_ID);
    }
    assertThat(server.getRequestCount()).as("sent twice").isEqualTo(2);
    assertThat(response.attempts()).as("one attempt for the SDK").isEqualTo(1);
    assertThat(sleeper.delays()).isEmpty();
  }

  @Test
  void aPostWhoseConnectionDropsIsNeverSentAgainByTheJdk() {
    server.enqueue(
        new MockResponse.Builder().onRequestStart(new SocketEffect.CloseSocket()).build());
    server.enqueue(json(201, TestFixtures.customerJson(TestFixtures.CUSTOMER_ID)));
    try (CommerceClient client = fastClient(server).transport("jdk").sleeper(sleeper).build()) {
      CommerceConnectionException e =
          thrown(
              CommerceConnectionException.class, () -> client.customers().create(customerParams()));
      assertThat(e.attempts()).isEqualTo(1);
    }
    assertThat(server.getRequestCount()).as("sent once").isEqualTo(1);
    assertThat(sleeper.delays()).as("nor resent by the SDK").isEmpty();
  }
}
