package com.workspacecommerce.sdk.params;

import com.workspacecommerce.sdk.internal.Checks;
import java.util.LinkedHashMap;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/**
 * The setters shared by the customer params builders. Each setter marks its field as set: pass null
 * to send JSON {@code null}; never call it to leave the field out of the body.
 *
 * @param <B> the concrete builder, returned by each setter for chaining
 */
public abstract class CustomerFieldsBuilder<B extends CustomerFieldsBuilder<B>> {
  private final LinkedHashMap<String, @Nullable Object> fields = new LinkedHashMap<>();

  CustomerFieldsBuilder() {}

  @SuppressWarnings("unchecked")
  private B set(CustomerFields.Field field, @Nullable Object value) {
    fields.put(field.jsonName(), value);
    return (B) this;
  }

  /** Loads the fields of existing params, for {@code toBuilder()}. */
  @SuppressWarnings("unchecked")
  B from(CustomerFields params) {
    fields.putAll(params.toMap());
    return (B) this;
  }

  /**
   * Loads a JSON object read by an application's mapper through the typed setters: a field given
   * (even as null) is set, a field left out stays unset, and a name that is not a customer field is
   * refused, since these params could never send it.
   */
  @SuppressWarnings("unchecked")
  B fromJson(Map<String, @Nullable Object> body, String owner) {
    for (Map.Entry<String, @Nullable Object> e : body.entrySet()) {
      String name = e.getKey();
      CustomerFields.Field field = CustomerFields.Field.byJsonName(name);
      if (field == null) {
        throw new IllegalArgumentException(
            owner
                + " has no field "
                + Checks.echo(name)
                + "; its fields are firstname, lastname, email, phone and note");
      }
      String value = JsonBody.string(e.getValue(), name);
      if (field == CustomerFields.Field.FIRSTNAME) {
        firstname(Checks.notNull(value, "firstname"));
      } else {
        set(field, value);
      }
    }
    return (B) this;
  }

  /**
   * Sets the first name, which is required and must not be blank.
   *
   * @param firstname the first name
   * @return this builder
   * @throws NullPointerException when it is null
   */
  public B firstname(String firstname) {
    return set(CustomerFields.Field.FIRSTNAME, Checks.notNull(firstname, "firstname"));
  }

  /**
   * Sets the last name; null sends JSON null.
   *
   * @param lastname the last name, or null
   * @return this builder
   */
  public B lastname(@Nullable String lastname) {
    return set(CustomerFields.Field.LASTNAME, lastname);
  }

  /**
   * Sets the e-mail address, checked to look like {@code name@domain}; null sends JSON null.
   *
   * @param email the e-mail address, or null
   * @return this builder
   */
  public B email(@Nullable String email) {
    return set(CustomerFields.Field.EMAIL, email);
  }

  /**
   * Sets the phone number, sent as given; null sends JSON null.
   *
   * @param phone the phone number, or null
   * @return this builder
   */
  public B phone(@Nullable String phone) {
    return set(CustomerFields.Field.PHONE, phone);
  }

  /**
   * Sets the note; null sends JSON null.
   *
   * @param note the note, or null
   * @return this builder
   */
  public B note(@Nullable String note) {
    return set(CustomerFields.Field.NOTE, note);
  }

  /** Checks the fields and returns them for the built params, which copy them. */
  Map<String, @Nullable Object> checkedFields() {
    Checks.notBlank((String) fields.get("firstname"), "firstname");
    String email = (String) fields.get("email");
    if (email != null && !looksLikeEmail(email)) {
      throw new IllegalArgumentException(
          "email must be an e-mail address like name@example.com, was " + Checks.echo(email));
    }
    return fields;
  }

  /** Only a sanity check: the server is the authority on e-mail syntax. */
  private static boolean looksLikeEmail(String email) {
    int at = email.lastIndexOf('@');
    return at > 0 && at < email.length() - 1 && email.chars().noneMatch(Character::isWhitespace);
  }
}
