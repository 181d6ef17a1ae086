package com.workspacecommerce.sdk;

import static com.workspacecommerce.sdk.TestFixtures.PRODUCT_ID;
import static com.workspacecommerce.sdk.TestFixtures.builder;
import static com.workspacecommerce.sdk.TestFixtures.json;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import com.workspacecommerce.sdk.errors.CommerceApiException;
import com.workspacecommerce.sdk.errors.ResponseTooLargeException;
import com.workspacecommerce.sdk.models.Product;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.TimeUnit;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import mockwebserver3.junit5.StartStop;
import okio.Buffer;
import org.junit.jupiter.api.Test;

/** The response size limit: counted after decompression, whatever Content-Length says. */
class ResponseSizeLimitTest {
  private static final long LIMIT = 64 * 1024;

  @StartStop final MockWebServer server = new MockWebServer();

  /** A product whose description makes the JSON about {@code size} bytes long. */
  static String productOfSize(int size) {
    return "{\"id\":\""
        + PRODUCT_ID
        + "\",\"name\":\"n\",\"status\":\"active\",\"type\":\"physical\",\"description\":\""
        + "A".repeat(size)
        + "\"}";
  }

  static Buffer gzip(String text) throws IOException {
    Buffer out = new Buffer();
    try (java.util.zip.GZIPOutputStream gz =
        new java.util.zip.GZIPOutputStream(out.outputStream())) {
      gz.write(text.getBytes(StandardCharsets.UTF_8));
    }
    return out;
  }

  private CommerceClient client() {
    return builder(server, "/v1").maxRetries(2).maxResponseBytes(LIMIT).build();
  }

  private ResponseTooLargeException tooLarge(CommerceClient client) {
    return catchThrowableOfType(
        ResponseTooLargeException.class, () -> client.products().get(PRODUCT_ID));
  }

  @Test
  void aBodyUpToTheLimitIsRead() {
    String body = productOfSize((int) LIMIT - 200);
    server.enqueue(json(body));
    try (CommerceClient client = client()) {
      Product p = client.products().get(PRODUCT_ID);
      assertThat(p.description()).hasSize((int) LIMIT - 200);
    }
  }

  @Test
  void aLargerBodyWithContentLengthFailsNamingTheLimitAndTheOptionAndIsNotRetried() {
    server.enqueue(json(productOfSize((int) LIMIT * 2)));
    try (CommerceClient client = client()) {
      ResponseTooLargeException e = tooLarge(client);
      assertThat(e.limitBytes()).isEqualTo(LIMIT);
      assertThat(e.statusCode()).isEqualTo(200);
      assertThat(e.getMessage())
          .contains(String.valueOf(LIMIT))
          .contains("maxResponseBytes")
          .contains("GET /v1/products/" + PRODUCT_ID);
    }
    assertThat(server.getRequestCount()).as("not retried").isEqualTo(1);
  }

  @Test
  void aChunkedBodyWithoutContentLengthIsCountedToo() {
    server.enqueue(
        new MockResponse.Builder()
            .addHeader("Content-Type", "application/json")
            .chunkedBody(productOfSize((int) LIMIT * 4), 4096)
            .build());
    try (CommerceClient client = client()) {
      assertThat(tooLarge(client).limitBytes()).isEqualTo(LIMIT);
    }
    assertThat(server.getRequestCount()).isEqualTo(1);
  }

  @Test
  void aGzipBodyIsCountedAfterDecompression() throws Exception {
    // 1 MB of JSON compresses to about 1 KB: well under the limit on the wire.
    Buffer compressed = gzip(productOfSize(1024 * 1024));
    assertThat(compressed.size()).isLessThan(LIMIT);
    server.enqueue(
        new MockResponse.Builder()
            .addHeader("Content-Type", "application/json")
            .addHeader("Content-Encoding", "gzip")
            .body(compressed)
            .build());
    server.enqueue(json(productOfSize(10)));
    try (CommerceClient client = client()) {
      assertThat(tooLarge(client).getMessage()).contains("maxResponseBytes");
      assertThat(client.products().get(PRODUCT_ID).description()).hasSize(10);
    }
  }

  @Test
  void aConnectionLeftInTheMiddleOfABodyIsNotReused() throws Exception {
    server.enqueue(
        new MockResponse.Builder()
            .addHeader("Content-Type", "application/json")
            .chunkedBody(productOfSize((int) LIMIT * 16), 8192)
            .build());
    server.enqueue(json(productOfSize(10)));
    try (CommerceClient client = client()) {
      assertThat(tooLarge(client).limitBytes()).isEqualTo(LIMIT);
      assertThat(client.products().get(PRODUCT_ID).description()).hasSize(10);
    }
    server.takeRequest(2, TimeUnit.SECONDS);
    assertThat(server.takeRequest(2, TimeUnit.SECONDS).getExchangeIndex())
        .as("the next call opens a new connection")
        .isZero();
  }

  @Test
  void aChunkedGzipBodyIsCountedAfterDecompression() {
    // Chunked coding: the server announces nothing; the gzip stream is all that counts.
    server.enqueue(
        new MockResponse.Builder()
            .addHeader("Content-Type", "application/json")
            .addHeader("Content-Encoding", "gzip")
            .chunkedBody(bufferText(productOfSize((int) LIMIT * 3)), 1024)
            .build());
    try (CommerceClient client = client()) {
      assertThat(tooLarge(client).limitBytes()).isEqualTo(LIMIT);
    }
  }

  private static Buffer bufferText(String text) {
    try {
      return gzip(text);
    } catch (IOException e) {
      throw new AssertionError(e);
    }
  }

  @Test
  void errorBodiesKeepTheirOwnSmallerCap() {
    String huge = "{\"message\":\"" + "E".repeat(CommerceApiException.MAX_BODY_CHARS * 2) + "\"}";
    server.enqueue(json(500, huge));
    try (CommerceClient client = builder(server, "/v1").maxResponseBytes(LIMIT * 100).build()) {
      CommerceApiException e =
          catchThrowableOfType(CommerceApiException.class, () -> client.products().get(PRODUCT_ID));
      assertThat(e.body()).hasSize(CommerceApiException.MAX_BODY_CHARS);
      assertThat(e.getMessage()).hasSizeLessThan(4096);
    }
  }

  @Test
  void theLimitMustBePositive() {
    assertThat(
            catchThrowableOfType(
                IllegalArgumentException.class, () -> CommerceClient.builder().maxResponseBytes(0)))
        .hasMessageContaining("maxResponseBytes");
  }

  /**
   * A 300 MB product behind a small gzip body, in a JVM with a 128 MB heap: it must end with the
   * SDK's exception, never an OutOfMemoryError. The child reports its peak heap.
   */
  @Test
  void aGzipBombEndsWithTheSdksExceptionInASmallHeap() throws Exception {
    List<String> command = ChildJvm.command(TestFixtures.transport(), "-Xmx128m");
    command.add(GzipBombMain.class.getName());
    ChildJvm.Output child = ChildJvm.run(command, 120);
    String out = child.text();
    System.out.println("[gzip bomb child] " + out);
    assertThat(out)
        .contains("OUTCOME=" + ResponseTooLargeException.class.getName())
        .doesNotContain("OutOfMemoryError");
    assertThat(child.exitValue()).as(out).isZero();
  }
}
