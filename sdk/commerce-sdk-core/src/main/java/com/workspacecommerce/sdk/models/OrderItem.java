package com.workspacecommerce.sdk.models;

import com.fasterxml.jackson.annotation.JsonAnyGetter;
import com.fasterxml.jackson.annotation.JsonAnySetter;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.workspacecommerce.sdk.internal.Immutables;
import com.workspacecommerce.sdk.internal.ModelBuilders;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/**
 * One line of an {@link Order}. The spec marks none of its fields required, so each may be null.
 *
 * <p>Build one by name with {@link #builder()}, or derive one from another with {@link
 * #toBuilder()}: both go through the canonical constructor, so the same checks apply.
 *
 * @param id the line id (a UUID string), or null
 * @param title the line title, or null
 * @param sku the stock keeping unit, or null
 * @param quantity the quantity, or null
 * @param unitPrice {@code unit_price}, or null
 * @param totalPrice {@code total_price}, or null
 * @param additionalProperties fields this SDK version does not know, unmodifiable, never null
 */
public record OrderItem(
    // Each index is the field's place in the API's order, which a mapper that sorts properties
    // alphabetically (as Jackson 3 does by default) keeps too.
    @JsonProperty(value = "id", index = 0) @Nullable String id,
    @JsonProperty(value = "title", index = 1) @Nullable String title,
    @JsonProperty(value = "sku", index = 2) @Nullable String sku,
    @JsonProperty(value = "quantity", index = 3) @Nullable Long quantity,
    @JsonProperty(value = "unit_price", index = 4) @Nullable Long unitPrice,
    @JsonProperty(value = "total_price", index = 5) @Nullable Long totalPrice,
    @JsonAnySetter @JsonAnyGetter Map<String, Object> additionalProperties) {

  /**
   * Makes the extra properties unmodifiable.
   *
   * @param id the line id (a UUID string), or null
   * @param title the line title, or null
   * @param sku the stock keeping unit, or null
   * @param quantity the quantity, or null
   * @param unitPrice {@code unit_price}, or null
   * @param totalPrice {@code total_price}, or null
   * @param additionalProperties fields this SDK version does not know, unmodifiable, never null
   */
  public OrderItem {
    additionalProperties = Immutables.jsonObject(additionalProperties);
  }

  private static final ModelBuilders<OrderItem> MODEL = ModelBuilders.of(OrderItem.class);

  /**
   * Starts an empty builder, to make an order line without a server, for fakes and fixtures.
   *
   * @return a new builder with every field unset
   */
  public static Builder builder() {
    return new Builder(null);
  }

  /**
   * Starts a builder holding every value of this line, to derive a changed copy.
   *
   * @return a new builder; changing it leaves this line as it is
   */
  public Builder toBuilder() {
    return new Builder(this);
  }

  /**
   * Builds an {@link OrderItem} by component name. Not thread-safe; the built line is immutable and
   * shares nothing mutable with the builder.
   */
  public static final class Builder {
    private final ModelBuilders.Values<OrderItem, Builder> values;

    private Builder(@Nullable OrderItem from) {
      values = MODEL.values(from, this);
    }

    /**
     * Sets the line id.
     *
     * @param id the line id (a UUID string), or null for none
     * @return this builder
     */
    public Builder id(@Nullable String id) {
      return values.set("id", id);
    }

    /**
     * Sets the line title.
     *
     * @param title the title, or null for none
     * @return this builder
     */
    public Builder title(@Nullable String title) {
      return values.set("title", title);
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
     * Sets the quantity.
     *
     * @param quantity the quantity, or null for none
     * @return this builder
     */
    public Builder quantity(@Nullable Long quantity) {
      return values.set("quantity", quantity);
    }

    /**
     * Sets {@code quantity} from a plain number, so that {@code quantity(2)} compiles.
     *
     * @param quantity the value
     * @return this builder
     */
    public Builder quantity(long quantity) {
      return quantity(Long.valueOf(quantity));
    }

    /**
     * Sets {@code unit_price}.
     *
     * @param unitPrice the unit price, or null for none
     * @return this builder
     */
    public Builder unitPrice(@Nullable Long unitPrice) {
      return values.set("unitPrice", unitPrice);
    }

    /**
     * Sets {@code unitPrice} from a plain number, so that {@code unitPrice(2)} compiles.
     *
     * @param unitPrice the value
     * @return this builder
     */
    public Builder unitPrice(long unitPrice) {
      return unitPrice(Long.valueOf(unitPrice));
    }

    /**
     * Sets {@code total_price}; the builder does not compute it from quantity and unit price.
     *
     * @param totalPrice the line total, or null for none
     * @return this builder
     */
    public Builder totalPrice(@Nullable Long totalPrice) {
      return values.set("totalPrice", totalPrice);
    }

    /**
     * Sets {@code totalPrice} from a plain number, so that {@code totalPrice(2)} compiles.
     *
     * @param totalPrice the value
     * @return this builder
     */
    public Builder totalPrice(long totalPrice) {
      return totalPrice(Long.valueOf(totalPrice));
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
     * Builds the line through the canonical constructor; the builder can be changed and built again
     * without affecting it.
     *
     * @return the line
     */
    public OrderItem build() {
      return values.build();
    }
  }
}
