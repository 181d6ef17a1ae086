package com.workspacecommerce.sdk;

import static com.workspacecommerce.sdk.TestFixtures.PRODUCT_ID;
import static com.workspacecommerce.sdk.TestFixtures.page;
import static com.workspacecommerce.sdk.TestFixtures.product;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.IOException;
import java.io.PrintStream;
import java.lang.module.ModuleDescriptor;
import java.lang.module.ModuleFinder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.spi.ToolProvider;
import mockwebserver3.Dispatcher;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import mockwebserver3.RecordedRequest;
import mockwebserver3.junit5.StartStop;
import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The module boundary, as a user's own module sees it: the SDK's API packages are readable, its
 * internal package is not, and the SDK works on the module path (Jackson binds the records through
 * the packages the module opens to it) as well as on the class path.
 */
class ModuleBoundaryTest {
  private static final String GOOD_MAIN =
      """
      package user;

      import com.workspacecommerce.sdk.CommerceClient;
      import com.workspacecommerce.sdk.models.Product;

      public class Main {
        public static void main(String[] args) {
          try (CommerceClient client =
              CommerceClient.builder().baseUrl(args[0]).apiKey("sk_test_module").maxRetries(0).build()) {
            Product p = client.products().get("%s");
            long total = client.products().list().total();
            System.out.println("product=" + p.name() + " total=" + total + " client=" + client);
          } catch (IllegalArgumentException | IllegalStateException e) {
            System.out.println("build failed: " + e.getMessage());
          }
        }
      }
      """
          .formatted(PRODUCT_ID);

  private static final String INTERNAL_MAIN =
      """
      package user;

      import com.workspacecommerce.sdk.internal.Checks;

      public class Main {
        public static void main(String[] args) {
          Checks.notNull(args, "args");
        }
      }
      """;

  /** An application module with its own mappers of both Jackson lines, using the SDK's values. */
  private static final String JSON_MAIN =
      """
      package user;

      import com.workspacecommerce.sdk.Page;
      import com.workspacecommerce.sdk.models.Customer;
      import com.workspacecommerce.sdk.params.CustomerUpdateParams;
      import java.time.OffsetDateTime;
      import java.util.List;

      public class Main {
        public static void main(String[] args) throws Exception {
          Customer c = Customer.builder().id("c").firstname("A").lastname("B")
              .createdAt(OffsetDateTime.parse("2024-05-06T09:08:09+02:00")).build();
          Page<Customer> page = Page.of(List.of(c));
          var two = com.fasterxml.jackson.databind.json.JsonMapper.builder().build();
          var three = tools.jackson.databind.json.JsonMapper.builder().build();
          String j2 = two.writeValueAsString(page);
          String j3 = three.writeValueAsString(page);
          Page<Customer> back2 =
              two.readValue(j3, new com.fasterxml.jackson.core.type.TypeReference<Page<Customer>>() {});
          Page<Customer> back3 =
              three.readValue(j2, new tools.jackson.core.type.TypeReference<Page<Customer>>() {});
          String body = "{\\"firstname\\":\\"A\\",\\"note\\":null}";
          CustomerUpdateParams p2 = two.readValue(body, CustomerUpdateParams.class);
          CustomerUpdateParams p3 = three.readValue(body, CustomerUpdateParams.class);
          System.out.println("same=" + j2.equals(j3) + " back=" + (back2.equals(page) && back3.equals(page))
              + " params=" + (p2.equals(p3) && three.writeValueAsString(p3).equals(body)) + " " + j3);
        }
      }
      """;

  /**
   * An application module that lends its own OkHttpClient through the OkHttp artifact's {@code
   * OwnOkHttpClient} and, when {@code %s} is {@code httpClient(mine)}, through the core's
   * deprecated {@code httpClient(OkHttpClient)}, which the core compiles without reading OkHttp's
   * module.
   */
  private static final String OWN_CLIENT_MAIN =
      """
      package user;

      import com.workspacecommerce.sdk.CommerceClient;
      import com.workspacecommerce.sdk.okhttp.OwnOkHttpClient;
      import okhttp3.OkHttpClient;

      public class Main {
        @SuppressWarnings("removal")
        public static void main(String[] args) {
          OkHttpClient mine = new OkHttpClient.Builder()
              .addInterceptor(chain -> chain.proceed(
                  chain.request().newBuilder().header("X-Mine", "yes").build()))
              .build();
          try (CommerceClient own = CommerceClient.builder().baseUrl(args[0]).apiKey("sk_test_module")
                  .maxRetries(0).transport(OwnOkHttpClient.of(mine)).build();
              CommerceClient other = CommerceClient.builder().baseUrl(args[0])
                  .apiKey("sk_test_module").maxRetries(0).%s.build()) {
            System.out.println("own=" + own.products().get("%s").name()
                + " other=" + other.products().get("%s").name());
          }
        }
      }
      """;

  @StartStop final MockWebServer server = new MockWebServer();

  @TempDir Path dir;

  @BeforeEach
  void serveProducts() {
    server.setDispatcher(
        new Dispatcher() {
          @Override
          public MockResponse dispatch(RecordedRequest request) {
            boolean list = request.getTarget().equals("/v1/products");
            return TestFixtures.json(list ? page(1, 2, false, 1, 2) : product(7));
          }
        });
  }

  @Test
  void importingAnInternalClassDoesNotCompileOnTheModulePath() throws IOException {
    Compilation c = compile(INTERNAL_MAIN, dir.resolve("bad"));
    assertThat(c.success).isFalse();
    assertThat(c.errors)
        .as("javac's errors")
        .anySatisfy(
            e ->
                assertThat(e)
                    .contains("com.workspacecommerce.sdk.internal")
                    .containsAnyOf("does not export", "is not visible"));
  }

  @Test
  void aUserModuleCallsTheApiOnTheModulePathAndOnTheClassPath() throws Exception {
    Path out = dir.resolve("good");
    Compilation c = compile(GOOD_MAIN, out);
    assertThat(c.errors).as("javac's errors").isEmpty();
    assertThat(c.success).isTrue();

    String modulePath = out.resolve("classes") + File.pathSeparator + sdkPath();
    String baseUrl = server.url("/v1").toString();
    String onModulePath =
        run(List.of("--module-path", modulePath, "-m", "user/user.Main", baseUrl));
    assertThat(onModulePath).contains("product=product 7 total=5");

    // On the class path the same classes run as unnamed code; module-info.class is ignored.
    String onClassPath = run(List.of("-cp", modulePath, "user.Main", baseUrl));
    assertThat(onClassPath).contains("product=product 7 total=5");
  }

  @Test
  void theCoreModuleDoesNotReadOkHttpYetAnOwnOkHttpClientIsLentBothWaysOnTheModulePath()
      throws Exception {
    ModuleDescriptor core =
        ModuleFinder.of(Path.of(jarOf(CommerceClient.class)))
            .find("com.workspacecommerce.sdk")
            .orElseThrow()
            .descriptor();
    assertThat(core.requires())
        .extracting(ModuleDescriptor.Requires::name)
        .contains("java.net.http")
        .doesNotContain("okhttp3");

    // The OkHttp artifact's way compiles as any module code does; the deprecated one needs the
    // read edge the core's descriptor no longer declares (its Javadoc says so).
    String viaOwn = ownClientMain("transport(OwnOkHttpClient.of(mine))");
    String deprecated = ownClientMain("httpClient(mine)");
    String moduleInfo = "module user { requires com.workspacecommerce.sdk.okhttp; }\n";
    assertThat(compile(viaOwn, dir.resolve("own"), moduleInfo, null).errors)
        .as("javac's errors")
        .isEmpty();
    assertThat(compile(deprecated, dir.resolve("plain"), moduleInfo, null).errors)
        .as("without the read edge")
        .anySatisfy(e -> assertThat(e).contains("cannot access OkHttpClient"));
    Compilation c =
        compile(
            deprecated,
            dir.resolve("deprecated"),
            moduleInfo,
            null,
            List.of("--add-reads", "com.workspacecommerce.sdk=okhttp3"));
    assertThat(c.errors).as("javac's errors").isEmpty();
    assertThat(c.success).isTrue();
    for (String name : List.of("own", "deprecated")) {
      String modulePath = dir.resolve(name).resolve("classes") + File.pathSeparator + sdkPath();
      String output =
          run(
              List.of(
                  "--module-path",
                  modulePath,
                  "-m",
                  "user/user.Main",
                  server.url("/v1").toString()));
      assertThat(output).contains("own=product 7 other=product 7");
    }
    for (int i = 0; i < 4; i++) {
      assertThat(server.takeRequest().getHeaders().get("X-Mine"))
          .as("request %d", i)
          .isEqualTo("yes");
    }
  }

  private static String ownClientMain(String lend) {
    return OWN_CLIENT_MAIN.formatted(lend, PRODUCT_ID, PRODUCT_ID);
  }

  @Test
  void anApplicationModuleReadsAndWritesSdkValuesWithJackson2And3OnTheModulePath()
      throws Exception {
    // Jackson 3 is the tests' dependency, never the SDK's: the SDK opens its packages to it.
    String jackson3 =
        jarOf(tools.jackson.databind.json.JsonMapper.class)
            + File.pathSeparator
            + jarOf(tools.jackson.core.JsonParser.class)
            + File.pathSeparator
            + jackson3Codec();
    Path out = dir.resolve("json");
    Compilation c =
        compile(
            JSON_MAIN,
            out,
            "module user { requires com.workspacecommerce.sdk; requires com.fasterxml.jackson.databind;"
                + " requires tools.jackson.databind; }\n",
            jackson3);
    assertThat(c.errors).as("javac's errors").isEmpty();
    assertThat(c.success).isTrue();

    String modulePath =
        out.resolve("classes") + File.pathSeparator + sdkPath() + File.pathSeparator + jackson3;
    String output = run(List.of("--module-path", modulePath, "-m", "user/user.Main"));
    assertThat(output)
        .contains("same=true back=true params=true")
        .contains("\"created_at\":\"2024-05-06T09:08:09+02:00\"");
  }

  @Test
  void withoutJackson3TheClientRunsOnJackson2AndNoJackson3ClassIsLoaded() throws Exception {
    Path out = dir.resolve("good");
    assertThat(compile(GOOD_MAIN, out).errors).as("javac's errors").isEmpty();
    String classPath = out.resolve("classes") + File.pathSeparator + sdkPath();
    assertThat(classPath).doesNotContain("tools/jackson");
    String output =
        run(List.of("-verbose:class", "-cp", classPath, "user.Main", server.url("/v1").toString()));
    assertThat(output)
        .contains("product=product 7 total=5", "json=jackson2, apiKey=[redacted]}")
        .doesNotContain("tools.jackson.")
        .doesNotContain("Jackson3Codec ");
  }

  @Test
  void choosingJackson3WithoutItFailsTheBuildNamingTheArtifact() throws Exception {
    Path out = dir.resolve("good");
    assertThat(compile(GOOD_MAIN, out).errors).as("javac's errors").isEmpty();
    String classPath = out.resolve("classes") + File.pathSeparator + sdkPath();
    String output =
        run(
            List.of(
                "-Dcommerce.sdk.json=jackson3",
                "-cp",
                classPath,
                "user.Main",
                server.url("/v1").toString()));
    assertThat(output)
        .contains(
            "build failed: The JSON codec jackson3 (-Dcommerce.sdk.json=jackson3) needs"
                + " com.workspacecommerce:commerce-sdk-jackson3, which is not on the class path");
  }

  @Test
  void anApplicationWithJackson3AndNoJackson2RunsOnJackson3() throws Exception {
    Path out = dir.resolve("good");
    assertThat(compile(GOOD_MAIN, out).errors).as("javac's errors").isEmpty();
    List<String> entries = new ArrayList<>();
    entries.add(out.resolve("classes").toString());
    for (String entry : sdkPath().split(File.pathSeparator)) {
      // Jackson 2's databind, core and java.time module go; the annotations both lines share stay.
      if (!entry.matches(".*/com/fasterxml/jackson/(core/jackson-(databind|core)|datatype)/.*")
          && !entry.contains("commerce-sdk-jackson2")) {
        entries.add(entry);
      }
    }
    entries.add(jarOf(tools.jackson.databind.json.JsonMapper.class));
    entries.add(jarOf(tools.jackson.core.JsonParser.class));
    entries.add(jackson3Codec());
    String classPath = String.join(File.pathSeparator, entries);
    assertThat(classPath).contains("jackson-annotations").doesNotContain("jackson-datatype");
    String output =
        run(List.of("-verbose:class", "-cp", classPath, "user.Main", server.url("/v1").toString()));
    assertThat(output)
        .contains("product=product 7 total=5", "json=jackson3, apiKey=[redacted]}")
        .doesNotContain("com.fasterxml.jackson.databind")
        .doesNotContain("com.fasterxml.jackson.core.");
  }

  @Test
  void onTheModulePathJackson3ReadsTheSdksRecordsAndPages() throws Exception {
    Path out = dir.resolve("good");
    assertThat(compile(GOOD_MAIN, out).errors).as("javac's errors").isEmpty();
    String modulePath =
        out.resolve("classes")
            + File.pathSeparator
            + sdkPath()
            + File.pathSeparator
            + jarOf(tools.jackson.databind.json.JsonMapper.class)
            + File.pathSeparator
            + jarOf(tools.jackson.core.JsonParser.class)
            + File.pathSeparator
            + jackson3Codec();
    // The codec's module is found as a service of the SDK's, and brings Jackson 3 with it.
    String output =
        run(
            List.of(
                "-Dcommerce.sdk.json=jackson3",
                "--module-path",
                modulePath,
                "--add-modules",
                "tools.jackson.databind",
                "-m",
                "user/user.Main",
                server.url("/v1").toString()));
    assertThat(output).contains("product=product 7 total=5", "json=jackson3, apiKey=[redacted]}");
  }

  /** Where the jackson3 codec's module is: a dependency of these tests only. */
  private static String jackson3Codec() throws java.net.URISyntaxException {
    return jarOf(com.workspacecommerce.sdk.internal.jackson3.Jackson3CodecProvider.class);
  }

  private static String jarOf(Class<?> type) throws java.net.URISyntaxException {
    return Paths.get(type.getProtectionDomain().getCodeSource().getLocation().toURI()).toString();
  }

  /**
   * What an application with {@code commerce-sdk} gets at run time, as Maven resolved it: the core,
   * the OkHttp transport, the Jackson 2 codec and their libraries.
   */
  private static String sdkPath() throws IOException {
    String file = System.getProperty("sdk.runtimeClasspathFile", "target/runtime-classpath.txt");
    String deps = Files.readString(Path.of(file)).trim();
    assertThat(deps)
        .as("runtime class path from " + file)
        .contains("commerce-sdk-core", "commerce-sdk-okhttp", "commerce-sdk-jackson2")
        .contains("okhttp", "jackson-databind");
    return deps;
  }

  private record Compilation(boolean success, List<String> errors) {}

  /**
   * Compiles the user module against the SDK on the module path, with the JDK's javac run in
   * process through {@code java.util.spi.ToolProvider} (the tests' own code is patched into the SDK
   * module at compile time, which does not read {@code java.compiler}).
   */
  private static Compilation compile(String main, Path out) throws IOException {
    return compile(main, out, "module user { requires com.workspacecommerce.sdk; }\n", null);
  }

  private static Compilation compile(
      String main, Path out, String moduleInfo, @Nullable String extraModulePath)
      throws IOException {
    return compile(main, out, moduleInfo, extraModulePath, List.of());
  }

  private static Compilation compile(
      String main,
      Path out,
      String moduleInfo,
      @Nullable String extraModulePath,
      List<String> options)
      throws IOException {
    Path src = out.resolve("src");
    Files.createDirectories(src.resolve("user"));
    Files.writeString(src.resolve("module-info.java"), moduleInfo);
    Files.writeString(src.resolve("user/Main.java"), main);
    Path classes = out.resolve("classes");
    ToolProvider javac = ToolProvider.findFirst("javac").orElseThrow();
    ByteArrayOutputStream messages = new ByteArrayOutputStream();
    int code;
    try (PrintStream print = new PrintStream(messages, true, StandardCharsets.UTF_8)) {
      code =
          javac.run(
              print,
              print,
              javacArguments(extraModulePath, options, classes, src).toArray(String[]::new));
    }
    String text = messages.toString(StandardCharsets.UTF_8);
    List<String> errors = new ArrayList<>();
    for (String line : text.split("\\R")) {
      if (line.contains("error:")) {
        errors.add(line);
      }
    }
    return new Compilation(code == 0, errors);
  }

  private static List<String> javacArguments(
      @Nullable String extraModulePath, List<String> options, Path classes, Path src)
      throws IOException {
    List<String> args = new ArrayList<>(options);
    args.add("--module-path");
    args.add(
        extraModulePath == null ? sdkPath() : sdkPath() + File.pathSeparator + extraModulePath);
    args.addAll(
        List.of(
            "-d",
            classes.toString(),
            "-proc:none",
            src.resolve("module-info.java").toString(),
            src.resolve("user/Main.java").toString()));
    return args;
  }

  /** Runs a child JVM and returns its output, failing when it fails or takes far too long. */
  private String run(List<String> args) throws Exception {
    List<String> command = new ArrayList<>();
    command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    // A child lives for seconds: C1 only and the serial collector, as ChildJvm's.
    command.add("-XX:TieredStopAtLevel=1");
    command.add("-XX:+UseSerialGC");
    command.addAll(args);
    Path log = Files.createTempFile(dir, "child", ".log");
    Process p =
        new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile()).start();
    boolean done = p.waitFor(60, TimeUnit.SECONDS);
    if (!done) {
      p.destroyForcibly();
    }
    String output = Files.readString(log);
    assertThat(done).as("child JVM finished; output:%n%s", output).isTrue();
    assertThat(p.exitValue()).as("exit code; output:%n%s", output).isZero();
    return output;
  }
}
