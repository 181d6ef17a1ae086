package com.workspacecommerce.sdk;

import static org.assertj.core.api.Assertions.assertThat;

import com.workspacecommerce.sdk.internal.ClientConfig;
import java.io.IOException;
import java.lang.reflect.Modifier;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystem;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The architecture page's account of the seam is the code's: the public types of {@code internal}
 * and of {@code internal.spi} that it names and counts are exactly those the core compiles to, so a
 * type made public (or moved across the seam) fails here until the page says so.
 */
class ArchitectureDocTest {
  private static final Path PAGE = Path.of("..", "..", "docs", "architecture.md");

  @Test
  void thePublicTypesOfTheCallPathAreTheOnesThePageNames() throws Exception {
    String page = Files.readString(PAGE, StandardCharsets.UTF_8);

    assertNamed(
        page,
        "only (\\d+) of its types are public(.*?)The rest",
        publicTypes("com.workspacecommerce.sdk.internal"));
    assertNamed(
        page,
        "whose (\\d+) types are all public:(.*?)`ArchitectureDocTest`",
        publicTypes("com.workspacecommerce.sdk.internal.spi"));
  }

  private static void assertNamed(String page, String regex, Set<String> actual) {
    Matcher passage = Pattern.compile(regex, Pattern.DOTALL).matcher(page);
    assertThat(passage.find()).as("docs/architecture.md has a passage matching %s", regex).isTrue();
    Set<String> named = new TreeSet<>();
    // What a parenthesis says (who calls a type) names other types.
    String list = passage.group(2).replaceAll("\\([^)]*\\)", "");
    Matcher name = Pattern.compile("`([A-Z]\\w*)`").matcher(list);
    while (name.find()) {
      named.add(name.group(1));
    }

    assertThat(named).as("the types the page names").isEqualTo(actual);
    assertThat(Integer.parseInt(passage.group(1)))
        .as("the count the page gives")
        .isEqualTo(actual.size());
  }

  /** The public top-level types of a package of the core, read from its compiled classes. */
  private static Set<String> publicTypes(String pkg)
      throws IOException, URISyntaxException, ClassNotFoundException {
    Path location =
        Path.of(ClientConfig.class.getProtectionDomain().getCodeSource().getLocation().toURI());
    Set<String> types = new TreeSet<>();
    try (FileSystem jar =
        Files.isDirectory(location) ? null : FileSystems.newFileSystem(location, Map.of())) {
      Path root = jar == null ? location : jar.getPath("/");
      try (Stream<Path> files = Files.list(root.resolve(pkg.replace('.', '/')))) {
        for (Path file : files.toList()) {
          String name = file.getFileName().toString();
          if (!name.endsWith(".class") || name.contains("$") || name.equals("package-info.class")) {
            continue;
          }
          String simple = name.substring(0, name.length() - ".class".length());
          Class<?> type =
              Class.forName(pkg + "." + simple, false, ClientConfig.class.getClassLoader());
          if (Modifier.isPublic(type.getModifiers())) {
            types.add(simple);
          }
        }
      }
    }
    return types;
  }
}
