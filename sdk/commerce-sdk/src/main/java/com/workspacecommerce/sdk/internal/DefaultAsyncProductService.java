package com.workspacecommerce.sdk.internal;

import com.workspacecommerce.sdk.AsyncPage;
import com.workspacecommerce.sdk.AsyncProductService;
import com.workspacecommerce.sdk.CommerceResponse;
import com.workspacecommerce.sdk.Page;
import com.workspacecommerce.sdk.RequestOptions;
import com.workspacecommerce.sdk.models.Product;
import com.workspacecommerce.sdk.params.ProductListParams;
import java.util.concurrent.CompletableFuture;
import java.util.function.Function;
import java.util.function.IntFunction;

/** The SDK's {@link AsyncProductService}: the same checks and calls as the sync one, async. */
final class DefaultAsyncProductService implements AsyncProductService {
  /** An async page's envelope is never asked for its next page: the async page fetches. */
  private static final IntFunction<Page<Product>> NO_SYNC_FETCH =
      n -> {
        throw new UnsupportedOperationException("fetch the next page with AsyncPage.nextPage()");
      };

  private final ApiClient api;
  private final WithRawResponse raw = new Raw();

  DefaultAsyncProductService(ApiClient api) {
    this.api = api;
  }

  @Override
  public WithRawResponse withRawResponse() {
    return raw;
  }

  private Function<PageBody<Product>, AsyncPage<Product>> toPage(
      ProductListParams params, RequestOptions options) {
    return body ->
        AsyncPage.of(
            DefaultProductService.page(body, params, NO_SYNC_FETCH),
            next -> list(params.toBuilder().page(next).build(), options));
  }

  /** The metadata view: the same calls through {@link ApiClient#executeAsyncRaw}. */
  private final class Raw implements WithRawResponse {
    @Override
    public CompletableFuture<CommerceResponse<AsyncPage<Product>>> list(
        ProductListParams params, RequestOptions options) {
      String[] query = DefaultProductService.query(params, options);
      return api.executeAsyncRaw(
          "GET",
          DefaultProductService.PRODUCTS,
          query,
          null,
          DefaultProductService.PAGE,
          DefaultProductService.PAGE_RESOURCE,
          options,
          toPage(params, options));
    }

    @Override
    public CompletableFuture<CommerceResponse<Product>> get(String id, RequestOptions options) {
      return api.executeAsyncRaw(
          "GET",
          DefaultProductService.productPath(id, options),
          null,
          null,
          DefaultProductService.PRODUCT,
          "Product",
          options,
          Function.<Product>identity());
    }
  }

  @Override
  public CompletableFuture<AsyncPage<Product>> list(
      ProductListParams params, RequestOptions options) {
    String[] query = DefaultProductService.query(params, options);
    return api.executeAsync(
        "GET",
        DefaultProductService.PRODUCTS,
        query,
        null,
        DefaultProductService.PAGE,
        DefaultProductService.PAGE_RESOURCE,
        options,
        toPage(params, options));
  }

  @Override
  public CompletableFuture<Product> get(String id, RequestOptions options) {
    return api.executeAsync(
        "GET",
        DefaultProductService.productPath(id, options),
        null,
        null,
        DefaultProductService.PRODUCT,
        "Product",
        options,
        Function.<Product>identity());
  }
}
