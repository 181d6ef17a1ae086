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
 * The contenders of the stack comparison (issue 33) on one server of a given kind, shared by every
 * benchmark thread of a trial: the hand-written client and the SDK on OkHttp + Jackson 2, and on
 * the JDK {@code HttpClient} + Jackson 3 the SDK and two hand-written clients, one with each of the
 * two executors that are fastest in turn ({@code Runnable::run} on a busy machine, the client's
 * default pool where the server is slow), so that a measure's "best hand-written JDK client" is the
 * faster of the two in the same run.
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

  CannedServer canned;
  RawClient handOkHttp;
  CommerceClient sdkOkHttp;
  RawJdkClient handJdk;
  RawJdkClient handJdkPool;
  CommerceClient sdkJdk;
  ProductListParams limit100;
  CustomerCreateParams sdkCustomer;
  RawClient.NewCustomer rawCustomer;
  private ExecutorService virtualThreads;

  /**
   * Starts the server and every contender.
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
    handOkHttp = new RawClient(url, BenchFixture.API_KEY, BenchFixture.USER_AGENT);
    sdkOkHttp = BenchFixture.sdkClient(url);
    handJdk =
        new RawJdkClient(
            url, BenchFixture.API_KEY, BenchFixture.USER_AGENT, RawJdkClient.Variant.FASTEST);
    handJdkPool =
        new RawJdkClient(
            url,
            BenchFixture.API_KEY,
            BenchFixture.USER_AGENT,
            RawJdkClient.Variant.DEFAULT_EXECUTOR);
    sdkJdk = BenchFixture.sdkJdkClient(url);
    limit100 = ProductListParams.builder().limit(100).build();
    sdkCustomer =
        CustomerCreateParams.builder()
            .firstname("Ada")
            .lastname("Lovelace")
            .email("ada@example.com")
            .build();
    rawCustomer = new RawClient.NewCustomer("Ada", "Lovelace", "ada@example.com");
  }

  /** Closes the contenders, then the server. */
  @TearDown(Level.Trial)
  public void tearDown() {
    if (virtualThreads != null) {
      virtualThreads.shutdownNow();
    }
    sdkJdk.close();
    handJdkPool.close();
    handJdk.close();
    sdkOkHttp.close();
    handOkHttp.close();
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
