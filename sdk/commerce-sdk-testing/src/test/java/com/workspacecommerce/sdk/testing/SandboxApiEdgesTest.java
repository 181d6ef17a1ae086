package com.workspacecommerce.sdk.testing;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.workspacecommerce.sdk.CommerceClient;
import com.workspacecommerce.sdk.errors.CommerceApiException;
import com.workspacecommerce.sdk.errors.InternalServerException;
import com.workspacecommerce.sdk.errors.NotFoundException;
import com.workspacecommerce.sdk.models.Customer;
import com.workspacecommerce.sdk.models.Order;
import com.workspacecommerce.sdk.models.OrderItem;
import com.workspacecommerce.sdk.models.Product;
import com.workspacecommerce.sdk.params.CustomerUpdateParams;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * The sandbox's own API at its edges: the builder's checks, the workspaces' names and keys, what
 * {@code clear()} and {@link CommerceSandbox#clearFaults()} remove, and the client it lends, which
 * closes with it.
 */
class SandboxApiEdgesTest {
  private final CommerceSandbox sandbox = CommerceSandbox.builder().catalogSize(2).start();

  @AfterEach
  void close() {
    sandbox.close();
  }

  /** A client of its own that sees each fault once: no retry hides it. */
  private CommerceClient withoutRetries() {
    return CommerceClient.builder()
        .baseUrl(sandbox.baseUrl())
        .apiKey(sandbox.apiKey())
        .maxRetries(0)
        .build();
  }

  @Test
  void thePortIsZeroToTheLastPortAndNothingElse() {
    CommerceSandbox.Builder b = CommerceSandbox.builder();
    assertThat(b.port(0)).isSameAs(b);
    assertThat(b.port(65535)).isSameAs(b);
    for (int port : new int[] {-1, 65536}) {
      assertThatThrownBy(() -> b.port(port))
          .isInstanceOf(IllegalArgumentException.class)
          .hasMessage("port must be between 0 and 65535 inclusive, was " + port);
    }
  }

  @Test
  void anExtraWorkspaceCannotTakeTheKeyOfAnother() {
    for (String taken :
        new String[] {CommerceSandbox.ALPHA_API_KEY, CommerceSandbox.BETA_API_KEY}) {
      assertThatThrownBy(() -> CommerceSandbox.builder().workspace(taken, 1))
          .isInstanceOf(IllegalArgumentException.class)
          .hasMessage("apiKey is already used by another workspace");
    }
    CommerceSandbox.Builder b = CommerceSandbox.builder().workspace("sk_test_gamma", 1);
    assertThatThrownBy(() -> b.workspace("sk_test_gamma", 2))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("apiKey is already used by another workspace");
  }

  @Test
  void eachWorkspaceHasItsNameAndTheKeyThatSelectsIt() {
    SandboxWorkspace alpha = sandbox.workspace(CommerceSandbox.ALPHA_API_KEY);
    SandboxWorkspace beta = sandbox.workspace(CommerceSandbox.BETA_API_KEY);
    assertThat(alpha.name()).isEqualTo("alpha");
    assertThat(alpha.apiKey()).isEqualTo(CommerceSandbox.ALPHA_API_KEY);
    assertThat(beta.name()).isEqualTo("beta");
    assertThat(beta.apiKey()).isEqualTo(CommerceSandbox.BETA_API_KEY);
  }

  @Test
  void clearingCustomersOrOrdersRemovesThemFromTheApi() {
    SandboxWorkspace w = sandbox.workspace(sandbox.apiKey());
    Customer customer = w.customers().add(c -> c.firstname("Ada"));
    Order order = w.orders().add(o -> {});
    CommerceClient client = sandbox.client();
    CustomerUpdateParams rename = CustomerUpdateParams.builder().firstname("Grace").build();
    assertThat(client.customers().update(customer.id(), rename).firstname()).isEqualTo("Grace");
    assertThat(client.orders().get(order.id()).id()).isEqualTo(order.id());

    w.customers().clear();
    w.orders().clear();

    assertThatThrownBy(() -> client.customers().update(customer.id(), rename))
        .isInstanceOf(NotFoundException.class);
    assertThatThrownBy(() -> client.orders().get(order.id())).isInstanceOf(NotFoundException.class);
  }

  @Test
  void clearFaultsDisarmsTheFaultsNotPlayedYet() {
    try (CommerceClient client = withoutRetries()) {
      sandbox.inject(Fault.status(503).times(2));
      assertThatThrownBy(() -> client.products().list())
          .isInstanceOf(InternalServerException.class);

      sandbox.clearFaults();

      assertThat(client.products().list().items()).hasSize(2);
    }
  }

  @Test
  void theClientItLendsClosesWithIt() {
    CommerceClient client = sandbox.client();
    assertThat(client.products().list().items()).hasSize(2);

    sandbox.close();

    assertThatThrownBy(() -> client.products().list())
        .as("closed, not merely unable to connect")
        .isInstanceOf(IllegalStateException.class)
        .hasMessage("CommerceClient is closed; build a new client to make calls");
    assertThatThrownBy(sandbox::client)
        .isInstanceOf(IllegalStateException.class)
        .hasMessage("the sandbox is closed");
  }

  @Test
  void extraWorkspacesAreNumberedInTheirOrderAndSeededApart() {
    try (CommerceSandbox more =
        CommerceSandbox.builder()
            .catalogSize(3)
            .workspace("sk_test_third", 3)
            .workspace("sk_test_fourth", 3)
            .start()) {
      assertThat(more.workspace("sk_test_third").name()).isEqualTo("workspace-3");
      assertThat(more.workspace("sk_test_fourth").name()).isEqualTo("workspace-4");
      List<String> alpha = names(more, CommerceSandbox.ALPHA_API_KEY);
      List<String> third = names(more, "sk_test_third");
      assertThat(third).hasSize(3).isNotEqualTo(alpha);
      assertThat(names(more, "sk_test_fourth")).hasSize(3).isNotEqualTo(alpha).isNotEqualTo(third);
    }
  }

  private static List<String> names(CommerceSandbox sandbox, String apiKey) {
    try (CommerceClient c =
        CommerceClient.builder().baseUrl(sandbox.baseUrl()).apiKey(apiKey).build()) {
      return c.products().list().items().stream().map(Product::name).toList();
    }
  }

  @Test
  void anOrderAddedWithFieldsTheSdkDoesNotKnowIsServedWithThem() {
    SandboxWorkspace w = sandbox.workspace(sandbox.apiKey());
    OrderItem line =
        Fixtures.orderItem().build().toBuilder().putAdditionalProperty("gift_wrap", true).build();
    Order added =
        w.orders()
            .add(
                o ->
                    o.items(List.of(line))
                        .with(
                            b ->
                                b.orderDatetime(null)
                                    .putAdditionalProperty("channel_ref", "pos-7")
                                    .customer(
                                        Fixtures.orderCustomer()
                                            .putAdditionalProperty("tier", "gold")
                                            .build())));

    Order served = sandbox.client().orders().get(added.id());

    assertThat(served.additionalProperties()).containsEntry("channel_ref", "pos-7");
    assertThat(served.customer().additionalProperties()).containsEntry("tier", "gold");
    assertThat(served.items().get(0).additionalProperties()).containsEntry("gift_wrap", true);
    assertThat(served.orderDatetime()).isNull();
  }

  @Test
  void aStatusFaultsErrorTypeFollowsItsClass() {
    try (CommerceClient client = withoutRetries()) {
      sandbox.inject(Fault.status(500).times(1));
      assertThatThrownBy(() -> client.products().list())
          .isInstanceOfSatisfying(
              CommerceApiException.class, e -> assertThat(e.body()).contains("\"internal_error\""));
      sandbox.inject(Fault.status(499).times(1));
      assertThatThrownBy(() -> client.products().list())
          .isInstanceOfSatisfying(
              CommerceApiException.class,
              e -> assertThat(e.body()).contains("\"invalid_request\""));
    }
  }
}
