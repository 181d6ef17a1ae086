package com.workspacecommerce.sdk.internal;

import com.workspacecommerce.sdk.AsyncCustomerService;
import com.workspacecommerce.sdk.CommerceResponse;
import com.workspacecommerce.sdk.RequestOptions;
import com.workspacecommerce.sdk.models.Customer;
import com.workspacecommerce.sdk.params.CustomerCreateParams;
import com.workspacecommerce.sdk.params.CustomerUpdateParams;
import java.util.concurrent.CompletableFuture;
import java.util.function.Function;

/** The SDK's {@link AsyncCustomerService}: the same checks and calls as the sync one, async. */
final class DefaultAsyncCustomerService implements AsyncCustomerService {
  private final ApiClient api;
  private final WithRawResponse raw = new Raw();

  DefaultAsyncCustomerService(ApiClient api) {
    this.api = api;
  }

  @Override
  public WithRawResponse withRawResponse() {
    return raw;
  }

  /** The metadata view: the same calls through {@link ApiClient#executeAsyncRaw}. */
  private final class Raw implements WithRawResponse {
    @Override
    public CompletableFuture<CommerceResponse<Customer>> create(
        CustomerCreateParams params, RequestOptions options) {
      DefaultCustomerService.checkCreate(params, options);
      return api.executeAsyncRaw(
          "POST",
          DefaultCustomerService.CUSTOMERS,
          null,
          params,
          DefaultCustomerService.CUSTOMER,
          "Customer",
          options,
          Function.<Customer>identity());
    }

    @Override
    public CompletableFuture<CommerceResponse<Customer>> update(
        String id, CustomerUpdateParams params, RequestOptions options) {
      return api.executeAsyncRaw(
          "PUT",
          DefaultCustomerService.updatePath(id, params, options),
          null,
          params,
          DefaultCustomerService.CUSTOMER,
          "Customer",
          options,
          Function.<Customer>identity());
    }
  }

  @Override
  public CompletableFuture<Customer> create(CustomerCreateParams params, RequestOptions options) {
    DefaultCustomerService.checkCreate(params, options);
    return api.executeAsync(
        "POST",
        DefaultCustomerService.CUSTOMERS,
        null,
        params,
        DefaultCustomerService.CUSTOMER,
        "Customer",
        options,
        Function.<Customer>identity());
  }

  @Override
  public CompletableFuture<Customer> update(
      String id, CustomerUpdateParams params, RequestOptions options) {
    return api.executeAsync(
        "PUT",
        DefaultCustomerService.updatePath(id, params, options),
        null,
        params,
        DefaultCustomerService.CUSTOMER,
        "Customer",
        options,
        Function.<Customer>identity());
  }
}
