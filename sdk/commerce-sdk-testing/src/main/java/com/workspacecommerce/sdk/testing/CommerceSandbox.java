package com.workspacecommerce.sdk.testing;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import com.workspacecommerce.sdk.CommerceClient;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.time.Clock;
import java.time.ZoneOffset;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import org.jspecify.annotations.Nullable;

/**
 * An in-process Workspace Commerce API server for tests and examples: a test double, not a
 * production server.
 *
 * <p>It serves the six operations of the spec under {@code /v1} on {@code 127.0.0.1} and an
 * ephemeral port, with isolated workspaces selected by API key ({@link #apiKey()} with 257 seeded
 * products, {@link #otherApiKey()} with 120, and any added with {@link Builder#workspace(String,
 * int)}). Everything is deterministic: the same seed gives the same catalog, ids and order numbers,
 * and timestamps come from a {@link #clock()} that stands still unless moved. Tests can seed data
 * ({@link #products()}, {@link #customers()}, {@link #orders()}), {@link #inject(Fault) inject
 * faults}, read the {@link #journal()} of requests, and {@link #reset()} it all between tests (the
 * {@link CommerceSandboxExtension} does so for JUnit 5).
 *
 * <p>It serves many requests at once, for load tests of your own code: each request runs on a
 * virtual thread where the JVM has them (Java 21 and later), else on a pool of daemon platform
 * threads that grows on demand to 1,024 (further requests wait for a free one), and the server
 * socket queues a burst of 1,024 new connections. A {@link Fault#delay(java.time.Duration) delay}
 * therefore holds back only the requests it is played on.
 *
 * <pre>{@code
 * try (CommerceSandbox sandbox = CommerceSandbox.start()) {
 *   Page<Product> page = sandbox.client().products().list();
 * }
 * }</pre>
 */
public final class CommerceSandbox implements AutoCloseable {

  /**
   * API key of workspace "alpha" (257 products by default). Fake, and only meaningful to the
   * sandbox.
   */
  public static final String ALPHA_API_KEY = "sk_sandbox_alpha_0f3c9a7d1e";

  /**
   * API key of workspace "beta" (120 products), sharing no data with alpha. Fake, and only
   * meaningful here.
   */
  public static final String BETA_API_KEY = "sk_sandbox_beta_7b21d4e9a6";

  /** The seed of {@link #start()}: fixed, so catalogs are identical across runs. */
  public static final long DEFAULT_SEED = 0x5EED_A1FAL;

  /** Products in the default workspace unless {@link Builder#catalogSize(int)} says otherwise. */
  public static final int DEFAULT_CATALOG_SIZE = 257;

  /** Products in the second workspace ({@link #otherApiKey()}). */
  public static final int OTHER_CATALOG_SIZE = 120;

  /**
   * The system property the standalone {@link #main(String[])} reads the port from (default: a free
   * port).
   */
  public static final String PORT_PROPERTY = "sandbox.port";

  // The beta catalog keeps the seed it always had; other workspaces derive theirs from the sandbox
  // seed.
  private static final long BETA_SEED_OFFSET = 0x5EED_BE7AL - 0x5EED_A1FAL;
  // Connections the kernel holds for the server while its dispatcher has not accepted them yet:
  // room
  // for a burst of 1,000 new connections (Linux caps it at net.core.somaxconn, 4096 by default).
  private static final int BACKLOG = 1_024;
  private static final String NODELAY_PROPERTY = "sun.net.httpserver.nodelay";

  private final HttpServer server;
  private final SandboxThreads threads;
  private final Map<String, SandboxWorkspace> workspaces;
  // The keys that select each workspace now, in apiKeys()'s order; replaced whole on rotation.
  private volatile Map<String, SandboxWorkspace> current;
  private final Map<String, Workspace> startingKeys;
  private final SandboxHandler handler;
  private final AtomicInteger rotations = new AtomicInteger();
  private final SandboxWorkspace primary;
  private final SandboxClock clock;
  private final AtomicInteger requestCount = new AtomicInteger();
  private final RequestJournal journal = new RequestJournal();
  private final SandboxHandler.Faults faults = new SandboxHandler.Faults();
  private final Set<HttpExchange> unanswered = ConcurrentHashMap.newKeySet();
  private final AtomicBoolean closed = new AtomicBoolean();
  private final String baseUrl;
  private volatile @Nullable CommerceClient client;

  private CommerceSandbox(Builder builder) {
    this.clock = new SandboxClock(builder.clock);
    Map<String, SandboxWorkspace> byKey = new LinkedHashMap<>();
    byKey.put(ALPHA_API_KEY, workspace("alpha", ALPHA_API_KEY, builder.seed, builder.catalogSize));
    byKey.put(
        BETA_API_KEY,
        workspace("beta", BETA_API_KEY, builder.seed + BETA_SEED_OFFSET, OTHER_CATALOG_SIZE));
    int index = 2;
    for (Map.Entry<String, Integer> extra : builder.extraWorkspaces.entrySet()) {
      long seed = builder.seed + index * 0x9E37_79B9L;
      byKey.put(
          extra.getKey(),
          workspace("workspace-" + (index + 1), extra.getKey(), seed, extra.getValue()));
      index++;
    }
    this.workspaces = Map.copyOf(byKey);
    this.primary = byKey.get(ALPHA_API_KEY);
    Map<String, Workspace> handlerWorkspaces = new LinkedHashMap<>();
    byKey.forEach((key, workspace) -> handlerWorkspaces.put(key, workspace.state()));
    this.startingKeys = Map.copyOf(handlerWorkspaces);
    this.current = startingOrder(byKey);

    // The JDK server writes the headers and the body of a response as two TCP segments; with
    // Nagle's algorithm on,
    // a small body then waits for the client's delayed ACK, about 40 ms per response. The JDK reads
    // this property
    // once, when its first server starts; a value set by the user wins.
    if (System.getProperty(NODELAY_PROPERTY) == null) {
      System.setProperty(NODELAY_PROPERTY, "true");
    }
    try {
      server =
          HttpServer.create(
              new InetSocketAddress(InetAddress.getLoopbackAddress(), builder.port), BACKLOG);
    } catch (IOException e) {
      throw new UncheckedIOException(
          "could not open the sandbox server socket on port " + builder.port, e);
    }
    // The port in the name tells the threads of two sandboxes apart (in a thread dump, or a leak
    // check).
    threads = new SandboxThreads("commerce-sandbox-" + server.getAddress().getPort() + "-");
    handler =
        new SandboxHandler(
            handlerWorkspaces, requestCount, journal, faults, unanswered, builder.onArrival);
    server.createContext("/", handler);
    server.setExecutor(threads.executor());
    server.start();
    baseUrl = "http://127.0.0.1:" + server.getAddress().getPort() + "/v1";
  }

  /** The threads requests are served on, for the test kit's own tests. */
  SandboxThreads threads() {
    return threads;
  }

  private SandboxWorkspace workspace(String name, String apiKey, long seed, int catalogSize) {
    return new SandboxWorkspace(new Workspace(name, apiKey, seed, catalogSize, clock));
  }

  /**
   * Starts a sandbox with the defaults ({@link #DEFAULT_SEED}, 257 and 120 products, a clock
   * standing at {@link SandboxClock#DEFAULT_START}). It is serving when this returns.
   *
   * @return the running sandbox; close it to free the port and its threads
   * @throws UncheckedIOException if the server socket cannot be opened
   */
  public static CommerceSandbox start() {
    return builder().start();
  }

  /**
   * A builder for a sandbox with other options than {@link #start()}'s.
   *
   * @return a new builder
   */
  public static Builder builder() {
    return new Builder();
  }

  /** Options of a sandbox; {@link #start()} starts it. */
  public static final class Builder {
    private long seed = DEFAULT_SEED;
    private int catalogSize = DEFAULT_CATALOG_SIZE;
    private final Map<String, Integer> extraWorkspaces = new LinkedHashMap<>();
    private Clock clock = Clock.fixed(SandboxClock.DEFAULT_START, ZoneOffset.UTC);
    private int port;
    private Runnable onArrival = () -> {};

    private Builder() {}

    /**
     * Seeds catalogs and ids; the same seed gives the same data on every run.
     *
     * @param seed any value
     * @return this builder
     */
    public Builder seed(long seed) {
      this.seed = seed;
      return this;
    }

    /**
     * How many seeded products the default workspace ({@link #apiKey()}) has.
     *
     * @param size 0 or more
     * @return this builder
     */
    public Builder catalogSize(int size) {
      this.catalogSize = checkSize(size);
      return this;
    }

    /**
     * Adds a workspace with its own API key and seeded catalog, isolated from the others.
     *
     * @param apiKey the key that selects it: not blank, no whitespace, not already used
     * @param catalogSize how many seeded products it has, 0 or more
     * @return this builder
     */
    public Builder workspace(String apiKey, int catalogSize) {
      Objects.requireNonNull(apiKey, "apiKey");
      if (apiKey.isBlank() || apiKey.chars().anyMatch(Character::isWhitespace)) {
        throw new IllegalArgumentException("apiKey must be non-blank without whitespace");
      }
      if (apiKey.equals(ALPHA_API_KEY)
          || apiKey.equals(BETA_API_KEY)
          || extraWorkspaces.containsKey(apiKey)) {
        throw new IllegalArgumentException("apiKey is already used by another workspace");
      }
      extraWorkspaces.put(apiKey, checkSize(catalogSize));
      return this;
    }

    /**
     * The clock timestamps start from; the default stands still at {@link
     * SandboxClock#DEFAULT_START}. Pass {@link Clock#systemUTC()} for real time.
     *
     * @param clock the clock
     * @return this builder
     */
    public Builder clock(Clock clock) {
      this.clock = Objects.requireNonNull(clock, "clock");
      return this;
    }

    /**
     * The port to listen on; 0 (the default) picks a free one, which is what tests want.
     *
     * @param port 0 to 65535
     * @return this builder
     */
    public Builder port(int port) {
      if (port < 0 || port > 65535) {
        throw new IllegalArgumentException(
            "port must be between 0 and 65535 inclusive, was " + port);
      }
      this.port = port;
      return this;
    }

    /**
     * Runs {@code hook} on a request's thread as the request arrives, before anything else: lets
     * the test kit's own tests hold requests in flight. Not public: a test double needs no more.
     */
    Builder onArrival(Runnable hook) {
      this.onArrival = Objects.requireNonNull(hook, "hook");
      return this;
    }

    /**
     * Starts the sandbox; it is serving when this returns.
     *
     * @return the running sandbox
     * @throws UncheckedIOException if the server socket cannot be opened
     */
    public CommerceSandbox start() {
      return new CommerceSandbox(this);
    }

    private static int checkSize(int size) {
      if (size < 0) {
        throw new IllegalArgumentException("catalogSize must be >= 0, was " + size);
      }
      return size;
    }
  }

  /**
   * The base URL including the version segment, without a trailing slash.
   *
   * @return for example {@code http://127.0.0.1:53121/v1}
   */
  public String baseUrl() {
    return baseUrl;
  }

  /**
   * The API key of the default workspace "alpha".
   *
   * @return {@link #ALPHA_API_KEY}
   */
  public String apiKey() {
    return ALPHA_API_KEY;
  }

  /**
   * The API key of workspace "beta" (120 products), whose data is invisible to {@link #apiKey()}
   * and vice versa.
   *
   * @return {@link #BETA_API_KEY}
   */
  public String otherApiKey() {
    return BETA_API_KEY;
  }

  /**
   * Every API key the sandbox accepts: {@link #apiKey()}, {@link #otherApiKey()}, then those added
   * to the builder.
   *
   * @return the keys in that order
   */
  public List<String> apiKeys() {
    return List.copyOf(current.keySet());
  }

  /** Alpha, beta, then the builder's workspaces in the order of their keys. */
  private static Map<String, SandboxWorkspace> startingOrder(Map<String, SandboxWorkspace> byKey) {
    Map<String, SandboxWorkspace> ordered = new LinkedHashMap<>();
    ordered.put(ALPHA_API_KEY, byKey.get(ALPHA_API_KEY));
    ordered.put(BETA_API_KEY, byKey.get(BETA_API_KEY));
    byKey.keySet().stream().sorted().forEach(k -> ordered.putIfAbsent(k, byKey.get(k)));
    return Collections.unmodifiableMap(ordered);
  }

  /**
   * Issues a second API key for the workspace an existing key selects, as a secret manager does
   * before it retires the old one: both keys work until {@link #revokeApiKey} retires one. {@link
   * #reset()} puts the starting keys back.
   *
   * @param apiKey a key that selects a workspace now
   * @return the new key, such as {@code sk_test_issued_1}
   * @throws IllegalArgumentException if no workspace has that key now
   */
  public synchronized String issueApiKey(String apiKey) {
    SandboxWorkspace workspace = current.get(apiKey);
    if (workspace == null) {
      throw new IllegalArgumentException("apiKey does not select a workspace of this sandbox now");
    }
    String newKey = "sk_test_issued_" + rotations.incrementAndGet();
    handler.issue(apiKey, newKey);
    Map<String, SandboxWorkspace> next = new LinkedHashMap<>(current);
    next.put(newKey, workspace);
    current = Collections.unmodifiableMap(next);
    return newKey;
  }

  /**
   * Revokes an API key: from the next request on, the sandbox answers it with 401 (requests being
   * served finish as they were). {@link #reset()} puts the starting keys back.
   *
   * @param apiKey a key that selects a workspace now
   * @throws IllegalArgumentException if no workspace has that key now
   */
  public synchronized void revokeApiKey(String apiKey) {
    if (!current.containsKey(apiKey)) {
      throw new IllegalArgumentException("apiKey does not select a workspace of this sandbox now");
    }
    handler.revoke(apiKey);
    Map<String, SandboxWorkspace> next = new LinkedHashMap<>(current);
    next.remove(apiKey);
    current = Collections.unmodifiableMap(next);
  }

  /**
   * A client of the SDK pointed at this sandbox with {@link #apiKey()}; built on first use, then
   * the same one, closed with the sandbox.
   *
   * @return the client
   * @throws IllegalStateException if the sandbox is closed
   */
  public CommerceClient client() {
    if (closed.get()) {
      throw new IllegalStateException("the sandbox is closed");
    }
    CommerceClient current = client;
    if (current == null) {
      synchronized (this) {
        if (closed.get()) {
          throw new IllegalStateException("the sandbox is closed");
        }
        current = client;
        if (current == null) {
          current = CommerceClient.builder().baseUrl(baseUrl).apiKey(apiKey()).build();
          client = current;
        }
      }
    }
    return current;
  }

  /**
   * The workspace an API key selects, to seed or inspect it.
   *
   * @param apiKey one of {@link #apiKeys()}
   * @return the workspace
   * @throws IllegalArgumentException if the sandbox has no workspace with that key
   */
  public SandboxWorkspace workspace(String apiKey) {
    SandboxWorkspace workspace = current.get(apiKey);
    if (workspace == null) {
      workspace = workspaces.get(apiKey); // a starting key, rotated since
    }
    if (workspace == null) {
      throw new IllegalArgumentException("apiKey does not select a workspace of this sandbox");
    }
    return workspace;
  }

  /**
   * The products of the default workspace, to add, clear or resize.
   *
   * @return the catalog of {@link #apiKey()}
   */
  public SandboxProducts products() {
    return primary.products();
  }

  /**
   * The customers of the default workspace, to add or clear.
   *
   * @return the customers of {@link #apiKey()}
   */
  public SandboxCustomers customers() {
    return primary.customers();
  }

  /**
   * The orders of the default workspace, to add or clear.
   *
   * @return the orders of {@link #apiKey()}
   */
  public SandboxOrders orders() {
    return primary.orders();
  }

  /**
   * The clock every timestamp comes from; set or advance it to control {@code created_at} and
   * friends.
   *
   * @return the clock
   */
  public SandboxClock clock() {
    return clock;
  }

  /**
   * Arms a fault for the next requests it matches (see {@link Fault#on(String)} and {@link
   * Fault#times(int)}). Faults are tried in the order they were injected.
   *
   * @param fault the fault
   * @return this sandbox
   */
  public CommerceSandbox inject(Fault fault) {
    faults.add(Objects.requireNonNull(fault, "fault"));
    return this;
  }

  /** Disarms every fault not played yet. */
  public void clearFaults() {
    faults.clear();
  }

  /**
   * Every request received since start or the last {@link #reset()}, with assertion helpers.
   *
   * @return the journal
   */
  public RequestJournal journal() {
    return journal;
  }

  /**
   * Number of HTTP requests received since start or the last {@link #reset()}, whatever their
   * outcome.
   *
   * @return the count
   */
  public int requestCount() {
    return requestCount.get();
  }

  /**
   * Puts the sandbox back to its state right after start: the starting API keys (issued ones
   * revoked, revoked ones back), every workspace reseeded with its configured catalog size and no
   * customers or orders, order numbers from #1001 again, the clock back to where it started, faults
   * disarmed, the journal and request count cleared, and any request left unanswered by {@link
   * Fault#noResponse()} closed.
   */
  public void reset() {
    releaseUnanswered();
    faults.clear();
    synchronized (this) {
      handler.restoreKeys(startingKeys);
      current = startingOrder(workspaces);
    }
    for (SandboxWorkspace workspace : workspaces.values()) {
      workspace.state().reset();
    }
    clock.reset();
    journal.clear();
    requestCount.set(0);
  }

  private void releaseUnanswered() {
    for (HttpExchange exchange : List.copyOf(unanswered)) {
      unanswered.remove(exchange);
      exchange.close();
    }
  }

  /**
   * Closes the client, stops serving at once and releases the port and threads. Calling it again
   * does nothing.
   */
  @Override
  public void close() {
    if (closed.compareAndSet(false, true)) {
      CommerceClient current;
      synchronized (this) {
        current = client;
      }
      if (current != null) {
        current.close();
      }
      releaseUnanswered();
      server.stop(0);
      threads.shutdownNow();
    }
  }

  /**
   * Runs a sandbox until the process is interrupted (Ctrl-C), printing its base URL and API keys.
   * The port is the first argument, else the system property {@value #PORT_PROPERTY}, else a free
   * one; the clock is real time.
   *
   * @param args optionally the port
   */
  public static void main(String[] args) {
    serve(args, System.out);
  }

  /**
   * What {@link #main} does, printing to {@code out}: serves until the JVM stops or the calling
   * thread is interrupted, which closes the sandbox and takes back its shutdown hook.
   * Package-private for its test, which runs it on a thread of its own.
   */
  static void serve(String[] args, PrintStream out) {
    String port = args.length > 0 ? args[0] : System.getProperty(PORT_PROPERTY, "0");
    int portNumber;
    try {
      portNumber = Integer.parseInt(port.trim());
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException("port must be an integer, was '" + port + "'", e);
    }
    CommerceSandbox sandbox = builder().port(portNumber).clock(Clock.systemUTC()).start();
    CountDownLatch stopped = new CountDownLatch(1);
    Thread hook =
        new Thread(
            () -> {
              sandbox.close();
              stopped.countDown();
            },
            "commerce-sandbox-shutdown");
    Runtime.getRuntime().addShutdownHook(hook);
    out.println("Workspace Commerce sandbox listening");
    out.println("  base URL:        " + sandbox.baseUrl());
    out.println(
        "  API key (alpha): " + sandbox.apiKey() + "  (" + DEFAULT_CATALOG_SIZE + " products)");
    out.println(
        "  API key (beta):  " + sandbox.otherApiKey() + "  (" + OTHER_CATALOG_SIZE + " products)");
    out.println("Press Ctrl-C to stop.");
    out.flush();
    // The server's threads are daemons, so main has to stay alive for the process to keep serving.
    try {
      stopped.await();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      sandbox.close();
      try {
        Runtime.getRuntime().removeShutdownHook(hook);
      } catch (IllegalStateException shuttingDown) {
        // the JVM is stopping anyway, and the hook closes what is closed already
      }
    }
  }
}
