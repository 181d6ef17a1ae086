package com.workspacecommerce.sdk;

import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;

/**
 * Run in a fresh child JVM by {@link ClientCloseThreadsTest}, so that no other test's threads blur
 * the count: makes sync and async calls (one of them retried through the retry scheduler) with a
 * client on the transport its commerce.sdk.transport names, closes it, lets go of it, and then,
 * until a deadline, lists every thread that was started since the client was built and is still
 * alive. On Java 21+ virtual threads are listed too (from the JVM's JSON thread dump). Threads of
 * the JVM itself are left out ({@link #jvmOwned}). Prints {@code CALLS OK <requests> <client>},
 * then one line per round, {@code LEFT <ms since close> <names>}, until nothing is left but {@link
 * #KNOWN_LEFTOVER} or the deadline passed, and {@code END}.
 *
 * <p>Arguments: the deadline in milliseconds.
 */
public final class ClientCloseThreadsMain {
  private ClientCloseThreadsMain() {}

  /**
   * Runs the check.
   *
   * @param args the deadline in milliseconds
   * @throws Exception on a failure of the harness or of a call
   */
  public static void main(String[] args) throws Exception {
    long deadlineMillis = Long.parseLong(args[0]);
    Set<String> before;
    try (MockWebServer server = new MockWebServer()) {
      server.start();
      before = threadNames();
      run(server);
    }
    long start = System.nanoTime();
    long end = start + TimeUnit.MILLISECONDS.toNanos(deadlineMillis);
    while (true) {
      // On Java 17 the JDK HttpClient's selector thread ends only once its client is collected.
      System.gc();
      Set<String> left = threadNames();
      left.removeAll(before);
      left.removeIf(ClientCloseThreadsMain::jvmOwned);
      long ms = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
      System.out.println("LEFT " + ms + " " + left);
      left.removeIf(name -> name.startsWith(KNOWN_LEFTOVER));
      if (left.isEmpty() || System.nanoTime() - end > 0) {
        break;
      }
      TimeUnit.MILLISECONDS.sleep(100);
    }
    System.out.println("END");
    System.out.flush();
    // halt: a lingering daemon thread must not change the exit code, which tells the harness ran.
    Runtime.getRuntime().halt(0);
  }

  /**
   * OkHttp's process-wide task runner: it ran the connection pool's cleanup, and its idle thread
   * lives on for 60 s after the client closed (see {@link ClientCloseThreadsTest}). The loop does
   * not wait for it; the test says what it may be.
   */
  static final String KNOWN_LEFTOVER = "OkHttp TaskRunner";

  /**
   * Threads of the JVM itself that any program using virtual threads or the test server starts: the
   * virtual-thread scheduler's carriers and timers, the JDK's I/O pollers for virtual threads, and
   * the test's MockWebServer (closed before the check). None belongs to the SDK or its transport.
   */
  static boolean jvmOwned(String name) {
    return name.startsWith("ForkJoinPool-")
        || name.startsWith("VirtualThread-")
        || name.startsWith("MasterPoller")
        || name.startsWith("SubPoller-")
        || name.startsWith("Read-Poller")
        || name.startsWith("Write-Poller")
        || name.startsWith("Attach Listener")
        || name.startsWith("process reaper")
        || name.startsWith("MockWebServer");
  }

  private static void run(MockWebServer server) throws Exception {
    CommerceClient client = TestFixtures.builder(server, "/v1").maxRetries(1).build();
    String product = TestFixtures.productJson(TestFixtures.PRODUCT_ID);
    server.enqueue(TestFixtures.json(product));
    client.products().get(TestFixtures.PRODUCT_ID);
    server.enqueue(TestFixtures.json(product));
    client.async().products().get(TestFixtures.PRODUCT_ID).get(10, TimeUnit.SECONDS);
    // A retry waits on the SDK's scheduler thread.
    server.enqueue(new MockResponse.Builder().code(503).addHeader("Retry-After", "0").build());
    server.enqueue(TestFixtures.json(product));
    client.async().products().get(TestFixtures.PRODUCT_ID).get(10, TimeUnit.SECONDS);
    server.enqueue(TestFixtures.json(TestFixtures.customerJson(TestFixtures.CUSTOMER_ID)));
    client.customers().create(TestFixtures.customerParams());
    System.out.println("CALLS OK " + server.getRequestCount() + " " + client);
    client.close();
  }

  /**
   * Names of the live threads, each with "(platform)" or "(virtual)" and "(daemon)": platform
   * threads from the JVM's list, virtual ones (Java 21+) from a JSON thread dump.
   */
  static Set<String> threadNames() throws Exception {
    Set<String> names = new TreeSet<>();
    Set<String> platform = new TreeSet<>();
    for (Thread t : Thread.getAllStackTraces().keySet()) {
      platform.add(t.getName());
      names.add(t.getName() + (t.isDaemon() ? " (platform, daemon)" : " (platform)"));
    }
    if (Runtime.version().feature() >= 21) {
      for (String name : dumpedThreadNames()) {
        if (!platform.contains(name)) {
          names.add(name + " (virtual)");
        }
      }
    }
    return names;
  }

  @SuppressWarnings({"unchecked", "rawtypes"})
  private static Set<String> dumpedThreadNames() throws Exception {
    Class diag = Class.forName("com.sun.management.HotSpotDiagnosticMXBean");
    Object bean = ManagementFactory.getPlatformMXBean(diag);
    Class format = Class.forName("com.sun.management.HotSpotDiagnosticMXBean$ThreadDumpFormat");
    Path file = Files.createTempFile("threads", ".json");
    Files.delete(file);
    try {
      diag.getMethod("dumpThreads", String.class, format)
          .invoke(bean, file.toString(), Enum.valueOf(format, "JSON"));
      String json = Files.readString(file, StandardCharsets.UTF_8);
      Set<String> names = new TreeSet<>();
      Matcher m = Pattern.compile("\"name\": \"((?:[^\"\\\\]|\\\\.)*)\"").matcher(json);
      while (m.find()) {
        names.add(m.group(1).replace("\\/", "/"));
      }
      return names;
    } finally {
      Files.deleteIfExists(file);
    }
  }
}
