package com.workspacecommerce.examples;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * Proves which JDK runs this suite: the build runs it on the JDK that runs Maven and again on JDK
 * 25 (the parent pom's jdk25 execution), each run naming the feature release it expects, so a
 * misconfigured run fails instead of testing one JDK twice.
 */
class TestJdkTest {
  @Test
  void runsOnTheJdkTheBuildChose() {
    String expected = System.getProperty("commerce.test.javaFeature");
    assertThat(expected)
        .as("commerce.test.javaFeature, set by the surefire execution")
        .isNotBlank();
    assertThat(Runtime.version().feature()).isEqualTo(Integer.parseInt(expected));
  }
}
