package com.workspacecommerce.benchmarks;

import com.workspacecommerce.benchmarks.ConcurrencyWorker.Mode;
import com.workspacecommerce.benchmarks.ConcurrencyWorker.Result;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.ToDoubleFunction;

/**
 * Many concurrent calls at once, beside the JMH suite: {@code n} concurrent {@code
 * products().get(id)} against a {@link DelayedServer} that answers each after a fixed delay, made
 * by hand-written OkHttp + Jackson on virtual threads, by the SDK's sync client on virtual threads
 * and by the SDK's async client (every future started, then all joined). For each it reports the
 * wall time, its ratio to the hand-written run of the same round, the peak of live platform threads
 * and the peak heap in use.
 *
 * <p>The server runs in a process of its own, and every measured run in a fresh JVM ({@link
 * ConcurrencyWorker}), so the threads and heap counted are the one contender's alone. The
 * contenders take turns in an order that rotates from round to round and from size to size, and the
 * report gives the median over the rounds. Loopback only; every process it starts is bounded in
 * time and ends with it. Run on Java 21 or later for virtual threads; before that the blocking
 * contenders run on a platform thread per call, and the report says so.
 */
public final class ConcurrencyHarness {
  /** The documented command, from the repository root, after the module was packaged. */
  public static final String COMMAND =
      "mvn -B -q -pl examples/commerce-benchmarks -am -DskipTests package\n"
          + "/usr/lib/jvm/temurin-25-jdk-amd64/bin/java -cp"
          + " examples/commerce-benchmarks/target/classes:$(cat"
          + " examples/commerce-benchmarks/target/runtime.cp) \\\n"
          + "  com.workspacecommerce.benchmarks.ConcurrencyHarness";

  private static final double MB = 1024.0 * 1024.0;

  private ConcurrencyHarness() {}

  /**
   * What to run.
   *
   * @param calls the concurrency levels, each a burst of that many calls at once
   * @param delayMillis how long the server waits before each answer
   * @param rounds measured rounds per level; the report gives their median
   * @param warmupCalls calls each worker JVM makes before its measured burst
   * @param classPath the class path of the worker and server JVMs
   * @param runTimeout how long one worker JVM may take before it is stopped and the run fails
   */
  public record Settings(
      List<Integer> calls,
      long delayMillis,
      int rounds,
      int warmupCalls,
      String classPath,
      Duration runTimeout) {
    /**
     * @return the defaults: 1,000 and 5,000 calls, 50 ms delay, 3 rounds, 2,000 warm-up calls
     */
    public static Settings defaults() {
      return new Settings(
          List.of(1_000, 5_000),
          50,
          3,
          2_000,
          System.getProperty("java.class.path"),
          Duration.ofMinutes(2));
    }
  }

  /**
   * One line of the table: a contender at one concurrency level, over every round.
   *
   * @param calls calls at once
   * @param mode the contender
   * @param runs its runs, in round order
   * @param ratios each run's wall time over the hand-written run's of the same round
   */
  public record Row(int calls, Mode mode, List<Result> runs, List<Double> ratios) {
    double medianWallMillis() {
      return median(runs, r -> r.wallNanos() / 1e6);
    }

    double medianRatio() {
      return median(ratios, r -> r);
    }

    double medianPeakThreads() {
      return median(runs, Result::peakThreads);
    }

    double medianPeakHeapMb() {
      return median(runs, r -> r.peakHeapBytes() / MB);
    }
  }

  /**
   * Runs the harness with the defaults, or with {@code --calls 1000,5000}, {@code --delay-ms 50},
   * {@code --rounds 3}, {@code --warmup 2000}, and writes the Markdown table to {@code --out}
   * (default {@code examples/commerce-benchmarks/target/concurrency.md}) and to standard output.
   *
   * @param args the options above
   * @throws Exception when a run fails
   */
  public static void main(String[] args) throws Exception {
    Settings d = Settings.defaults();
    List<Integer> calls = d.calls();
    long delay = d.delayMillis();
    int rounds = d.rounds();
    int warmup = d.warmupCalls();
    Path out = Path.of("examples/commerce-benchmarks/target/concurrency.md");
    for (int i = 0; i + 1 < args.length; i += 2) {
      String v = args[i + 1];
      switch (args[i]) {
        case "--calls" -> calls = Arrays.stream(v.split(",")).map(Integer::valueOf).toList();
        case "--delay-ms" -> delay = Long.parseLong(v);
        case "--rounds" -> rounds = Integer.parseInt(v);
        case "--warmup" -> warmup = Integer.parseInt(v);
        case "--out" -> out = Path.of(v);
        default -> throw new IllegalArgumentException("unknown option " + args[i]);
      }
    }
    Settings s = new Settings(calls, delay, rounds, warmup, d.classPath(), d.runTimeout());
    long start = System.nanoTime();
    List<Row> rows = run(s, System.out::println);
    String md =
        render(
            rows,
            s,
            BenchReport.Machine.current(),
            COMMAND,
            Duration.ofNanos(System.nanoTime() - start));
    Files.createDirectories(out.toAbsolutePath().getParent());
    Files.writeString(out, md);
    System.out.println();
    System.out.println(md);
    System.out.println("Written to " + out);
  }

  /**
   * Starts the server, runs every round and returns the table's rows.
   *
   * @param s what to run
   * @param progress told one line per run
   * @return a row per level and contender, levels in the given order, hand-written first
   * @throws IOException when a process cannot be started or fails
   * @throws InterruptedException when interrupted
   */
  public static List<Row> run(Settings s, java.util.function.Consumer<String> progress)
      throws IOException, InterruptedException {
    Map<String, List<Result>> runs = new LinkedHashMap<>();
    Map<String, List<Double>> ratios = new LinkedHashMap<>();
    Mode[] modes = Mode.values();
    Process server =
        start(List.of(DelayedServer.class.getName(), Long.toString(s.delayMillis())), s);
    try {
      BufferedReader serverOut =
          new BufferedReader(
              new InputStreamReader(server.getInputStream(), StandardCharsets.UTF_8));
      String first = serverOut.readLine();
      if (first == null || !first.startsWith("port ")) {
        throw new IOException("the server did not start: " + first);
      }
      int port = Integer.parseInt(first.substring(5).trim());
      for (int round = 0; round < s.rounds(); round++) {
        for (int level = 0; level < s.calls().size(); level++) {
          int n = s.calls().get(level);
          Map<Mode, Result> thisRound = new LinkedHashMap<>();
          for (int k = 0; k < modes.length; k++) {
            Mode mode = modes[(round + level + k) % modes.length];
            Result r = runOne(mode, n, port, s);
            thisRound.put(mode, r);
            progress.accept(
                String.format(
                    Locale.ROOT,
                    "round %d, %,d calls, %s: %.1f ms, %d platform threads at peak (%d before),"
                        + " %.1f MB heap at peak",
                    round + 1,
                    n,
                    mode.label,
                    r.wallNanos() / 1e6,
                    r.peakThreads(),
                    r.baseThreads(),
                    r.peakHeapBytes() / MB));
          }
          double raw = thisRound.get(Mode.RAW).wallNanos();
          for (Mode mode : modes) {
            runs.computeIfAbsent(n + "/" + mode, x -> new ArrayList<>()).add(thisRound.get(mode));
            ratios
                .computeIfAbsent(n + "/" + mode, x -> new ArrayList<>())
                .add(thisRound.get(mode).wallNanos() / raw);
          }
        }
      }
    } finally {
      server.getOutputStream().close(); // the server ends when its input does
      if (!server.waitFor(5, TimeUnit.SECONDS)) {
        server.destroyForcibly();
      }
    }
    List<Row> rows = new ArrayList<>();
    for (int n : s.calls()) {
      for (Mode mode : modes) {
        rows.add(new Row(n, mode, runs.get(n + "/" + mode), ratios.get(n + "/" + mode)));
      }
    }
    return rows;
  }

  private static Result runOne(Mode mode, int calls, int port, Settings s)
      throws IOException, InterruptedException {
    Process worker =
        start(
            List.of(
                ConcurrencyWorker.class.getName(),
                mode.name(),
                Integer.toString(calls),
                Integer.toString(port),
                Integer.toString(s.warmupCalls())),
            s);
    worker.getOutputStream().close();
    CompletableFuture<List<String>> lines =
        CompletableFuture.supplyAsync(
            () -> {
              try (BufferedReader r =
                  new BufferedReader(
                      new InputStreamReader(worker.getInputStream(), StandardCharsets.UTF_8))) {
                return r.lines().toList();
              } catch (IOException e) {
                throw new UncheckedIOException(e);
              }
            });
    if (!worker.waitFor(s.runTimeout().toMillis(), TimeUnit.MILLISECONDS)) {
      worker.destroyForcibly();
      throw new IOException(mode + " with " + calls + " calls took over " + s.runTimeout());
    }
    List<String> out = lines.join();
    for (String line : out) {
      if (line.startsWith("RESULT ")) {
        return Result.parse(line);
      }
    }
    throw new IOException(
        mode
            + " with "
            + calls
            + " calls failed (exit "
            + worker.exitValue()
            + "):\n"
            + String.join("\n", out));
  }

  private static Process start(List<String> mainAndArgs, Settings s) throws IOException {
    List<String> command = new ArrayList<>();
    command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    command.add("-cp");
    command.add(s.classPath());
    command.addAll(mainAndArgs);
    return new ProcessBuilder(command).redirectErrorStream(true).start();
  }

  /**
   * Renders the table.
   *
   * @param rows what {@link #run} returned
   * @param s what was run
   * @param m where
   * @param command the command that ran it
   * @param took how long it took
   * @return Markdown
   */
  public static String render(
      List<Row> rows, Settings s, BenchReport.Machine m, String command, Duration took) {
    StringBuilder md = new StringBuilder();
    md.append(m.describe()).append("\n\n");
    md.append("Command (from the repository root; the run took ")
        .append(took.toSeconds())
        .append(" s):\n\n```\n")
        .append(command)
        .append("\n```\n\n");
    boolean virtual = rows.stream().allMatch(r -> r.runs().get(0).virtualThreads());
    md.append(
        String.format(
            Locale.ROOT,
            "Concurrent `products().get(id)`, all started at once, against a loopback server"
                + " answering each after %d ms; median of %d rounds, each run in a fresh JVM"
                + " after %,d warm-up calls. Wall / hand-written is each run's wall time over"
                + " the hand-written run's of the same round. Platform threads: the most live"
                + " at once in the client JVM, all of its own included; heap: the most in use,"
                + " garbage included.%s\n\n",
            s.delayMillis(),
            s.rounds(),
            s.warmupCalls(),
            virtual
                ? ""
                : " This JVM has no virtual threads: the blocking contenders ran on a"
                    + " platform thread per call."));
    md.append(
        "| Calls | Contender | wall, ms | wall / hand-written | peak platform threads | peak heap, MB |\n");
    md.append("|---:|---|---:|---:|---:|---:|\n");
    for (Row r : rows) {
      md.append(
          String.format(
              Locale.ROOT,
              "| %,d | %s | %.0f | %.2f | %.0f | %.1f |\n",
              r.calls(),
              r.mode().label,
              r.medianWallMillis(),
              r.medianRatio(),
              r.medianPeakThreads(),
              r.medianPeakHeapMb()));
    }
    md.append("\nEvery round (wall ms / ratio / peak platform threads):\n\n");
    for (Row r : rows) {
      md.append("- ").append(String.format(Locale.ROOT, "%,d", r.calls())).append(", ");
      md.append(r.mode().label).append(":");
      for (int i = 0; i < r.runs().size(); i++) {
        Result x = r.runs().get(i);
        md.append(
            String.format(
                Locale.ROOT,
                " %.0f / %.2f / %d",
                x.wallNanos() / 1e6,
                r.ratios().get(i),
                x.peakThreads()));
        md.append(i + 1 < r.runs().size() ? ";" : "\n");
      }
    }
    return md.toString();
  }

  private static <T> double median(List<T> values, ToDoubleFunction<T> f) {
    double[] v = values.stream().mapToDouble(f).sorted().toArray();
    int n = v.length;
    return n % 2 == 1 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
  }
}
