package com.workspacecommerce.sdk.internal;

import com.workspacecommerce.sdk.internal.spi.VirtualThreads;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.locks.LockSupport;
import org.jspecify.annotations.Nullable;

/**
 * The calls one client has in flight, so that {@link #close()} can end them all, and the JVM-wide
 * watchdog that ends an attempt whose time is up or whose waiting thread was interrupted. Each call
 * owns its time and cancellation ({@link CallControl}); this registry only knows which calls are in
 * flight, and which of them have an attempt on the wire for the watchdog to watch.
 *
 * <p>Why a thread that looks: no HTTP library reliably notices an interrupt while a thread is
 * blocked in a socket connect or read. OkHttp does not (on a platform thread a blocked socket read
 * ignores an interrupt; {@code Call.cancel()} is its one way to stop it), and nothing in Java tells
 * anyone that a thread was interrupted: someone must look. So a single JVM-wide thread, the
 * watchdog, looks every {@value #POLL_MILLIS} ms at the attempts on the wire and ends any whose
 * thread was interrupted; the same look ends the attempts whose time is up, so that every attempt's
 * time is kept on one clock, sync or async, whatever the transport. It runs only while an attempt
 * is on the wire: started by the first, it ends after {@link Watchdog#LINGER_MILLIS} ms with none
 * (a virtual thread where the JVM has them, else a daemon). The calling thread pays only an add to
 * and a remove from a concurrent set per call and per attempt: no hand-off to another thread,
 * unlike running every call through {@code enqueue} and a future. Internal: not part of the public
 * API.
 */
final class InFlightCalls {
  /** How often the watchdog looks for interrupted callers and late attempts. */
  static final long POLL_MILLIS = 10;

  // Every call in flight, waiting or on the wire, for close().
  private final Set<CallControl> calls = ConcurrentHashMap.newKeySet();
  // The calls with an attempt on the wire, whose time and thread the watchdog watches.
  private final Set<CallControl> onTheWire = ConcurrentHashMap.newKeySet();
  private final AtomicBoolean closed = new AtomicBoolean();

  /**
   * Adds a call that starts; one added after {@link #close()} is ended at once.
   *
   * @param call the call
   */
  void add(CallControl call) {
    calls.add(call);
    if (closed.get()) {
      call.end(CallControl.End.CLOSED);
    }
  }

  /**
   * Forgets a call that has ended.
   *
   * @param call the call
   */
  void remove(CallControl call) {
    calls.remove(call);
  }

  /**
   * Has the watchdog watch a call while it has an attempt on the wire.
   *
   * @param call the call
   */
  void watch(CallControl call) {
    onTheWire.add(call);
    Watchdog.INSTANCE.watch(this);
  }

  /**
   * The call's attempt has ended: the watchdog no longer watches it.
   *
   * @param call the call
   */
  void unwatch(CallControl call) {
    onTheWire.remove(call);
  }

  /**
   * @return how many calls are in flight; for tests, that an ended call leaves none behind
   */
  int count() {
    return calls.size();
  }

  /**
   * @return whether {@link #close()} was called
   */
  boolean isClosed() {
    return closed.get();
  }

  /**
   * Ends every call in flight, each stopping what it does now (an attempt, a wait for a slot, a
   * wait between retries); a call added later ends at once. Idempotent.
   *
   * @return whether this closed the client (false when it was closed already)
   */
  boolean close() {
    if (!closed.compareAndSet(false, true)) {
      return false;
    }
    for (CallControl call : calls) {
      call.end(CallControl.End.CLOSED);
    }
    return true;
  }

  /** Ends the attempts of interrupted threads and late ones. */
  private void sweep() {
    long now = System.nanoTime();
    for (CallControl call : onTheWire) {
      call.sweep(now);
    }
  }

  /** Whether an attempt is on the wire that the watchdog keeps the time of. */
  private boolean watched() {
    return !onTheWire.isEmpty();
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
      // Read before the CAS: every attempt passes here, and a CAS that fails still takes the line.
      if (!running.get() && running.compareAndSet(false, true)) {
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
