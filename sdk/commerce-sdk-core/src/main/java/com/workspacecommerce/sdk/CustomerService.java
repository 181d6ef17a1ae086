package com.workspacecommerce.sdk;

import com.workspacecommerce.sdk.models.Customer;

/**
 * The customers of the workspace: create one, update one. Obtain it from {@link
 * CommerceClient#customers()}; the SDK's implementation is thread-safe. The API has no get, list or
 * delete of customers. The operations and their overloads are those of {@link CustomerOperations},
 * returning the {@link Customer} itself.
 *
 * <p>Its operations, with the type this interface fixes ({@code R} = {@code Customer} in {@link
 * CustomerOperations}):
 *
 * <pre>{@code
 * // POST /customers
 * Customer create(CustomerCreateParams params)
 * Customer create(CustomerCreateParams params, RequestOptions options)
 * // PUT /customers/{id}: sends exactly the fields that were set
 * Customer update(String id, CustomerUpdateParams params)
 * Customer update(UUID id, CustomerUpdateParams params)
 * Customer update(String id, CustomerUpdateParams params, RequestOptions options)
 * Customer update(UUID id, CustomerUpdateParams params, RequestOptions options)
 * }</pre>
 *
 * <p>For example:
 *
 * <pre>{@code
 * Customer ada = client.customers().create(CustomerCreateParams.builder()
 *     .firstname("Ada").lastname("Lovelace").email("ada@example.com").build());
 * Customer vip = client.customers().update(ada.id(), CustomerUpdateParams.builder().note("VIP").build());
 * }</pre>
 *
 * <p>An interface so that code using the SDK can be unit-tested with a fake: a fake implements only
 * {@link #create(com.workspacecommerce.sdk.params.CustomerCreateParams, RequestOptions)} and {@link
 * #update(String, com.workspacecommerce.sdk.params.CustomerUpdateParams, RequestOptions)}; every
 * shorter overload is a default method that delegates to them.
 */
public interface CustomerService extends CustomerOperations<Customer> {
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
   * {@link CustomerService} with response metadata: the same operations and overloads, each
   * returning a {@link CommerceResponse}.
   */
  interface WithRawResponse extends CustomerOperations<CommerceResponse<Customer>> {}
}
