package com.workspacecommerce.sdk.testing;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.Objects;

/**
 * The clock a sandbox stamps {@code created_at}, {@code updated_at} and {@code order_datetime}
 * with, settable so a test can pin or move time. By default it stands still at {@link
 * #DEFAULT_START}, which makes every timestamp of a run reproducible; {@link #use(Clock)} lets it
 * follow another clock, such as {@link Clock#systemUTC()}.
 */
public final class SandboxClock extends Clock {

  /** Where a sandbox's clock stands unless told otherwise: 2025-01-06T09:00:00Z. */
  public static final Instant DEFAULT_START = Instant.parse("2025-01-06T09:00:00Z");

  private final Clock initial;
  private volatile Clock current;

  SandboxClock(Clock initial) {
    this.initial = Objects.requireNonNull(initial, "clock");
    this.current = initial;
  }

  /**
   * Stops the clock at {@code instant}.
   *
   * @param instant the time every timestamp gets from now on
   * @return this clock
   */
  public SandboxClock set(Instant instant) {
    current = Clock.fixed(Objects.requireNonNull(instant, "instant"), ZoneOffset.UTC);
    return this;
  }

  /**
   * Moves the clock forward (or back, for a negative duration) from where it is now.
   *
   * @param duration how far to move it
   * @return this clock
   */
  public SandboxClock advance(Duration duration) {
    current = Clock.offset(current, Objects.requireNonNull(duration, "duration"));
    return this;
  }

  /**
   * Makes this clock follow {@code clock}, for example {@link Clock#systemUTC()} for real time.
   *
   * @param clock the clock to follow
   * @return this clock
   */
  public SandboxClock use(Clock clock) {
    current = Objects.requireNonNull(clock, "clock");
    return this;
  }

  /** Back to the clock the sandbox was built with, as {@link CommerceSandbox#reset()} does. */
  void reset() {
    current = initial;
  }

  /** The current time of this clock. */
  @Override
  public Instant instant() {
    return current.instant();
  }

  /** Always UTC: the wire carries UTC timestamps. */
  @Override
  public ZoneId getZone() {
    return ZoneOffset.UTC;
  }

  /**
   * A clock fixed at this clock's current instant in {@code zone}; the sandbox itself always works
   * in UTC.
   */
  @Override
  public Clock withZone(ZoneId zone) {
    return Clock.fixed(instant(), zone);
  }
}
