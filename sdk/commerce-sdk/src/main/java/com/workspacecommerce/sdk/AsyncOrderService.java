package com.workspacecommerce.sdk;

import com.workspacecommerce.sdk.internal.Checks;
import com.workspacecommerce.sdk.models.Order;
import com.workspacecommerce.sdk.params.OrderCreateParams;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;

/**
 * The orders of the workspace, without blocking: the twin of {@link OrderService}. Obtain it from
 * {@link AsyncCommerceClient#orders()}; thread-safe. Invalid input throws before anything is sent;
 * later failures complete the future exceptionally.
 */
public interface AsyncOrderService {
  /**
   * Creates an order ({@code POST /orders}); see {@link OrderService#create(OrderCreateParams,
   * RequestOptions)} for when it is retried.
   *
   * @param params the order to create
   * @param options per-request options
   * @return a future of the created order
   */
  CompletableFuture<Order> create(OrderCreateParams params, RequestOptions options);

  /**
   * Creates an order ({@code POST /orders}).
   *
   * @param params the order to create
   * @return a future of the created order
   */
  default CompletableFuture<Order> create(OrderCreateParams params) {
    return create(params, RequestOptions.none());
  }

  /**
   * Gets an order by id ({@code GET /orders/{id}}).
   *
   * @param id the order id, canonical UUID text
   * @param options per-request options
   * @return a future of the order
   * @throws IllegalArgumentException when id is not a UUID (nothing is sent)
   */
  CompletableFuture<Order> get(String id, RequestOptions options);

  /**
   * Gets an order by id.
   *
   * @param id the order id, canonical UUID text
   * @return a future of the order
   */
  default CompletableFuture<Order> get(String id) {
    return get(id, RequestOptions.none());
  }

  /**
   * Gets an order by id.
   *
   * @param id the order id
   * @return a future of the order
   */
  default CompletableFuture<Order> get(UUID id) {
    return get(Checks.notNull(id, "id").toString(), RequestOptions.none());
  }

  /**
   * Gets an order by id with per-request options.
   *
   * @param id the order id
   * @param options per-request options
   * @return a future of the order
   */
  default CompletableFuture<Order> get(UUID id, RequestOptions options) {
    return get(Checks.notNull(id, "id").toString(), options);
  }

  /**
   * A view of this service whose futures hold the value together with the response's status,
   * headers, request id, attempt count and duration, as {@link CommerceResponse}.
   *
   * @return the view; the default implementation, for fakes, throws {@link
   *     UnsupportedOperationException}
   */
  default WithRawResponse withRawResponse() {
    throw new UnsupportedOperationException(
        "withRawResponse() is not implemented by " + getClass().getName());
  }

  /** {@link AsyncOrderService} with response metadata in every future. */
  interface WithRawResponse {
    /**
     * Creates an order ({@code POST /orders}).
     *
     * @param params the order to create
     * @param options per-request options
     * @return a future of the created order with the response's metadata
     */
    CompletableFuture<CommerceResponse<Order>> create(
        OrderCreateParams params, RequestOptions options);

    /**
     * Creates an order.
     *
     * @param params the order to create
     * @return a future of the created order with the response's metadata
     */
    default CompletableFuture<CommerceResponse<Order>> create(OrderCreateParams params) {
      return create(params, RequestOptions.none());
    }

    /**
     * Gets an order by id ({@code GET /orders/{id}}).
     *
     * @param id the order id, canonical UUID text
     * @param options per-request options
     * @return a future of the order with the response's metadata
     */
    CompletableFuture<CommerceResponse<Order>> get(String id, RequestOptions options);

    /**
     * Gets an order by id.
     *
     * @param id the order id, canonical UUID text
     * @return a future of the order with the response's metadata
     */
    default CompletableFuture<CommerceResponse<Order>> get(String id) {
      return get(id, RequestOptions.none());
    }
  }
}
