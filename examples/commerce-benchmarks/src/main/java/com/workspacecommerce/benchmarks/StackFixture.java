package com.workspacecommerce.benchmarks;

import com.workspacecommerce.sdk.CommerceClient;
import com.workspacecommerce.sdk.params.CustomerCreateParams;
import com.workspacecommerce.sdk.params.ProductListParams;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
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
  private ExecutorService virtualThreads;

  /**
   * Starts the server and the contender.
   *
   * @throws IOException when the server cannot bind
   */
  @Setup(Level.Trial)
  public void setUp() throws IOException {
    canned =
        server.equals("chunked")
            ? CannedServer.start(BenchFixture.PAGES, CHUNK_PAUSE_NANOS)
            : CannedServer.start(BenchFixture.PAGES);
    String url = canned.baseUrl();
    String id = CannedPayloads.PRODUCT_ID;
    RawClient.NewCustomer customer = BenchFixture.newCustomer();
    switch (contender) {
      case "handOkHttp":
        RawClient okHttp = new RawClient(url, BenchFixture.API_KEY, BenchFixture.USER_AGENT);
        use(
            okHttp,
            () -> okHttp.getProduct(id),
            () -> okHttp.listProducts(0, 100),
            () -> okHttp.createCustomer(customer));
        break;
      case "handJdk":
      case "handJdkPool":
        RawJdkClient jdk =
            new RawJdkClient(
                url,
                BenchFixture.API_KEY,
                BenchFixture.USER_AGENT,
                contender.equals("handJdk")
                    ? RawJdkClient.Variant.FASTEST
                    : RawJdkClient.Variant.DEFAULT_EXECUTOR);
        use(
            jdk,
            () -> jdk.getProduct(id),
            jdk::listProducts100,
            () -> jdk.createCustomer(customer));
        break;
      case "sdkOkHttp":
      case "sdkJdk":
        CommerceClient sdk =
            contender.equals("sdkOkHttp")
                ? BenchFixture.sdkClient(url)
                : BenchFixture.sdkJdkClient(url);
        ProductListParams limit100 = ProductListParams.builder().limit(100).build();
        CustomerCreateParams params = BenchFixture.customerParams();
        use(
            sdk,
            () -> sdk.products().get(id),
            () -> sdk.products().list(limit100),
            () -> sdk.customers().create(params));
        break;
      default:
        throw new IllegalArgumentException("no contender " + contender);
    }
  }

  private void use(AutoCloseable client, Callable<?> get, Callable<?> page, Callable<?> create) {
    this.client = client;
    this.get = get;
    this.page = page;
    this.create = create;
  }

  /**
   * Closes the contender, then the server.
   *
   * @throws Exception when the contender fails to close
   */
  @TearDown(Level.Trial)
  public void tearDown() throws Exception {
    if (virtualThreads != null) {
      virtualThreads.shutdownNow();
    }
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
    ExecutorService threads = virtualThreads();
    List<Future<Object>> futures = new ArrayList<>(VIRTUAL_CALLERS);
    for (int i = 0; i < VIRTUAL_CALLERS; i++) {
      futures.add(
          threads.submit(
              () -> {
                Object last = null;
                for (int c = 0; c < CALLS_PER_VIRTUAL_THREAD; c++) {
                  last = call.call();
                }
                return last;
              }));
    }
    Object last = null;
    for (Future<Object> f : futures) {
      try {
        last = f.get();
      } catch (ExecutionException e) {
        throw e.getCause() instanceof Exception ex ? ex : e;
      }
    }
    return last;
  }

  /**
   * A virtual thread per task, made when first needed. {@link BenchSuite#runStacks} runs {@link
   * StackVirtualBench} on Java 21+ only; elsewhere (the smoke run on Java 17) a cached pool of
   * daemon platform threads stands in, so that the benchmark still runs.
   */
  private synchronized ExecutorService virtualThreads() {
    if (virtualThreads == null) {
      try {
        virtualThreads =
            (ExecutorService)
                Executors.class.getMethod("newVirtualThreadPerTaskExecutor").invoke(null);
      } catch (ReflectiveOperationException e) {
        virtualThreads =
            Executors.newCachedThreadPool(
                r -> {
                  Thread t = new Thread(r, "stack-bench-caller");
                  t.setDaemon(true);
                  return t;
                });
      }
    }
    return virtualThreads;
  }
}
