package com.workspacecommerce.sdk;

import com.workspacecommerce.sdk.internal.Checks;
import com.workspacecommerce.sdk.models.Product;
import com.workspacecommerce.sdk.params.ProductListParams;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;

/**
 * The product catalog of the workspace, without blocking: the twin of {@link ProductService}.
 * Obtain it from {@link AsyncCommerceClient#products()}; thread-safe. Invalid input throws before
 * anything is sent; later failures complete the future exceptionally.
 */
public interface AsyncProductService {
  /**
   * Lists one page of products ({@code GET /products}).
   *
   * @param params page, limit and sort; only what was set is sent
   * @param options per-request options, which also apply to the following pages
   * @return a future of the page; its {@link AsyncPage#autoPager()} walks all following pages
   */
  CompletableFuture<AsyncPage<Product>> list(ProductListParams params, RequestOptions options);

  /**
   * Lists the first page of products with the server's defaults.
   *
   * @return a future of the page
   */
  default CompletableFuture<AsyncPage<Product>> list() {
    return list(ProductListParams.none(), RequestOptions.none());
  }

  /**
   * Lists one page of products.
   *
   * @param params page, limit and sort; only what was set is sent
   * @return a future of the page
   */
  default CompletableFuture<AsyncPage<Product>> list(ProductListParams params) {
    return list(params, RequestOptions.none());
  }

  /**
   * Lists the first page of products with per-request options.
   *
   * @param options per-request options, which also apply to the following pages
   * @return a future of the page
   */
  default CompletableFuture<AsyncPage<Product>> list(RequestOptions options) {
    return list(ProductListParams.none(), options);
  }

  /**
   * Gets a product by id ({@code GET /products/{id}}).
   *
   * @param id the product id, canonical UUID text
   * @param options per-request options
   * @return a future of the product
   * @throws IllegalArgumentException when id is not a UUID (nothing is sent)
   */
  CompletableFuture<Product> get(String id, RequestOptions options);

  /**
   * Gets a product by id.
   *
   * @param id the product id, canonical UUID text
   * @return a future of the product
   */
  default CompletableFuture<Product> get(String id) {
    return get(id, RequestOptions.none());
  }

  /**
   * Gets a product by id.
   *
   * @param id the product id
   * @return a future of the product
   */
  default CompletableFuture<Product> get(UUID id) {
    return get(Checks.notNull(id, "id").toString(), RequestOptions.none());
  }

  /**
   * Gets a product by id with per-request options.
   *
   * @param id the product id
   * @param options per-request options
   * @return a future of the product
   */
  default CompletableFuture<Product> get(UUID id, RequestOptions options) {
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

  /** {@link AsyncProductService} with response metadata in every future. */
  interface WithRawResponse {
    /**
     * Lists one page of products ({@code GET /products}).
     *
     * @param params page, limit and sort
     * @param options per-request options, which also apply to the following pages
     * @return a future of the page with the response's metadata
     */
    CompletableFuture<CommerceResponse<AsyncPage<Product>>> list(
        ProductListParams params, RequestOptions options);

    /**
     * Lists the first page of products with the server's defaults.
     *
     * @return a future of the page with the response's metadata
     */
    default CompletableFuture<CommerceResponse<AsyncPage<Product>>> list() {
      return list(ProductListParams.none(), RequestOptions.none());
    }

    /**
     * Gets a product by id ({@code GET /products/{id}}).
     *
     * @param id the product id, canonical UUID text
     * @param options per-request options
     * @return a future of the product with the response's metadata
     */
    CompletableFuture<CommerceResponse<Product>> get(String id, RequestOptions options);

    /**
     * Gets a product by id.
     *
     * @param id the product id, canonical UUID text
     * @return a future of the product with the response's metadata
     */
    default CompletableFuture<CommerceResponse<Product>> get(String id) {
      return get(id, RequestOptions.none());
    }
  }
}
