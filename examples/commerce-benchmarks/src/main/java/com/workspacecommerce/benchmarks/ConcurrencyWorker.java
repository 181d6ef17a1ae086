package com.workspacecommerce.benchmarks;

import com.sun.management.GarbageCollectionNotificationInfo;
import com.workspacecommerce.sdk.CommerceClient;
import com.workspacecommerce.sdk.LogLevel;
import com.workspacecommerce.sdk.models.Product;
import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryMXBean;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.lang.management.MemoryUsage;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import javax.management.Notification;
import javax.management.NotificationEmitter;
import javax.management.NotificationListener;
import javax.management.openmbean.CompositeData;
import okhttp3.Dispatcher;
import okhttp3.OkHttpClient;

/**
 * One measured run of {@link ConcurrencyHarness}, in a JVM of its own: warms one contender up, then
 * starts {@code calls} concurrent {@code GET /products/{id}} against the {@link DelayedServer} at
 * once and waits for all of them, sampling the platform threads and the heap meanwhile. Prints one
 * {@code RESULT} line (see {@link Result#parse}); exits with status 1 when any call failed.
 *
 * <p>A fresh JVM per run, so that no run inherits another's threads (OkHttp's connection threads
 * and the dispatcher's idle threads live on for a minute), heap or compiled code. The warm-up uses
 * another client of the same kind against the server's undelayed path, at {@value
 * #WARMUP_CONCURRENCY} calls at a time, so it leaves few threads behind.
 */
final class ConcurrencyWorker {
  /** Calls the warm-up makes at a time. */
  static final int WARMUP_CONCURRENCY = 8;

  private static final long SAMPLE_MILLIS = 2;

  private ConcurrencyWorker() {}

  /** The contenders, as named on the command line and in the report. */
  enum Mode {
    /** Hand-written OkHttp + Jackson, blocking calls on virtual threads. */
    RAW("hand-written OkHttp, virtual threads"),
    /** The SDK's blocking calls on virtual threads. */
    SYNC("SDK sync, virtual threads"),
    /** The SDK's async client: every future started, then all joined. */
    ASYNC("SDK async");

    final String label;

    Mode(String label) {
      this.label = label;
    }
  }

  /**
   * What one run measured.
   *
   * @param mode the contender
   * @param calls how many calls ran at once
   * @param wallNanos from the first call started to the last one done
   * @param peakThreads the most live platform threads seen during the calls
   * @param baseThreads live platform threads just before the calls
   * @param peakHeapBytes the most heap in use seen during the calls (garbage included)
   * @param virtualThreads whether the calling threads were virtual (false before Java 21)
   */
  record Result(
      Mode mode,
      int calls,
      long wallNanos,
      int peakThreads,
      int baseThreads,
      long peakHeapBytes,
      boolean virtualThreads) {

    String line() {
      return String.format(
          Locale.ROOT,
          "RESULT mode=%s calls=%d wallNanos=%d peakThreads=%d baseThreads=%d peakHeapBytes=%d"
              + " virtual=%b",
          mode,
          calls,
          wallNanos,
          peakThreads,
          baseThreads,
          peakHeapBytes,
          virtualThreads);
    }

    static Result parse(String line) {
      Map<String, String> f = new java.util.HashMap<>();
      for (String part : line.substring("RESULT ".length()).split(" ")) {
        int eq = part.indexOf('=');
        f.put(part.substring(0, eq), part.substring(eq + 1));
      }
      return new Result(
          Mode.valueOf(f.get("mode")),
          Integer.parseInt(f.get("calls")),
          Long.parseLong(f.get("wallNanos")),
          Integer.parseInt(f.get("peakThreads")),
          Integer.parseInt(f.get("baseThreads")),
          Long.parseLong(f.get("peakHeapBytes")),
          Boolean.parseBoolean(f.get("virtual")));
    }
  }

  /**
   * Runs one measurement.
   *
   * @param args mode, calls, the server's port, warm-up calls
   * @throws Exception when the run cannot be made; failed calls exit with status 1
   */
  public static void main(String[] args) throws Exception {
    Mode mode = Mode.valueOf(args[0]);
    int calls = Integer.parseInt(args[1]);
    int port = Integer.parseInt(args[2]);
    int warmup = Integer.parseInt(args[3]);
    String base = "http://127.0.0.1:" + port;

    try (Contender warm = Contender.open(mode, base + "/warm/v1", WARMUP_CONCURRENCY)) {
      for (int done = 0; done < warmup; done += WARMUP_CONCURRENCY) {
        warm.burst(WARMUP_CONCURRENCY);
      }
    }
    System.gc();
    Thread.sleep(200);

    Result result;
    try (Contender contender = Contender.open(mode, base + "/v1", calls);
        Sampler sampler = Sampler.start()) {
      int base0 = sampler.threads.getThreadCount();
      long start = System.nanoTime();
      contender.burst(calls);
      long wall = System.nanoTime() - start;
      sampler.stop();
      result =
          new Result(
              mode,
              calls,
              wall,
              sampler.peakThreads(),
              base0,
              sampler.peakHeap(),
              Contender.VIRTUAL != null);
    }
    System.out.println(result.line());
  }

  /** One contender's client and its way of making {@code n} calls at once. */
  private static final class Contender implements AutoCloseable {
    /** {@code Executors::newVirtualThreadPerTaskExecutor} on Java 21+, else null. */
    static final java.lang.reflect.Method VIRTUAL = virtualExecutorFactory();

    private final Mode mode;
    private final CommerceClient sdk;
    private final RawClient raw;

    private Contender(Mode mode, CommerceClient sdk, RawClient raw) {
      this.mode = mode;
      this.sdk = sdk;
      this.raw = raw;
    }

    static Contender open(Mode mode, String baseUrl, int concurrency) {
      if (mode == Mode.RAW) {
        // One OkHttpClient whose dispatcher allows the concurrency, as a careful engineer sets
        // it up (it only limits enqueued calls; blocking ones are bounded by their threads).
        Dispatcher dispatcher = new Dispatcher();
        dispatcher.setMaxRequests(concurrency);
        dispatcher.setMaxRequestsPerHost(concurrency);
        OkHttpClient http = new OkHttpClient.Builder().dispatcher(dispatcher).build();
        return new Contender(
            mode,
            null,
            RawClient.over(http, baseUrl, BenchFixture.API_KEY, BenchFixture.USER_AGENT));
      }
      CommerceClient client =
          CommerceClient.builder()
              .baseUrl(baseUrl)
              .apiKey(BenchFixture.API_KEY)
              .logLevel(LogLevel.NONE)
              .maxConcurrentRequests(concurrency)
              .build();
      return new Contender(mode, client, null);
    }

    void burst(int n) throws Exception {
      if (mode == Mode.ASYNC) {
        List<CompletableFuture<Product>> futures = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
          futures.add(sdk.async().products().get(CannedPayloads.PRODUCT_ID));
        }
        CompletableFuture.allOf(futures.toArray(new CompletableFuture<?>[0])).join();
        return;
      }
      ExecutorService threads = callingThreads();
      try {
        List<Future<Product>> futures = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
          futures.add(
              threads.submit(
                  () ->
                      mode == Mode.RAW
                          ? raw.getProduct(CannedPayloads.PRODUCT_ID)
                          : sdk.products().get(CannedPayloads.PRODUCT_ID)));
        }
        for (Future<Product> f : futures) {
          try {
            f.get();
          } catch (ExecutionException e) {
            throw new IllegalStateException(mode + ": a call failed: " + e.getCause(), e);
          }
        }
      } finally {
        threads.shutdown();
      }
    }

    private static ExecutorService callingThreads() {
      if (VIRTUAL == null) {
        // Before Java 21: a platform thread per call, which the report says.
        return Executors.newCachedThreadPool();
      }
      try {
        return (ExecutorService) VIRTUAL.invoke(null);
      } catch (ReflectiveOperationException e) {
        throw new IllegalStateException(e);
      }
    }

    private static java.lang.reflect.Method virtualExecutorFactory() {
      try {
        return Executors.class.getMethod("newVirtualThreadPerTaskExecutor");
      } catch (NoSuchMethodException e) {
        return null;
      }
    }

    @Override
    public void close() {
      if (sdk != null) {
        sdk.close();
      }
      if (raw != null) {
        raw.close();
      }
    }
  }

  /**
   * Samples the live platform threads and the heap in use every {@value #SAMPLE_MILLIS} ms on a
   * platform thread of its own (counted, the same for every contender), and takes the heap in use
   * just before each collection from the GC notifications, which a sample between two collections
   * can miss. {@link ThreadMXBean#getThreadCount()} counts platform threads only: virtual threads
   * are not live threads to it.
   */
  private static final class Sampler implements AutoCloseable, NotificationListener {
    final ThreadMXBean threads = ManagementFactory.getThreadMXBean();
    private final MemoryMXBean memory = ManagementFactory.getMemoryMXBean();
    private final AtomicLong peakHeap = new AtomicLong();
    private final Set<String> heapPools = new HashSet<>();
    private final List<NotificationEmitter> emitters = new ArrayList<>();
    private final Thread thread;
    private volatile boolean running = true;
    private volatile int peakThreads;

    private Sampler() {
      for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
        if (pool.getType() == MemoryType.HEAP) {
          heapPools.add(pool.getName());
        }
      }
      thread = new Thread(this::sample, "harness-sampler");
      thread.setDaemon(true);
    }

    static Sampler start() {
      Sampler s = new Sampler();
      for (GarbageCollectorMXBean gc : ManagementFactory.getGarbageCollectorMXBeans()) {
        if (gc instanceof NotificationEmitter) {
          ((NotificationEmitter) gc).addNotificationListener(s, null, null);
          s.emitters.add((NotificationEmitter) gc);
        }
      }
      s.thread.start();
      s.sampleOnce();
      return s;
    }

    private void sample() {
      while (running) {
        sampleOnce();
        try {
          TimeUnit.MILLISECONDS.sleep(SAMPLE_MILLIS);
        } catch (InterruptedException e) {
          return;
        }
      }
    }

    private void sampleOnce() {
      int t = threads.getThreadCount();
      if (t > peakThreads) {
        peakThreads = t;
      }
      peakHeap.accumulateAndGet(memory.getHeapMemoryUsage().getUsed(), Math::max);
    }

    @Override
    public void handleNotification(Notification n, Object handback) {
      if (!GarbageCollectionNotificationInfo.GARBAGE_COLLECTION_NOTIFICATION.equals(n.getType())) {
        return;
      }
      GarbageCollectionNotificationInfo info =
          GarbageCollectionNotificationInfo.from((CompositeData) n.getUserData());
      long used = 0;
      for (Map.Entry<String, MemoryUsage> e :
          info.getGcInfo().getMemoryUsageBeforeGc().entrySet()) {
        if (heapPools.contains(e.getKey())) {
          used += e.getValue().getUsed();
        }
      }
      peakHeap.accumulateAndGet(used, Math::max);
    }

    void stop() throws InterruptedException {
      sampleOnce();
      running = false;
      thread.join();
    }

    int peakThreads() {
      return peakThreads;
    }

    long peakHeap() {
      return peakHeap.get();
    }

    @Override
    public void close() throws InterruptedException {
      running = false;
      thread.join();
      for (NotificationEmitter e : emitters) {
        try {
          e.removeNotificationListener(this);
        } catch (javax.management.ListenerNotFoundException ignored) {
          // already gone
        }
      }
    }
  }
}
