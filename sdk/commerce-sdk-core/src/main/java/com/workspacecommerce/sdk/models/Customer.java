package com.workspacecommerce.sdk.models;

import com.fasterxml.jackson.annotation.JsonAnyGetter;
import com.fasterxml.jackson.annotation.JsonAnySetter;
import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.workspacecommerce.sdk.internal.Immutables;
import com.workspacecommerce.sdk.internal.ModelBuilders;
import com.workspacecommerce.sdk.internal.Timestamps;
import com.workspacecommerce.sdk.internal.spi.MissingFieldException;
import java.time.OffsetDateTime;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/**
 * A customer of the workspace, as returned by create and update.
 *
 * <p>{@code id}, {@code firstname} and {@code lastname} are always present (the spec marks them
 * required in the response); the other fields are null when absent.
 *
 * <p>Build one by name with {@link #builder()}, or derive one from another with {@link
 * #toBuilder()}: both go through the canonical constructor, so the same checks apply.
 *
 * @param id the customer id (a UUID string)
 * @param firstname the first name
 * @param lastname the last name
 * @param email the e-mail address, or null
 * @param phone the phone number, or null
 * @param note the note, or null
 * @param createdAt {@code created_at} with the offset sent by the server, or null
 * @param updatedAt {@code updated_at} with the offset sent by the server, or null
 * @param additionalProperties fields this SDK version does not know, unmodifiable, never null
 */
public record Customer(
    // Each index is the field's place in the API's order, which a mapper that sorts properties
    // alphabetically (as Jackson 3 does by default) keeps too.
    @JsonProperty(value = "id", index = 0) String id,
    @JsonProperty(value = "firstname", index = 1) String firstname,
    @JsonProperty(value = "lastname", index = 2) String lastname,
    @JsonProperty(value = "email", index = 3) @Nullable String email,
    @JsonProperty(value = "phone", index = 4) @Nullable String phone,
    @JsonProperty(value = "note", index = 5) @Nullable String note,
    @JsonIgnore @Nullable OffsetDateTime createdAt,
    @JsonIgnore @Nullable OffsetDateTime updatedAt,
    @JsonAnyGetter Map<String, Object> additionalProperties) {

  /**
   * Checks the required fields and makes the extra properties unmodifiable.
   *
   * @param id the customer id (a UUID string)
   * @param firstname the first name
   * @param lastname the last name
   * @param email the e-mail address, or null
   * @param phone the phone number, or null
   * @param note the note, or null
   * @param createdAt {@code created_at} with the offset sent by the server, or null
   * @param updatedAt {@code updated_at} with the offset sent by the server, or null
   * @param additionalProperties fields this SDK version does not know, unmodifiable, never null
   */
  public Customer {
    MissingFieldException.require(id, "Customer", "id");
    MissingFieldException.require(firstname, "Customer", "firstname");
    MissingFieldException.require(lastname, "Customer", "lastname");
    additionalProperties = Immutables.jsonObject(additionalProperties);
  }

  /**
   * Reads the JSON object, for any Jackson mapper (Jackson 2 or 3, whatever its date settings): the
   * date-times arrive as text and are parsed as the SDK parses them, offset kept.
   */
  @JsonCreator
  private static Customer fromJson(
      @JsonProperty("id") String id,
      @JsonProperty("firstname") String firstname,
      @JsonProperty("lastname") String lastname,
      @JsonProperty("email") @Nullable String email,
      @JsonProperty("phone") @Nullable String phone,
      @JsonProperty("note") @Nullable String note,
      @JsonProperty("created_at") @Nullable String createdAt,
      @JsonProperty("updated_at") @Nullable String updatedAt,
      @JsonAnySetter @Nullable Map<String, Object> additionalProperties) {
    return new Customer(
        id,
        firstname,
        lastname,
        email,
        phone,
        note,
        Timestamps.fromJson(createdAt, "created_at"),
        Timestamps.fromJson(updatedAt, "updated_at"),
        Immutables.jsonObject(additionalProperties));
  }

  /**
   * Writes {@code created_at} as ISO 8601 text with its offset, whatever the mapper's date
   * settings.
   */
  @JsonProperty(value = "created_at", index = 6)
  private @Nullable String createdAtJson() {
    return Timestamps.toJson(createdAt);
  }

  /**
   * Writes {@code updated_at} as ISO 8601 text with its offset, whatever the mapper's date
   * settings.
   */
  @JsonProperty(value = "updated_at", index = 7)
  private @Nullable String updatedAtJson() {
    return Timestamps.toJson(updatedAt);
  }

  private static final ModelBuilders<Customer> MODEL = ModelBuilders.of(Customer.class);

  /**
   * Starts an empty builder, to make a customer without a server, for fakes and fixtures.
   *
   * @return a new builder; {@code id}, {@code firstname} and {@code lastname} must be set before
   *     {@link Builder#build()}
   */
  public static Builder builder() {
    return new Builder(null);
  }

  /**
   * Starts a builder holding every value of this customer, to derive a changed copy.
   *
   * @return a new builder; changing it leaves this customer as it is
   */
  public Builder toBuilder() {
    return new Builder(this);
  }

  /**
   * Builds a {@link Customer} by component name. Not thread-safe; the built customer is immutable
   * and shares nothing mutable with the builder.
   */
  public static final class Builder {
    private final ModelBuilders.Values<Customer, Builder> values;

    private Builder(@Nullable Customer from) {
      values = MODEL.values(from, this);
    }

    /**
     * Sets the customer id (required).
     *
     * @param id the customer id (a UUID string)
     * @return this builder
     */
    public Builder id(String id) {
      return values.setRequired("id", id);
    }

    /**
     * Sets the first name (required).
     *
     * @param firstname the first name
     * @return this builder
     */
    public Builder firstname(String firstname) {
      return values.setRequired("firstname", firstname);
    }

    /**
     * Sets the last name (required).
     *
     * @param lastname the last name
     * @return this builder
     */
    public Builder lastname(String lastname) {
      return values.setRequired("lastname", lastname);
    }

    /**
     * Sets the e-mail address.
     *
     * @param email the e-mail address, or null for none
     * @return this builder
     */
    public Builder email(@Nullable String email) {
      return values.set("email", email);
    }

    /**
     * Sets the phone number.
     *
     * @param phone the phone number, or null for none
     * @return this builder
     */
    public Builder phone(@Nullable String phone) {
      return values.set("phone", phone);
    }

    /**
     * Sets the note.
     *
     * @param note the note, or null for none
     * @return this builder
     */
    public Builder note(@Nullable String note) {
      return values.set("note", note);
    }

    /**
     * Sets {@code created_at}.
     *
     * @param createdAt the creation time with its offset, or null for none
     * @return this builder
     */
    public Builder createdAt(@Nullable OffsetDateTime createdAt) {
      return values.set("createdAt", createdAt);
    }

    /**
     * Sets {@code updated_at}.
     *
     * @param updatedAt the last update time with its offset, or null for none
     * @return this builder
     */
    public Builder updatedAt(@Nullable OffsetDateTime updatedAt) {
      return values.set("updatedAt", updatedAt);
    }

    /**
     * Adds a field this SDK version does not know, as a newer server would send it.
     *
     * @param name the JSON field name; not one of the typed fields
     * @param value its JSON value (copied deeply), may be null
     * @return this builder
     * @throws IllegalArgumentException when the name is blank or a typed field's JSON name
     */
    public Builder putAdditionalProperty(String name, @Nullable Object value) {
      return values.putAdditional(name, value);
    }

    /**
     * Replaces every additional property with a copy of {@code additionalProperties}.
     *
     * @param additionalProperties the fields by JSON name; none may be a typed field's name
     * @return this builder
     * @throws IllegalArgumentException when a name is blank or a typed field's JSON name
     */
    public Builder additionalProperties(Map<String, ?> additionalProperties) {
      return values.replaceAdditional(additionalProperties);
    }

    /**
     * Builds the customer through the canonical constructor; the builder can be changed and built
     * again without affecting it.
     *
     * @return the customer
     * @throws NullPointerException when {@code id}, {@code firstname} or {@code lastname} is unset,
     *     with a message such as {@code Customer is missing required field 'lastname'}
     */
    public Customer build() {
      return values.build();
    }
  }
}
