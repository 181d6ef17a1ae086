package com.workspacecommerce.sdk.internal;

import com.fasterxml.jackson.databind.ObjectReader;
import com.workspacecommerce.sdk.CommerceResponse;
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
  private final WithRawResponse raw = new Raw();

  DefaultCustomerService(ApiClient api) {
    this.api = api;
  }

  @Override
  public Customer create(CustomerCreateParams params, RequestOptions options) {
    return api.execute(createOp(params, options));
  }

  @Override
  public Customer update(String id, CustomerUpdateParams params, RequestOptions options) {
    return api.execute(updateOp(id, params, options));
  }

  @Override
  public WithRawResponse withRawResponse() {
    return raw;
  }

  /** {@code POST /customers}, its arguments checked. */
  static Operation<Customer, Customer> createOp(
      CustomerCreateParams params, RequestOptions options) {
    Checks.notNull(params, "params");
    Checks.notNull(options, "options");
    return Operation.of("POST", CUSTOMERS, params, CUSTOMER, "Customer", options);
  }

  /** {@code PUT /customers/{id}}, its arguments checked. */
  static Operation<Customer, Customer> updateOp(
      String id, CustomerUpdateParams params, RequestOptions options) {
    Checks.uuid(id, "id");
    Checks.notNull(params, "params");
    Checks.notNull(options, "options");
    return Operation.of(
        "PUT", new String[] {"customers", id}, params, CUSTOMER, "Customer", options);
  }

  /** The metadata view: the same operations through {@link ApiClient#executeRaw}. */
  private final class Raw implements WithRawResponse {
    @Override
    public CommerceResponse<Customer> create(CustomerCreateParams params, RequestOptions options) {
      return api.executeRaw(createOp(params, options));
    }

    @Override
    public CommerceResponse<Customer> update(
        String id, CustomerUpdateParams params, RequestOptions options) {
      return api.executeRaw(updateOp(id, params, options));
    }
  }
}
