package com.workspacecommerce.sdk;

import com.workspacecommerce.sdk.models.Product;
import com.workspacecommerce.sdk.params.ProductListParams;
import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Run in a child JVM with a small heap by {@link LongWalkMemoryTest}: a small HTTP/1.1 server in
 * the same JVM makes up a listing of {@code products} products, {@code pageSize} a page, and the
 * SDK's auto-pager walks all of it with a client on the transport of the run. Every {@code
 * sampleEvery} products the heap is collected and its used size noted. Prints {@code PRODUCTS=},
 * {@code PAGES=}, {@code USED_AFTER_GC_KB=} (the samples), {@code PEAK_HEAP_MB=} and {@code MS=}.
 * Exits 0 when the walk saw every product once, in order.
 *
 * <p>Arguments: products, page size, sample interval (products).
 */
public final class LongWalkMain {
  private static final Pattern PAGE = Pattern.compile("[?&]page=(\\d+)");
  private static final String ID_PREFIX = "00000000-0000-4000-8000-";

  private LongWalkMain() {}

  /**
   * Runs the walk.
   *
   * @param args products, page size, sample interval
   * @throws Exception on a failure of the harness
   */
  public static void main(String[] args) throws Exception {
    int products = Integer.parseInt(args[0]);
    int pageSize = Integer.parseInt(args[1]);
    int sampleEvery = Integer.parseInt(args[2]);
    int pages = (products + pageSize - 1) / pageSize;
    List<Long> usedAfterGc = new ArrayList<>();
    long seen = 0;
    boolean inOrder = true;
    long start;
    try (ServerSocket listener = new ServerSocket(0, 50, InetAddress.getLoopbackAddress())) {
      Thread acceptor = new Thread(() -> accept(listener, products, pageSize), "walk-server");
      acceptor.setDaemon(true);
      acceptor.start();
      for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
        pool.resetPeakUsage();
      }
      start = System.nanoTime();
      try (CommerceClient client =
          CommerceClient.builder()
              .baseUrl("http://127.0.0.1:" + listener.getLocalPort() + "/v1")
              .apiKey(TestFixtures.API_KEY)
              .maxRetries(0)
              .attemptTimeout(Duration.ofSeconds(10))
              .build()) {
        System.out.println("CLIENT " + client);
        for (Product p :
            client
                .products()
                .list(ProductListParams.builder().limit(pageSize).build())
                .autoPager()) {
          seen++;
          if (inOrder && !p.id().toString().equals(ID_PREFIX + "%012d".formatted(seen))) {
            inOrder = false;
            System.out.println("OUT OF ORDER at " + seen + ": " + p.id());
          }
          if (seen % sampleEvery == 0) {
            usedAfterGc.add(usedAfterGc());
          }
        }
      }
    }
    long ms = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
    long peak = 0;
    for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
      if (pool.getType() == MemoryType.HEAP) {
        peak += pool.getPeakUsage().getUsed();
      }
    }
    System.out.println("PRODUCTS=" + seen);
    System.out.println("PAGES=" + pages);
    System.out.println("USED_AFTER_GC_KB=" + usedAfterGc);
    System.out.println("PEAK_HEAP_MB=" + peak / (1024 * 1024));
    System.out.println("MS=" + ms);
    System.out.flush();
    Runtime.getRuntime().halt(seen == products && inOrder ? 0 : 1);
  }

  /** The heap in use right after a full collection, in KB. */
  private static long usedAfterGc() {
    System.gc();
    return ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed() / 1024;
  }

  private static void accept(ServerSocket listener, int products, int pageSize) {
    try {
      while (true) {
        Socket socket = listener.accept();
        Thread t = new Thread(() -> serve(socket, products, pageSize), "walk-connection");
        t.setDaemon(true);
        t.start();
      }
    } catch (IOException closed) {
      // the walk is over
    }
  }

  /** Answers each request on the connection with the page its query names; keep-alive. */
  private static void serve(Socket socket, int products, int pageSize) {
    try (socket) {
      socket.setTcpNoDelay(true);
      InputStream in = new BufferedInputStream(socket.getInputStream());
      OutputStream out = new BufferedOutputStream(socket.getOutputStream(), 64 * 1024);
      String requestLine;
      while ((requestLine = readHead(in)) != null) {
        Matcher m = PAGE.matcher(requestLine);
        int page = m.find() ? Integer.parseInt(m.group(1)) : 1;
        byte[] body = page(page, pageSize, products).getBytes(StandardCharsets.UTF_8);
        out.write(
            ("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: "
                    + body.length
                    + "\r\n\r\n")
                .getBytes(StandardCharsets.US_ASCII));
        out.write(body);
        out.flush();
      }
    } catch (IOException e) {
      // the client went away
    }
  }

  private static String page(int page, int pageSize, int products) {
    int totalPages = (products + pageSize - 1) / pageSize;
    StringBuilder b = new StringBuilder(pageSize * 120);
    b.append("{\"page\":")
        .append(page)
        .append(",\"size\":")
        .append(pageSize)
        .append(",\"total\":")
        .append(products)
        .append(",\"total_pages\":")
        .append(totalPages)
        .append(",\"has_next_page\":")
        .append(page < totalPages)
        .append(",\"has_previous_page\":")
        .append(page > 1)
        .append(",\"items\":[");
    int first = (page - 1) * pageSize + 1;
    int last = Math.min(products, page * pageSize);
    for (int n = first; n <= last; n++) {
      if (n > first) {
        b.append(',');
      }
      b.append("{\"id\":\"")
          .append(ID_PREFIX)
          .append("%012d".formatted(n))
          .append("\",\"name\":\"product ")
          .append(n)
          .append("\",\"status\":\"active\",\"type\":\"physical\",\"description\":\"")
          .append("a product of the long walk, number ")
          .append(n)
          .append("\"}");
    }
    return b.append("]}").toString();
  }

  /** Reads a request head; returns its first line, or null at the end of the stream. */
  private static String readHead(InputStream in) throws IOException {
    StringBuilder line = new StringBuilder();
    String first = null;
    int c;
    while ((c = in.read()) >= 0) {
      if (c == '\n') {
        String l = line.toString().strip();
        if (first == null) {
          first = l;
        } else if (l.isEmpty()) {
          return first;
        }
        line.setLength(0);
      } else {
        line.append((char) c);
      }
    }
    return null;
  }
}
