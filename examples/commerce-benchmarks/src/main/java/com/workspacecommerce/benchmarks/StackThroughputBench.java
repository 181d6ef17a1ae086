package com.workspacecommerce.benchmarks;

import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Threads;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Issue 33's concurrent measure: the get from 16 platform threads sharing one client, as a web
 * application's request threads share it, for each contender and kind of server of {@link
 * StackFixture}. Calls per second. The warmup is longer than for one thread: with 32 busy threads
 * on a small machine the JIT compiler threads get little CPU.
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 4, time = 1)
@Fork(1)
@Threads(16)
public class StackThroughputBench {
  /**
   * {@code products().get(id)} from 16 threads.
   *
   * @param f the contender
   * @return the product
   * @throws Exception when the call fails
   */
  @Benchmark
  public Object get(StackFixture f) throws Exception {
    return f.get.call();
  }
}
