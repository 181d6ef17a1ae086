package com.workspacecommerce.sdk.models;

import com.fasterxml.jackson.annotation.JsonAnyGetter;
import com.fasterxml.jackson.annotation.JsonAnySetter;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.workspacecommerce.sdk.internal.Immutables;
import com.workspacecommerce.sdk.internal.LenientOffsetDateTimeDeserializer;
import com.workspacecommerce.sdk.internal.MissingFieldException;
import java.time.OffsetDateTime;
import java.util.List;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/**
 * A product of the workspace catalog, as returned by get and in each page of the list.
 *
 * <p>{@code id}, {@code name}, {@code status} and {@code type} are always present; other fields are
 * null when absent, except {@code media} and {@code variants} (empty) and {@code
 * additionalProperties} (empty).
 *
 * @param id the product id (a UUID string)
 * @param name the product name
 * @param status the product status; allowed values are not specified, so it is a plain string
 * @param type the product type
 * @param description the description, or null
 * @param category the category, or null
 * @param requiresShipping {@code requires_shipping}, or null
 * @param canPreorder {@code can_preorder}, or null
 * @param totalStock {@code total_stock}, or null
 * @param priceRange {@code price_range}: its fields are not specified, so it is an unmodifiable map
 *     of the JSON values, or null
 * @param media the media, never null
 * @param variants the variants, never null
 * @param createdAt {@code created_at} with the offset sent by the server, or null
 * @param updatedAt {@code updated_at} with the offset sent by the server, or null
 * @param additionalProperties fields this SDK version does not know, unmodifiable, never null
 */
public record Product(
    @JsonProperty("id") String id,
    @JsonProperty("name") String name,
    @JsonProperty("status") String status,
    @JsonProperty("type") String type,
    @JsonProperty("description") @Nullable String description,
    @JsonProperty("category") @Nullable String category,
    @JsonProperty("requires_shipping") @Nullable Boolean requiresShipping,
    @JsonProperty("can_preorder") @Nullable Boolean canPreorder,
    @JsonProperty("total_stock") @Nullable Long totalStock,
    @JsonProperty("price_range") @Nullable Map<String, Object> priceRange,
    @JsonProperty("media") List<Media> media,
    @JsonProperty("variants") List<Variant> variants,
    @JsonProperty("created_at") @JsonDeserialize(using = LenientOffsetDateTimeDeserializer.class)
        @Nullable OffsetDateTime createdAt,
    @JsonProperty("updated_at") @JsonDeserialize(using = LenientOffsetDateTimeDeserializer.class)
        @Nullable OffsetDateTime updatedAt,
    @JsonAnySetter @JsonAnyGetter Map<String, Object> additionalProperties) {

  /**
   * Checks the required fields and makes every collection unmodifiable.
   *
   * @param id the product id (a UUID string)
   * @param name the product name
   * @param status the product status; allowed values are not specified, so it is a plain string
   * @param type the product type
   * @param description the description, or null
   * @param category the category, or null
   * @param requiresShipping {@code requires_shipping}, or null
   * @param canPreorder {@code can_preorder}, or null
   * @param totalStock {@code total_stock}, or null
   * @param priceRange {@code price_range}: its fields are not specified, so it is an unmodifiable
   *     map of the JSON values, or null
   * @param media the media, never null
   * @param variants the variants, never null
   * @param createdAt {@code created_at} with the offset sent by the server, or null
   * @param updatedAt {@code updated_at} with the offset sent by the server, or null
   * @param additionalProperties fields this SDK version does not know, unmodifiable, never null
   */
  public Product {
    MissingFieldException.require(id, "Product", "id");
    MissingFieldException.require(name, "Product", "name");
    MissingFieldException.require(status, "Product", "status");
    MissingFieldException.require(type, "Product", "type");
    priceRange = Immutables.jsonObjectOrNull(priceRange);
    media = Immutables.list(media);
    variants = Immutables.list(variants);
    additionalProperties = Immutables.jsonObject(additionalProperties);
  }
}
