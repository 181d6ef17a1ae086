package com.workspacecommerce.sdk;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.Flow;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/**
 * The async auto-pager's signals as a subscriber sees them: what it gets without asking, after
 * cancelling, when its own code throws, and which exception a failed page fetch ends it with.
 */
class AsyncAutoPagerDemandTest {

  /** Records every signal; asks for nothing unless told to. */
  private static class Recorder implements Flow.Subscriber<Integer> {
    final List<Integer> items = new ArrayList<>();
    final List<String> signals = new ArrayList<>();
    Flow.Subscription subscription;
    Throwable error;

    @Override
    public void onSubscribe(Flow.Subscription s) {
      subscription = s;
      signals.add("subscribe");
    }

    @Override
    public void onNext(Integer item) {
      items.add(item);
    }

    @Override
    public void onError(Throwable t) {
      error = t;
      signals.add("error");
    }

    @Override
    public void onComplete() {
      signals.add("complete");
    }
  }

  /** Page 1 of 2 holding {@code 1}, whose next page is whatever {@code fetch} returns. */
  private static AsyncPage<Integer> firstOfTwo(CompletableFuture<AsyncPage<Integer>> fetch) {
    return AsyncPage.of(Page.of(1, 1, 2, 2, true, false, List.of(1), n -> null), n -> fetch);
  }

  @Test
  void anEmptyListingCompletesASubscriberThatHasNotAskedForAnything() {
    Recorder r = new Recorder();
    AsyncPage.of(List.<Integer>of()).autoPager().subscribe(r);
    assertThat(r.signals).containsExactly("subscribe", "complete");
  }

  @Test
  void aPageWithItemsWaitsForDemandBeforeCompleting() {
    Recorder r = new Recorder();
    AsyncPage.of(List.of(1, 2)).autoPager().subscribe(r);
    assertThat(r.signals).containsExactly("subscribe");
    r.subscription.request(1);
    assertThat(r.items).containsExactly(1);
    assertThat(r.signals).containsExactly("subscribe");
    r.subscription.request(1);
    assertThat(r.items).containsExactly(1, 2);
    assertThat(r.signals).containsExactly("subscribe", "complete");
  }

  @Test
  void afterCancelNothingMoreIsSignalledAndNoPageIsFetched() {
    AtomicInteger fetches = new AtomicInteger();
    AsyncPage<Integer> first =
        AsyncPage.of(
            Page.of(1, 2, 4, 2, true, false, List.of(1, 2), n -> null),
            n -> {
              fetches.incrementAndGet();
              return CompletableFuture.completedFuture(AsyncPage.of(List.of(3, 4)));
            });
    Recorder r =
        new Recorder() {
          @Override
          public void onNext(Integer item) {
            super.onNext(item);
            subscription.cancel();
          }
        };
    first.autoPager().subscribe(r);
    r.subscription.request(10);
    r.subscription.request(10);

    assertThat(r.items).containsExactly(1);
    assertThat(r.signals).containsExactly("subscribe");
    assertThat(fetches).hasValue(0);
  }

  @Test
  void anExceptionFromOnNextEndsTheWalkWithThatExceptionAndNothingAfterIt() {
    IllegalStateException boom = new IllegalStateException("subscriber bug");
    Recorder r =
        new Recorder() {
          @Override
          public void onNext(Integer item) {
            super.onNext(item);
            throw boom;
          }
        };
    AsyncPage.ofPages(List.of(List.of(1, 2), List.of(3))).autoPager().subscribe(r);
    r.subscription.request(5);
    r.subscription.request(5);

    assertThat(r.items).containsExactly(1);
    assertThat(r.signals).containsExactly("subscribe", "error");
    assertThat(r.error).isSameAs(boom);
  }

  @Test
  void forEachFailsWithTheExceptionTheActionThrew() {
    IllegalArgumentException boom = new IllegalArgumentException("bad item");
    List<Integer> seen = new ArrayList<>();
    CompletableFuture<Void> done =
        AsyncPage.ofPages(List.of(List.of(1, 2), List.of(3)))
            .autoPager()
            .forEach(
                i -> {
                  seen.add(i);
                  if (i == 2) {
                    throw boom;
                  }
                });
    assertThatThrownBy(done::join).isInstanceOf(CompletionException.class).hasCause(boom);
    assertThat(seen).containsExactly(1, 2);
  }

  @Test
  void aFetchThatFailsThroughADependentFutureEndsTheWalkWithTheCallsOwnException() {
    IllegalStateException boom = new IllegalStateException("HTTP 503");
    // A dependent stage wraps its source's failure in a CompletionException; the subscriber must
    // see the call's exception, as forEach's caller does.
    CompletableFuture<AsyncPage<Integer>> failed =
        CompletableFuture.<AsyncPage<Integer>>failedFuture(boom).thenApply(p -> p);
    Recorder r = new Recorder();
    firstOfTwo(failed).autoPager().subscribe(r);
    r.subscription.request(5);

    assertThat(r.items).containsExactly(1);
    assertThat(r.error).isSameAs(boom);
    assertThat(r.signals).containsExactly("subscribe", "error");
  }

  @Test
  void aCompletionExceptionWithoutACauseIsDeliveredAsItIs() {
    CompletionException bare = new CompletionException((Throwable) null);
    Recorder r = new Recorder();
    firstOfTwo(CompletableFuture.failedFuture(bare)).autoPager().subscribe(r);
    r.subscription.request(5);

    assertThat(r.error).isSameAs(bare);
  }

  @Test
  void aFetchThatCompletesWithoutAPageEndsTheWalkInsteadOfStrandingIt() {
    CompletableFuture<Void> done =
        firstOfTwo(CompletableFuture.completedFuture(null)).autoPager().forEach(i -> {});
    assertThat(done)
        .failsWithin(java.time.Duration.ofSeconds(5))
        .withThrowableOfType(java.util.concurrent.ExecutionException.class)
        .havingCause()
        .isInstanceOf(NullPointerException.class)
        .withMessage("the future of page 2 completed with null");
  }

  @Test
  void aRequestOfZeroEvenAfterItemsEndsTheWalkWithTheRuleItBroke() {
    Recorder r = new Recorder();
    AsyncPage.of(List.of(1, 2, 3)).autoPager().subscribe(r);
    r.subscription.request(1);
    r.subscription.request(-4);
    r.subscription.request(5);

    assertThat(r.items).containsExactly(1);
    assertThat(r.signals).containsExactly("subscribe", "error");
    assertThat(r.error)
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("request(n) needs n > 0 (Reactive Streams rule 3.9), was -4");
  }

  @Test
  void theNextPageIsFetchedOnceWhateverTheRequestsWhileItIsOnItsWay() {
    List<Integer> numbers = new ArrayList<>();
    CompletableFuture<AsyncPage<Integer>> pending = new CompletableFuture<>();
    AsyncPage<Integer> first =
        AsyncPage.of(
            Page.of(1, 1, 2, 2, true, false, List.of(1), n -> null),
            n -> {
              numbers.add(n);
              return pending;
            });
    Recorder r = new Recorder();
    first.autoPager().subscribe(r);
    r.subscription.request(2);
    r.subscription.request(1);
    r.subscription.request(1);
    assertThat(numbers).as("page 2, asked for once").containsExactly(2);

    pending.complete(
        AsyncPage.of(Page.of(2, 1, 2, 2, false, true, List.of(2), n -> null), n -> null));
    assertThat(r.items).containsExactly(1, 2);
    assertThat(r.signals).containsExactly("subscribe", "complete");
  }

  @Test
  void aNullSubscriberOrActionIsNamed() {
    AsyncAutoPager<Integer> pager = AsyncPage.of(List.of(1)).autoPager();
    assertThatThrownBy(() -> pager.subscribe(null))
        .isInstanceOf(NullPointerException.class)
        .hasMessage("subscriber must not be null");
    assertThatThrownBy(() -> pager.forEach(null))
        .isInstanceOf(NullPointerException.class)
        .hasMessage("action must not be null");
  }

  @Test
  void anEmptyFirstPageThatClaimsMoreEndsTheWalkWithoutFetching() {
    AtomicInteger fetches = new AtomicInteger();
    AsyncPage<Integer> empty =
        AsyncPage.of(
            Page.of(1, 10, 30, 3, true, false, List.<Integer>of(), n -> null),
            n -> {
              fetches.incrementAndGet();
              return CompletableFuture.completedFuture(AsyncPage.of(List.of(1)));
            });
    Recorder r = new Recorder();
    empty.autoPager().subscribe(r);
    r.subscription.request(5);

    assertThat(r.signals).containsExactly("subscribe", "complete");
    assertThat(fetches).hasValue(0);
  }

  @Test
  void cancellingForEachWhileAPageIsOnItsWayReportsTheCancellation() {
    CompletableFuture<AsyncPage<Integer>> pending = new CompletableFuture<>();
    CompletableFuture<Void> done = firstOfTwo(pending).autoPager().forEach(i -> {});
    assertThat(done.cancel(true)).isTrue();
    assertThat(done).isCancelled();
    assertThat(pending).isCancelled();
  }

  @Test
  void anAsyncPageOnItsLastPageNeverAsksItsFetcherAndReportsNoPreviousOnTheFirst() {
    AtomicInteger fetches = new AtomicInteger();
    AsyncPage<Integer> only =
        AsyncPage.of(
            Page.of(1, 1, 1, 1, false, false, List.of(1), n -> null),
            n -> {
              fetches.incrementAndGet();
              return CompletableFuture.completedFuture(AsyncPage.of(List.of(2)));
            });
    assertThat(only.hasPreviousPage()).isFalse();
    assertThat(only.nextPage()).isCompletedExceptionally();
    assertThat(fetches).hasValue(0);
    assertThat(AsyncPage.of(List.of(1)).hasPreviousPage()).isFalse();
  }

  @Test
  void cancellingForEachAfterItEndedChangesNothing() {
    CompletableFuture<Void> done = AsyncPage.of(List.of(1)).autoPager().forEach(i -> {});
    assertThat(done).isCompleted();
    assertThat(done.cancel(true)).isFalse();
    assertThat(done).isNotCancelled();
  }
}
