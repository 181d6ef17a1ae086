package com.workspacecommerce.benchmarks;

import com.workspacecommerce.sdk.CommerceClient;
import java.io.IOException;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Cold start: in a fresh JVM per fork, with no warmup, the time to build a client and complete the
 * first {@code GET /products/{id}}, which is dominated by loading and initializing OkHttp, Jackson
 * and the SDK. The canned server is started before the measurement and is built without Jackson, so
 * none of those classes is loaded yet. Run it with {@link UptimeProfiler} to also see the time from
 * JVM start to the end of that first call.
 */
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 0)
@Measurement(iterations = 1)
@Fork(12)
public class ColdStartBench {

  /** The server, started outside the measurement, and the client to close afterwards. */
  @State(Scope.Benchmark)
  public static class Server {
    String baseUrl;
    AutoCloseable client;
    private CannedServer server;

    /**
     * Starts the canned server.
     *
     * @throws IOException when it cannot bind
     */
    @Setup(Level.Trial)
    public void setUp() throws IOException {
      server = CannedServer.start(1);
      baseUrl = server.baseUrl();
    }

    /**
     * Closes the client built by the measured call, then the server.
     *
     * @throws Exception when closing the client fails
     */
    @TearDown(Level.Trial)
    public void tearDown() throws Exception {
      if (client != null) {
        client.close();
      }
      server.close();
    }
  }

  /**
   * Builds the SDK client and gets one product.
   *
   * @param s the server
   * @return the product
   */
  @Benchmark
  public Object firstCall_sdk(Server s) {
    CommerceClient client = BenchFixture.sdkClient(s.baseUrl);
    s.client = client;
    return client.products().get(CannedPayloads.PRODUCT_ID);
  }

  /**
   * Builds the hand-written client and gets one product.
   *
   * @param s the server
   * @return the product
   * @throws IOException on a failed call
   */
  @Benchmark
  public Object firstCall_raw(Server s) throws IOException {
    RawClient client =
        new RawClient(s.baseUrl, BenchFixture.API_KEY, "bench-raw/1.0 Java/" + Runtime.version());
    s.client = client;
    return client.getProduct(CannedPayloads.PRODUCT_ID);
  }
}
