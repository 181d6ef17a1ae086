package com.workspacecommerce.sdk.internal;

import com.workspacecommerce.sdk.AsyncPage;
import com.workspacecommerce.sdk.AsyncProductService;
import com.workspacecommerce.sdk.CommerceResponse;
import com.workspacecommerce.sdk.Page;
import com.workspacecommerce.sdk.RequestOptions;
import com.workspacecommerce.sdk.models.Product;
import com.workspacecommerce.sdk.params.ProductListParams;
import java.util.concurrent.CompletableFuture;
import java.util.function.IntFunction;

/** The SDK's {@link AsyncProductService}: the sync service's operations, run asynchronously. */
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
  public CompletableFuture<AsyncPage<Product>> list(
      ProductListParams params, RequestOptions options) {
    return api.executeAsync(DefaultProductService.listOp(params, options, this::page));
  }

  @Override
  public CompletableFuture<Product> get(String id, RequestOptions options) {
    return api.executeAsync(DefaultProductService.getOp(id, options));
  }

  @Override
  public WithRawResponse withRawResponse() {
    return raw;
  }

  /** An async page whose next pages are listed with the same parameters and options. */
  private AsyncPage<Product> page(
      PageBody<Product> body, ProductListParams params, RequestOptions options) {
    return AsyncPage.of(
        DefaultProductService.page(body, params, NO_SYNC_FETCH),
        next -> list(params.toBuilder().page(next).build(), options));
  }

  /** The metadata view: the same operations through {@link ApiClient#executeAsyncRaw}. */
  private final class Raw implements WithRawResponse {
    @Override
    public CompletableFuture<CommerceResponse<AsyncPage<Product>>> list(
        ProductListParams params, RequestOptions options) {
      return api.executeAsyncRaw(
          DefaultProductService.listOp(params, options, DefaultAsyncProductService.this::page));
    }

    @Override
    public CompletableFuture<CommerceResponse<Product>> get(String id, RequestOptions options) {
      return api.executeAsyncRaw(DefaultProductService.getOp(id, options));
    }
  }
}
