package com.workspacecommerce.sdk.params;

import java.math.BigInteger;
import java.util.List;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/**
 * Reads the values of a params body that an application's own Jackson mapper decoded as plain JSON
 * values (maps, lists, strings, numbers, booleans, null), for the params' JSON creators. Each check
 * names the field and the rule, as the builders do; the builders then apply their own checks.
 */
final class JsonBody {
  private JsonBody() {}

  /** A JSON string or null. */
  static @Nullable String string(@Nullable Object value, String field) {
    if (value == null || value instanceof String) {
      return (String) value;
    }
    throw new IllegalArgumentException(
        field + " must be a JSON string or null, was " + kind(value));
  }

  /** A JSON integer that fits in a long; null is refused, as the builder's setter takes a long. */
  static long integer(@Nullable Object value, String field) {
    if (value instanceof Integer || value instanceof Long) {
      return ((Number) value).longValue();
    }
    if (value instanceof BigInteger && ((BigInteger) value).bitLength() < Long.SIZE) {
      return ((BigInteger) value).longValue();
    }
    throw new IllegalArgumentException(field + " must be a JSON integer, was " + kind(value));
  }

  /** A JSON object or null. */
  @SuppressWarnings("unchecked")
  static @Nullable Map<String, @Nullable Object> object(@Nullable Object value, String field) {
    if (value == null || value instanceof Map) {
      return (Map<String, @Nullable Object>) value;
    }
    throw new IllegalArgumentException(
        field + " must be a JSON object or null, was " + kind(value));
  }

  /** A JSON array, never null. */
  static List<?> array(@Nullable Object value, String field) {
    if (value instanceof List) {
      return (List<?>) value;
    }
    throw new IllegalArgumentException(field + " must be a JSON array, was " + kind(value));
  }

  /** The kind of a JSON value; a number is shown, text and structures are not (long, personal). */
  private static String kind(@Nullable Object value) {
    if (value == null) {
      return "null";
    }
    if (value instanceof String) {
      return "a string";
    }
    if (value instanceof Number) {
      return "a number (" + value + ")";
    }
    if (value instanceof Boolean) {
      return "a boolean";
    }
    if (value instanceof Map) {
      return "an object";
    }
    if (value instanceof List) {
      return "an array";
    }
    return value.getClass().getSimpleName();
  }
}
