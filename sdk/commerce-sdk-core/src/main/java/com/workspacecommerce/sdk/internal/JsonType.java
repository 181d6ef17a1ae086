package com.workspacecommerce.sdk.internal;

import org.jspecify.annotations.Nullable;

/**
 * What a 2xx body decodes into, named without any JSON library's types: a class, or the page
 * envelope of a class. Endpoints hold one as a constant; each codec turns it into its library's
 * reader once and keeps that, keyed by this object's identity. Internal: not part of the public
 * API.
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
   * The page envelope ({@link PageBody}) whose items are of a class.
   *
   * @param item the item class
   * @param <T> the item type
   * @return the type
   */
  public static <T> JsonType<PageBody<T>> pageOf(Class<T> item) {
    return new JsonType<>(PageBody.class, item);
  }

  /**
   * @return the class, or {@link PageBody} for a page
   */
  public Class<?> raw() {
    return raw;
  }

  /**
   * @return the item class of a page, or null for a plain class
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
