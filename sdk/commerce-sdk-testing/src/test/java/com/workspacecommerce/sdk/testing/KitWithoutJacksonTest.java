package com.workspacecommerce.sdk.testing;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayInputStream;
import java.io.DataInputStream;
import java.io.File;
import java.io.IOException;
import java.lang.module.ModuleDescriptor;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The kit adds no Jackson 2 to a user's tests: no class of its main code refers to Jackson except
 * {@link JacksonBridge} (and {@link RecordedRequest}'s deprecated {@code body()} and {@code
 * responseBody()}, whose signatures name {@code JsonNode}), the module requires Jackson 2 databind
 * only {@code static}, and the sandbox, its seeding and its journal run in a class loader that has
 * the kit's runtime dependencies without Jackson 2 databind and core. The kit still depends on the
 * SDK, which brings Jackson 2 today; this checks only what the kit itself needs.
 */
class KitWithoutJacksonTest {

  private static final String JACKSON = "com/fasterxml/jackson/";
  private static final String JSON_NODE = "Lcom/fasterxml/jackson/databind/JsonNode;";

  @Test
  void onlyTheBridgeReferencesJacksonInTheKitsClasses() throws Exception {
    Path classes = location(CommerceSandbox.class);
    Map<String, List<String>> references = new TreeMap<>();
    List<Path> files;
    try (Stream<Path> walk = Files.walk(classes)) {
      files =
          walk.filter(p -> p.toString().endsWith(".class"))
              .filter(p -> !p.getFileName().toString().equals("module-info.class"))
              .toList();
    }
    for (Path file : files) {
      List<String> jackson = jacksonConstants(Files.readAllBytes(file));
      if (!jackson.isEmpty()) {
        references.put(
            classes.relativize(file).toString().replace(File.separatorChar, '/'), jackson);
      }
    }

    assertThat(files).hasSizeGreaterThan(20);
    assertThat(references.keySet())
        .containsExactlyInAnyOrder(
            "com/workspacecommerce/sdk/testing/JacksonBridge.class",
            "com/workspacecommerce/sdk/testing/RecordedRequest.class");
    // RecordedRequest names JsonNode only in method descriptors (its two deprecated methods and the
    // bridge it calls): no class constant, so loading and using it never loads Jackson.
    assertThat(references.get("com/workspacecommerce/sdk/testing/RecordedRequest.class"))
        .containsExactlyInAnyOrder(
            "utf8 ()" + JSON_NODE,
            "utf8 (Lcom/workspacecommerce/sdk/testing/JsonTree;)" + JSON_NODE);
  }

  @Test
  void theModuleNeedsJacksonOnlyAtCompileTime() throws Exception {
    ModuleDescriptor module;
    try (var in =
        Files.newInputStream(location(CommerceSandbox.class).resolve("module-info.class"))) {
      module = ModuleDescriptor.read(in);
    }
    assertThat(module.name()).isEqualTo("com.workspacecommerce.sdk.testing");
    assertThat(module.requires())
        .filteredOn(r -> r.name().startsWith("com.fasterxml.jackson"))
        .singleElement()
        .satisfies(
            r -> {
              assertThat(r.name()).isEqualTo("com.fasterxml.jackson.databind");
              assertThat(r.modifiers()).containsExactly(ModuleDescriptor.Requires.Modifier.STATIC);
            });
  }

  @Test
  void theSandboxAndItsJournalRunWithoutJacksonDatabindAndCore() throws Exception {
    String file = System.getProperty("kit.runtimeClasspathFile");
    assertThat(file)
        .as("system property kit.runtimeClasspathFile (set in the kit's pom)")
        .isNotNull();
    List<URL> urls = new ArrayList<>();
    urls.add(location(CommerceSandbox.class).toUri().toURL());
    urls.add(location(KitWithoutJacksonProbe.class).toUri().toURL());
    List<String> left = new ArrayList<>();
    for (String entry : Files.readString(Path.of(file)).trim().split(File.pathSeparator)) {
      String name = Path.of(entry).getFileName().toString();
      if (name.startsWith("jackson-databind-") || name.startsWith("jackson-core-")) {
        left.add(name);
      } else if (name.startsWith("spring-")) {
        // Optional too (only @AutoConfigureCommerceSandbox uses Spring): the kit runs without it.
        continue;
      } else {
        urls.add(Path.of(entry).toUri().toURL());
      }
    }
    // The SDK brings them today; the point is that the kit runs without them.
    assertThat(left).hasSize(2);

    try (URLClassLoader loader =
        new URLClassLoader(urls.toArray(URL[]::new), ClassLoader.getPlatformClassLoader())) {
      assertThatThrownBy(() -> loader.loadClass("com.fasterxml.jackson.databind.JsonNode"))
          .isInstanceOf(ClassNotFoundException.class);
      assertThatThrownBy(() -> loader.loadClass("com.fasterxml.jackson.core.JsonParser"))
          .isInstanceOf(ClassNotFoundException.class);
      assertThatThrownBy(
              () -> loader.loadClass("org.springframework.test.context.ContextCustomizerFactory"))
          .isInstanceOf(ClassNotFoundException.class);
      Class<?> probe = loader.loadClass(KitWithoutJacksonProbe.class.getName());
      assertThat(probe).isNotSameAs(KitWithoutJacksonProbe.class);

      @SuppressWarnings("unchecked")
      List<String> facts = (List<String>) probe.getMethod("run").invoke(null);

      assertThat(facts.get(0)).startsWith("list 200 ");
      assertThat(facts.get(1)).startsWith("get 200 ");
      assertThat(facts.get(2)).startsWith("order 201 ");
      assertThat(facts.get(3)).startsWith("bad 400 ");
      assertThat(facts.subList(4, 8))
          .containsExactly("quantity 2", "ratio 1.50", "total 300", "product \"Probe\" 1.5");
      assertThat(facts.get(8))
          .startsWith("body() NoClassDefFoundError com/fasterxml/jackson/databind/");
    }
  }

  private static Path location(Class<?> type) throws Exception {
    return Path.of(type.getProtectionDomain().getCodeSource().getLocation().toURI());
  }

  /**
   * The constants of a class file that mention Jackson: "class name" for a class constant, "utf8
   * text" for any other text (descriptors, signatures, strings).
   */
  private static List<String> jacksonConstants(byte[] classFile) throws IOException {
    DataInputStream in = new DataInputStream(new ByteArrayInputStream(classFile));
    assertThat(in.readInt()).isEqualTo(0xCAFEBABE);
    in.readUnsignedShort(); // minor version
    in.readUnsignedShort(); // major version
    int count = in.readUnsignedShort();
    String[] utf8 = new String[count];
    List<Integer> classNames = new ArrayList<>();
    for (int i = 1; i < count; i++) {
      int tag = in.readUnsignedByte();
      switch (tag) {
        case 1 -> utf8[i] = in.readUTF(); // Utf8: the class file's modified UTF-8 is readUTF's
        case 7 -> classNames.add(in.readUnsignedShort()); // Class
        case 8, 16, 19, 20 -> in.skipBytes(2); // String, MethodType, Module, Package
        case 3, 4, 9, 10, 11, 12, 17, 18 -> in.skipBytes(4);
        case 15 -> in.skipBytes(3); // MethodHandle
        case 5, 6 -> {
          in.skipBytes(8); // Long and Double take two slots
          i++;
        }
        default -> throw new IllegalStateException("unknown constant pool tag " + tag);
      }
    }
    List<String> found = new ArrayList<>();
    for (int index : classNames) {
      if (utf8[index].contains(JACKSON)) {
        found.add("class " + utf8[index]);
        utf8[index] = null; // reported once, as a class
      }
    }
    for (String text : utf8) {
      if (text != null && (text.contains(JACKSON) || text.contains("com.fasterxml.jackson."))) {
        found.add("utf8 " + text);
      }
    }
    return found;
  }
}
