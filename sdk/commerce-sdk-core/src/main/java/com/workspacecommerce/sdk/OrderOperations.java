package com.workspacecommerce.sdk;

import com.workspacecommerce.sdk.internal.Checks;
import com.workspacecommerce.sdk.params.OrderCreateParams;
import java.util.UUID;

/**
 * The operations on orders, once for every call mode: {@code R} is what a call returns, the {@link
 * com.workspacecommerce.sdk.models.Order} itself ({@link OrderService}), with its response metadata
 * ({@link OrderService.WithRawResponse}), or a future of either ({@link AsyncOrderService} and its
 * raw view). Every mode therefore has the same overloads by construction.
 *
 * <p>A fake implements the two methods that take {@link RequestOptions}; every shorter overload is
 * a default method that delegates to them. Invalid input throws {@link IllegalArgumentException} or
 * {@link NullPointerException} from the method itself, in every mode, before anything is sent.
 *
 * @param <R> what each call returns in this mode
 */
public interface OrderOperations<R> {
  /**
   * Creates an order with per-request options ({@code POST /orders}). Not retried after a timeout
   * or a 5xx, since the order may exist; an {@link RequestOptions.Builder#idempotencyKey
   * idempotency key} makes retries safe.
   *
   * @param params the order to create
   * @param options per-request options
   * @return the created order, in this mode's form
   * @throws NullPointerException when params or options is null (nothing is sent)
   * @throws com.workspacecommerce.sdk.errors.CommerceException when the call fails (the future
   *     fails with it in the async modes)
   */
  R create(OrderCreateParams params, RequestOptions options);

  /**
   * Gets an order by id with per-request options ({@code GET /orders/{id}}).
   *
   * @param id the order id, canonical UUID text
   * @param options per-request options
   * @return the order, in this mode's form
   * @throws NullPointerException when id or options is null (nothing is sent)
   * @throws IllegalArgumentException when id is not a UUID (nothing is sent)
   * @throws com.workspacecommerce.sdk.errors.NotFoundException when the workspace has no such order
   */
  R get(String id, RequestOptions options);

  /**
   * Creates an order; see {@link #create(OrderCreateParams, RequestOptions)}.
   *
   * @param params the order to create
   * @return the created order, in this mode's form
   */
  default R create(OrderCreateParams params) {
    return create(params, RequestOptions.none());
  }

  /**
   * Gets an order by id; see {@link #get(String, RequestOptions)}.
   *
   * @param id the order id, canonical UUID text
   * @return the order, in this mode's form
   */
  default R get(String id) {
    return get(id, RequestOptions.none());
  }

  /**
   * Gets an order by id; see {@link #get(String, RequestOptions)}.
   *
   * @param id the order id
   * @return the order, in this mode's form
   */
  default R get(UUID id) {
    return get(id, RequestOptions.none());
  }

  /**
   * Gets an order by id with per-request options; see {@link #get(String, RequestOptions)}.
   *
   * @param id the order id
   * @param options per-request options
   * @return the order, in this mode's form
   */
  default R get(UUID id, RequestOptions options) {
    return get(Checks.notNull(id, "id").toString(), options);
  }
}
