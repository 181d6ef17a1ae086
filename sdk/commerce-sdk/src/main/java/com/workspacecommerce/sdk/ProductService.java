package com.workspacecommerce.sdk;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectReader;
import com.workspacecommerce.sdk.internal.ApiClient;
import com.workspacecommerce.sdk.internal.Checks;
import com.workspacecommerce.sdk.internal.Json;
import com.workspacecommerce.sdk.internal.PageBody;
import com.workspacecommerce.sdk.models.Product;
import com.workspacecommerce.sdk.params.ProductListParams;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;

/**
 * The product catalog of the workspace: list it in pages, get one product. Obtain it from {@link
 * CommerceClient#products()}; thread-safe.
 */
public final class ProductService {
  private static final ObjectReader PRODUCT = Json.readerFor(Product.class);
  private static final ObjectReader PAGE =
      Json.MAPPER.readerFor(new TypeReference<PageBody<Product>>() {});
  private static final String[] PRODUCTS = {"products"};

  private final ApiClient api;

  ProductService(ApiClient api) {
    this.api = api;
  }

  /**
   * Lists the first page of products with the server's defaults ({@code GET /products}).
   *
   * @return the page; call {@link Page#autoPager()} to walk all products
   */
  public Page<Product> list() {
    return list(ProductListParams.none(), RequestOptions.none());
  }

  /**
   * Lists the first page of products with the server's defaults and per-request options.
   *
   * @param options per-request options, which also apply to the following pages
   * @return the page
   */
  public Page<Product> list(RequestOptions options) {
    return list(ProductListParams.none(), options);
  }

  /**
   * Lists one page of products.
   *
   * @param params page, limit and sort; only what was set is sent
   * @return the page; call {@link Page#autoPager()} to walk this and all following pages
   */
  public Page<Product> list(ProductListParams params) {
    return list(params, RequestOptions.none());
  }

  /**
   * Lists one page of products with per-request options, which also apply to the following pages
   * fetched through the returned page.
   *
   * @param params page, limit and sort; only what was set is sent
   * @param options per-request options
   * @return the page
   */
  public Page<Product> list(ProductListParams params, RequestOptions options) {
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
    PageBody<Product> body =
        api.execute(
            "GET", PRODUCTS, query.toArray(new String[0]), null, PAGE, "Page of products", options);
    int requested = params.page() != null ? params.page() : ProductListParams.MIN_PAGE;
    int page = body.page() != null ? body.page() : requested;
    int totalPages = body.totalPages() != null ? body.totalPages() : 0;
    boolean hasNext = body.hasNextPage() != null ? body.hasNextPage() : page < totalPages;
    boolean hasPrevious = body.hasPreviousPage() != null ? body.hasPreviousPage() : page > 1;
    return new Page<>(
        page,
        body.size() != null ? body.size() : body.items().size(),
        body.total() != null ? body.total() : 0L,
        totalPages,
        hasNext,
        hasPrevious,
        body.items(),
        body.additionalProperties(),
        next -> list(params.toBuilder().page(next).build(), options));
  }

  /**
   * Gets a product by id ({@code GET /products/{id}}).
   *
   * @param id the product id, canonical UUID text
   * @return the product
   * @throws IllegalArgumentException when id is not a UUID (nothing is sent)
   */
  public Product get(String id) {
    return get(id, RequestOptions.none());
  }

  /**
   * Gets a product by id with per-request options.
   *
   * @param id the product id, canonical UUID text
   * @param options per-request options
   * @return the product
   */
  public Product get(String id, RequestOptions options) {
    Checks.uuid(id, "id");
    Checks.notNull(options, "options");
    return api.execute(
        "GET", new String[] {"products", id}, null, null, PRODUCT, "Product", options);
  }

  /**
   * Gets a product by id.
   *
   * @param id the product id
   * @return the product
   */
  public Product get(UUID id) {
    return get(Checks.notNull(id, "id").toString(), RequestOptions.none());
  }

  /**
   * Gets a product by id with per-request options.
   *
   * @param id the product id
   * @param options per-request options
   * @return the product
   */
  public Product get(UUID id, RequestOptions options) {
    return get(Checks.notNull(id, "id").toString(), options);
  }
}
