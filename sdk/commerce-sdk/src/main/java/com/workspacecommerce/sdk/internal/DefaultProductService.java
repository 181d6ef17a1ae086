package com.workspacecommerce.sdk.internal;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectReader;
import com.workspacecommerce.sdk.CommerceResponse;
import com.workspacecommerce.sdk.Page;
import com.workspacecommerce.sdk.ProductService;
import com.workspacecommerce.sdk.RequestOptions;
import com.workspacecommerce.sdk.models.Product;
import com.workspacecommerce.sdk.params.ProductListParams;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import java.util.function.IntFunction;

/** The SDK's {@link ProductService}: checks the arguments, then calls the API. */
final class DefaultProductService implements ProductService {
  static final ObjectReader PRODUCT = Json.readerFor(Product.class);
  static final ObjectReader PAGE = Json.MAPPER.readerFor(new TypeReference<PageBody<Product>>() {});
  static final String[] PRODUCTS = {"products"};
  static final String PAGE_RESOURCE = "Page of products";

  private final ApiClient api;
  private final WithRawResponse raw = new Raw();

  DefaultProductService(ApiClient api) {
    this.api = api;
  }

  @Override
  public Page<Product> list(ProductListParams params, RequestOptions options) {
    String[] query = query(params, options);
    PageBody<Product> body =
        api.execute("GET", PRODUCTS, query, null, PAGE, PAGE_RESOURCE, options);
    return page(body, params, nextPages(params, options));
  }

  @Override
  public Product get(String id, RequestOptions options) {
    return api.execute("GET", productPath(id, options), null, null, PRODUCT, "Product", options);
  }

  @Override
  public WithRawResponse withRawResponse() {
    return raw;
  }

  private IntFunction<Page<Product>> nextPages(ProductListParams params, RequestOptions options) {
    return next -> list(params.toBuilder().page(next).build(), options);
  }

  /** Checks the arguments of a list and returns its query, only what was set, in order. */
  static String[] query(ProductListParams params, RequestOptions options) {
    Checks.notNull(params, "params");
    Checks.notNull(options, "options");
    List<String> query = new ArrayList<>(8);
    if (params.page() != null) {
      query.add("page");
      query.add(params.page().toString());
    }
    if (params.limit() != null) {
      query.add("limit");
      query.add(params.limit().toString());
    }
    if (params.sortBy() != null) {
      query.add("sort_by");
      query.add(params.sortBy());
    }
    if (params.sortOrder() != null) {
      query.add("sort_order");
      query.add(params.sortOrder().value());
    }
    return query.toArray(new String[0]);
  }

  /** Checks the arguments of a get and returns its path. */
  static String[] productPath(String id, RequestOptions options) {
    Checks.uuid(id, "id");
    Checks.notNull(options, "options");
    return new String[] {"products", id};
  }

  /**
   * Turns the decoded envelope into a page, filling what the server left out from what was asked
   * (the spec marks no envelope field required).
   */
  static <T> Page<T> page(PageBody<T> body, ProductListParams params, IntFunction<Page<T>> next) {
    int requested = params.page() != null ? params.page() : ProductListParams.MIN_PAGE;
    int page = body.page() != null ? body.page() : requested;
    int totalPages = body.totalPages() != null ? body.totalPages() : 0;
    boolean hasNext = body.hasNextPage() != null ? body.hasNextPage() : page < totalPages;
    boolean hasPrevious = body.hasPreviousPage() != null ? body.hasPreviousPage() : page > 1;
    return Page.of(
        page,
        body.size() != null ? body.size() : body.items().size(),
        body.total() != null ? body.total() : 0L,
        totalPages,
        hasNext,
        hasPrevious,
        body.items(),
        body.additionalProperties(),
        next);
  }

  /** The metadata view: the same calls through {@link ApiClient#executeRaw}. */
  private final class Raw implements WithRawResponse {
    @Override
    public CommerceResponse<Page<Product>> list(ProductListParams params, RequestOptions options) {
      String[] query = query(params, options);
      Function<PageBody<Product>, Page<Product>> toPage =
          body -> page(body, params, nextPages(params, options));
      return api.executeRaw("GET", PRODUCTS, query, null, PAGE, PAGE_RESOURCE, options, toPage);
    }

    @Override
    public CommerceResponse<Product> get(String id, RequestOptions options) {
      return api.executeRaw(
          "GET",
          productPath(id, options),
          null,
          null,
          PRODUCT,
          "Product",
          options,
          Function.<Product>identity());
    }
  }
}
