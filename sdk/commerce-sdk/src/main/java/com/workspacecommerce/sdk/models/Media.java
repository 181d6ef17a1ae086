package com.workspacecommerce.sdk.models;

import com.fasterxml.jackson.annotation.JsonAnyGetter;
import com.fasterxml.jackson.annotation.JsonAnySetter;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.workspacecommerce.sdk.internal.Immutables;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/**
 * An image or other medium attached to a {@link Product}. Each field may be null.
 *
 * @param id the media id (a UUID string), or null
 * @param url the URL of the medium, or null
 * @param thumbnail the URL of its thumbnail, or null
 * @param type the media type, or null
 * @param position its position among the product's media, or null
 * @param additionalProperties fields this SDK version does not know, unmodifiable, never null
 */
public record Media(
    @JsonProperty("id") @Nullable String id,
    @JsonProperty("url") @Nullable String url,
    @JsonProperty("thumbnail") @Nullable String thumbnail,
    @JsonProperty("type") @Nullable String type,
    @JsonProperty("position") @Nullable Long position,
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
}
