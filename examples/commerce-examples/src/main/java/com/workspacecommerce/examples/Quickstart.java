package com.workspacecommerce.examples;

import com.workspacecommerce.sdk.CommerceClient;
import com.workspacecommerce.sdk.Page;
import com.workspacecommerce.sdk.models.Customer;
import com.workspacecommerce.sdk.models.Order;
import com.workspacecommerce.sdk.models.OrderItem;
import com.workspacecommerce.sdk.models.Product;
import com.workspacecommerce.sdk.models.Variant;
import com.workspacecommerce.sdk.params.CustomerCreateParams;
import com.workspacecommerce.sdk.params.CustomerUpdateParams;
import com.workspacecommerce.sdk.params.OrderCreateParams;
import com.workspacecommerce.sdk.params.OrderItemParams;
import com.workspacecommerce.sdk.params.ProductListParams;
import java.io.PrintStream;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * The SDK's whole job in one run: create a customer, update it, walk the catalog with the
 * auto-pager, get one product, order two products for the customer, and read the order back.
 */
public final class Quickstart {
  private Quickstart() {}

  /**
   * Runs the story against the sandbox, or the API named by {@code COMMERCE_BASE_URL}.
   *
   * @param args ignored
   */
  public static void main(String[] args) {
    PrintStream out = System.out;
    try (ExampleSession session = ExampleSession.open(out)) {
      run(session.client(), out);
    }
  }

  static void run(CommerceClient client, PrintStream out) {
    Customer customer =
        client
            .customers()
            .create(
                CustomerCreateParams.builder()
                    .firstname("Ada")
                    .lastname("Lovelace")
                    .email("ada@example.com")
                    .build());
    out.println("1. Created customer " + fullName(customer) + " (id " + customer.id() + ")");

    // Only the fields set here are sent; lastname and email stay as they are on the server.
    customer =
        client
            .customers()
            .update(
                customer.id(),
                CustomerUpdateParams.builder()
                    .firstname("Ada")
                    .phone("+44 20 7946 0000")
                    .note("VIP")
                    .build());
    out.println(
        "2. Updated the customer: phone "
            + customer.phone()
            + ", note \""
            + customer.note()
            + "\"");

    Page<Product> first = client.products().list(ProductListParams.builder().limit(100).build());
    List<Product> all = first.autoPager().stream().collect(Collectors.toList());
    out.println(
        "3. Walked all "
            + all.size()
            + " products with the auto-pager ("
            + first.totalPages()
            + " pages of up to 100; the catalog reports "
            + first.total()
            + ")");

    Product product = client.products().get(all.get(0).id());
    out.println(
        "4. Got product \""
            + product.name()
            + "\": "
            + product.variants().size()
            + " variant(s), "
            + product.totalStock()
            + " in stock");

    Product second = all.get(1);
    Order created =
        client
            .orders()
            .create(
                OrderCreateParams.builder()
                    .customerId(customer.id())
                    .addItem(line(product, 1))
                    .addItem(line(second, 2))
                    .currency("USD")
                    .note("Placed by the Quickstart")
                    .build());
    out.println(
        "5. Created order "
            + created.orderNumber()
            + " for "
            + created.customer().name()
            + ": "
            + created.items().size()
            + " lines, "
            + created.totalItems()
            + " units, total "
            + created.totalPrice()
            + " "
            + created.currency());

    Order fetched = client.orders().get(created.id());
    out.println(
        "6. Read order "
            + fetched.orderNumber()
            + " back: status "
            + fetched.status()
            + ", items "
            + fetched.items().stream().map(OrderItem::sku).collect(Collectors.joining(", ")));
    out.println(
        "Done: 1 customer created and updated, "
            + all.size()
            + " products listed, 1 order placed.");
  }

  private static OrderItemParams line(Product product, long quantity) {
    Variant variant = product.variants().isEmpty() ? null : product.variants().get(0);
    String sku = variant != null && variant.sku() != null ? variant.sku() : product.id();
    return OrderItemParams.of(sku, product.name(), quantity, unitPrice(variant));
  }

  /** The spec leaves the price object open; the sandbox sends {"amount": ..., "currency": ...}. */
  private static long unitPrice(Variant variant) {
    Map<String, Object> price = variant == null ? null : variant.price();
    Object amount = price == null ? null : price.get("amount");
    return amount instanceof Number ? ((Number) amount).longValue() : 1000L;
  }

  private static String fullName(Customer c) {
    return (c.firstname() + " " + c.lastname()).trim();
  }
}
