package com.workspacecommerce.sdk.internal;

import com.workspacecommerce.sdk.AsyncCommerceClient;
import com.workspacecommerce.sdk.AsyncCustomerService;
import com.workspacecommerce.sdk.AsyncOrderService;
import com.workspacecommerce.sdk.AsyncProductService;
import com.workspacecommerce.sdk.CommerceClient;
import com.workspacecommerce.sdk.CustomerService;
import com.workspacecommerce.sdk.OrderService;
import com.workspacecommerce.sdk.ProductService;
import com.workspacecommerce.sdk.internal.spi.HttpTransport;
import com.workspacecommerce.sdk.internal.spi.Redactor;
import java.util.function.Consumer;
import java.util.function.Function;

/**
 * The client built by {@link ClientFactory}: holds the services, sync and async, and owns the
 * connection pool unless it shares another client's.
 */
final class DefaultCommerceClient implements CommerceClient {
  private final ClientConfig config;
  private final Function<ClientConfig.Builder, CommerceClient.Builder> publicBuilder;
  private final HttpTransport http;
  private final InFlightCalls inFlight;
  private final ConcurrencyLimit limit;
  private final OrderService orders;
  private final ProductService products;
  private final CustomerService customers;
  private final AsyncCommerceClient async;

  DefaultCommerceClient(
      ClientConfig config,
      Function<ClientConfig.Builder, CommerceClient.Builder> publicBuilder,
      ApiClient api,
      HttpTransport http,
      InFlightCalls inFlight,
      ConcurrencyLimit limit,
      OrderService orders,
      ProductService products,
      CustomerService customers) {
    this.config = config;
    this.publicBuilder = publicBuilder;
    this.http = http;
    this.inFlight = inFlight;
    this.limit = limit;
    this.orders = orders;
    this.products = products;
    this.customers = customers;
    this.async = new Async(api);
  }

  @Override
  public OrderService orders() {
    return orders;
  }

  @Override
  public ProductService products() {
    return products;
  }

  @Override
  public CustomerService customers() {
    return customers;
  }

  @Override
  public AsyncCommerceClient async() {
    return async;
  }

  @Override
  public CommerceClient withOptions(Consumer<CommerceClient.Builder> change) {
    Checks.notNull(change, "change");
    if (inFlight.isClosed()) {
      throw new IllegalStateException("CommerceClient is closed; cannot derive a client from it");
    }
    // The derived client shares this one's transport, so its pool and threads, and its
    // concurrency limit.
    CommerceClient.Builder builder =
        publicBuilder.apply(
            config.toBuilder()
                .set(Options.SHARED_TRANSPORT, http)
                .set(Options.SHARED_LIMIT, limit));
    change.accept(builder);
    return builder.build();
  }

  @Override
  public String baseUrl() {
    return config.baseUrl().toString();
  }

  @Override
  public void close() {
    // Ends every call in flight (an attempt, a wait for a slot, a wait between retries); once.
    if (!inFlight.close()) {
      return;
    }
    http.close(); // a no-op for a transport shared or lent
  }

  /**
   * @return the slots this client shares with its family; for tests
   */
  ConcurrencyLimit limit() {
    return limit;
  }

  /**
   * @return the transport this client sends with; for tests
   */
  HttpTransport transport() {
    return http;
  }

  @Override
  public String toString() {
    return "CommerceClient" + describe();
  }

  /** The settings a client names, in the words of the system properties that choose them. */
  private String describe() {
    return "{baseUrl="
        + baseUrl()
        + ", transport="
        + http.name()
        + ", json="
        + config.json()
        + ", apiKey="
        + Redactor.MASK
        + '}';
  }

  /** The asynchronous view: same API client, so the same pool, options and lifetime. */
  private final class Async implements AsyncCommerceClient {
    private final AsyncOrderService orders;
    private final AsyncProductService products;
    private final AsyncCustomerService customers;

    Async(ApiClient api) {
      this.orders = new OrderCalls.Async(api);
      this.products = new ProductCalls.Async(api);
      this.customers = new CustomerCalls.Async(api);
    }

    @Override
    public AsyncOrderService orders() {
      return orders;
    }

    @Override
    public AsyncProductService products() {
      return products;
    }

    @Override
    public AsyncCustomerService customers() {
      return customers;
    }

    @Override
    public CommerceClient sync() {
      return DefaultCommerceClient.this;
    }

    @Override
    public String toString() {
      return "AsyncCommerceClient" + describe();
    }
  }
}
