package com.workspacecommerce.sdk;

import static com.workspacecommerce.sdk.TestFixtures.API_KEY;
import static com.workspacecommerce.sdk.TestFixtures.PRODUCT_ID;
import static com.workspacecommerce.sdk.TestFixtures.builder;
import static com.workspacecommerce.sdk.TestFixtures.json;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import com.workspacecommerce.sdk.errors.CommerceCancelledException;
import java.io.IOException;
import java.io.InputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import mockwebserver3.MockWebServer;
import mockwebserver3.junit5.StartStop;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * Cancellation through {@code internal.InFlightCalls}: interrupts and close() cancel the HTTP call
 * in flight and start no further attempt.
 */
class InFlightCallsTest {
  /** Generous bound for "promptly" on a loaded 2-core machine; the mechanism reacts in ~10 ms. */
  private static final Duration PROMPTLY = Duration.ofMillis(1_000);

  @StartStop final MockWebServer server = new MockWebServer();

  private final StallingPeer peer = new StallingPeer();

  @AfterEach
  void stopPeer() throws IOException {
    peer.close();
  }

  /**
   * A server that reads each request and never answers; it records when the client closes the
   * socket, which is what a cancelled call does.
   */
  private static final class StallingPeer implements AutoCloseable {
    private final ServerSocket socket;
    private final AtomicInteger requests = new AtomicInteger();
    private final ConcurrentLinkedQueue<Long> closedAt = new ConcurrentLinkedQueue<>();
    private final List<Socket> accepted = new ArrayList<>();

    StallingPeer() {
      try {
        socket = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
      } catch (IOException e) {
        throw new AssertionError(e);
      }
      Thread acceptor =
          new Thread(
              () -> {
                while (!socket.isClosed()) {
                  try {
                    Socket s = socket.accept();
                    synchronized (accepted) {
                      accepted.add(s);
                    }
                    Thread reader = new Thread(() -> drain(s), "stalling-peer-reader");
                    reader.setDaemon(true);
                    reader.start();
                  } catch (IOException e) {
                    return;
                  }
                }
              },
              "stalling-peer");
      acceptor.setDaemon(true);
      acceptor.start();
    }

    private void drain(Socket s) {
      try (InputStream in = s.getInputStream()) {
        byte[] buf = new byte[8192];
        boolean counted = false;
        int n;
        while ((n = in.read(buf)) >= 0) {
          if (n > 0 && !counted) {
            counted = true;
            requests.incrementAndGet();
          }
        }
      } catch (IOException e) {
        // a reset is a close too
      }
      closedAt.add(System.nanoTime());
    }

    String url() {
      return "http://127.0.0.1:" + socket.getLocalPort() + "/v1";
    }

    void awaitRequests(int n) throws InterruptedException {
      long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
      while (requests.get() < n && System.nanoTime() < end) {
        Thread.sleep(5); // polling a counter the peer's threads update; no latch is exposed
      }
      assertThat(requests.get()).as("requests reached the peer").isGreaterThanOrEqualTo(n);
    }

    @Override
    public void close() throws IOException {
      socket.close();
      synchronized (accepted) {
        for (Socket s : accepted) {
          s.close();
        }
      }
    }
  }

  private CommerceClient peerClient() {
    return CommerceClient.builder()
        .baseUrl(peer.url())
        .apiKey(API_KEY)
        .attemptTimeout(Duration.ofSeconds(30))
        .retryBackoff(Duration.ZERO, Duration.ZERO)
        .build();
  }

  /** Runs the call on a new thread and records what it threw and its interrupt flag. */
  private static final class Caller {
    final AtomicReference<Throwable> thrown = new AtomicReference<>();
    final AtomicBoolean flagKept = new AtomicBoolean();
    final CountDownLatch done = new CountDownLatch(1);
    volatile long endedAt;
    final Thread thread;

    Caller(Runnable call) {
      thread =
          new Thread(
              () -> {
                try {
                  call.run();
                } catch (Throwable t) {
                  thrown.set(t);
                }
                endedAt = System.nanoTime();
                flagKept.set(Thread.currentThread().isInterrupted());
                done.countDown();
              },
              "cancellation-caller");
      thread.start();
    }

    void awaitEnd() throws InterruptedException {
      assertThat(done.await(10, TimeUnit.SECONDS)).as("the call ended").isTrue();
    }
  }

  @Test
  void anInterruptDuringAStalledResponseCancelsTheRequestAndKeepsTheFlag() throws Exception {
    try (CommerceClient client = peerClient()) {
      Caller caller = new Caller(() -> client.products().get(PRODUCT_ID));
      peer.awaitRequests(1);
      long interruptedAt = System.nanoTime();
      caller.thread.interrupt();
      caller.awaitEnd();

      Duration took = Duration.ofNanos(caller.endedAt - interruptedAt);
      System.out.println(
          "[cancellation] interrupt during a stalled response ended the call in "
              + took.toMillis()
              + " ms");
      assertThat(took).isLessThan(PROMPTLY);
      assertThat(caller.flagKept).isTrue();
      assertThat(caller.thrown.get())
          .isInstanceOf(CommerceCancelledException.class)
          .hasMessageContaining("interrupted")
          .hasMessageNotContaining(API_KEY);
      assertThat(((CommerceCancelledException) caller.thrown.get()).clientClosed()).isFalse();
      waitForClose();
      assertThat(Duration.ofNanos(peer.closedAt.peek() - interruptedAt))
          .as("the server saw its socket closed")
          .isLessThan(PROMPTLY);
    }
    assertThat(peer.requests.get()).as("no further attempt").isEqualTo(1);
  }

  private void waitForClose() throws InterruptedException {
    long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
    while (peer.closedAt.isEmpty() && System.nanoTime() < end) {
      Thread.sleep(5);
    }
    assertThat(peer.closedAt).isNotEmpty();
  }

  @Test
  void anInterruptDuringARealBackoffStopsAtOnceWithNoFurtherAttempt() throws Exception {
    CountDownLatch waiting = new CountDownLatch(1);
    server.enqueue(json(503, "{}"));
    server.enqueue(json(200, TestFixtures.product(1)));
    try (CommerceClient client =
        builder(server, "/v1")
            .maxRetries(2)
            .retryBackoff(Duration.ofSeconds(20), Duration.ofSeconds(20))
            .jitter(() -> 0.999)
            .listener(retryLatch(waiting))
            .build()) {
      Caller caller = new Caller(() -> client.products().get(PRODUCT_ID));
      assertThat(waiting.await(5, TimeUnit.SECONDS)).isTrue();
      long interruptedAt = System.nanoTime();
      caller.thread.interrupt();
      caller.awaitEnd();
      assertThat(Duration.ofNanos(caller.endedAt - interruptedAt)).isLessThan(PROMPTLY);
      assertThat(caller.flagKept).isTrue();
      assertThat(caller.thrown.get())
          .isInstanceOf(CommerceCancelledException.class)
          .hasCauseInstanceOf(InterruptedException.class);
    }
    TestFixtures.take(server);
    assertThat(server.takeRequest(200, TimeUnit.MILLISECONDS)).as("no further attempt").isNull();
  }

  @Test
  void closeWithEightCallsInFlightEndsThemAllPromptlyAndSendsNothingMore() throws Exception {
    CommerceClient client = peerClient();
    List<Caller> callers = new ArrayList<>();
    for (int i = 0; i < 8; i++) {
      callers.add(new Caller(() -> client.products().get(PRODUCT_ID)));
    }
    peer.awaitRequests(8);
    long closedAt = System.nanoTime();
    client.close();
    int afterClose = peer.requests.get();
    client.close(); // idempotent
    for (Caller caller : callers) {
      caller.awaitEnd();
      assertThat(Duration.ofNanos(caller.endedAt - closedAt)).isLessThan(PROMPTLY);
      assertThat(caller.thrown.get())
          .isInstanceOf(CommerceCancelledException.class)
          .hasMessageContaining("client was closed");
      assertThat(((CommerceCancelledException) caller.thrown.get()).clientClosed()).isTrue();
      assertThat(caller.flagKept).isFalse();
    }
    assertThat(afterClose).isEqualTo(8);
    assertThat(peer.requests.get()).as("no request after close()").isEqualTo(8);
  }

  @Test
  void closeWakesACallWaitingToRetry() throws Exception {
    CountDownLatch waiting = new CountDownLatch(1);
    server.enqueue(json(503, "{}"));
    CommerceClient client =
        builder(server, "/v1")
            .maxRetries(2)
            .retryBackoff(Duration.ofSeconds(20), Duration.ofSeconds(20))
            .jitter(() -> 0.999)
            .listener(retryLatch(waiting))
            .build();
    Caller caller = new Caller(() -> client.products().get(PRODUCT_ID));
    assertThat(waiting.await(5, TimeUnit.SECONDS)).isTrue();
    long closedAt = System.nanoTime();
    client.close();
    caller.awaitEnd();
    assertThat(Duration.ofNanos(caller.endedAt - closedAt)).isLessThan(PROMPTLY);
    assertThat(caller.thrown.get())
        .isInstanceOf(CommerceCancelledException.class)
        .hasMessageContaining("client was closed");
    TestFixtures.take(server);
    assertThat(server.takeRequest(200, TimeUnit.MILLISECONDS)).as("no further attempt").isNull();
  }

  @Test
  void anAlreadyInterruptedThreadSendsNothing() {
    try (CommerceClient client = builder(server, "/v1").build()) {
      Thread.currentThread().interrupt();
      try {
        assertThat(catchThrowable(() -> client.products().get(PRODUCT_ID)))
            .isInstanceOf(CommerceCancelledException.class);
        assertThat(Thread.currentThread().isInterrupted()).isTrue();
      } finally {
        Thread.interrupted();
      }
    }
    assertThat(server.getRequestCount()).isZero();
  }

  /** A listener that opens a latch when a retry wait is about to start. */
  private static CallListener retryLatch(CountDownLatch latch) {
    return new CallListener() {
      @Override
      public void onRetryScheduled(Call call, RetryScheduled retry) {
        latch.countDown();
      }
    };
  }

  @Test
  void anInterruptDuringAConnectThatHangsCancelsIt() throws Exception {
    // A listening socket whose accept queue is full and never drained: the kernel drops further
    // SYNs, so a new connect hangs as it would to a blackholed address.
    try (ServerSocket full = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
      List<Socket> fillers = new ArrayList<>();
      try {
        for (int i = 0; i < 8; i++) {
          Socket f = new Socket();
          try {
            f.connect(full.getLocalSocketAddress(), 200);
            fillers.add(f);
          } catch (IOException queueFull) {
            f.close();
            break;
          }
        }
        CountDownLatch started = new CountDownLatch(1);
        try (CommerceClient client =
            CommerceClient.builder()
                .baseUrl("http://127.0.0.1:" + full.getLocalPort() + "/v1")
                .apiKey(API_KEY)
                .connectTimeout(Duration.ofSeconds(20))
                .maxRetries(0)
                .listener(
                    new CallListener() {
                      @Override
                      public void onCallStart(Call call) {
                        started.countDown();
                      }
                    })
                .build()) {
          Caller caller = new Caller(() -> client.products().get(PRODUCT_ID));
          assertThat(started.await(5, TimeUnit.SECONDS)).isTrue();
          Thread.sleep(200); // no hook marks the connect itself; let it begin
          long interruptedAt = System.nanoTime();
          caller.thread.interrupt();
          caller.awaitEnd();
          assertThat(Duration.ofNanos(caller.endedAt - interruptedAt)).isLessThan(PROMPTLY);
          assertThat(caller.thrown.get()).isInstanceOf(CommerceCancelledException.class);
          assertThat(caller.flagKept).isTrue();
        }
      } finally {
        for (Socket f : fillers) {
          f.close();
        }
      }
    }
  }
}
