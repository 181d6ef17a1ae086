package com.workspacecommerce.sdk;

import com.workspacecommerce.sdk.models.Product;
import java.util.concurrent.CompletableFuture;

/**
 * The product catalog of the workspace, without blocking: the twin of {@link ProductService}, with
 * the same operations and overloads ({@link ProductOperations}) returning futures. A listing's
 * {@link AsyncPage} fetches the next page as a future, and its {@link AsyncPage#autoPager()} walks
 * every page. Obtain it from {@link AsyncCommerceClient#products()}; thread-safe. Invalid input
 * throws before anything is sent; later failures complete the future exceptionally.
 */
public interface AsyncProductService
    extends ProductOperations<CompletableFuture<AsyncPage<Product>>, CompletableFuture<Product>> {
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

  /** {@link AsyncProductService} with response metadata in every future. */
  interface WithRawResponse
      extends ProductOperations<
          CompletableFuture<CommerceResponse<AsyncPage<Product>>>,
          CompletableFuture<CommerceResponse<Product>>> {}
}
