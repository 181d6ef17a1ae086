package com.workspacecommerce.examples;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.io.TempDir;

/**
 * Proves the README's JShell entry works: runs {@code examples/jshell/jshell.sh} with the class
 * path the build wrote (the same file the script keeps as its cache) and a stand-in {@code mvn} on
 * the PATH, pipes a command into the real {@code jshell} it starts, and reads the answer; a start
 * with an up-to-date class path never runs Maven, a stale one does, with the Maven command ({@code
 * $MVN}, {@code ./mvnw}) and options ({@code $MVN_ARGS}, arguments after {@code --}) the script
 * documents, and the first start of a fresh clone works although Maven names a module folder that
 * does not exist.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class JShellScriptTest {
  private static final Path CLASS_PATH_FILE = Path.of("target", "runtime.cp");
  private static final String QUESTION = "client.products().list().total()\n/exit\n";
  private static final Path SCRIPT = Path.of("..", "jshell", "jshell.sh");

  @TempDir Path temp;

  @BeforeEach
  void sandboxOnly() {
    assumeTrue(System.getenv("COMMERCE_BASE_URL") == null, "runs against the sandbox only");
    assertThat(CLASS_PATH_FILE)
        .as("written by dependency:build-classpath in generate-test-resources")
        .exists();
  }

  @Test
  @Order(1) // first, so that its start makes this JDK's class data sharing archive (see below)
  @Tag("jdk-dependent") // the archive is the script's one step that differs by JDK: also on JDK 25
  void upToDateClassPathStartsWithoutMaven() throws IOException, InterruptedException {
    Path mvnCalled = temp.resolve("mvn-called");

    Run run = runScript(SCRIPT, fakeMavenOnPath(mvnCalled), Map.of());

    assertThat(mvnCalled).as("jshell.sh ran Maven although nothing changed").doesNotExist();
    assertAnswered(run);
  }

  @Test
  void staleClassPathRunsMavenAgain() throws IOException, InterruptedException {
    Path mvnCalled = temp.resolve("mvn-called");

    Run run = withStaleClassPath(() -> runScript(SCRIPT, fakeMavenOnPath(mvnCalled), Map.of()));

    assertThat(mvnCalled).as("jshell.sh must re-resolve a stale class path").exists();
    assertThat(Files.readAllLines(mvnCalled))
        .containsSubsequence("-pl", "examples/commerce-examples", "-am", "compile")
        .contains("dependency:build-classpath", "-DincludeScope=runtime");
    assertThat(run.exitCode).as("the stand-in mvn fails, so the script must stop").isNotZero();
  }

  @Test
  void mavenCommandAndOptionsComeFromMvnMvnArgsAndArgumentsAfterTheDashes()
      throws IOException, InterruptedException {
    Path pathMvnCalled = temp.resolve("path-mvn-called");
    Path chosenCalled = temp.resolve("chosen-called");
    Path bin = fakeMavenOnPath(pathMvnCalled);
    Path chosen =
        fakeMaven(Files.createDirectory(temp.resolve("elsewhere")), "my-mvn", chosenCalled);
    Map<String, String> env =
        Map.of("MVN", chosen.toString(), "MVN_ARGS", "-o  -Dmaven.repo.local=/tmp/repo one");

    Run run =
        withStaleClassPath(
            () -> runScript(SCRIPT, bin, env, "-q", "--", "-s", "my settings.xml", "-X"));

    assertThat(pathMvnCalled).as("$MVN must win over mvn on the PATH").doesNotExist();
    // Blanks split $MVN_ARGS; the arguments after "--" keep theirs.
    assertThat(Files.readAllLines(chosenCalled))
        .containsSubsequence(
            "-o", "-Dmaven.repo.local=/tmp/repo", "one", "-s", "my settings.xml", "-X", "-pl")
        .doesNotContain("--");
    assertThat(run.exitCode).isNotZero();
  }

  @Test
  void mavenWrapperAtTheRootWinsOverMvnOnThePath() throws IOException, InterruptedException {
    // A copy of the script in an empty clone: no class path yet, and the clone's own ./mvnw.
    Path clone = temp.resolve("clone");
    Path script = copyScriptInto(clone);
    Path wrapperCalled = temp.resolve("mvnw-called");
    fakeMaven(clone, "mvnw", wrapperCalled);
    Path pathMvnCalled = temp.resolve("path-mvn-called");

    Run run = runScript(script, fakeMavenOnPath(pathMvnCalled), Map.of());

    assertThat(wrapperCalled).as("./mvnw at the root must be used").exists();
    assertThat(pathMvnCalled).doesNotExist();
    assertThat(run.exitCode).isNotZero();
  }

  @Test
  void moduleWithoutClassesDoesNotBreakTheFirstStartOfAFreshClone()
      throws IOException, InterruptedException {
    // A fresh clone (no target/ yet) whose Maven, like the real one, names the target/classes of
    // every reactor module on the class path, also of commerce-sdk, which has no classes of its
    // own, so compile never makes that folder. JShell refuses a class path entry that is missing.
    Path clone = temp.resolve("clone");
    Path script = copyScriptInto(clone);
    Files.copy(
        Path.of("..", "jshell", "commerce.jsh"), clone.resolve("examples/jshell/commerce.jsh"));
    // What the script checks for changes since the class path was resolved.
    for (String module : List.of("", "sdk/commerce-sdk-core/", "examples/commerce-examples/")) {
      Files.createDirectories(clone.resolve(module + "src/main"));
      Files.createFile(clone.resolve(module + "pom.xml"));
    }
    Files.createDirectories(clone.resolve("sdk/commerce-sdk"));
    Files.createFile(clone.resolve("sdk/commerce-sdk/pom.xml"));
    // This JDK's class data sharing archive (or the mark that it takes none), as the script made it
    // on this module's first start: it holds only the JDK's classes, and making it again here
    // (two more jshell runs) would prove nothing that start did not.
    Path cds = Files.createDirectories(clone.resolve("examples/commerce-examples/target"));
    try (DirectoryStream<Path> made = Files.newDirectoryStream(Path.of("target"), "jshell-cds-*")) {
      for (Path p : made) {
        Files.copy(p, cds.resolve(p.getFileName()));
      }
    }
    Path noClasses = clone.resolve("sdk/commerce-sdk/target/classes");
    Path resolved =
        Files.writeString(
            temp.resolve("resolved.cp"),
            Path.of("target", "classes").toAbsolutePath()
                + File.pathSeparator
                + Files.readString(CLASS_PATH_FILE, StandardCharsets.UTF_8).trim()
                + File.pathSeparator
                + noClasses);
    Path mvnCalled = temp.resolve("mvn-called");
    Path bin = fakeMavenOnPath(mvnCalled, resolved);

    Run first = runScript(script, bin, Map.of());

    assertThat(mvnCalled).as("a fresh clone has no class path yet").exists();
    assertThat(noClasses).as("made by nothing, as by the real Maven").doesNotExist();
    assertAnswered(first);

    Files.delete(mvnCalled);
    Run second = runScript(script, bin, Map.of());

    assertThat(mvnCalled).as("jshell.sh ran Maven again although nothing changed").doesNotExist();
    assertAnswered(second);
  }

  /** Runs the action with the class path file dated as if every pom and source were newer. */
  private static Run withStaleClassPath(ScriptRun action) throws IOException, InterruptedException {
    FileTime resolvedAt = Files.getLastModifiedTime(CLASS_PATH_FILE);
    Files.setLastModifiedTime(CLASS_PATH_FILE, FileTime.fromMillis(0));
    try {
      return action.run();
    } finally {
      Files.setLastModifiedTime(CLASS_PATH_FILE, resolvedAt);
    }
  }

  /** A copy of jshell.sh at its place in {@code clone}. */
  private static Path copyScriptInto(Path clone) throws IOException {
    Path script = clone.resolve("examples/jshell/jshell.sh");
    Files.createDirectories(script.getParent());
    Files.copy(SCRIPT, script);
    return script;
  }

  /** A stand-in {@code mvn} in a fresh folder, for the front of the PATH. */
  private Path fakeMavenOnPath(Path called) throws IOException {
    return fakeMavenOnPath(called, null);
  }

  /** The same, resolving {@code classPath} as {@link #fakeMaven(Path, String, Path, Path)} does. */
  private Path fakeMavenOnPath(Path called, Path classPath) throws IOException {
    Path bin = Files.createDirectory(temp.resolve("bin"));
    fakeMaven(bin, "mvn", called, classPath);
    return bin;
  }

  /** A stand-in Maven that writes its arguments, one a line, to {@code called} and fails. */
  private static Path fakeMaven(Path dir, String name, Path called) throws IOException {
    return fakeMaven(dir, name, called, null);
  }

  /**
   * The same, but given a {@code classPath} file it succeeds instead, as the real Maven would after
   * compiling the examples: it makes their (here empty) {@code target/classes} and copies the file
   * to where the script has {@code dependency:build-classpath} write the class path.
   */
  private static Path fakeMaven(Path dir, String name, Path called, Path classPath)
      throws IOException {
    String mod = "examples/commerce-examples";
    String result =
        classPath == null
            ? "exit 97\n"
            : "mkdir -p "
                + mod
                + "/target/classes\ncp '"
                + classPath
                + "' "
                + mod
                + "/target/runtime.cp\n";
    Path fake = dir.resolve(name);
    Files.writeString(fake, "#!/bin/sh\nprintf '%s\\n' \"$@\" > '" + called + "'\n" + result);
    Files.setPosixFilePermissions(fake, PosixFilePermissions.fromString("rwxr-xr-x"));
    return fake;
  }

  /** Runs a jshell.sh with {@code bin} first on the PATH, the given environment and arguments. */
  private Run runScript(Path script, Path bin, Map<String, String> env, String... args)
      throws IOException, InterruptedException {
    assumeTrue(new File("/bin/bash").canExecute(), "jshell.sh is a bash script");
    List<String> command = new ArrayList<>(List.of("/bin/bash", script.toString()));
    command.addAll(List.of(args));
    ProcessBuilder builder = new ProcessBuilder(command);
    String jdkBin = Path.of(System.getProperty("java.home"), "bin").toString();
    builder.environment().remove("MVN");
    builder.environment().remove("MVN_ARGS");
    builder.environment().putAll(env);
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

  @FunctionalInterface
  private interface ScriptRun {
    Run run() throws IOException, InterruptedException;
  }
}
