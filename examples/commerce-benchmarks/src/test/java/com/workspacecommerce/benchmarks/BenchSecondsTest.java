package com.workspacecommerce.benchmarks;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import org.junit.jupiter.api.Test;

/** The hand-written clients' timeouts read from system properties: whole seconds, 0 for none. */
class BenchSecondsTest {
  private static final String NAME = "bench.test.seconds";

  @Test
  void aSettingIsItsDefaultUnsetWholeSecondsSetAndRefusedNamedOtherwise() {
    try {
      System.clearProperty(NAME);
      assertThat(RawClient.seconds(NAME, 60)).isEqualTo(Duration.ofSeconds(60));
      System.setProperty(NAME, " 0 ");
      assertThat(RawClient.seconds(NAME, 60)).isZero();
      System.setProperty(NAME, "15");
      assertThat(RawClient.seconds(NAME, 60)).isEqualTo(Duration.ofSeconds(15));
      for (String bad : new String[] {"-1", "1.5", "soon"}) {
        System.setProperty(NAME, bad);
        assertThatThrownBy(() -> RawClient.seconds(NAME, 60))
            .isInstanceOf(IllegalArgumentException.class)
            .hasMessage(NAME + " must be a whole number of seconds, 0 or more, was '" + bad + "'");
      }
    } finally {
      System.clearProperty(NAME);
    }
  }
}
