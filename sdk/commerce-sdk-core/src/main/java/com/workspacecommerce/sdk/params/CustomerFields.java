package com.workspacecommerce.sdk.params;

import com.workspacecommerce.sdk.internal.Checks;
import java.util.Map;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * The customer fields shared by {@link CustomerCreateParams} and {@link CustomerUpdateParams}.
 *
 * <p>It records which fields the caller set: a field never set is left out of the JSON body, and a
 * field set to null is sent as JSON {@code null}. The spec does not say what the server does with
 * an omitted field on update, so the SDK sends exactly what was asked and nothing else.
 */
public abstract class CustomerFields extends BodyParams {
  /**
   * The fields of the customer params, for {@link #isSet(Field)}. An enum rather than JSON names as
   * text, so that a typo does not compile; rather than {@code Optional} getters, because "set to
   * null" (sent as JSON null) and "not set" (left out) are different requests.
   */
  public enum Field {
    /** {@code firstname}. */
    FIRSTNAME("firstname"),
    /** {@code lastname}. */
    LASTNAME("lastname"),
    /** {@code email}. */
    EMAIL("email"),
    /** {@code phone}. */
    PHONE("phone"),
    /** {@code note}. */
    NOTE("note");

    private final String jsonName;

    Field(String jsonName) {
      this.jsonName = jsonName;
    }

    /**
     * The name of the field in the JSON body.
     *
     * @return the JSON name, such as {@code lastname}
     */
    public String jsonName() {
      return jsonName;
    }

    /** The field with this JSON name, or null. */
    static @Nullable Field byJsonName(String jsonName) {
      for (Field f : values()) {
        if (f.jsonName.equals(jsonName)) {
          return f;
        }
      }
      return null;
    }
  }

  CustomerFields(Map<String, @Nullable Object> fields) {
    super(fields);
  }

  /**
   * The first name.
   *
   * @return the first name; always set
   */
  public String firstname() {
    return (String) Objects.requireNonNull(field(Field.FIRSTNAME.jsonName));
  }

  /**
   * The last name.
   *
   * @return the last name, or null when unset or set to null
   */
  public @Nullable String lastname() {
    return (String) field(Field.LASTNAME.jsonName);
  }

  /**
   * The e-mail address.
   *
   * @return the e-mail address, or null when unset or set to null
   */
  public @Nullable String email() {
    return (String) field(Field.EMAIL.jsonName);
  }

  /**
   * The phone number.
   *
   * @return the phone number, or null when unset or set to null
   */
  public @Nullable String phone() {
    return (String) field(Field.PHONE.jsonName);
  }

  /**
   * The note.
   *
   * @return the note, or null when unset or set to null
   */
  public @Nullable String note() {
    return (String) field(Field.NOTE.jsonName);
  }

  /**
   * Tells whether a field will be sent, even as JSON null.
   *
   * @param field the field
   * @return true when the caller set it
   */
  public boolean isSet(Field field) {
    return has(Checks.notNull(field, "field").jsonName);
  }
}
