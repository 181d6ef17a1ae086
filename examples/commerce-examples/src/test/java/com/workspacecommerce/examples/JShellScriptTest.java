package com.workspacecommerce.examples;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Proves the README's JShell entry works: starts the real {@code jshell} with the class path the
 * build wrote (the same file {@code examples/jshell/jshell.sh} keeps as its cache) and the script,
 * pipes a command in, and reads the answer; then runs {@code jshell.sh} itself with a stand-in
 * {@code mvn} on the PATH to show that a start with an up-to-date class path never runs Maven, and
 * that a stale one does.
 */
class JShellScriptTest {
  private static final Path CLASS_PATH_FILE = Path.of("target", "runtime.cp");
  private static final String QUESTION = "client.products().list().total()\n/exit\n";

  @TempDir Path temp;

  @BeforeEach
  void sandboxOnly() {
    assumeTrue(System.getenv("COMMERCE_BASE_URL") == null, "runs against the sandbox only");
    assertThat(CLASS_PATH_FILE)
        .as("written by dependency:build-classpath in generate-test-resources")
        .exists();
  }

  @Test
  void scriptDefinesAClientThatAnswersPipedCommands() throws IOException, InterruptedException {
    String classPath =
        Path.of("target", "classes").toAbsolutePath()
            + File.pathSeparator
            + Files.readString(CLASS_PATH_FILE, StandardCharsets.UTF_8).trim();
    Path jshell = Path.of(System.getProperty("java.home"), "bin", "jshell");
    String command = Files.isExecutable(jshell) ? jshell.toString() : "jshell";

    Run run =
        run(
            new ProcessBuilder(
                command,
                "--class-path",
                classPath,
                Path.of("..", "jshell", "commerce.jsh").toString()));

    assertAnswered(run);
  }

  @Test
  void upToDateClassPathStartsWithoutMaven() throws IOException, InterruptedException {
    Path mvnCalled = temp.resolve("mvn-called");

    Run run = runScript(mvnCalled);

    assertThat(mvnCalled).as("jshell.sh ran Maven although nothing changed").doesNotExist();
    assertAnswered(run);
  }

  @Test
  void staleClassPathRunsMavenAgain() throws IOException, InterruptedException {
    Path mvnCalled = temp.resolve("mvn-called");
    FileTime resolvedAt = Files.getLastModifiedTime(CLASS_PATH_FILE);
    // Older than every pom and source, as if they had all been edited since it was resolved.
    Files.setLastModifiedTime(CLASS_PATH_FILE, FileTime.fromMillis(0));
    try {
      Run run = runScript(mvnCalled);

      assertThat(mvnCalled).as("jshell.sh must re-resolve a stale class path").exists();
      assertThat(run.exitCode).as("the stand-in mvn fails, so the script must stop").isNotZero();
    } finally {
      Files.setLastModifiedTime(CLASS_PATH_FILE, resolvedAt);
    }
  }

  /** Runs jshell.sh with a stand-in {@code mvn} first on the PATH that records being called. */
  private Run runScript(Path mvnCalled) throws IOException, InterruptedException {
    assumeTrue(new File("/bin/bash").canExecute(), "jshell.sh is a bash script");
    Path bin = Files.createDirectory(temp.resolve("bin"));
    Path fakeMvn = bin.resolve("mvn");
    Files.writeString(fakeMvn, "#!/bin/sh\ntouch '" + mvnCalled + "'\nexit 97\n");
    Files.setPosixFilePermissions(fakeMvn, PosixFilePermissions.fromString("rwxr-xr-x"));

    ProcessBuilder builder =
        new ProcessBuilder("/bin/bash", Path.of("..", "jshell", "jshell.sh").toString());
    String jdkBin = Path.of(System.getProperty("java.home"), "bin").toString();
    builder
        .environment()
        .put(
            "PATH", bin + File.pathSeparator + jdkBin + File.pathSeparator + System.getenv("PATH"));
    return run(builder);
  }

  private static void assertAnswered(Run run) {
    assertThat(run.finished).as("jshell exits after /exit").isTrue();
    assertThat(run.exitCode).isZero();
    assertThat(run.lines)
        .anyMatch(l -> l.startsWith("No COMMERCE_BASE_URL set: started the in-memory sandbox"));
    assertThat(run.lines).anyMatch(l -> l.contains("`client` is ready"));
    assertThat(run.lines).anyMatch(l -> l.matches(".*\\$\\d+ ==> 257\\s*"));
    assertThat(run.lines)
        .noneMatch(l -> l.contains("Exception") || l.contains("cannot find symbol"));
    // The JVM's own complaints, such as the [error][cds] lines JDK 25 printed on every start for a
    // class data sharing archive it half rejects: the build runs this on JDK 17 and JDK 25.
    assertThat(run.lines)
        .as("JVM log lines at error or warning level")
        .noneMatch(l -> l.matches(".*\\[(error|warning) *\\]\\[.*"));
  }

  private Run run(ProcessBuilder builder) throws IOException, InterruptedException {
    Path output = Files.createTempFile(temp, "jshell", ".out");
    Process process = builder.redirectErrorStream(true).redirectOutput(output.toFile()).start();
    process.getOutputStream().write(QUESTION.getBytes(StandardCharsets.UTF_8));
    process.getOutputStream().close();
    boolean finished = process.waitFor(120, TimeUnit.SECONDS);
    if (!finished) {
      process.destroyForcibly();
      process.waitFor(10, TimeUnit.SECONDS);
    }
    List<String> lines = new ArrayList<>(Files.readAllLines(output, StandardCharsets.UTF_8));
    System.out.println(String.join("\n", lines));
    return new Run(finished, finished ? process.exitValue() : -1, lines);
  }

  private record Run(boolean finished, int exitCode, List<String> lines) {}
}
