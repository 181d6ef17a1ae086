package com.workspacecommerce.sdk.internal;

import com.workspacecommerce.sdk.internal.spi.JsonCodec;
import com.workspacecommerce.sdk.internal.spi.JsonCodecProvider;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import org.jspecify.annotations.Nullable;

/**
 * Chooses the JSON codec: the name given to the builder, else the system property {@value
 * #PROPERTY}, else the first codec, in the order of {@link #PREFERENCE}, whose artifact ({@code
 * commerce-sdk-jackson2}, {@code commerce-sdk-jackson3}) and library are on the class path. Only
 * the SDK's artifacts add a codec, so a Jackson that a test library brings cannot change the
 * choice. Internal: not part of the public API.
 */
final class JsonCodecs {
  /** The system property that names the codec. */
  static final String PROPERTY = "commerce.sdk.json";

  /** The names of the codecs the SDK ships, in the order the default prefers them. */
  static final List<String> PREFERENCE = List.of("jackson2", "jackson3");

  /**
   * The codecs whose artifacts ({@code commerce-sdk-jackson2}, {@code commerce-sdk-jackson3}) are
   * on the class or module path, found with {@link java.util.ServiceLoader}, in the order the
   * default prefers them. A Jackson library that a test dependency brings adds no codec: only the
   * SDK's artifacts do, so the choice stays the application's.
   */
  static final List<JsonCodecProvider> PROVIDERS = load();

  private static List<JsonCodecProvider> load() {
    List<JsonCodecProvider> found = Providers.load(JsonCodecProvider.class);
    found.sort(
        java.util.Comparator.comparingInt(
                (JsonCodecProvider p) -> {
                  int i = PREFERENCE.indexOf(p.name());
                  return i < 0 ? PREFERENCE.size() : i;
                })
            .thenComparing(JsonCodecProvider::name));
    return List.copyOf(found);
  }

  private JsonCodecs() {}

  private static String names(List<JsonCodecProvider> providers) {
    List<String> names = new ArrayList<>(PREFERENCE);
    providers.forEach(
        p -> {
          if (!names.contains(p.name())) {
            names.add(p.name());
          }
        });
    return String.join(", ", names);
  }

  /**
   * Checks a codec name.
   *
   * @param name the name
   * @param what what gave it, for the message (such as {@code json})
   * @return the name
   * @throws IllegalArgumentException naming {@code what} and the names taken, when it is unknown
   */
  static String checkName(@Nullable String name, String what) {
    return checkName(name, what, PROVIDERS);
  }

  private static String checkName(
      @Nullable String name, String what, List<JsonCodecProvider> providers) {
    if (name == null || (provider(name, providers) == null && !PREFERENCE.contains(name))) {
      throw new IllegalArgumentException(
          what
              + " must be one of "
              + names(providers)
              + ", was "
              + (name == null ? "null" : "'" + name + "'"));
    }
    return name;
  }

  /**
   * Chooses the codec's name and checks that its library is there.
   *
   * @param explicit the name given to the builder, or null
   * @param properties reads a system property
   * @return the name
   * @throws IllegalArgumentException when the system property names no codec
   * @throws IllegalStateException when the chosen codec's library is missing, naming the artifact
   */
  static String choose(@Nullable String explicit, Function<String, @Nullable String> properties) {
    return choose(explicit, properties, PROVIDERS);
  }

  /**
   * As {@link #choose(String, Function)}, among the given codecs.
   *
   * @param explicit the name given to the builder, or null
   * @param properties reads a system property
   * @param providers the codecs, in the order the default prefers them
   * @return the name
   */
  static String choose(
      @Nullable String explicit,
      Function<String, @Nullable String> properties,
      List<JsonCodecProvider> providers) {
    String property = explicit == null ? properties.apply(PROPERTY) : null;
    String name =
        explicit != null
            ? checkName(explicit, "json", providers)
            : property != null
                ? checkName(property.trim(), "system property " + PROPERTY, providers)
                : null;
    if (name == null) {
      for (JsonCodecProvider p : providers) {
        if (p.missing() == null) {
          return p.name();
        }
      }
      StringBuilder m = new StringBuilder("No JSON library for the SDK on the class path: add");
      if (providers.isEmpty()) {
        m.append(' ')
            .append(Providers.artifact("jackson3"))
            .append(" (Jackson 3), or ")
            .append(Providers.artifact("jackson2"))
            .append(" (Jackson 2)");
      }
      for (int i = 0; i < providers.size(); i++) {
        JsonCodecProvider p = providers.get(i);
        m.append(i == 0 ? " " : ", or ")
            .append(p.missing())
            .append(" (")
            .append(p.name())
            .append(')');
      }
      throw new IllegalStateException(m.toString());
    }
    JsonCodecProvider provider = provider(name, providers);
    String missing = provider == null ? Providers.artifact(name) : provider.missing();
    if (missing != null) {
      throw new IllegalStateException(
          Providers.notOnClassPath(
              "The JSON codec " + name,
              explicit != null ? "json(\"" + name + "\")" : "-D" + PROPERTY + "=" + name,
              missing,
              "choose another codec (" + names(providers) + ")"));
    }
    return name;
  }

  /**
   * Chooses as {@link #choose} does with the JVM's system properties and nothing explicit, and
   * returns that codec: what a client built without {@code json(String)} uses.
   *
   * @return the codec
   */
  static JsonCodec fromProperty() {
    return codec(choose(null, System::getProperty));
  }

  /**
   * Returns the codec of a name that {@link #choose} accepted.
   *
   * @param name the name
   * @return the codec
   * @throws IllegalArgumentException when no codec has the name
   */
  static JsonCodec codec(String name) {
    return codec(name, PROVIDERS);
  }

  /**
   * As {@link #codec(String)}, among the given codecs.
   *
   * @param name the name
   * @param providers the codecs
   * @return the codec
   */
  static JsonCodec codec(String name, List<JsonCodecProvider> providers) {
    JsonCodecProvider provider = provider(checkName(name, "json", providers), providers);
    if (provider == null) { // checkName found it
      throw new IllegalArgumentException(name);
    }
    return provider.codec();
  }

  private static @Nullable JsonCodecProvider provider(
      String name, List<JsonCodecProvider> providers) {
    return Providers.named(providers, JsonCodecProvider::name, name);
  }
}
