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
import org.jspecify.annotations.Nullable;

/**
 * The SDK's customer operations, written once: each method checks its arguments, describes the call
 * as an {@link Operation}, and hands it to the mode's runner (see {@link ResourceCalls}).
 *
 * @param <R> what a call returns in the mode
 * @param <W> the mode's raw view
 */
class CustomerCalls<R, W> extends ResourceCalls<Customer, R, W> implements CustomerOperations<R> {
  static final Endpoint CREATE =
      new Endpoint(
          "customers.create", "POST", "/customers", JsonType.of(Customer.class), "Customer");
  static final Endpoint UPDATE =
      new Endpoint("customers.update", "PUT", "/customers/{id}", CREATE.type(), "Customer");

  private static final String[] CUSTOMERS = {"customers"};

  private CustomerCalls(Function<Operation<Customer, Customer>, R> run, @Nullable W raw) {
    super(run, raw);
  }

  @Override
  public R create(CustomerCreateParams params, RequestOptions options) {
    Checks.notNull(params, "params");
    // The fields as a map: RequestEncoder writes a flat map directly, without a serializer lookup.
    return run.apply(Operation.of(CREATE, CUSTOMERS, params.toMap(), options));
  }

  @Override
  public R update(String id, CustomerUpdateParams params, RequestOptions options) {
    Checks.uuid(id, "id");
    Checks.notNull(params, "params");
    return run.apply(Operation.of(UPDATE, new String[] {"customers", id}, params.toMap(), options));
  }

  /** Customers, blocking. */
  static final class Sync extends CustomerCalls<Customer, CustomerService.WithRawResponse>
      implements CustomerService {
    Sync(ApiClient api) {
      super(api::execute, new Raw(api));
    }
  }

  private static final class Raw extends CustomerCalls<CommerceResponse<Customer>, Void>
      implements CustomerService.WithRawResponse {
    Raw(ApiClient api) {
      super(api::executeRaw, null);
    }
  }

  /** Customers, as futures. */
  static final class Async
      extends CustomerCalls<CompletableFuture<Customer>, AsyncCustomerService.WithRawResponse>
      implements AsyncCustomerService {
    Async(ApiClient api) {
      super(api::executeAsync, new AsyncRaw(api));
    }
  }

  private static final class AsyncRaw
      extends CustomerCalls<CompletableFuture<CommerceResponse<Customer>>, Void>
      implements AsyncCustomerService.WithRawResponse {
    AsyncRaw(ApiClient api) {
      super(api::executeAsyncRaw, null);
    }
  }
}
