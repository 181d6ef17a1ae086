package com.workspacecommerce.sdk.internal;

import java.io.IOException;
import java.net.SocketTimeoutException;
import java.util.ArrayDeque;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;
import org.jspecify.annotations.Nullable;

/**
 * The {@code maxConcurrentRequests} slots of a client and the clients derived from it with {@code
 * withOptions}: every exchange, sync or async, holds one from just before it is handed to the
 * transport until its body is read. Waiters are served first come, first served, whatever their
 * mode. A sync waiter parks on a {@link Condition} (so a virtual thread waiting holds no carrier);
 * an async waiter blocks no thread at all: it is started by whoever frees the slot it gets.
 * Internal: not part of the public API.
 */
final class ConcurrencyLimit {
  private static final int WAITING = 0;
  private static final int GRANTED = 1;
  private static final int WITHDRAWN = 2;

  /** Grants due on this thread, run one after another instead of nested (see {@link #run}). */
  private static final ThreadLocal<ArrayDeque<Runnable>> GRANTING = new ThreadLocal<>();

  private final int permits;
  private final ReentrantLock lock = new ReentrantLock();
  private final ArrayDeque<Waiter> queue = new ArrayDeque<>();
  private int available;

  /**
   * Creates the limit.
   *
   * @param permits how many exchanges may be in flight at once, 1 or more
   */
  ConcurrencyLimit(int permits) {
    this.permits = permits;
    this.available = permits;
  }

  /**
   * @return the number of slots
   */
  int permits() {
    return permits;
  }

  /**
   * @return the slots free now
   */
  int available() {
    lock.lock();
    try {
      return available;
    } finally {
      lock.unlock();
    }
  }

  /**
   * @return how many sync and async waiters wait for a slot now
   */
  int waiting() {
    lock.lock();
    try {
      return queue.size();
    } finally {
      lock.unlock();
    }
  }

  /** One slot taken; {@link #release()} gives it back once, however often it is called. */
  final class Permit {
    private final AtomicBoolean released = new AtomicBoolean();

    private Permit() {}

    /** Gives the slot to the next waiter, or back to the pool. */
    void release() {
      if (released.compareAndSet(false, true)) {
        freed();
      }
    }
  }

  private abstract static class Waiter {
    int state = WAITING; // guarded by the limit's lock
    @Nullable Permit permit; // set when granted, under the lock
  }

  private static final class SyncWaiter extends Waiter {
    final Condition ready;

    SyncWaiter(Condition ready) {
      this.ready = ready;
    }
  }

  /** An asynchronous attempt waiting for a slot; {@link #granted} starts it. */
  abstract static class AsyncWaiter extends Waiter {
    /**
     * Starts the attempt with the slot it was given; runs on the thread that freed it, outside the
     * limit's lock. Must not block and must not throw.
     *
     * @param permit the slot, to release when the exchange ends
     */
    abstract void granted(Permit permit);
  }

  /**
   * Takes a slot for a synchronous exchange, waiting for one while all are taken: until one frees,
   * the call's deadline passes, the thread is interrupted or the call ends (its client is closed).
   *
   * @param call the call, which owns its deadline and ends the wait when it ends
   * @return the slot
   * @throws InterruptedException when the thread is interrupted while waiting
   * @throws SocketTimeoutException when the deadline passed first; the message names the option
   * @throws IOException when the client was closed while waiting
   */
  Permit acquire(CallControl call) throws InterruptedException, IOException {
    lock.lock();
    SyncWaiter w;
    try {
      if (available > 0) {
        available--;
        return new Permit();
      }
      w = new SyncWaiter(lock.newCondition());
      queue.add(w);
    } finally {
      lock.unlock();
    }
    long start = System.nanoTime();
    CallControl.Phase waiting = call.enter(why -> withdrawAndWake(w));
    try {
      return await(w, call.deadlineNanos(), start);
    } finally {
      call.exit(waiting);
    }
  }

  private Permit await(SyncWaiter w, long deadlineNanos, long start)
      throws InterruptedException, IOException {
    InterruptedException interrupted = null;
    lock.lock();
    try {
      while (w.state == WAITING) {
        long left = deadlineNanos - System.nanoTime();
        if (left <= 0) {
          withdraw(w);
          throw timedOut(start);
        }
        try {
          w.ready.awaitNanos(left);
        } catch (InterruptedException e) {
          interrupted = e;
          withdraw(w);
          break;
        }
      }
    } finally {
      lock.unlock();
    }
    if (w.state == GRANTED) {
      // A granted waiter always has its permit: grant() sets both under the lock.
      Permit permit = Checks.notNull(w.permit, "permit");
      if (interrupted == null) {
        return permit;
      }
      permit.release(); // granted as the interrupt came: hand the slot on
    }
    if (interrupted != null) {
      throw interrupted;
    }
    // Withdrawn by close(): this client's calls end; the others keep their place.
    throw new IOException("the client was closed while the call waited for a free slot");
  }

  private void withdrawAndWake(SyncWaiter w) {
    lock.lock();
    try {
      if (withdraw(w)) {
        w.ready.signal();
      }
    } finally {
      lock.unlock();
    }
  }

  /**
   * Takes a slot for an asynchronous attempt if one is free; otherwise queues the waiter, whose
   * {@link AsyncWaiter#granted} runs when it gets one.
   *
   * @param waiter the attempt; each waiter is used once
   * @return the slot, or null when the waiter was queued
   */
  @Nullable Permit acquireOrQueue(AsyncWaiter waiter) {
    lock.lock();
    try {
      if (available > 0) {
        available--;
        waiter.state = GRANTED;
        return new Permit();
      }
      queue.add(waiter);
      return null;
    } finally {
      lock.unlock();
    }
  }

  /**
   * Takes a queued async waiter out of the queue (its call was cancelled, closed or timed out).
   *
   * @param waiter the waiter
   * @return true when it was still waiting: it will never be granted; false when it was granted
   *     already (it then owns its slot) or withdrawn before
   */
  boolean withdraw(AsyncWaiter waiter) {
    lock.lock();
    try {
      return withdraw((Waiter) waiter);
    } finally {
      lock.unlock();
    }
  }

  /** The lock is held. */
  private boolean withdraw(Waiter w) {
    if (w.state != WAITING) {
      return false;
    }
    w.state = WITHDRAWN;
    queue.remove(w);
    return true;
  }

  /**
   * Builds the timeout failure of a wait that outlasted the call's deadline.
   *
   * @param startNanos when the wait began
   * @return the failure, a timeout whose message names {@code maxConcurrentRequests}
   */
  SocketTimeoutException timedOut(long startNanos) {
    long waited = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - startNanos);
    return new SocketTimeoutException(
        "waited "
            + waited
            + " ms for a free slot: all maxConcurrentRequests ("
            + permits
            + ") of the client and the clients derived from it stayed in flight until the call's"
            + " deadline");
  }

  /** A slot came back: hand it to the first waiter, or put it back in the pool. */
  private void freed() {
    AsyncWaiter next;
    Permit permit;
    lock.lock();
    try {
      Waiter w = queue.poll();
      if (w == null) {
        available++;
        return;
      }
      permit = new Permit();
      w.state = GRANTED;
      w.permit = permit;
      if (w instanceof SyncWaiter) {
        ((SyncWaiter) w).ready.signal();
        return;
      }
      next = (AsyncWaiter) w;
    } finally {
      lock.unlock();
    }
    run(() -> next.granted(permit));
  }

  /**
   * Runs a grant on this thread. A grant can end at once (a call already cancelled, a dispatcher
   * shut down) and free its slot again, granting the next waiter: run those one after another, not
   * nested, so that a long queue cannot overflow the stack.
   */
  private static void run(Runnable grant) {
    ArrayDeque<Runnable> pending = GRANTING.get();
    if (pending != null) {
      pending.add(grant);
      return;
    }
    pending = new ArrayDeque<>();
    GRANTING.set(pending);
    try {
      for (Runnable r = grant; r != null; r = pending.poll()) {
        r.run();
      }
    } finally {
      GRANTING.remove();
    }
  }
}
