package com.workspacecommerce.sdk;

import static com.workspacecommerce.sdk.TestFixtures.client;
import static com.workspacecommerce.sdk.TestFixtures.json;
import static com.workspacecommerce.sdk.TestFixtures.product;
import static org.assertj.core.api.Assertions.assertThat;

import com.workspacecommerce.sdk.models.Product;
import com.workspacecommerce.sdk.params.ProductListParams;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Flow;
import mockwebserver3.MockWebServer;
import mockwebserver3.junit5.StartStop;
import org.junit.jupiter.api.Test;

/**
 * Pages whose envelope leaves fields out (the spec shows them, but a server may omit one): the page
 * number, its neighbours and its counts are derived from what is there; and the async auto-pager's
 * demand when a subscriber asks for more than a long can hold.
 */
class PagingEdgesTest {
  @StartStop final MockWebServer server = new MockWebServer();

  private Page<Product> list(String envelope, Integer page) {
    server.enqueue(json(envelope));
    try (CommerceClient client = client(server)) {
      return page == null
          ? client.products().list()
          : client.products().list(ProductListParams.builder().page(page).build());
    }
  }

  @Test
  void withoutPageOrNeighboursTheRequestedPageIsTheLastOfThree() {
    Page<Product> p = list("{\"total_pages\": 3, \"items\": [" + product(9) + "]}", 3);

    assertThat(p.page()).isEqualTo(3);
    assertThat(p.hasNextPage()).isFalse();
    assertThat(p.hasPreviousPage()).isTrue();
    assertThat(p.totalPages()).isEqualTo(3);
    assertThat(p.size()).as("the items' count").isEqualTo(1);
    assertThat(p.total()).isZero();
  }

  @Test
  void withoutPageOrNeighboursTheSecondOfThreeHasBoth() {
    Page<Product> p =
        list("{\"total_pages\": 3, \"total\": 7, \"size\": 3, \"items\": [" + product(4) + "]}", 2);

    assertThat(p.page()).isEqualTo(2);
    assertThat(p.hasNextPage()).isTrue();
    assertThat(p.hasPreviousPage()).isTrue();
    assertThat(p.size()).isEqualTo(3);
    assertThat(p.total()).isEqualTo(7);
  }

  @Test
  void withNothingButItemsTheFirstPageIsAlone() {
    Page<Product> p = list("{\"items\": [" + product(1) + "," + product(2) + "]}", null);

    assertThat(p.page()).isEqualTo(1);
    assertThat(p.totalPages()).isZero();
    assertThat(p.hasNextPage()).isFalse();
    assertThat(p.hasPreviousPage()).isFalse();
    assertThat(p.size()).isEqualTo(2);
  }

  @Test
  void theServersPageAndNeighboursWinOverWhatTheCountsSuggest() {
    Page<Product> p =
        list(
            "{\"page\": 1, \"total_pages\": 1, \"has_next_page\": true, \"has_previous_page\":"
                + " true, \"items\": ["
                + product(1)
                + "]}",
            5);

    assertThat(p.page()).isEqualTo(1);
    assertThat(p.hasNextPage()).isTrue();
    assertThat(p.hasPreviousPage()).isTrue();
  }

  @Test
  void theFirstPageOfTwoWithoutNeighboursHasANextAndNoPrevious() {
    Page<Product> p = list("{\"page\": 1, \"total_pages\": 2, \"items\": [" + product(1) + "]}", 1);

    assertThat(p.hasNextPage()).isTrue();
    assertThat(p.hasPreviousPage()).isFalse();
  }

  @Test
  void demandBeyondLongMaxValueStaysUnboundedInsteadOfWrappingToZero() {
    List<Integer> items = new ArrayList<>();
    boolean[] completed = new boolean[1];
    AsyncPage.ofPages(List.of(List.of(1, 2), List.of(3, 4)))
        .autoPager()
        .subscribe(
            new Flow.Subscriber<Integer>() {
              Flow.Subscription s;

              @Override
              public void onSubscribe(Flow.Subscription s) {
                this.s = s;
                s.request(Long.MAX_VALUE);
              }

              @Override
              public void onNext(Integer item) {
                items.add(item);
                if (item == 1) {
                  // Unwrapped, MAX - 1 + MAX + 3 is exactly 2^64: a demand of zero.
                  s.request(Long.MAX_VALUE);
                  s.request(3);
                }
              }

              @Override
              public void onError(Throwable t) {
                throw new AssertionError(t);
              }

              @Override
              public void onComplete() {
                completed[0] = true;
              }
            });

    assertThat(items).containsExactly(1, 2, 3, 4);
    assertThat(completed[0]).isTrue();
  }
}
