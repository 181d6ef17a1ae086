package com.workspacecommerce.sdk;

import com.workspacecommerce.sdk.internal.Checks;
import com.workspacecommerce.sdk.models.Customer;
import com.workspacecommerce.sdk.params.CustomerCreateParams;
import com.workspacecommerce.sdk.params.CustomerUpdateParams;
import java.util.UUID;

/**
 * The customers of the workspace: create one, update one. Obtain it from {@link
 * CommerceClient#customers()}; the SDK's implementation is thread-safe. The API has no get, list or
 * delete of customers.
 *
 * <p>An interface so that code using the SDK can be unit-tested with a fake: a fake implements only
 * {@link #create(CustomerCreateParams, RequestOptions)} and {@link #update(String,
 * CustomerUpdateParams, RequestOptions)}; every shorter overload is a default method that delegates
 * to them.
 */
public interface CustomerService {
  /**
   * Creates a customer with per-request options ({@code POST /customers}). Not retried after a
   * timeout or a 5xx, since the customer may exist; an {@link RequestOptions.Builder#idempotencyKey
   * idempotency key} makes retries safe.
   *
   * @param params the customer to create
   * @param options per-request options
   * @return the created customer
   * @throws NullPointerException when params or options is null (nothing is sent)
   * @throws com.workspacecommerce.sdk.errors.CommerceException when the call fails
   */
  Customer create(CustomerCreateParams params, RequestOptions options);

  /**
   * Updates a customer with per-request options ({@code PUT /customers/{id}}), sending only the
   * fields set in {@code params}.
   *
   * @param id the customer id, canonical UUID text
   * @param params the fields to send
   * @param options per-request options
   * @return the updated customer
   * @throws NullPointerException when id, params or options is null (nothing is sent)
   * @throws IllegalArgumentException when id is not a UUID (nothing is sent)
   */
  Customer update(String id, CustomerUpdateParams params, RequestOptions options);

  /**
   * Creates a customer; see {@link #create(CustomerCreateParams, RequestOptions)}.
   *
   * @param params the customer to create
   * @return the created customer
   */
  default Customer create(CustomerCreateParams params) {
    return create(params, RequestOptions.none());
  }

  /**
   * Updates a customer; see {@link #update(String, CustomerUpdateParams, RequestOptions)}.
   *
   * @param id the customer id, canonical UUID text
   * @param params the fields to send
   * @return the updated customer
   */
  default Customer update(String id, CustomerUpdateParams params) {
    return update(id, params, RequestOptions.none());
  }

  /**
   * Updates a customer.
   *
   * @param id the customer id
   * @param params the fields to send
   * @return the updated customer
   */
  default Customer update(UUID id, CustomerUpdateParams params) {
    return update(id, params, RequestOptions.none());
  }

  /**
   * Updates a customer with per-request options.
   *
   * @param id the customer id
   * @param params the fields to send
   * @param options per-request options
   * @return the updated customer
   */
  default Customer update(UUID id, CustomerUpdateParams params, RequestOptions options) {
    return update(Checks.notNull(id, "id").toString(), params, options);
  }

  /**
   * A view of this service whose methods return the value together with the response's status,
   * headers, request id, attempt count and duration. It shares the client and its options.
   *
   * <pre>{@code
   * CommerceResponse<Customer> r = client.customers().withRawResponse().create(params);
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
   * {@link CustomerService} with response metadata: each method returns a {@link CommerceResponse}.
   */
  interface WithRawResponse {
    /**
     * Creates a customer ({@code POST /customers}).
     *
     * @param params the customer to create
     * @param options per-request options
     * @return the created customer with the response's metadata
     */
    CommerceResponse<Customer> create(CustomerCreateParams params, RequestOptions options);

    /**
     * Creates a customer.
     *
     * @param params the customer to create
     * @return the created customer with the response's metadata
     */
    default CommerceResponse<Customer> create(CustomerCreateParams params) {
      return create(params, RequestOptions.none());
    }

    /**
     * Updates a customer ({@code PUT /customers/{id}}), sending only the fields set.
     *
     * @param id the customer id, canonical UUID text
     * @param params the fields to send
     * @param options per-request options
     * @return the updated customer with the response's metadata
     */
    CommerceResponse<Customer> update(
        String id, CustomerUpdateParams params, RequestOptions options);

    /**
     * Updates a customer.
     *
     * @param id the customer id, canonical UUID text
     * @param params the fields to send
     * @return the updated customer with the response's metadata
     */
    default CommerceResponse<Customer> update(String id, CustomerUpdateParams params) {
      return update(id, params, RequestOptions.none());
    }

    /**
     * Updates a customer.
     *
     * @param id the customer id
     * @param params the fields to send
     * @return the updated customer with the response's metadata
     */
    default CommerceResponse<Customer> update(UUID id, CustomerUpdateParams params) {
      return update(Checks.notNull(id, "id").toString(), params, RequestOptions.none());
    }
  }
}
