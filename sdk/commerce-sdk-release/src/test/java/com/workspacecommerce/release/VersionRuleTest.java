package com.workspacecommerce.release;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The rule that keeps the version in one place: the guides name the SDK only at the build's own
 * version ({@code set-version.sh} changes them all at once), so a snippet copied from them resolves
 * what this build installs. The JBang scripts and catalog are held to it by {@code
 * JBangScriptsTest}; the README shows the released coordinates and is edited at a release.
 */
class VersionRuleTest {
  private static final Path ROOT =
      Path.of(System.getProperty("sdk.modulesDir", "..")).resolve("..");
  private static final String VERSION = System.getProperty("sdk.version", "");
  private static final Pattern COORDINATE =
      Pattern.compile("com\\.workspacecommerce:commerce-[a-z0-9-]+:([0-9][\\w.-]*)");
  private static final Pattern MAVEN_VERSION =
      Pattern.compile(
          "<artifactId>commerce-[a-z0-9-]+</artifactId>\\s*<version>([^<$]+)</version>");
  private static final Pattern SNAPSHOT = Pattern.compile("\\b[0-9]+\\.[0-9]+\\.[0-9]+-SNAPSHOT");
  private static final Pattern SHELL_VARIABLE = Pattern.compile("\\bv=([0-9][\\w.-]*)");

  @Test
  void theGuidesNameTheSdkAtTheBuildsVersion() throws IOException {
    List<Path> guides = new ArrayList<>(List.of(ROOT.resolve("CONTRIBUTING.md")));
    try (Stream<Path> docs = Files.list(ROOT.resolve("docs"))) {
      docs.filter(f -> f.toString().endsWith(".md")).forEach(guides::add);
    }
    List<String> found = new ArrayList<>();
    for (Path guide : guides) {
      String text = Files.readString(guide, StandardCharsets.UTF_8);
      for (Pattern pattern : List.of(COORDINATE, MAVEN_VERSION, SNAPSHOT, SHELL_VARIABLE)) {
        Matcher matcher = pattern.matcher(text);
        while (matcher.find()) {
          String version = matcher.groupCount() > 0 ? matcher.group(1) : matcher.group();
          found.add(guide.getFileName() + ": " + version);
        }
      }
    }

    assertThat(VERSION).isNotBlank();
    assertThat(found)
        .as("the SDK's version in the guides")
        .isNotEmpty()
        .allMatch(f -> f.endsWith(": " + VERSION));
  }
}
