package com.workspacecommerce.sdk;

import static com.workspacecommerce.sdk.TestFixtures.PRODUCT_ID;
import static com.workspacecommerce.sdk.TestFixtures.builder;
import static com.workspacecommerce.sdk.TestFixtures.product;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import com.workspacecommerce.sdk.errors.CommerceConnectionException;
import com.workspacecommerce.sdk.errors.CommerceTimeoutException;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import mockwebserver3.junit5.StartStop;
import org.junit.jupiter.api.Test;

/** Peers that are slow or send odd responses: every call ends, cleanly and in bounded time. */
class SlowAndOddPeersTest {
  @StartStop final MockWebServer server = new MockWebServer();

  private CommerceClient client(Duration attemptTimeout) {
    return builder(server, "/v1").attemptTimeout(attemptTimeout).build();
  }

  @Test
  void aBodyTricklingOneByteEvery100MsEndsAtTheAttemptTimeout() {
    server.enqueue(
        new MockResponse.Builder()
            .addHeader("Content-Type", "application/json")
            .body(product(1))
            .throttleBody(1, 100, TimeUnit.MILLISECONDS)
            .build());
    long start = System.nanoTime();
    try (CommerceClient client = client(Duration.ofSeconds(1))) {
      CommerceTimeoutException e =
          catchThrowableOfType(
              CommerceTimeoutException.class, () -> client.products().get(PRODUCT_ID));
      assertThat(e.attempts()).isEqualTo(1);
      assertThat(e.getMessage()).contains("timed out").contains("1000 ms");
    }
    Duration took = Duration.ofNanos(System.nanoTime() - start);
    // The whole body would take about 11 s; the 1 s timeout ends it, with a generous margin.
    assertThat(took)
        .isGreaterThanOrEqualTo(Duration.ofMillis(900))
        .isLessThan(Duration.ofSeconds(6));
  }

  @Test
  void thousandsOfHeadersFailCleanly() {
    MockResponse.Builder response =
        new MockResponse.Builder().addHeader("Content-Type", "application/json").body(product(1));
    for (int i = 0; i < 20_000; i++) {
      response.addHeader("X-Header-" + i, "value-" + i);
    }
    server.enqueue(response.build());
    try (CommerceClient client = client(Duration.ofSeconds(5))) {
      Throwable t = catchThrowable(() -> client.products().get(PRODUCT_ID));
      assertThat(t).isInstanceOf(CommerceConnectionException.class);
      assertThat(t.getMessage()).contains("GET /v1/products/");
    }
  }

  @Test
  void aOneMegabyteHeaderFailsCleanly() {
    server.enqueue(
        new MockResponse.Builder()
            .addHeader("Content-Type", "application/json")
            .addHeaderLenient("X-Huge", "h".repeat(1024 * 1024))
            .body(product(1))
            .build());
    try (CommerceClient client = client(Duration.ofSeconds(5))) {
      Throwable t = catchThrowable(() -> client.products().get(PRODUCT_ID));
      assertThat(t).isInstanceOf(CommerceConnectionException.class);
      assertThat(t.getMessage()).hasSizeLessThan(2_000).doesNotContain("hhhhhhhhhh");
    }
  }

  /** A server that sends a head announcing 1000 bytes, then only a few, then closes or stalls. */
  private static final class ShortBodyServer implements AutoCloseable {
    private final ServerSocket socket;
    private final Thread thread;
    private final CountDownLatch release = new CountDownLatch(1);

    ShortBodyServer(boolean close) throws IOException {
      socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress());
      thread =
          new Thread(
              () -> {
                try (Socket s = socket.accept()) {
                  s.getInputStream().read(new byte[8192]);
                  OutputStream out = s.getOutputStream();
                  out.write(
                      ("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\n"
                              + "Content-Length: 1000\r\n\r\n{\"id\":")
                          .getBytes(StandardCharsets.US_ASCII));
                  out.flush();
                  if (!close) {
                    release.await(30, TimeUnit.SECONDS);
                  }
                } catch (IOException | InterruptedException e) {
                  // the test ends the exchange either way
                }
              });
      thread.setDaemon(true);
      thread.start();
    }

    String url() {
      return "http://127.0.0.1:" + socket.getLocalPort() + "/v1";
    }

    @Override
    public void close() throws IOException {
      release.countDown();
      socket.close();
    }
  }

  @Test
  void aContentLengthLargerThanTheBodyFailsWhenThePeerCloses() throws Exception {
    try (ShortBodyServer peer = new ShortBodyServer(true);
        CommerceClient client =
            CommerceClient.builder()
                .baseUrl(peer.url())
                .apiKey(TestFixtures.API_KEY)
                .maxRetries(0)
                .attemptTimeout(Duration.ofSeconds(5))
                .build()) {
      CommerceConnectionException e =
          catchThrowableOfType(
              CommerceConnectionException.class, () -> client.products().get(PRODUCT_ID));
      assertThat(e).isNotInstanceOf(CommerceTimeoutException.class);
      assertThat(e.getCause()).isInstanceOf(IOException.class);
    }
  }

  @Test
  void aContentLengthLargerThanTheBodyEndsAtTheTimeoutWhenThePeerStalls() throws Exception {
    long start = System.nanoTime();
    try (ShortBodyServer peer = new ShortBodyServer(false);
        CommerceClient client =
            CommerceClient.builder()
                .baseUrl(peer.url())
                .apiKey(TestFixtures.API_KEY)
                .maxRetries(0)
                .attemptTimeout(Duration.ofMillis(500))
                .build()) {
      catchThrowableOfType(CommerceTimeoutException.class, () -> client.products().get(PRODUCT_ID));
    }
    assertThat(Duration.ofNanos(System.nanoTime() - start)).isLessThan(Duration.ofSeconds(5));
  }

  @Test
  void aLineBreakInAHeaderValueIsRejectedBeforeSendingWithoutEchoingTheValue() {
    String secret = "token-abc\r\nX-Injected: 1";
    IllegalArgumentException e =
        catchThrowableOfType(
            IllegalArgumentException.class,
            () -> RequestOptions.builder().header("X-Upstream-Auth", secret));
    assertThat(e.getMessage()).contains("X-Upstream-Auth").doesNotContain("token-abc");
    assertThat(server.getRequestCount()).isZero();
  }
}
