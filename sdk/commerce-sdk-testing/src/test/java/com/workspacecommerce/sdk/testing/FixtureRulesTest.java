package com.workspacecommerce.sdk.testing;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.workspacecommerce.sdk.models.Order;
import com.workspacecommerce.sdk.models.OrderItem;
import com.workspacecommerce.sdk.models.Product;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The fixture builders' bounds and sums, and the sandbox clock's chaining, as a test author relies
 * on them.
 */
class FixtureRulesTest {

  @Test
  void anOrderItemNeedsAtLeastOneUnitAndANonNegativePrice() {
    assertThat(Fixtures.orderItem().quantity(1).unitPrice(0).build().totalPrice()).isZero();
    assertThatThrownBy(() -> Fixtures.orderItem().quantity(0))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("quantity must be >= 1, was 0");
    assertThatThrownBy(() -> Fixtures.orderItem().unitPrice(-1))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("unitPrice must be >= 0, was -1");
  }

  @Test
  void anOrderItemsChangesApplyAfterItsDefaults() {
    OrderItem item =
        Fixtures.orderItem().quantity(3).unitPrice(200).with(b -> b.sku("X-1")).build();
    assertThat(item.sku()).isEqualTo("X-1");
    assertThat(item.totalPrice()).isEqualTo(600);
    assertThat(item.quantity()).isEqualTo(3);
  }

  @Test
  void anOrdersTotalsFollowItsLinesAndAmounts() {
    Order order =
        Fixtures.order()
            .item(i -> i.quantity(2).unitPrice(1000))
            .item(i -> i.quantity(1).unitPrice(500))
            .totalShipping(300)
            .totalTax(200)
            .totalDiscount(100)
            .build();

    assertThat(order.subtotalPrice()).isEqualTo(2500);
    assertThat(order.totalItems()).isEqualTo(3);
    assertThat(order.totalShipping()).isEqualTo(300);
    assertThat(order.totalTax()).isEqualTo(200);
    assertThat(order.totalDiscount()).isEqualTo(100);
    assertThat(order.totalPrice()).isEqualTo(2500 + 300 + 200 - 100);
  }

  @Test
  void linesWithoutPriceOrQuantityCountAsZero() {
    OrderItem bare = OrderItem.builder().sku("B-1").build();
    Order order =
        Fixtures.order()
            .items(List.of(bare, Fixtures.orderItem().quantity(2).unitPrice(50).build()))
            .build();

    assertThat(order.subtotalPrice()).isEqualTo(100);
    assertThat(order.totalItems()).isEqualTo(2);
    assertThat(order.totalPrice()).isEqualTo(100);
  }

  @Test
  void productsCountsFromZeroAndRefusesANegativeCount() {
    assertThat(Fixtures.products(0)).isEmpty();
    List<Product> two = Fixtures.products(2);
    assertThat(two).extracting(Product::name).containsExactly("Product 001", "Product 002");
    assertThatThrownBy(() -> Fixtures.products(-1))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("count must be >= 0, was -1");
  }

  @Test
  void theSandboxClockChainsAndStaysInUtc() {
    SandboxClock clock = new SandboxClock(Clock.fixed(Instant.EPOCH, ZoneOffset.UTC));
    Instant at = Instant.parse("2026-01-02T03:04:05Z");

    assertThat(clock.set(at).advance(Duration.ofMinutes(5)).instant())
        .isEqualTo(at.plusSeconds(300));
    assertThat(clock.getZone()).isEqualTo(ZoneOffset.UTC);
    Clock other = Clock.fixed(Instant.EPOCH.plusSeconds(7), ZoneOffset.UTC);
    assertThat(clock.use(other).instant()).isEqualTo(Instant.EPOCH.plusSeconds(7));
    Clock zoned = clock.withZone(ZoneId.of("Europe/Berlin"));
    assertThat(zoned.getZone()).isEqualTo(ZoneId.of("Europe/Berlin"));
    assertThat(zoned.instant()).isEqualTo(Instant.EPOCH.plusSeconds(7));
    clock.reset();
    assertThat(clock.instant()).isEqualTo(Instant.EPOCH);
  }

  @Test
  void anIdOrNumberGivenIsKeptAndOnlyTheOthersAreDrawn() {
    Order order = Fixtures.order().id("o_mine").orderNumber("#9001").build();
    assertThat(order.id()).isEqualTo("o_mine");
    assertThat(order.orderNumber()).isEqualTo("#9001");
    Order drawn = Fixtures.order().build();
    assertThat(drawn.id()).isNotEqualTo("o_mine").isNotBlank();
    assertThat(drawn.orderNumber()).isNotEqualTo("#9001").isNotBlank();
    assertThat(Fixtures.orderItem().id("li_mine").build().id()).isEqualTo("li_mine");
    assertThat(Fixtures.orderItem().build().id()).isNotEqualTo("li_mine").isNotBlank();
  }
}
