package com.workspacecommerce.sdk.internal;

import com.workspacecommerce.sdk.AsyncOrderService;
import com.workspacecommerce.sdk.CommerceResponse;
import com.workspacecommerce.sdk.RequestOptions;
import com.workspacecommerce.sdk.models.Order;
import com.workspacecommerce.sdk.params.OrderCreateParams;
import java.util.concurrent.CompletableFuture;

/** The SDK's {@link AsyncOrderService}: the sync service's operations, run asynchronously. */
final class DefaultAsyncOrderService implements AsyncOrderService {
  private final ApiClient api;
  private final WithRawResponse raw = new Raw();

  DefaultAsyncOrderService(ApiClient api) {
    this.api = api;
  }

  @Override
  public CompletableFuture<Order> create(OrderCreateParams params, RequestOptions options) {
    return api.executeAsync(DefaultOrderService.createOp(params, options));
  }

  @Override
  public CompletableFuture<Order> get(String id, RequestOptions options) {
    return api.executeAsync(DefaultOrderService.getOp(id, options));
  }

  @Override
  public WithRawResponse withRawResponse() {
    return raw;
  }

  /** The metadata view: the same operations through {@link ApiClient#executeAsyncRaw}. */
  private final class Raw implements WithRawResponse {
    @Override
    public CompletableFuture<CommerceResponse<Order>> create(
        OrderCreateParams params, RequestOptions options) {
      return api.executeAsyncRaw(DefaultOrderService.createOp(params, options));
    }

    @Override
    public CompletableFuture<CommerceResponse<Order>> get(String id, RequestOptions options) {
      return api.executeAsyncRaw(DefaultOrderService.getOp(id, options));
    }
  }
}
