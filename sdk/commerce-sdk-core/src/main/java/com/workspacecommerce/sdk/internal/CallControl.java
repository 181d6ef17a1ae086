package com.workspacecommerce.sdk.internal;

import java.time.Duration;

/**
 * The one owner of a call's time: its deadline (when the whole call must end, set once as the call
 * starts) and the time each attempt gets. Every layer that must know how long is left asks it, in
 * {@link System#nanoTime()} terms: the wait for a slot, each attempt, the wait between attempts.
 * One per call, shared by its attempts. Internal: not part of the public API.
 */
final class CallControl {
  private final long deadlineNanos;
  private final Duration attemptTimeout;

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
}
