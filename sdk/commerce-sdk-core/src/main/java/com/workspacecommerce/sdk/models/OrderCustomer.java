package com.workspacecommerce.sdk.models;

import com.fasterxml.jackson.annotation.JsonAnyGetter;
import com.fasterxml.jackson.annotation.JsonAnySetter;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.workspacecommerce.sdk.internal.Immutables;
import com.workspacecommerce.sdk.internal.ModelBuilders;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/**
 * The customer summary embedded in an {@link Order}. Each field may be null.
 *
 * <p>Build one by name with {@link #builder()}, or derive one from another with {@link
 * #toBuilder()}: both go through the canonical constructor, so the same checks apply.
 *
 * @param id the customer id (a UUID string), or null
 * @param name the customer's display name, or null
 * @param email the e-mail address, or null
 * @param additionalProperties fields this SDK version does not know, unmodifiable, never null
 */
public record OrderCustomer(
    // Each index is the field's place in the API's order, which a mapper that sorts properties
    // alphabetically (as Jackson 3 does by default) keeps too.
    @JsonProperty(value = "id", index = 0) @Nullable String id,
    @JsonProperty(value = "name", index = 1) @Nullable String name,
    @JsonProperty(value = "email", index = 2) @Nullable String email,
    @JsonAnySetter @JsonAnyGetter Map<String, Object> additionalProperties) {

  /**
   * Makes the extra properties unmodifiable.
   *
   * @param id the customer id (a UUID string), or null
   * @param name the customer's display name, or null
   * @param email the e-mail address, or null
   * @param additionalProperties fields this SDK version does not know, unmodifiable, never null
   */
  public OrderCustomer {
    additionalProperties = Immutables.jsonObject(additionalProperties);
  }

  private static final ModelBuilders<OrderCustomer> MODEL = ModelBuilders.of(OrderCustomer.class);

  /**
   * Starts an empty builder, to make the customer summary of an order without a server, for fakes
   * and fixtures.
   *
   * @return a new builder with every field unset
   */
  public static Builder builder() {
    return new Builder(null);
  }

  /**
   * Starts a builder holding every value of this customer summary, to derive a changed copy.
   *
   * @return a new builder; changing it leaves this customer summary as it is
   */
  public Builder toBuilder() {
    return new Builder(this);
  }

  /**
   * Builds an {@link OrderCustomer} by component name. Not thread-safe; the built customer summary
   * is immutable and shares nothing mutable with the builder.
   */
  public static final class Builder {
    private final ModelBuilders.Values<OrderCustomer, Builder> values;

    private Builder(@Nullable OrderCustomer from) {
      values = MODEL.values(from, this);
    }

    /**
     * Sets the customer id.
     *
     * @param id the customer id (a UUID string), or null for none
     * @return this builder
     */
    public Builder id(@Nullable String id) {
      return values.set("id", id);
    }

    /**
     * Sets the display name.
     *
     * @param name the name, or null for none
     * @return this builder
     */
    public Builder name(@Nullable String name) {
      return values.set("name", name);
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
     * Builds the customer summary through the canonical constructor; the builder can be changed and
     * built again without affecting it.
     *
     * @return the customer summary
     */
    public OrderCustomer build() {
      return values.build();
    }
  }
}
