package com.workspacecommerce.sdk.internal;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import org.jspecify.annotations.Nullable;

/**
 * Chooses the JSON codec: the name given to the builder, else the system property {@value
 * #PROPERTY}, else {@code jackson2} when Jackson 2 is on the class path and {@code jackson3}
 * otherwise. Internal: not part of the public API.
 */
final class JsonCodecs {
  /** The system property that names the codec. */
  static final String PROPERTY = "commerce.sdk.json";

  /** Every codec, in the order the default prefers them. */
  static final List<JsonCodecProvider> PROVIDERS =
      List.of(new Jackson2CodecProvider(), new Jackson3CodecProvider());

  private JsonCodecs() {}

  /**
   * @return the names the codecs take, such as {@code jackson2, jackson3}
   */
  static String names() {
    List<String> names = new ArrayList<>();
    PROVIDERS.forEach(p -> names.add(p.name()));
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
    if (name == null || provider(name) == null) {
      throw new IllegalArgumentException(
          what
              + " must be one of "
              + names()
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
    String name = explicit;
    if (name == null) {
      String property = properties.apply(PROPERTY);
      name =
          property != null
              ? checkName(property.trim(), "system property " + PROPERTY)
              : defaultName();
    }
    JsonCodecProvider provider = provider(name);
    if (provider == null) { // the builder checked it; a subclass of nothing can get here
      throw new IllegalArgumentException(checkName(name, "json"));
    }
    String missing = provider.missing();
    if (missing != null) {
      throw new IllegalStateException(
          "The JSON codec "
              + name
              + " needs "
              + missing
              + ", which is not on the class path: add it to the application's dependencies"
              + (explicit == null && properties.apply(PROPERTY) == null
                  ? " (or add com.fasterxml.jackson.core:jackson-databind and"
                      + " com.fasterxml.jackson.datatype:jackson-datatype-jsr310 for jackson2)"
                  : ", or choose another codec (" + names() + ")"));
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
   */
  static JsonCodec codec(String name) {
    JsonCodecProvider provider = provider(name);
    if (provider == null) {
      throw new IllegalArgumentException(checkName(name, "json"));
    }
    return provider.codec();
  }

  private static String defaultName() {
    return JsonCodecProvider.present("com.fasterxml.jackson.databind.ObjectMapper")
        ? Jackson2CodecProvider.NAME
        : Jackson3CodecProvider.NAME;
  }

  private static @Nullable JsonCodecProvider provider(String name) {
    for (JsonCodecProvider p : PROVIDERS) {
      if (p.name().equals(name)) {
        return p;
      }
    }
    return null;
  }
}
