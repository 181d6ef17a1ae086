///usr/bin/env jbang "$0" "$@" ; exit $?
//JAVA 17+
//DEPS com.workspacecommerce:commerce-sdk:0.1.0-SNAPSHOT
//DESCRIPTION Prints one order: number, status, customer, lines and totals.
//DESCRIPTION Usage: get-order ORDER_ID. Needs COMMERCE_BASE_URL and COMMERCE_API_KEY.

import com.workspacecommerce.sdk.CommerceClient;
import com.workspacecommerce.sdk.errors.AuthenticationException;
import com.workspacecommerce.sdk.errors.CommerceConnectionException;
import com.workspacecommerce.sdk.errors.CommerceException;
import com.workspacecommerce.sdk.errors.NotFoundException;
import com.workspacecommerce.sdk.models.Order;
import com.workspacecommerce.sdk.models.OrderCustomer;
import com.workspacecommerce.sdk.models.OrderItem;

/** Looks up an order by its id (the UUID, not the order number) and prints it. */
class GetOrder {
  public static void main(String[] args) {
    if (args.length != 1) {
      exit(2, "usage: get-order ORDER_ID");
    }
    String id = args[0];
    try (CommerceClient client = CommerceClient.builder().fromEnv().build()) {
      print(client.orders().get(id));
    } catch (IllegalStateException | IllegalArgumentException e) {
      // A missing COMMERCE_* variable, or an id the SDK refuses before sending (not a UUID).
      exit(2, e.getMessage());
    } catch (NotFoundException e) {
      // Also the answer for an order of another workspace: each API key sees its own.
      exit(1, e.getMessage() + "\n  check the id, and that the order is in this key's workspace");
    } catch (AuthenticationException e) {
      exit(1, e.getMessage() + "\n  check COMMERCE_API_KEY");
    } catch (CommerceConnectionException e) {
      exit(1, e.getMessage() + "\n  check COMMERCE_BASE_URL and that the server is up");
    } catch (CommerceException e) {
      exit(1, e.getMessage());
    }
  }

  static void print(Order order) {
    String currency = order.currency() == null ? "" : " " + order.currency();
    System.out.printf("Order %s (id %s)%n", order.orderNumber(), order.id());
    System.out.printf(
        "  status %s, payment %s, fulfillment %s%n",
        order.status(), text(order.paymentStatus()), text(order.fulfillmentStatus()));
    OrderCustomer customer = order.customer();
    if (customer != null) {
      System.out.printf(
          "  customer %s <%s> (id %s)%n",
          text(customer.name()), text(customer.email()), text(customer.id()));
    }
    if (order.orderDatetime() != null) {
      System.out.printf("  placed %s%n", order.orderDatetime());
    }
    System.out.printf("  %d line(s):%n", order.items().size());
    for (OrderItem item : order.items()) {
      System.out.printf(
          "    %s x %s \"%s\" at %s = %s%s%n",
          text(item.quantity()),
          text(item.sku()),
          text(item.title()),
          text(item.unitPrice()),
          text(item.totalPrice()),
          currency);
    }
    System.out.printf(
        "  subtotal %s, shipping %s, tax %s, discount %s, total %s%s%n",
        text(order.subtotalPrice()),
        text(order.totalShipping()),
        text(order.totalTax()),
        text(order.totalDiscount()),
        text(order.totalPrice()),
        currency);
  }

  static String text(Object value) {
    return value == null ? "-" : value.toString();
  }

  static void exit(int status, String message) {
    System.err.println("get-order: " + message);
    System.exit(status);
  }
}
