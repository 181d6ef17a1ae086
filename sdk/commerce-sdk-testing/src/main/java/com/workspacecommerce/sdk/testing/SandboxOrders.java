package com.workspacecommerce.sdk.testing;

import com.workspacecommerce.sdk.models.Order;
import java.util.function.Consumer;

/** The orders of one sandbox workspace: add them with realistic defaults, or remove them all. */
public final class SandboxOrders {

  private final Workspace workspace;
  private final Fixtures.Source source;

  SandboxOrders(Workspace workspace, Fixtures.Source source) {
    this.workspace = workspace;
    this.source = source;
  }

  /**
   * Adds an order; what {@code spec} leaves unset gets the defaults of {@link Fixtures#order()},
   * with the next order number of the workspace.
   *
   * @param spec sets what matters to the test
   * @return the order as the API will serve it
   */
  public Order add(Consumer<Fixtures.OrderBuilder> spec) {
    Fixtures.OrderBuilder builder = new Fixtures.OrderBuilder(source);
    spec.accept(builder);
    Order order = builder.build();
    workspace.putOrder(Wire.orderJson(order));
    return order;
  }

  /** Removes every order. */
  public void clear() {
    workspace.clearOrders();
  }
}
