package com.workspacecommerce.sdk;

import static com.workspacecommerce.sdk.TestFixtures.*;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.workspacecommerce.sdk.errors.NotFoundException;
import com.workspacecommerce.sdk.models.Product;
import com.workspacecommerce.sdk.params.ProductListParams;
import com.workspacecommerce.sdk.params.SortOrder;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.stream.Collectors;
import mockwebserver3.MockWebServer;
import mockwebserver3.RecordedRequest;
import mockwebserver3.junit5.StartStop;
import okhttp3.HttpUrl;
import org.junit.jupiter.api.Test;

class PagingTest {
  @StartStop final MockWebServer server = new MockWebServer();

  private static final ProductListParams PARAMS =
      ProductListParams.builder().limit(2).sortBy("name").sortOrder(SortOrder.ASC).build();

  private void enqueueThreePages() {
    server.enqueue(json(page(1, 2, true, 1, 2)));
    server.enqueue(json(page(2, 2, true, 3, 4)));
    server.enqueue(json(page(3, 2, false, 5)));
  }

  private static void assertPageRequest(RecordedRequest r, Integer page) {
    HttpUrl url = r.getUrl();
    assertThat(r.getMethod()).isEqualTo("GET");
    assertThat(url.encodedPath()).isEqualTo("/v1/products");
    if (page == null) {
      assertThat(url.queryParameterNames())
          .containsExactlyInAnyOrder("limit", "sort_by", "sort_order");
    } else {
      assertThat(url.queryParameterNames())
          .containsExactlyInAnyOrder("page", "limit", "sort_by", "sort_order");
      assertThat(url.queryParameter("page")).isEqualTo(page.toString());
    }
    assertThat(url.queryParameter("limit")).isEqualTo("2");
    assertThat(url.queryParameter("sort_by")).isEqualTo("name");
    assertThat(url.queryParameter("sort_order")).isEqualTo("asc");
    assertCommonHeaders(r);
  }

  @Test
  void autoPagerFetchesEachPageOnlyWhenIterationNeedsIt() {
    enqueueThreePages();
    try (CommerceClient client = client(server)) {
      Page<Product> first = client.products().list(PARAMS);
      assertThat(server.getRequestCount()).isEqualTo(1);

      Iterator<Product> it = first.autoPager().iterator();
      assertThat(server.getRequestCount()).isEqualTo(1);
      assertThat(it.hasNext()).isTrue();
      assertThat(it.next().name()).isEqualTo("product 1");
      assertThat(it.next().name()).isEqualTo("product 2");
      // the last item of page 1 is consumed, but nothing asked for more yet
      assertThat(server.getRequestCount()).isEqualTo(1);

      assertThat(it.hasNext()).isTrue();
      assertThat(server.getRequestCount()).isEqualTo(2);
      assertThat(it.next().name()).isEqualTo("product 3");
      assertThat(it.next().name()).isEqualTo("product 4");
      assertThat(server.getRequestCount()).isEqualTo(2);

      assertThat(it.next().name()).isEqualTo("product 5");
      assertThat(server.getRequestCount()).isEqualTo(3);
      assertThat(it.hasNext()).isFalse();
      assertThat(it.hasNext()).isFalse();
      assertThatThrownBy(it::next).isInstanceOf(NoSuchElementException.class);
      assertThat(server.getRequestCount()).isEqualTo(3);
    }
    assertPageRequest(take(server), null);
    assertPageRequest(take(server), 2);
    assertPageRequest(take(server), 3);
  }

  @Test
  void forEachWalksAllItemsOfAllPages() {
    enqueueThreePages();
    List<String> names = new ArrayList<>();
    try (CommerceClient client = client(server)) {
      for (Product p : client.products().list(PARAMS).autoPager()) {
        names.add(p.name());
      }
    }
    assertThat(names)
        .containsExactly("product 1", "product 2", "product 3", "product 4", "product 5");
    assertThat(server.getRequestCount()).isEqualTo(3);
  }

  @Test
  void streamWalksAllPagesLazily() {
    enqueueThreePages();
    try (CommerceClient client = client(server)) {
      Page<Product> first = client.products().list(PARAMS);
      List<String> firstThree =
          first.autoPager().stream().limit(3).map(Product::name).collect(Collectors.toList());
      assertThat(firstThree).containsExactly("product 1", "product 2", "product 3");
      assertThat(server.getRequestCount()).isEqualTo(2);
    }
  }

  @Test
  void streamCollectsEverything() {
    enqueueThreePages();
    try (CommerceClient client = client(server)) {
      List<String> all =
          client.products().list(PARAMS).autoPager().stream()
              .map(Product::name)
              .collect(Collectors.toList());
      assertThat(all).hasSize(5).endsWith("product 5");
    }
    assertThat(server.getRequestCount()).isEqualTo(3);
  }

  @Test
  void startingFromAnExplicitPageAsksForTheFollowingOnes() {
    server.enqueue(json(page(2, 2, true, 3, 4)));
    server.enqueue(json(page(3, 2, false, 5)));
    try (CommerceClient client = client(server)) {
      List<String> names =
          client.products().list(PARAMS.toBuilder().page(2).build()).autoPager().stream()
              .map(Product::name)
              .collect(Collectors.toList());
      assertThat(names).containsExactly("product 3", "product 4", "product 5");
    }
    assertPageRequest(take(server), 2);
    assertPageRequest(take(server), 3);
  }

  @Test
  void stopsWhenAServerClaimsANextPageButReturnsNoItems() {
    server.enqueue(json(page(1, 2, true, 1, 2)));
    server.enqueue(json(page(2, 2, true)));
    // would be served if the pager wrongly went on
    server.enqueue(json(page(3, 2, true, 9)));
    try (CommerceClient client = client(server)) {
      List<String> names =
          client.products().list(PARAMS).autoPager().stream()
              .map(Product::name)
              .collect(Collectors.toList());
      assertThat(names).containsExactly("product 1", "product 2");
    }
    assertThat(server.getRequestCount()).isEqualTo(2);
  }

  @Test
  void anEmptyFirstPageClaimingMoreFetchesNothingElse() {
    server.enqueue(json(page(1, 2, true)));
    server.enqueue(json(page(2, 2, false, 9)));
    try (CommerceClient client = client(server)) {
      assertThat(client.products().list(PARAMS).autoPager()).isEmpty();
    }
    assertThat(server.getRequestCount()).isEqualTo(1);
  }

  @Test
  void nextPageAsksForPagePlusOneWithTheSameParams() {
    server.enqueue(json(page(1, 2, true, 1, 2)));
    server.enqueue(json(page(2, 2, false, 3)));
    try (CommerceClient client = client(server)) {
      Page<Product> first = client.products().list(PARAMS);
      Page<Product> second = first.nextPage();
      assertThat(second.page()).isEqualTo(2);
      assertThat(second.items()).extracting(Product::name).containsExactly("product 3");
      assertThat(second.hasNextPage()).isFalse();
      assertThatThrownBy(second::nextPage)
          .isInstanceOf(NoSuchElementException.class)
          .hasMessageContaining("last page");
    }
    assertThat(server.getRequestCount()).isEqualTo(2);
    assertPageRequest(take(server), null);
    assertPageRequest(take(server), 2);
  }

  @Test
  void nextPageWithoutParamsSendsOnlyPage() {
    server.enqueue(json(page(1, 20, true, 1)));
    server.enqueue(json(page(2, 20, false, 2)));
    try (CommerceClient client = client(server)) {
      client.products().list().nextPage();
    }
    assertThat(take(server).getTarget()).isEqualTo("/v1/products");
    assertThat(take(server).getTarget()).isEqualTo("/v1/products?page=2");
  }

  @Test
  void nextPageOnTheLastPageThrowsAndSendsNothing() {
    server.enqueue(json(page(1, 2, false, 1)));
    try (CommerceClient client = client(server)) {
      Page<Product> only = client.products().list(PARAMS);
      assertThatThrownBy(only::nextPage).isInstanceOf(NoSuchElementException.class);
    }
    assertThat(server.getRequestCount()).isEqualTo(1);
  }

  @Test
  void eachIteratorStartsAgainFromTheFirstPage() {
    server.enqueue(json(page(1, 2, true, 1, 2)));
    server.enqueue(json(page(2, 2, false, 3)));
    server.enqueue(json(page(2, 2, false, 3)));
    try (CommerceClient client = client(server)) {
      AutoPager<Product> pager = client.products().list(PARAMS).autoPager();
      assertThat(pager.stream().count()).isEqualTo(3);
      assertThat(pager.stream().count()).isEqualTo(3);
    }
    assertThat(server.getRequestCount()).isEqualTo(3);
  }

  @Test
  void pagesIterableYieldsPagesLazily() {
    enqueueThreePages();
    try (CommerceClient client = client(server)) {
      Iterator<Page<Product>> pages = client.products().list(PARAMS).autoPager().pages().iterator();
      assertThat(pages.next().page()).isEqualTo(1);
      assertThat(server.getRequestCount()).isEqualTo(1);
      assertThat(pages.next().page()).isEqualTo(2);
      assertThat(server.getRequestCount()).isEqualTo(2);
      assertThat(pages.next().page()).isEqualTo(3);
      assertThat(pages.hasNext()).isFalse();
    }
    assertThat(server.getRequestCount()).isEqualTo(3);
  }

  @Test
  void anErrorWhileFetchingALaterPageSurfacesFromTheIterator() {
    server.enqueue(json(page(1, 2, true, 1, 2)));
    server.enqueue(json(404, "{\"message\":\"gone\"}"));
    try (CommerceClient client = client(server)) {
      Iterator<Product> it = client.products().list(PARAMS).autoPager().iterator();
      it.next();
      it.next();
      assertThatThrownBy(it::hasNext)
          .isInstanceOf(NotFoundException.class)
          .hasMessageContaining("gone");
    }
    assertThat(server.getRequestCount()).isEqualTo(2);
  }
}
