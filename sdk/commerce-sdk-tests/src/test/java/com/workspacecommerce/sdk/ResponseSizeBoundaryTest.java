package com.workspacecommerce.sdk;

import static com.workspacecommerce.sdk.TestFixtures.PRODUCT_ID;
import static com.workspacecommerce.sdk.TestFixtures.builder;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import com.workspacecommerce.sdk.errors.ResponseTooLargeException;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import mockwebserver3.junit5.StartStop;
import org.junit.jupiter.api.Test;

/**
 * {@code maxResponseBytes} at its exact edge: a body of exactly the limit is read, one byte more is
 * refused, whether the server sends a Content-Length or a chunked body without one.
 */
class ResponseSizeBoundaryTest {
  @StartStop final MockWebServer server = new MockWebServer();

  private static final String BODY = TestFixtures.product(7);
  private static final int SIZE = BODY.getBytes(StandardCharsets.UTF_8).length;

  private static MockResponse withLength() {
    return new MockResponse.Builder()
        .addHeader("Content-Type", "application/json")
        .body(BODY)
        .build();
  }

  private static MockResponse chunked() {
    return new MockResponse.Builder()
        .addHeader("Content-Type", "application/json")
        .chunkedBody(BODY, 16)
        .build();
  }

  private CommerceClient client(long limit) {
    return builder(server, "/v1").maxResponseBytes(limit).build();
  }

  @Test
  void aBodyOfExactlyTheLimitWithContentLengthIsRead() {
    server.enqueue(withLength());
    try (CommerceClient client = client(SIZE)) {
      assertThat(client.products().get(PRODUCT_ID).name()).isEqualTo("product 7");
    }
  }

  @Test
  void aChunkedBodyOfExactlyTheLimitIsRead() {
    server.enqueue(chunked());
    try (CommerceClient client = client(SIZE)) {
      assertThat(client.products().get(PRODUCT_ID).name()).isEqualTo("product 7");
    }
  }

  @Test
  void aBodyOneByteOverTheLimitWithContentLengthIsRefused() {
    server.enqueue(withLength());
    try (CommerceClient client = client(SIZE - 1)) {
      ResponseTooLargeException e = refused(client);
      assertThat(e.limitBytes()).isEqualTo(SIZE - 1);
      assertThat(e.getMessage())
          .isEqualTo(
              "The response to GET /v1/products/"
                  + PRODUCT_ID
                  + " (HTTP 200) is larger than the client's limit of "
                  + (SIZE - 1)
                  + " bytes (maxResponseBytes); reading stopped at the limit and the connection"
                  + " was discarded (1 attempt)");
    }
  }

  @Test
  void aChunkedBodyOneByteOverTheLimitIsRefused() {
    server.enqueue(chunked());
    try (CommerceClient client = client(SIZE - 1)) {
      assertThat(refused(client).limitBytes()).isEqualTo(SIZE - 1);
    }
  }

  @Test
  void aChunkedBodyTwoBytesUnderTheLimitIsRead() {
    server.enqueue(chunked());
    try (CommerceClient client = client(SIZE + 2)) {
      assertThat(client.products().get(PRODUCT_ID).name()).isEqualTo("product 7");
    }
  }

  @Test
  void anAsynchronousCallIsRefusedAtTheSameEdge() throws Exception {
    server.enqueue(withLength());
    server.enqueue(withLength());
    try (CommerceClient exact = client(SIZE)) {
      assertThat(exact.async().products().get(PRODUCT_ID).get(10, TimeUnit.SECONDS).name())
          .isEqualTo("product 7");
    }
    try (CommerceClient under = client(SIZE - 1)) {
      Throwable t =
          catchThrowable(() -> under.async().products().get(PRODUCT_ID).get(10, TimeUnit.SECONDS));
      assertThat(t).isInstanceOf(ExecutionException.class);
      assertThat(t.getCause()).isInstanceOf(ResponseTooLargeException.class);
      assertThat(((ResponseTooLargeException) t.getCause()).limitBytes()).isEqualTo(SIZE - 1);
    }
  }

  private static ResponseTooLargeException refused(CommerceClient client) {
    ResponseTooLargeException e =
        catchThrowableOfType(
            ResponseTooLargeException.class, () -> client.products().get(PRODUCT_ID));
    assertThat(e).as("refused").isNotNull();
    assertThat(e.statusCode()).isEqualTo(200);
    return e;
  }
}
