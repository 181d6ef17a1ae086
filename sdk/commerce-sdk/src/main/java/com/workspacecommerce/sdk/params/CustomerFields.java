package com.workspacecommerce.sdk.params;

import java.util.Map;

/**
 * The customer fields shared by {@link CustomerCreateParams} and {@link CustomerUpdateParams}.
 *
 * <p>It records which fields the caller set: a field never set is left out of the JSON body, and a
 * field set to null is sent as JSON {@code null}. The spec does not say what the server does with
 * an omitted field on update, so the SDK sends exactly what was asked and nothing else.
 */
public abstract class CustomerFields extends BodyParams {
  CustomerFields(Map<String, Object> fields) {
    super(fields);
  }

  /** @return the first name; always set */
  public String firstname() {
    return (String) toMap().get("firstname");
  }

  /** @return the last name, or null when unset or set to null */
  public String lastname() {
    return (String) toMap().get("lastname");
  }

  /** @return the e-mail address, or null when unset or set to null */
  public String email() {
    return (String) toMap().get("email");
  }

  /** @return the phone number, or null when unset or set to null */
  public String phone() {
    return (String) toMap().get("phone");
  }

  /** @return the note, or null when unset or set to null */
  public String note() {
    return (String) toMap().get("note");
  }

  /**
   * Tells whether a field will be sent.
   *
   * @param jsonName the JSON field name, such as {@code lastname}
   * @return true when the caller set it, even to null
   */
  public boolean isSet(String jsonName) {
    return toMap().containsKey(jsonName);
  }
}
