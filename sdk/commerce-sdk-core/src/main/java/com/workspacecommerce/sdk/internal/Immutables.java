package com.workspacecommerce.sdk.internal;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/**
 * Defensive, deep, unmodifiable copies for model records. Internal: not part of the public API.
 *
 * <p>JSON values may contain nulls, which {@link List#copyOf} and {@link Map#copyOf} reject, and
 * key order is worth keeping for maps the spec leaves open, hence the hand-rolled copies.
 */
public final class Immutables {
  private Immutables() {}

  /**
   * Copies a list into an unmodifiable one; null becomes the empty list.
   *
   * @param list the source, may be null
   * @param <T> element type
   * @return an unmodifiable list, never null
   */
  public static <T> List<T> list(@Nullable List<T> list) {
    // Not List.of(): its contains(null) throws, where a copy's answers false.
    return list == null
        ? Collections.emptyList()
        : Collections.unmodifiableList(new ArrayList<>(list));
  }

  /**
   * Deep-copies a JSON object (nested maps and lists too) into unmodifiable collections, keeping
   * key order; null stays null because an absent open object differs from an empty one.
   *
   * @param map the source, may be null
   * @return an unmodifiable deep copy, or null
   */
  public static @Nullable Map<String, Object> jsonObjectOrNull(@Nullable Map<?, ?> map) {
    return map == null ? null : jsonObject(map);
  }

  /**
   * Deep-copies a JSON object into unmodifiable collections; null becomes the empty map.
   *
   * @param map the source, may be null
   * @return an unmodifiable deep copy, never null
   */
  public static Map<String, Object> jsonObject(@Nullable Map<?, ?> map) {
    if (map == null) {
      return Collections.emptyMap(); // not Map.of(), whose containsKey(null) throws
    }
    Map<String, Object> copy = new LinkedHashMap<>();
    for (Map.Entry<?, ?> e : map.entrySet()) {
      // JSON object keys are text; a caller's map may have other keys, which JSON writes as text.
      copy.put(String.valueOf(e.getKey()), jsonValue(e.getValue()));
    }
    return Collections.unmodifiableMap(copy);
  }

  /**
   * Deep-copies any JSON value: maps and lists become unmodifiable copies, other values are kept.
   *
   * @param value the value, may be null
   * @return the copy
   */
  public static @Nullable Object jsonValue(@Nullable Object value) {
    if (value instanceof Map) {
      return jsonObject((Map<?, ?>) value);
    }
    if (value instanceof List) {
      List<?> source = (List<?>) value;
      List<Object> copy = new ArrayList<>(source.size());
      for (Object each : source) {
        copy.add(jsonValue(each));
      }
      return Collections.unmodifiableList(copy);
    }
    return value;
  }
}
