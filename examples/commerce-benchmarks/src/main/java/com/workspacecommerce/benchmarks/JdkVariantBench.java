package com.workspacecommerce.benchmarks;

import com.workspacecommerce.sdk.models.Customer;
import com.workspacecommerce.sdk.models.Product;
import java.io.IOException;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Threads;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The ways of driving the JDK {@link java.net.http.HttpClient} measured against each other, to pick
 * {@link RawJdkClient}'s default: each {@link RawJdkClient.Variant} changes one choice (version,
 * executor, {@code send} or {@code sendAsync}, how the body is read). Not part of {@link
 * BenchSuite}; run it alone, for example {@code java -cp ... org.openjdk.jmh.Main JdkVariantBench
 * -prof gc}.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 2, time = 1)
@Measurement(iterations = 3, time = 1)
@Fork(1)
@State(Scope.Benchmark)
public class JdkVariantBench {
  /** The variant under test. */
  @Param({
    "FASTEST",
    "DEFAULT_EXECUTOR",
    "VIRTUAL_EXECUTOR",
    "HTTP2_DEFAULT",
    "SEND_ASYNC",
    "BYTE_ARRAY",
    "STREAM_TO_BYTES",
    "SDK_CHOICES"
  })
  public RawJdkClient.Variant variant;

  private CannedServer server;
  private RawJdkClient client;
  private final RawClient.NewCustomer customer =
      new RawClient.NewCustomer("Ada", "Lovelace", "ada@example.com");

  /**
   * Starts the server and the client.
   *
   * @throws IOException when the server cannot bind
   */
  @Setup(Level.Trial)
  public void setUp() throws IOException {
    server = CannedServer.start(BenchFixture.PAGES);
    client =
        new RawJdkClient(server.baseUrl(), BenchFixture.API_KEY, BenchFixture.USER_AGENT, variant);
  }

  /** Closes the client, then the server. */
  @TearDown(Level.Trial)
  public void tearDown() {
    client.close();
    server.close();
  }

  /**
   * {@code GET /products/{id}}.
   *
   * @return the product
   * @throws IOException on a failed call
   */
  @Benchmark
  public Product getProduct() throws IOException {
    return client.getProduct(CannedPayloads.PRODUCT_ID);
  }

  /**
   * {@code GET /products?limit=100}.
   *
   * @return the page
   * @throws IOException on a failed call
   */
  @Benchmark
  public RawClient.ProductPage listProducts() throws IOException {
    return client.listProducts100();
  }

  /**
   * {@code POST /customers}.
   *
   * @return the customer
   * @throws IOException on a failed call
   */
  @Benchmark
  public Customer createCustomer() throws IOException {
    return client.createCustomer(customer);
  }

  /**
   * {@code GET /products/{id}} from 16 threads sharing the client.
   *
   * @return the product
   * @throws IOException on a failed call
   */
  @Benchmark
  @BenchmarkMode(Mode.Throughput)
  @OutputTimeUnit(TimeUnit.SECONDS)
  @Threads(16)
  public Product getProduct16() throws IOException {
    return client.getProduct(CannedPayloads.PRODUCT_ID);
  }
}
