package com.workspacecommerce.sdk;

import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import okhttp3.Dispatcher;
import okhttp3.OkHttpClient;

/**
 * A harness run by hand on JDK 21+ (not a test): peak platform threads and wall time of N
 * concurrent {@code products().get} calls against a local server that answers after a delay. The
 * server runs in another JVM, so that its threads are not counted.
 *
 * <pre>
 * java -cp CP com.workspacecommerce.sdk.PlatformThreadsMain server 18080 50
 * java -cp CP com.workspacecommerce.sdk.PlatformThreadsMain client 18080 5000 async
 * </pre>
 *
 * Client modes: {@code async} (the SDK's async client, {@code maxConcurrentRequests(N)}), {@code
 * sync} (the sync client called from N virtual threads, same limit) and {@code async-platform} (the
 * async client on an application's OkHttp client with a platform-thread dispatcher and OkHttp's
 * defaults otherwise, as the SDK's own client was before virtual threads).
 */
public final class PlatformThreadsMain {
  private static final byte[] BODY =
      ("{\"id\": \"00000000-0000-4000-8000-000000000001\", \"name\": \"p\","
              + " \"status\": \"active\", \"type\": \"physical\"}")
          .getBytes(StandardCharsets.US_ASCII);

  private PlatformThreadsMain() {}

  /**
   * Runs the server or the client.
   *
   * @param args see the class comment
   * @throws Exception when the harness fails
   */
  public static void main(String[] args) throws Exception {
    int port = Integer.parseInt(args[1]);
    if (args[0].equals("server")) {
      serve(port, Long.parseLong(args[2]));
    } else {
      measure(port, Integer.parseInt(args[2]), args[3]);
    }
  }

  private static ExecutorService virtualThreads() throws ReflectiveOperationException {
    return (ExecutorService)
        Executors.class.getMethod("newVirtualThreadPerTaskExecutor").invoke(null);
  }

  private static void measure(int port, int calls, String mode) throws Exception {
    ThreadMXBean mx = ManagementFactory.getThreadMXBean();
    int before = mx.getThreadCount();
    OkHttpClient own = null;
    CommerceClient.Builder b =
        CommerceClient.builder()
            .baseUrl("http://127.0.0.1:" + port + "/v1")
            .apiKey("sk_test_harness")
            .maxConcurrentRequests(calls)
            .attemptTimeout(Duration.ofSeconds(60));
    if (mode.startsWith("async-platform") || mode.startsWith("async-vt")) {
      Dispatcher d =
          mode.startsWith("async-vt") ? new Dispatcher(virtualThreads()) : new Dispatcher();
      d.setMaxRequests(calls);
      d.setMaxRequestsPerHost(calls);
      own = new OkHttpClient.Builder().dispatcher(d).fastFallback(!mode.endsWith("-noff")).build();
      b.httpClient(own);
    }
    mx.resetPeakThreadCount();
    long start = System.nanoTime();
    int ok = 0;
    try (CommerceClient client = b.build()) {
      System.out.println("client " + client);
      if (mode.equals("sync")) {
        ExecutorService vts = virtualThreads();
        List<Future<?>> fs = new ArrayList<>();
        for (int i = 0; i < calls; i++) {
          fs.add(vts.submit(() -> client.products().get("00000000-0000-4000-8000-000000000001")));
        }
        for (Future<?> f : fs) {
          f.get(120, TimeUnit.SECONDS);
          ok++;
        }
        vts.shutdown();
      } else {
        List<CompletableFuture<?>> fs = new ArrayList<>();
        for (int i = 0; i < calls; i++) {
          fs.add(client.async().products().get("00000000-0000-4000-8000-000000000001"));
        }
        for (CompletableFuture<?> f : fs) {
          f.get(120, TimeUnit.SECONDS);
          ok++;
        }
      }
    }
    long ms = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
    System.out.printf(
        "java %d, mode %s, %d calls (%d ok): %d ms, platform threads before %d, peak %d%n",
        Runtime.version().feature(), mode, calls, ok, ms, before, mx.getPeakThreadCount());
    if (own != null) {
      own.dispatcher().executorService().shutdown();
      own.connectionPool().evictAll();
    }
  }

  /** A minimal HTTP/1.1 server: every request gets the product after the delay; keep-alive. */
  private static void serve(int port, long delayMillis) throws Exception {
    ExecutorService vts = virtualThreads();
    try (ServerSocket listener = new ServerSocket(port, 20_000, InetAddress.getLoopbackAddress())) {
      System.out.println("serving on " + port + " with a delay of " + delayMillis + " ms");
      while (true) {
        Socket socket = listener.accept();
        vts.execute(() -> connection(socket, delayMillis));
      }
    }
  }

  private static void connection(Socket socket, long delayMillis) {
    try (socket) {
      InputStream in = new BufferedInputStream(socket.getInputStream());
      OutputStream out = socket.getOutputStream();
      byte[] head =
          ("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: "
                  + BODY.length
                  + "\r\n\r\n")
              .getBytes(StandardCharsets.US_ASCII);
      while (readHead(in)) {
        Thread.sleep(delayMillis);
        out.write(head);
        out.write(BODY);
        out.flush();
      }
    } catch (IOException | InterruptedException e) {
      // the client went away
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
