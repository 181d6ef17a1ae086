package com.workspacecommerce.sdk;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.workspacecommerce.sdk.errors.ResponseTooLargeException;
import com.workspacecommerce.sdk.models.Product;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Arrays;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Function;
import java.util.zip.GZIPOutputStream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The response size limit against a chunked body that never ends, on the transport of the run: a
 * raw server sends a product's first bytes and then chunks for as long as the client reads. The
 * call must end with the SDK's exception once the limit is passed (not at a timeout, which is set
 * far beyond the test's bound), close the connection, and not try again.
 */
class EndlessBodyTest {
  private static final long LIMIT = 64 * 1024;

  @ParameterizedTest(name = "{0}, {1}")
  @CsvSource({"sync, identity", "async, identity", "sync, gzip", "async, gzip"})
  void anEndlessChunkedBodyEndsAtTheLimitAndTheConnectionIsClosed(String mode, String encoding)
      throws Exception {
    try (ServerSocket listener = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
        CommerceClient client =
            CommerceClient.builder()
                .baseUrl("http://127.0.0.1:" + listener.getLocalPort() + "/v1")
                .apiKey(TestFixtures.API_KEY)
                .maxRetries(2)
                .retryBackoff(Duration.ZERO, Duration.ZERO)
                .attemptTimeout(Duration.ofSeconds(60))
                .maxResponseBytes(LIMIT)
                .build()) {
      listener.setSoTimeout(10_000);
      AtomicLong written = new AtomicLong();
      CompletableFuture<IOException> serverEnd = new CompletableFuture<>();
      Thread server =
          new Thread(
              () -> {
                try (Socket socket = listener.accept()) {
                  readRequestHead(socket.getInputStream());
                  serverEnd.complete(
                      sendForever(socket.getOutputStream(), written, encoding.equals("gzip")));
                } catch (IOException | RuntimeException e) {
                  serverEnd.completeExceptionally(e);
                }
              },
              "endless-body-server");
      server.setDaemon(true);
      server.start();

      long start = System.nanoTime();
      Function<CommerceClient, Product> call =
          mode.equals("sync")
              ? c -> c.products().get(TestFixtures.PRODUCT_ID)
              : c -> {
                try {
                  return c.async()
                      .products()
                      .get(TestFixtures.PRODUCT_ID)
                      .get(20, TimeUnit.SECONDS);
                } catch (ExecutionException e) {
                  throw (RuntimeException) e.getCause();
                } catch (Exception e) {
                  throw new AssertionError(e);
                }
              };
      assertThatThrownBy(() -> call.apply(client))
          .isInstanceOf(ResponseTooLargeException.class)
          .satisfies(
              e -> assertThat(((ResponseTooLargeException) e).limitBytes()).isEqualTo(LIMIT));
      Duration took = Duration.ofNanos(System.nanoTime() - start);

      // The client let go of the connection: the server's next write fails. Measured here: at
      // once on OkHttp and on the JDK transport on Java 17; on Java 25 the JDK HttpClient closes
      // the socket about 3 s after the call ended (without reading on: the server's writes block
      // on full buffers meanwhile, some 4 MB in all), hence the 10 s bound.
      IOException end = serverEnd.get(10, TimeUnit.SECONDS);
      System.out.printf(
          "[endless body] transport %s, %s, %s: ended after %d ms, %d KB sent until the server saw"
              + " %s%n",
          TestFixtures.transport(), mode, encoding, took.toMillis(), written.get() / 1024, end);
      assertThat(end).as("the server's writes end with the connection").isNotNull();
      assertThat(took).isLessThan(Duration.ofSeconds(10));

      listener.setSoTimeout(500);
      assertThatThrownBy(listener::accept)
          .as("no second attempt")
          .isInstanceOf(SocketTimeoutException.class);
    }
  }

  /**
   * Sends a chunked body that never ends, gzipped or not; returns the failure that stopped it.
   * Gzipped, the limit counts the inflated bytes: the connection must close all the same, with only
   * a few kilobytes of it on the wire.
   */
  private static IOException sendForever(OutputStream out, AtomicLong written, boolean gzip) {
    byte[] chunk = new byte[4096];
    Arrays.fill(chunk, (byte) 'A');
    byte[] chunkHead =
        (Integer.toHexString(chunk.length) + "\r\n").getBytes(StandardCharsets.US_ASCII);
    byte[] crlf = "\r\n".getBytes(StandardCharsets.US_ASCII);
    byte[] start =
        ("{\"id\":\""
                + TestFixtures.PRODUCT_ID
                + "\",\"name\":\"n\",\"status\":\"active\",\"type\":\"physical\",\"description\":\"")
            .getBytes(StandardCharsets.US_ASCII);
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
    try {
      if (gzip) {
        out.write(
            ("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Encoding: gzip\r\n"
                    + "Transfer-Encoding: chunked\r\n\r\n")
                .getBytes(StandardCharsets.US_ASCII));
        // Each flush of the compressor goes out as one chunk.
        OutputStream chunked =
            new OutputStream() {
              @Override
              public void write(int b) throws IOException {
                write(new byte[] {(byte) b}, 0, 1);
              }

              @Override
              public void write(byte[] b, int off, int len) throws IOException {
                out.write((Integer.toHexString(len) + "\r\n").getBytes(StandardCharsets.US_ASCII));
                out.write(b, off, len);
                out.write(crlf);
                written.addAndGet(len);
              }
            };
        GZIPOutputStream deflater = new GZIPOutputStream(chunked, 8192, true);
        deflater.write(start);
        while (System.nanoTime() - deadline < 0) {
          deflater.write(chunk);
          deflater.flush();
        }
        return null;
      }
      out.write(
          ("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n"
                  + Integer.toHexString(start.length)
                  + "\r\n")
              .getBytes(StandardCharsets.US_ASCII));
      out.write(start);
      out.write(crlf);
      while (System.nanoTime() - deadline < 0) {
        out.write(chunkHead);
        out.write(chunk);
        out.write(crlf);
        written.addAndGet(chunk.length);
      }
      return null;
    } catch (IOException e) {
      return e;
    }
  }

  private static void readRequestHead(InputStream in) throws IOException {
    int state = 0;
    while (state < 4) {
      int c = in.read();
      if (c < 0) {
        throw new java.io.EOFException("request head cut off");
      }
      state =
          (c == '\r' && (state == 0 || state == 2)) || (c == '\n' && (state == 1 || state == 3))
              ? state + 1
              : 0;
    }
  }
}
