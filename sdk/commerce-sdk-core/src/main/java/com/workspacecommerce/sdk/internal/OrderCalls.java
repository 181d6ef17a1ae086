package com.workspacecommerce.sdk.internal;

import com.workspacecommerce.sdk.AsyncOrderService;
import com.workspacecommerce.sdk.CommerceResponse;
import com.workspacecommerce.sdk.OrderOperations;
import com.workspacecommerce.sdk.OrderService;
import com.workspacecommerce.sdk.RequestOptions;
import com.workspacecommerce.sdk.internal.spi.JsonType;
import com.workspacecommerce.sdk.models.Order;
import com.workspacecommerce.sdk.params.OrderCreateParams;
import java.util.concurrent.CompletableFuture;
import java.util.function.Function;
import org.jspecify.annotations.Nullable;

/**
 * The SDK's order operations, written once: each method checks its arguments, describes the call as
 * an {@link Operation}, and hands it to the mode's runner (see {@link ResourceCalls}).
 *
 * @param <R> what a call returns in the mode
 * @param <W> the mode's raw view
 */
class OrderCalls<R, W> extends ResourceCalls<Order, R, W> implements OrderOperations<R> {
  static final Endpoint CREATE =
      new Endpoint("orders.create", "POST", "/orders", JsonType.of(Order.class), "Order");
  static final Endpoint GET =
      new Endpoint("orders.get", "GET", "/orders/{id}", CREATE.type(), "Order");

  private static final String[] ORDERS = {"orders"};

  private OrderCalls(Function<Operation<Order, Order>, R> run, @Nullable W raw) {
    super(run, raw);
  }

  @Override
  public R create(OrderCreateParams params, RequestOptions options) {
    Checks.notNull(params, "params");
    return run.apply(Operation.of(CREATE, ORDERS, params, options));
  }

  @Override
  public R get(String id, RequestOptions options) {
    Checks.uuid(id, "id");
    return run.apply(Operation.of(GET, new String[] {"orders", id}, null, options));
  }

  /** Orders, blocking. */
  static final class Sync extends OrderCalls<Order, OrderService.WithRawResponse>
      implements OrderService {
    Sync(ApiClient api) {
      super(api::execute, new Raw(api));
    }
  }

  private static final class Raw extends OrderCalls<CommerceResponse<Order>, Void>
      implements OrderService.WithRawResponse {
    Raw(ApiClient api) {
      super(api::executeRaw, null);
    }
  }

  /** Orders, as futures. */
  static final class Async
      extends OrderCalls<CompletableFuture<Order>, AsyncOrderService.WithRawResponse>
      implements AsyncOrderService {
    Async(ApiClient api) {
      super(api::executeAsync, new AsyncRaw(api));
    }
  }

  private static final class AsyncRaw
      extends OrderCalls<CompletableFuture<CommerceResponse<Order>>, Void>
      implements AsyncOrderService.WithRawResponse {
    AsyncRaw(ApiClient api) {
      super(api::executeAsyncRaw, null);
    }
  }
}
