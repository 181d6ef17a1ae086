package com.workspacecommerce.sdk.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import com.workspacecommerce.sdk.internal.jackson2.Jackson2CodecProvider;
import com.workspacecommerce.sdk.internal.jackson3.Jackson3CodecProvider;
import com.workspacecommerce.sdk.internal.okhttp.OkHttpTransportProvider;
import com.workspacecommerce.sdk.internal.spi.Requirement;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The dependency guard's message when only OkHttp is the problem, what it checks for each codec and
 * transport, how it reads a version from the class path and remembers what it found, the version
 * strings it cannot read, and the switch that turns the cached check off.
 */
class DependencyGuardEdgesTest {
  private static final String OKHTTP = "com.squareup.okhttp3:okhttp-jvm";
  private static final String DATABIND = "com.fasterxml.jackson.core:jackson-databind";
  private static final String DATABIND3 = "tools.jackson.core:jackson-databind";

  /** Both Jackson lines at their minimums, and OkHttp at the given version (null: missing). */
  private static Map<String, String> bothLinesAnd(String okhttp) {
    Map<String, String> m = new HashMap<>();
    for (Requirement r : DependencyGuard.REQUIREMENTS) {
      m.put(r.coordinates(), r.minimum());
    }
    for (Requirement r : DependencyGuard.JACKSON3_REQUIREMENTS) {
      m.put(r.coordinates(), r.minimum());
    }
    m.put(OKHTTP, okhttp);
    return m;
  }

  private static String messageFor(String jackson, String okhttp) {
    Map<String, String> m = new HashMap<>();
    for (Requirement r : DependencyGuard.REQUIREMENTS) {
      m.put(r.coordinates(), r.coordinates().equals(OKHTTP) ? okhttp : jackson);
    }
    return catchThrowableOfType(IllegalStateException.class, () -> DependencyGuard.check(m::get))
        .getMessage();
  }

  @Test
  void whenOnlyOkHttpIsTooOldTheMessageSuggestsOnlyItsBom() {
    String bom =
        "com.squareup.okhttp3:okhttp-bom:" + SdkVersion.buildProperty("okhttp.version", "");
    assertThat(messageFor("2.18.0", "5.0.0-alpha.17"))
        .isEqualTo(
            "The Workspace Commerce SDK needs newer versions of these libraries than the ones found"
                + " at run time (something else in your build chose them):\n"
                + "  - com.squareup.okhttp3:okhttp-jvm 5.0.0-alpha.17 found, 5.0.0 or newer"
                + " needed\n"
                + "Maven: in <dependencyManagement>, before any other BOM, import "
                + bom
                + " (<type>pom</type>, <scope>import</scope>), or pin each artifact above there.\n"
                + "Gradle: implementation(platform(\""
                + bom
                + "\")) or constraints { implementation(\"group:artifact\") { version {"
                + " strictly(\"...\") } } }.\n"
                + "To see what chose the old versions: mvn dependency:tree -Dverbose (Gradle:"
                + " dependencyInsight --dependency NAME).\n"
                + "To skip this check: -Dcommerce.sdk.dependencyCheck=false, or"
                + " dependencyCheck(false) on the client builder.");
  }

  @Test
  void theTwoArtifactsHintIsForAnOkHttp4FoundNotForAMissingOneOrAnOldJackson() {
    assertThat(messageFor("2.18.0", null))
        .contains(OKHTTP + " is missing")
        .doesNotContain("OkHttp 4.x");
    assertThat(messageFor("2.4.0", "5.1.0"))
        .contains("jackson-databind 2.4.0 found")
        .doesNotContain("OkHttp 4.x")
        .doesNotContain("okhttp-bom");
    assertThat(messageFor("2.18.0", "4.12.0"))
        .contains(
            "  OkHttp 4.x is the artifact com.squareup.okhttp3:okhttp: upgrade it to 5.x or remove"
                + " it; two copies of package okhttp3 are on the class path.\n")
        .doesNotContain("jackson-bom");
  }

  @Test
  void bothBomsAreSuggestedTogetherWhenBothLibrariesAreTooOld() {
    String message = messageFor("2.17.2", "4.12.0");
    assertThat(message)
        .containsPattern("import com\\.fasterxml\\.jackson:jackson-bom:\\S+ and com\\.squareup")
        .containsPattern(
            "Gradle:"
                + " implementation\\(platform\\(\"com\\.fasterxml\\.jackson:jackson-bom:\\S+\"\\)\\)"
                + " implementation\\(platform\\(\"com\\.squareup\\.okhttp3:okhttp-bom:");
  }

  @Test
  void onTheJdkTransportOkHttpIsNotCheckedAndJacksonStillIs() {
    Map<String, String> noOkHttp = bothLinesAnd(null);
    for (String json : List.of("jackson2", "jackson3")) {
      assertThatCode(() -> DependencyGuard.check(json, "jdk", noOkHttp::get))
          .as(json)
          .doesNotThrowAnyException();
      assertThatThrownBy(() -> DependencyGuard.check(json, "okhttp", noOkHttp::get))
          .as(json)
          .isInstanceOf(IllegalStateException.class)
          .hasMessageContaining("  - " + OKHTTP + " is missing");
    }
    Map<String, String> oldJackson = bothLinesAnd(null);
    oldJackson.put(DATABIND, "2.17.2");
    oldJackson.put(DATABIND3, "3.0.0-rc9");
    assertThatThrownBy(() -> DependencyGuard.check("jackson2", "jdk", oldJackson::get))
        .hasMessageContaining("  - " + DATABIND + " 2.17.2 found, 2.18.0 or newer needed\n")
        .hasMessageNotContaining(OKHTTP)
        .hasMessageNotContaining(DATABIND3);
    assertThatThrownBy(() -> DependencyGuard.check("jackson3", "jdk", oldJackson::get))
        .hasMessageContaining("  - " + DATABIND3 + " 3.0.0-rc9 found, 3.0.0 or newer needed\n")
        .hasMessageNotContaining(OKHTTP)
        .hasMessageNotContaining(DATABIND);
  }

  @Test
  void eachCodecAndTransportHasItsListOfRequirementsFromItsOwnProvider() {
    List<Requirement> okhttp = new OkHttpTransportProvider().requirements();
    assertThat(okhttp).containsExactly(new Requirement(OKHTTP, "okhttp3.OkHttp", "5.0.0"));
    assertThat(DependencyGuard.requirements("jackson2", "okhttp"))
        .isEqualTo(DependencyGuard.REQUIREMENTS)
        .endsWith(okhttp.get(0))
        .startsWith(new Jackson2CodecProvider().requirements().toArray(Requirement[]::new));
    assertThat(DependencyGuard.requirements("jackson3", "okhttp"))
        .isEqualTo(DependencyGuard.JACKSON3_REQUIREMENTS)
        .endsWith(okhttp.get(0))
        .startsWith(new Jackson3CodecProvider().requirements().toArray(Requirement[]::new));
    assertThat(DependencyGuard.JACKSON3_MINIMUM).isEqualTo("3.0.0");
    assertThat(DependencyGuard.requirements("jackson2", "jdk"))
        .extracting(Requirement::coordinates)
        .containsExactly(
            "com.fasterxml.jackson.core:jackson-core",
            DATABIND,
            "com.fasterxml.jackson.datatype:jackson-datatype-jsr310");
    assertThat(DependencyGuard.requirements("jackson3", "jdk"))
        .extracting(Requirement::coordinates)
        .containsExactly("tools.jackson.core:jackson-core", DATABIND3);
  }

  @Test
  void aClientsCheckInspectsTheClassPathForItsListOnceAndKeepsTheAnswer() {
    List<Requirement> list = DependencyGuard.requirements("jackson3", "jdk");
    DependencyGuard.forgetInspections();
    assertThat(DependencyGuard.inspected(list)).isFalse();

    DependencyGuard.check("jackson3", "jdk");

    assertThat(DependencyGuard.inspected(list)).isTrue();
    assertThat(DependencyGuard.inspected(DependencyGuard.requirements("jackson2", "okhttp")))
        .as("another list is inspected when a client needs it")
        .isFalse();
  }

  @Test
  void theCachedCheckReportsWhatTheClassPathLacksAndRemembersIt() {
    // A list no earlier test in this JVM can have checked, so that this call is the first.
    String name = "absent" + System.nanoTime();
    List<Requirement> absent =
        List.of(
            new Requirement(
                "com.example:" + name, "com.example." + name + ".PackageVersion", "1.0.0"));
    String first = DependencyGuard.problemsOnce(absent);
    assertThat(first)
        .contains(
            "  - com.example:"
                + name
                + " is missing (class com.example."
                + name
                + ".PackageVersion not found), 1.0.0 or newer needed\n");
    assertThat(DependencyGuard.problemsOnce(absent)).isSameAs(first);
    for (String json : List.of("jackson2", "jackson3")) {
      for (String transport : List.of("okhttp", "jdk")) {
        assertThat(DependencyGuard.problemsOnce(DependencyGuard.requirements(json, transport)))
            .as(json + " on " + transport)
            .isNull();
        assertThatCode(() -> DependencyGuard.check(json, transport)).doesNotThrowAnyException();
      }
    }
  }

  @Test
  void aVersionIsReadFromTheClassThatCarriesItOrIsNullWhenThatClassOrFieldIsMissing() {
    assertThat(DependencyGuard.versionField("okhttp3.OkHttp"))
        .isEqualTo(DependencyGuard.runtimeVersion(OKHTTP))
        .startsWith("5.");
    assertThat(DependencyGuard.versionField("com.example.NoSuchPackageVersion")).isNull();
    assertThat(DependencyGuard.versionField("java.lang.String")).as("no VERSION field").isNull();
    assertThat(DependencyGuard.runtimeVersion("com.example:not-checked")).isNull();
  }

  @Test
  void aVersionStartingWithADashIsUnreadableNotNegative() {
    assertThat(DependencyGuard.isOlder("-2.17.0", "2.18.0")).isFalse();
    assertThat(DependencyGuard.isOlder("-1.0", "2.18.0")).isFalse();
  }

  @Test
  void aVersionOfTwoPartsIsReadAsPatchZero() {
    assertThat(DependencyGuard.isOlder("2.17", "2.18.0")).isTrue();
    assertThat(DependencyGuard.isOlder("2.18", "2.18.1")).isTrue();
    assertThat(DependencyGuard.isOlder("2.19", "2.18.0")).isFalse();
  }

  @Test
  void theSystemPropertyTurnsTheCachedCheckOffInAnyCaseAndWithSpaces() {
    String before = System.getProperty(DependencyGuard.PROPERTY);
    try {
      System.setProperty(DependencyGuard.PROPERTY, " FALSE ");
      assertThatCode(() -> DependencyGuard.check("jackson2", "okhttp")).doesNotThrowAnyException();
      Map<String, String> none = Map.of();
      assertThatCode(() -> DependencyGuard.check(none::get)).doesNotThrowAnyException();
    } finally {
      if (before == null) {
        System.clearProperty(DependencyGuard.PROPERTY);
      } else {
        System.setProperty(DependencyGuard.PROPERTY, before);
      }
    }
  }
}
