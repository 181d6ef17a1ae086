package com.workspacecommerce.sdk.params;

import com.workspacecommerce.sdk.internal.Checks;
import java.util.Map;

/** Checks a name given to {@code putAdditionalProperty} against the fields a typed setter owns. */
final class TypedFields {
  private TypedFields() {}

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
