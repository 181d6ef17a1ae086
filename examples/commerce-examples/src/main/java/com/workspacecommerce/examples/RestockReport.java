package com.workspacecommerce.examples;

import com.workspacecommerce.sdk.CommerceClient;
import com.workspacecommerce.sdk.ProductService;
import com.workspacecommerce.sdk.models.Product;
import com.workspacecommerce.sdk.params.ProductListParams;
import com.workspacecommerce.sdk.params.SortOrder;
import java.util.List;
import java.util.Objects;

/**
 * A small tool built on the SDK, as users write them: lists the products that are out of stock, by
 * name. The README's "Testing your code" section tests it four ways (against the sandbox, with a
 * fault, on the journal, and with a fake {@link ProductService}).
 */
public final class RestockReport {

  /** The largest page the API serves, so the report needs as few requests as possible. */
  static final int PAGE_SIZE = 100;

  private final ProductService products;

  /**
   * A report over the products of the client's workspace.
   *
   * @param client the client to read products with
   */
  public RestockReport(CommerceClient client) {
    this(client.products());
  }

  /**
   * A report over {@code products}; in unit tests, a fake.
   *
   * @param products the product service to read from
   */
  public RestockReport(ProductService products) {
    this.products = Objects.requireNonNull(products, "products");
  }

  /**
   * The products with a total stock of zero, sorted by name. Products whose stock is unknown are
   * left out.
   *
   * @return the sold-out products
   */
  public List<Product> soldOut() {
    ProductListParams params =
        ProductListParams.builder()
            .limit(PAGE_SIZE)
            .sortBy("name")
            .sortOrder(SortOrder.ASC)
            .build();
    return products.list(params).autoPager().stream()
        .filter(p -> p.totalStock() != null && p.totalStock() == 0)
        .toList();
  }

  /**
   * The report as text: one line per sold-out product, or a line saying there are none.
   *
   * @return the report
   */
  public String render() {
    List<Product> soldOut = soldOut();
    if (soldOut.isEmpty()) {
      return "Nothing to restock.";
    }
    StringBuilder text = new StringBuilder("Restock " + soldOut.size() + " product(s):");
    soldOut.forEach(p -> text.append("\n- ").append(p.name()));
    return text.toString();
  }
}
