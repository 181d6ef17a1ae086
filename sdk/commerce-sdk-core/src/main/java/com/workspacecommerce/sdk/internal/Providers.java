package com.workspacecommerce.sdk.internal;

import java.util.ArrayList;
import java.util.List;
import java.util.ServiceLoader;
import java.util.function.Function;
import org.jspecify.annotations.Nullable;

/**
 * What {@link TransportChoice} and {@link JsonCodecs} share in choosing among the SDK's artifacts:
 * finding them, looking one up by name, and the message when the chosen one's library is missing.
 * Internal: not part of the public API.
 */
final class Providers {
  private Providers() {}

  /**
   * @param type the service interface
   * @return its implementations on the SDK's class or module path, in the order found
   */
  static <P> List<P> load(Class<P> type) {
    List<P> found = new ArrayList<>();
    ServiceLoader.load(type, Providers.class.getClassLoader()).forEach(found::add);
    return found;
  }

  /**
   * @param providers where to look
   * @param nameOf a provider's name
   * @param name the name wanted
   * @return the first provider of that name, or null
   */
  static <P> @Nullable P named(List<P> providers, Function<P, String> nameOf, String name) {
    for (P p : providers) {
      if (nameOf.apply(p).equals(name)) {
        return p;
      }
    }
    return null;
  }

  /**
   * @param name a transport's or codec's name
   * @return the SDK's artifact that brings it
   */
  static String artifact(String name) {
    return "com.workspacecommerce:commerce-sdk-" + name;
  }

  /**
   * The message for a chosen transport or codec whose library is missing.
   *
   * @param what what was chosen, such as {@code The transport okhttp}
   * @param how how it was chosen, such as {@code transport("okhttp")}
   * @param missing the artifact to add
   * @param otherwise the other way out, after "or"
   * @return the message
   */
  static String notOnClassPath(String what, String how, String missing, String otherwise) {
    return what
        + " ("
        + how
        + ") needs "
        + missing
        + ", which is not on the class path: add it to the application's dependencies, or "
        + otherwise;
  }
}
