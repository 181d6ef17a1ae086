package com.workspacecommerce.sdk;

import com.fasterxml.jackson.annotation.JsonAnyGetter;
import com.fasterxml.jackson.annotation.JsonAnySetter;
import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.workspacecommerce.sdk.internal.Checks;
import com.workspacecommerce.sdk.internal.Immutables;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.Objects;
import java.util.function.IntFunction;
import org.jspecify.annotations.Nullable;

/**
 * One page of a listing, as the server sent it, with the means to fetch the pages after it.
 *
 * <p>Immutable and thread-safe. It is a class rather than a record because it also holds the link
 * to the call that fetches the next page; equality covers the envelope, the items and the unknown
 * envelope fields only.
 *
 * <p>Any Jackson mapper (Jackson 2 or 3) writes a page as the API's envelope ({@code page}, {@code
 * size}, {@code total}, {@code total_pages}, {@code has_next_page}, {@code has_previous_page},
 * {@code items}, then the unknown envelope fields) and reads it back, given the item type: {@code
 * new TypeReference<Page<Product>>() {}}. A page read from JSON has no server behind it: when it
 * reports a next page, {@link #nextPage()}, and the {@link #autoPager()} once past its items, throw
 * {@link IllegalStateException}.
 *
 * @param <T> the item type
 */
@JsonPropertyOrder({
  "page",
  "size",
  "total",
  "total_pages",
  "has_next_page",
  "has_previous_page",
  "items"
})
public final class Page<T> {
  private final int page;
  private final int size;
  private final long total;
  private final int totalPages;
  private final boolean hasNextPage;
  private final boolean hasPreviousPage;
  private final List<T> items;
  private final Map<String, Object> additionalProperties;
  private final IntFunction<Page<T>> fetcher;

  private Page(
      int page,
      int size,
      long total,
      int totalPages,
      boolean hasNextPage,
      boolean hasPreviousPage,
      List<T> items,
      Map<String, Object> additionalProperties,
      IntFunction<Page<T>> fetcher) {
    this.page = page;
    this.size = size;
    this.total = total;
    this.totalPages = totalPages;
    this.hasNextPage = hasNextPage;
    this.hasPreviousPage = hasPreviousPage;
    this.items = items;
    this.additionalProperties = additionalProperties;
    this.fetcher = fetcher;
  }

  /**
   * Makes a single page holding these items: page 1 of 1, no next or previous page. For fakes of
   * {@link ProductService} in unit tests, and anywhere a listing must be made without a server.
   *
   * @param items the items, copied; none may be null
   * @param <T> the item type
   * @return the page
   */
  public static <T> Page<T> of(List<T> items) {
    return ofPages(List.of(Checks.notNull(items, "items")));
  }

  /**
   * Makes linked pages from these item lists, and returns the first: page {@code n} holds {@code
   * pages.get(n - 1)}, {@link #nextPage()} returns the page after it, and {@link #autoPager()}
   * walks every item of every page in order, all without a server. {@code size} is the length of
   * the first list, {@code total} the sum of all lengths.
   *
   * @param pages the items of each page, in order; at least one list; copied
   * @param <T> the item type
   * @return the first page
   * @throws IllegalArgumentException when {@code pages} is empty
   */
  public static <T> Page<T> ofPages(List<? extends List<T>> pages) {
    Checks.notNull(pages, "pages");
    if (pages.isEmpty()) {
      throw new IllegalArgumentException("pages must hold at least one page (which may be empty)");
    }
    List<List<T>> copies = new ArrayList<>(pages.size());
    long total = 0;
    for (int i = 0; i < pages.size(); i++) {
      List<T> items = Checks.notNull(pages.get(i), "pages[" + i + "]");
      for (int j = 0; j < items.size(); j++) {
        Checks.notNull(items.get(j), "pages[" + i + "][" + j + "]");
      }
      copies.add(Immutables.list(items));
      total += items.size();
    }
    return linked(copies, 1, copies.get(0).size(), total);
  }

  private static <T> Page<T> linked(List<List<T>> pages, int number, int size, long total) {
    int count = pages.size();
    return new Page<>(
        number,
        size,
        total,
        count,
        number < count,
        number > 1,
        pages.get(number - 1),
        Map.of(),
        next -> linked(pages, next, size, total));
  }

  /**
   * Reads a page from its JSON envelope. Fields left out get the values the SDK gives a listing
   * that lacks them: page 1, the item count as size, 0 for total and page count, and the neighbours
   * from the page count.
   */
  @JsonCreator
  private static <T> Page<T> fromJson(
      @JsonProperty("page") @Nullable Integer page,
      @JsonProperty("size") @Nullable Integer size,
      @JsonProperty("total") @Nullable Long total,
      @JsonProperty("total_pages") @Nullable Integer totalPages,
      @JsonProperty("has_next_page") @Nullable Boolean hasNextPage,
      @JsonProperty("has_previous_page") @Nullable Boolean hasPreviousPage,
      @JsonProperty("items") @Nullable List<T> items,
      @JsonAnySetter @Nullable Map<String, Object> additionalProperties) {
    int number = page != null ? page : 1;
    int pages = totalPages != null ? totalPages : 0;
    List<T> list = Immutables.list(items);
    return new Page<>(
        number,
        size != null ? size : list.size(),
        total != null ? total : 0L,
        pages,
        hasNextPage != null ? hasNextPage : number < pages,
        hasPreviousPage != null ? hasPreviousPage : number > 1,
        list,
        Immutables.jsonObject(additionalProperties),
        next -> {
          throw new IllegalStateException(
              "this page was read from JSON, not fetched by a client, so it has no server to ask"
                  + " for page "
                  + next
                  + "; list that page with the client (ProductListParams.page("
                  + next
                  + "))");
        });
  }

  /**
   * Makes one page with every envelope field given, for fakes that need exact values; {@code
   * nextPage} is called with {@code page + 1} by {@link #nextPage()} (and so by the auto-pager)
   * when {@code hasNextPage} is true.
   *
   * @param page the 1-based page number
   * @param size the page size
   * @param total the number of items in all pages
   * @param totalPages the number of pages
   * @param hasNextPage whether a page follows
   * @param hasPreviousPage whether a page precedes
   * @param items the items of this page, copied; none may be null
   * @param nextPage fetches the page with the given number
   * @param <T> the item type
   * @return the page
   */
  public static <T> Page<T> of(
      int page,
      int size,
      long total,
      int totalPages,
      boolean hasNextPage,
      boolean hasPreviousPage,
      List<T> items,
      IntFunction<Page<T>> nextPage) {
    return of(
        page, size, total, totalPages, hasNextPage, hasPreviousPage, items, Map.of(), nextPage);
  }

  /**
   * Makes one page with every envelope field given, including envelope fields this SDK version does
   * not know; otherwise as {@link #of(int, int, long, int, boolean, boolean, List, IntFunction)}.
   *
   * @param page the 1-based page number
   * @param size the page size
   * @param total the number of items in all pages
   * @param totalPages the number of pages
   * @param hasNextPage whether a page follows
   * @param hasPreviousPage whether a page precedes
   * @param items the items of this page, copied; none may be null
   * @param additionalProperties unknown envelope fields, copied
   * @param nextPage fetches the page with the given number
   * @param <T> the item type
   * @return the page
   */
  public static <T> Page<T> of(
      int page,
      int size,
      long total,
      int totalPages,
      boolean hasNextPage,
      boolean hasPreviousPage,
      List<T> items,
      Map<String, ?> additionalProperties,
      IntFunction<Page<T>> nextPage) {
    Checks.notNull(items, "items");
    Checks.notNull(additionalProperties, "additionalProperties");
    Checks.notNull(nextPage, "nextPage");
    return new Page<>(
        page,
        size,
        total,
        totalPages,
        hasNextPage,
        hasPreviousPage,
        Immutables.list(items),
        Immutables.jsonObject(additionalProperties),
        nextPage);
  }

  /**
   * @return the 1-based number of this page ({@code page})
   */
  @JsonProperty("page")
  public int page() {
    return page;
  }

  /**
   * @return the page size the server reports ({@code size})
   */
  @JsonProperty("size")
  public int size() {
    return size;
  }

  /**
   * @return the number of items in all pages ({@code total})
   */
  @JsonProperty("total")
  public long total() {
    return total;
  }

  /**
   * @return the number of pages ({@code total_pages})
   */
  @JsonProperty("total_pages")
  public int totalPages() {
    return totalPages;
  }

  /**
   * @return whether the server reports a page after this one ({@code has_next_page})
   */
  @JsonProperty("has_next_page")
  public boolean hasNextPage() {
    return hasNextPage;
  }

  /**
   * @return whether the server reports a page before this one ({@code has_previous_page})
   */
  @JsonProperty("has_previous_page")
  public boolean hasPreviousPage() {
    return hasPreviousPage;
  }

  /**
   * @return the items of this page, unmodifiable, never null
   */
  @JsonProperty("items")
  public List<T> items() {
    return items;
  }

  /**
   * @return envelope fields this SDK version does not know, unmodifiable, never null
   */
  @JsonAnyGetter
  public Map<String, Object> additionalProperties() {
    return additionalProperties;
  }

  /**
   * Fetches the next page: the same request with {@code page + 1}, and the same limit, sort and
   * request options.
   *
   * @return the next page
   * @throws NoSuchElementException when {@link #hasNextPage()} is false
   * @throws IllegalStateException when this page was read from JSON, which has no server behind it
   */
  public Page<T> nextPage() {
    if (!hasNextPage) {
      throw new NoSuchElementException(
          "page " + page + " is the last page (has_next_page is false); check hasNextPage() first");
    }
    return fetcher.apply(page + 1);
  }

  /**
   * Returns every item of this page and of all following pages, fetching each page only when
   * iteration reaches it.
   *
   * @return a lazy iterable that can also be streamed
   */
  public AutoPager<T> autoPager() {
    return new AutoPager<>(this);
  }

  @Override
  public boolean equals(@Nullable Object o) {
    if (!(o instanceof Page)) {
      return false;
    }
    Page<?> p = (Page<?>) o;
    return page == p.page
        && size == p.size
        && total == p.total
        && totalPages == p.totalPages
        && hasNextPage == p.hasNextPage
        && hasPreviousPage == p.hasPreviousPage
        && items.equals(p.items)
        && additionalProperties.equals(p.additionalProperties);
  }

  @Override
  public int hashCode() {
    return Objects.hash(page, size, total, totalPages, hasNextPage, hasPreviousPage, items);
  }

  /** Short on purpose: a page of a hundred records would flood a JShell session or a log. */
  @Override
  public String toString() {
    return "Page{page="
        + page
        + ", size="
        + size
        + ", total="
        + total
        + ", totalPages="
        + totalPages
        + ", hasNextPage="
        + hasNextPage
        + ", hasPreviousPage="
        + hasPreviousPage
        + ", items="
        + items.size()
        + " items}";
  }
}
