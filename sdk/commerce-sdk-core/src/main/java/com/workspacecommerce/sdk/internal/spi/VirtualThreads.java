package com.workspacecommerce.sdk.internal.spi;

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
public final class VirtualThreads {
  /** The handles, found together, or null before Java 21. */
  private static final @Nullable Handles HANDLES = find();

  /**
   * {@code Thread.ofVirtual()}, {@code Thread.Builder.name(String, long)}, {@code
   * Thread.Builder.factory()} and {@code Executors.newThreadPerTaskExecutor(ThreadFactory)}.
   */
  private record Handles(
      MethodHandle ofVirtual, MethodHandle name, MethodHandle factory, MethodHandle perTask) {}

  private static @Nullable Handles find() {
    try {
      MethodHandles.Lookup lookup = MethodHandles.publicLookup();
      Class<?> builder = Class.forName("java.lang.Thread$Builder");
      Class<?> ofVirtualType = Class.forName("java.lang.Thread$Builder$OfVirtual");
      return new Handles(
          lookup.findStatic(Thread.class, "ofVirtual", MethodType.methodType(ofVirtualType)),
          lookup.findVirtual(
              builder, "name", MethodType.methodType(builder, String.class, long.class)),
          lookup.findVirtual(builder, "factory", MethodType.methodType(ThreadFactory.class)),
          lookup.findStatic(
              java.util.concurrent.Executors.class,
              "newThreadPerTaskExecutor",
              MethodType.methodType(ExecutorService.class, ThreadFactory.class)));
    } catch (ReflectiveOperationException | LinkageError | SecurityException before21) {
      return null;
    }
  }

  private VirtualThreads() {}

  /**
   * Returns a factory of threads named {@code prefix} and a number: virtual threads where the JVM
   * has them, daemon platform threads otherwise.
   *
   * @param prefix the start of each thread's name
   * @return the factory, safe for concurrent use
   */
  public static ThreadFactory factory(String prefix) {
    Handles handles = HANDLES;
    if (handles == null) {
      java.util.concurrent.atomic.AtomicLong n = new java.util.concurrent.atomic.AtomicLong();
      return r -> {
        Thread t = new Thread(r, prefix + n.getAndIncrement());
        t.setDaemon(true);
        return t;
      };
    }
    return virtualFactory(handles, prefix);
  }

  /**
   * Returns an executor that starts a virtual thread per task, or null before Java 21.
   *
   * @param prefix the start of each thread's name
   * @return the executor, or null
   */
  public static @Nullable ExecutorService perTaskExecutor(String prefix) {
    Handles handles = HANDLES;
    if (handles == null) {
      return null;
    }
    try {
      return (ExecutorService) handles.perTask().invoke(virtualFactory(handles, prefix));
    } catch (Throwable e) {
      throw new IllegalStateException("cannot create a virtual-thread executor", e);
    }
  }

  private static ThreadFactory virtualFactory(Handles handles, String prefix) {
    try {
      Object builder = handles.ofVirtual().invoke();
      builder = handles.name().invoke(builder, prefix, 0L);
      return (ThreadFactory) handles.factory().invoke(builder);
    } catch (Throwable e) {
      throw new IllegalStateException("cannot create a virtual-thread factory", e);
    }
  }
}
