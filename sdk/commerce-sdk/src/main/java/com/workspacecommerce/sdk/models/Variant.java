package com.workspacecommerce.sdk.models;

import com.fasterxml.jackson.annotation.JsonAnyGetter;
import com.fasterxml.jackson.annotation.JsonAnySetter;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.workspacecommerce.sdk.internal.Immutables;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/**
 * A purchasable variant of a {@link Product}. Each field may be null.
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
    @JsonProperty("id") @Nullable String id,
    @JsonProperty("sku") @Nullable String sku,
    @JsonProperty("stock") @Nullable Long stock,
    @JsonProperty("price") @Nullable Map<String, Object> price,
    @JsonProperty("attributes") @Nullable Map<String, Object> attributes,
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
}
