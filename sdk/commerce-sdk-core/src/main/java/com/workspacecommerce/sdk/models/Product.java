package com.workspacecommerce.sdk.models;

import com.fasterxml.jackson.annotation.JsonAnyGetter;
import com.fasterxml.jackson.annotation.JsonAnySetter;
import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.workspacecommerce.sdk.internal.Checks;
import com.workspacecommerce.sdk.internal.Immutables;
import com.workspacecommerce.sdk.internal.ModelBuilders;
import com.workspacecommerce.sdk.internal.Timestamps;
import com.workspacecommerce.sdk.internal.spi.MissingFieldException;
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
 * <p>Build one by name with {@link #builder()}, or derive one from another with {@link
 * #toBuilder()}: both go through the canonical constructor, so the same checks apply.
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
    // Each index is the field's place in the API's order, which a mapper that sorts properties
    // alphabetically (as Jackson 3 does by default) keeps too.
    @JsonProperty(value = "id", index = 0) String id,
    @JsonProperty(value = "name", index = 1) String name,
    @JsonProperty(value = "status", index = 2) String status,
    @JsonProperty(value = "type", index = 3) String type,
    @JsonProperty(value = "description", index = 4) @Nullable String description,
    @JsonProperty(value = "category", index = 5) @Nullable String category,
    @JsonProperty(value = "requires_shipping", index = 6) @Nullable Boolean requiresShipping,
    @JsonProperty(value = "can_preorder", index = 7) @Nullable Boolean canPreorder,
    @JsonProperty(value = "total_stock", index = 8) @Nullable Long totalStock,
    @JsonProperty(value = "price_range", index = 9) @Nullable Map<String, Object> priceRange,
    @JsonProperty(value = "media", index = 10) List<Media> media,
    @JsonProperty(value = "variants", index = 11) List<Variant> variants,
    @JsonIgnore @Nullable OffsetDateTime createdAt,
    @JsonIgnore @Nullable OffsetDateTime updatedAt,
    @JsonAnyGetter Map<String, Object> additionalProperties) {

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

  /**
   * Reads the JSON object, for any Jackson mapper (Jackson 2 or 3, whatever its date settings): the
   * date-times arrive as text and are parsed as the SDK parses them, offset kept.
   */
  @JsonCreator
  private static Product fromJson(
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
      @JsonProperty("media") @Nullable List<Media> media,
      @JsonProperty("variants") @Nullable List<Variant> variants,
      @JsonProperty("created_at") @Nullable String createdAt,
      @JsonProperty("updated_at") @Nullable String updatedAt,
      @JsonAnySetter @Nullable Map<String, Object> additionalProperties) {
    return new Product(
        id,
        name,
        status,
        type,
        description,
        category,
        requiresShipping,
        canPreorder,
        totalStock,
        priceRange,
        Immutables.list(media),
        Immutables.list(variants),
        Timestamps.fromJson(createdAt, "created_at"),
        Timestamps.fromJson(updatedAt, "updated_at"),
        Immutables.jsonObject(additionalProperties));
  }

  /**
   * Writes {@code created_at} as ISO 8601 text with its offset, whatever the mapper's date
   * settings.
   */
  @JsonProperty(value = "created_at", index = 12)
  private @Nullable String createdAtJson() {
    return Timestamps.toJson(createdAt);
  }

  /**
   * Writes {@code updated_at} as ISO 8601 text with its offset, whatever the mapper's date
   * settings.
   */
  @JsonProperty(value = "updated_at", index = 13)
  private @Nullable String updatedAtJson() {
    return Timestamps.toJson(updatedAt);
  }

  private static final ModelBuilders<Product> MODEL = ModelBuilders.of(Product.class);

  /**
   * Starts an empty builder, to make a product without a server, for fakes and fixtures.
   *
   * @return a new builder; {@code id}, {@code name}, {@code status} and {@code type} must be set
   *     before {@link Builder#build()}
   */
  public static Builder builder() {
    return new Builder(null);
  }

  /**
   * Starts a builder holding every value of this product, to derive a changed copy.
   *
   * @return a new builder; changing it leaves this product as it is
   */
  public Builder toBuilder() {
    return new Builder(this);
  }

  /**
   * Builds a {@link Product} by component name. Not thread-safe; the built product is immutable and
   * shares nothing mutable with the builder.
   */
  public static final class Builder {
    private final ModelBuilders.Values<Product, Builder> values;

    private Builder(@Nullable Product from) {
      values = MODEL.values(from, this);
    }

    /**
     * Sets the product id (required).
     *
     * @param id the product id (a UUID string)
     * @return this builder
     */
    public Builder id(String id) {
      return values.setRequired("id", id);
    }

    /**
     * Sets the product name (required).
     *
     * @param name the name
     * @return this builder
     */
    public Builder name(String name) {
      return values.setRequired("name", name);
    }

    /**
     * Sets the product status (required).
     *
     * @param status the status, such as {@code active}
     * @return this builder
     */
    public Builder status(String status) {
      return values.setRequired("status", status);
    }

    /**
     * Sets the product type (required).
     *
     * @param type the type, such as {@code physical}
     * @return this builder
     */
    public Builder type(String type) {
      return values.setRequired("type", type);
    }

    /**
     * Sets the description.
     *
     * @param description the description, or null for none
     * @return this builder
     */
    public Builder description(@Nullable String description) {
      return values.set("description", description);
    }

    /**
     * Sets the category.
     *
     * @param category the category, or null for none
     * @return this builder
     */
    public Builder category(@Nullable String category) {
      return values.set("category", category);
    }

    /**
     * Sets {@code requires_shipping}.
     *
     * @param requiresShipping whether it ships, or null for unknown
     * @return this builder
     */
    public Builder requiresShipping(@Nullable Boolean requiresShipping) {
      return values.set("requiresShipping", requiresShipping);
    }

    /**
     * Sets {@code can_preorder}.
     *
     * @param canPreorder whether it can be preordered, or null for unknown
     * @return this builder
     */
    public Builder canPreorder(@Nullable Boolean canPreorder) {
      return values.set("canPreorder", canPreorder);
    }

    /**
     * Sets {@code total_stock}; the builder does not sum it from the variants.
     *
     * @param totalStock the units in stock, or null for none
     * @return this builder
     */
    public Builder totalStock(@Nullable Long totalStock) {
      return values.set("totalStock", totalStock);
    }

    /**
     * Sets {@code totalStock} from a plain number, so that {@code totalStock(2)} compiles.
     *
     * @param totalStock the value
     * @return this builder
     */
    public Builder totalStock(long totalStock) {
      return totalStock(Long.valueOf(totalStock));
    }

    /**
     * Sets {@code price_range}, whose fields the spec leaves open.
     *
     * @param priceRange the price range as JSON values (copied deeply), or null for none
     * @return this builder
     */
    public Builder priceRange(@Nullable Map<String, ?> priceRange) {
      return values.set("priceRange", Immutables.jsonObjectOrNull(priceRange));
    }

    /**
     * Replaces the media with a copy of {@code media}.
     *
     * @param media the media, in order
     * @return this builder
     */
    public Builder media(List<Media> media) {
      return values.replaceList("media", media);
    }

    /**
     * Appends one medium.
     *
     * @param medium the medium
     * @return this builder
     */
    public Builder addMedia(Media medium) {
      return values.add("media", Checks.notNull(medium, "medium"));
    }

    /**
     * Replaces the variants with a copy of {@code variants}.
     *
     * @param variants the variants, in order
     * @return this builder
     */
    public Builder variants(List<Variant> variants) {
      return values.replaceList("variants", variants);
    }

    /**
     * Appends one variant.
     *
     * @param variant the variant
     * @return this builder
     */
    public Builder addVariant(Variant variant) {
      return values.add("variants", Checks.notNull(variant, "variant"));
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
     * Builds the product through the canonical constructor; the builder can be changed and built
     * again without affecting it.
     *
     * @return the product
     * @throws NullPointerException when {@code id}, {@code name}, {@code status} or {@code type} is
     *     unset, with a message such as {@code Product is missing required field 'type'}
     */
    public Product build() {
      return values.build();
    }
  }
}
