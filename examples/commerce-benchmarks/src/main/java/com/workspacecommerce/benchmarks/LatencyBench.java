package com.workspacecommerce.benchmarks;

import com.workspacecommerce.sdk.Page;
import com.workspacecommerce.sdk.internal.jackson3.Jackson3Codec;
import com.workspacecommerce.sdk.internal.spi.JsonReadException;
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
 * Single-thread latency of each call: the SDK, the hand-written equivalent ({@link RawClient}), the
 * transport alone ({@code wire}: OkHttp reading the body, no JSON), Jackson alone on the same bytes
 * ({@code decode}), and both contenders answered from memory by an OkHttp interceptor ({@code
 * InMemory}, see {@link InMemoryFixture}). Method names are {@code <call>_<contender>} so the
 * report can pair them.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 4, time = 1)
@Fork(3)
@Threads(1)
public class LatencyBench {

  /**
   * {@code client.products().get(id)}.
   *
   * @param f the shared fixture
   * @return the product, consumed by JMH
   */
  @Benchmark
  public Product getProduct_sdk(BenchFixture f) {
    return f.sdk.products().get(CannedPayloads.PRODUCT_ID);
  }

  /**
   * {@code client.products().get(id)} on a client that records a Micrometer observation per call
   * (the Spring Boot starter's listener, timers in a {@code SimpleMeterRegistry}): its cost beside
   * {@link #getProduct_sdk}.
   *
   * @param f the shared fixture
   * @return the product
   */
  @Benchmark
  public Product getProduct_observed(BenchFixture f) {
    return f.observed.products().get(CannedPayloads.PRODUCT_ID);
  }

  /**
   * The hand-written {@code GET /products/{id}}.
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
   * The same call through OkHttp with the body read and dropped: the wire share of the time.
   *
   * @param f the shared fixture
   * @return the body length
   * @throws IOException on a failed call
   */
  @Benchmark
  public int getProduct_wire(BenchFixture f) throws IOException {
    return f.raw.fetch(f.productUrl);
  }

  /**
   * Jackson alone on the product body.
   *
   * @param d the canned bodies
   * @return the product
   * @throws IOException never for the canned body
   */
  @Benchmark
  public Product getProduct_decode(DecodeFixture d) throws IOException {
    return RawClient.PRODUCT.readValue(d.product);
  }

  /**
   * {@code client.products().list(limit 100)}.
   *
   * @param f the shared fixture
   * @return the page
   */
  @Benchmark
  public Page<Product> listProducts_sdk(BenchFixture f) {
    return f.sdk.products().list(f.limit100);
  }

  /**
   * The hand-written {@code GET /products?limit=100}.
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
   * The hand-written list on a plain {@code new OkHttpClient()}, whose default read timeout costs a
   * watchdog round per socket read: shown apart, as a configuration effect, not SDK overhead.
   *
   * @param f the shared fixture
   * @return the page
   * @throws IOException on a failed call
   */
  @Benchmark
  public RawClient.ProductPage listProducts_rawOkHttpDefaults(BenchFixture f) throws IOException {
    return f.rawOkHttpDefaults.listProducts(0, 100);
  }

  /**
   * The page fetched through OkHttp with no JSON.
   *
   * @param f the shared fixture
   * @return the body length
   * @throws IOException on a failed call
   */
  @Benchmark
  public int listProducts_wire(BenchFixture f) throws IOException {
    return f.raw.fetch(f.pageUrl);
  }

  /**
   * Jackson alone on the page body.
   *
   * @param d the canned bodies
   * @return the page
   * @throws IOException never for the canned body
   */
  @Benchmark
  public RawClient.ProductPage listProducts_decode(DecodeFixture d) throws IOException {
    return RawClient.PAGE.readValue(d.page);
  }

  /**
   * Jackson 3 alone on the page body, as the hand-written JDK client decodes it.
   *
   * @param d the canned bodies
   * @return the page
   */
  @Benchmark
  public RawClient.ProductPage listProducts_decodeJdk(DecodeFixture d) {
    return RawJdkClient.PAGE.readValue(d.page);
  }

  /**
   * The SDK's Jackson 3 codec alone on the page body, into the SDK's page type.
   *
   * @param d the canned bodies
   * @return the page body
   * @throws JsonReadException never for the canned body
   */
  @Benchmark
  public Object listProducts_decodeSdkJ3(DecodeFixture d) throws JsonReadException {
    return Jackson3Codec.INSTANCE.read(d.page, DecodeFixture.PAGE_TYPE);
  }

  /**
   * {@code client.customers().create(params)}.
   *
   * @param f the shared fixture
   * @return the customer
   */
  @Benchmark
  public Customer createCustomer_sdk(BenchFixture f) {
    return f.sdk.customers().create(f.sdkCustomer);
  }

  /**
   * The hand-written {@code POST /customers}.
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
   * The same POST through OkHttp with the response read and dropped (the request body is still
   * serialized, as it is part of sending).
   *
   * @param f the shared fixture
   * @return the body length
   * @throws IOException on a failed call
   */
  @Benchmark
  public int createCustomer_wire(BenchFixture f) throws IOException {
    return f.raw.fetchCreate(f.rawCustomer);
  }

  /**
   * Jackson alone on the customer body (the request body's serialization is not included).
   *
   * @param d the canned bodies
   * @return the customer
   * @throws IOException never for the canned body
   */
  @Benchmark
  public Customer createCustomer_decode(DecodeFixture d) throws IOException {
    return RawClient.CUSTOMER.readValue(d.customer);
  }

  /**
   * {@code products().get(id)} answered from memory by an OkHttp interceptor: client-side cost
   * only.
   *
   * @param m the in-memory fixture
   * @return the product
   */
  @Benchmark
  public Product getProduct_sdkInMemory(InMemoryFixture m) {
    return m.sdk.products().get(CannedPayloads.PRODUCT_ID);
  }

  /**
   * {@code products().get(id)} with the starter's observation listener, answered from memory: the
   * listener's client-side cost beside {@link #getProduct_sdkInMemory}.
   *
   * @param m the in-memory fixture
   * @return the product
   */
  @Benchmark
  public Product getProduct_observedInMemory(InMemoryFixture m) {
    return m.observed.products().get(CannedPayloads.PRODUCT_ID);
  }

  /**
   * {@code products().get(id)} observed with the OpenTelemetry convention (more tags than the
   * default, and the first attempt's URL read for the server's address), answered from memory.
   *
   * @param m the in-memory fixture
   * @return the product
   */
  @Benchmark
  public Product getProduct_observedOtelInMemory(InMemoryFixture m) {
    return m.observedOtel.products().get(CannedPayloads.PRODUCT_ID);
  }

  /**
   * The hand-written get, answered from memory.
   *
   * @param m the in-memory fixture
   * @return the product
   * @throws IOException never in practice
   */
  @Benchmark
  public Product getProduct_rawInMemory(InMemoryFixture m) throws IOException {
    return m.raw.getProduct(CannedPayloads.PRODUCT_ID);
  }

  /**
   * {@code products().list(limit 100)} answered from memory.
   *
   * @param m the in-memory fixture
   * @return the page
   */
  @Benchmark
  public Page<Product> listProducts_sdkInMemory(InMemoryFixture m) {
    return m.sdk.products().list(m.limit100);
  }

  /**
   * The hand-written list, answered from memory.
   *
   * @param m the in-memory fixture
   * @return the page
   * @throws IOException never in practice
   */
  @Benchmark
  public RawClient.ProductPage listProducts_rawInMemory(InMemoryFixture m) throws IOException {
    return m.raw.listProducts(0, 100);
  }

  /**
   * {@code customers().create(params)} answered from memory (the request body is still written).
   *
   * @param m the in-memory fixture
   * @return the customer
   */
  @Benchmark
  public Customer createCustomer_sdkInMemory(InMemoryFixture m) {
    return m.sdk.customers().create(m.sdkCustomer);
  }

  /**
   * The hand-written create, answered from memory.
   *
   * @param m the in-memory fixture
   * @return the customer
   * @throws IOException never in practice
   */
  @Benchmark
  public Customer createCustomer_rawInMemory(InMemoryFixture m) throws IOException {
    return m.raw.createCustomer(m.rawCustomer);
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
