package com.workspacecommerce.sdk.internal;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * Checks shared by the model records' builders. Public only because the models package uses it; the
 * module does not export this package.
 */
public final class ModelBuilders {
  private ModelBuilders() {}

  /**
   * Checks the name of an additional property and copies its value into the builder's map.
   *
   * <p>A name the record already types is refused: {@code @JsonAnyGetter} would write that key a
   * second time, and reading the JSON back would keep only one of the two values.
   *
   * @param target the builder's additional properties
   * @param name the JSON field name
   * @param value its JSON value, deep-copied so later changes by the caller do not reach the
   *     builder
   * @param typedNames the JSON names of the record's typed components
   * @param record the record's simple name, for the message
   * @throws NullPointerException when the name is null
   * @throws IllegalArgumentException when the name is blank or typed
   */
  public static void putAdditional(
      Map<String, Object> target,
      @Nullable String name,
      @Nullable Object value,
      Set<String> typedNames,
      String record) {
    Checks.notNull(name, "name");
    Checks.notBlank(name, "name");
    if (typedNames.contains(name)) {
      throw new IllegalArgumentException(
          "name '"
              + name
              + "' is a typed field of "
              + record
              + "; set it with its own builder method, not as an additional property");
    }
    target.put(name, Immutables.jsonValue(value));
  }

  /**
   * Replaces the builder's additional properties with checked copies of {@code source}; when a name
   * is refused, the builder keeps what it had.
   *
   * @param target the builder's additional properties
   * @param source the new properties by JSON name
   * @param typedNames the JSON names of the record's typed components
   * @param record the record's simple name, for the message
   * @throws NullPointerException when the map or a name is null
   * @throws IllegalArgumentException when a name is blank or typed
   */
  public static void replaceAdditional(
      Map<String, Object> target,
      @Nullable Map<String, ?> source,
      Set<String> typedNames,
      String record) {
    Checks.notNull(source, "additionalProperties");
    Map<String, Object> checked = new LinkedHashMap<>();
    source.forEach((name, value) -> putAdditional(checked, name, value, typedNames, record));
    target.clear();
    target.putAll(checked);
  }
}
