package com.workspacecommerce.examples.docs;

import static org.assertj.core.api.Assertions.assertThat;

import com.workspacecommerce.examples.docs.DocFiles.Block;
import java.io.File;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.jar.JarFile;
import java.util.jar.Manifest;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.SimpleJavaFileObject;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.platform.engine.discovery.DiscoverySelectors;
import org.junit.platform.launcher.Launcher;
import org.junit.platform.launcher.core.LauncherDiscoveryRequestBuilder;
import org.junit.platform.launcher.core.LauncherFactory;
import org.junit.platform.launcher.listeners.SummaryGeneratingListener;

/**
 * Compiles every {@code java} block of README.md, CONTRIBUTING.md and docs/*.md, and every {@code
 * <pre>{@code ...}</pre>} block of the core module's Javadoc overview, against this module's test
 * class path, so that a snippet that stops compiling fails the build with the file and line of the
 * block. CONTRIBUTING.md ("Documentation") describes the rules for authors.
 */
class DocSnippetsTest {

  /** Imports every snippet gets, besides its own. */
  static final List<String> DEFAULT_IMPORTS =
      List.of(
          "import com.workspacecommerce.sdk.*;",
          "import com.workspacecommerce.sdk.models.*;",
          "import com.workspacecommerce.sdk.params.*;",
          "import com.workspacecommerce.sdk.errors.*;",
          "import com.workspacecommerce.sdk.testing.*;",
          "import java.time.*;",
          "import java.util.*;",
          "import java.util.concurrent.*;",
          "import static org.assertj.core.api.Assertions.assertThat;");

  private static final Pattern IMPORT =
      Pattern.compile("^import\\s+(static\\s+)?[\\w.]+(\\.\\*)?;.*$");

  /** A type declared at column 0: the block is a source file of its own. */
  private static final Pattern TOP_LEVEL_TYPE =
      Pattern.compile(
          "^(@\\w+(\\(.*\\))?\\s+)*((public|final|abstract|sealed|non-sealed)\\s+)*"
              + "(class|interface|record|enum)\\s+(\\w+).*$");

  private static final Pattern PUBLIC_TYPE =
      Pattern.compile(
          "^(@\\w+(\\(.*\\))?\\s+)*public\\s+((final|abstract|sealed)\\s+)*"
              + "(class|interface|record|enum)\\s+(\\w+).*$");

  /** A member declared at column 0 (an annotation, a nested type, a method): a class body. */
  private static final Pattern MEMBER =
      Pattern.compile(
          "^(@\\w+.*|((public|protected|private|static|final|abstract)\\s+)+\\S.*"
              + "|(?!(new|return|throw|else|if|for|while|switch|catch|try|do)\\b)"
              + "\\w[\\w.<>\\[\\]?, ]*\\s+\\w+\\s*\\([^=;]*\\)\\s*(throws [\\w., ]+)?\\{\\s*)$");

  private static final Pattern OVERVIEW_BLOCK =
      Pattern.compile("<pre>\\{@code\\R(.*?)\\R\\s*}</pre>", Pattern.DOTALL);

  /** One generated source file and, for each of its lines, the documentation line it came from. */
  private record Unit(
      String className,
      String source,
      List<String> origins,
      Block block,
      List<String> topLevelTypes) {}

  @Test
  void everyJavaBlockInTheDocsCompiles(@TempDir Path out) throws IOException {
    List<Unit> units = units();
    assertThat(units).as("java blocks found in the docs").hasSizeGreaterThan(20);

    List<String> errors = compile(units, out);
    assertThat(errors).as("doc snippets that do not compile").isEmpty();
  }

  /**
   * The test classes the docs show in full (the README's test of your own code, the testing
   * guide's) pass: compiling them is not enough for a newcomer who copies them.
   */
  @Test
  void theTestClassesInTheDocsPass(@TempDir Path out) throws Exception {
    List<Unit> units = units();
    assertThat(compile(units, out)).isEmpty();
    List<String> testClasses = new ArrayList<>();
    for (Unit unit : units) {
      if (unit.source().contains("@Test")) {
        testClasses.addAll(unit.topLevelTypes());
      }
    }
    assertThat(testClasses).as("test classes shown in full in the docs").isNotEmpty();

    try (URLClassLoader loader =
        new URLClassLoader(new URL[] {out.toUri().toURL()}, getClass().getClassLoader())) {
      LauncherDiscoveryRequestBuilder request = LauncherDiscoveryRequestBuilder.request();
      for (String name : testClasses) {
        request.selectors(DiscoverySelectors.selectClass(loader.loadClass(name)));
      }
      SummaryGeneratingListener summary = new SummaryGeneratingListener();
      Launcher launcher = LauncherFactory.create();
      launcher.execute(request.build(), summary);
      StringWriter failures = new StringWriter();
      summary.getSummary().printFailuresTo(new PrintWriter(failures), 20);
      System.out.println(
          "Doc test classes "
              + testClasses
              + ": "
              + summary.getSummary().getTestsSucceededCount()
              + " tests passed");
      assertThat(summary.getSummary().getTotalFailureCount())
          .as("failures of the docs' test classes:%n%s", failures)
          .isZero();
      assertThat(summary.getSummary().getTestsSucceededCount()).isPositive();
    }
  }

  /** Every java block of the docs to compile on this JDK, wrapped as documented. */
  private static List<Unit> units() throws IOException {
    List<Block> blocks = new ArrayList<>();
    for (Path file : DocFiles.markdownFiles()) {
      blocks.addAll(DocFiles.blocks(file));
    }
    blocks.addAll(overviewBlocks());

    List<Unit> units = new ArrayList<>();
    List<String> skipped = new ArrayList<>();
    int java = 0;
    for (Block block : blocks) {
      if (!block.language().equals("java")) {
        continue;
      }
      java++;
      String directive = block.directiveKind().equals("snippet") ? block.directive() : "";
      if (directive.startsWith("skip")) {
        String reason = directive.substring("skip".length()).trim();
        assertThat(reason)
            .as(
                "%s: a skipped snippet must say why (<!-- snippet: skip <reason> -->)",
                block.where())
            .isNotBlank();
        skipped.add(block.where() + " (" + reason + ")");
        continue;
      }
      if (directive.equals("java21") && Runtime.version().feature() < 21) {
        skipped.add(block.where() + " (needs Java 21; compiled by the JDK 25 run)");
        continue;
      }
      assertThat(directive).as("%s: unknown snippet directive", block.where()).isIn("", "java21");
      units.add(unit(block, units.size()));
    }
    System.out.println(
        "Doc snippets: "
            + java
            + " java blocks, "
            + units.size()
            + " compiled, "
            + skipped.size()
            + " skipped"
            + (skipped.isEmpty() ? "" : ": " + skipped));
    return units;
  }

  @Test
  void theRulesClassifyBlocksAsDocumented() {
    Block statements = block("Page<Product> page = client.products().list();");
    Block members =
        block("@Override public Order get(String id, RequestOptions o) {", "  return null;", "}");
    Block method = block("CommerceClient forWorkspace(String key) {", "  return client;", "}");
    Block type = block("import java.util.List;", "", "public final class Report {", "}");
    Block call = block("new RestockReport(client).soldOut();");
    Block nested =
        block(
            "try (CommerceClient c = client) {",
            "    for (Product p : c.products().list().autoPager()) {",
            "    }",
            "}");

    assertThat(unit(statements, 0).source()).contains("void snippet() throws Exception {");
    assertThat(unit(members, 1).source()).doesNotContain("void snippet()");
    assertThat(unit(method, 2).source()).doesNotContain("void snippet()");
    assertThat(unit(type, 3).className()).endsWith(".Report");
    assertThat(unit(call, 4).source()).contains("void snippet() throws Exception {");
    assertThat(unit(nested, 5).source()).contains("void snippet() throws Exception {");
  }

  private static Block block(String... lines) {
    return new Block(DocFiles.root().resolve("README.md"), 1, "java", "", "", List.of(lines));
  }

  /** The {@code <pre>{@code ...}</pre>} blocks of the core module's Javadoc overview. */
  private static List<Block> overviewBlocks() throws IOException {
    Path overview = DocFiles.root().resolve("sdk/commerce-sdk-core/src/main/javadoc/overview.html");
    if (!Files.isRegularFile(overview)) {
      return List.of();
    }
    String html = Files.readString(overview, StandardCharsets.UTF_8);
    List<Block> blocks = new ArrayList<>();
    Matcher m = OVERVIEW_BLOCK.matcher(html);
    while (m.find()) {
      int line = (int) html.substring(0, m.start()).lines().count() + 1;
      blocks.add(new Block(overview, line, "java", "", "", m.group(1).lines().toList()));
    }
    return blocks;
  }

  /** Wraps a block as documented in CONTRIBUTING.md. */
  private static Unit unit(Block block, int index) {
    List<String> imports = new ArrayList<>();
    List<String> importOrigins = new ArrayList<>();
    int first = 0;
    List<String> lines = block.lines();
    while (first < lines.size()
        && (IMPORT.matcher(lines.get(first)).matches() || lines.get(first).isBlank())) {
      if (!lines.get(first).isBlank()) {
        imports.add(lines.get(first));
        importOrigins.add(origin(block, first));
      }
      first++;
    }
    List<String> body = lines.subList(first, lines.size());
    String topLevelType = null;
    List<String> topLevelTypes = new ArrayList<>();
    String publicType = null;
    boolean members = false;
    for (String line : body) {
      Matcher type = TOP_LEVEL_TYPE.matcher(line);
      if (type.matches()) {
        topLevelTypes.add(type.group(6));
        if (topLevelType == null) {
          topLevelType = type.group(6);
        }
      }
      Matcher pub = PUBLIC_TYPE.matcher(line);
      if (pub.matches() && publicType == null) {
        publicType = pub.group(6);
      }
      if (MEMBER.matcher(line).matches()) {
        members = true;
      }
    }
    String fileName = block.file().getFileName().toString();
    String pkg =
        "snippets."
            + fileName
                .replaceAll("\\.\\w+$", "")
                .replaceAll("[^A-Za-z0-9]", "_")
                .toLowerCase(Locale.ROOT);
    List<String> src = new ArrayList<>();
    List<String> origins = new ArrayList<>();
    add(src, origins, "package " + pkg + ";", block.where());
    for (String i : DEFAULT_IMPORTS) {
      add(src, origins, i, block.where());
    }
    for (int i = 0; i < imports.size(); i++) {
      add(src, origins, imports.get(i), importOrigins.get(i));
    }
    String className;
    if (topLevelType != null) {
      className = publicType != null ? publicType : "Snippet" + index;
      for (int i = 0; i < body.size(); i++) {
        add(src, origins, body.get(i), origin(block, first + i));
      }
      if (publicType == null) {
        // A package-private type only: give the file a name that no snippet type takes.
        add(src, origins, "final class " + className + " {}", block.where());
      }
    } else {
      className = "Snippet" + index;
      add(
          src,
          origins,
          "class " + className + " extends com.workspacecommerce.examples.docs.SnippetContext {",
          block.where());
      if (!members) {
        add(src, origins, "void snippet() throws Exception {", block.where());
      }
      for (int i = 0; i < body.size(); i++) {
        add(src, origins, body.get(i), origin(block, first + i));
      }
      if (!members) {
        add(src, origins, "}", block.where());
      }
      add(src, origins, "}", block.where());
    }
    return new Unit(
        pkg + "." + className,
        String.join("\n", src) + "\n",
        origins,
        block,
        topLevelTypes.stream().map(t -> pkg + "." + t).toList());
  }

  private static String origin(Block block, int bodyLine) {
    return DocFiles.root().relativize(block.file()) + ":" + (block.fenceLine() + 1 + bodyLine);
  }

  private static void add(List<String> src, List<String> origins, String line, String origin) {
    src.add(line);
    origins.add(origin);
  }

  private static List<String> compile(List<Unit> units, Path out) {
    JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
    assertThat(javac).as("a JDK with javac").isNotNull();
    List<JavaFileObject> files = new ArrayList<>();
    List<Unit> byFile = new ArrayList<>();
    for (Unit unit : units) {
      URI uri = URI.create("string:///" + unit.className().replace('.', '/') + ".java");
      files.add(
          new SimpleJavaFileObject(uri, JavaFileObject.Kind.SOURCE) {
            @Override
            public CharSequence getCharContent(boolean ignoreEncodingErrors) {
              return unit.source();
            }
          });
      byFile.add(unit);
    }
    DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
    List<String> options =
        List.of(
            "-d",
            out.toString(),
            "-classpath",
            classPath(),
            "-proc:none",
            "-nowarn",
            "-Xlint:none",
            "-encoding",
            "UTF-8");
    javac.getTask(null, null, diagnostics, options, null, files).call();
    List<String> errors = new ArrayList<>();
    for (Diagnostic<? extends JavaFileObject> d : diagnostics.getDiagnostics()) {
      if (d.getKind() != Diagnostic.Kind.ERROR) {
        continue;
      }
      String where = "(no source)";
      if (d.getSource() != null) {
        Unit unit = byFile.get(files.indexOf(d.getSource()));
        int line = (int) d.getLineNumber();
        where =
            line >= 1 && line <= unit.origins().size()
                ? unit.origins().get(line - 1)
                : unit.block().where();
      }
      errors.add(where + ": " + d.getMessage(Locale.ROOT));
    }
    return errors;
  }

  /**
   * This JVM's class path, with surefire's manifest-only jar expanded, so that the snippets see the
   * same classes as the tests.
   */
  private static String classPath() {
    Set<String> entries = new LinkedHashSet<>();
    for (String entry : System.getProperty("java.class.path").split(File.pathSeparator)) {
      entries.add(entry);
      if (entry.endsWith(".jar") && Files.isRegularFile(Path.of(entry))) {
        try (JarFile jar = new JarFile(entry)) {
          Manifest manifest = jar.getManifest();
          String cp = manifest == null ? null : manifest.getMainAttributes().getValue("Class-Path");
          if (cp != null) {
            for (String url : cp.trim().split("\\s+")) {
              entries.add(Path.of(Path.of(entry).toUri().resolve(url)).toString());
            }
          }
        } catch (IOException e) {
          throw new UncheckedIOException(e);
        }
      }
    }
    return String.join(File.pathSeparator, entries);
  }
}
