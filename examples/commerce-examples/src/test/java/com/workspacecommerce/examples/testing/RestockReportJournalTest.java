package com.workspacecommerce.examples.testing;

import static org.assertj.core.api.Assertions.assertThat;

import com.workspacecommerce.examples.RestockReport;
import com.workspacecommerce.sdk.CommerceClient;
import com.workspacecommerce.sdk.testing.CommerceSandbox;
import com.workspacecommerce.sdk.testing.CommerceSandboxTest;
import com.workspacecommerce.sdk.testing.RecordedRequest;
import org.junit.jupiter.api.Test;

// README "Testing your code" (3): what the wrapper sent, read from the sandbox's request journal.
@CommerceSandboxTest(catalogSize = 250)
class RestockReportJournalTest {

  @Test
  void readsTheCatalogInFullPagesAndWritesNothing(CommerceSandbox sandbox, CommerceClient client) {
    new RestockReport(client).soldOut();

    // 250 products in pages of 100: exactly three list calls, then nothing else.
    assertThat(sandbox.journal().assertCount("GET /products", 3))
        .extracting(
            r -> r.queryParameters().getOrDefault("page", "1"),
            r -> r.queryParameters().get("limit"))
        .containsExactly(
            org.assertj.core.groups.Tuple.tuple("1", "100"),
            org.assertj.core.groups.Tuple.tuple("2", "100"),
            org.assertj.core.groups.Tuple.tuple("3", "100"));
    sandbox.journal().assertNone("products.get");
    sandbox.journal().assertNone("POST /orders");
    RecordedRequest first = sandbox.journal().all().get(0);
    assertThat(first.queryParameters())
        .containsEntry("sort_by", "name")
        .containsEntry("sort_order", "asc");
    assertThat(first.header("Authorization"))
        .isEqualTo("Bearer ****"); // the key never lands in the journal
  }
}
