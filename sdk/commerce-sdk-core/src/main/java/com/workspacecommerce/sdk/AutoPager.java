package com.workspacecommerce.sdk;

import java.util.Iterator;
import java.util.NoSuchElementException;
import java.util.Spliterator;
import java.util.Spliterators;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;
import org.jspecify.annotations.Nullable;

/**
 * Every item of a page and of all the pages after it, fetched lazily: a page is requested only when
 * iteration needs its first item, and only the current page is held, so memory stays flat however
 * many pages there are.
 *
 * <p>Iteration stops when a page reports {@code has_next_page} false, and also when a page comes
 * back empty even though the one before claimed a next page, so a misbehaving server cannot cause
 * an endless loop. Each call to {@link #iterator()} starts again from the first page (re-fetching
 * the following ones). An API failure while fetching surfaces from {@code hasNext()} or {@code
 * next()} as the usual {@code CommerceException}.
 *
 * <pre>{@code
 * for (Product p : client.products().list(ProductListParams.builder().limit(100).build()).autoPager()) {
 *   ...
 * }
 * long inStock = page.autoPager().stream().filter(p -> p.totalStock() != null && p.totalStock() > 0).count();
 * }</pre>
 *
 * @param <T> the item type
 */
public final class AutoPager<T> implements Iterable<T> {
  private final Page<T> first;

  AutoPager(Page<T> first) {
    this.first = first;
  }

  @Override
  public Iterator<T> iterator() {
    return new Iterator<T>() {
      private final Iterator<Page<T>> pages = pageIterator();
      private Iterator<T> items = java.util.Collections.emptyIterator();

      @Override
      public boolean hasNext() {
        while (!items.hasNext()) {
          if (!pages.hasNext()) {
            return false;
          }
          items = pages.next().items().iterator();
        }
        return true;
      }

      @Override
      public T next() {
        if (!hasNext()) {
          throw new NoSuchElementException("no more items");
        }
        return items.next();
      }
    };
  }

  /**
   * @return a sequential, ordered stream over every item, fetching pages as it goes
   */
  public Stream<T> stream() {
    return StreamSupport.stream(
        Spliterators.spliteratorUnknownSize(iterator(), Spliterator.ORDERED | Spliterator.NONNULL),
        false);
  }

  /**
   * Returns the pages themselves, starting with the first, fetched lazily with the same stopping
   * rules; useful to report progress per page.
   *
   * @return a lazy iterable of pages
   */
  public Iterable<Page<T>> pages() {
    return this::pageIterator;
  }

  private Iterator<Page<T>> pageIterator() {
    return new Iterator<Page<T>>() {
      private @Nullable Page<T> next = first;
      private @Nullable Page<T> previous;

      @Override
      public boolean hasNext() {
        if (next == null && previous != null) {
          // An empty page ends the walk even if it claims more, so a buggy server cannot loop us.
          if (previous.hasNextPage() && !previous.items().isEmpty()) {
            next = previous.nextPage();
            if (next.items().isEmpty()) {
              next = null;
            }
          }
          previous = null;
        }
        return next != null;
      }

      @Override
      public Page<T> next() {
        Page<T> page = hasNext() ? next : null;
        if (page == null) {
          throw new NoSuchElementException("no more pages");
        }
        previous = page;
        next = null;
        return page;
      }
    };
  }
}
