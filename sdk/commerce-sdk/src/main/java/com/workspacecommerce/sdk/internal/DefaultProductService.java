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
  private static final ObjectReader PRODUCT = Json.readerFor(Product.class);
  private static final ObjectReader PAGE =
      Json.MAPPER.readerFor(new TypeReference<PageBody<Product>>() {});
  private static final String[] PRODUCTS = {"products"};

  private final ApiClient api;
  private final WithRawResponse raw = new Raw();

  DefaultProductService(ApiClient api) {
    this.api = api;
  }

  @Override
  public Page<Product> list(ProductListParams params, RequestOptions options) {
    return api.execute(listOp(params, options, this::list));
  }

  @Override
  public Product get(String id, RequestOptions options) {
    return api.execute(getOp(id, options));
  }

  @Override
  public WithRawResponse withRawResponse() {
    return raw;
  }

  /**
   * {@code GET /products}, its arguments checked; only the query parameters that were set are sent,
   * in order. The value is made by {@code toValue} from the page's envelope and the function that
   * lists another page with the same parameters and options.
   */
  static <T> Operation<PageBody<Product>, T> listOp(
      ProductListParams params, RequestOptions options, PageMaker<T> toValue) {
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
    Function<PageBody<Product>, T> convert = body -> toValue.make(body, params, options);
    return new Operation<>(
        "GET",
        PRODUCTS,
        query.toArray(new String[0]),
        null,
        PAGE,
        "Page of products",
        options,
        convert);
  }

  /** Builds the value of a list: a page (sync) or an async page. */
  @FunctionalInterface
  interface PageMaker<T> {
    T make(PageBody<Product> body, ProductListParams params, RequestOptions options);
  }

  /** {@code GET /products/{id}}, its arguments checked. */
  static Operation<Product, Product> getOp(String id, RequestOptions options) {
    Checks.uuid(id, "id");
    Checks.notNull(options, "options");
    return Operation.of("GET", new String[] {"products", id}, null, PRODUCT, "Product", options);
  }

  /** A sync page whose next pages are listed with the same parameters and options. */
  private Page<Product> list(
      PageBody<Product> body, ProductListParams params, RequestOptions options) {
    return page(body, params, next -> list(params.toBuilder().page(next).build(), options));
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

  /** The metadata view: the same operations through {@link ApiClient#executeRaw}. */
  private final class Raw implements WithRawResponse {
    @Override
    public CommerceResponse<Page<Product>> list(ProductListParams params, RequestOptions options) {
      return api.executeRaw(listOp(params, options, DefaultProductService.this::list));
    }

    @Override
    public CommerceResponse<Product> get(String id, RequestOptions options) {
      return api.executeRaw(getOp(id, options));
    }
  }
}
