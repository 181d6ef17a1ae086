package com.workspacecommerce.sdk;

import com.workspacecommerce.sdk.internal.Checks;
import com.workspacecommerce.sdk.params.ProductListParams;
import java.util.UUID;

/**
 * The operations on the product catalog, once for every call mode: {@code L} is what a listing
 * returns and {@code R} what a get returns: the page and the {@link
 * com.workspacecommerce.sdk.models.Product} themselves ({@link ProductService}), with their
 * response metadata ({@link ProductService.WithRawResponse}), or futures of either ({@link
 * AsyncProductService} and its raw view). Every mode therefore has the same overloads by
 * construction.
 *
 * <p>A fake implements the two methods that take {@link RequestOptions}; every shorter overload is
 * a default method that delegates to them. Invalid input throws {@link IllegalArgumentException} or
 * {@link NullPointerException} from the method itself, in every mode, before anything is sent.
 *
 * <p>{@code list(null)} does not compile, because it matches both {@link #list(ProductListParams)}
 * and {@link #list(RequestOptions)}; call {@link #list()} for the server's defaults.
 *
 * @param <L> what a listing returns in this mode
 * @param <R> what a get returns in this mode
 */
public interface ProductOperations<L, R> {
  /**
   * Lists one page of products with per-request options, which also apply to the following pages
   * fetched through the returned page ({@code GET /products}).
   *
   * @param params page, limit and sort; only what was set is sent
   * @param options per-request options
   * @return the page, in this mode's form; its {@code autoPager()} walks this and all following
   *     pages
   * @throws NullPointerException when params or options is null (nothing is sent)
   * @throws com.workspacecommerce.sdk.errors.CommerceException when the call fails (the future
   *     fails with it in the async modes)
   */
  L list(ProductListParams params, RequestOptions options);

  /**
   * Gets a product by id with per-request options ({@code GET /products/{id}}).
   *
   * @param id the product id, canonical UUID text
   * @param options per-request options
   * @return the product, in this mode's form
   * @throws NullPointerException when id or options is null (nothing is sent)
   * @throws IllegalArgumentException when id is not a UUID (nothing is sent)
   * @throws com.workspacecommerce.sdk.errors.NotFoundException when there is no such product
   */
  R get(String id, RequestOptions options);

  /**
   * Lists the first page with the server's defaults (page 1, 20 products).
   *
   * @return the page, in this mode's form
   */
  default L list() {
    return list(ProductListParams.none(), RequestOptions.none());
  }

  /**
   * Lists the first page with the server's defaults and per-request options.
   *
   * @param options per-request options, also used for the following pages
   * @return the page, in this mode's form
   */
  default L list(RequestOptions options) {
    return list(ProductListParams.none(), options);
  }

  /**
   * Lists one page of products; see {@link #list(ProductListParams, RequestOptions)}.
   *
   * @param params page, limit and sort; only what was set is sent
   * @return the page, in this mode's form
   */
  default L list(ProductListParams params) {
    return list(params, RequestOptions.none());
  }

  /**
   * Gets a product by id; see {@link #get(String, RequestOptions)}.
   *
   * @param id the product id, canonical UUID text
   * @return the product, in this mode's form
   */
  default R get(String id) {
    return get(id, RequestOptions.none());
  }

  /**
   * Gets a product by id; see {@link #get(String, RequestOptions)}.
   *
   * @param id the product id
   * @return the product, in this mode's form
   */
  default R get(UUID id) {
    return get(id, RequestOptions.none());
  }

  /**
   * Gets a product by id with per-request options; see {@link #get(String, RequestOptions)}.
   *
   * @param id the product id
   * @param options per-request options
   * @return the product, in this mode's form
   */
  default R get(UUID id, RequestOptions options) {
    return get(Checks.notNull(id, "id").toString(), options);
  }
}
