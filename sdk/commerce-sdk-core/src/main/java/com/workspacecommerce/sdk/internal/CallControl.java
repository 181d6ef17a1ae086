package com.workspacecommerce.sdk.internal;

import com.workspacecommerce.sdk.internal.spi.Cancellation;
import java.time.Duration;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.locks.LockSupport;
import org.jspecify.annotations.Nullable;

/**
 * The one owner of a call's time and cancellation, as OkHttp's {@code RealCall} owns its call. It
 * holds the call's deadline (set once as the call starts) and the time each attempt gets, and it is
 * the one place a call is ended early: by {@code close()} of its client, by the cancel of its
 * future, by an interrupt of the thread that waits for it, or by an attempt's time running out.
 * Every layer that must know how long is left, or be stopped, asks it: the wait for a slot, each
 * attempt, the wait between attempts, and through the attempt's {@link Cancellation} the body read.
 *
 * <p>A call does one thing at a time, its <em>phase</em>: it waits for a slot, an attempt is on the
 * wire, or it waits to retry. The layer that starts a phase says how to stop it ({@link #enter} or
 * {@link #attemptStarted}) and ends it ({@link #exit}); when the call ends early, the phase in
 * progress is stopped, at once if the call had already ended when the phase began. An attempt's
 * phase is also watched by the client's {@link InFlightCalls}: its JVM-wide watchdog ends it when
 * its time is up or the waiting thread was interrupted (see there why a thread must look). One per
 * call, shared by its attempts. Internal: not part of the public API.
 */
final class CallControl {
  /** Why a call was ended for good before its end. */
  enum End {
    /** The client was closed. */
    CLOSED,
    /** The call's future was cancelled. */
    CANCELLED
  }

  /** Stops what a phase waits for; must not block and must not throw. */
  @FunctionalInterface
  interface Stop {
    /**
     * Stops the phase.
     *
     * @param why the reason, as the attempt's exchange records it
     */
    void stop(Cancellation.Reason why);
  }

  /** One phase of the call: how to stop it, and for an attempt, when its time is up. */
  static final class Phase {
    private final Stop stop;
    private final boolean attempt;
    private final long deadlineNanos;

    private Phase(Stop stop, boolean attempt, long deadlineNanos) {
      this.stop = stop;
      this.attempt = attempt;
      this.deadlineNanos = deadlineNanos;
    }
  }

  private final long deadlineNanos;
  private final Duration attemptTimeout;
  private final AtomicReference<@Nullable End> end = new AtomicReference<>();
  private final AtomicReference<@Nullable Phase> phase = new AtomicReference<>();
  private volatile @Nullable InFlightCalls calls;
  private volatile boolean joined;
  // The thread that waits for a sync call, whose interrupt ends its attempt; null for async.
  private volatile @Nullable Thread thread;

  /**
   * Creates the control of a call.
   *
   * @param deadlineNanos when the whole call must end, in {@link System#nanoTime()} terms
   * @param attemptTimeout the time allowed for each attempt
   */
  CallControl(long deadlineNanos, Duration attemptTimeout) {
    this.deadlineNanos = deadlineNanos;
    this.attemptTimeout = attemptTimeout;
  }

  /**
   * Starts the clock of a call.
   *
   * @param startNanos when the call started, in {@link System#nanoTime()} terms
   * @param totalTimeout the time allowed for the whole call (at most about 24 days, far from
   *     overflow)
   * @param attemptTimeout the time allowed for each attempt
   * @return the call's control
   */
  static CallControl starting(long startNanos, Duration totalTimeout, Duration attemptTimeout) {
    return new CallControl(startNanos + totalTimeout.toNanos(), attemptTimeout);
  }

  // ---- time ----

  /**
   * @return when the whole call must end, in {@link System#nanoTime()} terms
   */
  long deadlineNanos() {
    return deadlineNanos;
  }

  /**
   * @return the time allowed for each attempt, before the deadline cuts it
   */
  Duration attemptTimeout() {
    return attemptTimeout;
  }

  /**
   * @return the nanoseconds left before the deadline, zero or less once it passed
   */
  long leftNanos() {
    return deadlineNanos - System.nanoTime();
  }

  /**
   * @return whether the deadline has passed
   */
  boolean expired() {
    return leftNanos() <= 0;
  }

  /**
   * When an attempt that starts now must end: its own timeout, shortened to what is left of the
   * call's. A wait for a slot came out of the call's deadline, not out of the attempt's own time,
   * so this is asked as the slot is taken.
   *
   * @return the attempt's deadline, in {@link System#nanoTime()} terms
   */
  long attemptDeadline() {
    long now = System.nanoTime();
    return now + Math.min(attemptTimeout.toNanos(), deadlineNanos - now);
  }

  /**
   * @param leftNanos the time left when the attempt was prepared
   * @return whether an attempt prepared with that much time left is cut by the deadline, so that
   *     its timeout ends the call rather than being retried
   */
  boolean cutsAttempt(long leftNanos) {
    return leftNanos < attemptTimeout.toNanos();
  }

  /**
   * @param delay a wait before the next attempt
   * @return whether a wait of that long, starting now, would end at or past the deadline
   */
  boolean endsPastDeadline(Duration delay) {
    return System.nanoTime() + delay.toNanos() >= deadlineNanos;
  }

  // ---- cancellation ----

  /**
   * Makes the call one of a client's calls in flight, so that its {@code close()} ends it; a call
   * joined after the client closed ends at once. Does nothing if the call has joined already.
   *
   * @param calls the client's calls
   * @param caller the thread that waits for a sync call, whose interrupt ends its attempts; null
   *     for an async call
   * @return whether this joined the call (its caller then calls {@link #leave})
   */
  boolean join(InFlightCalls calls, @Nullable Thread caller) {
    if (joined) {
      return false;
    }
    joined = true;
    this.thread = caller;
    this.calls = calls;
    calls.add(this);
    return true;
  }

  /** The call has ended: its client no longer needs to end it. */
  void leave() {
    InFlightCalls c = calls;
    if (joined && c != null) {
      joined = false;
      c.remove(this);
    }
  }

  /**
   * @return whether the call's client was closed
   */
  boolean isClosed() {
    // Only the client's close() ends a call as CLOSED, on a call that has joined it (join sets the
    // client before adding the call), so the client's own flag says it all.
    InFlightCalls c = calls;
    return c != null && c.isClosed();
  }

  /**
   * @return whether the call's future was cancelled
   */
  boolean isCancelled() {
    return end.get() == End.CANCELLED;
  }

  /** Ends the call because its future was cancelled, stopping what it does now. */
  void cancel() {
    end(End.CANCELLED);
  }

  /**
   * Ends the call for good, once (the first reason is kept), and stops its phase in progress.
   *
   * @param why the reason
   */
  void end(End why) {
    if (!end.compareAndSet(null, why)) {
      return;
    }
    Phase p = phase.get();
    if (p != null) {
      p.stop.stop(Cancellation.Reason.CANCELLED);
    }
  }

  /**
   * Starts a phase that is not an attempt on the wire (a wait); stops it at once if the call has
   * ended already.
   *
   * @param stop how to stop it
   * @return the phase, to pass to {@link #exit}
   */
  Phase enter(Stop stop) {
    Phase p = new Phase(stop, false, 0);
    phase.set(p);
    if (end.get() != null) {
      stop.stop(Cancellation.Reason.CANCELLED);
    }
    return p;
  }

  /**
   * Moves from one phase to the next of the same step (an async attempt from its start to its wait
   * for a slot), unless another phase began meanwhile (its grant put it on the wire); stops the new
   * one at once if the call has ended already.
   *
   * @param current the phase the step is in
   * @param stop how to stop the next one
   * @return the next phase, to pass to {@link #exit}, or null when another began meanwhile
   */
  @Nullable Phase next(Phase current, Stop stop) {
    Phase p = new Phase(stop, false, 0);
    if (!phase.compareAndSet(current, p)) {
      return null;
    }
    if (end.get() != null) {
      stop.stop(Cancellation.Reason.CANCELLED);
    }
    return p;
  }

  /**
   * Starts an attempt on the wire, timed from now: the attempt's timeout, cut to what is left of
   * the call's. The client's watchdog ends it through its exchange when that time is up or the
   * waiting thread is interrupted. One started after the call ended, or by an interrupted thread,
   * is cancelled at once.
   *
   * @param exchange the attempt's exchange
   * @return the phase, to pass to {@link #exit}
   */
  Phase attemptStarted(Cancellation exchange) {
    Phase p = new Phase(exchange::cancel, true, attemptDeadline());
    phase.set(p);
    InFlightCalls c = calls;
    if (c != null) {
      c.watch(this);
    }
    Thread t = thread;
    if (end.get() != null) {
      exchange.cancel(Cancellation.Reason.CANCELLED);
    } else if (t != null && t.isInterrupted()) {
      exchange.cancel(Cancellation.Reason.INTERRUPTED);
    }
    return p;
  }

  /**
   * Ends a phase; nothing stops it any more.
   *
   * @param p what {@link #enter} or {@link #attemptStarted} returned
   */
  void exit(Phase p) {
    if (phase.compareAndSet(p, null) && p.attempt) {
      InFlightCalls c = calls;
      if (c != null) {
        c.unwatch(this);
      }
    }
  }

  /**
   * @return whether a phase is in progress, which the call's end would stop; for tests
   */
  boolean busy() {
    return phase.get() != null;
  }

  /**
   * Ends the attempt on the wire if the waiting thread was interrupted or its time is up. Called by
   * the watchdog.
   *
   * @param now the time, in {@link System#nanoTime()} terms
   */
  void sweep(long now) {
    Phase p = phase.get();
    if (p == null || !p.attempt) {
      return;
    }
    Thread t = thread;
    if (t != null && t.isInterrupted()) {
      p.stop.stop(Cancellation.Reason.INTERRUPTED);
    } else if (now - p.deadlineNanos >= 0) {
      p.stop.stop(Cancellation.Reason.TIMEOUT);
    }
  }

  /**
   * Waits between attempts on the calling thread; returns early when the call ends (its client
   * closes). Parks, so a virtual thread waiting holds no carrier thread.
   *
   * @param duration how long to wait
   * @throws InterruptedException when the thread is interrupted while the call goes on
   */
  void sleep(Duration duration) throws InterruptedException {
    long until = System.nanoTime() + duration.toNanos();
    Thread t = Thread.currentThread();
    Phase p = enter(why -> LockSupport.unpark(t));
    try {
      while (end.get() == null && !isClosed()) {
        if (Thread.interrupted()) {
          throw new InterruptedException();
        }
        long left = until - System.nanoTime();
        if (left <= 0) {
          return;
        }
        LockSupport.parkNanos(this, left);
      }
    } finally {
      exit(p);
    }
  }

  /**
   * The timer of an async call's wait (for a slot, until the call's deadline; or between attempts),
   * on the async scheduler: a sync call's thread times its own waits, and the watchdog times the
   * attempts. Cancelled, its task never runs, even when the cancel comes while the task is still
   * being handed to the scheduler.
   */
  static final class Timer {
    // Null until started, then the scheduled task; this timer itself once cancelled.
    private final AtomicReference<@Nullable Object> task = new AtomicReference<>();

    /**
     * Hands the task to the scheduler; a no-op in effect if the timer was cancelled meanwhile.
     *
     * @param scheduler the async scheduler
     * @param delayNanos how long until the task runs
     * @param run the task
     * @throws RuntimeException what the scheduler throws when it refuses the task (shut down)
     */
    void start(ScheduledExecutorService scheduler, long delayNanos, Runnable run) {
      ScheduledFuture<?> scheduled =
          scheduler.schedule(AsyncScheduler.marked(run), delayNanos, TimeUnit.NANOSECONDS);
      if (!task.compareAndSet(null, scheduled)) {
        scheduled.cancel(false); // cancelled while it was being scheduled
      }
    }

    /**
     * Takes the task off the scheduler (where it would otherwise stay, and keep the scheduler's
     * thread, until its time).
     *
     * @return whether this kept the task from running: false when it runs or ran already, or when
     *     the timer was cancelled before
     */
    boolean cancel() {
      Object scheduled = task.getAndSet(this);
      if (scheduled instanceof ScheduledFuture) {
        return ((ScheduledFuture<?>) scheduled).cancel(false);
      }
      return scheduled == null;
    }
  }
}
