package com.workspacecommerce.sdk.testing;

import com.workspacecommerce.sdk.models.Product;
import java.util.function.Consumer;

/**
 * The product catalog of one sandbox workspace: add products with realistic defaults, empty it, or
 * regenerate it with another number of seeded products. Changes last until the sandbox is reset.
 *
 * <pre>{@code
 * Product lamp = sandbox.products().add(p -> p.name("Desk lamp").totalStock(0));
 * }</pre>
 */
public final class SandboxProducts {

  private final Workspace workspace;
  private final Fixtures.Source source;

  SandboxProducts(Workspace workspace, Fixtures.Source source) {
    this.workspace = workspace;
    this.source = source;
  }

  /**
   * Adds a product; everything {@code spec} leaves unset gets the defaults of {@link
   * Fixtures#product()}, with an id from the sandbox's seed and timestamps from its clock.
   *
   * @param spec sets what matters to the test
   * @return the product as the API will serve it
   */
  public Product add(Consumer<Fixtures.ProductBuilder> spec) {
    Fixtures.ProductBuilder builder = new Fixtures.ProductBuilder(source);
    spec.accept(builder);
    return add(builder.build());
  }

  /**
   * Adds a product built elsewhere, for example with {@link Fixtures#product()}; one with the same
   * id is replaced.
   *
   * @param product the product
   * @return the same product
   */
  public Product add(Product product) {
    workspace.catalog().put(Wire.catalogProduct(product));
    return product;
  }

  /** Removes every product. */
  public void clear() {
    resize(0);
  }

  /**
   * Replaces the catalog with {@code size} seeded products (the same ones for the same seed);
   * {@link CommerceSandbox#reset()} keeps this size.
   *
   * @param size 0 or more
   */
  public void resize(int size) {
    if (size < 0) {
      throw new IllegalArgumentException("size must be >= 0, was " + size);
    }
    workspace.resizeCatalog(size);
  }

  /**
   * @return how many products the catalog holds
   */
  public int count() {
    return workspace.catalog().size();
  }
}
