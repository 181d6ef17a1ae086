package com.workspacecommerce.sdk.testing;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.Socket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * The sandbox serves requests concurrently, on virtual threads where the JVM has them, else on a
 * growing pool: the build runs this on JDK 17 and JDK 25, so both paths are checked. Plain sockets
 * carry the requests, so no client's own connection limit is what is measured. A thousand at once
 * takes about 2 to 3 s here; the pool of 8 threads the sandbox had before let 8 through.
 */
class SandboxConcurrencyTest {

  private static final int IN_FLIGHT = 1_000;
  private static final long BOUND_SECONDS = 30;

  @Test
  void holdsAThousandRequestsInFlightAtOnceAndAnswersEveryOne() throws Exception {
    CountDownLatch arrived = new CountDownLatch(IN_FLIGHT);
    CountDownLatch release = new CountDownLatch(1);
    // Each request, on its own sandbox thread, waits here until all of them have arrived: the
    // latch can only reach zero while every one of them is in flight at once.
    Runnable holdUntilReleased =
        () -> {
          arrived.countDown();
          try {
            release.await(BOUND_SECONDS, TimeUnit.SECONDS);
          } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
          }
        };
    List<Socket> sockets = new ArrayList<>();
    try (CommerceSandbox sandbox =
        CommerceSandbox.builder().catalogSize(3).onArrival(holdUntilReleased).start()) {
      assertThat(sandbox.threads().virtual())
          .as("virtual threads exactly where the JVM has them")
          .isEqualTo(Runtime.version().feature() >= 21);
      try {
        int port = URI.create(sandbox.baseUrl()).getPort();
        for (int i = 0; i < IN_FLIGHT; i++) {
          sockets.add(send(port, sandbox.apiKey()));
        }

        assertThat(arrived.await(BOUND_SECONDS, TimeUnit.SECONDS))
            .as(
                "%d requests held in flight at once (%d still missing)",
                IN_FLIGHT, arrived.getCount())
            .isTrue();
        assertThat(sandbox.journal().all()).as("none answered before the release").isEmpty();
      } finally {
        release.countDown();
      }
      for (Socket socket : sockets) {
        String response = readAll(socket);
        assertThat(response).startsWith("HTTP/1.1 200").contains("\"total\":3");
      }
      assertThat(sandbox.journal().all()).hasSize(IN_FLIGHT);
    } finally {
      for (Socket socket : sockets) {
        socket.close();
      }
    }
  }

  /** Connects and writes one complete request; the answer is read later. */
  private static Socket send(int port, String apiKey) throws IOException {
    Socket socket = new Socket(InetAddress.getLoopbackAddress(), port);
    socket.setSoTimeout((int) TimeUnit.SECONDS.toMillis(BOUND_SECONDS));
    String request =
        "GET /v1/products?limit=1 HTTP/1.1\r\n"
            + "Host: 127.0.0.1:"
            + port
            + "\r\n"
            + "Authorization: Bearer "
            + apiKey
            + "\r\n"
            + "Connection: close\r\n\r\n";
    OutputStream out = socket.getOutputStream();
    out.write(request.getBytes(StandardCharsets.US_ASCII));
    out.flush();
    return socket;
  }

  /** The whole response: "Connection: close" makes the server close the socket after it. */
  private static String readAll(Socket socket) {
    try (InputStream in = socket.getInputStream()) {
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
