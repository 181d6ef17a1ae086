package com.workspacecommerce.benchmarks;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import org.openjdk.jmh.profile.GCProfiler;
import org.openjdk.jmh.profile.Profiler;
import org.openjdk.jmh.results.BenchmarkResult;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.results.format.ResultFormatFactory;
import org.openjdk.jmh.results.format.ResultFormatType;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.options.ChainedOptionsBuilder;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;
import org.openjdk.jmh.runner.options.VerboseMode;

/**
 * Runs the whole benchmark suite and writes the README's Benchmarks tables.
 *
 * <p>Separate JMH runs, because each scenario wants its own profilers: the calls (latency and
 * throughput, in rounds) with JMH's GC profiler for the bytes allocated per call and {@link
 * CpuProfiler} for the CPU time per call; the paging walk with {@link HeapPeakProfiler}; cold start
 * with {@link UptimeProfiler}. Warmups, iterations and the walk's and cold start's forks are those
 * annotated on each class. It must be started as its own JVM with the class path on {@code -cp}
 * (the {@code bench} Maven profile does that), since JMH forks reuse {@code java.class.path}.
 */
public final class BenchSuite {
  /** The one command that runs the full suite, shown in the report. */
  public static final String COMMAND =
      "mvn -B -Pbench -pl examples/commerce-benchmarks -am -DskipTests package";

  /** The command that runs only the four-way stack comparison, shown in its report. */
  public static final String STACKS_COMMAND =
      "mvn -B -Pbench -Dbench.suite=stacks -pl examples/commerce-benchmarks -am -DskipTests package";

  /** The command that runs only the paired four-way comparison ({@link #runPaired}). */
  public static final String PAIRED_COMMAND =
      "mvn -B -Pbench -Dbench.suite=paired -pl examples/commerce-benchmarks -am -DskipTests package";

  /** Rounds of the four-way stack comparison, one fork each. */
  public static final int STACK_ROUNDS = 2;

  /** Rounds of the call benchmarks in the full profile, one fork each. */
  public static final int ROUNDS = 3;

  private BenchSuite() {}

  /** How much of each benchmark to run. */
  public enum Profile {
    /** The annotated settings, forks as rounds for the calls: the numbers for the README. */
    FULL,
    /**
     * One short in-process iteration of everything, to keep the benchmarks working in the test run.
     */
    SMOKE
  }

  /**
   * Runs the full suite and writes the Markdown tables.
   *
   * @param args optionally the output file (default {@code target/benchmarks.md}); JMH's JSON
   *     results go next to it; then optionally {@code stacks} to run only the four-way comparison
   *     of the two stacks ({@link #runStacks}), or {@code paired} to run it with the contenders
   *     taking turns ({@link #runPaired})
   * @throws RunnerException when a benchmark fails
   * @throws IOException when the report cannot be written
   */
  public static void main(String[] args) throws RunnerException, IOException {
    Path out = Path.of(args.length > 0 ? args[0] : "target/benchmarks.md").toAbsolutePath();
    Path jsonDir = out.getParent();
    Files.createDirectories(jsonDir);
    String suite = args.length > 1 ? args[1] : "all";
    long start = System.nanoTime();
    List<RunResult> results;
    String load;
    try (LoadSampler sampler = LoadSampler.start(10_000)) {
      results =
          switch (suite) {
            case "stacks" -> runStacks(jsonDir);
            case "paired" -> runPaired(jsonDir);
            default -> run(Profile.FULL, jsonDir);
          };
      load = sampler.summary();
    }
    Duration took = Duration.ofNanos(System.nanoTime() - start);
    BenchReport.Machine machine = BenchReport.Machine.current();
    String markdown =
        switch (suite) {
          case "stacks" -> BenchReport.renderStacks(results, machine, STACKS_COMMAND, took);
          case "paired" -> BenchReport.renderPaired(results, machine, PAIRED_COMMAND, took);
          default -> BenchReport.render(results, machine, COMMAND, took);
        };
    markdown += "\n" + load + "\n";
    Files.writeString(out, markdown);
    System.out.println();
    System.out.println(markdown);
    System.out.println("Written to " + out);
  }

  /**
   * Runs every benchmark of the suite.
   *
   * <p>In the full profile the call benchmarks (latency and throughput) run in {@value #ROUNDS}
   * rounds of one fork each, and each benchmark's rounds are merged: on a shared, noisy machine
   * this keeps each SDK fork next to its raw fork in time, so load that comes and goes hits both
   * contenders alike, where {@code @Fork(3)} would run all forks of one before the other.
   *
   * @param profile full or smoke
   * @param jsonDir where to write JMH's JSON results ({@code jmh-result.json}), or null for none
   * @return the results, one per benchmark (and parameter)
   * @throws RunnerException when a benchmark fails
   */
  public static List<RunResult> run(Profile profile, Path jsonDir) throws RunnerException {
    int rounds = profile == Profile.FULL ? ROUNDS : 1;
    Map<String, List<RunResult>> byBenchmark = new LinkedHashMap<>();
    for (int round = 1; round <= rounds; round++) {
      if (profile == Profile.FULL) {
        System.out.println("# Calls, round " + round + " of " + rounds);
      }
      for (RunResult r :
          run(
              profile,
              List.of(GCProfiler.class, CpuProfiler.class),
              LatencyBench.class,
              ThroughputBench.class,
              AsyncBench.class,
              ObservationBench.class)) {
        byBenchmark.computeIfAbsent(r.getParams().id(), k -> new ArrayList<>()).add(r);
      }
    }
    List<RunResult> all = new ArrayList<>();
    for (List<RunResult> forks : byBenchmark.values()) {
      List<BenchmarkResult> merged = new ArrayList<>();
      forks.forEach(r -> merged.addAll(r.getBenchmarkResults()));
      all.add(new RunResult(forks.get(0).getParams(), merged));
    }
    all.addAll(run(profile, List.of(HeapPeakProfiler.class), PagingWalkBench.class));
    all.addAll(run(profile, List.of(UptimeProfiler.class), ColdStartBench.class));
    if (profile == Profile.SMOKE) {
      // Not part of the full suite (run it alone to compare the ways of driving the JDK client);
      // here once, so it keeps working.
      all.addAll(run(profile, List.of(GCProfiler.class), JdkVariantBench.class));
      // The stack comparison too (runStacks), on the canned server only; StackVirtualBench's
      // callers are platform threads where the JVM has no virtual ones.
      all.addAll(
          run(
              profile,
              List.of(),
              StackLatencyBench.class,
              StackThroughputBench.class,
              StackVirtualBench.class,
              StackPairedBench.class));
    }
    if (jsonDir != null) {
      ResultFormatFactory.getInstance(
              ResultFormatType.JSON, jsonDir.resolve("jmh-result.json").toString())
          .writeOut(all);
    }
    if (profile == Profile.FULL) {
      System.out.println();
      ResultFormatFactory.getInstance(ResultFormatType.TEXT, System.out).writeOut(all);
    }
    return all;
  }

  /**
   * Runs only the stack comparison of issue 33 ({@link StackLatencyBench}, {@link
   * StackThroughputBench}, and on Java 21+ {@link StackVirtualBench}): the contenders of {@link
   * StackFixture} on each kind of server, in {@value #STACK_ROUNDS} rounds of one fork each, with
   * the annotated warmups and iterations, merged per benchmark as in {@link #run(Profile, Path)}.
   *
   * @param jsonDir where to write {@code jmh-stacks.json}, or null for none
   * @return the results, one per benchmark and server
   * @throws RunnerException when a benchmark fails
   */
  public static List<RunResult> runStacks(Path jsonDir) throws RunnerException {
    Map<String, List<RunResult>> byBenchmark = new LinkedHashMap<>();
    String stackBenches =
        Runtime.version().feature() >= 21
            ? "(StackLatencyBench|StackThroughputBench|StackVirtualBench)"
            : "(StackLatencyBench|StackThroughputBench)";
    for (int round = 1; round <= STACK_ROUNDS; round++) {
      System.out.println("# Stacks, round " + round + " of " + STACK_ROUNDS);
      ChainedOptionsBuilder options =
          new OptionsBuilder()
              .shouldFailOnError(true)
              .addProfiler(GCProfiler.class)
              .forks(1)
              .include(
                  "^"
                      + Pattern.quote(StackFixture.class.getPackageName() + ".")
                      + stackBenches
                      + "\\.");
      for (RunResult r : new Runner(options.build()).run()) {
        byBenchmark.computeIfAbsent(r.getParams().id(), k -> new ArrayList<>()).add(r);
      }
    }
    List<RunResult> all = new ArrayList<>();
    for (List<RunResult> forks : byBenchmark.values()) {
      List<BenchmarkResult> merged = new ArrayList<>();
      forks.forEach(r -> merged.addAll(r.getBenchmarkResults()));
      all.add(new RunResult(forks.get(0).getParams(), merged));
    }
    if (jsonDir != null) {
      ResultFormatFactory.getInstance(
              ResultFormatType.JSON, jsonDir.resolve("jmh-stacks.json").toString())
          .writeOut(all);
    }
    System.out.println();
    ResultFormatFactory.getInstance(ResultFormatType.TEXT, System.out).writeOut(all);
    return all;
  }

  /**
   * Runs the four-way comparison with the contenders of each stack taking turns in the same
   * iterations ({@link StackPairedBench}: its warmups, iterations and three forks as annotated; the
   * 64 virtual threads' get on Java 21+ only).
   *
   * @param jsonDir where to write {@code jmh-paired.json}, or null for none
   * @return the results, one per measure, server and stack
   * @throws RunnerException when a benchmark fails
   */
  public static List<RunResult> runPaired(Path jsonDir) throws RunnerException {
    String methods =
        Runtime.version().feature() >= 21
            ? "(get|page|create|get16|getVirtual)"
            : "(get|page|create|get16)";
    ChainedOptionsBuilder options =
        new OptionsBuilder()
            .shouldFailOnError(true)
            .include("^" + Pattern.quote(StackPairedBench.class.getName() + ".") + methods + "$");
    List<RunResult> all = new ArrayList<>(new Runner(options.build()).run());
    if (jsonDir != null) {
      ResultFormatFactory.getInstance(
              ResultFormatType.JSON, jsonDir.resolve("jmh-paired.json").toString())
          .writeOut(all);
    }
    return all;
  }

  private static Collection<RunResult> run(
      Profile profile, List<Class<? extends Profiler>> profilers, Class<?>... benchmarks)
      throws RunnerException {
    ChainedOptionsBuilder options = new OptionsBuilder().shouldFailOnError(true);
    profilers.forEach(options::addProfiler);
    for (Class<?> b : benchmarks) {
      options.include("^" + Pattern.quote(b.getName() + "."));
    }
    if (profile == Profile.SMOKE) {
      StackPairedBench.Stack.turnNanos = 1_000_000;
      options
          .forks(0)
          .warmupIterations(0)
          .measurementIterations(1)
          .measurementTime(TimeValue.milliseconds(20))
          .param("products", "1000")
          .param("server", "canned")
          .verbosity(VerboseMode.SILENT);
    } else if (benchmarks[0] == LatencyBench.class) {
      options.forks(1); // one fork per round, see run(Profile, Path)
    }
    return new Runner(options.build()).run();
  }
}
