package com.workspacecommerce.benchmarks;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Runs {@link PairedCalls} briefly, so it keeps working in the normal test run. */
class PairedCallsSmokeTest {

  @Test
  void everyPairRunsAndTheReportHasARowForEach() throws Exception {
    List<PairedCalls.Pair> pairs = PairedCalls.run(2, 1, 20);

    assertThat(pairs).hasSize(4);
    for (PairedCalls.Pair p : pairs) {
      assertThat(p.latencyRatios()).singleElement().satisfies(r -> assertThat(r).isPositive());
      assertThat(p.cpuRatios()).singleElement().satisfies(r -> assertThat(r).isPositive());
      assertThat(p.row())
          .matches(
              "\\| `[a-z]+\\(\\)\\.[a-z]+\\([.a-z]*\\)`, (loopback|in memory) \\| \\d+\\.\\d \\| \\d+\\.\\d \\| \\d+\\.\\d{3} \\| \\d+\\.\\d{3} \\|");
    }
    assertThat(PairedCalls.render(pairs, 2, 20))
        .contains("| Pair | SDK, µs (median call) |", "`customers().create(...)`, in memory");
  }
}
