package com.workspacecommerce.sdk.models;

import com.fasterxml.jackson.annotation.JsonAnyGetter;
import com.fasterxml.jackson.annotation.JsonAnySetter;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.workspacecommerce.sdk.internal.Immutables;
import com.workspacecommerce.sdk.internal.ModelBuilders;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/**
 * An image or other medium attached to a {@link Product}. Each field may be null.
 *
 * <p>Build one by name with {@link #builder()}, or derive one from another with {@link
 * #toBuilder()}: both go through the canonical constructor, so the same checks apply.
 *
 * @param id the media id (a UUID string), or null
 * @param url the URL of the medium, or null
 * @param thumbnail the URL of its thumbnail, or null
 * @param type the media type, or null
 * @param position its position among the product's media, or null
 * @param additionalProperties fields this SDK version does not know, unmodifiable, never null
 */
public record Media(
    // Each index is the field's place in the API's order, which a mapper that sorts properties
    // alphabetically (as Jackson 3 does by default) keeps too.
    @JsonProperty(value = "id", index = 0) @Nullable String id,
    @JsonProperty(value = "url", index = 1) @Nullable String url,
    @JsonProperty(value = "thumbnail", index = 2) @Nullable String thumbnail,
    @JsonProperty(value = "type", index = 3) @Nullable String type,
    @JsonProperty(value = "position", index = 4) @Nullable Long position,
    @JsonAnySetter @JsonAnyGetter Map<String, Object> additionalProperties) {

  /**
   * Makes the extra properties unmodifiable.
   *
   * @param id the media id (a UUID string), or null
   * @param url the URL of the medium, or null
   * @param thumbnail the URL of its thumbnail, or null
   * @param type the media type, or null
   * @param position its position among the product's media, or null
   * @param additionalProperties fields this SDK version does not know, unmodifiable, never null
   */
  public Media {
    additionalProperties = Immutables.jsonObject(additionalProperties);
  }

  private static final ModelBuilders<Media> MODEL = ModelBuilders.of(Media.class);

  /**
   * Starts an empty builder, to make a product medium without a server, for fakes and fixtures.
   *
   * @return a new builder with every field unset
   */
  public static Builder builder() {
    return new Builder(null);
  }

  /**
   * Starts a builder holding every value of this medium, to derive a changed copy.
   *
   * @return a new builder; changing it leaves this medium as it is
   */
  public Builder toBuilder() {
    return new Builder(this);
  }

  /**
   * Builds a {@link Media} by component name. Not thread-safe; the built medium is immutable and
   * shares nothing mutable with the builder.
   */
  public static final class Builder {
    private final ModelBuilders.Values<Media, Builder> values;

    private Builder(@Nullable Media from) {
      values = MODEL.values(from, this);
    }

    /**
     * Sets the media id.
     *
     * @param id the media id (a UUID string), or null for none
     * @return this builder
     */
    public Builder id(@Nullable String id) {
      return values.set("id", id);
    }

    /**
     * Sets the URL of the medium.
     *
     * @param url the URL, or null for none
     * @return this builder
     */
    public Builder url(@Nullable String url) {
      return values.set("url", url);
    }

    /**
     * Sets the URL of the thumbnail.
     *
     * @param thumbnail the thumbnail URL, or null for none
     * @return this builder
     */
    public Builder thumbnail(@Nullable String thumbnail) {
      return values.set("thumbnail", thumbnail);
    }

    /**
     * Sets the media type.
     *
     * @param type the type, such as {@code image}, or null for none
     * @return this builder
     */
    public Builder type(@Nullable String type) {
      return values.set("type", type);
    }

    /**
     * Sets the position among the product's media.
     *
     * @param position the position, or null for none
     * @return this builder
     */
    public Builder position(@Nullable Long position) {
      return values.set("position", position);
    }

    /**
     * Sets {@code position} from a plain number, so that {@code position(2)} compiles.
     *
     * @param position the value
     * @return this builder
     */
    public Builder position(long position) {
      return position(Long.valueOf(position));
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
     * Builds the medium through the canonical constructor; the builder can be changed and built
     * again without affecting it.
     *
     * @return the medium
     */
    public Media build() {
      return values.build();
    }
  }
}
