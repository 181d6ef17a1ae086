package com.workspacecommerce.sdk.internal.spi;

import org.jspecify.annotations.Nullable;

/**
 * Finds one codec by name without loading its library until it is chosen: {@link #missing()} looks
 * for the library's classes without initialising them, and only {@link #codec()} loads the codec
 * class, which is the one that names the library's types. A JVM without the library never loads a
 * class that needs it. Shaped for {@link java.util.ServiceLoader} (public no-argument constructor,
 * no state), so that each codec can move to an artifact of its own. Internal: not part of the
 * public API.
 */
public interface JsonCodecProvider {
  /**
   * @return the name, as {@code commerce.sdk.json} and {@code json(String)} take it
   */
  public String name();

  /**
   * @return the first artifact ({@code groupId:artifactId}) the codec needs and the class path
   *     lacks, or null when everything is there
   */
  public @Nullable String missing();

  /**
   * Lists the libraries this needs at run time and their oldest versions, checked when a client
   * that uses it is built (unless {@code -Dcommerce.sdk.dependencyCheck=false}).
   *
   * @return the requirements, in the order a message lists problems; none by default
   */
  default java.util.List<Requirement> requirements() {
    return java.util.List.of();
  }

  /**
   * Returns the codec, built on first use and shared by the JVM's clients.
   *
   * @return the codec
   */
  public JsonCodec codec();

  /**
   * Tells whether a class is on the class path of the SDK, without initialising it.
   *
   * @param className the class
   * @return true when it can be found
   */
  public static boolean present(String className) {
    try {
      Class.forName(className, false, JsonCodecProvider.class.getClassLoader());
      return true;
    } catch (ClassNotFoundException | LinkageError e) {
      return false;
    }
  }
}
