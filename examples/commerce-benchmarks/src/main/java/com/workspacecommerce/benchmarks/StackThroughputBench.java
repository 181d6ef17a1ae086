package com.workspacecommerce.benchmarks;

import com.workspacecommerce.sdk.models.Product;
import java.io.IOException;
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
 * Issue 33's concurrent measure: the get from 16 platform threads sharing one client per contender
 * of {@link StackFixture}, as a web application's request threads share it. Calls per second. The
 * warmup is longer than for one thread: with 32 busy threads on a small machine the JIT compiler
 * threads get little CPU.
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 4, time = 1)
@Fork(1)
@Threads(16)
public class StackThroughputBench {
  /**
   * {@code products().get(id)}: the hand-written OkHttp + Jackson 2 client ({@link RawClient}).
   *
   * @param f the contenders
   * @return the result
   * @throws IOException when the call fails
   */
  @Benchmark
  public Product get_handOkHttp(StackFixture f) throws IOException {
    return f.handOkHttp.getProduct(CannedPayloads.PRODUCT_ID);
  }

  /**
   * {@code products().get(id)}: the SDK on its default stack, OkHttp + Jackson 2.
   *
   * @param f the contenders
   * @return the result
   */
  @Benchmark
  public Product get_sdkOkHttp(StackFixture f) {
    return f.sdkOkHttp.products().get(CannedPayloads.PRODUCT_ID);
  }

  /**
   * {@code products().get(id)}: the hand-written JDK {@code HttpClient} + Jackson 3 client with
   * {@code Runnable::run} as its executor.
   *
   * @param f the contenders
   * @return the result
   * @throws IOException when the call fails
   */
  @Benchmark
  public Product get_handJdk(StackFixture f) throws IOException {
    return f.handJdk.getProduct(CannedPayloads.PRODUCT_ID);
  }

  /**
   * {@code products().get(id)}: the hand-written JDK {@code HttpClient} + Jackson 3 client with the
   * client's default executor.
   *
   * @param f the contenders
   * @return the result
   * @throws IOException when the call fails
   */
  @Benchmark
  public Product get_handJdkPool(StackFixture f) throws IOException {
    return f.handJdkPool.getProduct(CannedPayloads.PRODUCT_ID);
  }

  /**
   * {@code products().get(id)}: the SDK on {@code transport("jdk").json("jackson3")}.
   *
   * @param f the contenders
   * @return the result
   */
  @Benchmark
  public Product get_sdkJdk(StackFixture f) {
    return f.sdkJdk.products().get(CannedPayloads.PRODUCT_ID);
  }
}
