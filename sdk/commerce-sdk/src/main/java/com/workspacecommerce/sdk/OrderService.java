package com.workspacecommerce.sdk;

import com.workspacecommerce.sdk.internal.Checks;
import com.workspacecommerce.sdk.models.Order;
import com.workspacecommerce.sdk.params.OrderCreateParams;
import java.util.UUID;

/**
 * The orders of the workspace: create one, get one. Obtain it from {@link CommerceClient#orders()};
 * the SDK's implementation is thread-safe. The API has no list or delete of orders.
 *
 * <p>An interface so that code using the SDK can be unit-tested with a fake: a fake implements only
 * {@link #create(OrderCreateParams, RequestOptions)} and {@link #get(String, RequestOptions)};
 * every shorter overload is a default method that delegates to them.
 */
public interface OrderService {
  /**
   * Creates an order with per-request options ({@code POST /orders}). Not retried after a timeout
   * or a 5xx, since the order may exist; an {@link RequestOptions.Builder#idempotencyKey
   * idempotency key} makes retries safe.
   *
   * @param params the order to create
   * @param options per-request options
   * @return the created order
   * @throws NullPointerException when params or options is null (nothing is sent)
   * @throws com.workspacecommerce.sdk.errors.CommerceException when the call fails
   */
  Order create(OrderCreateParams params, RequestOptions options);

  /**
   * Gets an order by id with per-request options ({@code GET /orders/{id}}).
   *
   * @param id the order id, canonical UUID text
   * @param options per-request options
   * @return the order
   * @throws NullPointerException when id or options is null (nothing is sent)
   * @throws IllegalArgumentException when id is not a UUID (nothing is sent)
   * @throws com.workspacecommerce.sdk.errors.NotFoundException when the workspace has no such order
   */
  Order get(String id, RequestOptions options);

  /**
   * Creates an order; see {@link #create(OrderCreateParams, RequestOptions)}.
   *
   * @param params the order to create
   * @return the created order
   */
  default Order create(OrderCreateParams params) {
    return create(params, RequestOptions.none());
  }

  /**
   * Gets an order by id.
   *
   * @param id the order id, canonical UUID text
   * @return the order
   */
  default Order get(String id) {
    return get(id, RequestOptions.none());
  }

  /**
   * Gets an order by id.
   *
   * @param id the order id
   * @return the order
   */
  default Order get(UUID id) {
    return get(id, RequestOptions.none());
  }

  /**
   * Gets an order by id with per-request options.
   *
   * @param id the order id
   * @param options per-request options
   * @return the order
   */
  default Order get(UUID id, RequestOptions options) {
    return get(Checks.notNull(id, "id").toString(), options);
  }

  /**
   * A view of this service whose methods return the value together with the response's status,
   * headers, request id, attempt count and duration. It shares the client and its options.
   *
   * <pre>{@code
   * CommerceResponse<Order> r = client.orders().withRawResponse().get(id);
   * System.out.println(r.statusCode() + " " + r.requestId() + " after " + r.attempts() + " attempt(s)");
   * }</pre>
   *
   * @return the view; the default implementation, for fakes, throws {@link
   *     UnsupportedOperationException}
   */
  default WithRawResponse withRawResponse() {
    throw new UnsupportedOperationException(
        "withRawResponse() is not implemented by " + getClass().getName());
  }

  /**
   * {@link OrderService} with response metadata: each method returns a {@link CommerceResponse}.
   */
  interface WithRawResponse {
    /**
     * Creates an order ({@code POST /orders}).
     *
     * @param params the order to create
     * @param options per-request options
     * @return the created order with the response's metadata
     */
    CommerceResponse<Order> create(OrderCreateParams params, RequestOptions options);

    /**
     * Creates an order.
     *
     * @param params the order to create
     * @return the created order with the response's metadata
     */
    default CommerceResponse<Order> create(OrderCreateParams params) {
      return create(params, RequestOptions.none());
    }

    /**
     * Gets an order by id ({@code GET /orders/{id}}).
     *
     * @param id the order id, canonical UUID text
     * @param options per-request options
     * @return the order with the response's metadata
     */
    CommerceResponse<Order> get(String id, RequestOptions options);

    /**
     * Gets an order by id.
     *
     * @param id the order id, canonical UUID text
     * @return the order with the response's metadata
     */
    default CommerceResponse<Order> get(String id) {
      return get(id, RequestOptions.none());
    }

    /**
     * Gets an order by id.
     *
     * @param id the order id
     * @return the order with the response's metadata
     */
    default CommerceResponse<Order> get(UUID id) {
      return get(Checks.notNull(id, "id").toString(), RequestOptions.none());
    }
  }
}
