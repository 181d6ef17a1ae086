package com.workspacecommerce.benchmarks;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * Runs {@link ConcurrencyHarness} at a tiny size (20 calls, 5 ms delay, one round), with its server
 * and workers in processes of their own as in a real run, so the harness keeps working in the
 * normal test run; the numbers mean nothing here.
 */
class ConcurrencyHarnessSmokeTest {
  private static final Pattern ROW =
      Pattern.compile(
          "\\| 20 \\| (hand-written OkHttp, virtual threads|SDK sync, virtual threads|SDK async)"
              + " \\| \\d+ \\| \\d+\\.\\d\\d \\| \\d+ \\| \\d+\\.\\d \\|");

  @Test
  void everyContenderRunsAndTheReportHasARowForEach() throws Exception {
    ConcurrencyHarness.Settings s =
        new ConcurrencyHarness.Settings(List.of(20), 5, 1, 40, classPath(), Duration.ofMinutes(1));
    List<String> progress = new ArrayList<>();

    List<ConcurrencyHarness.Row> rows = ConcurrencyHarness.run(s, progress::add);

    assertThat(progress).hasSize(3);
    assertThat(rows).hasSize(3);
    for (ConcurrencyHarness.Row r : rows) {
      assertThat(r.runs())
          .singleElement()
          .satisfies(
              x -> {
                assertThat(x.calls()).isEqualTo(20);
                assertThat(x.wallNanos()).isGreaterThanOrEqualTo(Duration.ofMillis(5).toNanos());
                assertThat(x.peakThreads()).isPositive().isGreaterThanOrEqualTo(x.baseThreads());
                assertThat(x.peakHeapBytes()).isPositive();
              });
    }
    assertThat(rows.get(0).mode()).isEqualTo(ConcurrencyWorker.Mode.RAW);
    assertThat(rows.get(0).ratios()).containsExactly(1.0);

    String report =
        ConcurrencyHarness.render(
            rows,
            s,
            BenchReport.Machine.current(),
            ConcurrencyHarness.COMMAND,
            Duration.ofSeconds(1));
    List<String> tableRows = report.lines().filter(l -> l.startsWith("| 20 |")).toList();
    assertThat(tableRows).hasSize(3).allMatch(l -> ROW.matcher(l).matches());
    assertThat(tableRows.get(0)).contains("| 1.00 |");
    assertThat(report)
        .contains("| Calls | Contender | wall, ms | wall / hand-written |")
        .contains("answering each after 5 ms");
  }

  /**
   * The module's own classes and its runtime dependencies, as the bench build writes them, rather
   * than the test JVM's class path (a surefire booter jar).
   */
  private static String classPath() throws Exception {
    Path target = Path.of("target");
    return target.resolve("classes").toAbsolutePath()
        + File.pathSeparator
        + Files.readString(target.resolve("runtime.cp")).trim();
  }
}
