package com.workspacecommerce.sdk.internal;

import com.workspacecommerce.sdk.CommerceClient;
import com.workspacecommerce.sdk.CustomerService;
import com.workspacecommerce.sdk.OrderService;
import com.workspacecommerce.sdk.ProductService;
import java.util.concurrent.atomic.AtomicBoolean;
import okhttp3.OkHttpClient;

/** The client built by {@link ClientFactory}: holds the services and owns the connection pool. */
final class DefaultCommerceClient implements CommerceClient {
  private final String baseUrl;
  private final OkHttpClient http;
  private final boolean ownsHttp;
  private final AtomicBoolean closed;
  private final OrderService orders;
  private final ProductService products;
  private final CustomerService customers;

  DefaultCommerceClient(
      String baseUrl,
      OkHttpClient http,
      boolean ownsHttp,
      AtomicBoolean closed,
      OrderService orders,
      ProductService products,
      CustomerService customers) {
    this.baseUrl = baseUrl;
    this.http = http;
    this.ownsHttp = ownsHttp;
    this.closed = closed;
    this.orders = orders;
    this.products = products;
    this.customers = customers;
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
  public String baseUrl() {
    return baseUrl;
  }

  @Override
  public void close() {
    if (!closed.compareAndSet(false, true) || !ownsHttp) {
      return;
    }
    http.dispatcher().executorService().shutdown();
    http.connectionPool().evictAll();
  }

  @Override
  public String toString() {
    return "CommerceClient{baseUrl=" + baseUrl + ", apiKey=" + Redactor.MASK + '}';
  }
}
