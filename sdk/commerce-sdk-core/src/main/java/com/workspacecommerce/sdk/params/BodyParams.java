package com.workspacecommerce.sdk.params;

import com.fasterxml.jackson.annotation.JsonAnyGetter;
import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/**
 * The value side shared by params that are sent as a JSON object: the fields that were set, in the
 * order they were set, serialized as they are, with value equality.
 */
abstract class BodyParams {
  private final Map<String, @Nullable Object> fields;

  BodyParams(Map<String, @Nullable Object> fields) {
    this.fields = Collections.unmodifiableMap(new LinkedHashMap<>(fields));
  }

  /**
   * Returns exactly the JSON object this request sends: the fields that were set, in the order they
   * were set, null values included. Unmodifiable.
   *
   * @return the body fields
   */
  // The body is this map's fields. An any-getter rather than @JsonValue, because only there does
  // Jackson (2 and 3) honour this @JsonInclude: a null that was set is a request ("clear it"), and
  // an application's mapper set to leave nulls out must still write it.
  @JsonAnyGetter
  @JsonInclude(value = JsonInclude.Include.ALWAYS, content = JsonInclude.Include.ALWAYS)
  public Map<String, @Nullable Object> toMap() {
    return fields;
  }

  /** The value sent under this JSON name, or null when unset or set to null. */
  final @Nullable Object field(String jsonName) {
    return fields.get(jsonName);
  }

  /** Whether this JSON name is sent, even as JSON null. */
  final boolean has(String jsonName) {
    return fields.containsKey(jsonName);
  }

  /** The fields no typed setter owns, in the order they were set; unmodifiable. */
  final Map<String, @Nullable Object> additional(Map<String, ?> typed) {
    Map<String, @Nullable Object> out = new LinkedHashMap<>();
    fields.forEach(
        (name, value) -> {
          if (!typed.containsKey(name)) {
            out.put(name, value);
          }
        });
    return Collections.unmodifiableMap(out);
  }

  @Override
  public boolean equals(@Nullable Object o) {
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
