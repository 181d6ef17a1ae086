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
 * a row on the one client per contender of {@link StackFixture} ({@link StackFixture#fanOut}).
 * Microseconds of wall time per call (an invocation's time over its 512 calls), so the inverse of
 * the throughput. Run only on Java 21 and later ({@link BenchSuite#runStacks}).
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@OperationsPerInvocation(StackFixture.VIRTUAL_CALLS)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 4, time = 1)
@Fork(1)
public class StackVirtualBench {
  /**
   * 512 gets from 64 virtual threads at once: the hand-written OkHttp + Jackson 2 client ({@link
   * RawClient}).
   *
   * @param f the contenders
   * @return the last result
   * @throws Exception when a call fails
   */
  @Benchmark
  public Object get_handOkHttp(StackFixture f) throws Exception {
    return f.fanOut(() -> f.handOkHttp.getProduct(CannedPayloads.PRODUCT_ID));
  }

  /**
   * 512 gets from 64 virtual threads at once: the SDK on its default stack, OkHttp + Jackson 2.
   *
   * @param f the contenders
   * @return the last result
   * @throws Exception when a call fails
   */
  @Benchmark
  public Object get_sdkOkHttp(StackFixture f) throws Exception {
    return f.fanOut(() -> f.sdkOkHttp.products().get(CannedPayloads.PRODUCT_ID));
  }

  /**
   * 512 gets from 64 virtual threads at once: the hand-written JDK {@code HttpClient} + Jackson 3
   * client with {@code Runnable::run} as its executor.
   *
   * @param f the contenders
   * @return the last result
   * @throws Exception when a call fails
   */
  @Benchmark
  public Object get_handJdk(StackFixture f) throws Exception {
    return f.fanOut(() -> f.handJdk.getProduct(CannedPayloads.PRODUCT_ID));
  }

  /**
   * 512 gets from 64 virtual threads at once: the hand-written JDK {@code HttpClient} + Jackson 3
   * client with the client's default executor.
   *
   * @param f the contenders
   * @return the last result
   * @throws Exception when a call fails
   */
  @Benchmark
  public Object get_handJdkPool(StackFixture f) throws Exception {
    return f.fanOut(() -> f.handJdkPool.getProduct(CannedPayloads.PRODUCT_ID));
  }

  /**
   * 512 gets from 64 virtual threads at once: the SDK on {@code transport("jdk").json("jackson3")}.
   *
   * @param f the contenders
   * @return the last result
   * @throws Exception when a call fails
   */
  @Benchmark
  public Object get_sdkJdk(StackFixture f) throws Exception {
    return f.fanOut(() -> f.sdkJdk.products().get(CannedPayloads.PRODUCT_ID));
  }
}
