package com.workspacecommerce.sdk.models;

import com.fasterxml.jackson.annotation.JsonAnyGetter;
import com.fasterxml.jackson.annotation.JsonAnySetter;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.workspacecommerce.sdk.internal.Immutables;
import com.workspacecommerce.sdk.internal.ModelBuilders;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/**
 * A purchasable variant of a {@link Product}. Each field may be null.
 *
 * <p>Build one by name with {@link #builder()}, or derive one from another with {@link
 * #toBuilder()}: both go through the canonical constructor, so the same checks apply.
 *
 * @param id the variant id (a UUID string), or null
 * @param sku the stock keeping unit, or null
 * @param stock units in stock, or null
 * @param price the price object; its fields are not specified, so it is an unmodifiable map of the
 *     JSON values, or null
 * @param attributes the attributes object (not specified either), unmodifiable, or null
 * @param additionalProperties fields this SDK version does not know, unmodifiable, never null
 */
public record Variant(
    // Each index is the field's place in the API's order, which a mapper that sorts properties
    // alphabetically (as Jackson 3 does by default) keeps too.
    @JsonProperty(value = "id", index = 0) @Nullable String id,
    @JsonProperty(value = "sku", index = 1) @Nullable String sku,
    @JsonProperty(value = "stock", index = 2) @Nullable Long stock,
    @JsonProperty(value = "price", index = 3) @Nullable Map<String, Object> price,
    @JsonProperty(value = "attributes", index = 4) @Nullable Map<String, Object> attributes,
    @JsonAnySetter @JsonAnyGetter Map<String, Object> additionalProperties) {

  /**
   * Makes the open objects and the extra properties unmodifiable.
   *
   * @param id the variant id (a UUID string), or null
   * @param sku the stock keeping unit, or null
   * @param stock units in stock, or null
   * @param price the price object; its fields are not specified, so it is an unmodifiable map of
   *     the JSON values, or null
   * @param attributes the attributes object (not specified either), unmodifiable, or null
   * @param additionalProperties fields this SDK version does not know, unmodifiable, never null
   */
  public Variant {
    price = Immutables.jsonObjectOrNull(price);
    attributes = Immutables.jsonObjectOrNull(attributes);
    additionalProperties = Immutables.jsonObject(additionalProperties);
  }

  private static final ModelBuilders<Variant> MODEL = ModelBuilders.of(Variant.class);

  /**
   * Starts an empty builder, to make a product variant without a server, for fakes and fixtures.
   *
   * @return a new builder with every field unset
   */
  public static Builder builder() {
    return new Builder(null);
  }

  /**
   * Starts a builder holding every value of this variant, to derive a changed copy.
   *
   * @return a new builder; changing it leaves this variant as it is
   */
  public Builder toBuilder() {
    return new Builder(this);
  }

  /**
   * Builds a {@link Variant} by component name. Not thread-safe; the built variant is immutable and
   * shares nothing mutable with the builder.
   */
  public static final class Builder {
    private final ModelBuilders.Values<Variant, Builder> values;

    private Builder(@Nullable Variant from) {
      values = MODEL.values(from, this);
    }

    /**
     * Sets the variant id.
     *
     * @param id the variant id (a UUID string), or null for none
     * @return this builder
     */
    public Builder id(@Nullable String id) {
      return values.set("id", id);
    }

    /**
     * Sets the stock keeping unit.
     *
     * @param sku the SKU, or null for none
     * @return this builder
     */
    public Builder sku(@Nullable String sku) {
      return values.set("sku", sku);
    }

    /**
     * Sets the units in stock.
     *
     * @param stock the stock, or null for none
     * @return this builder
     */
    public Builder stock(@Nullable Long stock) {
      return values.set("stock", stock);
    }

    /**
     * Sets {@code stock} from a plain number, so that {@code stock(2)} compiles.
     *
     * @param stock the value
     * @return this builder
     */
    public Builder stock(long stock) {
      return stock(Long.valueOf(stock));
    }

    /**
     * Sets the price object, whose fields the spec leaves open.
     *
     * @param price the price as JSON values (copied deeply), or null for none
     * @return this builder
     */
    public Builder price(@Nullable Map<String, ?> price) {
      return values.set("price", Immutables.jsonObjectOrNull(price));
    }

    /**
     * Sets the attributes object, whose fields the spec leaves open.
     *
     * @param attributes the attributes as JSON values (copied deeply), or null for none
     * @return this builder
     */
    public Builder attributes(@Nullable Map<String, ?> attributes) {
      return values.set("attributes", Immutables.jsonObjectOrNull(attributes));
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
     * Builds the variant through the canonical constructor; the builder can be changed and built
     * again without affecting it.
     *
     * @return the variant
     */
    public Variant build() {
      return values.build();
    }
  }
}
