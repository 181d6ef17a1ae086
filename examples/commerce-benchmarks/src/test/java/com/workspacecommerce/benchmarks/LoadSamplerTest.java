package com.workspacecommerce.benchmarks;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The load line under a report: what {@code /proc/loadavg} says, summed up. */
class LoadSamplerTest {

  @Test
  void readsTheOneMinuteLoadOfALoadavgLine() {
    assertThat(LoadSampler.parse("0.52 0.58 0.59 1/467 12345\n")).isEqualTo(0.52);
    assertThat(LoadSampler.parse("13.30 2.1 1.0 3/500 1")).isEqualTo(13.3);
    assertThat(LoadSampler.parse("")).isNull();
  }

  @Test
  void summarisesTheLowestHighestAndMedianSample() {
    assertThat(LoadSampler.summary(List.of(2.9, 0.6, 13.3)))
        .isEqualTo("1-minute load average during the run: 0.6 to 13.3, median 2.9 (3 samples).");
    assertThat(LoadSampler.summary(List.of(1.0, 4.0, 2.0, 3.0)))
        .isEqualTo("1-minute load average during the run: 1.0 to 4.0, median 2.5 (4 samples).");
    assertThat(LoadSampler.summary(List.of(1.25)))
        .isEqualTo("1-minute load average during the run: 1.3 to 1.3, median 1.3 (1 sample).");
    assertThat(LoadSampler.summary(List.of())).contains("unknown");
  }

  @Test
  void samplesAtOnceAndOnceMoreAtClose() {
    LoadSampler sampler = LoadSampler.start(60_000);
    sampler.close();
    // On Linux the first sample and the one at close; elsewhere none, and the line says so.
    String summary = sampler.summary();
    assertThat(summary).matches(".*\\((2|1) samples?\\)\\.|.*unknown.*");
  }
}
