package com.workspacecommerce.sdk;

import com.workspacecommerce.sdk.internal.Checks;
import com.workspacecommerce.sdk.models.Product;
import com.workspacecommerce.sdk.params.ProductListParams;
import java.util.UUID;

/**
 * The product catalog of the workspace: list it in pages, get one product. Obtain it from {@link
 * CommerceClient#products()}; the SDK's implementation is thread-safe.
 *
 * <p>An interface so that code using the SDK can be unit-tested with a fake: a fake implements only
 * {@link #list(ProductListParams, RequestOptions)} and {@link #get(String, RequestOptions)}; every
 * shorter overload is a default method that delegates to them. {@link Page#of} and {@link
 * Page#ofPages} build the pages a fake returns.
 *
 * <p>{@code list(null)} does not compile, because it matches both {@link #list(ProductListParams)}
 * and {@link #list(RequestOptions)}; call {@link #list()} for the server's defaults, or cast the
 * null (which is then rejected with a {@link NullPointerException}).
 */
public interface ProductService {
  /**
   * Lists one page of products with per-request options, which also apply to the following pages
   * fetched through the returned page ({@code GET /products}).
   *
   * @param params page, limit and sort; only what was set is sent
   * @param options per-request options
   * @return the page; call {@link Page#autoPager()} to walk this and all following pages
   * @throws NullPointerException when params or options is null (nothing is sent)
   * @throws com.workspacecommerce.sdk.errors.CommerceException when the call fails
   */
  Page<Product> list(ProductListParams params, RequestOptions options);

  /**
   * Gets a product by id with per-request options ({@code GET /products/{id}}).
   *
   * @param id the product id, canonical UUID text
   * @param options per-request options
   * @return the product
   * @throws NullPointerException when id or options is null (nothing is sent)
   * @throws IllegalArgumentException when id is not a UUID (nothing is sent)
   * @throws com.workspacecommerce.sdk.errors.NotFoundException when there is no such product
   */
  Product get(String id, RequestOptions options);

  /**
   * Lists the first page of products with the server's defaults.
   *
   * @return the page; call {@link Page#autoPager()} to walk all products
   */
  default Page<Product> list() {
    return list(ProductListParams.none(), RequestOptions.none());
  }

  /**
   * Lists the first page of products with the server's defaults and per-request options.
   *
   * @param options per-request options, which also apply to the following pages
   * @return the page
   */
  default Page<Product> list(RequestOptions options) {
    return list(ProductListParams.none(), options);
  }

  /**
   * Lists one page of products.
   *
   * @param params page, limit and sort; only what was set is sent
   * @return the page; call {@link Page#autoPager()} to walk this and all following pages
   */
  default Page<Product> list(ProductListParams params) {
    return list(params, RequestOptions.none());
  }

  /**
   * Gets a product by id.
   *
   * @param id the product id, canonical UUID text
   * @return the product
   */
  default Product get(String id) {
    return get(id, RequestOptions.none());
  }

  /**
   * Gets a product by id.
   *
   * @param id the product id
   * @return the product
   */
  default Product get(UUID id) {
    return get(id, RequestOptions.none());
  }

  /**
   * Gets a product by id with per-request options.
   *
   * @param id the product id
   * @param options per-request options
   * @return the product
   */
  default Product get(UUID id, RequestOptions options) {
    return get(Checks.notNull(id, "id").toString(), options);
  }

  /**
   * A view of this service whose methods return the value together with the response's status,
   * headers, request id, attempt count and duration. It shares the client and its options.
   *
   * <pre>{@code
   * CommerceResponse<Product> r = client.products().withRawResponse().get(id);
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
   * {@link ProductService} with response metadata: each method returns a {@link CommerceResponse}.
   */
  interface WithRawResponse {
    /**
     * Lists one page of products ({@code GET /products}).
     *
     * @param params page, limit and sort
     * @param options per-request options, which also apply to the following pages
     * @return the page with the response's metadata
     */
    CommerceResponse<Page<Product>> list(ProductListParams params, RequestOptions options);

    /**
     * Lists one page of products.
     *
     * @param params page, limit and sort
     * @return the page with the response's metadata
     */
    default CommerceResponse<Page<Product>> list(ProductListParams params) {
      return list(params, RequestOptions.none());
    }

    /**
     * Lists the first page of products with the server's defaults.
     *
     * @return the page with the response's metadata
     */
    default CommerceResponse<Page<Product>> list() {
      return list(ProductListParams.none(), RequestOptions.none());
    }

    /**
     * Gets a product by id ({@code GET /products/{id}}).
     *
     * @param id the product id, canonical UUID text
     * @param options per-request options
     * @return the product with the response's metadata
     */
    CommerceResponse<Product> get(String id, RequestOptions options);

    /**
     * Gets a product by id.
     *
     * @param id the product id, canonical UUID text
     * @return the product with the response's metadata
     */
    default CommerceResponse<Product> get(String id) {
      return get(id, RequestOptions.none());
    }

    /**
     * Gets a product by id.
     *
     * @param id the product id
     * @return the product with the response's metadata
     */
    default CommerceResponse<Product> get(UUID id) {
      return get(Checks.notNull(id, "id").toString(), RequestOptions.none());
    }
  }
}
