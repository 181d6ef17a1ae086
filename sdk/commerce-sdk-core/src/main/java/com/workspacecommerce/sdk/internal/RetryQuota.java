package com.workspacecommerce.sdk.internal;

import com.workspacecommerce.sdk.RetryBudget;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * One client's bucket of retry tokens, as {@link RetryBudget} describes. Lock-free and thread-safe.
 * Internal: not part of the public API.
 */
final class RetryQuota {
  private final int capacity;
  private final AtomicInteger tokens;

  RetryQuota(RetryBudget budget) {
    this.capacity = budget.capacity();
    this.tokens = new AtomicInteger(Math.max(capacity, 0));
  }

  /**
   * @return whether retries are unbounded by the budget
   */
  boolean unlimited() {
    return capacity < 0;
  }

  /**
   * Takes the cost of one retry if the bucket holds it.
   *
   * @param cost tokens to take
   * @return whether they were taken
   */
  boolean tryAcquire(int cost) {
    if (unlimited()) {
      return true;
    }
    while (true) {
      int now = tokens.get();
      if (now < cost) {
        return false;
      }
      if (tokens.compareAndSet(now, now - cost)) {
        return true;
      }
    }
  }

  /**
   * Puts tokens back after a success, never above the capacity.
   *
   * @param amount tokens to return
   */
  void release(int amount) {
    // A full bucket, as it is while calls succeed, is only read: a write from every success
    // would pass the counter's cache line from core to core under concurrent calls.
    if (unlimited() || tokens.get() >= capacity) {
      return;
    }
    tokens.accumulateAndGet(amount, (now, add) -> (int) Math.min(capacity, (long) now + add));
  }

  /**
   * @return tokens left now, for messages
   */
  int available() {
    return tokens.get();
  }
}
