package com.workspacecommerce.examples;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * Proves the README's JShell entry works: starts the real {@code jshell} with the class path the
 * build wrote (the same one {@code examples/jshell/jshell.sh} uses) and the script, pipes a
 * command in, and reads the answer.
 */
class JShellScriptTest {

  @Test
  void scriptDefinesAClientThatAnswersPipedCommands() throws IOException, InterruptedException {
    assumeTrue(System.getenv("COMMERCE_BASE_URL") == null, "runs against the sandbox only");
    Path cpFile = Path.of("target", "runtime.cp");
    assertThat(cpFile).as("written by dependency:build-classpath in generate-test-resources").exists();
    String classPath =
        Path.of("target", "classes").toAbsolutePath()
            + File.pathSeparator
            + Files.readString(cpFile, StandardCharsets.UTF_8).trim();
    Path jshell = Path.of(System.getProperty("java.home"), "bin", "jshell");
    String command = Files.isExecutable(jshell) ? jshell.toString() : "jshell";

    Path output = Files.createTempFile("jshell", ".out");
    Process process =
        new ProcessBuilder(
                command, "--class-path", classPath, Path.of("..", "jshell", "commerce.jsh").toString())
            .redirectErrorStream(true)
            .redirectOutput(output.toFile())
            .start();
    process
        .getOutputStream()
        .write("client.products().list().total()\n/exit\n".getBytes(StandardCharsets.UTF_8));
    process.getOutputStream().close();
    boolean finished = process.waitFor(120, TimeUnit.SECONDS);
    if (!finished) {
      process.destroyForcibly();
    }
    List<String> lines = Files.readAllLines(output, StandardCharsets.UTF_8);
    System.out.println(String.join("\n", lines));

    assertThat(finished).as("jshell exits after /exit").isTrue();
    assertThat(process.exitValue()).isZero();
    assertThat(lines).anyMatch(l -> l.startsWith("No COMMERCE_BASE_URL set: started the in-memory sandbox"));
    assertThat(lines).anyMatch(l -> l.contains("`client` is ready"));
    assertThat(lines).anyMatch(l -> l.matches(".*\\$\\d+ ==> 257\\s*"));
    assertThat(lines).noneMatch(l -> l.contains("Exception") || l.contains("cannot find symbol"));
  }
}
