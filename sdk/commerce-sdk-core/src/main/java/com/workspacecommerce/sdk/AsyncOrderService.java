package com.workspacecommerce.sdk;

import com.workspacecommerce.sdk.models.Order;
import java.util.concurrent.CompletableFuture;

/**
 * The orders of the workspace, without blocking: the twin of {@link OrderService}, with the same
 * operations and overloads ({@link OrderOperations}) returning futures. Obtain it from {@link
 * AsyncCommerceClient#orders()}; thread-safe. Invalid input throws before anything is sent; later
 * failures complete the future exceptionally.
 */
public interface AsyncOrderService extends OrderOperations<CompletableFuture<Order>> {
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
  interface WithRawResponse extends OrderOperations<CompletableFuture<CommerceResponse<Order>>> {}
}
