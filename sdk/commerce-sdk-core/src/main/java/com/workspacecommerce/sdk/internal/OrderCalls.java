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

/**
 * The SDK's order operations, written once: each method checks its arguments, describes the call as
 * an {@link Operation}, and hands it to the mode's runner ({@link ApiClient#execute}, {@link
 * ApiClient#executeRaw}, {@link ApiClient#executeAsync} or {@link ApiClient#executeAsyncRaw}).
 *
 * @param <R> what a call returns in the mode
 */
class OrderCalls<R> implements OrderOperations<R> {
  static final Endpoint CREATE =
      new Endpoint("orders.create", "POST", "/orders", JsonType.of(Order.class), "Order");
  static final Endpoint GET =
      new Endpoint("orders.get", "GET", "/orders/{id}", CREATE.type(), "Order");

  private static final String[] ORDERS = {"orders"};

  private final Function<Operation<Order, Order>, R> run;

  private OrderCalls(Function<Operation<Order, Order>, R> run) {
    this.run = run;
  }

  static OrderService sync(ApiClient api) {
    return new Sync(api);
  }

  static AsyncOrderService async(ApiClient api) {
    return new Async(api);
  }

  @Override
  public R create(OrderCreateParams params, RequestOptions options) {
    Checks.notNull(params, "params");
    Checks.notNull(options, "options");
    return run.apply(Operation.of(CREATE, ORDERS, params, options));
  }

  @Override
  public R get(String id, RequestOptions options) {
    Checks.uuid(id, "id");
    Checks.notNull(options, "options");
    return run.apply(Operation.of(GET, new String[] {"orders", id}, null, options));
  }

  private static final class Sync extends OrderCalls<Order> implements OrderService {
    private final WithRawResponse raw;

    Sync(ApiClient api) {
      super(api::execute);
      raw = new Raw(api);
    }

    @Override
    public WithRawResponse withRawResponse() {
      return raw;
    }
  }

  private static final class Raw extends OrderCalls<CommerceResponse<Order>>
      implements OrderService.WithRawResponse {
    Raw(ApiClient api) {
      super(api::executeRaw);
    }
  }

  private static final class Async extends OrderCalls<CompletableFuture<Order>>
      implements AsyncOrderService {
    private final WithRawResponse raw;

    Async(ApiClient api) {
      super(api::executeAsync);
      raw = new AsyncRaw(api);
    }

    @Override
    public WithRawResponse withRawResponse() {
      return raw;
    }
  }

  private static final class AsyncRaw extends OrderCalls<CompletableFuture<CommerceResponse<Order>>>
      implements AsyncOrderService.WithRawResponse {
    AsyncRaw(ApiClient api) {
      super(api::executeAsyncRaw);
    }
  }
}
