package com.workspacecommerce.sdk.testing;

import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * An in-memory Workspace Commerce API server for examples and tests: a test double, not a production server.
 *
 * <p>It serves the six operations of the spec under {@code /v1} on {@code 127.0.0.1} and an ephemeral port, with two
 * isolated workspaces ({@link #apiKey()} and {@link #otherApiKey()}), each with a deterministic seeded product catalog
 * (257 and 120 products). Customers and orders live in memory and disappear on {@link #close()}. It does not depend on
 * the SDK, so it can check the SDK from the outside.
 *
 * <pre>{@code
 * try (CommerceSandbox sandbox = CommerceSandbox.start()) {
 *     // point a client at sandbox.baseUrl() with sandbox.apiKey()
 * }
 * }</pre>
 */
public final class CommerceSandbox implements AutoCloseable {

    /** API key of workspace "alpha": 257 products. Fake, and only meaningful to the sandbox. */
    public static final String ALPHA_API_KEY = "sk_sandbox_alpha_0f3c9a7d1e";

    /** API key of workspace "beta": 120 products, no data shared with alpha. Fake, and only meaningful to the sandbox. */
    public static final String BETA_API_KEY = "sk_sandbox_beta_7b21d4e9a6";

    // Fixed seeds: the catalogs must be identical across runs so tests can rely on them.
    private static final long ALPHA_SEED = 0x5EED_A1FAL;
    private static final long BETA_SEED = 0x5EED_BE7AL;
    private static final int ALPHA_PRODUCTS = 257;
    private static final int BETA_PRODUCTS = 120;
    private static final int THREADS = 8;
    private static final String NODELAY_PROPERTY = "sun.net.httpserver.nodelay";

    private final HttpServer server;
    private final ExecutorService executor;
    private final AtomicInteger requestCount;
    private final AtomicBoolean closed = new AtomicBoolean();
    private final String baseUrl;

    private CommerceSandbox(HttpServer server, ExecutorService executor, AtomicInteger requestCount) {
        this.server = server;
        this.executor = executor;
        this.requestCount = requestCount;
        this.baseUrl = "http://127.0.0.1:" + server.getAddress().getPort() + "/v1";
    }

    /**
     * Starts a sandbox on {@code 127.0.0.1} and a free port, with freshly seeded data. It is serving when this returns.
     *
     * @return the running sandbox; close it to free the port and its threads
     * @throws UncheckedIOException if the server socket cannot be opened
     */
    public static CommerceSandbox start() {
        Map<String, Workspace> workspaces = Map.of(
                ALPHA_API_KEY, new Workspace("alpha", Catalog.generate(ALPHA_SEED, ALPHA_PRODUCTS)),
                BETA_API_KEY, new Workspace("beta", Catalog.generate(BETA_SEED, BETA_PRODUCTS)));
        AtomicInteger requestCount = new AtomicInteger();
        // The JDK server writes the headers and the body of a response as two TCP segments; with Nagle's algorithm on,
        // a small body then waits for the client's delayed ACK, about 40 ms per response. The JDK reads this property
        // once, when its first server starts; a value set by the user wins.
        if (System.getProperty(NODELAY_PROPERTY) == null) {
            System.setProperty(NODELAY_PROPERTY, "true");
        }
        HttpServer server;
        try {
            server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 64);
        } catch (IOException e) {
            throw new UncheckedIOException("could not open the sandbox server socket", e);
        }
        AtomicInteger threadNumber = new AtomicInteger();
        // Daemon threads: a test that forgets close() must not keep the JVM alive.
        ExecutorService executor = Executors.newFixedThreadPool(THREADS, task -> {
            Thread thread = new Thread(task, "commerce-sandbox-" + threadNumber.incrementAndGet());
            thread.setDaemon(true);
            return thread;
        });
        server.createContext("/", new SandboxHandler(workspaces, requestCount));
        server.setExecutor(executor);
        server.start();
        return new CommerceSandbox(server, executor, requestCount);
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
     * The API key of workspace "alpha" (257 products).
     *
     * @return {@link #ALPHA_API_KEY}
     */
    public String apiKey() {
        return ALPHA_API_KEY;
    }

    /**
     * The API key of workspace "beta" (120 products), whose data is invisible to {@link #apiKey()} and vice versa.
     *
     * @return {@link #BETA_API_KEY}
     */
    public String otherApiKey() {
        return BETA_API_KEY;
    }

    /**
     * Number of HTTP requests received so far, whatever their outcome (errors included); lets tests assert how many
     * calls a client made, for example that a retry happened or a cache avoided one.
     *
     * @return the count since {@link #start()}
     */
    public int requestCount() {
        return requestCount.get();
    }

    /** Stops serving at once and releases the port and threads. Calling it again does nothing. */
    @Override
    public void close() {
        if (closed.compareAndSet(false, true)) {
            server.stop(0);
            executor.shutdownNow();
        }
    }

    /**
     * Runs a sandbox until the process is interrupted (Ctrl-C), printing its base URL and both API keys.
     *
     * @param args ignored
     */
    public static void main(String[] args) {
        CommerceSandbox sandbox = start();
        CountDownLatch stopped = new CountDownLatch(1);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            sandbox.close();
            stopped.countDown();
        }, "commerce-sandbox-shutdown"));
        System.out.println("Workspace Commerce sandbox listening");
        System.out.println("  base URL:        " + sandbox.baseUrl());
        System.out.println("  API key (alpha): " + sandbox.apiKey() + "  (" + ALPHA_PRODUCTS + " products)");
        System.out.println("  API key (beta):  " + sandbox.otherApiKey() + "  (" + BETA_PRODUCTS + " products)");
        System.out.println("Press Ctrl-C to stop.");
        // The server's threads are daemons, so main has to stay alive for the process to keep serving.
        try {
            stopped.await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            sandbox.close();
        }
    }
}
