package com.workspacecommerce.sdk.internal;

import com.workspacecommerce.sdk.AsyncOrderService;
import com.workspacecommerce.sdk.CommerceResponse;
import com.workspacecommerce.sdk.RequestOptions;
import com.workspacecommerce.sdk.models.Order;
import com.workspacecommerce.sdk.params.OrderCreateParams;
import java.util.concurrent.CompletableFuture;
import java.util.function.Function;

/** The SDK's {@link AsyncOrderService}: the same checks and calls as the sync one, async. */
final class DefaultAsyncOrderService implements AsyncOrderService {
  private final ApiClient api;
  private final WithRawResponse raw = new Raw();

  DefaultAsyncOrderService(ApiClient api) {
    this.api = api;
  }

  @Override
  public WithRawResponse withRawResponse() {
    return raw;
  }

  /** The metadata view: the same calls through {@link ApiClient#executeAsyncRaw}. */
  private final class Raw implements WithRawResponse {
    @Override
    public CompletableFuture<CommerceResponse<Order>> create(
        OrderCreateParams params, RequestOptions options) {
      DefaultOrderService.checkCreate(params, options);
      return api.executeAsyncRaw(
          "POST",
          DefaultOrderService.ORDERS,
          null,
          params,
          DefaultOrderService.ORDER,
          "Order",
          options,
          Function.<Order>identity());
    }

    @Override
    public CompletableFuture<CommerceResponse<Order>> get(String id, RequestOptions options) {
      return api.executeAsyncRaw(
          "GET",
          DefaultOrderService.orderPath(id, options),
          null,
          null,
          DefaultOrderService.ORDER,
          "Order",
          options,
          Function.<Order>identity());
    }
  }

  @Override
  public CompletableFuture<Order> create(OrderCreateParams params, RequestOptions options) {
    DefaultOrderService.checkCreate(params, options);
    return api.executeAsync(
        "POST",
        DefaultOrderService.ORDERS,
        null,
        params,
        DefaultOrderService.ORDER,
        "Order",
        options,
        Function.<Order>identity());
  }

  @Override
  public CompletableFuture<Order> get(String id, RequestOptions options) {
    return api.executeAsync(
        "GET",
        DefaultOrderService.orderPath(id, options),
        null,
        null,
        DefaultOrderService.ORDER,
        "Order",
        options,
        Function.<Order>identity());
  }
}
