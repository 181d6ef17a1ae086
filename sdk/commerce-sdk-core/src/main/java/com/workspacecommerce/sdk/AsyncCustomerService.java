package com.workspacecommerce.sdk;

import com.workspacecommerce.sdk.models.Customer;
import java.util.concurrent.CompletableFuture;

/**
 * The customers of the workspace, without blocking: the twin of {@link CustomerService}, with the
 * same operations and overloads ({@link CustomerOperations}) returning futures. Obtain it from
 * {@link AsyncCommerceClient#customers()}; thread-safe. Invalid input throws before anything is
 * sent; later failures complete the future exceptionally.
 */
public interface AsyncCustomerService extends CustomerOperations<CompletableFuture<Customer>> {
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

  /** {@link AsyncCustomerService} with response metadata in every future. */
  interface WithRawResponse
      extends CustomerOperations<CompletableFuture<CommerceResponse<Customer>>> {}
}
