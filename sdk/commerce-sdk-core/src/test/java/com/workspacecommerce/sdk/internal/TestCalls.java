package com.workspacecommerce.sdk.internal;

import java.time.Duration;

/** Calls made for tests that drive a layer or the concurrency limit directly. */
final class TestCalls {
  private TestCalls() {}

  /**
   * A call of the given client's, with the given deadline, not yet begun.
   *
   * @param deadlineNanos when the call must end, in {@link System#nanoTime()} terms
   * @param calls the client's calls; its close() ends this call
   * @return the call's control, joined to {@code calls}
   */
  static CallControl call(long deadlineNanos, InFlightCalls calls) {
    CallControl call = new CallControl(deadlineNanos, Duration.ofHours(1));
    call.join(calls, null);
    return call;
  }
}
