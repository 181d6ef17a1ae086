package com.workspacecommerce.sdk.internal.spi;

import org.jspecify.annotations.Nullable;

/**
 * What a 2xx body decodes into, named without any JSON library's types: a class, or a generic class
 * with one type argument (the page envelope of a class). Endpoints hold one as a constant; each
 * codec turns it into its library's reader once and keeps that, keyed by this object's identity.
 * Internal: not part of the public API.
 *
 * @param <T> the decoded type
 */
public final class JsonType<T> {
  private final Class<?> raw;
  private final @Nullable Class<?> item;

  private JsonType(Class<?> raw, @Nullable Class<?> item) {
    this.raw = raw;
    this.item = item;
  }

  /**
   * A plain class.
   *
   * @param type the class
   * @param <T> the decoded type
   * @return the type
   */
  public static <T> JsonType<T> of(Class<T> type) {
    return new JsonType<>(type, null);
  }

  /**
   * A generic class with one type argument, such as the call path's page envelope of a class.
   *
   * @param raw the generic class
   * @param item its type argument
   * @return the type; the call path casts it to the parameterized type it stands for
   */
  public static JsonType<?> parameterized(Class<?> raw, Class<?> item) {
    return new JsonType<>(raw, item);
  }

  /**
   * @return the class, or the generic class of a parameterized type
   */
  public Class<?> raw() {
    return raw;
  }

  /**
   * @return the type argument of a parameterized type, or null for a plain class
   */
  public @Nullable Class<?> item() {
    return item;
  }

  @Override
  public String toString() {
    return item == null
        ? raw.getSimpleName()
        : raw.getSimpleName() + "<" + item.getSimpleName() + ">";
  }
}
