package com.workspacecommerce.examples.docs;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.workspacecommerce.examples.docs.DocFiles.Block;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.lang.reflect.Method;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Runs the {@code main} named by each {@code <!-- output: <class> -->} directive in the docs and
 * compares what it prints with the block that follows the directive: the sample outputs come from
 * the deterministic sandbox, so they must match line for line (the sandbox's free port aside).
 */
class DocOutputTest {

  @Test
  void sampleOutputsAreWhatTheExamplesPrintNow() throws Exception {
    assumeTrue(
        System.getenv("COMMERCE_BASE_URL") == null,
        "COMMERCE_BASE_URL is set: the examples would talk to that server instead of the sandbox");
    List<Block> samples = new ArrayList<>();
    for (Path file : DocFiles.markdownFiles()) {
      for (Block block : DocFiles.blocks(file)) {
        if (block.directiveKind().equals("output")) {
          samples.add(block);
        }
      }
    }
    assertThat(samples).as("sample outputs in the docs (the README's Quickstart)").isNotEmpty();
    for (Block sample : samples) {
      List<String> printed = run(sample.directive());
      assertThat(normalize(printed))
          .as("%s: the sample output of %s", sample.where(), sample.directive())
          .containsExactlyElementsOf(normalize(sample.lines()));
    }
  }

  /** The sandbox listens on a free port, which differs from run to run. */
  private static List<String> normalize(List<String> lines) {
    return lines.stream().map(l -> l.replaceAll("127\\.0\\.0\\.1:\\d+", "127.0.0.1:PORT")).toList();
  }

  private static List<String> run(String mainClass) throws Exception {
    Method main = Class.forName(mainClass).getMethod("main", String[].class);
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    PrintStream original = System.out;
    System.setOut(new PrintStream(bytes, true, StandardCharsets.UTF_8));
    try {
      main.invoke(null, (Object) new String[0]);
    } finally {
      System.setOut(original);
    }
    return bytes.toString(StandardCharsets.UTF_8).lines().toList();
  }
}
