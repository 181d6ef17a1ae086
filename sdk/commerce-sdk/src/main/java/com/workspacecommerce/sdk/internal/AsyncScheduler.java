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

  /** Set while a retry task runs, on this scheduler or on one the application gave. */
  private static final ThreadLocal<Boolean> RUNNING_RETRY = new ThreadLocal<>();

  private AsyncScheduler() {}

  /**
   * Wraps a retry task so that {@link #isSchedulerThread()} is true while it runs.
   *
   * @param task the task
   * @return the wrapped task
   */
  static Runnable marked(Runnable task) {
    return () -> {
      RUNNING_RETRY.set(Boolean.TRUE);
      try {
        task.run();
      } finally {
        RUNNING_RETRY.remove();
      }
    };
  }

  /**
   * @return whether the calling thread is running a retry task of a scheduler, whose other waits a
   *     blocking callback would hold up
   */
  static boolean isSchedulerThread() {
    return RUNNING_RETRY.get() != null;
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
