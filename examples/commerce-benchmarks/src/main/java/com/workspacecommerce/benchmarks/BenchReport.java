package com.workspacecommerce.benchmarks;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.openjdk.jmh.results.IterationResult;
import org.openjdk.jmh.results.Result;
import org.openjdk.jmh.results.RunResult;

/**
 * Renders the suite's results as the Markdown tables of the README's Benchmarks section, pairing
 * each SDK benchmark with its raw, wire and decode counterparts by method name ({@code
 * <call>_<contender>}).
 *
 * <p>Every ratio is stated as a cost, SDK over raw, so that the target reads the same everywhere
 * (at most 1.05): for latency it is time over time, for throughput raw ops/s over SDK ops/s. Its
 * error is the two JMH errors (99.9% intervals) propagated as relative errors in quadrature, a
 * first-order estimate.
 */
public final class BenchReport {
  private static final String[] CALLS = {"getProduct", "listProducts", "createCustomer"};
  private static final String CPU = "cpu.perOp";

  private final Map<String, RunResult> byKey = new LinkedHashMap<>();

  private BenchReport(Collection<RunResult> results) {
    for (RunResult r : results) {
      byKey.put(key(r), r);
    }
  }

  /**
   * The machine the suite ran on, as shown above the tables.
   *
   * @param cpus logical processors the JVM sees
   * @param memory total memory, as {@code /proc/meminfo} reports it
   * @param cpuModel the CPU model name from {@code /proc/cpuinfo}
   * @param jdk the JVM name and version
   * @param os the operating system and kernel
   */
  public record Machine(int cpus, String memory, String cpuModel, String jdk, String os) {
    /**
     * @return the first line of every report: CPUs, memory, OS and JDK, in one sentence
     */
    public String describe() {
      return "Machine: "
          + cpus
          + " CPUs ("
          + cpuModel
          + "), "
          + memory
          + " RAM, "
          + os
          + ". JDK: "
          + jdk
          + ".";
    }

    /**
     * @return the machine this JVM runs on; fields Linux does not expose read "unknown"
     */
    public static Machine current() {
      String memory = "unknown";
      String cpu = "unknown";
      try {
        for (String line : Files.readAllLines(Path.of("/proc/meminfo"))) {
          if (line.startsWith("MemTotal:")) {
            long kb = Long.parseLong(line.replaceAll("\\D", ""));
            memory = String.format(Locale.ROOT, "%.1f GiB", kb / 1024.0 / 1024.0);
            break;
          }
        }
        for (String line : Files.readAllLines(Path.of("/proc/cpuinfo"))) {
          if (line.startsWith("model name")) {
            cpu = line.substring(line.indexOf(':') + 1).trim();
            break;
          }
        }
      } catch (IOException | RuntimeException e) {
        // not Linux, or restricted: the report says "unknown"
      }
      String jdk =
          System.getProperty("java.vm.name") + " " + System.getProperty("java.runtime.version");
      String os = System.getProperty("os.name") + " " + System.getProperty("os.version");
      return new Machine(Runtime.getRuntime().availableProcessors(), memory, cpu, jdk, os);
    }
  }

  /**
   * Renders the tables.
   *
   * @param results the results of {@link BenchSuite#run}
   * @param machine where they were measured
   * @param command the command that produced them
   * @param took how long the whole run took
   * @return Markdown
   */
  public static String render(
      Collection<RunResult> results, Machine machine, String command, Duration took) {
    return new BenchReport(results).render(machine, command, took);
  }

  /**
   * Renders the four-way stack comparison alone (see {@link BenchSuite#runStacks}).
   *
   * @param results the results
   * @param machine where they were measured
   * @param command the command that produced them
   * @param took how long the run took
   * @return Markdown
   */
  public static String renderStacks(
      Collection<RunResult> results, Machine machine, String command, Duration took) {
    BenchReport report = new BenchReport(results);
    StringBuilder md = runHeader(machine, command, took);
    report.stackComparison(md);
    return md.toString();
  }

  /**
   * Renders issue 33's paired table ({@link BenchSuite#runPaired}, {@link StackPairedBench}).
   *
   * @param results the JMH results of {@link StackPairedBench}
   * @param machine the machine it ran on
   * @param command the command that ran it
   * @param took how long the run took
   * @return the Markdown
   */
  public static String renderPaired(
      Collection<RunResult> results, Machine machine, String command, Duration took) {
    StringBuilder md = runHeader(machine, command, took);
    md.append(
        "Cost per call in microseconds of wall time, the median of the measured iterations, with"
            + " the contenders of each stack taking turns in the same iterations (call by call from"
            + " one thread, 100 ms each from 16 and 64);"
            + " every ratio is a cost, above 1 is slower, as the median (lowest to highest) of the"
            + " ratios of the same iterations, over every fork's iterations. \"best hand JDK\" is"
            + " the hand-written JDK client with the lower median in that row:\n\n");
    md.append(FOUR_WAY_HEADER);
    StringBuilder perFork = new StringBuilder();
    for (String server : SERVERS) {
      for (String[] measure : PAIRED_MEASURES) {
        Paired okHttp = Paired.of(paired(results, measure[1], server, "okhttp"));
        Paired jdk = Paired.of(paired(results, measure[1], server, "jdk"));
        if (okHttp == null || jdk == null || jdk.handPool == null) {
          continue;
        }
        boolean poolFaster = median(jdk.handPool) < median(jdk.hand);
        double[] bestJdk = poolFaster ? jdk.handPool : jdk.hand;
        md.append("| ")
            .append(server)
            .append(" | ")
            .append(measure[0])
            .append(" | ")
            .append(withError(median(okHttp.hand), Double.NaN))
            .append(" | ")
            .append(withError(median(okHttp.sdk), Double.NaN))
            .append(" | ")
            .append(ratios(okHttp.sdk, okHttp.hand))
            .append(" | ")
            .append(withError(median(jdk.hand), Double.NaN))
            .append(" | ")
            .append(withError(median(jdk.handPool), Double.NaN))
            .append(" | ")
            .append(withError(median(jdk.sdk), Double.NaN))
            .append(" | ")
            .append(ratios(jdk.sdk, bestJdk))
            .append(" |\n");
        perFork
            .append("| ")
            .append(server)
            .append(" | ")
            .append(measure[0])
            .append(" | ")
            .append(forkRatios(okHttp.sdk, okHttp.hand, okHttp.fork))
            .append(" | ")
            .append(forkRatios(jdk.sdk, bestJdk, jdk.fork))
            .append(" |\n");
      }
    }
    md.append(
            "\nThe same ratios fork by fork (each fork a JVM of its own, run one after another; the"
                + " median of each fork's iterations), since a fork's compiled code and the"
                + " machine's load at its time move a ratio more than its iterations do:\n\n")
        .append("| Server | Measure | SDK / hand OkHttp | SDK JDK / best hand JDK |\n")
        .append("|---|---|---|---|\n")
        .append(perFork);
    return md.toString();
  }

  /** The median of {@code a[i] / b[i]} within each fork, in fork order, e.g. "1.01, 0.98". */
  private static String forkRatios(double[] a, double[] b, int[] fork) {
    StringBuilder out = new StringBuilder();
    int from = 0;
    while (from < fork.length) {
      int to = from;
      while (to < fork.length && fork[to] == fork[from]) {
        to++;
      }
      out.append(out.length() == 0 ? "" : ", ")
          .append(String.format(Locale.ROOT, "%.3f", median(quotients(a, b, from, to))));
      from = to;
    }
    return out.toString();
  }

  /** The measures of the paired comparison: label, method of {@link StackPairedBench}. */
  private static final String[][] PAIRED_MEASURES = {
    {"get, 1 thread", "get"},
    {"page of 100, 1 thread", "page"},
    {"create, 1 thread", "create"},
    {"get, 16 threads", "get16"},
    {"get, 64 virtual threads", "getVirtual"}
  };

  private static RunResult paired(
      Collection<RunResult> results, String method, String server, String stack) {
    for (RunResult r : results) {
      if (r.getParams().getBenchmark().endsWith("StackPairedBench." + method)
          && server.equals(r.getParams().getParam("server"))
          && stack.equals(r.getParams().getParam("stack"))) {
        return r;
      }
    }
    return null;
  }

  /**
   * A paired result: per measured iteration of every fork, microseconds per call of the SDK, of the
   * hand-written client and, on the JDK stack, of the hand-written client with its default executor
   * (else null), and the fork the iteration belongs to (JMH gives one benchmark result per fork).
   */
  private record Paired(double[] sdk, double[] hand, double[] handPool, int[] fork) {
    static Paired of(RunResult r) {
      if (r == null) {
        return null;
      }
      List<double[]> rows = new ArrayList<>();
      List<Integer> forkOf = new ArrayList<>();
      int f = 0; // JMH gives one benchmark result per fork, in order
      for (org.openjdk.jmh.results.BenchmarkResult b : r.getBenchmarkResults()) {
        for (IterationResult i : b.getIterationResults()) {
          Map<String, Result> s = i.getSecondaryResults();
          rows.add(
              new double[] {
                perCall(s, "sdk"), perCall(s, "hand"), perCall(s, "handPool"),
              });
          forkOf.add(f);
        }
        f++;
      }
      if (rows.isEmpty()) {
        return null;
      }
      double[][] columns = new double[3][rows.size()];
      for (int i = 0; i < rows.size(); i++) {
        for (int c = 0; c < 3; c++) {
          columns[c][i] = rows.get(i)[c];
        }
      }
      int[] fork = forkOf.stream().mapToInt(Integer::intValue).toArray();
      return new Paired(
          columns[0], columns[1], Double.isNaN(columns[2][0]) ? null : columns[2], fork);
    }

    /** Microseconds per call of one contender in one iteration, NaN where it made none. */
    private static double perCall(Map<String, Result> s, String contender) {
      Result nanos = s.get(contender + "Nanos");
      Result calls = s.get(contender + "Calls");
      if (nanos == null || calls == null || calls.getScore() == 0) {
        return Double.NaN;
      }
      return nanos.getScore() / calls.getScore() / 1000;
    }
  }

  /** The median, lowest and highest of {@code a[i] / b[i]}, e.g. "1.012 (0.981 to 1.047)". */
  private static String ratios(double[] a, double[] b) {
    double[] r = quotients(a, b, 0, a.length);
    double[] sorted = r.clone();
    Arrays.sort(sorted);
    return String.format(
        Locale.ROOT, "%.3f (%.3f to %.3f)", median(r), sorted[0], sorted[sorted.length - 1]);
  }

  /** {@code a[i] / b[i]} for {@code i} from {@code from} to {@code to} (exclusive). */
  private static double[] quotients(double[] a, double[] b, int from, int to) {
    double[] r = new double[to - from];
    for (int i = from; i < to; i++) {
      r[i - from] = a[i] / b[i];
    }
    return r;
  }

  private static double median(double[] values) {
    double[] v = values.clone();
    Arrays.sort(v);
    int n = v.length;
    return n % 2 == 1 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
  }

  /** The head and rule of the four-way tables ({@link #renderStacks}, {@link #renderPaired}). */
  /** The kinds of server of the four-way tables, in their rows' order ({@code @Param server}). */
  private static final List<String> SERVERS = List.of("canned", "chunked");

  private static final String FOUR_WAY_HEADER =
      "| Server | Measure | hand-written OkHttp + J2 | SDK OkHttp + J2 | SDK / hand OkHttp"
          + " | hand JDK + J3, `Runnable::run` | hand JDK + J3, default executor | SDK JDK + J3"
          + " | SDK JDK / best hand JDK |\n"
          + "|---|---|---:|---:|---:|---:|---:|---:|---:|\n";

  /** The machine, and the command with the run's time, above a report's tables. */
  private static StringBuilder runHeader(Machine machine, String command, Duration took) {
    StringBuilder md = new StringBuilder();
    md.append(machine.describe()).append("\n\n");
    md.append("Command (from the repository root; the run took ")
        .append(minutes(took))
        .append("):\n\n");
    md.append("```\n").append(command).append("\n```\n\n");
    return md;
  }

  /** The measures of the stack comparison: label, benchmark prefix. */
  private static final String[][] STACK_MEASURES = {
    {"get, 1 thread", "StackLatencyBench.get"},
    {"page of 100, 1 thread", "StackLatencyBench.page"},
    {"create, 1 thread", "StackLatencyBench.create"},
    {"get, 16 threads", "StackThroughputBench.get"},
    {"get, 64 virtual threads", "StackVirtualBench.get"}
  };

  /**
   * Issue 33's table ({@link BenchSuite#runStacks}): per kind of server and measure, the cost of a
   * call for each contender of {@link StackFixture}, the SDK over the hand-written client on
   * OkHttp, and the SDK over the best hand-written JDK client of the same run (the faster of its
   * two executors for that measure). Rows of a server or a measure that did not run are left out.
   */
  private void stackComparison(StringBuilder md) {
    md.append(
        "Cost per call in microseconds of wall time, mean ± 99.9% error (for 16 and 64 threads the"
            + " inverse of the throughput: all callers' calls over the time they took); every ratio"
            + " is a cost, above 1 is slower. \"best hand JDK\" is the faster of the two"
            + " hand-written JDK clients in that row:\n\n");
    md.append(FOUR_WAY_HEADER);
    for (String server : SERVERS) {
      for (String[] measure : STACK_MEASURES) {
        String prefix = measure[1] + "@" + server + "/";
        Cost handOkHttp = cost(get(prefix + "handOkHttp"));
        Cost sdkOkHttp = cost(get(prefix + "sdkOkHttp"));
        Cost handJdk = cost(get(prefix + "handJdk"));
        Cost handJdkPool = cost(get(prefix + "handJdkPool"));
        Cost sdkJdk = cost(get(prefix + "sdkJdk"));
        if (handOkHttp == null
            || sdkOkHttp == null
            || handJdk == null
            || handJdkPool == null
            || sdkJdk == null) {
          continue;
        }
        Cost bestJdk = handJdk.score() <= handJdkPool.score() ? handJdk : handJdkPool;
        md.append("| ")
            .append(server)
            .append(" | ")
            .append(measure[0])
            .append(" | ")
            .append(handOkHttp)
            .append(" | ")
            .append(sdkOkHttp)
            .append(" | ")
            .append(sdkOkHttp.over(handOkHttp))
            .append(" | ")
            .append(handJdk)
            .append(" | ")
            .append(handJdkPool)
            .append(" | ")
            .append(sdkJdk)
            .append(" | ")
            .append(sdkJdk.over(bestJdk))
            .append(" |\n");
      }
    }
  }

  /** A cost per call in microseconds and its error (99.9%), from one benchmark's result. */
  private record Cost(double score, double error) {
    /** {@code this / other}, with the relative errors added in quadrature. */
    String over(Cost other) {
      double r = score / other.score;
      double e = r * Math.hypot(error / score, other.error / other.score);
      return Double.isNaN(e)
          ? String.format(Locale.ROOT, "%.3f", r)
          : String.format(Locale.ROOT, "%.3f ± %.3f", r, e);
    }

    @Override
    public String toString() {
      return withError(score, error);
    }
  }

  /**
   * A result as microseconds per call: as measured for average time, inverted for throughput (calls
   * per second), with its error carried over at the same relative size.
   */
  private static Cost cost(RunResult r) {
    if (r == null) {
      return null;
    }
    Result p = r.getPrimaryResult();
    if (!p.getScoreUnit().endsWith("/s")) {
      return new Cost(p.getScore(), p.getScoreError());
    }
    double perCall = 1e6 / p.getScore();
    return new Cost(perCall, perCall * p.getScoreError() / p.getScore());
  }

  /**
   * The four-way table: hand-written and SDK on each stack, time per call, bytes allocated per
   * call, and the ratios SDK / hand-written per stack and JDK + Jackson 3 / OkHttp + Jackson 2.
   */
  private void stacks(StringBuilder md) {
    RunResult any = get("LatencyBench.getProduct_rawJdk");
    if (any == null) {
      return;
    }
    md.append("The two stacks, four contenders measured in the same run (")
        .append(samples(any))
        .append(" per single-thread call; the 16-thread get is ")
        .append(samples(get("ThroughputBench.getProduct_rawJdk")))
        .append(
            "). Time per call in microseconds (the 16-thread get: calls per second, higher is better),"
                + " mean ± 99.9% error; ratios are costs (time over time, or ops/s inverted), so above 1"
                + " means slower:\n\n");
    md.append(
        "| Call | hand-written OkHttp + J2 | SDK OkHttp + J2 | SDK / hand | hand-written JDK + J3"
            + " | SDK JDK + J3 | SDK / hand | hand JDK / hand OkHttp | SDK JDK / SDK OkHttp |\n");
    md.append("|---|---:|---:|---:|---:|---:|---:|---:|---:|\n");
    for (String call : CALLS) {
      stackRow(md, label(call), "LatencyBench." + call, false);
    }
    stackRow(md, "`products().get(id)`, 16 threads, ops/s", "ThroughputBench.getProduct", true);
    md.append("\nAllocated per call (JMH's `gc.alloc.rate.norm`), KB, and the same ratios:\n\n");
    md.append(
        "| Call | hand-written OkHttp + J2 | SDK OkHttp + J2 | SDK / hand | hand-written JDK + J3"
            + " | SDK JDK + J3 | SDK / hand | hand JDK / hand OkHttp | SDK JDK / SDK OkHttp |\n");
    md.append("|---|---:|---:|---:|---:|---:|---:|---:|---:|\n");
    for (String call : CALLS) {
      allocRow(md, label(call), "LatencyBench." + call);
    }
    allocRow(md, "`products().get(id)`, 16 threads", "ThroughputBench.getProduct");
  }

  private void stackRow(StringBuilder md, String label, String prefix, boolean throughput) {
    RunResult raw = get(prefix + "_raw");
    RunResult sdk = get(prefix + "_sdk");
    RunResult rawJdk = get(prefix + "_rawJdk");
    RunResult sdkJdk = get(prefix + "_sdkJdk");
    md.append("| ")
        .append(label)
        .append(" | ")
        .append(score(raw))
        .append(" | ")
        .append(score(sdk))
        .append(" | ")
        .append(throughput ? ratio(raw, sdk) : ratio(sdk, raw))
        .append(" | ")
        .append(score(rawJdk))
        .append(" | ")
        .append(score(sdkJdk))
        .append(" | ")
        .append(throughput ? ratio(rawJdk, sdkJdk) : ratio(sdkJdk, rawJdk))
        .append(" | ")
        .append(throughput ? ratio(raw, rawJdk) : ratio(rawJdk, raw))
        .append(" | ")
        .append(throughput ? ratio(sdk, sdkJdk) : ratio(sdkJdk, sdk))
        .append(" |\n");
  }

  private void allocRow(StringBuilder md, String label, String prefix) {
    RunResult raw = get(prefix + "_raw");
    RunResult sdk = get(prefix + "_sdk");
    RunResult rawJdk = get(prefix + "_rawJdk");
    RunResult sdkJdk = get(prefix + "_sdkJdk");
    String alloc = "gc.alloc.rate.norm";
    md.append("| ")
        .append(label)
        .append(" | ")
        .append(kilobytes(raw))
        .append(" | ")
        .append(kilobytes(sdk))
        .append(" | ")
        .append(ratio(sdk, raw, alloc))
        .append(" | ")
        .append(kilobytes(rawJdk))
        .append(" | ")
        .append(kilobytes(sdkJdk))
        .append(" | ")
        .append(ratio(sdkJdk, rawJdk, alloc))
        .append(" | ")
        .append(ratio(rawJdk, raw, alloc))
        .append(" | ")
        .append(ratio(sdkJdk, sdk, alloc))
        .append(" |\n");
  }

  private String render(Machine m, String command, Duration took) {
    StringBuilder md = new StringBuilder();
    md.append(m.describe()).append("\n\n");
    md.append("Command (from the repository root; the run took ")
        .append(minutes(took))
        .append("):\n\n");
    md.append("```\n").append(command).append("\n```\n\n");

    RunResult anyCall = get("LatencyBench.getProduct_sdk");
    md.append(
            "Single-thread latency, microseconds per call (lower is better), mean ± 99.9% error over ")
        .append(samples(anyCall))
        .append(":\n\n");
    md.append(
        "| Call | SDK | raw OkHttp + Jackson | SDK / raw | wire only (no JSON) | decode only (no HTTP) |\n");
    md.append("|---|---:|---:|---:|---:|---:|\n");
    for (String call : CALLS) {
      RunResult sdk = get("LatencyBench." + call + "_sdk");
      RunResult raw = get("LatencyBench." + call + "_raw");
      md.append("| ")
          .append(label(call))
          .append(" | ")
          .append(score(sdk))
          .append(" | ")
          .append(score(raw))
          .append(" | ")
          .append(ratio(sdk, raw))
          .append(" | ")
          .append(score(get("LatencyBench." + call + "_wire")))
          .append(" | ")
          .append(score(get("LatencyBench." + call + "_decode")))
          .append(" |\n");
    }

    md.append(
        "\nThe same single-thread runs, as cost per call: CPU time of the whole benchmark JVM (client,"
            + " in-process server, GC and JIT threads) in microseconds, which other processes on the machine"
            + " disturb less than wall time, and bytes allocated (JMH's `-prof gc`):\n\n");
    md.append("| Call | CPU, SDK | CPU, raw | SDK / raw | allocated, SDK | allocated, raw |\n");
    md.append("|---|---:|---:|---:|---:|---:|\n");
    for (String call : CALLS) {
      RunResult sdk = get("LatencyBench." + call + "_sdk");
      RunResult raw = get("LatencyBench." + call + "_raw");
      md.append("| ")
          .append(label(call))
          .append(" | ")
          .append(secondary(sdk, CPU))
          .append(" | ")
          .append(secondary(raw, CPU))
          .append(" | ")
          .append(ratio(sdk, raw, CPU))
          .append(" | ")
          .append(kilobytes(sdk))
          .append(" | ")
          .append(kilobytes(raw))
          .append(" |\n");
    }
    md.append(
        "\nThe client-side cost alone: the same calls answered from memory by an OkHttp interceptor"
            + " on the client both contenders share (no socket, no server thread), microseconds per call:\n\n");
    md.append(
        "| Call | SDK | raw OkHttp + Jackson | SDK / raw | allocated, SDK | allocated, raw |\n");
    md.append("|---|---:|---:|---:|---:|---:|\n");
    for (String call : CALLS) {
      RunResult sdk = get("LatencyBench." + call + "_sdkInMemory");
      RunResult raw = get("LatencyBench." + call + "_rawInMemory");
      md.append("| ")
          .append(label(call))
          .append(" | ")
          .append(score(sdk))
          .append(" | ")
          .append(score(raw))
          .append(" | ")
          .append(ratio(sdk, raw))
          .append(" | ")
          .append(kilobytes(sdk))
          .append(" | ")
          .append(kilobytes(raw))
          .append(" |\n");
    }
    RunResult observed = get("LatencyBench.getProduct_observed");
    if (observed != null) {
      RunResult plain = get("LatencyBench.getProduct_sdk");
      md.append(
              "\nWith the Spring Boot starter's observation listener (one Micrometer observation per"
                  + " call, timers in a `SimpleMeterRegistry`), `products().get(id)` took ")
          .append(score(observed))
          .append(" µs, ")
          .append(ratio(observed, plain))
          .append(" times the same call without it, and ")
          .append(secondary(observed, CPU))
          .append(" µs of CPU (")
          .append(ratio(observed, plain, CPU))
          .append(" times).");
      RunResult observedInMemory = get("LatencyBench.getProduct_observedInMemory");
      RunResult plainInMemory = get("LatencyBench.getProduct_sdkInMemory");
      md.append(" Answered from memory (client-side cost only): ")
          .append(score(observedInMemory))
          .append(" µs against ")
          .append(score(plainInMemory))
          .append(" µs, allocating ")
          .append(kilobytes(observedInMemory))
          .append(" against ")
          .append(kilobytes(plainInMemory))
          .append(" per call.");
      RunResult otelInMemory = get("LatencyBench.getProduct_observedOtelInMemory");
      if (otelInMemory != null) {
        md.append(" With the OpenTelemetry convention: ")
            .append(score(otelInMemory))
            .append(" µs (")
            .append(ratio(otelInMemory, plainInMemory))
            .append(" times the plain call), allocating ")
            .append(kilobytes(otelInMemory))
            .append(".");
      }
      RunResult boot = get("ObservationBench.observation_boot");
      RunResult timerOnly = get("ObservationBench.observation_withoutLongTaskTimer");
      if (boot != null && timerOnly != null) {
        md.append(" The observation alone, with no call around it: ")
            .append(score(boot))
            .append(" ns with Boot's default meters (timer and long-task timer), ")
            .append(score(timerOnly))
            .append(" ns with the timer only.");
      }
      md.append('\n');
    }
    RunResult defaults = get("LatencyBench.listProducts_rawOkHttpDefaults");
    if (defaults != null) {
      RunResult raw = get("LatencyBench.listProducts_raw");
      md.append(
              "\nThe raw client uses the SDK's OkHttp settings. The same hand-written list on a plain"
                  + " `new OkHttpClient()` (10 s read timeout, which arms Okio's timeout watchdog on every socket"
                  + " read) took ")
          .append(score(defaults))
          .append(" µs (")
          .append(ratio(defaults, raw))
          .append(" times raw) and ")
          .append(secondary(defaults, CPU))
          .append(" µs of CPU (")
          .append(ratio(defaults, raw, CPU))
          .append(" times raw).\n");
    }

    int threads = threads("ThroughputBench.getProduct_sdk");
    md.append("\nThroughput with ")
        .append(threads)
        .append(
            " threads sharing one client, calls per second (higher is better). The cost ratio is raw"
                + " ops/s over SDK ops/s, so again at most 1.05 is the target; CPU is per call, as above:\n\n");
    md.append(
        "| Call | SDK | raw OkHttp + Jackson | cost SDK / raw | CPU, SDK | CPU, raw | SDK / raw |\n");
    md.append("|---|---:|---:|---:|---:|---:|---:|\n");
    for (String call : CALLS) {
      RunResult sdk = get("ThroughputBench." + call + "_sdk");
      RunResult raw = get("ThroughputBench." + call + "_raw");
      md.append("| ")
          .append(label(call))
          .append(" | ")
          .append(score(sdk))
          .append(" | ")
          .append(score(raw))
          .append(" | ")
          .append(ratio(raw, sdk))
          .append(" | ")
          .append(secondary(sdk, CPU))
          .append(" | ")
          .append(secondary(raw, CPU))
          .append(" | ")
          .append(ratio(sdk, raw, CPU))
          .append(" |\n");
    }

    if (get("LatencyBench.getProduct_rawJdk") != null) {
      md.append('\n');
      stacks(md);
    }

    md.append(
        "\nPaging walk over the whole catalog in pages of 100, in a fork with `-Xmx64m`: time per walk"
            + " (ms), and in MB the largest over the measured walks of the heap peak (sum of the heap pools'"
            + " peaks, garbage included) and of the heap still in use right after a GC (what the walk holds"
            + " on to):\n\n");
    md.append(
        "| Products (pages) | SDK auto-pager, ms | raw page loop, ms | SDK / raw"
            + " | SDK heap peak | SDK live after GC | raw heap peak | raw live after GC |\n");
    md.append("|---|---:|---:|---:|---:|---:|---:|---:|\n");
    for (RunResult sdk : byKey.values()) {
      if (!key(sdk).startsWith("PagingWalkBench.walk_sdk")) {
        continue;
      }
      String products = sdk.getParams().getParam("products");
      RunResult raw = get("PagingWalkBench.walk_raw:" + products);
      int n = Integer.parseInt(products);
      md.append("| ")
          .append(String.format(Locale.ROOT, "%,d (%,d)", n, n / CannedPayloads.PAGE_SIZE))
          .append(" | ")
          .append(score(sdk))
          .append(" | ")
          .append(score(raw))
          .append(" | ")
          .append(ratio(sdk, raw))
          .append(" | ")
          .append(secondary(sdk, "heap.peak"))
          .append(" | ")
          .append(secondary(sdk, "heap.liveAfterGc"))
          .append(" | ")
          .append(secondary(raw, "heap.peak"))
          .append(" | ")
          .append(secondary(raw, "heap.liveAfterGc"))
          .append(" |\n");
    }

    RunResult coldSdk = get("ColdStartBench.firstCall_sdk");
    RunResult coldRaw = get("ColdStartBench.firstCall_raw");
    md.append("\nCold start, one fresh JVM per sample (")
        .append(coldSdk == null ? 0 : coldSdk.getParams().getForks())
        .append(
            " forks each, no warmup), milliseconds: building the client plus the first `GET /products/{id}`,"
                + " and the JVM's uptime when that call completed (JVM boot, JMH harness and the canned server's"
                + " start included):\n\n");
    md.append("| Contender | build + first call | JVM start to first call done |\n");
    md.append("|---|---:|---:|\n");
    md.append("| SDK | ")
        .append(score(coldSdk))
        .append(" | ")
        .append(secondary(coldSdk, "jvm.uptime"))
        .append(" |\n");
    md.append("| raw OkHttp + Jackson | ")
        .append(score(coldRaw))
        .append(" | ")
        .append(secondary(coldRaw, "jvm.uptime"))
        .append(" |\n");
    return md.toString();
  }

  private RunResult get(String key) {
    return byKey.get(key);
  }

  private int threads(String key) {
    RunResult r = get(key);
    return r == null ? 0 : r.getParams().getThreads();
  }

  /** {@code Class.method}, plus {@code :products} for the parameterized walk. */
  static String key(RunResult r) {
    String full = r.getParams().getBenchmark();
    int method = full.lastIndexOf('.');
    int cls = full.lastIndexOf('.', method - 1);
    String key = full.substring(cls + 1);
    String products = r.getParams().getParam("products");
    String server = r.getParams().getParam("server");
    String contender = r.getParams().getParam("contender");
    return (products == null ? key : key + ":" + products)
        + (server == null ? "" : "@" + server)
        + (contender == null ? "" : "/" + contender);
  }

  /** Iterations and forks behind a score, e.g. "12 iterations of 1 s in 3 forks". */
  private static String samples(RunResult r) {
    if (r == null) {
      return "no samples";
    }
    int iterations = 0;
    for (org.openjdk.jmh.results.BenchmarkResult b : r.getBenchmarkResults()) {
      iterations += b.getIterationResults().size();
    }
    return iterations
        + " iterations of "
        + r.getParams().getMeasurement().getTime()
        + " in "
        + r.getBenchmarkResults().size()
        + " forks";
  }

  private static String kilobytes(RunResult r) {
    if (r == null) {
      return "n/a";
    }
    Result bytes = r.getSecondaryResults().get("gc.alloc.rate.norm");
    return bytes == null ? "n/a" : String.format(Locale.ROOT, "%,.1f KB", bytes.getScore() / 1024);
  }

  private static String label(String call) {
    switch (call) {
      case "getProduct":
        return "`products().get(id)` (2 KB)";
      case "listProducts":
        return "`products().list(limit 100)` (200 KB)";
      default:
        return "`customers().create(...)`";
    }
  }

  private static String score(RunResult r) {
    if (r == null) {
      return "n/a";
    }
    return withError(r.getPrimaryResult().getScore(), r.getPrimaryResult().getScoreError());
  }

  private static String secondary(RunResult r, String name) {
    if (r == null) {
      return "n/a";
    }
    Result s = r.getSecondaryResults().get(name);
    return s == null ? "n/a" : withError(s.getScore(), s.getScoreError());
  }

  /** {@code a / b} of the primary scores, with the relative errors added in quadrature. */
  private static String ratio(RunResult a, RunResult b) {
    if (a == null || b == null) {
      return "n/a";
    }
    return ratio(a.getPrimaryResult(), b.getPrimaryResult());
  }

  /** {@code a / b} of a secondary result, such as CPU per call. */
  private static String ratio(RunResult a, RunResult b, String secondary) {
    if (a == null || b == null) {
      return "n/a";
    }
    Result x = a.getSecondaryResults().get(secondary);
    Result y = b.getSecondaryResults().get(secondary);
    return x == null || y == null ? "n/a" : ratio(x, y);
  }

  private static String ratio(Result a, Result b) {
    double x = a.getScore();
    double y = b.getScore();
    double r = x / y;
    double ex = a.getScoreError() / x;
    double ey = b.getScoreError() / y;
    double e = r * Math.sqrt(ex * ex + ey * ey);
    if (Double.isNaN(e)) {
      return String.format(Locale.ROOT, "%.3f", r);
    }
    return String.format(Locale.ROOT, "%.3f ± %.3f", r, e);
  }

  private static String withError(double score, double error) {
    String pattern =
        score >= 1000 ? "%,.0f" : score >= 100 ? "%.0f" : score >= 10 ? "%.1f" : "%.2f";
    String s = String.format(Locale.ROOT, pattern, score);
    if (Double.isNaN(error) || Double.isInfinite(error)) {
      return s;
    }
    return s + " ± " + String.format(Locale.ROOT, pattern, error);
  }

  private static String minutes(Duration d) {
    long s = d.toSeconds();
    return String.format(Locale.ROOT, "%d min %02d s", s / 60, s % 60);
  }
}
