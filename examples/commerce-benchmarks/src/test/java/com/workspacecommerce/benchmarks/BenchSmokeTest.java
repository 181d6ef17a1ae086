package com.workspacecommerce.benchmarks;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.RunnerException;

/**
 * Runs every benchmark once, in-process and briefly, so the suite keeps compiling and working in
 * the normal test run; the numbers mean nothing here.
 */
class BenchSmokeTest {

  @Test
  void everyBenchmarkRunsOnceAndTheReportHasAllItsNumbers() throws RunnerException, IOException {
    List<RunResult> results = BenchSuite.run(BenchSuite.Profile.SMOKE, null);

    Set<String> ran = new TreeSet<>();
    for (RunResult r : results) {
      ran.add(r.getParams().getBenchmark());
      assertThat(r.getPrimaryResult().getScore())
          .as(r.getParams().getBenchmark())
          .isPositive()
          .isFinite();
    }
    assertThat(ran).isEqualTo(declaredBenchmarks());

    String report =
        BenchReport.render(
            results, BenchReport.Machine.current(), BenchSuite.COMMAND, Duration.ofSeconds(1));
    assertThat(report)
        .doesNotContain("n/a")
        .contains(
            "| 1,000 (10) |",
            "SDK / raw",
            "JVM start to first call",
            "Answered from memory (client-side cost only)",
            "The observation alone, with no call around it",
            "With the OpenTelemetry convention",
            "hand JDK / hand OkHttp");
    assertThat(
            BenchReport.renderStacks(
                results,
                BenchReport.Machine.current(),
                BenchSuite.STACKS_COMMAND,
                Duration.ofSeconds(1)))
        .doesNotContain("n/a")
        .contains("SDK JDK + J3", "16 threads");
    // The paired table: one row per measure on the smoke run's server, each with both stacks.
    String paired =
        BenchReport.renderPaired(
            results,
            BenchReport.Machine.current(),
            BenchSuite.PAIRED_COMMAND,
            Duration.ofSeconds(1));
    List<String> rows = paired.lines().filter(l -> l.startsWith("| canned | ")).toList();
    // The four-way table's rows, then the same rows fork by fork (the smoke run has one fork).
    assertThat(rows).hasSize(10);
    assertThat(rows.subList(0, 5))
        .allSatisfy(row -> assertThat(row).doesNotContain("NaN").matches(PAIRED_ROW));
    assertThat(rows.subList(5, 10))
        .allSatisfy(
            row ->
                assertThat(row).matches("\\| canned \\| [a-z0-9, ]+ \\| [0-9.]+ \\| [0-9.]+ \\|"));
  }

  /** A row of the paired table: 7 costs, and each ratio as "median (lowest to highest)". */
  private static final String PAIRED_ROW =
      "\\| canned \\| [a-z0-9, ]+ \\|( [0-9.,]+ \\|){2} [0-9.]+ \\([0-9.]+ to [0-9.]+\\) \\|"
          + "( [0-9.,]+ \\|){3} [0-9.]+ \\([0-9.]+ to [0-9.]+\\) \\|";

  /**
   * The benchmarks JMH's annotation processor registered, so a new one cannot be left out of the
   * suite.
   */
  private static Set<String> declaredBenchmarks() throws IOException {
    Set<String> names = new TreeSet<>();
    try (InputStream in = BenchSmokeTest.class.getResourceAsStream("/META-INF/BenchmarkList");
        BufferedReader reader =
            new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
      String line;
      while ((line = reader.readLine()) != null) {
        // Each line starts "JMH S <len> <class> S <len> <generated> S <len> <method> ...".
        String[] parts = line.split(" ");
        names.add(parts[3] + "." + parts[9]);
      }
    }
    assertThat(names).isNotEmpty();
    return names;
  }
}
