package com.workspacecommerce.sdk.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import com.fasterxml.jackson.databind.cfg.PackageVersion;
import java.util.HashMap;
import java.util.Map;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

/** The dependency guard with fake versions, and once with the real class path. */
class DependencyGuardTest {
  private static final String CORE = "com.fasterxml.jackson.core:jackson-core";
  private static final String DATABIND = "com.fasterxml.jackson.core:jackson-databind";
  private static final String JSR310 = "com.fasterxml.jackson.datatype:jackson-datatype-jsr310";
  private static final String OKHTTP = "com.squareup.okhttp3:okhttp-jvm";

  /** Every artifact at the given versions; a null version means missing. */
  private static Function<String, String> versions(String jackson, String okhttp) {
    Map<String, String> m = new HashMap<>();
    m.put(CORE, jackson);
    m.put(DATABIND, jackson);
    m.put(JSR310, jackson);
    m.put(OKHTTP, okhttp);
    return m::get;
  }

  @Test
  void theRealClassPathPasses() {
    assertThatCode(() -> DependencyGuard.check("jackson2", "okhttp")).doesNotThrowAnyException();
    // The reflective lookup reads what is really there, not a constant inlined at compile time.
    assertThat(DependencyGuard.runtimeVersion(DATABIND))
        .isEqualTo(PackageVersion.VERSION.toString());
    assertThat(DependencyGuard.runtimeVersion(OKHTTP)).matches("5\\.\\d+\\.\\d+.*");
    assertThat(DependencyGuard.runtimeVersion(CORE)).isNotNull();
    assertThat(DependencyGuard.runtimeVersion(JSR310)).isNotNull();
  }

  @Test
  void theMinimumsAndNewerPass() {
    assertThatCode(() -> DependencyGuard.check(versions("2.18.0", "5.0.0")))
        .doesNotThrowAnyException();
    assertThatCode(() -> DependencyGuard.check(versions("2.100.0", "6.0.0-alpha.1")))
        .doesNotThrowAnyException();
  }

  @Test
  void everyArtifactBelowItsMinimumIsListedInOneMessage() {
    Map<String, String> m = new HashMap<>();
    m.put(CORE, "2.18.2");
    m.put(DATABIND, "2.17.2");
    m.put(JSR310, "2.18.2");
    m.put(OKHTTP, "5.0.0-alpha.17");

    IllegalStateException e =
        catchThrowableOfType(IllegalStateException.class, () -> DependencyGuard.check(m::get));

    assertThat(e.getMessage())
        .contains("  - " + DATABIND + " 2.17.2 found, 2.18.0 or newer needed\n")
        .contains("  - " + OKHTTP + " 5.0.0-alpha.17 found, 5.0.0 or newer needed\n")
        .doesNotContain(CORE)
        .doesNotContain(JSR310)
        // The fix, for both build tools, names the versions the SDK was built with.
        .containsPattern("import com\\.fasterxml\\.jackson:jackson-bom:2\\.\\d+\\.\\d+ and")
        .containsPattern("com\\.squareup\\.okhttp3:okhttp-bom:5\\.\\d+\\.\\d+ \\(<type>pom</type>")
        .contains("<dependencyManagement>")
        .containsPattern("implementation\\(platform\\(\"com\\.fasterxml\\.jackson:jackson-bom:2\\.")
        .contains("strictly(")
        .contains("-Dcommerce.sdk.dependencyCheck=false")
        .contains("dependencyCheck(false)");
  }

  @Test
  void onlyTheLibraryThatIsTooOldIsSuggested() {
    String message =
        catchThrowableOfType(
                IllegalStateException.class,
                () -> DependencyGuard.check(versions("2.17.2", "5.5.1")))
            .getMessage();

    assertThat(message).contains("jackson-bom").doesNotContain("okhttp");
    assertThat(message.lines().filter(l -> l.startsWith("  - "))).hasSize(3);
  }

  @Test
  void aMissingArtifactIsNamedWithTheClassNotFound() {
    assertThatThrownBy(() -> DependencyGuard.check(versions("2.22.3", null)))
        .isInstanceOf(IllegalStateException.class)
        .hasMessageContaining(
            "  - "
                + OKHTTP
                + " is missing (class okhttp3.OkHttp not found), 5.0.0 or newer needed");
  }

  @Test
  void okHttp4GetsTheTwoArtifactsHint() {
    assertThatThrownBy(() -> DependencyGuard.check(versions("2.22.3", "4.12.0")))
        .hasMessageContaining(OKHTTP + " 4.12.0 found, 5.0.0 or newer needed")
        .hasMessageContaining("OkHttp 4.x is the artifact com.squareup.okhttp3:okhttp");
  }

  @Test
  void theSystemPropertyTurnsTheCheckOff() {
    String before = System.getProperty(DependencyGuard.PROPERTY);
    try {
      System.setProperty(DependencyGuard.PROPERTY, "false");
      assertThatCode(() -> DependencyGuard.check(versions("2.10.0", null)))
          .doesNotThrowAnyException();
      System.setProperty(DependencyGuard.PROPERTY, "true");
      assertThatThrownBy(() -> DependencyGuard.check(versions("2.10.0", null)))
          .isInstanceOf(IllegalStateException.class);
    } finally {
      if (before == null) {
        System.clearProperty(DependencyGuard.PROPERTY);
      } else {
        System.setProperty(DependencyGuard.PROPERTY, before);
      }
    }
  }

  @Test
  void versionsCompareByNumberAndPreReleasesComeFirst() {
    assertThat(DependencyGuard.isOlder("2.17.2", "2.18.0")).isTrue();
    assertThat(DependencyGuard.isOlder("2.9.10", "2.18.0")).isTrue();
    assertThat(DependencyGuard.isOlder("2.18.0-rc1", "2.18.0")).isTrue();
    assertThat(DependencyGuard.isOlder("4.12.0", "5.0.0")).isTrue();
    assertThat(DependencyGuard.isOlder("2.18.0", "2.18.0")).isFalse();
    assertThat(DependencyGuard.isOlder("2.18", "2.18.0")).isFalse();
    assertThat(DependencyGuard.isOlder("2.100.0", "2.18.0")).isFalse();
    assertThat(DependencyGuard.isOlder("2.19.0-SNAPSHOT", "2.18.0")).isFalse();
    // Unreadable versions are let through rather than stopping the application.
    assertThat(DependencyGuard.isOlder("unknown", "2.18.0")).isFalse();
    assertThat(DependencyGuard.isOlder("", "2.18.0")).isFalse();
  }

  @Test
  void eachPartDecidesOnlyWhenTheOnesBeforeItAreEqual() {
    assertThat(DependencyGuard.isOlder("2.18.1", "2.18.0")).isFalse();
    assertThat(DependencyGuard.isOlder("2.18.0", "2.18.1")).isTrue();
    assertThat(DependencyGuard.isOlder("3.0.0", "2.18.0")).isFalse();
    assertThat(DependencyGuard.isOlder("1.99.99", "2.0.0")).isTrue();
    assertThat(DependencyGuard.isOlder("2.17.9", "2.18")).isTrue();
    assertThat(DependencyGuard.isOlder("2.18.0", "2.18.0-rc1"))
        .as("a release after its rc")
        .isFalse();
    assertThat(DependencyGuard.isOlder(" 2.17.0 ", "2.18.0")).as("spaces around").isTrue();
  }

  @Test
  void versionsWithOneOrFourPartsOrLettersAreUnreadableAndLetThrough() {
    assertThat(DependencyGuard.isOlder("2", "2.18.0")).isFalse();
    assertThat(DependencyGuard.isOlder("1.2.3.4", "2.18.0")).isFalse();
    assertThat(DependencyGuard.isOlder("1.x.0", "2.18.0")).isFalse();
    assertThat(DependencyGuard.isOlder("1..0", "2.18.0")).isFalse();
    assertThat(DependencyGuard.isOlder("2.17.0", "two")).isFalse();
  }
}
