package com.workspacecommerce.sdk;

import com.workspacecommerce.sdk.internal.Checks;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Flow;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Consumer;
import org.jspecify.annotations.Nullable;

/**
 * Every item of an {@link AsyncPage} and of all the pages after it, fetched without blocking: as a
 * {@link Flow.Publisher} that honours demand, or with {@link #forEach(Consumer)}.
 *
 * <p>A page is fetched only when a subscriber has asked for more items than the pages fetched so
 * far hold, and only one page is held at a time. The walk stops when a page reports {@code
 * has_next_page} false, or comes back empty although the one before claimed a next page (so a
 * misbehaving server cannot cause an endless walk). A failed fetch ends the walk with the call's
 * {@code CommerceException}. Each subscription starts again from the first page.
 *
 * <pre>{@code
 * client.async().products().list(params)
 *     .thenCompose(page -> page.autoPager().forEach(p -> System.out.println(p.name())))
 *     .join();
 * }</pre>
 *
 * @param <T> the item type
 */
public final class AsyncAutoPager<T> implements Flow.Publisher<T> {
  private final AsyncPage<T> first;

  AsyncAutoPager(AsyncPage<T> first) {
    this.first = first;
  }

  /**
   * Subscribes to every item, in order. Items, completion and errors are signalled on the thread
   * that completes each page's future (the async client's callback executor), never concurrently.
   *
   * @param subscriber the subscriber
   */
  @Override
  public void subscribe(Flow.Subscriber<? super T> subscriber) {
    Walk<T> walk = new Walk<>(first, Checks.notNull(subscriber, "subscriber"));
    subscriber.onSubscribe(walk);
    walk.drain();
  }

  /**
   * Calls {@code action} with every item, in order, fetching each page when the items before it
   * have been handled.
   *
   * @param action called once per item; an exception it throws ends the walk and fails the future
   * @return a future that completes when every item has been handled, or fails with the first
   *     failure; cancelling it stops the walk and cancels a page fetch in flight
   */
  public CompletableFuture<Void> forEach(Consumer<? super T> action) {
    Checks.notNull(action, "action");
    AtomicReference<Flow.@Nullable Subscription> walk = new AtomicReference<>();
    CompletableFuture<Void> done =
        new CompletableFuture<>() {
          @Override
          public boolean cancel(boolean mayInterruptIfRunning) {
            boolean cancelled = super.cancel(mayInterruptIfRunning);
            Flow.Subscription subscription = walk.get();
            if (cancelled && subscription != null) {
              subscription.cancel();
            }
            return cancelled;
          }
        };
    subscribe(
        new Flow.Subscriber<T>() {
          @Override
          public void onSubscribe(Flow.Subscription subscription) {
            walk.set(subscription);
            subscription.request(Long.MAX_VALUE);
          }

          @Override
          public void onNext(T item) {
            action.accept(item);
          }

          @Override
          public void onError(Throwable failure) {
            done.completeExceptionally(failure);
          }

          @Override
          public void onComplete() {
            done.complete(null);
          }
        });
    return done;
  }

  /**
   * One subscription: a serialized drain loop (only one thread emits at a time) over the current
   * page, fetching the next page when demand outlasts it.
   */
  private static final class Walk<T> implements Flow.Subscription {
    private final Flow.Subscriber<? super T> subscriber;
    private final AtomicLong demand = new AtomicLong();
    private final AtomicInteger wip = new AtomicInteger();

    private AsyncPage<T> page;
    private int index;
    private boolean fetching;
    private boolean done;
    private volatile boolean cancelled;
    private volatile @Nullable CompletableFuture<AsyncPage<T>> inFlight;
    private volatile @Nullable AsyncPage<T> fetched;
    private volatile @Nullable Throwable failure;

    Walk(AsyncPage<T> first, Flow.Subscriber<? super T> subscriber) {
      this.page = first;
      this.subscriber = subscriber;
    }

    @Override
    public void request(long n) {
      if (n <= 0) {
        failure =
            new IllegalArgumentException(
                "request(n) needs n > 0 (Reactive Streams rule 3.9), was " + n);
      } else {
        demand.getAndUpdate(d -> d + n < 0 ? Long.MAX_VALUE : d + n);
      }
      drain();
    }

    @Override
    public void cancel() {
      cancelled = true;
      CompletableFuture<AsyncPage<T>> call = inFlight;
      if (call != null) {
        call.cancel(true);
      }
    }

    void drain() {
      if (wip.getAndIncrement() != 0) {
        return;
      }
      do {
        step();
      } while (wip.decrementAndGet() != 0);
    }

    private void step() {
      while (!cancelled && !done) {
        Throwable error = failure;
        if (error != null) {
          finish(error);
          return;
        }
        AsyncPage<T> next = fetched;
        if (next != null) {
          fetched = null;
          fetching = false;
          inFlight = null;
          page = next;
          index = 0;
        }
        if (index < page.items().size()) {
          if (demand.get() == 0) {
            return;
          }
          T item = page.items().get(index++);
          demand.decrementAndGet();
          try {
            subscriber.onNext(item);
          } catch (RuntimeException | Error e) {
            finish(e); // no page is on its way while items are emitted: nothing to cancel
            return;
          }
          continue;
        }
        // An empty page ends the walk even if it claims more, so a server cannot loop us.
        if (!page.hasNextPage() || page.items().isEmpty()) {
          finish(null);
          return;
        }
        if (fetching || demand.get() == 0) {
          return; // a page is on its way, or nobody has asked for its items yet
        }
        fetching = true;
        CompletableFuture<AsyncPage<T>> call;
        try {
          call = page.nextPage();
        } catch (RuntimeException e) {
          // A fetcher that throws (a closed client, a fake) must end the walk, not strand it.
          finish(e);
          return;
        }
        inFlight = call;
        int number = page.page() + 1;
        // What whenComplete returns fails only when drain() throws, which it does only when the
        // subscriber breaks Reactive Streams rule 2.13 by throwing from onError or onComplete;
        // the walk has ended by then, and nobody is left to tell, so the future is dropped.
        var unused =
            call.whenComplete(
                (p, e) -> {
                  if (e != null) {
                    failure = unwrap(e);
                  } else if (p == null) {
                    // A fetcher (a fake, most likely) that gives no page would strand the walk.
                    failure =
                        new NullPointerException(
                            "the future of page " + number + " completed with null");
                  } else {
                    fetched = p;
                  }
                  drain();
                });
        return;
      }
    }

    private void finish(@Nullable Throwable error) {
      done = true;
      if (cancelled && error == null) {
        return;
      }
      if (error != null) {
        subscriber.onError(error);
      } else {
        subscriber.onComplete();
      }
    }

    private static Throwable unwrap(Throwable e) {
      return e instanceof java.util.concurrent.CompletionException && e.getCause() != null
          ? e.getCause()
          : e;
    }
  }
}
