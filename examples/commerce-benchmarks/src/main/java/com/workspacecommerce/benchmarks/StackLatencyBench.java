package com.workspacecommerce.benchmarks;

import com.workspacecommerce.sdk.models.Customer;
import com.workspacecommerce.sdk.models.Product;
import java.io.IOException;
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
 * page and the create, for each contender of {@link StackFixture} on each kind of server.
 * Microseconds per call.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 4, time = 1)
@Fork(1)
public class StackLatencyBench {
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

  /**
   * {@code products().list(limit 100)}: the hand-written OkHttp + Jackson 2 client ({@link
   * RawClient}).
   *
   * @param f the contenders
   * @return the result
   * @throws IOException when the call fails
   */
  @Benchmark
  public Object page_handOkHttp(StackFixture f) throws IOException {
    return f.handOkHttp.listProducts(0, 100);
  }

  /**
   * {@code products().list(limit 100)}: the SDK on its default stack, OkHttp + Jackson 2.
   *
   * @param f the contenders
   * @return the result
   */
  @Benchmark
  public Object page_sdkOkHttp(StackFixture f) {
    return f.sdkOkHttp.products().list(f.limit100);
  }

  /**
   * {@code products().list(limit 100)}: the hand-written JDK {@code HttpClient} + Jackson 3 client
   * with {@code Runnable::run} as its executor.
   *
   * @param f the contenders
   * @return the result
   * @throws IOException when the call fails
   */
  @Benchmark
  public Object page_handJdk(StackFixture f) throws IOException {
    return f.handJdk.listProducts100();
  }

  /**
   * {@code products().list(limit 100)}: the hand-written JDK {@code HttpClient} + Jackson 3 client
   * with the client's default executor.
   *
   * @param f the contenders
   * @return the result
   * @throws IOException when the call fails
   */
  @Benchmark
  public Object page_handJdkPool(StackFixture f) throws IOException {
    return f.handJdkPool.listProducts100();
  }

  /**
   * {@code products().list(limit 100)}: the SDK on {@code transport("jdk").json("jackson3")}.
   *
   * @param f the contenders
   * @return the result
   */
  @Benchmark
  public Object page_sdkJdk(StackFixture f) {
    return f.sdkJdk.products().list(f.limit100);
  }

  /**
   * {@code customers().create(...)}: the hand-written OkHttp + Jackson 2 client ({@link
   * RawClient}).
   *
   * @param f the contenders
   * @return the result
   * @throws IOException when the call fails
   */
  @Benchmark
  public Customer create_handOkHttp(StackFixture f) throws IOException {
    return f.handOkHttp.createCustomer(f.rawCustomer);
  }

  /**
   * {@code customers().create(...)}: the SDK on its default stack, OkHttp + Jackson 2.
   *
   * @param f the contenders
   * @return the result
   */
  @Benchmark
  public Customer create_sdkOkHttp(StackFixture f) {
    return f.sdkOkHttp.customers().create(f.sdkCustomer);
  }

  /**
   * {@code customers().create(...)}: the hand-written JDK {@code HttpClient} + Jackson 3 client
   * with {@code Runnable::run} as its executor.
   *
   * @param f the contenders
   * @return the result
   * @throws IOException when the call fails
   */
  @Benchmark
  public Customer create_handJdk(StackFixture f) throws IOException {
    return f.handJdk.createCustomer(f.rawCustomer);
  }

  /**
   * {@code customers().create(...)}: the hand-written JDK {@code HttpClient} + Jackson 3 client
   * with the client's default executor.
   *
   * @param f the contenders
   * @return the result
   * @throws IOException when the call fails
   */
  @Benchmark
  public Customer create_handJdkPool(StackFixture f) throws IOException {
    return f.handJdkPool.createCustomer(f.rawCustomer);
  }

  /**
   * {@code customers().create(...)}: the SDK on {@code transport("jdk").json("jackson3")}.
   *
   * @param f the contenders
   * @return the result
   */
  @Benchmark
  public Customer create_sdkJdk(StackFixture f) {
    return f.sdkJdk.customers().create(f.sdkCustomer);
  }
}
