package com.workspacecommerce.sdk.internal;

import com.fasterxml.jackson.databind.ObjectReader;
import com.workspacecommerce.sdk.CommerceResponse;
import com.workspacecommerce.sdk.OrderService;
import com.workspacecommerce.sdk.RequestOptions;
import com.workspacecommerce.sdk.models.Order;
import com.workspacecommerce.sdk.params.OrderCreateParams;

/** The SDK's {@link OrderService}: checks the arguments, then calls the API. */
final class DefaultOrderService implements OrderService {
  private static final ObjectReader ORDER = Json.readerFor(Order.class);
  private static final String[] ORDERS = {"orders"};

  private final ApiClient api;
  private final WithRawResponse raw = new Raw();

  DefaultOrderService(ApiClient api) {
    this.api = api;
  }

  @Override
  public Order create(OrderCreateParams params, RequestOptions options) {
    return api.execute(createOp(params, options));
  }

  @Override
  public Order get(String id, RequestOptions options) {
    return api.execute(getOp(id, options));
  }

  @Override
  public WithRawResponse withRawResponse() {
    return raw;
  }

  /** {@code POST /orders}, its arguments checked. */
  static Operation<Order, Order> createOp(OrderCreateParams params, RequestOptions options) {
    Checks.notNull(params, "params");
    Checks.notNull(options, "options");
    return Operation.of("POST", ORDERS, params, ORDER, "Order", options);
  }

  /** {@code GET /orders/{id}}, its arguments checked. */
  static Operation<Order, Order> getOp(String id, RequestOptions options) {
    Checks.uuid(id, "id");
    Checks.notNull(options, "options");
    return Operation.of("GET", new String[] {"orders", id}, null, ORDER, "Order", options);
  }

  /** The metadata view: the same operations through {@link ApiClient#executeRaw}. */
  private final class Raw implements WithRawResponse {
    @Override
    public CommerceResponse<Order> create(OrderCreateParams params, RequestOptions options) {
      return api.executeRaw(createOp(params, options));
    }

    @Override
    public CommerceResponse<Order> get(String id, RequestOptions options) {
      return api.executeRaw(getOp(id, options));
    }
  }
}
