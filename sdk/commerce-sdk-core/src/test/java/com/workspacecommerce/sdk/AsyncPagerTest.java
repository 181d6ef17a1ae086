package com.workspacecommerce.sdk;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.Flow;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/** The async page and its auto-pager, driven by fake pages whose fetches the test completes. */
class AsyncPagerTest {

  /** Pages of {@code perPage} numbers whose next page completes only when the test says so. */
  private static final class ManualPages {
    final List<CompletableFuture<AsyncPage<Integer>>> fetches = new ArrayList<>();
    final int pages;
    final int perPage;

    ManualPages(int pages, int perPage) {
      this.pages = pages;
      this.perPage = perPage;
    }

    AsyncPage<Integer> page(int n) {
      List<Integer> items =
          IntStream.range((n - 1) * perPage, n * perPage).boxed().collect(Collectors.toList());
      return AsyncPage.of(
          Page.of(n, perPage, (long) pages * perPage, pages, n < pages, n > 1, items, x -> null),
          next -> {
            CompletableFuture<AsyncPage<Integer>> f = new CompletableFuture<>();
            fetches.add(f);
            return f;
          });
    }

    void completeLast() {
      CompletableFuture<AsyncPage<Integer>> f = fetches.get(fetches.size() - 1);
      f.complete(page(fetches.size() + 1));
    }
  }

  /** Records signals and requests only what the test asks for. */
  private static final class Recorder implements Flow.Subscriber<Integer> {
    final List<Integer> items = new ArrayList<>();
    Flow.Subscription subscription;
    Throwable error;
    boolean completed;

    @Override
    public void onSubscribe(Flow.Subscription s) {
      subscription = s;
    }

    @Override
    public void onNext(Integer item) {
      items.add(item);
    }

    @Override
    public void onError(Throwable t) {
      error = t;
    }

    @Override
    public void onComplete() {
      completed = true;
    }
  }

  @Test
  void subscriberGetsNothingAndNoPageIsFetchedBeforeItAsks() {
    ManualPages pages = new ManualPages(3, 2);
    Recorder r = new Recorder();
    pages.page(1).autoPager().subscribe(r);
    assertThat(r.items).isEmpty();
    assertThat(pages.fetches).isEmpty();

    r.subscription.request(2);
    assertThat(r.items).containsExactly(0, 1);
    assertThat(pages.fetches).as("page 2 is not fetched until its items are asked for").isEmpty();

    r.subscription.request(1);
    assertThat(pages.fetches).hasSize(1);
    pages.completeLast();
    assertThat(r.items).containsExactly(0, 1, 2);

    r.subscription.request(10);
    pages.completeLast();
    assertThat(r.items).containsExactly(0, 1, 2, 3, 4, 5);
    assertThat(r.completed).isTrue();
    assertThat(pages.fetches).hasSize(2);
  }

  @Test
  void forEachWalksLinkedPagesWithoutAServer() {
    List<String> seen = new ArrayList<>();
    AsyncPage.ofPages(List.of(List.of("a", "b"), List.of("c"), List.of("d", "e")))
        .autoPager()
        .forEach(seen::add)
        .join();
    assertThat(seen).containsExactly("a", "b", "c", "d", "e");
  }

  @Test
  void forEachOverManyImmediatePagesDoesNotGrowTheStack() {
    List<List<Integer>> lists = new ArrayList<>();
    for (int i = 0; i < 20_000; i++) {
      lists.add(List.of(i));
    }
    AtomicInteger count = new AtomicInteger();
    AsyncPage.ofPages(lists).autoPager().forEach(x -> count.incrementAndGet()).join();
    assertThat(count).hasValue(20_000);
  }

  @Test
  void aFailedFetchFailsTheWalkWithTheCallsException() {
    ManualPages pages = new ManualPages(3, 1);
    CompletableFuture<Void> done = pages.page(1).autoPager().forEach(x -> {});
    IllegalStateException boom = new IllegalStateException("HTTP 503");
    pages.fetches.get(0).completeExceptionally(boom);
    assertThatThrownBy(done::join).isInstanceOf(CompletionException.class).hasCause(boom);
  }

  @Test
  void cancellingForEachCancelsThePageFetchInFlight() {
    ManualPages pages = new ManualPages(3, 1);
    CompletableFuture<Void> done = pages.page(1).autoPager().forEach(x -> {});
    assertThat(pages.fetches).hasSize(1);
    done.cancel(true);
    assertThat(pages.fetches.get(0)).isCancelled();
  }

  @Test
  void anEmptyPageEndsTheWalkEvenIfItClaimsMore() {
    AsyncPage<Integer> second =
        AsyncPage.of(
            Page.of(2, 1, 9, 9, true, true, List.<Integer>of(), x -> null),
            n -> CompletableFuture.failedFuture(new AssertionError("fetched past an empty page")));
    AsyncPage<Integer> first =
        AsyncPage.of(
            Page.of(1, 1, 9, 9, true, false, List.of(7), x -> null),
            n -> CompletableFuture.completedFuture(second));
    List<Integer> seen = new ArrayList<>();
    first.autoPager().forEach(seen::add).join();
    assertThat(seen).containsExactly(7);
  }

  @Test
  void nonPositiveRequestIsAnError() {
    Recorder r = new Recorder();
    AsyncPage.of(List.of(1, 2)).autoPager().subscribe(r);
    r.subscription.request(0);
    assertThat(r.error).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("3.9");
    assertThat(r.items).isEmpty();
  }

  @Test
  void nextPageOnTheLastPageFailsTheFuture() {
    assertThatThrownBy(() -> AsyncPage.of(List.of(1)).nextPage().join())
        .hasCauseInstanceOf(NoSuchElementException.class);
  }

  @Test
  void aFetcherThatThrowsEndsTheWalkInsteadOfStrandingIt() {
    AsyncPage<Integer> first =
        AsyncPage.of(
            Page.of(1, 1, 2, 2, true, false, List.of(1), x -> null),
            n -> {
              throw new IllegalStateException("CommerceClient is closed");
            });
    CompletableFuture<Void> done = first.autoPager().forEach(x -> {});
    assertThatThrownBy(done::join).hasCauseInstanceOf(IllegalStateException.class);
  }
}
