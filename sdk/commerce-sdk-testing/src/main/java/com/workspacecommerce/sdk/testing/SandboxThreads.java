package com.workspacecommerce.sdk.testing;

import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.RejectedExecutionHandler;
import java.util.concurrent.SynchronousQueue;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.jspecify.annotations.Nullable;

/**
 * The threads the sandbox serves requests on. Where the JVM has virtual threads (Java 21 and later)
 * each request gets one, so any number of requests can wait in a delay fault at once for the price
 * of a few kilobytes each. Otherwise (Java 17 to 20) a pool of daemon platform threads grows on
 * demand to {@value #MAX_PLATFORM_THREADS}, reusing idle ones first, and shrinks again after
 * {@value #IDLE_SECONDS} s idle; with every one of them busy, the next request waits for one to
 * come free. Found by reflection because the module is compiled for Java 17.
 *
 * <p>Every thread started is tracked until it ends, so a test can check that none outlives the
 * sandbox ({@link Thread#getAllStackTraces()} does not list virtual threads).
 */
final class SandboxThreads {

  /** The most platform threads the sandbox serves on where it has no virtual threads. */
  static final int MAX_PLATFORM_THREADS = 1_024;

  /** How long an idle platform thread of the pool lives before it ends. */
  static final long IDLE_SECONDS = 10;

  private final Set<Thread> live = ConcurrentHashMap.newKeySet();
  private final ExecutorService executor;
  private final boolean virtual;

  /**
   * @param namePrefix what every thread's name starts with, followed by a number from 1
   */
  SandboxThreads(String namePrefix) {
    ThreadFactory virtualThreads = virtualThreadFactory(namePrefix);
    virtual = virtualThreads != null;
    executor =
        virtualThreads != null
            ? threadPerTask(tracking(virtualThreads))
            : platformPool(tracking(platform(namePrefix)));
  }

  /** The executor to hand to the HTTP server. */
  ExecutorService executor() {
    return executor;
  }

  /** Whether requests run on virtual threads. */
  boolean virtual() {
    return virtual;
  }

  /** The threads started and not yet ended. */
  List<Thread> live() {
    return List.copyOf(live);
  }

  /** Interrupts every request still running (a delay fault ends early) and stops the threads. */
  void shutdownNow() {
    executor.shutdownNow();
  }

  private ThreadFactory tracking(ThreadFactory factory) {
    return task -> {
      Thread thread =
          factory.newThread(
              () -> {
                try {
                  task.run();
                } finally {
                  live.remove(Thread.currentThread());
                }
              });
      live.add(thread);
      return thread;
    };
  }

  /** Thread.ofVirtual().name(prefix, 1).factory(), or null where the JVM has no virtual threads. */
  private static @Nullable ThreadFactory virtualThreadFactory(String namePrefix) {
    try {
      Class<?> builderType = Class.forName("java.lang.Thread$Builder");
      Object builder = Thread.class.getMethod("ofVirtual").invoke(null);
      builder =
          builderType.getMethod("name", String.class, long.class).invoke(builder, namePrefix, 1L);
      return (ThreadFactory) builderType.getMethod("factory").invoke(builder);
    } catch (ReflectiveOperationException | RuntimeException e) {
      // Java 17 to 20: absent, or a preview API that is off (Java 19 and 20 throw when called).
      return null;
    }
  }

  private static ExecutorService threadPerTask(ThreadFactory factory) {
    try {
      return (ExecutorService)
          Executors.class
              .getMethod("newThreadPerTaskExecutor", ThreadFactory.class)
              .invoke(null, factory);
    } catch (ReflectiveOperationException e) {
      // Thread.ofVirtual() and this method came in the same release.
      throw new IllegalStateException("virtual threads without newThreadPerTaskExecutor", e);
    }
  }

  private static ThreadFactory platform(String namePrefix) {
    AtomicInteger number = new AtomicInteger();
    return task -> {
      Thread thread = new Thread(task, namePrefix + number.incrementAndGet());
      // A test that forgets close() must not keep the JVM alive.
      thread.setDaemon(true);
      return thread;
    };
  }

  /**
   * No core threads and a hand-off queue: an idle thread takes the request if there is one, else a
   * new thread up to the bound. Past the bound the server's dispatcher waits to hand the request
   * over, so connections queue in the socket's backlog instead of being dropped.
   */
  private static ExecutorService platformPool(ThreadFactory factory) {
    RejectedExecutionHandler waitForAThread =
        (task, pool) -> {
          try {
            while (!pool.isShutdown()) {
              if (pool.getQueue().offer(task, 100, TimeUnit.MILLISECONDS)) {
                return;
              }
            }
          } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
          }
          throw new RejectedExecutionException("the sandbox is closed");
        };
    return new ThreadPoolExecutor(
        0,
        MAX_PLATFORM_THREADS,
        IDLE_SECONDS,
        TimeUnit.SECONDS,
        new SynchronousQueue<>(),
        factory,
        waitForAThread);
  }
}
