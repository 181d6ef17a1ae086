package com.workspacecommerce.sdk;

import com.fasterxml.jackson.databind.ObjectReader;
import com.workspacecommerce.sdk.internal.ApiClient;
import com.workspacecommerce.sdk.internal.Checks;
import com.workspacecommerce.sdk.internal.Json;
import com.workspacecommerce.sdk.models.Order;
import com.workspacecommerce.sdk.params.OrderCreateParams;
import java.util.UUID;

/**
 * The orders of the workspace: create one, get one. Obtain it from {@link
 * CommerceClient#orders()}; thread-safe. The API has no list or delete of orders.
 */
public final class OrderService {
  private static final ObjectReader ORDER = Json.readerFor(Order.class);
  private static final String[] ORDERS = {"orders"};

  private final ApiClient api;

  OrderService(ApiClient api) {
    this.api = api;
  }

  /**
   * Creates an order ({@code POST /orders}). Not retried after a timeout or a 5xx, since the
   * order may exist; pass an idempotency key with {@link #create(OrderCreateParams,
   * RequestOptions)} to make retries safe.
   *
   * @param params the order to create
   * @return the created order
   * @throws com.workspacecommerce.sdk.errors.CommerceException when the call fails
   */
  public Order create(OrderCreateParams params) {
    return create(params, RequestOptions.none());
  }

  /**
   * Creates an order with per-request options; see {@link #create(OrderCreateParams)}.
   *
   * @param params the order to create
   * @param options per-request options
   * @return the created order
   */
  public Order create(OrderCreateParams params, RequestOptions options) {
    Checks.notNull(params, "params");
    Checks.notNull(options, "options");
    return api.execute("POST", ORDERS, null, params, ORDER, "Order", options);
  }

  /**
   * Gets an order by id ({@code GET /orders/{id}}).
   *
   * @param id the order id, canonical UUID text
   * @return the order
   * @throws IllegalArgumentException when id is not a UUID (nothing is sent)
   * @throws com.workspacecommerce.sdk.errors.NotFoundException when the workspace has no such order
   */
  public Order get(String id) {
    return get(id, RequestOptions.none());
  }

  /**
   * Gets an order by id with per-request options.
   *
   * @param id the order id, canonical UUID text
   * @param options per-request options
   * @return the order
   */
  public Order get(String id, RequestOptions options) {
    Checks.uuid(id, "id");
    Checks.notNull(options, "options");
    return api.execute("GET", new String[] {"orders", id}, null, null, ORDER, "Order", options);
  }

  /**
   * Gets an order by id.
   *
   * @param id the order id
   * @return the order
   */
  public Order get(UUID id) {
    return get(Checks.notNull(id, "id").toString(), RequestOptions.none());
  }

  /**
   * Gets an order by id with per-request options.
   *
   * @param id the order id
   * @param options per-request options
   * @return the order
   */
  public Order get(UUID id, RequestOptions options) {
    return get(Checks.notNull(id, "id").toString(), options);
  }
}
