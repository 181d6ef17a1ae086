package com.workspacecommerce.benchmarks;

import com.workspacecommerce.sdk.CommerceClient;
import com.workspacecommerce.sdk.LogLevel;
import com.workspacecommerce.sdk.okhttp.OwnOkHttpClient;
import com.workspacecommerce.sdk.params.CustomerCreateParams;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import okhttp3.MediaType;
import okhttp3.OkHttpClient;
import okhttp3.Protocol;
import okhttp3.Response;
import okhttp3.ResponseBody;

/**
 * The SDK and the hand-written client taking turns call by call in one JVM, for a sharp SDK/raw
 * ratio on a shared machine: load from other processes that comes and goes hits both contenders
 * alike, where JMH runs one benchmark's forks after the other's. Each round makes {@code calls}
 * pairs of one call (which of the two goes first alternates), and reports for each contender the
 * median latency of its calls and the CPU time of the calling thread per call (the client-side work
 * of a blocking call, which another process's load does not inflate); the report gives the median
 * over the rounds of each round's SDK/raw ratio. The first rounds are warm-up and not reported.
 *
 * <p>Two pairs: {@code customers().create(...)} and {@code products().get(id)}, each over loopback
 * to the {@link CannedServer} and answered from memory by an OkHttp interceptor, as in {@link
 * InMemoryFixture}.
 */
public final class PairedCalls {
  /** The documented command, from the repository root, after the module was packaged. */
  public static final String COMMAND =
      "java -cp examples/commerce-benchmarks/target/classes:$(cat"
          + " examples/commerce-benchmarks/target/runtime.cp) \\\n"
          + "  com.workspacecommerce.benchmarks.PairedCalls";

  private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

  private PairedCalls() {}

  /** One call of one contender. */
  @FunctionalInterface
  interface Call {
    void run() throws IOException;
  }

  /**
   * One pair's result.
   *
   * @param name the pair, such as {@code customers().create, loopback}
   * @param latencyRatios per round, the SDK's median latency over raw's
   * @param cpuRatios per round, the SDK's calling-thread CPU per call over raw's
   * @param sdkMicros per round, the SDK's median latency in microseconds
   * @param rawMicros per round, raw's median latency in microseconds
   */
  public record Pair(
      String name,
      List<Double> latencyRatios,
      List<Double> cpuRatios,
      List<Double> sdkMicros,
      List<Double> rawMicros) {
    /**
     * @return the Markdown table row: name, median SDK and raw latency, median ratios
     */
    public String row() {
      return String.format(
          Locale.ROOT,
          "| %s | %.1f | %.1f | %.3f | %.3f |",
          name,
          median(sdkMicros),
          median(rawMicros),
          median(latencyRatios),
          median(cpuRatios));
    }
  }

  /**
   * Runs every pair and prints the table.
   *
   * @param args optionally rounds (default 12, of which 3 warm-up) and calls per round (default
   *     3,000)
   * @throws IOException when a call fails
   */
  public static void main(String[] args) throws IOException {
    int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 12;
    int calls = args.length > 1 ? Integer.parseInt(args[1]) : 3_000;
    List<Pair> pairs = run(rounds, Math.min(3, rounds - 1), calls);
    System.out.println(render(pairs, rounds, calls));
  }

  /**
   * Runs the four pairs.
   *
   * @param rounds rounds in all
   * @param warmup how many of the first rounds are not reported
   * @param calls calls of each contender per round
   * @return the pairs, create first
   * @throws IOException when a call fails
   */
  public static List<Pair> run(int rounds, int warmup, int calls) throws IOException {
    List<Pair> out = new ArrayList<>();
    CustomerCreateParams params = BenchFixture.customerParams();
    RawClient.NewCustomer customer = BenchFixture.newCustomer();
    String id = CannedPayloads.PRODUCT_ID;
    try (CannedServer server = CannedServer.start(1)) {
      CommerceClient sdk = BenchFixture.sdkClient(server.baseUrl());
      RawClient raw =
          new RawClient(server.baseUrl(), BenchFixture.API_KEY, BenchFixture.USER_AGENT);
      try {
        out.add(
            pair(
                "`customers().create(...)`, loopback",
                () -> sdk.customers().create(params),
                () -> raw.createCustomer(customer),
                rounds,
                warmup,
                calls));
        out.add(
            pair(
                "`products().get(id)`, loopback",
                () -> sdk.products().get(id),
                () -> raw.getProduct(id),
                rounds,
                warmup,
                calls));
      } finally {
        sdk.close();
        raw.close();
      }
    }
    byte[] product = CannedPayloads.product();
    byte[] created = CannedPayloads.customer();
    MediaType json = MediaType.get("application/json");
    OkHttpClient http =
        new OkHttpClient.Builder()
            .addInterceptor(
                chain ->
                    new Response.Builder()
                        .request(chain.request())
                        .protocol(Protocol.HTTP_1_1)
                        .code(chain.request().method().equals("POST") ? 201 : 200)
                        .message("OK")
                        .body(
                            ResponseBody.create(
                                chain.request().method().equals("POST") ? created : product, json))
                        .build())
            .build();
    String baseUrl = "http://127.0.0.1:9/v1"; // never connected to: the interceptor answers
    CommerceClient sdk =
        CommerceClient.builder()
            .baseUrl(baseUrl)
            .apiKey(BenchFixture.API_KEY)
            .logLevel(LogLevel.NONE)
            .transport(OwnOkHttpClient.of(http))
            .build();
    RawClient raw = RawClient.over(http, baseUrl, BenchFixture.API_KEY, BenchFixture.USER_AGENT);
    try {
      out.add(
          pair(
              "`customers().create(...)`, in memory",
              () -> sdk.customers().create(params),
              () -> raw.createCustomer(customer),
              rounds,
              warmup,
              calls));
      out.add(
          pair(
              "`products().get(id)`, in memory",
              () -> sdk.products().get(id),
              () -> raw.getProduct(id),
              rounds,
              warmup,
              calls));
    } finally {
      sdk.close();
      raw.close();
      http.dispatcher().executorService().shutdown();
    }
    return out;
  }

  private static Pair pair(String name, Call sdk, Call raw, int rounds, int warmup, int calls)
      throws IOException {
    List<Double> latency = new ArrayList<>();
    List<Double> cpu = new ArrayList<>();
    List<Double> sdkMicros = new ArrayList<>();
    List<Double> rawMicros = new ArrayList<>();
    long[][] nanos = new long[2][calls];
    for (int round = 0; round < rounds; round++) {
      long[] cpuNanos = new long[2];
      for (int i = 0; i < calls; i++) {
        for (int turn = 0; turn < 2; turn++) {
          int who = (turn + i) % 2; // 0 = SDK, 1 = raw; who goes first alternates
          long c0 = THREADS.getCurrentThreadCpuTime();
          long t0 = System.nanoTime();
          (who == 0 ? sdk : raw).run();
          nanos[who][i] = System.nanoTime() - t0;
          cpuNanos[who] += THREADS.getCurrentThreadCpuTime() - c0;
        }
      }
      if (round >= warmup) {
        Arrays.sort(nanos[0]);
        Arrays.sort(nanos[1]);
        double s = nanos[0][calls / 2] / 1e3;
        double r = nanos[1][calls / 2] / 1e3;
        sdkMicros.add(s);
        rawMicros.add(r);
        latency.add(s / r);
        cpu.add((double) cpuNanos[0] / cpuNanos[1]);
      }
    }
    return new Pair(name, latency, cpu, sdkMicros, rawMicros);
  }

  /**
   * Renders the table.
   *
   * @param pairs what {@link #run} returned
   * @param rounds rounds in all
   * @param calls calls per contender and round
   * @return Markdown
   */
  public static String render(List<Pair> pairs, int rounds, int calls) {
    BenchReport.Machine m = BenchReport.Machine.current();
    StringBuilder md = new StringBuilder();
    md.append(
        String.format(
            Locale.ROOT,
            "%d CPUs, %s. %d rounds of %,d calls per contender, taking turns call by call;"
                + " medians over the reported rounds:\n\n",
            m.cpus(),
            m.jdk(),
            pairs.isEmpty() ? 0 : pairs.get(0).latencyRatios().size(),
            calls));
    md.append(
        "| Pair | SDK, µs (median call) | raw, µs | SDK / raw, latency | SDK / raw, CPU of the"
            + " calling thread |\n");
    md.append("|---|---:|---:|---:|---:|\n");
    for (Pair p : pairs) {
      md.append(p.row()).append('\n');
    }
    md.append("\nEvery round's SDK / raw latency ratio:\n\n");
    for (Pair p : pairs) {
      md.append("- ").append(p.name()).append(':');
      for (double r : p.latencyRatios()) {
        md.append(String.format(Locale.ROOT, " %.3f", r));
      }
      md.append('\n');
    }
    return md.toString();
  }

  private static double median(List<Double> values) {
    double[] v = values.stream().mapToDouble(Double::doubleValue).sorted().toArray();
    int n = v.length;
    return n % 2 == 1 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
  }
}
