package com.workspacecommerce.sdk;

import com.workspacecommerce.sdk.internal.Checks;
import com.workspacecommerce.sdk.params.CustomerCreateParams;
import com.workspacecommerce.sdk.params.CustomerUpdateParams;
import java.util.UUID;

/**
 * The operations on customers, once for every call mode: {@code R} is what a call returns, the
 * {@link com.workspacecommerce.sdk.models.Customer} itself ({@link CustomerService}), with its
 * response metadata ({@link CustomerService.WithRawResponse}), or a future of either ({@link
 * AsyncCustomerService} and its raw view). Every mode therefore has the same overloads by
 * construction. The API has no get, list or delete of customers.
 *
 * <p>A fake implements the two methods that take {@link RequestOptions}; every shorter overload is
 * a default method that delegates to them. Invalid input throws {@link IllegalArgumentException} or
 * {@link NullPointerException} from the method itself, in every mode, before anything is sent.
 *
 * @param <R> what each call returns in this mode
 */
public interface CustomerOperations<R> {
  /**
   * Creates a customer with per-request options ({@code POST /customers}). Not retried after a
   * timeout or a 5xx, since the customer may exist; an {@link RequestOptions.Builder#idempotencyKey
   * idempotency key} makes retries safe.
   *
   * @param params the customer to create
   * @param options per-request options
   * @return the created customer, in this mode's form
   * @throws NullPointerException when params or options is null (nothing is sent)
   * @throws com.workspacecommerce.sdk.errors.CommerceException when the call fails (the future
   *     fails with it in the async modes)
   */
  R create(CustomerCreateParams params, RequestOptions options);

  /**
   * Updates a customer with per-request options ({@code PUT /customers/{id}}), sending only the
   * fields set in {@code params} (see the README's "Update semantics").
   *
   * @param id the customer id, canonical UUID text
   * @param params the fields to send
   * @param options per-request options
   * @return the updated customer, in this mode's form
   * @throws NullPointerException when id, params or options is null (nothing is sent)
   * @throws IllegalArgumentException when id is not a UUID (nothing is sent)
   */
  R update(String id, CustomerUpdateParams params, RequestOptions options);

  /**
   * Creates a customer; see {@link #create(CustomerCreateParams, RequestOptions)}.
   *
   * @param params the customer to create
   * @return the created customer, in this mode's form
   */
  default R create(CustomerCreateParams params) {
    return create(params, RequestOptions.none());
  }

  /**
   * Updates a customer; see {@link #update(String, CustomerUpdateParams, RequestOptions)}.
   *
   * @param id the customer id, canonical UUID text
   * @param params the fields to send
   * @return the updated customer, in this mode's form
   */
  default R update(String id, CustomerUpdateParams params) {
    return update(id, params, RequestOptions.none());
  }

  /**
   * Updates a customer; see {@link #update(String, CustomerUpdateParams, RequestOptions)}.
   *
   * @param id the customer id
   * @param params the fields to send
   * @return the updated customer, in this mode's form
   */
  default R update(UUID id, CustomerUpdateParams params) {
    return update(id, params, RequestOptions.none());
  }

  /**
   * Updates a customer with per-request options; see {@link #update(String, CustomerUpdateParams,
   * RequestOptions)}.
   *
   * @param id the customer id
   * @param params the fields to send
   * @param options per-request options
   * @return the updated customer, in this mode's form
   */
  default R update(UUID id, CustomerUpdateParams params, RequestOptions options) {
    return update(Checks.notNull(id, "id").toString(), params, options);
  }
}
