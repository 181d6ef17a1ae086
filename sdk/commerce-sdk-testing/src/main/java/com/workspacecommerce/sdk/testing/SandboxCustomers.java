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
   * Adds a customer; what {@code spec} leaves unset keeps the defaults of {@link
   * Fixtures#customer()}, with an id from the sandbox's seed (drawn before {@code spec} runs, so
   * setting another one still uses it up) and both timestamps from its clock.
   *
   * @param spec sets what matters to the test on the model's builder
   * @return the customer as the API would return it
   * @throws IllegalArgumentException when the first name is blank, which the API never stores
   */
  public Customer add(Consumer<Customer.Builder> spec) {
    Customer.Builder builder = Fixtures.customer(source);
    spec.accept(builder);
    Customer customer = builder.build();
    if (customer.firstname().isBlank()) {
      throw new IllegalArgumentException("firstname must be a non-blank string");
    }
    workspace.putCustomer(Wire.storedCustomer(customer));
    return customer;
  }

  /** Removes every customer (orders keep their customer summaries). */
  public void clear() {
    workspace.clearCustomers();
  }
}
