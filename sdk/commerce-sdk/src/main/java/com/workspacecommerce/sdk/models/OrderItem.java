package com.workspacecommerce.sdk.models;

import com.fasterxml.jackson.annotation.JsonAnyGetter;
import com.fasterxml.jackson.annotation.JsonAnySetter;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.workspacecommerce.sdk.internal.Immutables;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/**
 * One line of an {@link Order}. The spec marks none of its fields required, so each may be null.
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
    @JsonProperty("id") @Nullable String id,
    @JsonProperty("title") @Nullable String title,
    @JsonProperty("sku") @Nullable String sku,
    @JsonProperty("quantity") @Nullable Long quantity,
    @JsonProperty("unit_price") @Nullable Long unitPrice,
    @JsonProperty("total_price") @Nullable Long totalPrice,
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
}
