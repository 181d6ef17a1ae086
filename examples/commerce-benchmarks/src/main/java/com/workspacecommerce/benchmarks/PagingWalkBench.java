package com.workspacecommerce.benchmarks;

import com.workspacecommerce.sdk.CommerceClient;
import com.workspacecommerce.sdk.models.Product;
import com.workspacecommerce.sdk.params.ProductListParams;
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
import org.openjdk.jmh.annotations.Warmup;

/**
 * Walks a whole catalog of 100-product pages, with the SDK's auto-pager and with a hand-written
 * page loop, in a fork limited to {@code -Xmx64m}. Run it with {@link HeapPeakProfiler} to see the
 * heap peak of each walk; comparing 10,000 with 100,000 products shows whether memory grows with
 * the number of pages (it must not: only the current page may be held).
 */
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 10)
@Measurement(iterations = 5)
@Fork(
    value = 1,
    jvmArgsAppend = {"-Xmx64m"})
public class PagingWalkBench {

  /** A canned catalog of {@code products} products, served from the same JVM. */
  @State(Scope.Benchmark)
  public static class Catalog {
    /** Products in the catalog; a multiple of 100. */
    @Param({"10000", "100000"})
    public int products;

    CannedServer server;
    CommerceClient sdk;
    RawClient raw;
    ProductListParams firstPage;

    /**
     * Starts the server and both clients.
     *
     * @throws IOException when the server cannot bind
     */
    @Setup(Level.Trial)
    public void setUp() throws IOException {
      if (products <= 0 || products % CannedPayloads.PAGE_SIZE != 0) {
        throw new IllegalArgumentException(
            "products must be a positive multiple of 100, was " + products);
      }
      server = CannedServer.start(products / CannedPayloads.PAGE_SIZE);
      sdk = BenchFixture.sdkClient(server.baseUrl());
      raw = new RawClient(server.baseUrl(), BenchFixture.API_KEY, BenchFixture.USER_AGENT);
      firstPage = ProductListParams.builder().limit(CannedPayloads.PAGE_SIZE).build();
    }

    /** Closes the clients, then the server. */
    @TearDown(Level.Trial)
    public void tearDown() {
      sdk.close();
      raw.close();
      server.close();
    }

    long check(long seen) {
      if (seen != products) {
        throw new IllegalStateException("walked " + seen + " products, expected " + products);
      }
      return seen;
    }
  }

  /**
   * {@code for (Product p : client.products().list(limit 100).autoPager())} over the catalog.
   *
   * @param c the catalog
   * @return the total stock, so the items are really read
   */
  @Benchmark
  public long walk_sdk(Catalog c) {
    long seen = 0;
    long stock = 0;
    for (Product p : c.sdk.products().list(c.firstPage).autoPager()) {
      seen++;
      stock += p.totalStock();
    }
    c.check(seen);
    return stock;
  }

  /**
   * The hand-written loop: request page after page until {@code has_next_page} is false.
   *
   * @param c the catalog
   * @return the total stock
   * @throws IOException on a failed call
   */
  @Benchmark
  public long walk_raw(Catalog c) throws IOException {
    long seen = 0;
    long stock = 0;
    RawClient.ProductPage page;
    int n = 1;
    do {
      page = c.raw.listProducts(n++, CannedPayloads.PAGE_SIZE);
      for (Product p : page.items()) {
        seen++;
        stock += p.totalStock();
      }
    } while (page.hasNextPage() && !page.items().isEmpty());
    c.check(seen);
    return stock;
  }
}
