package com.workspacecommerce.sdk.internal;

import com.workspacecommerce.sdk.internal.spi.Cancellation;
import com.workspacecommerce.sdk.internal.spi.VirtualThreads;
import java.time.Duration;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.LockSupport;
import java.util.concurrent.locks.ReentrantLock;
import org.jspecify.annotations.Nullable;

/**
 * The exchanges one client has in flight, so that they can be ended: all at once by {@link
 * #close()}, and one by one when the thread that waits for it is interrupted or its time is up.
 *
 * <p>No HTTP library reliably notices an interrupt while a thread is blocked in a socket connect or
 * read (cancelling the exchange is the one way to stop it). So a single JVM-wide thread, the
 * watchdog, looks every {@value #POLL_MILLIS} ms at the sync exchanges in flight and ends any whose
 * thread was interrupted or whose deadline passed: one clock for every transport. It runs only
 * while calls need it: started by the first call registered, it ends after {@link
 * Watchdog#LINGER_MILLIS} ms with none (a virtual thread where the JVM has them, else a daemon).
 * The calling thread pays only an add to and a remove from a concurrent set per attempt: no
 * hand-off to another thread, unlike running every call through {@code enqueue} and a future. Waits
 * between retries park on a {@link Condition}, so a virtual thread waiting holds no carrier thread.
 * Internal: not part of the public API.
 */
final class InFlightCalls {
  /** How often the watchdog looks for interrupted callers. */
  static final long POLL_MILLIS = 10;

  private final Set<Entry> entries = ConcurrentHashMap.newKeySet();
  // Asynchronous calls have no waiting thread to watch; they are kept apart so the watchdog
  // does not poll for them, and only close() cancels them (a future's cancel does it otherwise).
  private final Set<AsyncEntry> asyncEntries = ConcurrentHashMap.newKeySet();
  // The asynchronous exchanges under way, whose time the watchdog keeps.
  private final Set<AsyncEntry> timedAsync = ConcurrentHashMap.newKeySet();
  private final Set<Runnable> closeHooks = ConcurrentHashMap.newKeySet();
  private final ReentrantLock closeLock = new ReentrantLock();
  private final Condition closeSignal = closeLock.newCondition();
  private volatile boolean closed;

  /** One exchange, the thread waiting for it and when it must end. */
  public static final class Entry {
    private final Thread thread;
    private final Cancellation exchange;
    private final long deadlineNanos;

    private Entry(Thread thread, Cancellation exchange, long deadlineNanos) {
      this.thread = thread;
      this.exchange = exchange;
      this.deadlineNanos = deadlineNanos;
    }

    /** Ends the exchange if its thread was interrupted or its time is up. */
    void sweep(long now) {
      if (thread.isInterrupted()) {
        exchange.cancel(Cancellation.Reason.INTERRUPTED);
      } else if (now - deadlineNanos >= 0) {
        exchange.cancel(Cancellation.Reason.TIMEOUT);
      }
    }
  }

  /**
   * Registers an exchange made by the current thread, before it starts. One registered after {@link
   * #close()} or by an interrupted thread is cancelled at once.
   *
   * @param exchange the exchange
   * @param deadlineNanos when the watchdog ends it as timed out, in {@link System#nanoTime()} terms
   * @return the entry to pass to {@link #unregister}
   */
  public Entry register(Cancellation exchange, long deadlineNanos) {
    Entry e = new Entry(Thread.currentThread(), exchange, deadlineNanos);
    entries.add(e);
    Watchdog.INSTANCE.watch(this);
    if (closed) {
      exchange.cancel(Cancellation.Reason.CANCELLED);
    } else if (e.thread.isInterrupted()) {
      exchange.cancel(Cancellation.Reason.INTERRUPTED);
    }
    return e;
  }

  /**
   * Forgets a call that has ended.
   *
   * @param entry what {@link #register} returned
   */
  public void unregister(Entry entry) {
    entries.remove(entry);
  }

  /**
   * One asynchronous exchange, registered so that {@link #close()} can cancel it, and timed by the
   * watchdog once it starts.
   */
  public static final class AsyncEntry {
    private final Cancellation exchange;
    // Set before the entry joins timedAsync, which publishes it to the watchdog.
    private volatile long deadlineNanos;

    private AsyncEntry(Cancellation exchange) {
      this.exchange = exchange;
    }

    private void sweep(long now) {
      if (now - deadlineNanos >= 0) {
        exchange.cancel(Cancellation.Reason.TIMEOUT);
      }
    }
  }

  /**
   * Registers an asynchronous exchange before it starts. One registered after {@link #close()} is
   * cancelled at once.
   *
   * @param exchange the exchange
   * @return the entry to pass to {@link #unregisterAsync}
   */
  public AsyncEntry registerAsync(Cancellation exchange) {
    AsyncEntry e = new AsyncEntry(exchange);
    asyncEntries.add(e);
    if (closed) {
      exchange.cancel(Cancellation.Reason.CANCELLED);
    }
    return e;
  }

  /**
   * Starts the clock of an asynchronous exchange: the watchdog ends it as timed out at the
   * deadline. No scheduler task per attempt, so nothing is left in a scheduler once it ends.
   *
   * @param entry what {@link #registerAsync} returned
   * @param deadlineNanos when the exchange must end, in {@link System#nanoTime()} terms
   */
  public void startClock(AsyncEntry entry, long deadlineNanos) {
    entry.deadlineNanos = deadlineNanos;
    timedAsync.add(entry);
    Watchdog.INSTANCE.watch(this);
  }

  /**
   * Forgets an asynchronous call that has ended.
   *
   * @param entry what {@link #registerAsync} returned
   */
  public void unregisterAsync(AsyncEntry entry) {
    asyncEntries.remove(entry);
    timedAsync.remove(entry); // a no-op for one whose clock never started
  }

  /**
   * Runs {@code action} when the client closes (at once if it already has), for asynchronous calls
   * waiting to retry, which have no exchange to cancel.
   *
   * @param action what to run
   * @return runs to forget the action once the call has ended
   */
  public Runnable onClose(Runnable action) {
    closeHooks.add(action);
    if (closed) {
      action.run();
    }
    return () -> closeHooks.remove(action);
  }

  /**
   * @return whether {@link #close()} was called
   */
  public boolean isClosed() {
    return closed;
  }

  /** Cancels every call in flight and wakes every wait between retries. Idempotent. */
  public void close() {
    closed = true;
    for (Entry e : entries) {
      e.exchange.cancel(Cancellation.Reason.CANCELLED);
    }
    for (AsyncEntry e : asyncEntries) {
      e.exchange.cancel(Cancellation.Reason.CANCELLED);
    }
    for (Runnable hook : closeHooks) {
      hook.run();
    }
    closeLock.lock();
    try {
      closeSignal.signalAll();
    } finally {
      closeLock.unlock();
    }
  }

  /**
   * Waits between retries; returns early when the client is closed.
   *
   * @param duration how long to wait
   * @throws InterruptedException when the thread is interrupted
   */
  public void sleep(Duration duration) throws InterruptedException {
    long end = System.nanoTime() + duration.toNanos();
    closeLock.lock();
    try {
      while (!closed) {
        long left = end - System.nanoTime();
        if (left <= 0) {
          return;
        }
        closeSignal.awaitNanos(left);
      }
    } finally {
      closeLock.unlock();
    }
  }

  /** Ends the exchanges of interrupted threads and late ones. */
  private void sweep() {
    long now = System.nanoTime();
    for (Entry e : entries) {
      e.sweep(now);
    }
    for (AsyncEntry e : timedAsync) {
      e.sweep(now);
    }
  }

  /** Whether an exchange is in flight that the watchdog keeps the time of. */
  private boolean watched() {
    return !entries.isEmpty() || !timedAsync.isEmpty();
  }

  /** The one thread that watches the registries with calls in flight, while there are any. */
  private static final class Watchdog implements Runnable {
    static final Watchdog INSTANCE = new Watchdog();

    /** How long the watchdog outlives the last call, so that a steady caller reuses it. */
    static final long LINGER_MILLIS = 1000;

    private final Set<InFlightCalls> active = ConcurrentHashMap.newKeySet();
    private final AtomicBoolean running = new AtomicBoolean();
    private final ThreadFactory threads =
        VirtualThreads.factory("commerce-sdk-interrupt-watchdog-");
    private volatile @Nullable Thread thread;
    private volatile boolean idle;

    void watch(InFlightCalls calls) {
      active.add(calls);
      if (running.compareAndSet(false, true)) {
        Thread t = threads.newThread(this);
        thread = t;
        t.start();
      } else if (idle) {
        LockSupport.unpark(thread);
      }
    }

    /** Whether a watchdog thread runs now; for tests. */
    boolean isRunning() {
      return running.get();
    }

    @Override
    public void run() {
      long idleSince = 0;
      boolean wasIdle = false;
      while (true) {
        if (sweepAll()) {
          wasIdle = false;
          LockSupport.parkNanos(TimeUnit.MILLISECONDS.toNanos(POLL_MILLIS));
          continue;
        }
        long now = System.nanoTime();
        if (!wasIdle) {
          wasIdle = true;
          idleSince = now;
        } else if (now - idleSince >= TimeUnit.MILLISECONDS.toNanos(LINGER_MILLIS)) {
          running.set(false);
          // A watch() that saw this thread still running relies on it: take the watch back.
          if (active.isEmpty() || !running.compareAndSet(false, true)) {
            return;
          }
          wasIdle = false;
          continue;
        }
        idle = true;
        if (active.isEmpty()) {
          LockSupport.parkNanos(TimeUnit.MILLISECONDS.toNanos(LINGER_MILLIS));
        }
        idle = false;
      }
    }

    private boolean sweepAll() {
      boolean any = false;
      for (InFlightCalls calls : active) {
        calls.sweep();
        if (calls.watched()) {
          any = true;
        } else {
          active.remove(calls);
          if (calls.watched()) {
            active.add(calls); // registered in between
            any = true;
          }
        }
      }
      return any;
    }
  }

  /**
   * @return whether the JVM-wide watchdog thread runs now
   */
  static boolean watchdogRunning() {
    return Watchdog.INSTANCE.isRunning();
  }

  /**
   * @return whether the watchdog found no call in flight at its last look and lingers; for tests
   */
  static boolean watchdogIdle() {
    return Watchdog.INSTANCE.idle;
  }

  /**
   * @return the watchdog thread started last, or null if none was; for tests, to join it
   */
  static @Nullable Thread watchdogThread() {
    return Watchdog.INSTANCE.thread;
  }
}
