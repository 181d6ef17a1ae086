package com.workspacecommerce.sdk;

import com.workspacecommerce.sdk.models.Order;

/**
 * The orders of the workspace: create one, get one. Obtain it from {@link CommerceClient#orders()};
 * the SDK's implementation is thread-safe. The API has no list or delete of orders. The operations
 * and their overloads are those of {@link OrderOperations}, returning the {@link Order} itself.
 *
 * <p>Its operations, with the type this interface fixes ({@code R} = {@code Order} in {@link
 * OrderOperations}):
 *
 * <pre>{@code
 * // POST /orders
 * Order create(OrderCreateParams params)
 * Order create(OrderCreateParams params, RequestOptions options)
 * // GET /orders/{id}
 * Order get(String id)
 * Order get(UUID id)
 * Order get(String id, RequestOptions options)
 * Order get(UUID id, RequestOptions options)
 * }</pre>
 *
 * <p>For example:
 *
 * <pre>{@code
 * Order order = client.orders().create(OrderCreateParams.builder()
 *     .customerId(customerId)
 *     .addItem(OrderItemParams.of("LAMP-01", "Desk lamp", 2, 4599))
 *     .currency("USD")
 *     .build(), RequestOptions.builder().idempotencyKey("checkout-" + cartId).build());
 * Order same = client.orders().get(order.id());
 * }</pre>
 *
 * <p>An interface so that code using the SDK can be unit-tested with a fake: a fake implements only
 * {@link #create(com.workspacecommerce.sdk.params.OrderCreateParams, RequestOptions)} and {@link
 * #get(String, RequestOptions)}; every shorter overload is a default method that delegates to them.
 */
public interface OrderService extends OrderOperations<Order> {
  /**
   * A view of this service whose methods return the value together with the response's status,
   * headers, request id, attempt count and duration. It shares the client and its options.
   *
   * <pre>{@code
   * CommerceResponse<Order> r = client.orders().withRawResponse().get(id);
   * System.out.println(r.statusCode() + " " + r.requestId() + " after " + r.attempts() + " attempt(s)");
   * }</pre>
   *
   * @return the view; the default implementation, for fakes, throws {@link
   *     UnsupportedOperationException}
   */
  default WithRawResponse withRawResponse() {
    throw new UnsupportedOperationException(
        "withRawResponse() is not implemented by " + getClass().getName());
  }

  /**
   * {@link OrderService} with response metadata: the same operations and overloads, each returning
   * a {@link CommerceResponse}.
   */
  interface WithRawResponse extends OrderOperations<CommerceResponse<Order>> {}
}
