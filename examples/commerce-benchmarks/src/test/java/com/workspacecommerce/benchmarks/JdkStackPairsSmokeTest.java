package com.workspacecommerce.benchmarks;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/**
 * Runs {@link JdkStackPairs} briefly on both servers and every measure, so it keeps working in the
 * normal run.
 */
class JdkStackPairsSmokeTest {

  @Test
  void everyServerAndThreadCountGetsATable() throws Exception {
    ByteArrayOutputStream buf = new ByteArrayOutputStream();
    PrintStream out = System.out;
    System.setOut(new PrintStream(buf, true, StandardCharsets.UTF_8));
    try {
      JdkStackPairs.main(
          new String[] {
            "--rounds",
            "1",
            "--warmup",
            "0",
            "--calls",
            "40",
            "--threads",
            "1,4",
            "--measures",
            "get,page,create"
          });
    } finally {
      System.setOut(out);
    }
    String report = buf.toString(StandardCharsets.UTF_8);
    assertThat(report)
        .contains(
            "canned server, get, 1 thread(s)",
            "canned server, get, 4 thread(s)",
            "canned server, page, 1 thread(s)",
            "canned server, create, 4 thread(s)",
            "chunked server, get, 1 thread(s)",
            "chunked server, page, 4 thread(s)",
            "chunked server, create, 1 thread(s)",
            "| Contender | µs per call | / hand, Runnable::run | / hand, default executor |"
                + " / faster hand |",
            "| hand JDK, Runnable::run | ",
            "| hand JDK, default executor | ",
            "| SDK JDK");
  }
}
