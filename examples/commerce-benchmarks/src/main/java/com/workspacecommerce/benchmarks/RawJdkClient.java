package com.workspacecommerce.benchmarks;

import com.workspacecommerce.sdk.models.Customer;
import com.workspacecommerce.sdk.models.Product;
import java.io.IOException;
import java.io.InputStream;
import java.io.InterruptedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executor;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import tools.jackson.databind.DeserializationFeature;
import tools.jackson.databind.ObjectMapper;
import tools.jackson.databind.ObjectReader;
import tools.jackson.databind.ObjectWriter;
import tools.jackson.databind.cfg.DateTimeFeature;
import tools.jackson.databind.json.JsonMapper;

/**
 * The second hand-written contender: the JDK's {@link HttpClient} with Jackson 3 ({@code
 * tools.jackson}), the same calls as {@link RawClient} with the same head, written as a careful
 * engineer would on that stack.
 *
 * <p>Its default, {@link Variant#FASTEST}, is the fastest correct way found to drive the JDK client
 * here (see {@link JdkVariantBench}): HTTP/1.1 (the default, HTTP/2, sends an {@code h2c} upgrade
 * offer in every plain-http request head), the blocking {@code send} on the caller's thread, the
 * body read as an {@link InputStream} that Jackson parses as it arrives, and a direct executor
 * ({@code Runnable::run}): the client's internal steps then run on its selector thread instead of
 * being handed to a pool thread (its default, a cached pool) or a virtual thread, which costs two
 * thread hand-offs per response. That is safe here because no application code runs in the body
 * handler ({@code ofInputStream} only queues the buffers; Jackson reads on the caller's thread); a
 * handler that decodes or blocks would stall every connection of the client. The other variants are
 * kept to measure the choices against each other. Like {@link RawClient} it has none of the SDK's
 * extras (retries, typed errors, size limits, deadline). Thread-safe.
 */
public final class RawJdkClient implements AutoCloseable {
  /** The mapper a careful engineer configures once: tolerant of new fields, keeps wire offsets. */
  public static final ObjectMapper MAPPER =
      JsonMapper.builder()
          .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
          .disable(DateTimeFeature.ADJUST_DATES_TO_CONTEXT_TIME_ZONE)
          .build();

  /** Reads one product. */
  public static final ObjectReader PRODUCT = MAPPER.readerFor(Product.class);

  /** Reads one page of products. */
  public static final ObjectReader PAGE = MAPPER.readerFor(RawClient.ProductPage.class);

  /** Reads one customer. */
  public static final ObjectReader CUSTOMER = MAPPER.readerFor(Customer.class);

  private static final ObjectWriter WRITER = MAPPER.writer();

  /**
   * How long a call may wait for its response head: a careful engineer sets one, since the JDK
   * client has none by default and a call whose answer never comes would otherwise wait forever
   * (under load a benchmark once hung for good on this client).
   */
  static final Duration REQUEST_TIMEOUT = RawClient.seconds(RawJdkClient.TIMEOUT_PROPERTY, 30);

  /**
   * The system property that sets {@link #REQUEST_TIMEOUT} in seconds (30 by default; 0 for none,
   * as the SDK's JDK transport sets none, whose call path times each call itself). A request
   * timeout registers a timer with the client's selector thread on every call; docs/benchmarks.md
   * shows what that alone does to a call.
   */
  public static final String TIMEOUT_PROPERTY = "bench.rawJdkRequestTimeout";

  /** The request with the timeout, unless {@link #TIMEOUT_PROPERTY} asked for none. */
  private static HttpRequest.Builder timed(HttpRequest.Builder b) {
    return REQUEST_TIMEOUT.isZero() ? b : b.timeout(REQUEST_TIMEOUT);
  }

  /**
   * How the JDK client is driven; each other variant differs from {@link #FASTEST} in one choice.
   */
  public enum Variant {
    /** HTTP/1.1, {@code send}, body as a stream parsed by Jackson, a direct executor. */
    FASTEST(false, Exec.DIRECT, false, Body.STREAM),
    /** The client's own default executor (a cached pool of platform threads). */
    DEFAULT_EXECUTOR(false, Exec.DEFAULT, false, Body.STREAM),
    /** The client's tasks on virtual threads (Java 21+; elsewhere a cached daemon pool). */
    VIRTUAL_EXECUTOR(false, Exec.VIRTUAL, false, Body.STREAM),
    /** The client's default version (HTTP/2, offered as an h2c upgrade over plain http). */
    HTTP2_DEFAULT(true, Exec.DIRECT, false, Body.STREAM),
    /** {@code sendAsync(..).get()} instead of {@code send}. */
    SEND_ASYNC(false, Exec.DIRECT, true, Body.STREAM),
    /** {@code BodyHandlers.ofByteArray()}, then Jackson on the bytes. */
    BYTE_ARRAY(false, Exec.DIRECT, false, Body.BYTES),
    /** The body as a stream, read into bytes, then Jackson on the bytes (as the SDK reads). */
    STREAM_TO_BYTES(false, Exec.DIRECT, false, Body.STREAM_TO_BYTES),
    /**
     * The choices the SDK's JDK transport makes on Java 21+: virtual threads for the client's tasks
     * and the whole body read into bytes before decoding (the SDK reads into one array of the
     * Content-Length; this reads with {@code readAllBytes}).
     */
    SDK_CHOICES(false, Exec.VIRTUAL, false, Body.STREAM_TO_BYTES);

    final boolean http2;
    final Exec executor;
    final boolean async;
    final Body body;

    Variant(boolean http2, Exec executor, boolean async, Body body) {
      this.http2 = http2;
      this.executor = executor;
      this.async = async;
      this.body = body;
    }
  }

  enum Exec {
    DEFAULT,
    VIRTUAL,
    DIRECT
  }

  enum Body {
    STREAM,
    BYTES,
    STREAM_TO_BYTES
  }

  private final Variant variant;
  private final HttpClient http;
  private final ExecutorService owned;
  private final String base;
  private final String[] headers;
  private final URI productsPage100;
  private final URI customers;

  /**
   * Creates the client the fastest way found.
   *
   * @param baseUrl the base URL, version segment included
   * @param apiKey the key sent as a bearer token
   * @param userAgent the User-Agent, the SDK's own so all contenders send the same head
   */
  public RawJdkClient(String baseUrl, String apiKey, String userAgent) {
    this(baseUrl, apiKey, userAgent, Variant.FASTEST);
  }

  /**
   * Creates the client driven as the variant says.
   *
   * @param baseUrl the base URL, version segment included
   * @param apiKey the key sent as a bearer token
   * @param userAgent the User-Agent
   * @param variant how to drive the JDK client
   */
  public RawJdkClient(String baseUrl, String apiKey, String userAgent, Variant variant) {
    this.variant = variant;
    HttpClient.Builder b =
        HttpClient.newBuilder()
            .connectTimeout(Duration.ofSeconds(10))
            .followRedirects(HttpClient.Redirect.NEVER);
    if (!variant.http2) {
      b.version(HttpClient.Version.HTTP_1_1);
    }
    ExecutorService pool = null;
    switch (variant.executor) {
      case VIRTUAL:
        pool = virtualOrCached();
        b.executor(pool);
        break;
      case DIRECT:
        b.executor((Executor) Runnable::run);
        break;
      default:
        break;
    }
    this.owned = pool;
    this.http = b.build();
    this.base = baseUrl;
    this.headers =
        new String[] {
          "Authorization", "Bearer " + apiKey, "Accept", "application/json", "User-Agent", userAgent
        };
    this.productsPage100 = URI.create(baseUrl + "/products?limit=100");
    this.customers = URI.create(baseUrl + "/customers");
  }

  private static ExecutorService virtualOrCached() {
    try {
      return (ExecutorService)
          Executors.class.getMethod("newVirtualThreadPerTaskExecutor").invoke(null);
    } catch (ReflectiveOperationException e) {
      return Executors.newCachedThreadPool(
          r -> {
            Thread t = new Thread(r, "raw-jdk-http");
            t.setDaemon(true);
            return t;
          });
    }
  }

  /**
   * {@code GET /products/{id}}.
   *
   * @param id the product id
   * @return the product
   * @throws IOException on a network failure or a non-2xx status
   */
  public Product getProduct(String id) throws IOException {
    // The id is a UUID here; a real client would percent-encode the segment.
    return call(get(URI.create(base + "/products/" + id)), PRODUCT);
  }

  /**
   * {@code GET /products?limit=100}.
   *
   * @return the page
   * @throws IOException on a network failure or a non-2xx status
   */
  public RawClient.ProductPage listProducts100() throws IOException {
    return call(get(productsPage100), PAGE);
  }

  /**
   * {@code POST /customers}.
   *
   * @param customer the customer to create
   * @return the created customer
   * @throws IOException on a network failure or a non-2xx status
   */
  public Customer createCustomer(RawClient.NewCustomer customer) throws IOException {
    HttpRequest request =
        timed(HttpRequest.newBuilder(customers))
            .headers(headers)
            .header("Content-Type", "application/json")
            .POST(HttpRequest.BodyPublishers.ofByteArray(WRITER.writeValueAsBytes(customer)))
            .build();
    return call(request, CUSTOMER);
  }

  private HttpRequest get(URI uri) {
    return timed(HttpRequest.newBuilder(uri)).headers(headers).GET().build();
  }

  private <T> T call(HttpRequest request, ObjectReader reader) throws IOException {
    if (variant.body == Body.BYTES) {
      HttpResponse<byte[]> response = exchange(request, HttpResponse.BodyHandlers.ofByteArray());
      check(response, request);
      return reader.readValue(response.body());
    }
    HttpResponse<InputStream> response =
        exchange(request, HttpResponse.BodyHandlers.ofInputStream());
    try (InputStream body = response.body()) {
      check(response, request);
      if (variant.body == Body.STREAM_TO_BYTES) {
        return reader.readValue(body.readAllBytes());
      }
      return reader.readValue(body);
    }
  }

  private <B> HttpResponse<B> exchange(HttpRequest request, HttpResponse.BodyHandler<B> handler)
      throws IOException {
    try {
      if (variant.async) {
        try {
          return http.sendAsync(request, handler).get();
        } catch (ExecutionException e) {
          Throwable cause = e.getCause();
          throw cause instanceof IOException io ? io : new IOException(cause);
        }
      }
      return http.send(request, handler);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new InterruptedIOException("interrupted");
    }
  }

  private static void check(HttpResponse<?> response, HttpRequest request) throws IOException {
    int code = response.statusCode();
    if (code < 200 || code >= 300) {
      throw new IOException("HTTP " + code + " on " + request.method() + " " + request.uri());
    }
  }

  /** Stops the client's threads, as an application would on exit. */
  @Override
  public void close() {
    if (owned != null) {
      owned.shutdownNow();
    }
    try {
      HttpClient.class.getMethod("shutdownNow").invoke(http);
    } catch (ReflectiveOperationException | RuntimeException e) {
      // Java 17: the selector thread ends when the client is collected.
    }
  }
}
