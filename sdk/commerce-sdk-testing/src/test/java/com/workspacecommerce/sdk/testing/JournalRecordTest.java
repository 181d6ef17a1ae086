package com.workspacecommerce.sdk.testing;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.workspacecommerce.sdk.CommerceClient;
import com.workspacecommerce.sdk.params.CustomerCreateParams;
import com.workspacecommerce.sdk.params.ProductListParams;
import java.util.List;
import org.junit.jupiter.api.Test;

/** What the journal keeps of each request and how it says so when an expectation fails. */
class JournalRecordTest {

  @Test
  void anEmptyJournalSaysItHoldsNothing() {
    try (CommerceSandbox sandbox = CommerceSandbox.start()) {
      assertThat(sandbox.journal()).hasToString("RequestJournal: nothing");
      assertThatThrownBy(() -> sandbox.journal().last("*"))
          .isInstanceOf(AssertionError.class)
          .hasMessage("no request matching '*'; the journal holds: nothing");
    }
  }

  @Test
  void eachRequestIsKeptWithItsQueryHeadersAndBody() {
    try (CommerceSandbox sandbox = CommerceSandbox.start()) {
      CommerceClient client = sandbox.client();
      client.products().list(ProductListParams.builder().limit(2).build());
      client.customers().create(CustomerCreateParams.builder().firstname("Ada").build());
      client.products().list(ProductListParams.builder().limit(3).build());

      RecordedRequest list = sandbox.journal().last("GET /products");
      assertThat(list.queryParameters()).containsEntry("limit", "3");
      assertThat(list.query()).isEqualTo("limit=3");
      assertThat(list.header("ACCEPT")).isEqualTo("application/json");
      assertThat(list.headers()).containsKey("accept");
      assertThat(list.header("X-Not-Sent")).isNull();
      assertThat(list.toString()).startsWith("#3 GET /v1/products?limit=3").endsWith(" -> 200");

      RecordedRequest create = sandbox.journal().only("customers.create");
      assertThat(create.assertBodyHas("firstname")).isSameAs(create);
      assertThat(create.assertBodyLacks("email")).isSameAs(create);
      assertThatThrownBy(() -> create.assertBodyHas("email"))
          .isInstanceOf(AssertionError.class)
          .hasMessageStartingWith("expected #2 POST /v1/customers (customers.create)")
          .hasMessageContaining("to send field 'email' but its body was {");
      assertThatThrownBy(() -> create.assertBodyLacks("firstname"))
          .isInstanceOf(AssertionError.class)
          .hasMessageContaining("to send no field 'firstname'");

      List<String> lines = List.of(sandbox.journal().toString().split("\n"));
      assertThat(lines).hasSize(4);
      assertThat(lines.get(0)).isEqualTo("RequestJournal:");
      assertThat(lines.get(2)).startsWith("  #2 POST /v1/customers (customers.create)");
    }
  }
}
