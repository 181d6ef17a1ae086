package com.workspacecommerce.sdk.internal;

import com.workspacecommerce.sdk.internal.spi.VirtualThreads;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.TimeUnit;

/**
 * The one JVM-wide thread that starts asynchronous retries when their wait is over (and ends async
 * waits for a slot that outlast their call's deadline). It only hands the next attempt to the
 * transport, so one thread serves every client, and a client has no thread of its own to shut down.
 * The thread runs only while a wait is pending: it starts with the first and ends {@link
 * #IDLE_SECONDS} s after the last; it is virtual where the JVM has virtual threads, else a daemon.
 * Internal: not part of the public API.
 */
final class AsyncScheduler {
  /** How long the scheduler's thread outlives its last task. */
  static final long IDLE_SECONDS = 1;

  /** The scheduler; cancelled waits are removed at once, and its thread ends when idle. */
  static final ScheduledThreadPoolExecutor INSTANCE = create();

  private static final String THREAD_NAME = "commerce-sdk-retry-scheduler-";

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
        new ScheduledThreadPoolExecutor(1, VirtualThreads.factory(THREAD_NAME));
    executor.setRemoveOnCancelPolicy(true);
    // The core thread stays while a wait is queued (a pool never drops its last worker with
    // work pending) and ends when none is.
    executor.setKeepAliveTime(IDLE_SECONDS, TimeUnit.SECONDS);
    executor.allowCoreThreadTimeOut(true);
    return executor;
  }
}
