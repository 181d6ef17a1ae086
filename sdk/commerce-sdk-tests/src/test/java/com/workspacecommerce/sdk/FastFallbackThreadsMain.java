package com.workspacecommerce.sdk;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.TimeUnit;
import okhttp3.OkHttpClient;
import okhttp3.Request;
import okhttp3.Response;

/**
 * A harness run by hand on JDK 21+ (not a test): how many platform threads OkHttp's fast fallback
 * costs while N virtual threads connect to a loopback port that does not accept. The listening
 * socket's backlog is filled first, so every further connect hangs until the connect timeout.
 *
 * <p>Run: {@code java -cp <test-classes>:<classes>:<runtime class path>
 * com.workspacecommerce.sdk.FastFallbackThreadsMain [calls] [fastFallback]}, one JVM per setting
 * (OkHttp's idle task-runner threads live 60 s and would blur a second measurement).
 */
public final class FastFallbackThreadsMain {
  private FastFallbackThreadsMain() {}

  /**
   * Measures with fast fallback on or off and prints the peak platform thread count.
   *
   * @param args the number of calls (default 1000) and whether fast fallback is on (default off)
   * @throws Exception when the harness fails
   */
  public static void main(String[] args) throws Exception {
    int calls = args.length > 0 ? Integer.parseInt(args[0]) : 1000;
    try (ServerSocket deaf = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
      // Fill the backlog, so that the kernel drops further SYNs and connects hang.
      List<Socket> fillers = new ArrayList<>();
      for (int i = 0; i < 4; i++) {
        Socket s = new Socket();
        try {
          s.connect(deaf.getLocalSocketAddress(), 200);
          fillers.add(s);
        } catch (java.io.IOException full) {
          s.close();
          break;
        }
      }
      String url = "http://127.0.0.1:" + deaf.getLocalPort() + "/v1/products/p";
      boolean fastFallback = args.length > 1 && Boolean.parseBoolean(args[1]);
      System.out.printf(
          "fastFallback=%s calls=%d peak platform threads=%d%n",
          fastFallback, calls, measure(url, calls, fastFallback));
      for (Socket s : fillers) {
        s.close();
      }
    }
  }

  private static int measure(String url, int calls, boolean fastFallback) throws Exception {
    OkHttpClient client =
        new OkHttpClient.Builder()
            .fastFallback(fastFallback)
            .connectTimeout(Duration.ofSeconds(2))
            .retryOnConnectionFailure(false)
            .build();
    ThreadMXBean mx = ManagementFactory.getThreadMXBean();
    mx.resetPeakThreadCount();
    int before = mx.getThreadCount();
    CountDownLatch done = new CountDownLatch(calls);
    ExecutorService vts =
        (ExecutorService)
            java.util.concurrent.Executors.class
                .getMethod("newVirtualThreadPerTaskExecutor")
                .invoke(null);
    for (int i = 0; i < calls; i++) {
      vts.execute(
          () -> {
            try (Response r = client.newCall(new Request.Builder().url(url).build()).execute()) {
              r.code();
            } catch (Exception expected) {
              // connect timeout
            } finally {
              done.countDown();
            }
          });
    }
    if (!done.await(60, TimeUnit.SECONDS)) {
      throw new IllegalStateException("calls did not end");
    }
    vts.shutdown();
    client.dispatcher().executorService().shutdown();
    client.connectionPool().evictAll();
    System.out.printf("  (platform threads before: %d)%n", before);
    return mx.getPeakThreadCount();
  }
}
