package com.workspacecommerce.sdk.internal;

import com.fasterxml.jackson.databind.ObjectReader;
import com.workspacecommerce.sdk.CustomerService;
import com.workspacecommerce.sdk.RequestOptions;
import com.workspacecommerce.sdk.models.Customer;
import com.workspacecommerce.sdk.params.CustomerCreateParams;
import com.workspacecommerce.sdk.params.CustomerUpdateParams;

/** The SDK's {@link CustomerService}: checks the arguments, then calls the API. */
final class DefaultCustomerService implements CustomerService {
  private static final ObjectReader CUSTOMER = Json.readerFor(Customer.class);
  private static final String[] CUSTOMERS = {"customers"};

  private final ApiClient api;

  DefaultCustomerService(ApiClient api) {
    this.api = api;
  }

  @Override
  public Customer create(CustomerCreateParams params, RequestOptions options) {
    Checks.notNull(params, "params");
    Checks.notNull(options, "options");
    return api.execute("POST", CUSTOMERS, null, params, CUSTOMER, "Customer", options);
  }

  @Override
  public Customer update(String id, CustomerUpdateParams params, RequestOptions options) {
    Checks.uuid(id, "id");
    Checks.notNull(params, "params");
    Checks.notNull(options, "options");
    return api.execute(
        "PUT", new String[] {"customers", id}, null, params, CUSTOMER, "Customer", options);
  }
}
