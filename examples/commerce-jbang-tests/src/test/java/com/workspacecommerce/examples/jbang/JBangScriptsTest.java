package com.workspacecommerce.examples.jbang;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.workspacecommerce.sdk.CommerceClient;
import com.workspacecommerce.sdk.models.Order;
import com.workspacecommerce.sdk.models.Product;
import com.workspacecommerce.sdk.testing.CommerceSandbox;
import com.workspacecommerce.sdk.testing.Fixtures;
import com.workspacecommerce.sdk.testing.JsonValue;
import java.io.BufferedReader;
import java.io.File;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.UUID;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Runs the scripts of {@code examples/jbang} the way docs/scripts.md tells a reader to: with JBang,
 * through the aliases of the repository's {@code jbang-catalog.json} ({@code jbang export-products}
 * from a folder of the clone), against a sandbox started here, and checks what they print and how
 * they exit. Also starts the {@code sandbox} alias and calls it.
 *
 * <p>JBang runs as its shell launcher runs it: {@code dev.jbang.Main} prints the {@code java}
 * command of the script and exits with 255, and the launcher executes that command with bash. Its
 * local repository is the one this module's build filled with the SDK it just packaged (see the
 * pom), and its home folder is under {@code target/}.
 */
class JBangScriptsTest {
  private static final Path ROOT =
      Path.of(System.getProperty("repository.root")).toAbsolutePath().normalize();
  private static final Path SCRIPTS = ROOT.resolve("examples/jbang");
  private static final Path CATALOG = ROOT.resolve("jbang-catalog.json");
  private static final String VERSION = System.getProperty("sdk.version");

  /** JBang's exit status when it printed the command for its launcher to run. */
  private static final int RUN_PRINTED_COMMAND = 255;

  @BeforeAll
  static void bash() {
    assumeTrue(new File("/bin/bash").canExecute(), "JBang's launcher protocol needs bash");
  }

  @Test
  void exportProductsWritesEveryPageAsCsv() throws Exception {
    try (CommerceSandbox sandbox = CommerceSandbox.start()) {
      // A name that needs quoting in CSV.
      Product quoted = sandbox.products().add(p -> p.name("Desk \"Oak\", large"));
      List<String> ids =
          sandbox.client().products().list().autoPager().stream().map(Product::id).toList();

      Run run = jbang(sandbox, "export-products");

      assertThat(run.status).as(run.describe()).isZero();
      List<String> lines = run.stdout.lines().toList();
      assertThat(lines.get(0))
          .isEqualTo("id,name,status,type,category,total_stock,skus,created_at");
      assertThat(lines).hasSize(1 + ids.size()).hasSize(1 + 258);
      assertThat(lines.subList(1, lines.size()))
          .extracting(line -> line.substring(0, line.indexOf(',')))
          .as("every product once, in the API's order: all three pages")
          .containsExactlyElementsOf(ids);
      // A seeded product of the deterministic sandbox, every column.
      assertThat(lines)
          .contains(
              "2f9dbcef-5b6c-4bde-ab9b-f8e7b5886b22,Teak Desk Organizer 093,active,physical,"
                  + "Stationery,299,TDO-093-TEA-L;TDO-093-TEA-M,2024-12-30T00:35:48.361Z");
      assertThat(lines).anyMatch(l -> l.startsWith(quoted.id() + ",\"Desk \"\"Oak\"\", large\","));
      assertThat(run.stdout).as("RFC 4180 line ends").contains("\r\n");
      assertThat(run.stderr)
          .contains("Exported 258 products (3 pages) to standard output")
          .doesNotContain(sandbox.apiKey());
    }
  }

  @Test
  void getOrderPrintsTheOrderAndExitsWithOneForAnUnknownId() throws Exception {
    try (CommerceSandbox sandbox = CommerceSandbox.start()) {
      Order order =
          sandbox
              .orders()
              .add(
                  o ->
                      o.item(
                              i ->
                                  i.quantity(2)
                                      .unitPrice(4599)
                                      .with(line -> line.sku("LAMP-01").title("Desk lamp")))
                          .customer(
                              Fixtures.customer().firstname("Ada").lastname("Lovelace").build())
                          .with(b -> b.currency("USD")));

      Run found = jbang(sandbox, "get-order", order.id());
      String unknown = UUID.randomUUID().toString();
      Run missing = jbang(sandbox, "get-order", unknown);
      Run malformed = jbang(sandbox, "get-order", "../admin");

      assertThat(found.status).as(found.describe()).isZero();
      assertThat(found.stdout)
          .contains("Order " + order.orderNumber() + " (id " + order.id() + ")")
          .contains("  customer Ada Lovelace <")
          .contains("2 x LAMP-01 \"Desk lamp\" at 4599 = 9198 USD")
          .contains("total " + order.totalPrice() + " USD");
      assertThat(missing.status).as(missing.describe()).isEqualTo(1);
      assertThat(missing.stderr)
          .contains("get-order: HTTP 404 on GET /v1/orders/" + unknown)
          .contains("check the id");
      assertThat(malformed.status).as("refused before sending").isEqualTo(2);
      assertThat(sandbox.journal().matching("orders.get")).hasSize(2);
    }
  }

  @Test
  void createCustomerSendsTheArgumentsAndPrintsTheId() throws Exception {
    try (CommerceSandbox sandbox = CommerceSandbox.start()) {
      Run run =
          jbang(
              sandbox,
              "create-customer",
              "Grace",
              "Hopper",
              "--email",
              "grace@example.com",
              "--note",
              "from a script");
      Run noName = jbang(sandbox, "create-customer", "--email", "x@example.com");

      assertThat(run.status).as(run.describe()).isZero();
      JsonValue sent = sandbox.journal().only("customers.create").bodyJson();
      assertThat(sent.get("firstname").asText()).isEqualTo("Grace");
      assertThat(sent.get("lastname").asText()).isEqualTo("Hopper");
      assertThat(sent.get("email").asText()).isEqualTo("grace@example.com");
      assertThat(sent.get("note").asText()).isEqualTo("from a script");
      String id = sandbox.journal().only("customers.create").responseJson().get("id").asText();
      assertThat(run.stdout.strip()).isEqualTo("Created customer Grace Hopper (id " + id + ")");
      assertThat(noName.status).isEqualTo(2);
      assertThat(noName.stderr).contains("usage: create-customer FIRSTNAME");
    }
  }

  @Test
  void exportProductsWithAWrongKeyWritesNothingAndExitsWithOne() throws Exception {
    try (CommerceSandbox sandbox = CommerceSandbox.start()) {
      Run run =
          jbang(
              Map.of("COMMERCE_BASE_URL", sandbox.baseUrl(), "COMMERCE_API_KEY", "sk_wrong"),
              "export-products");

      assertThat(run.status).as(run.describe()).isEqualTo(1);
      assertThat(run.stdout).as("not even the header").isEmpty();
      assertThat(run.stderr).contains("HTTP 401").contains("check COMMERCE_API_KEY");
    }
  }

  @Test
  void aScriptWithoutTheEnvironmentNamesTheMissingVariable() throws Exception {
    Run run = jbang(Map.of(), "export-products");

    assertThat(run.status).as(run.describe()).isEqualTo(2);
    assertThat(run.stderr).contains("export-products: ").contains("COMMERCE_BASE_URL");
  }

  @Test
  void sandboxAliasServesTheApiUntilStopped() throws Exception {
    assertServesUntilStopped(script(Map.of(), "sandbox"));
  }

  @Test
  void sandboxRunsWithTwoJarsOnTheClassPath() throws Exception {
    // docs/scripts.md's command without JBang: the test kit and the core, nothing else.
    Path repo = Path.of(System.getProperty("jbang.repo"), "com", "workspacecommerce");
    String classPath =
        Stream.of("commerce-sdk-testing", "commerce-sdk-core")
            .map(a -> repo.resolve(a + "/" + VERSION + "/" + a + "-" + VERSION + ".jar").toString())
            .collect(Collectors.joining(File.pathSeparator));

    assertServesUntilStopped(
        new ProcessBuilder(
            Path.of(System.getProperty("java.home"), "bin", "java").toString(),
            "-cp",
            classPath,
            "com.workspacecommerce.sdk.testing.CommerceSandbox"));
  }

  /** Starts the standalone sandbox, reads its banner, calls it, and stops it as Ctrl-C would. */
  private static void assertServesUntilStopped(ProcessBuilder sandbox) throws Exception {
    Process process = sandbox.redirectError(ProcessBuilder.Redirect.INHERIT).start();
    try (BufferedReader out =
        new BufferedReader(
            new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
      List<String> banner = new ArrayList<>();
      String line;
      while ((line = out.readLine()) != null) {
        banner.add(line);
        if (line.startsWith("Press Ctrl-C")) {
          break;
        }
      }
      assertThat(banner).as("the sandbox's banner").contains("Press Ctrl-C to stop.");
      Matcher url = Pattern.compile("base URL: +(\\S+)").matcher(String.join("\n", banner));
      assertThat(url.find()).as(String.join("\n", banner)).isTrue();

      try (CommerceClient client =
          CommerceClient.builder()
              .baseUrl(url.group(1))
              .apiKey(CommerceSandbox.ALPHA_API_KEY)
              .build()) {
        assertThat(client.products().list().total()).isEqualTo(257);
      }
    } finally {
      process.destroy();
      assertThat(process.waitFor(30, TimeUnit.SECONDS)).as("stops on SIGTERM").isTrue();
    }
  }

  @Test
  void everyScriptHasAnAliasAndEveryCoordinateNamesThisVersion() throws IOException {
    String catalog = Files.readString(CATALOG, StandardCharsets.UTF_8);
    Set<String> scripts;
    try (Stream<Path> files = Files.list(SCRIPTS)) {
      scripts =
          files
              .map(f -> f.getFileName().toString())
              .filter(n -> n.endsWith(".java"))
              .collect(Collectors.toCollection(TreeSet::new));
    }
    List<String> coordinates = new ArrayList<>();
    Matcher inCatalog = Pattern.compile("com\\.workspacecommerce:[\\w.:-]+").matcher(catalog);
    while (inCatalog.find()) {
      coordinates.add(inCatalog.group());
    }
    for (String script : scripts) {
      assertThat(catalog).as("alias of " + script).contains("\"examples/jbang/" + script + "\"");
      for (String line : Files.readAllLines(SCRIPTS.resolve(script), StandardCharsets.UTF_8)) {
        if (line.startsWith("//DEPS ")) {
          coordinates.addAll(List.of(line.substring("//DEPS ".length()).trim().split("\\s+")));
        }
      }
    }

    assertThat(scripts).contains("ExportProducts.java", "GetOrder.java", "CreateCustomer.java");
    assertThat(coordinates)
        .filteredOn(c -> c.startsWith("com.workspacecommerce:"))
        .hasSizeGreaterThan(scripts.size())
        .allMatch(c -> c.endsWith(":" + VERSION), "ends with :" + VERSION);
  }

  /** Runs {@code jbang ARGS} with the sandbox's base URL and first key in the environment. */
  private static Run jbang(CommerceSandbox sandbox, String... args)
      throws IOException, InterruptedException {
    return jbang(
        Map.of("COMMERCE_BASE_URL", sandbox.baseUrl(), "COMMERCE_API_KEY", sandbox.apiKey()), args);
  }

  private static Run jbang(Map<String, String> env, String... args)
      throws IOException, InterruptedException {
    return Run.of(script(env, args));
  }

  /**
   * Does what JBang's shell launcher does for {@code jbang ARGS}: runs JBang, which prints the
   * {@code java} command of the script and exits with 255, and returns that command for bash to run
   * in its place (the launcher's {@code eval "exec $output"}).
   */
  private static ProcessBuilder script(Map<String, String> env, String... args)
      throws IOException, InterruptedException {
    List<String> command = new ArrayList<>();
    command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    // As the build's own short-lived JVMs (JBANG_JAVA_OPTIONS would pass the same to JBang's
    // launcher): JBang lives for a second or two, resolving and printing a command, too short for
    // C2 or a parallel collector to pay off on 2 cores.
    command.add("-XX:TieredStopAtLevel=1");
    command.add("-XX:+UseSerialGC");
    command.add("-cp");
    command.add(
        Files.readString(Path.of(System.getProperty("jbang.classpathFile")), StandardCharsets.UTF_8)
            .trim());
    // The user's local repository, read-only, behind JBang's own (JBANG_REPO).
    command.add("-Dmaven.repo.local.tail=" + System.getProperty("jbang.localRepositoryTail"));
    command.add("-Dmaven.repo.local.tail.ignoreAvailability=true");
    command.add("dev.jbang.Main");
    if ("offline=true".equals(System.getProperty("jbang.mavenOffline"))) {
      command.add("--offline");
    }
    command.addAll(List.of(args));
    Run jbang = Run.of(environment(new ProcessBuilder(command), env));
    assertThat(jbang.status).as(jbang.describe()).isEqualTo(RUN_PRINTED_COMMAND);
    return environment(new ProcessBuilder("/bin/bash", "-c", "exec " + jbang.stdout.trim()), env);
  }

  private static ProcessBuilder environment(ProcessBuilder builder, Map<String, String> env) {
    Map<String, String> e = builder.environment();
    e.keySet().removeIf(k -> k.startsWith("COMMERCE_") || k.startsWith("JBANG_"));
    e.put("JBANG_DIR", System.getProperty("jbang.home"));
    e.put("JBANG_REPO", System.getProperty("jbang.repo"));
    // Quote the printed command for bash; no version check over the network.
    e.put("JBANG_RUNTIME_SHELL", "bash");
    e.put("JBANG_NO_VERSION_CHECK", "true");
    // The JDK running this test satisfies //JAVA 17+, so JBang never downloads one.
    e.put("JAVA_HOME", System.getProperty("java.home"));
    e.putAll(env);
    // A folder of the clone below the root, as the docs say: JBang finds the catalog from there.
    return builder.directory(new File(System.getProperty("user.dir")));
  }

  private record Run(int status, String stdout, String stderr) {
    static Run of(ProcessBuilder builder) throws IOException, InterruptedException {
      Path out = Files.createTempFile("jbang", ".out");
      Path err = Files.createTempFile("jbang", ".err");
      try {
        // To files, so that no pipe fills up and blocks the process.
        Process process = builder.redirectOutput(out.toFile()).redirectError(err.toFile()).start();
        boolean finished = process.waitFor(180, TimeUnit.SECONDS);
        if (!finished) {
          process.destroyForcibly();
        }
        assertThat(finished).as("finished within 180 s: " + builder.command()).isTrue();
        return new Run(
            process.exitValue(),
            Files.readString(out, StandardCharsets.UTF_8),
            Files.readString(err, StandardCharsets.UTF_8));
      } finally {
        Files.deleteIfExists(out);
        Files.deleteIfExists(err);
      }
    }

    String describe() {
      return "exit " + status + "\nstdout:\n" + stdout + "\nstderr:\n" + stderr;
    }
  }
}
