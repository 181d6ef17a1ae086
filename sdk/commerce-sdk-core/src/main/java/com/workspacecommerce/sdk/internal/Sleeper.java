package com.workspacecommerce.sdk.internal;

import java.time.Duration;

/**
 * Waits between retries. Injected so that tests can record the delays instead of sleeping.
 * Internal: not part of the public API.
 */
@FunctionalInterface
public interface Sleeper {
  /** Sleeps with {@link Thread#sleep}, which stops at once when the thread is interrupted. */
  Sleeper SYSTEM = d -> Thread.sleep(d.toMillis(), (int) (d.toNanosPart() % 1_000_000));

  /**
   * Waits for the given time.
   *
   * @param duration how long to wait
   * @throws InterruptedException when the thread is interrupted while waiting
   */
  void sleep(Duration duration) throws InterruptedException;
}
