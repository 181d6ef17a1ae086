package com.workspacecommerce.release;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeFalse;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The SBOM each published jar gets in this build (CycloneDX, {@code target/bom.json} of its module,
 * attached as {@code -cyclonedx.json}) lists what an application receives from that artifact: the
 * lean pair {@code commerce-sdk-core} + {@code commerce-sdk-jackson3} exactly its few libraries,
 * with no OkHttp, Okio, Kotlin or Jackson 2; and no artifact lists a test library.
 */
class SbomTest {
  private static final Path MODULES = Path.of(System.getProperty("sdk.modulesDir", ".."));
  private static final String VERSION = System.getProperty("sdk.version", "");
  private static final Set<String> NEVER_IN_THE_LEAN_PAIR =
      Set.of(
          "com.squareup.okhttp3",
          "com.squareup.okio",
          "org.jetbrains.kotlin",
          "com.fasterxml.jackson.core:jackson-databind",
          "com.fasterxml.jackson.core:jackson-core",
          "com.fasterxml.jackson.datatype");

  @BeforeEach
  void online() {
    // cyclonedx-maven-plugin needs the network (it may look up licences) and skips itself offline.
    assumeFalse(Boolean.getBoolean("sdk.offline"), "mvn -o makes no SBOM");
  }

  @Test
  void theCoreBringsOnlyTheAnnotations() throws IOException {
    assertThat(required("commerce-sdk-core"))
        .containsExactlyInAnyOrder(
            "com.fasterxml.jackson.core:jackson-annotations", "org.jspecify:jspecify");
  }

  @Test
  void theJackson3CodecBringsTheCoreAndJackson3() throws IOException {
    assertThat(required("commerce-sdk-jackson3"))
        .containsExactlyInAnyOrder(
            "com.workspacecommerce:commerce-sdk-core",
            "com.fasterxml.jackson.core:jackson-annotations",
            "tools.jackson.core:jackson-databind",
            "tools.jackson.core:jackson-core",
            "org.jspecify:jspecify");
  }

  @ParameterizedTest
  @ValueSource(strings = {"commerce-sdk-core", "commerce-sdk-jackson3"})
  void theLeanPairNamesNoOkHttpKotlinOrJackson2InAnyScope(String artifact) throws IOException {
    for (String component : components(artifact, false)) {
      assertThat(NEVER_IN_THE_LEAN_PAIR)
          .as("%s's SBOM lists %s", artifact, component)
          .noneMatch(name -> component.equals(name) || component.startsWith(name + ":"));
    }
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "commerce-sdk",
        "commerce-sdk-core",
        "commerce-sdk-okhttp",
        "commerce-sdk-jackson2",
        "commerce-sdk-jackson3",
        "commerce-sdk-testing",
        "commerce-sdk-spring-boot-autoconfigure",
        "commerce-sdk-spring-boot-starter",
        "commerce-sdk-spring-boot3-starter"
      })
  void everyPublishedJarHasItsOwnSbomWithNoTestLibrary(String artifact) throws IOException {
    JsonNode sbom = read(artifact);

    assertThat(sbom.path("metadata").path("component").path("purl").asText())
        .startsWith("pkg:maven/com.workspacecommerce/" + artifact + "@" + VERSION + "?");
    // The test kit is for tests: JUnit's API is what it gives (its extension), but no engine.
    boolean testKit = artifact.equals("commerce-sdk-testing");
    assertThat(components(artifact, false))
        .noneMatch(c -> c.startsWith("org.junit") && !testKit)
        .noneMatch(c -> c.startsWith("org.assertj") || c.endsWith(":junit-jupiter-engine"))
        .doesNotContain("com.squareup.okhttp3:mockwebserver3");
  }

  /** The group:artifact of each component the artifact's users receive (scope required). */
  private static Set<String> required(String artifact) throws IOException {
    return components(artifact, true);
  }

  private static Set<String> components(String artifact, boolean requiredOnly) throws IOException {
    Set<String> names = new TreeSet<>();
    for (JsonNode component : read(artifact).path("components")) {
      if (!requiredOnly || component.path("scope").asText("required").equals("required")) {
        names.add(component.path("group").asText() + ":" + component.path("name").asText());
      }
    }
    return names;
  }

  private static JsonNode read(String artifact) throws IOException {
    Path sbom = MODULES.resolve(artifact).resolve("target/bom.json");
    assertThat(sbom).as("the build's SBOM of " + artifact).exists();
    return new ObjectMapper().readTree(Files.readString(sbom));
  }
}
