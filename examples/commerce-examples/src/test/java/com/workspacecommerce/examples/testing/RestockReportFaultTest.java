package com.workspacecommerce.examples.testing;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.workspacecommerce.examples.RestockReport;
import com.workspacecommerce.sdk.CommerceClient;
import com.workspacecommerce.sdk.errors.CommerceApiException;
import com.workspacecommerce.sdk.models.Product;
import com.workspacecommerce.sdk.testing.CommerceSandbox;
import com.workspacecommerce.sdk.testing.CommerceSandboxTest;
import com.workspacecommerce.sdk.testing.Fault;
import com.workspacecommerce.sdk.testing.RecordedRequest;
import java.time.Duration;
import org.junit.jupiter.api.Test;

// README "Testing your code" (2): the wrapper survives a 503 (the SDK retries it) and reports a
// lasting one.
@CommerceSandboxTest(catalogSize = 0)
class RestockReportFaultTest {

  @Test
  void survivesA503(CommerceSandbox sandbox, CommerceClient client) {
    sandbox.products().add(p -> p.name("Walnut desk lamp").totalStock(0));
    sandbox.inject(Fault.status(503).withHeader("Retry-After", "0").on("products.list"));

    assertThat(new RestockReport(client).soldOut())
        .extracting(Product::name)
        .containsExactly("Walnut desk lamp");
    assertThat(sandbox.journal().matching("products.list"))
        .extracting(RecordedRequest::status)
        .containsExactly(503, 200);
  }

  @Test
  void reportsA503ThatDoesNotGoAway(CommerceSandbox sandbox) {
    sandbox.inject(Fault.status(503).on("products.list").times(10));
    try (CommerceClient impatient =
        CommerceClient.builder()
            .baseUrl(sandbox.baseUrl())
            .apiKey(sandbox.apiKey())
            .maxRetries(1)
            .retryBackoff(Duration.ofMillis(1), Duration.ofMillis(10))
            .build()) {

      assertThatThrownBy(() -> new RestockReport(impatient).soldOut())
          .isInstanceOfSatisfying(
              CommerceApiException.class, e -> assertThat(e.statusCode()).isEqualTo(503));
    }
    sandbox.journal().assertCount("products.list", 2); // the first try and one retry
  }
}
