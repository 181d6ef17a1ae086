package com.workspacecommerce.sdk.internal;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.ThreadFactory;
import org.jspecify.annotations.Nullable;

/**
 * Virtual threads where the JVM has them (Java 21 and later), platform daemon threads otherwise.
 * The SDK is compiled for Java 17, so {@code Thread.ofVirtual()} and {@code
 * Executors.newThreadPerTaskExecutor} are reached through method handles, looked up once. Internal:
 * not part of the public API.
 */
final class VirtualThreads {
  /** {@code Thread.ofVirtual()}, or null before Java 21. */
  private static final @Nullable MethodHandle OF_VIRTUAL;

  /** {@code Thread.Builder.name(String, long)}. */
  private static final @Nullable MethodHandle NAME;

  /** {@code Thread.Builder.factory()}. */
  private static final @Nullable MethodHandle FACTORY;

  /** {@code Executors.newThreadPerTaskExecutor(ThreadFactory)}. */
  private static final @Nullable MethodHandle PER_TASK;

  static {
    MethodHandle ofVirtual = null;
    MethodHandle name = null;
    MethodHandle factory = null;
    MethodHandle perTask = null;
    try {
      MethodHandles.Lookup lookup = MethodHandles.publicLookup();
      Class<?> builder = Class.forName("java.lang.Thread$Builder");
      Class<?> ofVirtualType = Class.forName("java.lang.Thread$Builder$OfVirtual");
      ofVirtual =
          lookup.findStatic(Thread.class, "ofVirtual", MethodType.methodType(ofVirtualType));
      name =
          lookup.findVirtual(
              builder, "name", MethodType.methodType(builder, String.class, long.class));
      factory = lookup.findVirtual(builder, "factory", MethodType.methodType(ThreadFactory.class));
      perTask =
          lookup.findStatic(
              java.util.concurrent.Executors.class,
              "newThreadPerTaskExecutor",
              MethodType.methodType(ExecutorService.class, ThreadFactory.class));
    } catch (ReflectiveOperationException | LinkageError | SecurityException before21) {
      ofVirtual = null;
    }
    OF_VIRTUAL = ofVirtual;
    NAME = name;
    FACTORY = factory;
    PER_TASK = perTask;
  }

  private VirtualThreads() {}

  /**
   * Returns a factory of threads named {@code prefix} and a number: virtual threads where the JVM
   * has them, daemon platform threads otherwise.
   *
   * @param prefix the start of each thread's name
   * @return the factory, safe for concurrent use
   */
  static ThreadFactory factory(String prefix) {
    ThreadFactory virtual = virtualFactory(prefix);
    if (virtual != null) {
      return virtual;
    }
    java.util.concurrent.atomic.AtomicLong n = new java.util.concurrent.atomic.AtomicLong();
    return r -> {
      Thread t = new Thread(r, prefix + n.getAndIncrement());
      t.setDaemon(true);
      return t;
    };
  }

  /**
   * Returns an executor that starts a virtual thread per task, or null before Java 21.
   *
   * @param prefix the start of each thread's name
   * @return the executor, or null
   */
  static @Nullable ExecutorService perTaskExecutor(String prefix) {
    ThreadFactory virtual = virtualFactory(prefix);
    if (virtual == null || PER_TASK == null) { // the handles are found together, or none
      return null;
    }
    try {
      return (ExecutorService) PER_TASK.invoke(virtual);
    } catch (Throwable e) {
      throw new IllegalStateException("cannot create a virtual-thread executor", e);
    }
  }

  private static @Nullable ThreadFactory virtualFactory(String prefix) {
    if (OF_VIRTUAL == null || NAME == null || FACTORY == null) { // found together, or none
      return null;
    }
    try {
      Object builder = OF_VIRTUAL.invoke();
      builder = NAME.invoke(builder, prefix, 0L);
      return (ThreadFactory) FACTORY.invoke(builder);
    } catch (Throwable e) {
      throw new IllegalStateException("cannot create a virtual-thread factory", e);
    }
  }
}
