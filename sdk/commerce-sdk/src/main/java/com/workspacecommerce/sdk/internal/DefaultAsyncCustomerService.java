package com.workspacecommerce.sdk.internal;

import com.workspacecommerce.sdk.AsyncCustomerService;
import com.workspacecommerce.sdk.CommerceResponse;
import com.workspacecommerce.sdk.RequestOptions;
import com.workspacecommerce.sdk.models.Customer;
import com.workspacecommerce.sdk.params.CustomerCreateParams;
import com.workspacecommerce.sdk.params.CustomerUpdateParams;
import java.util.concurrent.CompletableFuture;

/** The SDK's {@link AsyncCustomerService}: the sync service's operations, run asynchronously. */
final class DefaultAsyncCustomerService implements AsyncCustomerService {
  private final ApiClient api;
  private final WithRawResponse raw = new Raw();

  DefaultAsyncCustomerService(ApiClient api) {
    this.api = api;
  }

  @Override
  public CompletableFuture<Customer> create(CustomerCreateParams params, RequestOptions options) {
    return api.executeAsync(DefaultCustomerService.createOp(params, options));
  }

  @Override
  public CompletableFuture<Customer> update(
      String id, CustomerUpdateParams params, RequestOptions options) {
    return api.executeAsync(DefaultCustomerService.updateOp(id, params, options));
  }

  @Override
  public WithRawResponse withRawResponse() {
    return raw;
  }

  /** The metadata view: the same operations through {@link ApiClient#executeAsyncRaw}. */
  private final class Raw implements WithRawResponse {
    @Override
    public CompletableFuture<CommerceResponse<Customer>> create(
        CustomerCreateParams params, RequestOptions options) {
      return api.executeAsyncRaw(DefaultCustomerService.createOp(params, options));
    }

    @Override
    public CompletableFuture<CommerceResponse<Customer>> update(
        String id, CustomerUpdateParams params, RequestOptions options) {
      return api.executeAsyncRaw(DefaultCustomerService.updateOp(id, params, options));
    }
  }
}
