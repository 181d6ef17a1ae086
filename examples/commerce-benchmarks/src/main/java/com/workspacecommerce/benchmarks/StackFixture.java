package com.workspacecommerce.benchmarks;

import com.workspacecommerce.sdk.CommerceClient;
import com.workspacecommerce.sdk.params.CustomerCreateParams;
import com.workspacecommerce.sdk.params.ProductListParams;
import java.io.IOException;
import java.util.concurrent.Callable;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;

/**
 * One contender of the stack comparison (issue 33) on one server of a given kind, shared by every
 * benchmark thread of a trial: the hand-written client or the SDK, on OkHttp + Jackson 2 or on the
 * JDK {@code HttpClient} + Jackson 3. The JDK stack has two hand-written clients, one with each of
 * the two executors that are fastest in turn ({@code Runnable::run} on a busy machine, the client's
 * default pool where the server is slow), so that a measure's "best hand-written JDK client" is the
 * faster of the two in the same run. Each trial builds only its own contender.
 */
@State(Scope.Benchmark)
public class StackFixture {
  /** Calls each of the {@value #VIRTUAL_CALLERS} virtual threads makes per invocation. */
  static final int CALLS_PER_VIRTUAL_THREAD = 8;

  /** How many virtual threads call at once in {@link StackVirtualBench}. */
  static final int VIRTUAL_CALLERS = 64;

  /** The calls of one {@link StackVirtualBench} invocation. */
  static final int VIRTUAL_CALLS = VIRTUAL_CALLERS * CALLS_PER_VIRTUAL_THREAD;

  /** The chunked server's pause before each piece of an answer. */
  static final long CHUNK_PAUSE_NANOS = 50_000;

  /**
   * The kind of server: {@code canned} answers each call with one write; {@code chunked} writes
   * each answer in pieces with a 50 µs pause before each (see {@link CannedServer#start(int,
   * long)}).
   */
  @Param({"canned", "chunked"})
  public String server;

  /**
   * Who calls: {@code handOkHttp} ({@link RawClient}), {@code sdkOkHttp} (the SDK's default stack),
   * {@code handJdk} ({@link RawJdkClient} with {@code Runnable::run}), {@code handJdkPool} (the
   * same with the client's default executor), {@code sdkJdk} (the SDK on {@code
   * transport("jdk").json("jackson3")}).
   */
  @Param({"handOkHttp", "sdkOkHttp", "handJdk", "handJdkPool", "sdkJdk"})
  public String contender;

  Callable<?> get;
  Callable<?> page;
  Callable<?> create;
  private CannedServer canned;
  private AutoCloseable client;
  private final VirtualCallers callers = new VirtualCallers();

  /**
   * Starts a server of the kind {@link #server} names.
   *
   * @param kind {@code canned} or {@code chunked}
   * @return the server, on loopback
   * @throws IOException when the server cannot bind
   * @throws IllegalArgumentException naming the kind and the ones there are
   */
  static CannedServer start(String kind) throws IOException {
    switch (kind) {
      case "canned":
        return CannedServer.start(BenchFixture.PAGES);
      case "chunked":
        return CannedServer.start(BenchFixture.PAGES, CHUNK_PAUSE_NANOS);
      default:
        throw new IllegalArgumentException("no server " + kind + ": canned or chunked");
    }
  }

  /**
   * Starts the server and the contender.
   *
   * @throws IOException when the server cannot bind
   */
  @Setup(Level.Trial)
  public void setUp() throws IOException {
    canned = start(server);
    Contender c = Contender.open(contender, canned.baseUrl());
    client = c.client();
    get = c.get();
    page = c.page();
    create = c.create();
  }

  /**
   * One contender's client and its three calls.
   *
   * @param client what closes the contender
   * @param get {@code products().get(id)}
   * @param page {@code products().list(limit 100)}
   * @param create {@code customers().create(...)}
   */
  record Contender(AutoCloseable client, Callable<?> get, Callable<?> page, Callable<?> create) {
    /**
     * Opens the named contender (one of {@link #contender}'s values) on the server at {@code url}.
     *
     * @param name the contender
     * @param url the server's base URL
     * @return the contender
     */
    static Contender open(String name, String url) {
      String id = CannedPayloads.PRODUCT_ID;
      RawClient.NewCustomer customer = BenchFixture.newCustomer();
      switch (name) {
        case "handOkHttp":
          RawClient okHttp = new RawClient(url, BenchFixture.API_KEY, BenchFixture.USER_AGENT);
          return new Contender(
              okHttp,
              () -> okHttp.getProduct(id),
              () -> okHttp.listProducts(0, 100),
              () -> okHttp.createCustomer(customer));
        case "handJdk":
        case "handJdkPool":
          RawJdkClient jdk =
              new RawJdkClient(
                  url,
                  BenchFixture.API_KEY,
                  BenchFixture.USER_AGENT,
                  name.equals("handJdk")
                      ? RawJdkClient.Variant.FASTEST
                      : RawJdkClient.Variant.DEFAULT_EXECUTOR);
          return new Contender(
              jdk,
              () -> jdk.getProduct(id),
              jdk::listProducts100,
              () -> jdk.createCustomer(customer));
        case "sdkOkHttp":
        case "sdkJdk":
          CommerceClient sdk =
              name.equals("sdkOkHttp")
                  ? BenchFixture.sdkClient(url)
                  : BenchFixture.sdkJdkClient(url);
          ProductListParams limit100 = ProductListParams.builder().limit(100).build();
          CustomerCreateParams params = BenchFixture.customerParams();
          return new Contender(
              sdk,
              () -> sdk.products().get(id),
              () -> sdk.products().list(limit100),
              () -> sdk.customers().create(params));
        default:
          throw new IllegalArgumentException("no contender " + name);
      }
    }

    /**
     * The call of a measure named as the harnesses take it on their command lines.
     *
     * @param measure {@code get}, {@code page} or {@code create}
     * @return that call
     * @throws IllegalArgumentException naming the measure and the ones there are
     */
    Callable<?> call(String measure) {
      switch (measure) {
        case "get":
          return get;
        case "page":
          return page;
        case "create":
          return create;
        default:
          throw new IllegalArgumentException(
              "no measure " + measure + ": one of get, page, create");
      }
    }
  }

  /**
   * Closes the contender, then the server.
   *
   * @throws Exception when the contender fails to close
   */
  @TearDown(Level.Trial)
  public void tearDown() throws Exception {
    callers.close();
    client.close();
    canned.close();
  }

  /**
   * Makes {@value #VIRTUAL_CALLS} calls from {@value #VIRTUAL_CALLERS} virtual threads at once,
   * each making {@value #CALLS_PER_VIRTUAL_THREAD} in a row, and waits for all of them.
   *
   * @param call one call
   * @return the last result, so that no call can be optimised away
   * @throws Exception when a call fails
   */
  Object fanOut(Callable<?> call) throws Exception {
    return callers.fanOut(call);
  }
}
