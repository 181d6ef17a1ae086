package com.workspacecommerce.sdk;

import com.workspacecommerce.sdk.internal.Checks;
import com.workspacecommerce.sdk.models.Customer;
import com.workspacecommerce.sdk.params.CustomerCreateParams;
import com.workspacecommerce.sdk.params.CustomerUpdateParams;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;

/**
 * The customers of the workspace, without blocking: the twin of {@link CustomerService}. Obtain it
 * from {@link AsyncCommerceClient#customers()}; thread-safe. Invalid input throws before anything
 * is sent; later failures complete the future exceptionally.
 */
public interface AsyncCustomerService {
  /**
   * Creates a customer ({@code POST /customers}).
   *
   * @param params the customer to create
   * @param options per-request options
   * @return a future of the created customer
   */
  CompletableFuture<Customer> create(CustomerCreateParams params, RequestOptions options);

  /**
   * Creates a customer ({@code POST /customers}).
   *
   * @param params the customer to create
   * @return a future of the created customer
   */
  default CompletableFuture<Customer> create(CustomerCreateParams params) {
    return create(params, RequestOptions.none());
  }

  /**
   * Updates a customer ({@code PUT /customers/{id}}), sending only the fields set in {@code
   * params}.
   *
   * @param id the customer id, canonical UUID text
   * @param params the fields to send
   * @param options per-request options
   * @return a future of the updated customer
   * @throws IllegalArgumentException when id is not a UUID (nothing is sent)
   */
  CompletableFuture<Customer> update(
      String id, CustomerUpdateParams params, RequestOptions options);

  /**
   * Updates a customer.
   *
   * @param id the customer id, canonical UUID text
   * @param params the fields to send
   * @return a future of the updated customer
   */
  default CompletableFuture<Customer> update(String id, CustomerUpdateParams params) {
    return update(id, params, RequestOptions.none());
  }

  /**
   * Updates a customer.
   *
   * @param id the customer id
   * @param params the fields to send
   * @return a future of the updated customer
   */
  default CompletableFuture<Customer> update(UUID id, CustomerUpdateParams params) {
    return update(Checks.notNull(id, "id").toString(), params, RequestOptions.none());
  }

  /**
   * Updates a customer with per-request options.
   *
   * @param id the customer id
   * @param params the fields to send
   * @param options per-request options
   * @return a future of the updated customer
   */
  default CompletableFuture<Customer> update(
      UUID id, CustomerUpdateParams params, RequestOptions options) {
    return update(Checks.notNull(id, "id").toString(), params, options);
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

  /** {@link AsyncCustomerService} with response metadata in every future. */
  interface WithRawResponse {
    /**
     * Creates a customer ({@code POST /customers}).
     *
     * @param params the customer to create
     * @param options per-request options
     * @return a future of the created customer with the response's metadata
     */
    CompletableFuture<CommerceResponse<Customer>> create(
        CustomerCreateParams params, RequestOptions options);

    /**
     * Creates a customer.
     *
     * @param params the customer to create
     * @return a future of the created customer with the response's metadata
     */
    default CompletableFuture<CommerceResponse<Customer>> create(CustomerCreateParams params) {
      return create(params, RequestOptions.none());
    }

    /**
     * Updates a customer ({@code PUT /customers/{id}}), sending only the fields set.
     *
     * @param id the customer id, canonical UUID text
     * @param params the fields to send
     * @param options per-request options
     * @return a future of the updated customer with the response's metadata
     */
    CompletableFuture<CommerceResponse<Customer>> update(
        String id, CustomerUpdateParams params, RequestOptions options);

    /**
     * Updates a customer.
     *
     * @param id the customer id, canonical UUID text
     * @param params the fields to send
     * @return a future of the updated customer with the response's metadata
     */
    default CompletableFuture<CommerceResponse<Customer>> update(
        String id, CustomerUpdateParams params) {
      return update(id, params, RequestOptions.none());
    }
  }
}
