package com.workspacecommerce.benchmarks;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;

/**
 * Contenders making one kind of call in a loop from one thread, in one JVM, against one server of
 * the benchmarks' own: a single contender alone, or several taking turns call by call in the order
 * given (a name given twice is two clients of that kind). It tells what a call costs alone from
 * what it costs right after another client's call, which {@link StackPairedBench}'s one-thread
 * rounds always measure, and which no application that keeps one client sees. Each contender's time
 * and its calling thread's CPU are summed call by call; the loop runs for a fixed time, and every
 * contender's calls have their client's own timeouts, so a run always ends.
 *
 * <p>Arguments (all optional): {@code --contenders sdkJdk} (comma-separated names of {@link
 * StackFixture.Contender#open}), {@code --measure get} ({@code get}, {@code page} or {@code
 * create}), {@code --server canned} (or {@code chunked}), {@code --warmup-seconds 8}, {@code
 * --seconds 10}. It prints one table row per contender: its place, its name, microseconds per call
 * and calling-thread CPU microseconds per call. From the repository root, after the module was
 * packaged: {@code java -cp examples/commerce-benchmarks/target/classes:$(cat
 * examples/commerce-benchmarks/target/runtime.cp) com.workspacecommerce.benchmarks.CallLoops
 * --contenders handJdk,sdkJdk}.
 */
public final class CallLoops {
  private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

  private static final List<String> OPTIONS =
      List.of("contenders", "measure", "server", "warmup-seconds", "seconds");

  private CallLoops() {}

  /**
   * Runs the loop and prints the rows.
   *
   * @param args see the class comment
   * @throws Exception when a call fails
   */
  public static void main(String[] args) throws Exception {
    Map<String, String> opt = new LinkedHashMap<>();
    for (int i = 0; i < args.length; i += 2) {
      String name = args[i].replaceFirst("^--", "");
      // A mistyped option would otherwise leave its default in place unnoticed.
      if (!OPTIONS.contains(name) || i + 1 == args.length) {
        throw new IllegalArgumentException(
            args[i] + ": options are --" + String.join(", --", OPTIONS) + ", each with a value");
      }
      opt.put(name, args[i + 1]);
    }
    String[] names = opt.getOrDefault("contenders", "sdkJdk").split(",");
    String measure = opt.getOrDefault("measure", "get");
    String server = opt.getOrDefault("server", "canned");
    long warmupNanos = nanos(opt.getOrDefault("warmup-seconds", "8"));
    long measureNanos = nanos(opt.getOrDefault("seconds", "10"));
    try (CannedServer canned = StackFixture.start(server)) {
      List<StackFixture.Contender> contenders = new ArrayList<>();
      try {
        for (String name : names) {
          contenders.add(StackFixture.Contender.open(name, canned.baseUrl()));
        }
        Callable<?>[] calls = new Callable<?>[contenders.size()];
        for (int i = 0; i < calls.length; i++) {
          calls[i] = contenders.get(i).call(measure);
        }
        loop(calls, warmupNanos, new long[calls.length], new long[calls.length]);
        long[] wall = new long[calls.length];
        long[] cpu = new long[calls.length];
        long rounds = loop(calls, measureNanos, wall, cpu);
        System.out.printf(
            Locale.ROOT,
            "%s server, %s, %s, %d calls each%n%n",
            server,
            measure,
            calls.length == 1 ? "alone" : "taking turns call by call",
            rounds);
        System.out.println("| Place | Contender | µs per call | calling-thread CPU µs per call |");
        System.out.println("|---:|---|---:|---:|");
        for (int i = 0; i < calls.length; i++) {
          System.out.printf(
              Locale.ROOT,
              "| %d | %s | %.1f | %.1f |%n",
              i + 1,
              names[i],
              wall[i] / 1_000.0 / rounds,
              cpu[i] / 1_000.0 / rounds);
        }
      } finally {
        for (StackFixture.Contender c : contenders) {
          c.client().close();
        }
      }
    }
  }

  private static long nanos(String seconds) {
    return (long) (Double.parseDouble(seconds) * 1_000_000_000L);
  }

  /** Makes rounds of one call of each contender until the time is up; returns the rounds made. */
  private static long loop(Callable<?>[] calls, long forNanos, long[] wall, long[] cpu)
      throws Exception {
    long end = System.nanoTime() + forNanos;
    long rounds = 0;
    do {
      for (int i = 0; i < calls.length; i++) {
        long cpuStart = THREADS.getCurrentThreadCpuTime();
        long start = System.nanoTime();
        calls[i].call();
        wall[i] += System.nanoTime() - start;
        cpu[i] += THREADS.getCurrentThreadCpuTime() - cpuStart;
      }
      rounds++;
    } while (System.nanoTime() < end);
    return rounds;
  }
}
