package com.workspacecommerce.sdk.internal;

import com.fasterxml.jackson.annotation.JsonAnySetter;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.workspacecommerce.sdk.internal.spi.JsonType;
import java.util.List;
import java.util.Map;

/**
 * The page envelope as decoded from JSON, before it becomes a public {@code Page}. The spec marks
 * none of its fields required, so each may be null here. Internal: not part of the public API.
 *
 * @param page {@code page}
 * @param size {@code size}
 * @param total {@code total}
 * @param totalPages {@code total_pages}
 * @param hasNextPage {@code has_next_page}
 * @param hasPreviousPage {@code has_previous_page}
 * @param items {@code items}
 * @param additionalProperties unknown fields
 * @param <T> the item type
 */
record PageBody<T>(
    @JsonProperty("page") Integer page,
    @JsonProperty("size") Integer size,
    @JsonProperty("total") Long total,
    @JsonProperty("total_pages") Integer totalPages,
    @JsonProperty("has_next_page") Boolean hasNextPage,
    @JsonProperty("has_previous_page") Boolean hasPreviousPage,
    @JsonProperty("items") List<T> items,
    @JsonAnySetter Map<String, Object> additionalProperties) {

  /**
   * The type a codec reads a page of a class into.
   *
   * @param item the item class
   * @param <T> the item type
   * @return the type
   */
  @SuppressWarnings("unchecked") // parameterized(PageBody.class, item) stands for PageBody<T>
  static <T> JsonType<PageBody<T>> typeOf(Class<T> item) {
    return (JsonType<PageBody<T>>) JsonType.parameterized(PageBody.class, item);
  }

  /**
   * Normalizes the collections.
   *
   * @param page {@code page}
   * @param size {@code size}
   * @param total {@code total}
   * @param totalPages {@code total_pages}
   * @param hasNextPage {@code has_next_page}
   * @param hasPreviousPage {@code has_previous_page}
   * @param items {@code items}
   * @param additionalProperties unknown fields
   */
  public PageBody {
    items = Immutables.list(items);
    additionalProperties = Immutables.jsonObject(additionalProperties);
  }
}
