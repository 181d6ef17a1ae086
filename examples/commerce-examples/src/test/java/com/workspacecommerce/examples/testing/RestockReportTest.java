package com.workspacecommerce.examples.testing;

import static org.assertj.core.api.Assertions.assertThat;

import com.workspacecommerce.examples.RestockReport;
import com.workspacecommerce.sdk.CommerceClient;
import com.workspacecommerce.sdk.models.Product;
import com.workspacecommerce.sdk.testing.CommerceSandbox;
import com.workspacecommerce.sdk.testing.CommerceSandboxTest;
import org.junit.jupiter.api.Test;

// README "Testing your code" (1): the wrapper against the in-process sandbox.
@CommerceSandboxTest(catalogSize = 0) // an empty catalog: each test adds what it needs
class RestockReportTest {

  @Test
  void listsOnlySoldOutProductsByName(CommerceSandbox sandbox, CommerceClient client) {
    for (int i = 1; i <= 150; i++) { // enough for two pages of 100
      String name = "Stocked item " + i;
      sandbox.products().add(p -> p.name(name).totalStock(5));
    }
    sandbox.products().add(p -> p.name("Walnut desk lamp").totalStock(0));
    sandbox.products().add(p -> p.name("Brass floor lamp").totalStock(0));
    sandbox.products().add(p -> p.name("Oak side table").totalStock(12));

    RestockReport report = new RestockReport(client);

    assertThat(report.soldOut())
        .extracting(Product::name)
        .containsExactly("Brass floor lamp", "Walnut desk lamp");
    assertThat(report.render())
        .isEqualTo("Restock 2 product(s):\n- Brass floor lamp\n- Walnut desk lamp");
  }

  @Test
  void saysSoWhenNothingIsSoldOut(CommerceSandbox sandbox, CommerceClient client) {
    // The sandbox was reset before this test: the products added by the other test are gone.
    sandbox.products().add(p -> p.name("Oak side table").totalStock(3));

    assertThat(new RestockReport(client).render()).isEqualTo("Nothing to restock.");
  }
}
