package com.workspacecommerce.sdk.params;

import com.fasterxml.jackson.annotation.JsonValue;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The value side shared by params that are sent as a JSON object: the fields that were set, in the
 * order they were set, serialized as they are, with value equality.
 */
abstract class BodyParams {
  private final Map<String, Object> fields;

  BodyParams(Map<String, Object> fields) {
    this.fields = Collections.unmodifiableMap(new LinkedHashMap<>(fields));
  }

  /**
   * Returns exactly the JSON object this request sends: the fields that were set, in the order
   * they were set, null values included. Unmodifiable.
   *
   * @return the body fields
   */
  @JsonValue
  public Map<String, Object> toMap() {
    return fields;
  }

  @Override
  public boolean equals(Object o) {
    return o != null && o.getClass() == getClass() && fields.equals(((BodyParams) o).fields);
  }

  @Override
  public int hashCode() {
    return fields.hashCode();
  }

  @Override
  public String toString() {
    return getClass().getSimpleName() + fields;
  }
}
