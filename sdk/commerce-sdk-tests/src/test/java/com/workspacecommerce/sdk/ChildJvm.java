package com.workspacecommerce.sdk;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.File;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/** The start of a command line for a child JVM that runs the SDK as this run's tests do. */
final class ChildJvm {
  private ChildJvm() {}

  /**
   * This JVM's {@code java} with the run's transport and codec and its class path, ready for the
   * main class and its arguments. C1 only and the serial collector, as surefire's own JVMs: a child
   * lives for seconds, and what the tests measure in it (threads, heap) does not depend on them.
   *
   * @param transport the transport the child's clients use
   * @param jvmOptions further options for the child JVM, such as a heap limit
   * @return a mutable command line
   */
  static List<String> command(String transport, String... jvmOptions) {
    List<String> command = new ArrayList<>();
    command.add(System.getProperty("java.home") + File.separator + "bin" + File.separator + "java");
    command.add("-XX:TieredStopAtLevel=1");
    command.add("-XX:+UseSerialGC");
    command.addAll(List.of(jvmOptions));
    command.add("-Dcommerce.sdk.transport=" + transport);
    // The codec of the run too (the jdk-stack run sets it).
    String json = System.getProperty("commerce.sdk.json");
    if (json != null && !json.isBlank()) {
      command.add("-Dcommerce.sdk.json=" + json);
    }
    command.add("-cp");
    command.add(System.getProperty("java.class.path"));
    return command;
  }

  /** What a child JVM printed (its output and errors, merged) and how it ended. */
  record Output(List<String> lines, int exitValue) {
    /** The lines joined by newlines. */
    String text() {
      return String.join("\n", lines);
    }
  }

  /**
   * Runs the command to its end, reading what it prints as it goes (so a full pipe cannot stall
   * it), and fails the test if it outlives the timeout.
   *
   * @param command the command line, from {@link #command}
   * @param timeoutSeconds how long the child may take after its output ends
   * @return its output and exit value
   */
  static Output run(List<String> command, int timeoutSeconds)
      throws IOException, InterruptedException {
    Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
    List<String> lines = new ArrayList<>();
    try (BufferedReader r =
        new BufferedReader(
            new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
      String line;
      while ((line = r.readLine()) != null) {
        lines.add(line);
      }
    }
    assertThat(process.waitFor(timeoutSeconds, TimeUnit.SECONDS)).isTrue();
    return new Output(lines, process.exitValue());
  }
}
