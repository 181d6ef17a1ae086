package com.workspacecommerce.examples.lean;

import com.workspacecommerce.sdk.CommerceClient;
import com.workspacecommerce.sdk.models.Customer;
import com.workspacecommerce.sdk.models.Order;
import com.workspacecommerce.sdk.models.Product;
import com.workspacecommerce.sdk.params.CustomerCreateParams;
import com.workspacecommerce.sdk.params.OrderCreateParams;
import com.workspacecommerce.sdk.params.OrderItemParams;
import com.workspacecommerce.sdk.params.ProductListParams;
import com.workspacecommerce.sdk.testing.CommerceSandbox;
import java.io.PrintStream;

/**
 * The Quickstart story on the lean stack: {@code commerce-sdk-core} with {@code
 * commerce-sdk-jackson3}, so the JDK's HttpClient and Jackson 3 carry it. Against the API named by
 * {@code COMMERCE_BASE_URL} and {@code COMMERCE_API_KEY}, else against a sandbox started here.
 */
public final class LeanQuickstart {
  private LeanQuickstart() {}

  /**
   * Runs the story.
   *
   * @param args ignored
   */
  public static void main(String[] args) {
    PrintStream out = System.out;
    if (System.getenv("COMMERCE_BASE_URL") != null) {
      try (CommerceClient client = CommerceClient.builder().fromEnv().build()) {
        run(client, out);
      }
      return;
    }
    try (CommerceSandbox sandbox = CommerceSandbox.start()) {
      run(sandbox.client(), out); // the sandbox closes its client
    }
  }

  /**
   * Creates a customer, lists products, orders one and reads the order back.
   *
   * @param client the client
   * @param out where the story is told
   * @return the order placed
   */
  public static Order run(CommerceClient client, PrintStream out) {
    out.println("0. " + client);
    Customer ada =
        client
            .customers()
            .create(
                CustomerCreateParams.builder()
                    .firstname("Ada")
                    .lastname("Lovelace")
                    .email("ada@example.com")
                    .build());
    out.println("1. Created customer " + ada.firstname() + " " + ada.lastname());
    Product first =
        client.products().list(ProductListParams.builder().limit(10).build()).items().get(0);
    out.println("2. First product: " + first.name());
    Order order =
        client
            .orders()
            .create(
                OrderCreateParams.builder()
                    .customerId(ada.id())
                    .addItem(OrderItemParams.of("LAMP-01", "Desk lamp", 2, 4599))
                    .currency("USD")
                    .build());
    out.println("3. Placed order " + order.orderNumber() + " for " + order.totalPrice());
    Order again = client.orders().get(order.id());
    out.println(
        "4. Read it back: " + again.orderNumber() + ", " + again.items().size() + " item(s)");
    return again;
  }
}
