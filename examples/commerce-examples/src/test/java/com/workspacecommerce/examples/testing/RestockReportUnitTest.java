package com.workspacecommerce.examples.testing;

import static org.assertj.core.api.Assertions.assertThat;

import com.workspacecommerce.examples.RestockReport;
import com.workspacecommerce.sdk.Page;
import com.workspacecommerce.sdk.ProductService;
import com.workspacecommerce.sdk.RequestOptions;
import com.workspacecommerce.sdk.models.Product;
import com.workspacecommerce.sdk.params.ProductListParams;
import com.workspacecommerce.sdk.testing.Fixtures;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

// README "Testing your code" (4): a unit test without a server, with fixtures and a fake
// ProductService.
class RestockReportUnitTest {

  /** Serves fixed pages and remembers what it was asked for; the shorter overloads are defaults. */
  static final class FakeProductService implements ProductService {
    final List<ProductListParams> requests = new ArrayList<>();
    private final Page<Product> firstPage;

    FakeProductService(Page<Product> firstPage) {
      this.firstPage = firstPage;
    }

    @Override
    public Page<Product> list(ProductListParams params, RequestOptions options) {
      requests.add(params);
      return firstPage;
    }

    @Override
    public Product get(String id, RequestOptions options) {
      throw new AssertionError("the report should not fetch single products");
    }
  }

  @Test
  void walksEveryPageAndKeepsOnlyZeroStock() {
    Product lamp = Fixtures.product().name("Desk lamp").totalStock(0).build();
    Product table = Fixtures.product().name("Side table").totalStock(4).build();
    Product chair = Fixtures.product().name("Chair").totalStock(0).build();
    Product stool =
        Fixtures.product().name("Stool").variant(v -> v.stock(0)).variant(v -> v.stock(1)).build();
    // Two linked pages: the report must follow the second one too.
    FakeProductService products =
        new FakeProductService(
            Fixtures.pages(List.of(List.of(chair, lamp), List.of(stool, table))));

    List<Product> soldOut = new RestockReport(products).soldOut();

    assertThat(soldOut).containsExactly(chair, lamp);
    assertThat(products.requests).hasSize(1);
    assertThat(products.requests.get(0).limit()).isEqualTo(100);
  }
}
