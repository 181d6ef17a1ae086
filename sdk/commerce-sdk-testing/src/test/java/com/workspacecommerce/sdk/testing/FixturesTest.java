package com.workspacecommerce.sdk.testing;

import static org.assertj.core.api.Assertions.assertThat;

import com.workspacecommerce.sdk.Page;
import com.workspacecommerce.sdk.models.Customer;
import com.workspacecommerce.sdk.models.Media;
import com.workspacecommerce.sdk.models.Order;
import com.workspacecommerce.sdk.models.OrderCustomer;
import com.workspacecommerce.sdk.models.Product;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Fixture defaults are valid and consistent, and fake pages walk without a server. */
class FixturesTest {

  @Test
  void productDefaultsAreConsistent() {
    Product product = Fixtures.product().build();
    assertThat(product.id()).hasSize(36);
    assertThat(product.variants()).hasSize(1);
    assertThat(product.totalStock()).isEqualTo(product.variants().get(0).stock());
    assertThat(product.priceRange()).containsEntry("min", 4999L).containsEntry("max", 4999L);
    assertThat(product.requiresShipping()).isTrue();
    assertThat(product.createdAt().toInstant()).isEqualTo(SandboxClock.DEFAULT_START);
    assertThat(Fixtures.product().build().id()).isNotEqualTo(product.id());
  }

  @Test
  void totalStockOfZeroEmptiesTheDefaultVariantAndVariantsDriveTheRange() {
    assertThat(Fixtures.product().totalStock(0).build().variants().get(0).stock()).isZero();
    Product two =
        Fixtures.product()
            .type("digital")
            .variant(v -> v.stock(2).price(1000))
            .variant(v -> v.stock(3).price(3000))
            .build();
    assertThat(two.totalStock()).isEqualTo(5);
    assertThat(two.priceRange()).containsEntry("min", 1000L).containsEntry("max", 3000L);
    assertThat(two.requiresShipping()).isFalse();
  }

  @Test
  void orderTotalsFollowItsLines() {
    Customer ada = Fixtures.customer().build();
    Order order =
        Fixtures.order()
            .customer(ada)
            .item(i -> i.quantity(2).unitPrice(1500))
            .item(i -> i.unitPrice(500).with(line -> line.sku("B")))
            .totalShipping(400)
            .totalDiscount(100)
            .build();
    assertThat(order.subtotalPrice()).isEqualTo(3500);
    assertThat(order.totalPrice()).isEqualTo(3800);
    assertThat(order.totalItems()).isEqualTo(3);
    assertThat(order.customer().name()).isEqualTo("Ada Lovelace");
    assertThat(order.orderNumber()).isEqualTo("#1001");
    assertThat(Fixtures.orderItem().build().totalPrice()).isEqualTo(4999);
    assertThat(Fixtures.orderCustomer().build().name()).isEqualTo("Ada Lovelace");
    assertThat(Fixtures.media().build().position()).isEqualTo(1);
  }

  @Test
  void aFixtureBuilderBuiltAgainDerivesItsDefaultsAfresh() {
    Fixtures.OrderBuilder orders = Fixtures.order().item(i -> i.unitPrice(1000));
    Order first = orders.build();
    Order second = orders.totalShipping(500).with(o -> o.status("closed")).build();

    assertThat(first.totalPrice()).isEqualTo(1000);
    assertThat(first.status()).isEqualTo("open");
    assertThat(second.totalPrice()).isEqualTo(1500);
    assertThat(second.status()).isEqualTo("closed");

    Fixtures.ProductBuilder products = Fixtures.product();
    Product stocked = products.build();
    Product soldOut = products.totalStock(0).build();
    assertThat(stocked.totalStock()).isEqualTo(25);
    assertThat(soldOut.totalStock()).isZero();
    assertThat(soldOut.variants().get(0).stock()).isZero();
  }

  @Test
  void withSetsOtherFieldsAndOverridesDerivedOnesInTheOrderGiven() {
    Order order =
        Fixtures.order()
            .item(i -> i.quantity(2).unitPrice(700).with(line -> line.sku("MUG").totalPrice(1)))
            .with(o -> o.note("first").totalPrice(0))
            .with(o -> o.note("second"))
            .build();

    assertThat(order.items().get(0).sku()).isEqualTo("MUG");
    assertThat(order.items().get(0).totalPrice()).isEqualTo(1);
    // Derived values come from the builder's own inputs: the line total as overridden, but the
    // order total only where with(..) did not replace it.
    assertThat(order.subtotalPrice()).isEqualTo(1);
    assertThat(order.totalPrice()).isZero();
    assertThat(order.note()).isEqualTo("second");
    assertThat(order.status()).isEqualTo("open");

    Product draft = Fixtures.product().with(p -> p.status("draft").totalStock(99)).build();
    assertThat(draft.status()).isEqualTo("draft");
    assertThat(draft.totalStock()).isEqualTo(99);
    assertThat(draft.variants().get(0).stock()).isEqualTo(25);
    assertThat(Fixtures.variant().with(v -> v.sku("X")).price(10).build().price())
        .containsEntry("amount", 10L);
  }

  @Test
  void mediaCustomerAndOrderCustomerAreTheModelsBuildersPrefilled() {
    Media.Builder media = Fixtures.media();
    Customer.Builder customer = Fixtures.customer();
    OrderCustomer.Builder orderCustomer = Fixtures.orderCustomer();

    Media image = media.position(2).build();
    assertThat(image.type()).isEqualTo("image");
    assertThat(image.position()).isEqualTo(2);
    assertThat(image.id()).hasSize(36).isNotEqualTo(Fixtures.media().build().id());
    Customer grace = customer.firstname("Grace").build();
    assertThat(grace.lastname()).isEqualTo("Lovelace");
    assertThat(grace.email()).isEqualTo("ada@example.com");
    assertThat(grace.createdAt().toInstant()).isEqualTo(SandboxClock.DEFAULT_START);
    assertThat(grace.updatedAt()).isEqualTo(grace.createdAt());
    assertThat(orderCustomer.email(null).build().id()).hasSize(36);
  }

  @Test
  void aFixtureRecordChangesByNameThroughToBuilder() {
    Order order = Fixtures.order().build();

    Order refunded = order.toBuilder().paymentStatus("refunded").build();

    assertThat(refunded.paymentStatus()).isEqualTo("refunded");
    assertThat(refunded.toBuilder().paymentStatus(order.paymentStatus()).build()).isEqualTo(order);
  }

  @Test
  void fakePagesWalkEveryItem() {
    List<Product> products = Fixtures.products(5);
    Page<Product> first = Fixtures.pages(List.of(products.subList(0, 2), products.subList(2, 5)));
    assertThat(first.hasNextPage()).isTrue();
    assertThat(first.autoPager().stream().map(Product::name))
        .containsExactly("Product 001", "Product 002", "Product 003", "Product 004", "Product 005");
    assertThat(Fixtures.page(products).items()).hasSize(5);
  }
}
