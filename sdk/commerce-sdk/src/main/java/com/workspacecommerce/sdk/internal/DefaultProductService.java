package com.workspacecommerce.sdk.internal;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectReader;
import com.workspacecommerce.sdk.Page;
import com.workspacecommerce.sdk.ProductService;
import com.workspacecommerce.sdk.RequestOptions;
import com.workspacecommerce.sdk.models.Product;
import com.workspacecommerce.sdk.params.ProductListParams;
import java.util.ArrayList;
import java.util.List;

/** The SDK's {@link ProductService}: checks the arguments, then calls the API. */
final class DefaultProductService implements ProductService {
  private static final ObjectReader PRODUCT = Json.readerFor(Product.class);
  private static final ObjectReader PAGE =
      Json.MAPPER.readerFor(new TypeReference<PageBody<Product>>() {});
  private static final String[] PRODUCTS = {"products"};

  private final ApiClient api;

  DefaultProductService(ApiClient api) {
    this.api = api;
  }

  @Override
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
    return Page.of(
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

  @Override
  public Product get(String id, RequestOptions options) {
    Checks.uuid(id, "id");
    Checks.notNull(options, "options");
    return api.execute(
        "GET", new String[] {"products", id}, null, null, PRODUCT, "Product", options);
  }
}
