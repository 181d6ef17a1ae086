package com.workspacecommerce.sdk.params;

import com.fasterxml.jackson.annotation.JsonValue;
import java.util.Map;

/**
 * The customer fields shared by {@link CustomerCreateParams} and {@link CustomerUpdateParams}.
 *
 * <p>It records which fields the caller set: a field never set is left out of the JSON body, and a
 * field set to null is sent as JSON {@code null}. The spec does not say what the server does with
 * an omitted field on update, so the SDK sends exactly what was asked and nothing else.
 */
public abstract class CustomerFields {
  private final Map<String, Object> fields;

  CustomerFields(Map<String, Object> fields) {
    this.fields = fields;
  }

  /** @return the first name; always set */
  public String firstname() {
    return (String) fields.get("firstname");
  }

  /** @return the last name, or null when unset or set to null */
  public String lastname() {
    return (String) fields.get("lastname");
  }

  /** @return the e-mail address, or null when unset or set to null */
  public String email() {
    return (String) fields.get("email");
  }

  /** @return the phone number, or null when unset or set to null */
  public String phone() {
    return (String) fields.get("phone");
  }

  /** @return the note, or null when unset or set to null */
  public String note() {
    return (String) fields.get("note");
  }

  /**
   * Tells whether a field will be sent.
   *
   * @param jsonName the JSON field name, such as {@code lastname}
   * @return true when the caller set it, even to null
   */
  public boolean isSet(String jsonName) {
    return fields.containsKey(jsonName);
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
    return o != null && o.getClass() == getClass() && fields.equals(((CustomerFields) o).fields);
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
