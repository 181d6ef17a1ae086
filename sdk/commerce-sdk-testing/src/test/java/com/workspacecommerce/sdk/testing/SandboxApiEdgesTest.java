package com.workspacecommerce.sdk.testing;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.workspacecommerce.sdk.CommerceClient;
import com.workspacecommerce.sdk.errors.InternalServerException;
import com.workspacecommerce.sdk.errors.NotFoundException;
import com.workspacecommerce.sdk.models.Customer;
import com.workspacecommerce.sdk.models.Order;
import com.workspacecommerce.sdk.params.CustomerUpdateParams;
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
    CommerceClient client =
        CommerceClient.builder()
            .baseUrl(sandbox.baseUrl())
            .apiKey(sandbox.apiKey())
            .maxRetries(0)
            .build();
    try {
      sandbox.inject(Fault.status(503).times(2));
      assertThatThrownBy(() -> client.products().list())
          .isInstanceOf(InternalServerException.class);

      sandbox.clearFaults();

      assertThat(client.products().list().items()).hasSize(2);
    } finally {
      client.close();
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
}
