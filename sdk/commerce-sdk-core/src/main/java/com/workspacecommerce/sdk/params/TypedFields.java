package com.workspacecommerce.sdk.params;

import com.workspacecommerce.sdk.internal.Checks;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Function;

/** Checks a name given to {@code putAdditionalProperty} against the fields a typed setter owns. */
final class TypedFields {
  private TypedFields() {}

  /**
   * Maps each typed field's JSON name to the setter that owns it, for {@link #requireUntyped}.
   *
   * @param fields the params class's fields
   * @param jsonName a field's JSON name
   * @param setter the setter to name in the message
   * @return an unmodifiable map
   */
  static <F> Map<String, String> settersByJsonName(
      F[] fields, Function<F, String> jsonName, Function<F, String> setter) {
    Map<String, String> m = new LinkedHashMap<>();
    for (F f : fields) {
      m.put(jsonName.apply(f), setter.apply(f));
    }
    return Map.copyOf(m);
  }

  /**
   * Returns the name when no typed setter owns it.
   *
   * @throws IllegalArgumentException naming the field and the setter to use, because an additional
   *     property must never silently replace a typed field
   */
  static String requireUntyped(String name, Map<String, String> settersByJsonName, String owner) {
    Checks.notNull(name, "name");
    Checks.notBlank(name, "name");
    String setter = settersByJsonName.get(name);
    if (setter != null) {
      throw new IllegalArgumentException(
          "name '"
              + name
              + "' is a typed field of "
              + owner
              + "; set it with "
              + setter
              + ", not putAdditionalProperty");
    }
    return name;
  }
}
