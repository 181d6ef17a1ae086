package com.workspacecommerce.sdk;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.NoSuchElementException;
import org.junit.jupiter.api.Test;

/** A page as a value: equality over every envelope field, its short text, and linked fakes. */
class PageValueTest {
  private static Page<String> page(int number, boolean next, List<String> items) {
    return Page.of(number, 2, 5L, 3, next, number > 1, items, Map.of("cursor", "c"), n -> null);
  }

  @Test
  void pagesWithTheSameEnvelopeAndItemsAreEqualWithTheSameHash() {
    Page<String> a = page(2, true, List.of("x", "y"));
    Page<String> b = page(2, true, List.of("x", "y"));

    assertThat(a).isEqualTo(b).hasSameHashCodeAs(b);
    assertThat(a).isNotEqualTo("not a page");
  }

  @Test
  void eachEnvelopeFieldTakesPartInEquality() {
    List<String> items = List.of("x", "y");
    Page<String> base = Page.of(2, 2, 5L, 3, true, true, items, Map.of(), n -> null);

    assertThat(base)
        .isNotEqualTo(Page.of(3, 2, 5L, 3, true, true, items, Map.of(), n -> null))
        .isNotEqualTo(Page.of(2, 3, 5L, 3, true, true, items, Map.of(), n -> null))
        .isNotEqualTo(Page.of(2, 2, 6L, 3, true, true, items, Map.of(), n -> null))
        .isNotEqualTo(Page.of(2, 2, 5L, 4, true, true, items, Map.of(), n -> null))
        .isNotEqualTo(Page.of(2, 2, 5L, 3, false, true, items, Map.of(), n -> null))
        .isNotEqualTo(Page.of(2, 2, 5L, 3, true, false, items, Map.of(), n -> null))
        .isNotEqualTo(Page.of(2, 2, 5L, 3, true, true, List.of("x"), Map.of(), n -> null))
        .isNotEqualTo(Page.of(2, 2, 5L, 3, true, true, items, Map.of("k", 1), n -> null));
    assertThat(base.hashCode())
        .isNotEqualTo(Page.of(3, 2, 5L, 3, true, true, items, Map.of(), n -> null).hashCode());
  }

  @Test
  void toStringCountsTheItemsInsteadOfPrintingThem() {
    assertThat(page(2, true, List.of("secret-ish", "y")))
        .hasToString(
            "Page{page=2, size=2, total=5, totalPages=3, hasNextPage=true, hasPreviousPage=true,"
                + " items=2 items}");
  }

  @Test
  void theLastPageRefusesNextPageNamingItsNumber() {
    assertThatThrownBy(() -> page(3, false, List.of("z")).nextPage())
        .isInstanceOf(NoSuchElementException.class)
        .hasMessage("page 3 is the last page (has_next_page is false); check hasNextPage() first");
  }

  @Test
  void linkedPagesCarryTheirNumberNeighboursAndTheWholeTotal() {
    Page<String> first = Page.ofPages(List.of(List.of("a", "b"), List.of(), List.of("c")));
    Page<String> second = first.nextPage();
    Page<String> third = second.nextPage();

    assertThat(first.page()).isEqualTo(1);
    assertThat(first.hasPreviousPage()).isFalse();
    assertThat(first.hasNextPage()).isTrue();
    assertThat(second.page()).isEqualTo(2);
    assertThat(second.items()).isEmpty();
    assertThat(second.hasPreviousPage()).isTrue();
    assertThat(third.page()).isEqualTo(3);
    assertThat(third.hasNextPage()).isFalse();
    assertThat(third.items()).containsExactly("c");
    for (Page<String> p : List.of(first, second, third)) {
      assertThat(p.total()).isEqualTo(3);
      assertThat(p.totalPages()).isEqualTo(3);
      assertThat(p.size()).isEqualTo(2);
    }
    assertThat(first.autoPager().stream())
        .as("an empty page ends the walk, whatever it claims")
        .containsExactly("a", "b");
    assertThat(third.autoPager().stream()).containsExactly("c");
  }

  @Test
  void linkedPagesAreCopiesAndNameANullItemByItsPlace() {
    List<String> items = new ArrayList<>(List.of("a"));
    Page<String> p = Page.ofPages(List.of(items));
    items.add("b");
    assertThat(p.items()).containsExactly("a");

    assertThatThrownBy(() -> Page.ofPages(List.of(List.of("a"), Arrays.asList("b", null))))
        .isInstanceOf(NullPointerException.class)
        .hasMessage("pages[1][1] must not be null");
    assertThatThrownBy(() -> Page.ofPages(List.of()))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("pages must hold at least one page (which may be empty)");
  }

  @Test
  void theAutoPagerWalksPagesAndItemsAndSaysWhenThereIsNoMore() {
    Page<String> first = Page.ofPages(List.of(List.of("a"), List.of("b", "c")));
    java.util.Iterator<String> items = first.autoPager().iterator();
    assertThat(items.next()).isEqualTo("a");
    assertThat(items.next()).isEqualTo("b");
    assertThat(items.next()).isEqualTo("c");
    assertThat(items.hasNext()).isFalse();
    assertThatThrownBy(items::next)
        .isInstanceOf(NoSuchElementException.class)
        .hasMessage("no more items");

    java.util.Iterator<Page<String>> pages = first.autoPager().pages().iterator();
    assertThat(pages.next().page()).isEqualTo(1);
    assertThat(pages.next().page()).isEqualTo(2);
    assertThat(pages.hasNext()).isFalse();
    assertThatThrownBy(pages::next)
        .isInstanceOf(NoSuchElementException.class)
        .hasMessage("no more pages");
    assertThat(first.autoPager().stream().spliterator().characteristics())
        .isEqualTo(java.util.Spliterator.ORDERED | java.util.Spliterator.NONNULL);
  }

  @Test
  void anAsyncPageShowsItsEnvelopeAndEqualsAnotherWithTheSameOne() throws Exception {
    Page<String> envelope = page(2, true, List.of("x", "y"));
    AsyncPage<String> a = AsyncPage.from(envelope);

    assertThat(a.page()).isEqualTo(2);
    assertThat(a.size()).isEqualTo(2);
    assertThat(a.total()).isEqualTo(5);
    assertThat(a.totalPages()).isEqualTo(3);
    assertThat(a.hasNextPage()).isTrue();
    assertThat(a.hasPreviousPage()).isTrue();
    assertThat(a.items()).containsExactly("x", "y");
    assertThat(a.additionalProperties()).isEqualTo(Map.of("cursor", "c"));
    assertThat(a).isEqualTo(AsyncPage.from(page(2, true, List.of("x", "y"))));
    assertThat(a).hasSameHashCodeAs(envelope);
    assertThat(a).isNotEqualTo(AsyncPage.from(page(3, true, List.of("x", "y"))));
    assertThat(a).isNotEqualTo(envelope);
    assertThat(a).hasToString("Async" + envelope);
  }

  @Test
  void anAsyncLastPageFailsItsNextPageAndALinkedOneCompletesIt() throws Exception {
    AsyncPage<String> last = AsyncPage.from(page(3, false, List.of("z")));
    assertThat(last.nextPage())
        .failsWithin(java.time.Duration.ofSeconds(1))
        .withThrowableOfType(java.util.concurrent.ExecutionException.class)
        .withCauseInstanceOf(NoSuchElementException.class)
        .withMessageContaining(
            "page 3 is the last page (has_next_page is false); check hasNextPage() first");

    AsyncPage<String> first = AsyncPage.ofPages(List.of(List.of("a"), List.of("b")));
    assertThat(first.nextPage().get().items()).containsExactly("b");
    AsyncPage<String> throwing =
        AsyncPage.from(
            Page.of(
                1,
                1,
                2L,
                2,
                true,
                false,
                List.of("a"),
                n -> {
                  throw new IllegalStateException("closed");
                }));
    assertThat(throwing.nextPage())
        .failsWithin(java.time.Duration.ofSeconds(1))
        .withThrowableOfType(java.util.concurrent.ExecutionException.class)
        .withCauseInstanceOf(IllegalStateException.class);
  }
}
