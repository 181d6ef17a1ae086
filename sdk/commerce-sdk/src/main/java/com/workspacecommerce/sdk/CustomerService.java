package com.workspacecommerce.sdk;

import com.fasterxml.jackson.databind.ObjectReader;
import com.workspacecommerce.sdk.internal.ApiClient;
import com.workspacecommerce.sdk.internal.Checks;
import com.workspacecommerce.sdk.internal.Json;
import com.workspacecommerce.sdk.models.Customer;
import com.workspacecommerce.sdk.params.CustomerCreateParams;
import com.workspacecommerce.sdk.params.CustomerUpdateParams;
import java.util.UUID;

/**
 * The customers of the workspace: create one, update one. Obtain it from {@link
 * CommerceClient#customers()}; thread-safe. The API has no get, list or delete of customers.
 */
public final class CustomerService {
  private static final ObjectReader CUSTOMER = Json.readerFor(Customer.class);
  private static final String[] CUSTOMERS = {"customers"};

  private final ApiClient api;

  CustomerService(ApiClient api) {
    this.api = api;
  }

  /**
   * Creates a customer ({@code POST /customers}). Not retried after a timeout or a 5xx, since the
   * customer may exist; pass an idempotency key to make retries safe.
   *
   * @param params the customer to create
   * @return the created customer
   * @throws com.workspacecommerce.sdk.errors.CommerceException when the call fails
   */
  public Customer create(CustomerCreateParams params) {
    return create(params, RequestOptions.none());
  }

  /**
   * Creates a customer with per-request options; see {@link #create(CustomerCreateParams)}.
   *
   * @param params the customer to create
   * @param options per-request options
   * @return the created customer
   */
  public Customer create(CustomerCreateParams params, RequestOptions options) {
    Checks.notNull(params, "params");
    Checks.notNull(options, "options");
    return api.execute("POST", CUSTOMERS, null, params, CUSTOMER, "Customer", options);
  }

  /**
   * Updates a customer ({@code PUT /customers/{id}}), sending only the fields set in {@code
   * params}.
   *
   * @param id the customer id, canonical UUID text
   * @param params the fields to send
   * @return the updated customer
   * @throws IllegalArgumentException when id is not a UUID (nothing is sent)
   */
  public Customer update(String id, CustomerUpdateParams params) {
    return update(id, params, RequestOptions.none());
  }

  /**
   * Updates a customer with per-request options; see {@link #update(String,
   * CustomerUpdateParams)}.
   *
   * @param id the customer id, canonical UUID text
   * @param params the fields to send
   * @param options per-request options
   * @return the updated customer
   */
  public Customer update(String id, CustomerUpdateParams params, RequestOptions options) {
    Checks.uuid(id, "id");
    Checks.notNull(params, "params");
    Checks.notNull(options, "options");
    return api.execute(
        "PUT", new String[] {"customers", id}, null, params, CUSTOMER, "Customer", options);
  }

  /**
   * Updates a customer.
   *
   * @param id the customer id
   * @param params the fields to send
   * @return the updated customer
   */
  public Customer update(UUID id, CustomerUpdateParams params) {
    return update(Checks.notNull(id, "id").toString(), params, RequestOptions.none());
  }

  /**
   * Updates a customer with per-request options.
   *
   * @param id the customer id
   * @param params the fields to send
   * @param options per-request options
   * @return the updated customer
   */
  public Customer update(UUID id, CustomerUpdateParams params, RequestOptions options) {
    return update(Checks.notNull(id, "id").toString(), params, options);
  }
}
