package com.workspacecommerce.sdk;

import static com.workspacecommerce.sdk.TestFixtures.API_KEY;
import static com.workspacecommerce.sdk.TestFixtures.PRODUCT_ID;
import static com.workspacecommerce.sdk.TestFixtures.builder;
import static com.workspacecommerce.sdk.TestFixtures.json;
import static com.workspacecommerce.sdk.TestFixtures.productJson;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import com.workspacecommerce.sdk.errors.CommerceDecodingException;
import com.workspacecommerce.sdk.errors.ResponseTooLargeException;
import com.workspacecommerce.sdk.models.Product;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import mockwebserver3.RecordedRequest;
import mockwebserver3.junit5.StartStop;
import org.junit.jupiter.api.Test;

/**
 * A 2xx body is decoded as it arrives: whatever follows the JSON value is still read and checked,
 * and a decoding error quotes the body's start. Runs on every transport and codec.
 */
class StreamedBodyTest {
  @StartStop final MockWebServer server = new MockWebServer();

  @Test
  void whatFollowsTheValueIsReadSoTheConnectionServesTheNextCall() throws Exception {
    // The value ends long before the body: a reader that stopped at its end would leave 20,000
    // bytes in the connection, which could then not be reused.
    server.enqueue(json(productJson(PRODUCT_ID) + " ".repeat(20_000)));
    server.enqueue(json(productJson(PRODUCT_ID)));
    try (CommerceClient client = builder(server, "/v1").build()) {
      Product first = client.products().get(PRODUCT_ID);
      Product second = client.products().get(PRODUCT_ID);

      assertThat(first.id()).isEqualTo(PRODUCT_ID);
      assertThat(second).isEqualTo(first);
    }
    RecordedRequest a = server.takeRequest();
    RecordedRequest b = server.takeRequest();
    assertThat(b.getConnectionIndex()).isEqualTo(a.getConnectionIndex());
    assertThat(b.getExchangeIndex()).isEqualTo(a.getExchangeIndex() + 1);
  }

  @Test
  void theSizeLimitCountsWhatFollowsTheValue() {
    // Chunked, so no Content-Length warns in advance: the value fits, the body does not.
    server.enqueue(
        new MockResponse.Builder()
            .addHeader("Content-Type", "application/json")
            .chunkedBody(productJson(PRODUCT_ID) + " ".repeat(70_000), 4096)
            .build());
    try (CommerceClient client =
        builder(server, "/v1").maxRetries(0).maxResponseBytes(64 * 1024).build()) {
      ResponseTooLargeException e =
          catchThrowableOfType(
              ResponseTooLargeException.class, () -> client.products().get(PRODUCT_ID));

      assertThat(e).isNotNull();
      assertThat(e.limitBytes()).isEqualTo(64 * 1024);
    }
  }

  @Test
  void aBodyThatFailsLateIsQuotedFromItsStartWithTheKeyMasked() {
    // The error lies past the bytes kept for the quote; the quote is still the body's start.
    String body =
        "{\"id\":\""
            + PRODUCT_ID
            + "\",\"echo\":\""
            + API_KEY
            + "\",\"description\":\""
            + "A".repeat(40_000)
            + "\",\"status\":[}";
    server.enqueue(json(body));
    try (CommerceClient client = builder(server, "/v1").maxRetries(0).build()) {
      CommerceDecodingException e =
          catchThrowableOfType(
              CommerceDecodingException.class, () -> client.products().get(PRODUCT_ID));

      assertThat(e).isNotNull();
      assertThat(e.getMessage())
          .contains("from HTTP 200 on GET /v1/products/" + PRODUCT_ID)
          .contains("body starts: {\"id\":\"" + PRODUCT_ID + "\",\"echo\":\"")
          .doesNotContain(API_KEY);
    }
  }
}
