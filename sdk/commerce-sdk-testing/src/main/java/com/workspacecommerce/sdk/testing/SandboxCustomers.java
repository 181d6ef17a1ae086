package com.workspacecommerce.sdk.testing;

import com.workspacecommerce.sdk.models.Customer;
import java.util.function.Consumer;

/** The customers of one sandbox workspace: add them with realistic defaults, or remove them all. */
public final class SandboxCustomers {

  private final Workspace workspace;
  private final Fixtures.Source source;

  SandboxCustomers(Workspace workspace, Fixtures.Source source) {
    this.workspace = workspace;
    this.source = source;
  }

  /**
   * Adds a customer; what {@code spec} leaves unset gets the defaults of {@link
   * Fixtures#customer()}.
   *
   * @param spec sets what matters to the test
   * @return the customer as the API would return it
   */
  public Customer add(Consumer<Fixtures.CustomerBuilder> spec) {
    Fixtures.CustomerBuilder builder = new Fixtures.CustomerBuilder(source);
    spec.accept(builder);
    Customer customer = builder.build();
    workspace.putCustomer(Wire.storedCustomer(customer));
    return customer;
  }

  /** Removes every customer (orders keep their customer summaries). */
  public void clear() {
    workspace.clearCustomers();
  }
}
