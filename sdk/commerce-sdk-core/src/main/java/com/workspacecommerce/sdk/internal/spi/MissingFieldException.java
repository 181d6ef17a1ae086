package com.workspacecommerce.sdk.internal.spi;

import org.jspecify.annotations.Nullable;

/**
 * Thrown by a model record's constructor when a field the spec marks required is absent.
 *
 * <p>It extends {@link NullPointerException} so that code building records by hand sees the usual
 * exception for a null argument, while the decoder can still tell it apart and quote its message,
 * which names the resource and the JSON field, in a {@code CommerceDecodingException}. Internal:
 * not part of the public API.
 */
public final class MissingFieldException extends NullPointerException {
  private static final long serialVersionUID = 1L;

  private MissingFieldException(String resource, String field) {
    super(resource + " is missing required field '" + field + "'");
  }

  /**
   * Returns {@code value}, or throws when it is null.
   *
   * @param value the decoded value
   * @param resource the resource name, e.g. {@code Order}
   * @param field the JSON field name, e.g. {@code order_number}
   * @param <T> the value type
   * @return the value, never null
   */
  @Contract("null, _, _ -> fail")
  public static <T> T require(@Nullable T value, String resource, String field) {
    if (value == null) {
      throw new MissingFieldException(resource, field);
    }
    return value;
  }
}
