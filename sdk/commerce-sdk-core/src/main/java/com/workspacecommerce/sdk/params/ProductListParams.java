package com.workspacecommerce.sdk.params;

import com.workspacecommerce.sdk.internal.Checks;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * Query parameters of {@code GET /products}. Immutable; build with {@link #builder()}.
 *
 * <p>Only the parameters that were set are sent, so the server's defaults apply to the rest (page
 * 1, limit 20, sort by {@code createdAt}, descending). Bounds are checked by {@link
 * Builder#build()} before anything is sent.
 */
public final class ProductListParams {
  /**
   * The query parameters of {@link ProductListParams}, for {@link #isSet(Field)}, the same way of
   * asking as on every params class (see {@link OrderCreateParams.Field} for why an enum).
   */
  public enum Field {
    /** {@code page}. */
    PAGE("page"),
    /** {@code limit}. */
    LIMIT("limit"),
    /** {@code sort_by}. */
    SORT_BY("sort_by"),
    /** {@code sort_order}. */
    SORT_ORDER("sort_order");

    private final String queryName;

    Field(String queryName) {
      this.queryName = queryName;
    }

    /**
     * The name of the query parameter.
     *
     * @return the name, such as {@code sort_by}
     */
    public String queryName() {
      return queryName;
    }
  }

  /** The least page number the API accepts. */
  public static final int MIN_PAGE = 1;

  /** The least page size the API accepts. */
  public static final int MIN_LIMIT = 1;

  /** The greatest page size the API accepts. */
  public static final int MAX_LIMIT = 100;

  private static final ProductListParams NONE = new Builder().build();

  private final @Nullable Integer page;
  private final @Nullable Integer limit;
  private final @Nullable String sortBy;
  private final @Nullable SortOrder sortOrder;

  private ProductListParams(Builder b) {
    this.page = b.page;
    this.limit = b.limit;
    this.sortBy = b.sortBy;
    this.sortOrder = b.sortOrder;
  }

  /**
   * @return a new builder with nothing set
   */
  public static Builder builder() {
    return new Builder();
  }

  /**
   * @return parameters with nothing set: the server's defaults apply
   */
  public static ProductListParams none() {
    return NONE;
  }

  /**
   * @return a builder holding these parameters, to derive others
   */
  public Builder toBuilder() {
    Builder b = new Builder();
    b.page = page;
    b.limit = limit;
    b.sortBy = sortBy;
    b.sortOrder = sortOrder;
    return b;
  }

  /**
   * Tells whether a parameter will be sent.
   *
   * @param field the parameter
   * @return true when it was set
   */
  public boolean isSet(Field field) {
    switch (Checks.notNull(field, "field")) {
      case PAGE:
        return page != null;
      case LIMIT:
        return limit != null;
      case SORT_BY:
        return sortBy != null;
      default:
        return sortOrder != null;
    }
  }

  /**
   * @return the page number ({@code page}), or null when not set
   */
  public @Nullable Integer page() {
    return page;
  }

  /**
   * @return the page size ({@code limit}), or null when not set
   */
  public @Nullable Integer limit() {
    return limit;
  }

  /**
   * @return the sort field ({@code sort_by}), or null when not set
   */
  public @Nullable String sortBy() {
    return sortBy;
  }

  /**
   * @return the sort direction ({@code sort_order}), or null when not set
   */
  public @Nullable SortOrder sortOrder() {
    return sortOrder;
  }

  @Override
  public boolean equals(@Nullable Object o) {
    return o instanceof ProductListParams
        && Objects.equals(page, ((ProductListParams) o).page)
        && Objects.equals(limit, ((ProductListParams) o).limit)
        && Objects.equals(sortBy, ((ProductListParams) o).sortBy)
        && sortOrder == ((ProductListParams) o).sortOrder;
  }

  @Override
  public int hashCode() {
    return Objects.hash(page, limit, sortBy, sortOrder);
  }

  @Override
  public String toString() {
    return "ProductListParams{page="
        + page
        + ", limit="
        + limit
        + ", sortBy="
        + sortBy
        + ", sortOrder="
        + sortOrder
        + '}';
  }

  /** Builds {@link ProductListParams}. Not thread-safe; the built value is. */
  public static final class Builder {
    private @Nullable Integer page;
    private @Nullable Integer limit;
    private @Nullable String sortBy;
    private @Nullable SortOrder sortOrder;

    private Builder() {}

    /**
     * Sets the page number, at least {@value ProductListParams#MIN_PAGE}.
     *
     * @param page the 1-based page number
     * @return this builder
     */
    public Builder page(int page) {
      this.page = page;
      return this;
    }

    /**
     * Sets the page size, from {@value ProductListParams#MIN_LIMIT} to {@value
     * ProductListParams#MAX_LIMIT}.
     *
     * @param limit items per page
     * @return this builder
     */
    public Builder limit(int limit) {
      this.limit = limit;
      return this;
    }

    /**
     * Sets the field to sort by, such as {@code createdAt} (the server's default). The spec does
     * not list the allowed values, so any non-blank text is sent as given; null unsets it.
     *
     * @param sortBy the sort field, or null
     * @return this builder
     */
    public Builder sortBy(@Nullable String sortBy) {
      this.sortBy = sortBy;
      return this;
    }

    /**
     * Sets the sort direction; null unsets it.
     *
     * @param sortOrder the direction, or null
     * @return this builder
     */
    public Builder sortOrder(@Nullable SortOrder sortOrder) {
      this.sortOrder = sortOrder;
      return this;
    }

    /**
     * Checks the bounds and builds the parameters.
     *
     * @return the parameters
     * @throws IllegalArgumentException when page is below 1, limit is outside 1..100, or sortBy is
     *     blank
     */
    public ProductListParams build() {
      if (page != null) {
        Checks.range(page, MIN_PAGE, Integer.MAX_VALUE, "page");
      }
      if (limit != null) {
        Checks.range(limit, MIN_LIMIT, MAX_LIMIT, "limit");
      }
      if (sortBy != null) {
        Checks.notBlank(sortBy, "sortBy");
      }
      return new ProductListParams(this);
    }
  }
}
