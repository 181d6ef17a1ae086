package com.workspacecommerce.sdk;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;
import com.workspacecommerce.sdk.internal.Checks;
import java.util.List;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.concurrent.CompletableFuture;
import java.util.function.IntFunction;

/**
 * One page of a listing made through the {@link AsyncCommerceClient}: the same envelope as {@link
 * Page}, with a {@link #nextPage()} that returns a future instead of blocking.
 *
 * <p>Immutable and thread-safe. Fakes of {@link AsyncProductService} make pages with {@link
 * #of(List)}, {@link #ofPages(List)} or {@link #from(Page)}.
 *
 * <p>In an application's own JSON (Jackson 2 or 3) it is written and read exactly as {@link Page}:
 * the API's envelope. One read from JSON has no server behind it, so its {@link #nextPage()} fails
 * with {@link IllegalStateException} when it reports a next page.
 *
 * @param <T> the item type
 */
public final class AsyncPage<T> {
  private final Page<T> envelope;
  private final IntFunction<CompletableFuture<AsyncPage<T>>> fetcher;

  private AsyncPage(Page<T> envelope, IntFunction<CompletableFuture<AsyncPage<T>>> fetcher) {
    this.envelope = envelope;
    this.fetcher = fetcher;
  }

  /**
   * Wraps an envelope with the function that fetches the page with a given number.
   *
   * @param envelope the page's envelope and items (its own next-page link is not used)
   * @param nextPage fetches the page with the given number, called by {@link #nextPage()}
   * @param <T> the item type
   * @return the page
   */
  public static <T> AsyncPage<T> of(
      Page<T> envelope, IntFunction<CompletableFuture<AsyncPage<T>>> nextPage) {
    return new AsyncPage<>(
        Checks.notNull(envelope, "envelope"), Checks.notNull(nextPage, "nextPage"));
  }

  /** Reads the envelope, as {@link Page} does; the next page cannot be fetched. */
  @JsonCreator(mode = JsonCreator.Mode.DELEGATING)
  private static <T> AsyncPage<T> fromJson(Page<T> envelope) {
    return from(envelope);
  }

  /** Writes the envelope, as {@link Page} does. */
  @JsonValue
  private Page<T> envelope() {
    return envelope;
  }

  /**
   * Makes a single page holding these items: page 1 of 1.
   *
   * @param items the items, copied; none may be null
   * @param <T> the item type
   * @return the page
   */
  public static <T> AsyncPage<T> of(List<T> items) {
    return from(Page.of(items));
  }

  /**
   * Makes linked pages from these item lists and returns the first, as {@link Page#ofPages} does;
   * each {@link #nextPage()} completes at once.
   *
   * @param pages the items of each page, in order; at least one list
   * @param <T> the item type
   * @return the first page
   */
  public static <T> AsyncPage<T> ofPages(List<? extends List<T>> pages) {
    return from(Page.ofPages(pages));
  }

  /**
   * Adapts a synchronous page: {@link #nextPage()} completes with the adapted {@link
   * Page#nextPage()}, fetched on the thread that asks (use it for fakes, not for real I/O).
   *
   * @param page the page
   * @param <T> the item type
   * @return the page
   */
  public static <T> AsyncPage<T> from(Page<T> page) {
    Checks.notNull(page, "page");
    return new AsyncPage<>(
        page,
        n -> {
          try {
            return CompletableFuture.completedFuture(from(page.nextPage()));
          } catch (RuntimeException e) {
            return CompletableFuture.failedFuture(e);
          }
        });
  }

  /**
   * @return the 1-based number of this page ({@code page})
   */
  public int page() {
    return envelope.page();
  }

  /**
   * @return the page size the server reports ({@code size})
   */
  public int size() {
    return envelope.size();
  }

  /**
   * @return the number of items in all pages ({@code total})
   */
  public long total() {
    return envelope.total();
  }

  /**
   * @return the number of pages ({@code total_pages})
   */
  public int totalPages() {
    return envelope.totalPages();
  }

  /**
   * @return whether the server reports a page after this one ({@code has_next_page})
   */
  public boolean hasNextPage() {
    return envelope.hasNextPage();
  }

  /**
   * @return whether the server reports a page before this one ({@code has_previous_page})
   */
  public boolean hasPreviousPage() {
    return envelope.hasPreviousPage();
  }

  /**
   * @return the items of this page, unmodifiable, never null
   */
  public List<T> items() {
    return envelope.items();
  }

  /**
   * @return envelope fields this SDK version does not know, unmodifiable, never null
   */
  public Map<String, Object> additionalProperties() {
    return envelope.additionalProperties();
  }

  /**
   * Fetches the next page: the same request with {@code page + 1}, and the same limit, sort and
   * request options.
   *
   * @return a future of the next page; it fails with {@link NoSuchElementException} when {@link
   *     #hasNextPage()} is false, and with the call's {@code CommerceException} when the call fails
   */
  public CompletableFuture<AsyncPage<T>> nextPage() {
    if (!hasNextPage()) {
      return CompletableFuture.failedFuture(
          new NoSuchElementException(
              "page "
                  + page()
                  + " is the last page (has_next_page is false); check hasNextPage() first"));
    }
    return fetcher.apply(page() + 1);
  }

  /**
   * Returns every item of this page and of all following pages, fetching each page only when it is
   * needed.
   *
   * @return the auto-pager
   */
  public AsyncAutoPager<T> autoPager() {
    return new AsyncAutoPager<>(this);
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof AsyncPage && envelope.equals(((AsyncPage<?>) o).envelope);
  }

  @Override
  public int hashCode() {
    return envelope.hashCode();
  }

  @Override
  public String toString() {
    return "Async" + envelope;
  }
}
