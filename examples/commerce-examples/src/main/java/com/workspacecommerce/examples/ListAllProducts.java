package com.workspacecommerce.examples;

import com.workspacecommerce.sdk.CommerceClient;
import com.workspacecommerce.sdk.Page;
import com.workspacecommerce.sdk.models.Product;
import com.workspacecommerce.sdk.params.ProductListParams;
import com.workspacecommerce.sdk.params.SortOrder;
import java.io.PrintStream;

/**
 * Streams the whole catalog page by page, with a progress line per page and a summary: the way to
 * walk a large listing in constant memory.
 */
public final class ListAllProducts {
  private ListAllProducts() {}

  /**
   * Lists every product of the sandbox, or of the API named by {@code COMMERCE_BASE_URL}.
   *
   * @param args ignored
   */
  public static void main(String[] args) {
    PrintStream out = System.out;
    try (ExampleSession session = ExampleSession.open(out)) {
      run(session.client(), out);
    }
  }

  static void run(CommerceClient client, PrintStream out) {
    ProductListParams params =
        ProductListParams.builder().limit(100).sortBy("name").sortOrder(SortOrder.ASC).build();
    long count = 0;
    long stock = 0;
    for (Page<Product> page : client.products().list(params).autoPager().pages()) {
      for (Product p : page.items()) {
        count++;
        stock += p.totalStock() == null ? 0 : p.totalStock();
      }
      out.printf(
          "page %d/%d: %d products (%d so far)%n",
          page.page(), page.totalPages(), page.items().size(), count);
    }
    out.printf("Summary: %d products, total stock %d units%n", count, stock);
  }
}
