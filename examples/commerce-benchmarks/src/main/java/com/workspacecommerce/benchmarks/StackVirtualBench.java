package com.workspacecommerce.benchmarks;

import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Issue 33's measure for Java 21+: the get from 64 virtual threads at once, each making 8 calls in
 * a row on one client ({@link StackFixture#fanOut}), for each contender and kind of server of
 * {@link StackFixture}. Microseconds of wall time per call (an invocation's time over its 512
 * calls), so the inverse of the throughput. Run only on Java 21 and later ({@link
 * BenchSuite#runStacks}).
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@OperationsPerInvocation(StackFixture.VIRTUAL_CALLS)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 4, time = 1)
@Fork(1)
public class StackVirtualBench {
  /**
   * 512 gets from 64 virtual threads at once.
   *
   * @param f the contender
   * @return the last result
   * @throws Exception when a call fails
   */
  @Benchmark
  public Object get(StackFixture f) throws Exception {
    return f.fanOut(f.get);
  }
}
