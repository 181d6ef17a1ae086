package com.workspacecommerce.sdk;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * On Java 21+, 5,000 concurrent async calls run on at most 64 platform threads, on each transport
 * (with the JSON codec of the run). Only the suite's JDK 25 run (jdk-stack, on the JDK transport)
 * can run it, so it checks both transports there: OkHttp's stack runs on the JDK that runs Maven
 * (17), where there are no virtual threads. The client runs in a child JVM ({@link
 * PlatformThreadsMain}, mode {@code async}: the SDK's own transport, {@code
 * maxConcurrentRequests(5000)}), so that the count is the whole JVM's peak of platform threads, the
 * JVM's own included; the server runs here, one virtual thread per connection, and answers each
 * request after 2 s, so that the calls overlap, which it counts.
 *
 * <p>Measured here on JDK 25: a peak of 11 to 13 platform threads, about 5 s for the 5,000 calls,
 * on either transport.
 */
class PlatformThreadsTest {
  private static final int CALLS = 5000;
  private static final long DELAY_MILLIS = 2000;
  private static final Pattern RESULT =
      Pattern.compile(
          "java (\\d+), mode async, (\\d+) calls \\((\\d+) ok\\): (\\d+) ms,"
              + " platform threads before (\\d+), peak (\\d+)");
  private static final byte[] BODY =
      TestFixtures.productJson("00000000-0000-4000-8000-000000000001")
          .getBytes(StandardCharsets.US_ASCII);

  private final AtomicInteger inFlight = new AtomicInteger();
  private final AtomicInteger inFlightPeak = new AtomicInteger();

  @ParameterizedTest(name = "transport {0}")
  @ValueSource(strings = {"okhttp", "jdk"})
  void fiveThousandConcurrentAsyncCallsRunOnAtMostSixtyFourPlatformThreads(String transport)
      throws Exception {
    Assumptions.assumeTrue(Runtime.version().feature() >= 21, "virtual threads: Java 21+");
    ExecutorService connections =
        (ExecutorService) Executors.class.getMethod("newVirtualThreadPerTaskExecutor").invoke(null);
    try (ServerSocket listener = new ServerSocket(0, CALLS, InetAddress.getLoopbackAddress())) {
      Thread acceptor =
          new Thread(
              () -> {
                try {
                  while (true) {
                    Socket socket = listener.accept();
                    connections.execute(() -> connection(socket));
                  }
                } catch (IOException closed) {
                  // the test is over
                }
              },
              "platform-threads-test-acceptor");
      acceptor.setDaemon(true);
      acceptor.start();

      List<String> command = ChildJvm.command(transport);
      command.add(PlatformThreadsMain.class.getName());
      command.add("client");
      command.add(Integer.toString(listener.getLocalPort()));
      command.add(Integer.toString(CALLS));
      command.add("async");
      ChildJvm.Output child = ChildJvm.run(command, 180);
      String out = child.text();
      System.out.printf(
          "[5,000 async calls] transport %s: %s; at most %d requests in flight at the server%n",
          transport, out.replace("\n", " "), inFlightPeak.get());
      assertThat(child.exitValue()).as(out).isZero();
      assertThat(out).contains("transport=" + transport);
      Matcher m = RESULT.matcher(out);
      assertThat(m.find()).as(out).isTrue();
      assertThat(Integer.parseInt(m.group(1))).isEqualTo(Runtime.version().feature());
      assertThat(Integer.parseInt(m.group(3))).as("calls that succeeded").isEqualTo(CALLS);
      assertThat(Integer.parseInt(m.group(6)))
          .as("peak platform threads of the client's JVM, its own included: %s", out)
          .isLessThanOrEqualTo(64);
      // The calls did overlap: far more than 64 waited at the server at once (5,000 calls of 2 s
      // 64 at a time would take 160 s).
      assertThat(inFlightPeak.get()).as("requests in flight at the server").isGreaterThan(1000);
    } finally {
      connections.shutdownNow();
    }
  }

  /** Answers every request on the connection with a product after the delay; keep-alive. */
  private void connection(Socket socket) {
    try (socket) {
      InputStream in = new BufferedInputStream(socket.getInputStream());
      OutputStream out = socket.getOutputStream();
      byte[] head =
          ("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: "
                  + BODY.length
                  + "\r\n\r\n")
              .getBytes(StandardCharsets.US_ASCII);
      while (readHead(in)) {
        inFlightPeak.accumulateAndGet(inFlight.incrementAndGet(), Math::max);
        try {
          Thread.sleep(DELAY_MILLIS);
          out.write(head);
          out.write(BODY);
          out.flush();
        } finally {
          inFlight.decrementAndGet();
        }
      }
    } catch (IOException | InterruptedException e) {
      // the client went away, or the test is over
    }
  }

  /** Reads up to the blank line ending a request head; false at the end of the stream. */
  private static boolean readHead(InputStream in) throws IOException {
    int matched = 0;
    int c;
    while ((c = in.read()) >= 0) {
      if ((matched % 2 == 0 && c == '\r') || (matched % 2 == 1 && c == '\n')) {
        matched++;
        if (matched == 4) {
          return true;
        }
      } else {
        matched = c == '\r' ? 1 : 0;
      }
    }
    return false;
  }
}
