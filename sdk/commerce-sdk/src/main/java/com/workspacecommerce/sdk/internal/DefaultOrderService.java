package com.workspacecommerce.sdk.internal;

import com.fasterxml.jackson.databind.ObjectReader;
import com.workspacecommerce.sdk.OrderService;
import com.workspacecommerce.sdk.RequestOptions;
import com.workspacecommerce.sdk.models.Order;
import com.workspacecommerce.sdk.params.OrderCreateParams;

/** The SDK's {@link OrderService}: checks the arguments, then calls the API. */
final class DefaultOrderService implements OrderService {
  private static final ObjectReader ORDER = Json.readerFor(Order.class);
  private static final String[] ORDERS = {"orders"};

  private final ApiClient api;

  DefaultOrderService(ApiClient api) {
    this.api = api;
  }

  @Override
  public Order create(OrderCreateParams params, RequestOptions options) {
    Checks.notNull(params, "params");
    Checks.notNull(options, "options");
    return api.execute("POST", ORDERS, null, params, ORDER, "Order", options);
  }

  @Override
  public Order get(String id, RequestOptions options) {
    Checks.uuid(id, "id");
    Checks.notNull(options, "options");
    return api.execute("GET", new String[] {"orders", id}, null, null, ORDER, "Order", options);
  }
}
