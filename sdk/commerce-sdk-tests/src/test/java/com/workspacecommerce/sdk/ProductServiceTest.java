package com.workspacecommerce.sdk;

import static com.workspacecommerce.sdk.TestFixtures.*;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.workspacecommerce.sdk.models.Media;
import com.workspacecommerce.sdk.models.Product;
import com.workspacecommerce.sdk.models.Variant;
import com.workspacecommerce.sdk.params.ProductListParams;
import com.workspacecommerce.sdk.params.SortOrder;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import mockwebserver3.MockWebServer;
import mockwebserver3.RecordedRequest;
import mockwebserver3.junit5.StartStop;
import okhttp3.HttpUrl;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

class ProductServiceTest {
  @StartStop final MockWebServer server = new MockWebServer();

  static String[] prefixes() {
    return PREFIXES;
  }

  @ParameterizedTest
  @MethodSource("prefixes")
  void listWithoutParamsSendsNoQuery(String prefix) {
    server.enqueue(json(page(1, 20, false, 1)));
    try (CommerceClient client = client(server, prefix)) {
      client.products().list();
    }
    RecordedRequest r = take(server);
    assertThat(r.getMethod()).isEqualTo("GET");
    assertThat(r.getTarget()).isEqualTo(expectedPath(prefix, "/products"));
    assertThat(r.getUrl().query()).isNull();
    assertCommonHeaders(r);
    assertNoBody(r);
  }

  @Test
  void listWithOnlyOptionsSendsNoQueryAndCarriesTheOptionsToTheNextPage() {
    server.enqueue(json(page(1, 20, true, 2)));
    server.enqueue(json(page(2, 20, false, 2)));
    RequestOptions options = RequestOptions.builder().header("X-Trace", "t-1").build();
    try (CommerceClient client = client(server)) {
      Page<Product> first = client.products().list(options);
      first.nextPage();
    }
    RecordedRequest r1 = take(server);
    assertThat(r1.getTarget()).isEqualTo("/v1/products");
    assertThat(r1.getHeaders().get("X-Trace")).isEqualTo("t-1");
    RecordedRequest r2 = take(server);
    assertThat(r2.getTarget()).isEqualTo("/v1/products?page=2");
    assertThat(r2.getHeaders().get("X-Trace")).isEqualTo("t-1");
  }

  @Test
  void listWithEmptyParamsSendsNoQuery() {
    server.enqueue(json(page(1, 20, false, 1)));
    try (CommerceClient client = client(server)) {
      client.products().list(ProductListParams.builder().build());
    }
    assertThat(take(server).getTarget()).isEqualTo("/v1/products");
  }

  @ParameterizedTest
  @MethodSource("prefixes")
  void listSendsEveryParameterThatWasSet(String prefix) {
    server.enqueue(json(page(2, 50, false, 1)));
    try (CommerceClient client = client(server, prefix)) {
      client
          .products()
          .list(
              ProductListParams.builder()
                  .page(2)
                  .limit(50)
                  .sortBy("name")
                  .sortOrder(SortOrder.ASC)
                  .build());
    }
    RecordedRequest r = take(server);
    assertThat(r.getMethod()).isEqualTo("GET");
    HttpUrl url = r.getUrl();
    assertThat(url.encodedPath()).isEqualTo(expectedPath(prefix, "/products"));
    assertThat(url.queryParameterNames())
        .containsExactlyInAnyOrder("page", "limit", "sort_by", "sort_order");
    assertThat(url.queryParameterValues("page")).containsExactly("2");
    assertThat(url.queryParameterValues("limit")).containsExactly("50");
    assertThat(url.queryParameterValues("sort_by")).containsExactly("name");
    assertThat(url.queryParameterValues("sort_order")).containsExactly("asc");
    assertCommonHeaders(r);
  }

  @Test
  void sortOrderDescIsSentLowerCaseAndOnlyThatParameter() {
    server.enqueue(json(page(1, 20, false, 1)));
    try (CommerceClient client = client(server)) {
      client.products().list(ProductListParams.builder().sortOrder(SortOrder.DESC).build());
    }
    assertThat(take(server).getTarget()).isEqualTo("/v1/products?sort_order=desc");
  }

  @Test
  void onlyLimitIsSentWhenOnlyLimitIsSet() {
    server.enqueue(json(page(1, 100, false, 1)));
    server.enqueue(json(page(3, 20, false, 1)));
    try (CommerceClient client = client(server)) {
      client.products().list(ProductListParams.builder().limit(100).build());
      client.products().list(ProductListParams.builder().page(3).build());
    }
    assertThat(take(server).getTarget()).isEqualTo("/v1/products?limit=100");
    assertThat(take(server).getTarget()).isEqualTo("/v1/products?page=3");
  }

  @Test
  void sortByIsEncodedAsOneQueryValue() {
    server.enqueue(json(page(1, 20, false, 1)));
    try (CommerceClient client = client(server)) {
      client.products().list(ProductListParams.builder().sortBy("a&b=c d%2F").build());
    }
    HttpUrl url = take(server).getUrl();
    assertThat(url.queryParameterNames()).containsExactly("sort_by");
    assertThat(url.queryParameter("sort_by")).isEqualTo("a&b=c d%2F");
  }

  @Test
  void listMapsTheEnvelopeAndItems() {
    server.enqueue(
        json(
            """
            {"page": 2, "size": 2, "total": 5, "total_pages": 3, "has_next_page": true,
             "has_previous_page": true, "items": [%s, %s], "cursor": "abc"}"""
                .formatted(PRODUCT_FULL, product(7))));
    Page<Product> page;
    try (CommerceClient client = client(server)) {
      page = client.products().list(ProductListParams.builder().page(2).limit(2).build());
    }
    assertThat(page.page()).isEqualTo(2);
    assertThat(page.size()).isEqualTo(2);
    assertThat(page.total()).isEqualTo(5L);
    assertThat(page.totalPages()).isEqualTo(3);
    assertThat(page.hasNextPage()).isTrue();
    assertThat(page.hasPreviousPage()).isTrue();
    assertThat(page.items()).extracting(Product::name).containsExactly("Blue mug", "product 7");
    assertThat(page.items().get(0).variants().get(0).sku()).isEqualTo("MUG-BLUE-L");
    assertThat(page.additionalProperties()).containsExactly(Map.entry("cursor", "abc"));
    assertThatThrownBy(() -> page.items().clear())
        .isInstanceOf(UnsupportedOperationException.class);
    assertThatThrownBy(() -> page.additionalProperties().put("a", 1))
        .isInstanceOf(UnsupportedOperationException.class);
  }

  @Test
  void listOfAnEmptyPage() {
    server.enqueue(
        json(
            """
            {"page": 1, "size": 20, "total": 0, "total_pages": 0, "has_next_page": false,
             "has_previous_page": false, "items": []}"""));
    try (CommerceClient client = client(server)) {
      Page<Product> page = client.products().list();
      assertThat(page.items()).isEmpty();
      assertThat(page.total()).isZero();
      assertThat(page.hasNextPage()).isFalse();
      assertThat(page.autoPager()).isEmpty();
    }
    assertThat(server.getRequestCount()).isEqualTo(1);
  }

  @Test
  void aPageWithoutEnvelopeFieldsOrItemsGetsDefaults() {
    server.enqueue(json("{\"unexpected\": 1}"));
    try (CommerceClient client = client(server)) {
      Page<Product> page = client.products().list(ProductListParams.builder().page(4).build());
      assertThat(page.page()).isEqualTo(4);
      assertThat(page.items()).isNotNull().isEmpty();
      assertThat(page.hasNextPage()).isFalse();
      assertThat(page.hasPreviousPage()).isTrue();
      assertThat(page.additionalProperties()).containsExactly(Map.entry("unexpected", 1));
      assertThatThrownBy(() -> page.items().add(null))
          .isInstanceOf(UnsupportedOperationException.class);
      assertThat(page.autoPager()).isEmpty();
    }
    assertThat(server.getRequestCount()).isEqualTo(1);
  }

  @ParameterizedTest
  @MethodSource("prefixes")
  void getSendsGetWithIdInPath(String prefix) {
    server.enqueue(json(PRODUCT_FULL));
    try (CommerceClient client = client(server, prefix)) {
      client.products().get(PRODUCT_ID);
    }
    RecordedRequest r = take(server);
    assertThat(r.getMethod()).isEqualTo("GET");
    assertThat(r.getTarget()).isEqualTo(expectedPath(prefix, "/products/" + PRODUCT_ID));
    assertCommonHeaders(r);
    assertNoBody(r);
  }

  @Test
  void getByUuid() {
    server.enqueue(json(PRODUCT_FULL));
    try (CommerceClient client = client(server)) {
      assertThat(client.products().get(UUID.fromString(PRODUCT_ID)).id()).isEqualTo(PRODUCT_ID);
    }
    assertThat(take(server).getTarget()).isEqualTo("/v1/products/" + PRODUCT_ID);
  }

  @Test
  void getMapsTheFullProduct() {
    server.enqueue(json(PRODUCT_FULL));
    Product p;
    try (CommerceClient client = client(server)) {
      p = client.products().get(PRODUCT_ID);
    }
    assertThat(p.id()).isEqualTo(PRODUCT_ID);
    assertThat(p.name()).isEqualTo("Blue mug");
    assertThat(p.status()).isEqualTo("active");
    assertThat(p.type()).isEqualTo("physical");
    assertThat(p.description()).isEqualTo("A mug, blue.");
    assertThat(p.category()).isEqualTo("kitchen");
    assertThat(p.requiresShipping()).isTrue();
    assertThat(p.canPreorder()).isFalse();
    assertThat(p.totalStock()).isEqualTo(42L);
    assertThat(p.priceRange())
        .containsExactly(
            Map.entry("min", 1000), Map.entry("max", 1500), Map.entry("currency", "EUR"));
    assertThat(p.createdAt()).isEqualTo(OffsetDateTime.of(2024, 1, 2, 3, 4, 5, 0, ZoneOffset.UTC));
    assertThat(p.updatedAt())
        .isEqualTo(OffsetDateTime.of(2024, 1, 3, 3, 4, 5, 123_000_000, ZoneOffset.ofHours(2)));
    assertThat(p.updatedAt().getOffset()).isEqualTo(ZoneOffset.ofHours(2));

    assertThat(p.media()).hasSize(1);
    Media m = p.media().get(0);
    assertThat(m.id()).isEqualTo(MEDIA_ID);
    assertThat(m.url()).isEqualTo("https://cdn.example.com/m.jpg");
    assertThat(m.thumbnail()).isEqualTo("https://cdn.example.com/t.jpg");
    assertThat(m.type()).isEqualTo("image");
    assertThat(m.position()).isEqualTo(1L);
    assertThat(m.additionalProperties()).containsExactly(Map.entry("alt", "front"));

    assertThat(p.variants()).hasSize(1);
    Variant v = p.variants().get(0);
    assertThat(v.id()).isEqualTo(VARIANT_ID);
    assertThat(v.sku()).isEqualTo("MUG-BLUE-L");
    assertThat(v.stock()).isEqualTo(7L);
    assertThat(v.price()).containsEntry("amount", 1500);
    assertThat(v.price().get("compare_at")).isInstanceOf(Long.class).isEqualTo(9_000_000_000L);
    assertThat(v.attributes())
        .containsEntry("size", "L")
        .containsEntry("colors", List.of("blue", "navy"))
        .containsEntry("dims", Map.of("h", 10));
    assertThat(v.additionalProperties()).containsExactly(Map.entry("barcode", "4006381333931"));

    assertThat(p.additionalProperties())
        .containsExactly(Map.entry("seo", Map.of("slug", "blue-mug")));
  }

  @Test
  @SuppressWarnings("unchecked")
  void productCollectionsAreUnmodifiableAtEveryLevel() {
    server.enqueue(json(PRODUCT_FULL));
    Product p;
    try (CommerceClient client = client(server)) {
      p = client.products().get(PRODUCT_ID);
    }
    assertThatThrownBy(() -> p.media().add(p.media().get(0)))
        .isInstanceOf(UnsupportedOperationException.class);
    assertThatThrownBy(() -> p.variants().remove(0))
        .isInstanceOf(UnsupportedOperationException.class);
    assertThatThrownBy(() -> p.priceRange().put("min", 0))
        .isInstanceOf(UnsupportedOperationException.class);
    Variant v = p.variants().get(0);
    assertThatThrownBy(() -> v.price().remove("amount"))
        .isInstanceOf(UnsupportedOperationException.class);
    assertThatThrownBy(() -> v.attributes().put("size", "S"))
        .isInstanceOf(UnsupportedOperationException.class);
    List<Object> colors = (List<Object>) v.attributes().get("colors");
    assertThatThrownBy(() -> colors.add("red")).isInstanceOf(UnsupportedOperationException.class);
    Map<String, Object> dims = (Map<String, Object>) v.attributes().get("dims");
    assertThatThrownBy(() -> dims.put("w", 3)).isInstanceOf(UnsupportedOperationException.class);
    assertThatThrownBy(() -> v.additionalProperties().clear())
        .isInstanceOf(UnsupportedOperationException.class);
    assertThatThrownBy(() -> p.media().get(0).additionalProperties().put("a", 1))
        .isInstanceOf(UnsupportedOperationException.class);
    Map<String, Object> seo = (Map<String, Object>) p.additionalProperties().get("seo");
    assertThatThrownBy(() -> seo.put("slug", "x"))
        .isInstanceOf(UnsupportedOperationException.class);
  }

  @Test
  void missingOptionalFieldsAreNullAndListsEmpty() {
    server.enqueue(json(product(1)));
    Product p;
    try (CommerceClient client = client(server)) {
      p = client.products().get(PRODUCT_ID);
    }
    assertThat(p.name()).isEqualTo("product 1");
    assertThat(p.description()).isNull();
    assertThat(p.category()).isNull();
    assertThat(p.requiresShipping()).isNull();
    assertThat(p.canPreorder()).isNull();
    assertThat(p.totalStock()).isNull();
    assertThat(p.priceRange()).isNull();
    assertThat(p.createdAt()).isNull();
    assertThat(p.updatedAt()).isNull();
    assertThat(p.media()).isNotNull().isEmpty();
    assertThat(p.variants()).isNotNull().isEmpty();
    assertThat(p.additionalProperties()).isNotNull().isEmpty();
    assertThatThrownBy(() -> p.media().add(null)).isInstanceOf(UnsupportedOperationException.class);
    assertThatThrownBy(() -> p.variants().add(null))
        .isInstanceOf(UnsupportedOperationException.class);
  }

  @Test
  void nestedPartsWithMissingFieldsHaveNulls() {
    server.enqueue(
        json(
            """
            {"id":"%s","name":"n","status":"s","type":"t","media":[{}],"variants":[{"sku":"V"}]}"""
                .formatted(PRODUCT_ID)));
    try (CommerceClient client = client(server)) {
      Product p = client.products().get(PRODUCT_ID);
      Media m = p.media().get(0);
      assertThat(m.id()).isNull();
      assertThat(m.url()).isNull();
      assertThat(m.position()).isNull();
      assertThat(m.additionalProperties()).isEmpty();
      Variant v = p.variants().get(0);
      assertThat(v.sku()).isEqualTo("V");
      assertThat(v.stock()).isNull();
      assertThat(v.price()).isNull();
      assertThat(v.attributes()).isNull();
    }
  }
}
