package com.workspacecommerce.sdk.internal;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.lang.reflect.Field;
import java.net.SocketTimeoutException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.BooleanSupplier;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * {@link ConcurrencyLimit} alone, at the moments where two things happen to one waiter at once (a
 * grant and a close, a grant and an interrupt, a grant and a withdrawal) and with a long queue of
 * grants that end at once: whatever wins, no slot is lost and none is given twice. The races are
 * made deterministic by holding the limit's lock while both things happen.
 */
class ConcurrencyLimitRacesTest {
  private static final long NO_DEADLINE = Long.MAX_VALUE;

  private final ConcurrencyLimit limit = new ConcurrencyLimit(1);
  private final InFlightCalls calls = new InFlightCalls();
  private volatile CallControl waiterCall;

  private ReentrantLock lockOf(ConcurrencyLimit l) throws ReflectiveOperationException {
    Field f = ConcurrencyLimit.class.getDeclaredField("lock");
    f.setAccessible(true);
    return (ReentrantLock) f.get(l);
  }

  private static void await(BooleanSupplier condition, String what) {
    long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
    while (!condition.getAsBoolean()) {
      assertThat(System.nanoTime()).as(what).isLessThan(end);
      Thread.onSpinWait();
      Thread.yield();
    }
  }

  /** A sync caller on its own thread; its result is the slot it got or what it threw. */
  private CompletableFuture<Object> waiter(Thread[] thread) {
    CompletableFuture<Object> result = new CompletableFuture<>();
    thread[0] =
        new Thread(
            () -> {
              try {
                CallControl call = TestCalls.call(NO_DEADLINE, calls);
                waiterCall = call;
                result.complete(limit.acquire(call));
              } catch (Exception e) {
                result.complete(e);
              }
            });
    thread[0].start();
    return result;
  }

  @Test
  void aWaiterGrantedItsSlotJustAsTheClientClosesKeepsIt() throws Exception {
    assertThat(limit.available()).isOne();
    ConcurrencyLimit.Permit holder = limit.acquire(TestCalls.call(NO_DEADLINE, calls));
    Thread[] t = new Thread[1];
    CompletableFuture<Object> result = waiter(t);
    await(() -> limit.waiting() == 1, "the caller waits for the slot");

    ReentrantLock lock = lockOf(limit);
    lock.lock();
    try {
      holder.release(); // the slot goes to the waiter, which has not woken yet
      calls.close(); // and close() tries to withdraw it
    } finally {
      lock.unlock();
    }

    Object got = result.get(10, TimeUnit.SECONDS);
    assertThat(got)
        .as("granted before the close: the slot is its own")
        .isInstanceOf(ConcurrencyLimit.Permit.class);
    assertThat(limit.available()).isZero();
    ((ConcurrencyLimit.Permit) got).release();
    assertThat(limit.available()).as("the slot came back").isOne();
  }

  @Test
  void aWaiterInterruptedJustAsItIsGrantedEndsWithTheInterruptAndHandsTheSlotOn() throws Exception {
    ConcurrencyLimit.Permit holder = limit.acquire(TestCalls.call(NO_DEADLINE, calls));
    Thread[] t = new Thread[1];
    CompletableFuture<Object> result = waiter(t);
    await(() -> limit.waiting() == 1, "the caller waits for the slot");

    ReentrantLock lock = lockOf(limit);
    lock.lock();
    try {
      t[0].interrupt();
      // Woken by the interrupt, it now waits for the lock, still queued for a slot.
      await(() -> lock.hasQueuedThread(t[0]), "the interrupted caller wants the lock back");
      holder.release(); // the slot goes to it all the same
    } finally {
      lock.unlock();
    }

    assertThat(result.get(10, TimeUnit.SECONDS)).isInstanceOf(InterruptedException.class);
    assertThat(limit.waiting()).isZero();
    assertThat(limit.available()).as("the slot it could not use was handed on").isOne();
  }

  @Test
  void aSyncWaiterEndsAsSoonAsItsClientClosesNotAtItsDeadline() throws Exception {
    ConcurrencyLimit.Permit holder = limit.acquire(TestCalls.call(NO_DEADLINE, calls));
    Thread[] t = new Thread[1];
    CompletableFuture<Object> result = waiter(t);
    await(() -> limit.waiting() == 1, "the caller waits for the slot");

    calls.close(); // the waiter has no deadline: only close() can wake it

    Object got = result.get(10, TimeUnit.SECONDS);
    assertThat(got).isInstanceOf(IOException.class);
    assertThat((IOException) got)
        .hasMessage("the client was closed while the call waited for a free slot");
    assertThat(limit.waiting()).isZero();
    holder.release();
    assertThat(limit.available()).as("the withdrawn waiter was not granted the slot").isOne();
  }

  @Test
  void aSyncWaitThatEndedLeavesNothingForCloseToRun() throws Exception {
    ConcurrencyLimit.Permit holder = limit.acquire(TestCalls.call(NO_DEADLINE, calls));
    Thread[] t = new Thread[1];
    CompletableFuture<Object> result = waiter(t);
    await(() -> limit.waiting() == 1, "the caller waits for the slot");
    holder.release();
    ((ConcurrencyLimit.Permit) result.get(10, TimeUnit.SECONDS)).release();

    // Every wait that its call still knew of would be stopped again when the client closes.
    assertThat(waiterCall.busy()).isFalse();
  }

  /** An async waiter that records its grant and, if told to, gives the slot back at once. */
  private static final class Recording extends ConcurrencyLimit.AsyncWaiter {
    final AtomicInteger grants = new AtomicInteger();
    final boolean releaseAtOnce;
    volatile ConcurrencyLimit.Permit permit;

    Recording(boolean releaseAtOnce) {
      this.releaseAtOnce = releaseAtOnce;
    }

    @Override
    void granted(ConcurrencyLimit.Permit p) {
      grants.incrementAndGet();
      permit = p;
      if (releaseAtOnce) {
        p.release();
      }
    }
  }

  @Test
  void anAsyncWaiterThatWasGrantedCannotBeWithdrawnAndOneWithdrawnIsNeverGranted()
      throws Exception {
    ConcurrencyLimit.Permit holder = limit.acquire(TestCalls.call(NO_DEADLINE, calls));
    Recording granted = new Recording(false);
    Recording withdrawn = new Recording(false);
    assertThat(limit.acquireOrQueue(granted)).isNull();
    assertThat(limit.acquireOrQueue(withdrawn)).isNull();
    assertThat(limit.waiting()).isEqualTo(2);

    holder.release();
    assertThat(granted.grants).hasValue(1);
    assertThat(limit.withdraw(granted)).as("it owns its slot now").isFalse();

    assertThat(limit.withdraw(withdrawn)).isTrue();
    assertThat(limit.withdraw(withdrawn)).as("withdrawn once only").isFalse();
    granted.permit.release();
    assertThat(withdrawn.grants).hasValue(0);
    assertThat(limit.available()).isOne();
    assertThat(limit.waiting()).isZero();
  }

  @Test
  void aLongQueueOfGrantsThatEndAtOnceIsServedWithoutDeepeningTheStack() throws Exception {
    ConcurrencyLimit.Permit holder = limit.acquire(TestCalls.call(NO_DEADLINE, calls));
    // Each grant gives its slot back at once (a call cancelled while it waited), which grants
    // the next: run nested, 20,000 of them would overflow this thread's small stack.
    List<Recording> queued = new ArrayList<>();
    for (int i = 0; i < 20_000; i++) {
      Recording r = new Recording(true);
      queued.add(r);
      assertThat(limit.acquireOrQueue(r)).isNull();
    }
    CompletableFuture<Throwable> done = new CompletableFuture<>();
    Thread releaser =
        new Thread(
            null,
            () -> {
              try {
                holder.release();
                done.complete(null);
              } catch (Throwable e) {
                done.complete(e);
              }
            },
            "small-stack",
            256 * 1024);
    releaser.start();

    assertThat(done.get(10, TimeUnit.SECONDS)).isNull();
    assertThat(queued).allSatisfy(r -> assertThat(r.grants).hasValue(1));
    assertThat(limit.available()).isOne();

    // A thread that granted once grants again later (its queue of due grants was let go).
    for (int i = 0; i < 2; i++) {
      ConcurrencyLimit.Permit again = limit.acquire(TestCalls.call(NO_DEADLINE, calls));
      Recording later = new Recording(true);
      assertThat(limit.acquireOrQueue(later)).isNull();
      again.release();
      assertThat(later.grants).as("grant %d on this thread", i + 1).hasValue(1);
    }
    assertThat(limit.available()).isOne();
  }

  @Test
  void theTimeoutSaysHowLongTheCallWaitedForASlot() {
    long before = System.nanoTime();
    SocketTimeoutException e = limit.timedOut(before - TimeUnit.MILLISECONDS.toNanos(250));
    long tookMillis = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - before);

    Matcher m = Pattern.compile("^waited (\\d+) ms for a free slot").matcher(e.getMessage());
    assertThat(m.find()).as(e.getMessage()).isTrue();
    assertThat(Long.parseLong(m.group(1))).isBetween(250L, 251L + tookMillis);
    assertThat(e.getMessage()).contains("all maxConcurrentRequests (1) of the client");
  }
}
