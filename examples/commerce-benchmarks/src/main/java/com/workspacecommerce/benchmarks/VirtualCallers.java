package com.workspacecommerce.benchmarks;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * The {@value StackFixture#VIRTUAL_CALLERS} virtual threads of the 64-caller measures ({@link
 * StackVirtualBench}, {@link StackPairedBench#getVirtual}), made when first needed.
 */
final class VirtualCallers implements AutoCloseable {
  private ExecutorService virtualThreads;

  /**
   * Makes {@value StackFixture#VIRTUAL_CALLS} calls from {@value StackFixture#VIRTUAL_CALLERS}
   * virtual threads at once, each making {@value StackFixture#CALLS_PER_VIRTUAL_THREAD} in a row,
   * and waits for all of them.
   *
   * @param call one call
   * @return the last result, so that no call can be optimised away
   * @throws Exception when a call fails
   */
  Object fanOut(Callable<?> call) throws Exception {
    ExecutorService threads = virtualThreads();
    List<Future<Object>> futures = new ArrayList<>(StackFixture.VIRTUAL_CALLERS);
    for (int i = 0; i < StackFixture.VIRTUAL_CALLERS; i++) {
      futures.add(
          threads.submit(
              () -> {
                Object last = null;
                for (int c = 0; c < StackFixture.CALLS_PER_VIRTUAL_THREAD; c++) {
                  last = call.call();
                }
                return last;
              }));
    }
    Object last = null;
    for (Future<Object> f : futures) {
      try {
        last = f.get();
      } catch (ExecutionException e) {
        throw e.getCause() instanceof Exception ex ? ex : e;
      }
    }
    return last;
  }

  /**
   * A virtual thread per task, made when first needed. {@link BenchSuite#runStacks} runs {@link
   * StackVirtualBench} on Java 21+ only; elsewhere (the smoke run on Java 17) a cached pool of
   * daemon platform threads stands in, so that the benchmark still runs.
   */
  private synchronized ExecutorService virtualThreads() {
    if (virtualThreads == null) {
      try {
        virtualThreads =
            (ExecutorService)
                Executors.class.getMethod("newVirtualThreadPerTaskExecutor").invoke(null);
      } catch (ReflectiveOperationException e) {
        virtualThreads =
            Executors.newCachedThreadPool(
                r -> {
                  Thread t = new Thread(r, "stack-bench-caller");
                  t.setDaemon(true);
                  return t;
                });
      }
    }
    return virtualThreads;
  }

  /** Stops the threads, if any were made. */
  @Override
  public synchronized void close() {
    if (virtualThreads != null) {
      virtualThreads.shutdownNow();
    }
  }
}
