package com.workspacecommerce.benchmarks;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.workspacecommerce.sdk.CommerceClient;
import com.workspacecommerce.sdk.Page;
import com.workspacecommerce.sdk.models.Customer;
import com.workspacecommerce.sdk.models.Product;
import com.workspacecommerce.sdk.params.CustomerCreateParams;
import com.workspacecommerce.sdk.params.ProductListParams;
import java.io.IOException;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The canned server answers what the benchmarks assume, in a shape the SDK decodes. */
class CannedServerTest {
  private CannedServer server;
  private CommerceClient sdk;

  @BeforeEach
  void start() throws IOException {
    server = CannedServer.start(3);
    sdk = BenchFixture.sdkClient(server.baseUrl());
  }

  @AfterEach
  void stop() {
    sdk.close();
    server.close();
  }

  @Test
  void productIsARealisticTwoKilobytesThatTheSdkDecodes() {
    assertThat(CannedPayloads.product().length).isBetween(1800, 2600);

    Product p = sdk.products().get(CannedPayloads.PRODUCT_ID);

    assertThat(p.id()).isEqualTo(CannedPayloads.PRODUCT_ID);
    assertThat(p.variants()).hasSize(4);
    assertThat(p.variants().get(0).price()).containsEntry("currency", "EUR");
    assertThat(p.media()).hasSize(3);
    assertThat(p.priceRange()).containsKeys("min", "max");
    assertThat(p.createdAt().getOffset().getTotalSeconds()).isEqualTo(3600);
  }

  @Test
  void pagesCarryTheEnvelopeAndDistinctIdsAcrossTheCatalog() {
    Page<Product> first = sdk.products().list(ProductListParams.builder().limit(100).build());
    assertThat(first.page()).isEqualTo(1);
    assertThat(first.items()).hasSize(100);
    assertThat(first.hasNextPage()).isTrue();
    assertThat(first.hasPreviousPage()).isFalse();
    assertThat(first.total()).isEqualTo(300);
    assertThat(first.totalPages()).isEqualTo(3);

    Set<String> ids = new HashSet<>();
    Page<Product> last = first;
    for (Page<Product> page : first.autoPager().pages()) {
      page.items().forEach(p -> ids.add(p.id()));
      last = page;
    }

    assertThat(ids)
        .hasSize(300)
        .contains(CannedPayloads.productId(1), CannedPayloads.productId(300));
    assertThat(last.page()).isEqualTo(3);
    assertThat(last.hasNextPage()).isFalse();
    assertThat(last.hasPreviousPage()).isTrue();
  }

  @Test
  void pageBeyondTheCatalogIsEmpty() {
    Page<Product> beyond =
        sdk.products().list(ProductListParams.builder().page(4).limit(100).build());

    assertThat(beyond.items()).isEmpty();
    assertThat(beyond.hasNextPage()).isFalse();
  }

  @Test
  void createdCustomerDecodesAndRequestBodyIsConsumed() {
    CustomerCreateParams params =
        CustomerCreateParams.builder().firstname("Ada").lastname("Lovelace").build();

    Customer first = sdk.customers().create(params);
    Customer second = sdk.customers().create(params);

    assertThat(first.id()).isEqualTo(CannedPayloads.CUSTOMER_ID);
    assertThat(second).isEqualTo(first);
    // A body left unread would have been parsed as the next request head and broken the connection.
    assertThat(server.connectionsAccepted()).isEqualTo(1);
  }

  @Test
  void connectionsAreKeptAliveAcrossCallsAndContenders() throws IOException {
    try (RawClient raw = new RawClient(server.baseUrl(), BenchFixture.API_KEY, "test")) {
      for (int i = 0; i < 20; i++) {
        sdk.products().get(CannedPayloads.PRODUCT_ID);
        assertThat(raw.getProduct(CannedPayloads.PRODUCT_ID).id())
            .isEqualTo(CannedPayloads.PRODUCT_ID);
      }
      assertThat(raw.listProducts(2, 100).items().get(0).id())
          .isEqualTo(CannedPayloads.productId(101));
    }

    assertThat(server.requestsServed()).isEqualTo(41);
    assertThat(server.connectionsAccepted()).isEqualTo(2);
  }

  @Test
  void unknownRouteIsA404() throws IOException {
    try (RawClient raw = new RawClient(server.baseUrl(), BenchFixture.API_KEY, "test")) {
      assertThatThrownBy(() -> raw.fetch(raw.url("orders/1")))
          .isInstanceOf(IOException.class)
          .hasMessageContaining("HTTP 404");
    }
  }

  @Test
  void pageNumberDefaultsToOneAndIgnoresOtherParameters() {
    assertThat(CannedServer.pageNumber("/v1/products")).isEqualTo(1);
    assertThat(CannedServer.pageNumber("/v1/products?limit=100&page=7")).isEqualTo(7);
    assertThat(CannedServer.pageNumber("/v1/products?page=x")).isEqualTo(1);
  }
}
