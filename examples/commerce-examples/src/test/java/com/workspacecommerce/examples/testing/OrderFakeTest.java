package com.workspacecommerce.examples.testing;

import static org.assertj.core.api.Assertions.assertThat;

import com.workspacecommerce.sdk.OrderService;
import com.workspacecommerce.sdk.RequestOptions;
import com.workspacecommerce.sdk.models.Order;
import com.workspacecommerce.sdk.models.OrderItem;
import com.workspacecommerce.sdk.params.OrderCreateParams;
import com.workspacecommerce.sdk.testing.Fixtures;
import org.junit.jupiter.api.Test;

// README "Responses" (records built by name) and "Testing your code" (4) (a fake OrderService
// returning a fixture changed through toBuilder()). Keep the snippets there in step with this file.
class OrderFakeTest {

  @Test
  void buildsAnOrderByNameAndDerivesAChangedCopy() {
    Order order =
        Order.builder()
            .id("6f1c2a4e-8b7d-4c6a-9e2f-1a2b3c4d5e6f")
            .orderNumber("WC-1001")
            .status("open")
            .addItem(OrderItem.builder().sku("MUG-BLUE").quantity(2).unitPrice(1250).build())
            .build();
    Order shipped = order.toBuilder().fulfillmentStatus("fulfilled").build(); // order is unchanged

    assertThat(shipped.fulfillmentStatus()).isEqualTo("fulfilled");
    assertThat(order.fulfillmentStatus()).isNull();
    assertThat(shipped.items()).isEqualTo(order.items());
  }

  @Test
  void aFakeOrderServiceServesAFixtureChangedByName() {
    OrderService orders =
        new OrderService() {
          @Override
          public Order create(OrderCreateParams params, RequestOptions options) {
            throw new AssertionError("the code under test should not create orders");
          }

          @Override
          public Order get(String id, RequestOptions options) {
            // A fixture's totals follow its lines; with(..) runs after them, so this total
            // deliberately does not.
            return Fixtures.order().id(id).with(order -> order.totalPrice(0)).build();
          }
        };

    Order order = orders.get("6f1c2a4e-8b7d-4c6a-9e2f-1a2b3c4d5e6f");

    assertThat(order.id()).isEqualTo("6f1c2a4e-8b7d-4c6a-9e2f-1a2b3c4d5e6f");
    assertThat(order.totalPrice()).isZero();
    assertThat(order.subtotalPrice()).isEqualTo(4999);
  }
}
