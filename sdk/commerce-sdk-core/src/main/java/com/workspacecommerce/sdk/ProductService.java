package com.workspacecommerce.sdk;

import com.workspacecommerce.sdk.models.Product;

/**
 * The product catalog of the workspace: list it in pages, get one product. Obtain it from {@link
 * CommerceClient#products()}; the SDK's implementation is thread-safe. The operations and their
 * overloads are those of {@link ProductOperations}, returning the {@link Page} and the {@link
 * Product} themselves; {@link Page#autoPager()} walks every page lazily.
 *
 * <p>Its operations, with the types this interface fixes ({@code L} = {@code Page<Product>}, {@code
 * R} = {@code Product} in {@link ProductOperations}):
 *
 * <pre>{@code
 * // GET /products: one page; only the parameters you set are sent
 * Page<Product> list()
 * Page<Product> list(ProductListParams params)
 * Page<Product> list(RequestOptions options)
 * Page<Product> list(ProductListParams params, RequestOptions options)
 * // GET /products/{id}
 * Product get(String id)
 * Product get(UUID id)
 * Product get(String id, RequestOptions options)
 * Product get(UUID id, RequestOptions options)
 * }</pre>
 *
 * <p>For example:
 *
 * <pre>{@code
 * Page<Product> page = client.products().list(ProductListParams.builder().limit(100).build());
 * for (Product p : page.autoPager()) {
 *   System.out.println(p.name());
 * }
 * Product product = client.products().get(page.items().get(0).id());
 * }</pre>
 *
 * <p>An interface so that code using the SDK can be unit-tested with a fake: a fake implements only
 * {@link #list(com.workspacecommerce.sdk.params.ProductListParams, RequestOptions)} and {@link
 * #get(String, RequestOptions)}; every shorter overload is a default method that delegates to them.
 * {@link Page#of} and {@link Page#ofPages} build the pages a fake returns.
 */
public interface ProductService extends ProductOperations<Page<Product>, Product> {
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
   * {@link ProductService} with response metadata: the same operations and overloads, each
   * returning a {@link CommerceResponse}. Pages fetched through a returned page come back as plain
   * pages.
   */
  interface WithRawResponse
      extends ProductOperations<CommerceResponse<Page<Product>>, CommerceResponse<Product>> {}
}
