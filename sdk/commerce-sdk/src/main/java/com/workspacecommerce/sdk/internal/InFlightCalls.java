package com.workspacecommerce.sdk.internal;

import java.time.Duration;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.LockSupport;
import java.util.concurrent.locks.ReentrantLock;
import okhttp3.Call;
import org.jspecify.annotations.Nullable;

/**
 * The HTTP calls one client has in flight, so that they can be cancelled: all at once by {@link
 * #close()}, and one by one when the thread that waits for it is interrupted.
 *
 * <p>OkHttp does not notice an interrupt while a thread is blocked in a socket connect or read
 * ({@code Call.cancel()} is its only reliable way to stop a call). So a single JVM-wide thread, the
 * watchdog, looks every {@value #POLL_MILLIS} ms at the threads of the calls in flight and cancels
 * the call of any that was interrupted. It runs only while calls need it: started by the first call
 * registered, it ends after {@link Watchdog#LINGER_MILLIS} ms with none (a virtual thread where the
 * JVM has them, else a daemon). The calling thread pays only an add to and a remove from a
 * concurrent set per attempt: no hand-off to another thread, unlike running every call through
 * {@code enqueue} and a future. Waits between retries park on a {@link Condition}, so a virtual
 * thread waiting holds no carrier thread. Internal: not part of the public API.
 */
final class InFlightCalls {
  /** How often the watchdog looks for interrupted callers. */
  static final long POLL_MILLIS = 10;

  private final Set<Entry> entries = ConcurrentHashMap.newKeySet();
  // Asynchronous calls have no waiting thread to watch; they are kept apart so the watchdog
  // does not poll for them, and only close() cancels them (a future's cancel does it otherwise).
  private final Set<AsyncEntry> asyncEntries = ConcurrentHashMap.newKeySet();
  private final Set<Runnable> closeHooks = ConcurrentHashMap.newKeySet();
  private final ReentrantLock closeLock = new ReentrantLock();
  private final Condition closeSignal = closeLock.newCondition();
  private volatile boolean closed;

  /** One call and the thread waiting for it. */
  public static final class Entry {
    private final Thread thread;
    private final Call call;

    private Entry(Thread thread, Call call) {
      this.thread = thread;
      this.call = call;
    }
  }

  /**
   * Registers a call made by the current thread, before it is executed. A call registered after
   * {@link #close()} is cancelled at once.
   *
   * @param call the call
   * @return the entry to pass to {@link #unregister}
   */
  public Entry register(Call call) {
    Entry e = new Entry(Thread.currentThread(), call);
    entries.add(e);
    Watchdog.INSTANCE.watch(this);
    if (closed || e.thread.isInterrupted()) {
      call.cancel();
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

  /** One asynchronous call, registered so that {@link #close()} can cancel it. */
  public static final class AsyncEntry {
    private final Call call;

    private AsyncEntry(Call call) {
      this.call = call;
    }
  }

  /**
   * Registers an asynchronous call before it is enqueued. A call registered after {@link #close()}
   * is cancelled at once.
   *
   * @param call the call
   * @return the entry to pass to {@link #unregisterAsync}
   */
  public AsyncEntry registerAsync(Call call) {
    AsyncEntry e = new AsyncEntry(call);
    asyncEntries.add(e);
    if (closed) {
      call.cancel();
    }
    return e;
  }

  /**
   * Forgets an asynchronous call that has ended.
   *
   * @param entry what {@link #registerAsync} returned
   */
  public void unregisterAsync(AsyncEntry entry) {
    asyncEntries.remove(entry);
  }

  /**
   * Runs {@code action} when the client closes (at once if it already has), for asynchronous calls
   * waiting to retry, which have no OkHttp call to cancel.
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
      e.call.cancel();
    }
    for (AsyncEntry e : asyncEntries) {
      e.call.cancel();
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

  /** Cancels the calls of interrupted threads; tells whether any call was in flight. */
  private boolean sweep() {
    boolean any = false;
    for (Entry e : entries) {
      any = true;
      if (e.thread.isInterrupted()) {
        e.call.cancel();
      }
    }
    return any;
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
        if (calls.sweep()) {
          any = true;
        } else {
          active.remove(calls);
          if (!calls.entries.isEmpty()) {
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
