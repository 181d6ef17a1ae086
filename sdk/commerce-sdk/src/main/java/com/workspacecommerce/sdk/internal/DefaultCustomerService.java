package com.workspacecommerce.sdk.internal;

import com.fasterxml.jackson.databind.ObjectReader;
import com.workspacecommerce.sdk.CommerceResponse;
import com.workspacecommerce.sdk.CustomerService;
import com.workspacecommerce.sdk.RequestOptions;
import com.workspacecommerce.sdk.models.Customer;
import com.workspacecommerce.sdk.params.CustomerCreateParams;
import com.workspacecommerce.sdk.params.CustomerUpdateParams;
import java.util.function.Function;

/** The SDK's {@link CustomerService}: checks the arguments, then calls the API. */
final class DefaultCustomerService implements CustomerService {
  static final ObjectReader CUSTOMER = Json.readerFor(Customer.class);
  static final String[] CUSTOMERS = {"customers"};

  private final ApiClient api;
  private final WithRawResponse raw = new Raw();

  DefaultCustomerService(ApiClient api) {
    this.api = api;
  }

  @Override
  public Customer create(CustomerCreateParams params, RequestOptions options) {
    checkCreate(params, options);
    return api.execute("POST", CUSTOMERS, null, params, CUSTOMER, "Customer", options);
  }

  @Override
  public Customer update(String id, CustomerUpdateParams params, RequestOptions options) {
    return api.execute(
        "PUT", updatePath(id, params, options), null, params, CUSTOMER, "Customer", options);
  }

  @Override
  public WithRawResponse withRawResponse() {
    return raw;
  }

  static void checkCreate(CustomerCreateParams params, RequestOptions options) {
    Checks.notNull(params, "params");
    Checks.notNull(options, "options");
  }

  /** Checks the arguments of an update and returns its path. */
  static String[] updatePath(String id, CustomerUpdateParams params, RequestOptions options) {
    Checks.uuid(id, "id");
    Checks.notNull(params, "params");
    Checks.notNull(options, "options");
    return new String[] {"customers", id};
  }

  /** The metadata view: the same calls through {@link ApiClient#executeRaw}. */
  private final class Raw implements WithRawResponse {
    @Override
    public CommerceResponse<Customer> create(CustomerCreateParams params, RequestOptions options) {
      checkCreate(params, options);
      return api.executeRaw(
          "POST",
          CUSTOMERS,
          null,
          params,
          CUSTOMER,
          "Customer",
          options,
          Function.<Customer>identity());
    }

    @Override
    public CommerceResponse<Customer> update(
        String id, CustomerUpdateParams params, RequestOptions options) {
      return api.executeRaw(
          "PUT",
          updatePath(id, params, options),
          null,
          params,
          CUSTOMER,
          "Customer",
          options,
          Function.<Customer>identity());
    }
  }
}
