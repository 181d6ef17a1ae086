package com.workspacecommerce.sdk.internal;

import com.workspacecommerce.sdk.internal.spi.HttpTransportProvider;
import com.workspacecommerce.sdk.internal.spi.JsonCodecProvider;
import com.workspacecommerce.sdk.internal.spi.Requirement;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;
import org.jspecify.annotations.Nullable;

/**
 * Checks, once per JVM and JSON codec, that the Jackson line the client uses and OkHttp, as found
 * at run time, are recent enough for the SDK, so that an application whose own build picked older
 * versions fails when the client is built, with a message that says what to change, rather than
 * with a {@code NoSuchMethodError} or silently wrong data in the middle of a call. Internal: not
 * part of the public API.
 *
 * <p>Versions are read without touching the APIs whose absence this guards against: Jackson's
 * generated {@code PackageVersion.VERSION} of each artifact, and OkHttp's {@code
 * okhttp3.OkHttp.VERSION}, all by reflection. OkHttp's must be: it is a compile-time constant in
 * some releases, and javac would copy the SDK's build-time value into this class.
 *
 * <p>Each codec and transport lists what it needs and the oldest versions, with the reasons, in its
 * provider's {@code requirements()} ({@code Jackson2CodecProvider}, {@code Jackson3CodecProvider},
 * {@code OkHttpTransportProvider}); the JDK transport needs nothing. Each minimum was found by
 * running the SDK's tests against older releases (the README's "Supported versions" section, and
 * the {@code commerce-sdk-compat-tests} modules, which prove the range in every build). This class
 * only checks the lists and says how to fix a build; the Maven BOMs it suggests are named by the
 * libraries' group ids.
 *
 * <p>{@code -Dcommerce.sdk.dependencyCheck=false} skips the check, for an application that has
 * tested its own combination.
 */
final class DependencyGuard {
  /** The system property that, set to {@code false}, skips {@link #check(String, String)}. */
  static final String PROPERTY = "commerce.sdk.dependencyCheck";

  /**
   * Everything checked for a client on the {@code jackson2} codec and the {@code okhttp} transport,
   * in the order the message lists problems (empty for what is not on the class path).
   */
  static final List<Requirement> REQUIREMENTS = requirements("jackson2", "okhttp");

  /** Everything checked for a client on the {@code jackson3} codec and {@code okhttp}. */
  static final List<Requirement> JACKSON3_REQUIREMENTS = requirements("jackson3", "okhttp");

  /** The oldest Jackson 3 that the {@code jackson3} codec works with, as its provider says. */
  static final String JACKSON3_MINIMUM =
      JACKSON3_REQUIREMENTS.isEmpty() ? "3.0.0" : JACKSON3_REQUIREMENTS.get(0).minimum();

  /**
   * What {@link #check(String, String)} found, by the list it checked: the class path is inspected
   * once per JVM and list (four lists at most).
   */
  private static final Map<List<Requirement>, Optional<String>> CHECKED = new ConcurrentHashMap<>();

  private DependencyGuard() {}

  /**
   * Throws when a library a client uses, as found at run time, is missing or older than the SDK
   * needs: its codec's Jackson line (Jackson 2 for {@code jackson2}, Jackson 3 for {@code
   * jackson3}), and OkHttp only on the {@code okhttp} transport (the {@code jdk} one needs no
   * library). Does nothing when {@value #PROPERTY} is {@code false}. The class path is inspected
   * once per JVM, so later calls cost a map lookup.
   *
   * @param json the codec's name
   * @param transport the transport's name
   * @throws IllegalStateException listing every artifact that is missing or too old, the version
   *     found, the version needed and how to pin a newer one in Maven and Gradle
   */
  static void check(String json, String transport) {
    check(requirements(json, transport), DependencyGuard::problemsOnce);
  }

  /**
   * The testable core of {@link #check(String, String)}: the same check, with versions from {@code
   * versionOf} and nothing cached.
   *
   * @param json the codec's name
   * @param transport the transport's name
   * @param versionOf as {@link #check(Function)}
   * @throws IllegalStateException as {@link #check(String, String)}
   */
  static void check(String json, String transport, Function<String, @Nullable String> versionOf) {
    check(requirements(json, transport), r -> problems(r, versionOf));
  }

  /**
   * As {@link #check(String, String, Function)} for a client on {@code jackson2} and {@code
   * okhttp}.
   *
   * @param versionOf the version of an artifact, by its {@code groupId:artifactId}, or null when it
   *     is not on the class path
   * @throws IllegalStateException as {@link #check(String, String)}
   */
  static void check(Function<String, @Nullable String> versionOf) {
    check("jackson2", "okhttp", versionOf);
  }

  private static void check(
      List<Requirement> requirements, Function<List<Requirement>, @Nullable String> problemsOf) {
    if (disabled()) {
      return;
    }
    String message = problemsOf.apply(requirements);
    if (message != null) {
      // A fresh exception each time, so the stack trace shows the caller that hit it.
      throw new IllegalStateException(message);
    }
  }

  /**
   * @param json the codec's name
   * @param transport the transport's name
   * @return what is checked for a client on that codec and transport: the codec's provider's
   *     requirements, then the transport's (a provider not on the class path adds none)
   */
  static List<Requirement> requirements(String json, String transport) {
    List<Requirement> out = new ArrayList<>();
    JsonCodecProvider codec = Providers.named(JsonCodecs.PROVIDERS, JsonCodecProvider::name, json);
    if (codec != null) {
      out.addAll(codec.requirements());
    }
    HttpTransportProvider http = TransportChoice.provider(transport);
    if (http != null) {
      out.addAll(http.requirements());
    }
    return List.copyOf(out);
  }

  private static boolean disabled() {
    return "false".equalsIgnoreCase(System.getProperty(PROPERTY, "").trim());
  }

  /**
   * The message for the requirements of a list that the class path does not meet, or null; found on
   * the first call for that list and remembered for the JVM's life.
   *
   * @param requirements what to check
   * @return the message, or null
   */
  static @Nullable String problemsOnce(List<Requirement> requirements) {
    return CHECKED
        .computeIfAbsent(
            requirements, r -> Optional.ofNullable(problems(r, DependencyGuard::runtimeVersion)))
        .orElse(null);
  }

  /**
   * @param requirements a list of requirements
   * @return whether this JVM inspected the class path for that list; for tests
   */
  static boolean inspected(List<Requirement> requirements) {
    return CHECKED.containsKey(requirements);
  }

  /** Forgets every inspection, so that the next check of each list inspects again; for tests. */
  static void forgetInspections() {
    CHECKED.clear();
  }

  /**
   * Returns the message for every artifact of a list that is missing or too old, or null when all
   * are fine.
   *
   * @param requirements what to check
   * @param versionOf as {@link #check(Function)}
   * @return the message, or null
   */
  static @Nullable String problems(
      List<Requirement> requirements, Function<String, @Nullable String> versionOf) {
    List<String> lines = new ArrayList<>();
    boolean jackson = false;
    boolean jackson3 = false;
    boolean okhttp = false;
    boolean okhttp4 = false;
    for (Requirement r : requirements) {
      String found = versionOf.apply(r.coordinates());
      if (found != null && !isOlder(found, r.minimum())) {
        continue;
      }
      lines.add(
          "  - "
              + r.coordinates()
              + (found == null
                  ? " is missing (class " + r.versionClass() + " not found)"
                  : " " + found + " found")
              + ", "
              + r.minimum()
              + " or newer needed");
      boolean isOkHttp = r.coordinates().startsWith("com.squareup.okhttp3:");
      okhttp |= isOkHttp;
      boolean isJackson3 = r.coordinates().startsWith("tools.jackson.");
      jackson |= !isOkHttp && !isJackson3;
      jackson3 |= isJackson3;
      okhttp4 |= isOkHttp && found != null && found.startsWith("4.");
    }
    if (lines.isEmpty()) {
      return null;
    }
    // Suggest the versions the SDK was built with. Without the filtered resource (raw sources),
    // the minimums; okhttp-bom manages okhttp-jvm only from 5.2.0, so never suggest an older BOM.
    String jacksonFix = SdkVersion.buildProperty("jackson.version", "2.18.0");
    String okhttpFix = SdkVersion.buildProperty("okhttp.version", "5.2.0");
    List<String> boms = new ArrayList<>();
    if (jackson) {
      boms.add("com.fasterxml.jackson:jackson-bom:" + jacksonFix);
    }
    if (jackson3) {
      boms.add(
          "tools.jackson:jackson-bom:"
              + SdkVersion.buildProperty("jackson3.version", JACKSON3_MINIMUM));
    }
    if (okhttp) {
      boms.add("com.squareup.okhttp3:okhttp-bom:" + okhttpFix);
    }
    StringBuilder m = new StringBuilder();
    m.append("The Workspace Commerce SDK needs newer versions of these libraries than the ones")
        .append(" found at run time (something else in your build chose them):\n");
    lines.forEach(line -> m.append(line).append('\n'));
    if (okhttp4) {
      m.append("  OkHttp 4.x is the artifact com.squareup.okhttp3:okhttp: upgrade it to 5.x or")
          .append(" remove it; two copies of package okhttp3 are on the class path.\n");
    }
    m.append("Maven: in <dependencyManagement>, before any other BOM, import ")
        .append(String.join(" and ", boms))
        .append(" (<type>pom</type>, <scope>import</scope>), or pin each artifact above there.\n");
    m.append("Gradle: ");
    for (String bom : boms) {
      m.append("implementation(platform(\"").append(bom).append("\")) ");
    }
    m.append(
        "or constraints { implementation(\"group:artifact\") { version { strictly(\"...\") } }"
            + " }.\n");
    m.append("To see what chose the old versions: mvn dependency:tree -Dverbose")
        .append(" (Gradle: dependencyInsight --dependency NAME).\n");
    m.append("To skip this check: -D")
        .append(PROPERTY)
        .append("=false, or dependencyCheck(false) on the client builder.");
    return m.toString();
  }

  /**
   * The version of an artifact on the SDK's class path, read by reflection from the class that
   * carries it, or null when that class is missing or cannot be loaded.
   */
  static @Nullable String runtimeVersion(String coordinates) {
    for (Requirement r : JACKSON3_REQUIREMENTS) {
      if (r.coordinates().equals(coordinates)) {
        return versionField(r.versionClass());
      }
    }
    for (Requirement r : REQUIREMENTS) {
      if (r.coordinates().equals(coordinates)) {
        return versionField(r.versionClass());
      }
    }
    return null;
  }

  /**
   * The {@code VERSION} field of a class, as text, or null when the class or the field is missing
   * or cannot be read (a class that fails to load counts as missing).
   */
  static @Nullable String versionField(String className) {
    try {
      Class<?> c = Class.forName(className, true, DependencyGuard.class.getClassLoader());
      return Objects.toString(c.getField("VERSION").get(null), null);
    } catch (ReflectiveOperationException | LinkageError | RuntimeException e) {
      return null;
    }
  }

  /**
   * True when {@code found} is an older release than {@code minimum}. Versions compare by their
   * numeric major, minor and patch; a qualifier ({@code 5.0.0-alpha.17}, {@code 2.18.0-rc1}) makes
   * a pre-release, older than the release itself. A version that cannot be read at all is not
   * called older: the guard must not stop an application over a version string it does not
   * understand.
   */
  static boolean isOlder(String found, String minimum) {
    int[] f = parse(found);
    // Arrays.compare orders null first, so an unreadable minimum makes nothing older either.
    return f != null && Arrays.compare(f, parse(minimum)) < 0;
  }

  /** Major, minor, patch and 1 for a release or 0 for a pre-release; null when unreadable. */
  private static int @Nullable [] parse(String version) {
    String v = version.trim();
    int dash = v.indexOf('-');
    boolean release = dash < 0;
    String numbers = release ? v : v.substring(0, dash);
    String[] parts = numbers.split("\\.", -1);
    if (parts.length < 2 || parts.length > 3) {
      return null;
    }
    int[] out = {0, 0, 0, release ? 1 : 0};
    for (int i = 0; i < parts.length; i++) {
      try {
        out[i] = Integer.parseInt(parts[i]);
      } catch (NumberFormatException e) {
        return null; // no sign can reach here: the first '-' ended the numbers
      }
    }
    return out;
  }
}
