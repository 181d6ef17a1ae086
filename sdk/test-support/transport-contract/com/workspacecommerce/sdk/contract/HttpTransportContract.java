package com.workspacecommerce.sdk.contract;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import com.workspacecommerce.sdk.internal.spi.Cancellation;
import com.workspacecommerce.sdk.internal.spi.ConnectTimeoutException;
import com.workspacecommerce.sdk.internal.spi.HttpTransport;
import com.workspacecommerce.sdk.internal.spi.ProxySettings;
import com.workspacecommerce.sdk.internal.spi.TransportSettings;
import com.workspacecommerce.sdk.internal.spi.WireHeaders;
import com.workspacecommerce.sdk.internal.spi.WireRequest;
import com.workspacecommerce.sdk.internal.spi.WireResponse;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.InterruptedIOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.zip.GZIPOutputStream;
import mockwebserver3.Dispatcher;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import mockwebserver3.RecordedRequest;
import okio.Buffer;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * What the {@link HttpTransport} contract asks of every adapter, checked on each by the same test,
 * below the call path: a gzip body comes out inflated whichever way it is read, closing it early
 * lets go of its connection (the call path also cancels the exchange, which hides a body that does
 * not), and an async exchange on a closed transport still ends through its callback.
 *
 * <p>The contract of the transport seam: each transport's module runs it, by a subclass that says
 * how to make its transport ({@code JdkTransportContractTest} in commerce-sdk-core,
 * {@code OkHttpTransportContractTest} in commerce-sdk-okhttp). A new transport passes it before
 * the behavioural suite runs over it.
 */
public abstract class HttpTransportContract {
  /** A server for the tests that need one answer; started and shut down around each test. */
  protected final MockWebServer server = new MockWebServer();

  /**
   * Makes the transport under test.
   *
   * @param settings its connect timeout, TLS and proxy settings
   * @return a new transport, closed by the test
   */
  protected abstract HttpTransport transport(TransportSettings settings);

  @BeforeEach
  void startServer() throws IOException {
    server.start();
  }

  @AfterEach
  void stopServer() {
    server.close();
  }

  private HttpTransport transport() {
    return transport(
        new TransportSettings(Duration.ofSeconds(5), null, ProxySettings.JVM_DEFAULT, 64));
  }

  private WireRequest get() {
    return new WireRequest("GET", server.url("/v1/products/p_1").uri(), WireHeaders.EMPTY, null);
  }

  /** The failure an async exchange ends with; a response fails the future. */
  public static CompletableFuture<IOException> asyncFailure(HttpTransport transport, WireRequest request) {
    CompletableFuture<IOException> failure = new CompletableFuture<>();
    transport.sendAsync(
        request,
        new Cancellation(),
        (response, e) -> {
          if (response != null) {
            failure.completeExceptionally(new AssertionError("a response: " + response.status()));
          } else {
            failure.complete(e);
          }
        });
    return failure;
  }

  /** How a send that was expected to fail ended: what it threw, and the thread's flag after. */
  public record Sent(Throwable thrown, boolean interrupted) {}

  /** Sends on a thread of its own, which another can interrupt or whose exchange it can end. */
  public static CompletableFuture<Sent> sendOnItsOwnThread(
      HttpTransport transport, WireRequest request, Cancellation exchange) {
    CompletableFuture<Sent> sent = new CompletableFuture<>();
    Thread thread =
        new Thread(
            () -> {
              Throwable t = catchThrowable(() -> transport.send(request, exchange));
              sent.complete(new Sent(t, Thread.currentThread().isInterrupted()));
            },
            "adapter-sender");
    thread.setDaemon(true);
    thread.start();
    return sent;
  }

  /** A product's GET from a server on this machine. */
  public static WireRequest getFrom(int port) {
    return new WireRequest(
        "GET",
        URI.create("http://127.0.0.1:" + port + "/v1/products/p_1"),
        WireHeaders.EMPTY,
        null);
  }

  @Test
  void eachRequestGoesToItsOwnOriginWithItsPathAndQueryAsEncoded() throws Exception {
    // The call path percent-encodes; a transport sends what it was given, not a decoded or
    // re-encoded form (a %2F kept, a + kept, a %20 kept), to the request's own origin each time,
    // also when one transport sends to two.
    String target = "/v1/products/a%2Fb%20c?q=x%2By&name=O%27Brien+1&e=%C3%A9";
    try (MockWebServer other = new MockWebServer()) {
      other.start();
      server.enqueue(new MockResponse.Builder().body("{}").build());
      other.enqueue(new MockResponse.Builder().body("{}").build());
      server.enqueue(new MockResponse.Builder().body("{}").build());
      HttpTransport transport = transport();
      try {
        for (MockWebServer to : List.of(server, other, server)) {
          URI uri = URI.create(to.url("/").toString().replaceFirst("/$", "") + target);
          try (WireResponse response =
              transport.send(
                  new WireRequest("GET", uri, WireHeaders.EMPTY, null), new Cancellation())) {
            assertThat(response.status()).isEqualTo(200);
          }
        }
        for (MockWebServer to : List.of(server, other, server)) {
          RecordedRequest sent = to.takeRequest(5, TimeUnit.SECONDS);
          assertThat(sent).as("a request at %s", to.url("/")).isNotNull();
          assertThat(sent.getTarget()).isEqualTo(target);
        }
      } finally {
        transport.close();
      }
    }
  }

  @Test
  void callsWithinTheLimitKeepTheirConnectionsForTheNextCalls() throws Exception {
    // More calls at once than OkHttp's own pool keeps idle (5), within the 64 of the settings: a
    // transport that closed the extra connections as the calls ended would open new ones for the
    // next calls, a handshake each. The second round is smaller than the first, so that a
    // connection still on its way back to the pool as the round starts is not taken for one closed.
    List<CountDownLatch> rounds = List.of(new CountDownLatch(8), new CountDownLatch(6));
    AtomicInteger requests = new AtomicInteger();
    server.setDispatcher(
        new Dispatcher() {
          @Override
          public MockResponse dispatch(RecordedRequest request) throws InterruptedException {
            CountDownLatch all = rounds.get(requests.getAndIncrement() < 8 ? 0 : 1);
            all.countDown();
            // Held until the whole round is in, so that each of its calls has a connection.
            all.await(5, TimeUnit.SECONDS);
            return new MockResponse.Builder().body("{}").build();
          }
        });
    HttpTransport transport = transport();
    ExecutorService callers = Executors.newFixedThreadPool(8);
    try {
      for (CountDownLatch all : rounds) {
        List<Future<Integer>> calls = new ArrayList<>();
        for (long i = all.getCount(); i > 0; i--) {
          calls.add(
              callers.submit(
                  () -> {
                    try (WireResponse response = transport.send(get(), new Cancellation())) {
                      response.body().readAllBytes();
                      return response.status();
                    }
                  }));
        }
        for (Future<Integer> call : calls) {
          assertThat(call.get(10, TimeUnit.SECONDS)).isEqualTo(200);
        }
        assertThat(all.getCount()).isZero();
      }
    } finally {
      callers.shutdownNow();
      transport.close();
    }
    Set<Integer> first = new HashSet<>();
    for (int i = 0; i < 8; i++) {
      first.add(server.takeRequest().getConnectionIndex());
    }
    Set<Integer> second = new HashSet<>();
    for (int i = 0; i < 6; i++) {
      second.add(server.takeRequest().getConnectionIndex());
    }
    assertThat(first).hasSize(8);
    assertThat(second).hasSize(6).isSubsetOf(first);
  }

  @Test
  void aGzipBodyIsAskedForAndComesOutInflatedByteByByteWithoutItsEncodingOrLength()
      throws Exception {
    String json = "{\"id\":\"p_1\",\"description\":\"" + "abc".repeat(2_000) + "\"}";
    Buffer compressed = new Buffer();
    try (GZIPOutputStream gz = new GZIPOutputStream(compressed.outputStream())) {
      gz.write(json.getBytes(StandardCharsets.UTF_8));
    }
    server.enqueue(
        new MockResponse.Builder().addHeader("Content-Encoding", "gzip").body(compressed).build());
    HttpTransport transport = transport();
    try (WireResponse response = transport.send(get(), new Cancellation())) {
      assertThat(response.status()).isEqualTo(200);
      // The body the call path sees is the inflated one: its length on the wire means nothing
      // to the size limit, and no reader may try to inflate it again.
      assertThat(response.headers().get("Content-Encoding")).isNull();
      assertThat(response.headers().get("Content-Length")).isNull();
      assertThat(response.contentLength()).isEqualTo(-1);
      // One byte at a time, as a reader may (bounded, so a broken stream fails rather than spins).
      InputStream body = response.body();
      ByteArrayOutputStream read = new ByteArrayOutputStream();
      for (int i = 0; i <= json.length(); i++) {
        int b = body.read();
        if (b < 0) {
          break;
        }
        read.write(b);
      }
      assertThat(read.toString(StandardCharsets.UTF_8)).isEqualTo(json);
      assertThat(server.takeRequest().getHeaders().values("Accept-Encoding"))
          .containsExactly("gzip");
    } finally {
      transport.close();
    }
  }

  @Test
  void closingAGzipBodyBeforeItsEndClosesTheConnection() throws Exception {
    try (ServerSocket listener = new ServerSocket(0, 50, InetAddress.getLoopbackAddress())) {
      listener.setSoTimeout(10_000);
      // The server sends the start of a gzip body that never ends, then waits for the client to
      // let go of the connection: its read ends (-1 or a reset) only when the client closes it.
      CompletableFuture<String> serverSaw = new CompletableFuture<>();
      Thread server =
          new Thread(
              () -> {
                try (Socket socket = listener.accept()) {
                  InputStream in = socket.getInputStream();
                  readRequestHead(in);
                  OutputStream out = socket.getOutputStream();
                  out.write(
                      ("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\n"
                              + "Content-Encoding: gzip\r\nTransfer-Encoding: chunked\r\n\r\n")
                          .getBytes(StandardCharsets.US_ASCII));
                  ByteArrayOutputStream start = new ByteArrayOutputStream();
                  GZIPOutputStream gz = new GZIPOutputStream(start, 512, true);
                  gz.write("{\"id\":\"p_1\",\"description\":\"".getBytes(StandardCharsets.UTF_8));
                  gz.flush();
                  out.write(
                      (Integer.toHexString(start.size()) + "\r\n")
                          .getBytes(StandardCharsets.US_ASCII));
                  start.writeTo(out);
                  out.write("\r\n".getBytes(StandardCharsets.US_ASCII));
                  out.flush();
                  try {
                    serverSaw.complete(in.read() < 0 ? "end of stream" : "more bytes");
                  } catch (IOException e) {
                    serverSaw.complete("end of stream (" + e + ")");
                  }
                } catch (IOException | RuntimeException e) {
                  serverSaw.completeExceptionally(e);
                }
              },
              "gzip-body-server");
      server.setDaemon(true);
      server.start();

      HttpTransport transport = transport();
      try {
        WireResponse response =
            transport.send(getFrom(listener.getLocalPort()), new Cancellation());
        byte[] first = new byte[6];
        assertThat(response.body().readNBytes(first, 0, first.length)).isEqualTo(6);
        assertThat(new String(first, StandardCharsets.UTF_8)).isEqualTo("{\"id\":");
        response.close();
        assertThat(serverSaw.get(5, TimeUnit.SECONDS)).startsWith("end of stream");
      } finally {
        transport.close();
      }
    }
  }

  @Test
  void anAsyncExchangeOnAClosedTransportEndsThroughItsCallbackWithAFailure()
      throws Exception {
    HttpTransport transport = transport();
    transport.close();
    assertThat(asyncFailure(transport, get()).get(5, TimeUnit.SECONDS))
        .isInstanceOf(IOException.class);
    assertThat(server.getRequestCount()).isZero();
  }

  @Test
  void aConnectThatDoesNotCompleteInTimeIsAConnectTimeoutSyncAndAsync()
      throws Exception {
    try (UnansweredConnects listener = new UnansweredConnects()) {
      HttpTransport owner = transport();
      HttpTransport transport = owner.withConnectTimeout(Duration.ofMillis(200));
      WireRequest request = listener.get();
      try {
        Throwable sync = catchThrowable(() -> transport.send(request, new Cancellation()));
        CompletableFuture<IOException> async = asyncFailure(transport, request);
        assertThat(sync).isInstanceOf(ConnectTimeoutException.class);
        assertThat(async.get(10, TimeUnit.SECONDS)).isInstanceOf(ConnectTimeoutException.class);
      } finally {
        transport.close();
        owner.close();
      }
    }
  }

  @Test
  void endingAnExchangeAfterItsSendFailedNeverInterruptsTheThreadThatSent()
      throws Exception {
    HttpTransport owner = transport();
    HttpTransport shortConnect = owner.withConnectTimeout(Duration.ofMillis(200));
    try (UnansweredConnects unanswered = new UnansweredConnects()) {
      int closedPort;
      try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
        closedPort = socket.getLocalPort();
      }
      failThenEnd(owner, getFrom(closedPort), false); // refused
      failThenEnd(shortConnect, unanswered.get(), false); // connect timeout
      failThenEnd(owner, get(), true); // the thread was interrupted
    } finally {
      shortConnect.close();
      owner.close();
    }
  }

  /**
   * Fails a send, then ends its exchange as the call path may still do (a {@code close()} racing
   * the failure): by then nothing may interrupt the thread, which has moved on.
   */
  private static void failThenEnd(HttpTransport transport, WireRequest request, boolean interrupt) {
    Cancellation exchange = new Cancellation();
    if (interrupt) {
      Thread.currentThread().interrupt();
    }
    Throwable t = catchThrowable(() -> transport.send(request, exchange));
    Thread.interrupted(); // what the failure left is the application's; not looked at here
    assertThat(t).isInstanceOf(IOException.class);
    assertThat(exchange.cancel(Cancellation.Reason.CANCELLED)).isTrue();
    assertThat(Thread.interrupted()).as("interrupted after " + t).isFalse();
  }

  @Test
  void aSendOnAnInterruptedThreadIsInterruptedIoAndLeavesTheFlagForTheApplication()
      throws Exception {
    HttpTransport transport = transport();
    try {
      Thread.currentThread().interrupt();
      Throwable t = catchThrowable(() -> transport.send(get(), new Cancellation()));
      boolean flag = Thread.interrupted();
      assertThat(t).isInstanceOf(InterruptedIOException.class);
      assertThat(flag).as("the thread's interrupt flag").isTrue();
    } finally {
      Thread.interrupted();
      transport.close();
    }
    assertThat(server.getRequestCount()).isZero();
  }

  @Test
  void anExchangeEndedByTheCallPathWhileWaitingForHeadersLeavesTheThreadUninterrupted()
      throws Exception {
    try (SilentServer silent = new SilentServer()) {
      HttpTransport transport = transport();
      try {
        Cancellation exchange = new Cancellation();
        CompletableFuture<Sent> sent = sendOnItsOwnThread(transport, silent.get(), exchange);
        assertThat(silent.requestRead.await(10, TimeUnit.SECONDS)).isTrue();
        assertThat(exchange.cancel(Cancellation.Reason.TIMEOUT)).isTrue();
        Sent outcome = sent.get(10, TimeUnit.SECONDS);
        assertThat(outcome.thrown())
            .isInstanceOf(IOException.class)
            .isNotInstanceOf(InterruptedIOException.class);
        // The call path's interrupt, not the application's: nothing of it may stay on the thread.
        assertThat(outcome.interrupted()).isFalse();
      } finally {
        transport.close();
      }
    }
  }

  /**
   * A listener whose backlog is full and never accepted: a further connect gets no answer at all,
   * as from a host that drops packets, until the client's connect timeout.
   */
  public static final class UnansweredConnects implements AutoCloseable {
    private final ServerSocket listener = new ServerSocket(0, 1, InetAddress.getLoopbackAddress());
    private final java.util.List<Socket> queued = new java.util.ArrayList<>();

    /**
     * Fills the backlog.
     *
     * @throws IOException if the listener cannot be made
     */
    public UnansweredConnects() throws IOException {
      // A backlog of 1 holds two completed connections on Linux; one more then hangs.
      while (true) {
        Socket s = new Socket();
        try {
          s.connect(listener.getLocalSocketAddress(), 500);
        } catch (java.net.SocketTimeoutException e) {
          s.close();
          return;
        }
        queued.add(s);
        assertThat(queued).as("connections the backlog took").hasSizeLessThan(16);
      }
    }

    /**
     * A GET to this listener.
     *
     * @return the request
     */
    public WireRequest get() {
      return getFrom(listener.getLocalPort());
    }

    @Override
    public void close() throws IOException {
      for (Socket s : queued) {
        s.close();
      }
      listener.close();
    }
  }

  /** Accepts one connection, reads the request head and never answers. */
  public static final class SilentServer implements AutoCloseable {
    private final ServerSocket listener = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
    /** Counted down once the request head has been read. */
    public final java.util.concurrent.CountDownLatch requestRead =
        new java.util.concurrent.CountDownLatch(1);
    private final Thread thread;

    /**
     * Starts listening.
     *
     * @throws IOException if the listener cannot be made
     */
    public SilentServer() throws IOException {
      listener.setSoTimeout(10_000);
      thread =
          new Thread(
              () -> {
                try (Socket socket = listener.accept()) {
                  readRequestHead(socket.getInputStream());
                  requestRead.countDown();
                  // Holds the connection until the client lets go of it.
                  while (socket.getInputStream().read() >= 0) {
                    // Nothing more is expected.
                  }
                } catch (IOException e) {
                  // The client reset the connection, or the listener was closed.
                }
              },
              "silent-server");
      thread.setDaemon(true);
      thread.start();
    }

    /**
     * A GET to this listener.
     *
     * @return the request
     */
    public WireRequest get() {
      return getFrom(listener.getLocalPort());
    }

    @Override
    public void close() throws IOException {
      listener.close();
    }
  }

  /**
   * Reads a request's head, up to its blank line, from a socket a test answers by hand.
   *
   * @param in the socket's input
   * @throws IOException if the socket fails
   */
  public static void readRequestHead(InputStream in) throws IOException {
    ByteArrayOutputStream head = new ByteArrayOutputStream();
    while (!head.toString(StandardCharsets.ISO_8859_1).endsWith("\r\n\r\n")) {
      int b = in.read();
      assertThat(b).as("the request head ended early").isNotNegative();
      head.write(b);
    }
  }
}
