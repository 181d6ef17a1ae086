package com.workspacecommerce.benchmarks;

import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Issue 33's single-thread measures, one call at a time from one thread: the get, the 100-product
 * page and the create, for each contender and kind of server of {@link StackFixture}. Microseconds
 * per call.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 4, time = 1)
@Fork(1)
public class StackLatencyBench {
  /**
   * {@code products().get(id)}.
   *
   * @param f the contender
   * @return the product
   * @throws Exception when the call fails
   */
  @Benchmark
  public Object get(StackFixture f) throws Exception {
    return f.get.call();
  }

  /**
   * {@code products().list(limit 100)}.
   *
   * @param f the contender
   * @return the page
   * @throws Exception when the call fails
   */
  @Benchmark
  public Object page(StackFixture f) throws Exception {
    return f.page.call();
  }

  /**
   * {@code customers().create(...)}.
   *
   * @param f the contender
   * @return the customer
   * @throws Exception when the call fails
   */
  @Benchmark
  public Object create(StackFixture f) throws Exception {
    return f.create.call();
  }
}
