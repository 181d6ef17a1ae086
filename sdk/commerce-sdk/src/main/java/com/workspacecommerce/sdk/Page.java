package com.workspacecommerce.sdk;

import java.util.List;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.Objects;
import java.util.function.IntFunction;

/**
 * One page of a listing, as the server sent it, with the means to fetch the pages after it.
 *
 * <p>Immutable and thread-safe. It is a class rather than a record because it also holds the link
 * to the call that fetches the next page; equality covers the envelope and the items only.
 *
 * @param <T> the item type
 */
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

  Page(
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

  /** @return the 1-based number of this page ({@code page}) */
  public int page() {
    return page;
  }

  /** @return the page size the server reports ({@code size}) */
  public int size() {
    return size;
  }

  /** @return the number of items in all pages ({@code total}) */
  public long total() {
    return total;
  }

  /** @return the number of pages ({@code total_pages}) */
  public int totalPages() {
    return totalPages;
  }

  /** @return whether the server reports a page after this one ({@code has_next_page}) */
  public boolean hasNextPage() {
    return hasNextPage;
  }

  /** @return whether the server reports a page before this one ({@code has_previous_page}) */
  public boolean hasPreviousPage() {
    return hasPreviousPage;
  }

  /** @return the items of this page, unmodifiable, never null */
  public List<T> items() {
    return items;
  }

  /** @return envelope fields this SDK version does not know, unmodifiable, never null */
  public Map<String, Object> additionalProperties() {
    return additionalProperties;
  }

  /**
   * Fetches the next page: the same request with {@code page + 1}, and the same limit, sort and
   * request options.
   *
   * @return the next page
   * @throws NoSuchElementException when {@link #hasNextPage()} is false
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
  public boolean equals(Object o) {
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
