package com.workspacecommerce.sdk.internal;

import java.util.concurrent.ScheduledThreadPoolExecutor;

/**
 * The one JVM-wide thread that starts asynchronous retries when their wait is over. It only hands
 * the next attempt to OkHttp's dispatcher, so one daemon thread serves every client, and a client
 * has no thread of its own to shut down. Internal: not part of the public API.
 */
final class AsyncScheduler {
  /** The scheduler; its thread is a daemon and cancelled waits are removed at once. */
  static final ScheduledThreadPoolExecutor INSTANCE = create();

  private static final String THREAD_NAME = "commerce-sdk-retry-scheduler";

  private AsyncScheduler() {}

  /**
   * @return whether the calling thread is the scheduler's
   */
  static boolean isSchedulerThread() {
    return THREAD_NAME.equals(Thread.currentThread().getName());
  }

  private static ScheduledThreadPoolExecutor create() {
    ScheduledThreadPoolExecutor executor =
        new ScheduledThreadPoolExecutor(
            1,
            r -> {
              Thread t = new Thread(r, THREAD_NAME);
              t.setDaemon(true);
              return t;
            });
    executor.setRemoveOnCancelPolicy(true);
    return executor;
  }
}
