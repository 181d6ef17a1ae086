package com.workspacecommerce.sdk.internal;

import com.fasterxml.jackson.databind.ObjectReader;
import com.workspacecommerce.sdk.CommerceResponse;
import com.workspacecommerce.sdk.OrderService;
import com.workspacecommerce.sdk.RequestOptions;
import com.workspacecommerce.sdk.models.Order;
import com.workspacecommerce.sdk.params.OrderCreateParams;
import java.util.function.Function;

/** The SDK's {@link OrderService}: checks the arguments, then calls the API. */
final class DefaultOrderService implements OrderService {
  static final ObjectReader ORDER = Json.readerFor(Order.class);
  static final String[] ORDERS = {"orders"};

  private final ApiClient api;
  private final WithRawResponse raw = new Raw();

  DefaultOrderService(ApiClient api) {
    this.api = api;
  }

  @Override
  public Order create(OrderCreateParams params, RequestOptions options) {
    checkCreate(params, options);
    return api.execute("POST", ORDERS, null, params, ORDER, "Order", options);
  }

  @Override
  public Order get(String id, RequestOptions options) {
    return api.execute("GET", orderPath(id, options), null, null, ORDER, "Order", options);
  }

  @Override
  public WithRawResponse withRawResponse() {
    return raw;
  }

  static void checkCreate(OrderCreateParams params, RequestOptions options) {
    Checks.notNull(params, "params");
    Checks.notNull(options, "options");
  }

  /** Checks the arguments of a get and returns its path. */
  static String[] orderPath(String id, RequestOptions options) {
    Checks.uuid(id, "id");
    Checks.notNull(options, "options");
    return new String[] {"orders", id};
  }

  /** The metadata view: the same calls through {@link ApiClient#executeRaw}. */
  private final class Raw implements WithRawResponse {
    @Override
    public CommerceResponse<Order> create(OrderCreateParams params, RequestOptions options) {
      checkCreate(params, options);
      return api.executeRaw(
          "POST", ORDERS, null, params, ORDER, "Order", options, Function.<Order>identity());
    }

    @Override
    public CommerceResponse<Order> get(String id, RequestOptions options) {
      return api.executeRaw(
          "GET",
          orderPath(id, options),
          null,
          null,
          ORDER,
          "Order",
          options,
          Function.<Order>identity());
    }
  }
}
