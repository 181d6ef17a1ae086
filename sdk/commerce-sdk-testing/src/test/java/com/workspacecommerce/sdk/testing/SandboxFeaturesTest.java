package com.workspacecommerce.sdk.testing;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.workspacecommerce.sdk.CommerceClient;
import com.workspacecommerce.sdk.models.Customer;
import com.workspacecommerce.sdk.models.Order;
import com.workspacecommerce.sdk.models.Product;
import com.workspacecommerce.sdk.params.CustomerCreateParams;
import com.workspacecommerce.sdk.params.CustomerUpdateParams;
import com.workspacecommerce.sdk.params.OrderCreateParams;
import com.workspacecommerce.sdk.params.OrderItemParams;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Determinism, the clock, seeding, reset, extra workspaces and the journal, through the SDK. */
class SandboxFeaturesTest {

  /** One fixed story of calls, to compare two sandboxes with. */
  private static List<String> story(CommerceSandbox sandbox) {
    CommerceClient client = sandbox.client();
    Customer customer =
        client.customers().create(CustomerCreateParams.builder().firstname("Ada").build());
    Order order =
        client
            .orders()
            .create(
                OrderCreateParams.builder()
                    .customerId(customer.id())
                    .addItem(OrderItemParams.builder().sku("A").quantity(2).unitPrice(100).build())
                    .build());
    return List.of(
        client.products().list().items().get(0).id(),
        customer.id(),
        customer.createdAt().toString(),
        order.id(),
        order.orderNumber(),
        order.items().get(0).id(),
        order.orderDatetime().toString());
  }

  @Test
  void sameSeedGivesTheSameIdsNumbersAndTimestamps() {
    try (CommerceSandbox a = CommerceSandbox.builder().seed(42).start();
        CommerceSandbox b = CommerceSandbox.builder().seed(42).start();
        CommerceSandbox c = CommerceSandbox.builder().seed(43).start()) {
      List<String> first = story(a);
      assertThat(story(b)).isEqualTo(first);
      assertThat(story(c).get(1)).isNotEqualTo(first.get(1));
      assertThat(first.get(4)).isEqualTo("#1001");
      // After a reset the same story replays exactly.
      a.reset();
      assertThat(story(a)).isEqualTo(first);
    }
  }

  @Test
  void timestampsFollowTheSettableClock() {
    try (CommerceSandbox sandbox = CommerceSandbox.start()) {
      CommerceClient client = sandbox.client();
      Instant start = Instant.parse("2030-05-01T10:00:00Z");
      sandbox.clock().set(start);
      Customer created =
          client.customers().create(CustomerCreateParams.builder().firstname("Ada").build());
      sandbox.clock().advance(Duration.ofHours(2));
      Customer updated =
          client
              .customers()
              .update(created.id(), CustomerUpdateParams.builder().firstname("Ada").build());

      assertThat(created.createdAt().toInstant()).isEqualTo(start);
      assertThat(updated.updatedAt().toInstant()).isEqualTo(start.plus(Duration.ofHours(2)));
      sandbox.reset();
      assertThat(sandbox.clock().instant()).isEqualTo(SandboxClock.DEFAULT_START);
    }
  }

  @Test
  void seededRecordsAreServedAsBuiltAndConformToTheDocument() {
    try (CommerceSandbox sandbox = CommerceSandbox.builder().catalogSize(0).start()) {
      CommerceClient client = sandbox.client();
      Product lamp = sandbox.products().add(p -> p.name("Desk lamp").totalStock(0));
      Customer ada = sandbox.customers().add(c -> c.firstname("Ada").phone(null));
      Order order =
          sandbox
              .orders()
              .add(
                  o ->
                      o.customer(ada)
                          .item(i -> i.quantity(3).unitPrice(2500).with(line -> line.sku("DL-1"))));

      Product served = client.products().get(lamp.id());
      assertThat(served.name()).isEqualTo("Desk lamp");
      assertThat(served.totalStock()).isZero();
      assertThat(served.variants()).hasSameSizeAs(lamp.variants());
      assertThat(served.createdAt()).isEqualTo(lamp.createdAt());
      assertThat(client.orders().get(order.id())).isEqualTo(order);
      assertThat(order.orderNumber()).isEqualTo("#1001");
      assertThat(order.totalPrice()).isEqualTo(7500);
      assertThat(client.products().list().total()).isEqualTo(1);
      // A seeded customer is a real one: orders may reference it.
      Order placed =
          client.orders().create(OrderCreateParams.builder().customerId(ada.id()).build());
      assertThat(placed.customer().name()).isEqualTo("Ada Lovelace");
      assertThat(placed.orderNumber()).isEqualTo("#1002");
      assertThat(OpenApiCheck.assertConforms(sandbox.journal().all(), true)).hasSize(4);
      // The API never stores a blank first name, so the sandbox refuses to seed one.
      assertThatThrownBy(() -> sandbox.customers().add(c -> c.firstname(" ")))
          .isInstanceOf(IllegalArgumentException.class)
          .hasMessageContaining("firstname");
    }
  }

  @Test
  void catalogCanBeClearedResizedAndIsRestoredByReset() {
    try (CommerceSandbox sandbox = CommerceSandbox.start()) {
      CommerceClient client = sandbox.client();
      sandbox.products().clear();
      assertThat(client.products().list().total()).isZero();
      sandbox.products().resize(5);
      assertThat(client.products().list().total()).isEqualTo(5);
      sandbox.reset();
      assertThat(sandbox.products().count()).as("reset keeps the resized size").isEqualTo(5);
      assertThatThrownBy(() -> sandbox.products().resize(-1))
          .hasMessageContaining("size must be >= 0");
    }
  }

  @Test
  void extraWorkspacesAreIsolatedAndSeededSeparately() {
    try (CommerceSandbox sandbox =
        CommerceSandbox.builder().catalogSize(2).workspace("sk_test_gamma", 7).start()) {
      assertThat(sandbox.apiKeys())
          .containsExactly(sandbox.apiKey(), sandbox.otherApiKey(), "sk_test_gamma");
      sandbox.workspace("sk_test_gamma").products().add(p -> p.name("Only in gamma"));
      try (CommerceClient gamma =
          CommerceClient.builder().baseUrl(sandbox.baseUrl()).apiKey("sk_test_gamma").build()) {
        assertThat(gamma.products().list().total()).isEqualTo(8);
      }
      assertThat(sandbox.client().products().list().total()).isEqualTo(2);
      assertThat(sandbox.journal().all())
          .extracting(RecordedRequest::workspace)
          .containsExactly("workspace-3", "alpha");
      assertThatThrownBy(
              () -> CommerceSandbox.builder().workspace(CommerceSandbox.ALPHA_API_KEY, 1))
          .hasMessageContaining("already used");
      assertThatThrownBy(() -> sandbox.workspace("sk_nope")).hasMessageContaining("apiKey");
    }
  }

  @Test
  void journalRecordsBodiesMasksTheKeyAndAssertsOnFields() {
    try (CommerceSandbox sandbox = CommerceSandbox.start()) {
      CommerceClient client = sandbox.client();
      Customer ada =
          client
              .customers()
              .create(CustomerCreateParams.builder().firstname("Ada").lastname("Lovelace").build());
      client
          .customers()
          .update(ada.id(), CustomerUpdateParams.builder().firstname("Ada").phone(null).build());
      client.products().list();

      RecordedRequest update = sandbox.journal().only("customers.update");
      update.assertBodyLacks("lastname").assertBodyHas("phone");
      assertThat(update.bodyJson().get("phone").isNull()).isTrue();
      assertThat(update.header("Authorization")).isEqualTo("Bearer ****");
      assertThat(sandbox.journal().toString()).doesNotContain(sandbox.apiKey());
      assertThat(sandbox.journal().only("GET /products").queryParameters()).isNotNull();
      sandbox.journal().assertNone("orders.create");
      assertThat(sandbox.journal().all())
          .extracting(RecordedRequest::sequence)
          .containsExactly(1, 2, 3);

      assertThatThrownBy(() -> update.assertBodyHas("lastname"))
          .isInstanceOf(AssertionError.class)
          .hasMessageContaining("lastname");
      assertThatThrownBy(() -> sandbox.journal().only("POST /orders"))
          .isInstanceOf(AssertionError.class)
          .hasMessageContaining("found 0")
          .hasMessageContaining("#2 PUT /v1/customers/");
    }
  }

  @Test
  void clientIsBuiltOnceAndClosedWithTheSandbox() {
    CommerceSandbox sandbox = CommerceSandbox.start();
    CommerceClient client = sandbox.client();
    assertThat(sandbox.client()).isSameAs(client);
    sandbox.close();
    assertThatThrownBy(sandbox::client).isInstanceOf(IllegalStateException.class);
  }

  @Test
  void startingASandboxAndAFirstCallIsCheapAfterTheFirstInAJvm() {
    try (CommerceSandbox warm = CommerceSandbox.start()) {
      warm.client().products().list();
    }
    int runs = 20;
    long best = Long.MAX_VALUE;
    long total = 0;
    for (int i = 0; i < runs; i++) {
      long start = System.nanoTime();
      try (CommerceSandbox sandbox = CommerceSandbox.start()) {
        assertThat(sandbox.client().products().list().total()).isEqualTo(257);
      }
      long elapsed = System.nanoTime() - start;
      best = Math.min(best, elapsed);
      total += elapsed;
    }
    System.out.printf(
        "sandbox start + first call after warm-up: best %.1f ms, mean %.1f ms over %d runs%n",
        best / 1e6, total / 1e6 / runs, runs);
    // The README promises under 100 ms; the assertion leaves a wide margin for a loaded 2-core
    // machine.
    assertThat(Duration.ofNanos(best)).isLessThan(Duration.ofSeconds(1));
  }
}
