package com.workspacecommerce.sdk.internal;

import org.jspecify.annotations.Nullable;

/**
 * Thrown by a model record's constructor when a field the spec marks required is absent.
 *
 * <p>It extends {@link NullPointerException} so that code building records by hand sees the usual
 * exception for a null argument, while the decoder can still tell it apart and name the resource
 * and the JSON field in a {@code CommerceDecodingException}. Internal: not part of the public API.
 */
public final class MissingFieldException extends NullPointerException {
  private static final long serialVersionUID = 1L;

  /** The resource. */
  private final String resource;

  /** The JSON field. */
  private final String field;

  private MissingFieldException(String resource, String field) {
    super(resource + " is missing required field '" + field + "'");
    this.resource = resource;
    this.field = field;
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

  /**
   * @return the resource whose field was missing
   */
  public String resource() {
    return resource;
  }

  /**
   * @return the JSON name of the missing field
   */
  public String field() {
    return field;
  }
}
