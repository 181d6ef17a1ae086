package com.workspacecommerce.sdk.internal;

import com.workspacecommerce.sdk.AsyncCustomerService;
import com.workspacecommerce.sdk.CommerceResponse;
import com.workspacecommerce.sdk.CustomerOperations;
import com.workspacecommerce.sdk.CustomerService;
import com.workspacecommerce.sdk.RequestOptions;
import com.workspacecommerce.sdk.internal.spi.JsonType;
import com.workspacecommerce.sdk.models.Customer;
import com.workspacecommerce.sdk.params.CustomerCreateParams;
import com.workspacecommerce.sdk.params.CustomerUpdateParams;
import java.util.concurrent.CompletableFuture;
import java.util.function.Function;

/**
 * The SDK's customer operations, written once: each method checks its arguments, describes the call
 * as an {@link Operation}, and hands it to the mode's runner (see {@link OrderCalls}).
 *
 * @param <R> what a call returns in the mode
 */
class CustomerCalls<R> implements CustomerOperations<R> {
  static final Endpoint CREATE =
      new Endpoint(
          "customers.create", "POST", "/customers", JsonType.of(Customer.class), "Customer");
  static final Endpoint UPDATE =
      new Endpoint("customers.update", "PUT", "/customers/{id}", CREATE.type(), "Customer");

  private static final String[] CUSTOMERS = {"customers"};

  private final Function<Operation<Customer, Customer>, R> run;

  private CustomerCalls(Function<Operation<Customer, Customer>, R> run) {
    this.run = run;
  }

  static CustomerService sync(ApiClient api) {
    return new Sync(api);
  }

  static AsyncCustomerService async(ApiClient api) {
    return new Async(api);
  }

  @Override
  public R create(CustomerCreateParams params, RequestOptions options) {
    Checks.notNull(params, "params");
    Checks.notNull(options, "options");
    // The fields as a map: RequestEncoder writes a flat map directly, without a serializer lookup.
    return run.apply(Operation.of(CREATE, CUSTOMERS, params.toMap(), options));
  }

  @Override
  public R update(String id, CustomerUpdateParams params, RequestOptions options) {
    Checks.uuid(id, "id");
    Checks.notNull(params, "params");
    Checks.notNull(options, "options");
    return run.apply(Operation.of(UPDATE, new String[] {"customers", id}, params.toMap(), options));
  }

  private static final class Sync extends CustomerCalls<Customer> implements CustomerService {
    private final WithRawResponse raw;

    Sync(ApiClient api) {
      super(api::execute);
      raw = new Raw(api);
    }

    @Override
    public WithRawResponse withRawResponse() {
      return raw;
    }
  }

  private static final class Raw extends CustomerCalls<CommerceResponse<Customer>>
      implements CustomerService.WithRawResponse {
    Raw(ApiClient api) {
      super(api::executeRaw);
    }
  }

  private static final class Async extends CustomerCalls<CompletableFuture<Customer>>
      implements AsyncCustomerService {
    private final WithRawResponse raw;

    Async(ApiClient api) {
      super(api::executeAsync);
      raw = new AsyncRaw(api);
    }

    @Override
    public WithRawResponse withRawResponse() {
      return raw;
    }
  }

  private static final class AsyncRaw
      extends CustomerCalls<CompletableFuture<CommerceResponse<Customer>>>
      implements AsyncCustomerService.WithRawResponse {
    AsyncRaw(ApiClient api) {
      super(api::executeAsyncRaw);
    }
  }
}
