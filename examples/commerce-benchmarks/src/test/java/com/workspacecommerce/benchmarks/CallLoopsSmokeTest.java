package com.workspacecommerce.benchmarks;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/**
 * Runs {@link CallLoops} briefly, alone and taking turns, so it keeps working in the normal run.
 */
class CallLoopsSmokeTest {

  private static String run(String... args) throws Exception {
    ByteArrayOutputStream buf = new ByteArrayOutputStream();
    PrintStream out = System.out;
    System.setOut(new PrintStream(buf, true, StandardCharsets.UTF_8));
    try {
      CallLoops.main(args);
    } finally {
      System.setOut(out);
    }
    return buf.toString(StandardCharsets.UTF_8);
  }

  @Test
  void aContenderAloneAndTwoTakingTurnsEachGetARow() throws Exception {
    String alone = run("--contenders", "sdkJdk", "--warmup-seconds", "0", "--seconds", "0.1");
    assertThat(alone)
        .contains("canned server, get, alone, ")
        .contains("| Place | Contender | µs per call | calling-thread CPU µs per call |")
        .containsPattern("\\| 1 \\| sdkJdk \\| [0-9.]+ \\| [0-9.]+ \\|");

    String turns =
        run(
            "--contenders", "handOkHttp,sdkOkHttp",
            "--measure", "create",
            "--server", "chunked",
            "--warmup-seconds", "0",
            "--seconds", "0.1");
    assertThat(turns)
        .contains("chunked server, create, taking turns call by call, ")
        .containsPattern("\\| 1 \\| handOkHttp \\| [0-9.]+ \\| [0-9.]+ \\|")
        .containsPattern("\\| 2 \\| sdkOkHttp \\| [0-9.]+ \\| [0-9.]+ \\|");
  }

  @Test
  void aMistypedOptionOrAnUnknownMeasureIsRefusedByName() {
    assertThatThrownBy(() -> CallLoops.main(new String[] {"--second", "1"}))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageStartingWith("--second: options are --contenders, --measure");
    assertThatThrownBy(() -> CallLoops.main(new String[] {"--seconds"}))
        .hasMessageContaining("each with a value");
    assertThatThrownBy(
            () -> CallLoops.main(new String[] {"--measure", "delete", "--warmup-seconds", "0"}))
        .hasMessage("no measure delete: one of get, page, create");
  }
}
