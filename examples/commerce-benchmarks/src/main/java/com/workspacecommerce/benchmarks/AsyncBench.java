package com.workspacecommerce.benchmarks;

import com.workspacecommerce.sdk.models.Product;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Threads;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The asynchronous client against the synchronous one on the same canned server: the cost of one
 * call made from one thread ({@code getProduct_async} beside {@code LatencyBench.getProduct_sdk}),
 * and a burst of 1,000 gets submitted at once on one client, where the async client needs no thread
 * of its own per call (OkHttp's dispatcher runs at most {@code maxConcurrentRequests}, 64) and the
 * sync client needs a pool of 64 threads to reach the same concurrency.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 4, time = 1)
@Fork(1)
@Threads(1)
public class AsyncBench {
  /** Calls in one burst. */
  static final int BURST = 1000;

  /** The 64 platform threads the synchronous burst needs to match the async concurrency. */
  @State(Scope.Benchmark)
  public static class SyncPool {
    ExecutorService pool;

    /** Starts the pool. */
    @Setup(Level.Trial)
    public void setUp() {
      pool = Executors.newFixedThreadPool(64);
    }

    /** Stops the pool. */
    @TearDown(Level.Trial)
    public void tearDown() {
      pool.shutdownNow();
    }
  }

  /**
   * One {@code client.async().products().get(id)}, waited for: the async path's cost per call.
   *
   * @param f the shared fixture
   * @return the product
   */
  @Benchmark
  public Product getProduct_async(BenchFixture f) {
    return f.sdk.async().products().get(CannedPayloads.PRODUCT_ID).join();
  }

  /**
   * 1,000 async gets submitted at once, then all awaited.
   *
   * @param f the shared fixture
   * @return the last product
   */
  @Benchmark
  @OperationsPerInvocation(BURST)
  public Product burst1000_async(BenchFixture f) {
    @SuppressWarnings("unchecked")
    CompletableFuture<Product>[] calls = new CompletableFuture[BURST];
    for (int i = 0; i < BURST; i++) {
      calls[i] = f.sdk.async().products().get(CannedPayloads.PRODUCT_ID);
    }
    CompletableFuture.allOf(calls).join();
    return calls[BURST - 1].join();
  }

  /**
   * 1,000 sync gets submitted at once to 64 threads, then all awaited.
   *
   * @param f the shared fixture
   * @param pool the threads
   * @return the last product
   * @throws Exception when a call fails
   */
  @Benchmark
  @OperationsPerInvocation(BURST)
  public Product burst1000_sync(BenchFixture f, SyncPool pool) throws Exception {
    @SuppressWarnings("unchecked")
    Future<Product>[] calls = new Future[BURST];
    for (int i = 0; i < BURST; i++) {
      calls[i] = pool.pool.submit(() -> f.sdk.products().get(CannedPayloads.PRODUCT_ID));
    }
    for (Future<Product> call : calls) {
      call.get();
    }
    return calls[BURST - 1].get();
  }
}
