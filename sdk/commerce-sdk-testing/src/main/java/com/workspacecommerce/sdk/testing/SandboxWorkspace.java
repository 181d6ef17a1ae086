package com.workspacecommerce.sdk.testing;

/**
 * One workspace of a {@link CommerceSandbox} (the data one API key sees), to seed or clear it. Get
 * one with {@link CommerceSandbox#workspace(String)}; the sandbox's own {@code products()}, {@code
 * customers()} and {@code orders()} are those of the default workspace.
 */
public final class SandboxWorkspace {

  private final Workspace state;
  private final SandboxProducts products;
  private final SandboxCustomers customers;
  private final SandboxOrders orders;

  SandboxWorkspace(Workspace state) {
    this.state = state;
    Fixtures.Source source = Fixtures.source(state::newId, state::now, state::nextOrderNumber);
    this.products = new SandboxProducts(state, source);
    this.customers = new SandboxCustomers(state, source);
    this.orders = new SandboxOrders(state, source);
  }

  Workspace state() {
    return state;
  }

  /**
   * @return the workspace's name, such as "alpha"
   */
  public String name() {
    return state.name();
  }

  /**
   * @return the API key that selects this workspace
   */
  public String apiKey() {
    return state.apiKey();
  }

  /**
   * @return its product catalog
   */
  public SandboxProducts products() {
    return products;
  }

  /**
   * @return its customers
   */
  public SandboxCustomers customers() {
    return customers;
  }

  /**
   * @return its orders
   */
  public SandboxOrders orders() {
    return orders;
  }
}
