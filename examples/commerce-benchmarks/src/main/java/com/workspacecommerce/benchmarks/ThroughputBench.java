package com.workspacecommerce.benchmarks;

import com.workspacecommerce.sdk.Page;
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
import org.openjdk.jmh.annotations.Threads;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Throughput of 16 threads sharing one client per contender (the {@link BenchFixture} is
 * benchmark-scoped), as a busy application would share it. The canned server runs in the same JVM,
 * so both contenders also share the CPU with it in the same way. The warmup is longer than for
 * latency: with 32 busy threads on a small machine the JIT compiler threads get little CPU.
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 4, time = 1)
@Fork(3)
@Threads(16)
public class ThroughputBench {

  /**
   * {@code client.products().get(id)} from 16 threads.
   *
   * @param f the shared fixture
   * @return the product
   */
  @Benchmark
  public Product getProduct_sdk(BenchFixture f) {
    return f.sdk.products().get(CannedPayloads.PRODUCT_ID);
  }

  /**
   * The hand-written get from 16 threads.
   *
   * @param f the shared fixture
   * @return the product
   * @throws IOException on a failed call
   */
  @Benchmark
  public Product getProduct_raw(BenchFixture f) throws IOException {
    return f.raw.getProduct(CannedPayloads.PRODUCT_ID);
  }

  /**
   * {@code client.products().list(limit 100)} from 16 threads.
   *
   * @param f the shared fixture
   * @return the page
   */
  @Benchmark
  public Page<Product> listProducts_sdk(BenchFixture f) {
    return f.sdk.products().list(f.limit100);
  }

  /**
   * The hand-written list from 16 threads.
   *
   * @param f the shared fixture
   * @return the page
   * @throws IOException on a failed call
   */
  @Benchmark
  public RawClient.ProductPage listProducts_raw(BenchFixture f) throws IOException {
    return f.raw.listProducts(0, 100);
  }

  /**
   * {@code client.customers().create(params)} from 16 threads.
   *
   * @param f the shared fixture
   * @return the customer
   */
  @Benchmark
  public Customer createCustomer_sdk(BenchFixture f) {
    return f.sdk.customers().create(f.sdkCustomer);
  }

  /**
   * The hand-written create from 16 threads.
   *
   * @param f the shared fixture
   * @return the customer
   * @throws IOException on a failed call
   */
  @Benchmark
  public Customer createCustomer_raw(BenchFixture f) throws IOException {
    return f.raw.createCustomer(f.rawCustomer);
  }

  /**
   * {@code products().get(id)} on the SDK's other stack: the JDK {@code HttpClient} and Jackson 3.
   *
   * @param f the shared fixture
   * @return the result
   */
  @Benchmark
  public Product getProduct_sdkJdk(BenchFixture f) {
    return f.sdkJdk.products().get(CannedPayloads.PRODUCT_ID);
  }

  /**
   * The hand-written equivalent on the JDK {@code HttpClient} and Jackson 3 ({@link RawJdkClient}).
   *
   * @param f the shared fixture
   * @return the result
   * @throws IOException on a failed call
   */
  @Benchmark
  public Product getProduct_rawJdk(BenchFixture f) throws IOException {
    return f.rawJdk.getProduct(CannedPayloads.PRODUCT_ID);
  }

  /**
   * {@code products().list(limit 100)} on the SDK's other stack: the JDK {@code HttpClient} and
   * Jackson 3.
   *
   * @param f the shared fixture
   * @return the result
   */
  @Benchmark
  public Page<Product> listProducts_sdkJdk(BenchFixture f) {
    return f.sdkJdk.products().list(f.limit100);
  }

  /**
   * The hand-written equivalent on the JDK {@code HttpClient} and Jackson 3 ({@link RawJdkClient}).
   *
   * @param f the shared fixture
   * @return the result
   * @throws IOException on a failed call
   */
  @Benchmark
  public RawClient.ProductPage listProducts_rawJdk(BenchFixture f) throws IOException {
    return f.rawJdk.listProducts100();
  }

  /**
   * {@code customers().create(params)} on the SDK's other stack: the JDK {@code HttpClient} and
   * Jackson 3.
   *
   * @param f the shared fixture
   * @return the result
   */
  @Benchmark
  public Customer createCustomer_sdkJdk(BenchFixture f) {
    return f.sdkJdk.customers().create(f.sdkCustomer);
  }

  /**
   * The hand-written equivalent on the JDK {@code HttpClient} and Jackson 3 ({@link RawJdkClient}).
   *
   * @param f the shared fixture
   * @return the result
   * @throws IOException on a failed call
   */
  @Benchmark
  public Customer createCustomer_rawJdk(BenchFixture f) throws IOException {
    return f.rawJdk.createCustomer(f.rawCustomer);
  }
}
