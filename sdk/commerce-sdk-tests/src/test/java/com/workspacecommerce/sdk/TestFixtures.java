package com.workspacecommerce.sdk;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.workspacecommerce.sdk.internal.Sleeper;
import com.workspacecommerce.sdk.params.CustomerCreateParams;
import com.workspacecommerce.sdk.params.CustomerUpdateParams;
import com.workspacecommerce.sdk.params.OrderCreateParams;
import com.workspacecommerce.sdk.params.OrderItemParams;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import java.util.logging.Handler;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import java.util.stream.Stream;
import javax.net.ServerSocketFactory;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import mockwebserver3.RecordedRequest;
import org.assertj.core.api.Assertions;
import org.assertj.core.api.ThrowableAssert.ThrowingCallable;
import org.junit.jupiter.params.provider.Arguments;

/**
 * The one fixture helper of the SDK's tests: payloads (following the spec's field tables), client
 * builders, a recording sleeper, a log capture and socket helpers for the fault tests.
 */
final class TestFixtures {
  static final String API_KEY = "sk_test_Zq81kXw2SECRETkey";

  static final String ORDER_ID = "6f1c2a4e-8b7d-4c6a-9e2f-1a2b3c4d5e6f";
  static final String PRODUCT_ID = "3f1c2a4e-8b7d-4c6a-9e2f-1a2b3c4d5e6f";
  static final String CUSTOMER_ID = "0b5e8d8a-3c1f-4e8b-9a7d-2c4f6e8a0b1c";
  static final String ITEM_ID = "a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d";
  static final String MEDIA_ID = "b1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d";
  static final String VARIANT_ID = "c1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d";

  /** The base URL prefixes every operation is checked with. */
  static final String[] PREFIXES = {"/v1", "/v1/", "/api/v1", "/api/v1/"};

  static final ObjectMapper MAPPER = new ObjectMapper();

  /** An order with every field of the spec, nested objects included, plus unknown fields. */
  static final String ORDER_FULL =
      """
      {
        "id": "%s",
        "order_number": "WC-1001",
        "status": "open",
        "payment_status": "paid",
        "fulfillment_status": "unfulfilled",
        "sales_channel": "web",
        "currency": "EUR",
        "customer": {"id": "%s", "name": "Ada Lovelace", "email": "ada@example.com", "tier": "gold"},
        "items": [
          {"id": "%s", "title": "Blue mug", "sku": "MUG-BLUE", "quantity": 2, "unit_price": 1250,
           "total_price": 2500, "gift_wrap": true},
          {"sku": "TEA-1", "quantity": 1}
        ],
        "subtotal_price": 2500,
        "total_shipping": 490,
        "total_tax": 475,
        "total_discount": 100,
        "total_price": 3365,
        "total_items": 3,
        "shipping_address": {"line1": "1 Main St", "city": "Berlin", "zip": "10115",
                             "geo": {"lat": 52.5, "lng": 13.4}, "lines": ["c/o Babbage", "3rd floor"]},
        "note": "leave at the door",
        "order_datetime": "2024-03-01T10:15:30Z",
        "channel_ref": "abc-1",
        "loyalty": {"points": 12, "tags": ["x", "y"]}
      }
      """
          .formatted(ORDER_ID, CUSTOMER_ID, ITEM_ID);

  /** An order with only the required fields. */
  static final String ORDER_MINIMAL =
      """
      {"id": "%s", "order_number": "WC-1", "status": "open"}
      """
          .formatted(ORDER_ID);

  /** A product with every field of the spec, nested objects included, plus unknown fields. */
  static final String PRODUCT_FULL =
      """
      {
        "id": "%s",
        "name": "Blue mug",
        "status": "active",
        "type": "physical",
        "description": "A mug, blue.",
        "category": "kitchen",
        "requires_shipping": true,
        "can_preorder": false,
        "total_stock": 42,
        "price_range": {"min": 1000, "max": 1500, "currency": "EUR"},
        "media": [
          {"id": "%s", "url": "https://cdn.example.com/m.jpg", "thumbnail": "https://cdn.example.com/t.jpg",
           "type": "image", "position": 1, "alt": "front"}
        ],
        "variants": [
          {"id": "%s", "sku": "MUG-BLUE-L", "stock": 7,
           "price": {"amount": 1500, "compare_at": 9000000000},
           "attributes": {"size": "L", "colors": ["blue", "navy"], "dims": {"h": 10}},
           "barcode": "4006381333931"}
        ],
        "created_at": "2024-01-02T03:04:05Z",
        "updated_at": "2024-01-03T03:04:05.123+02:00",
        "seo": {"slug": "blue-mug"}
      }
      """
          .formatted(PRODUCT_ID, MEDIA_ID, VARIANT_ID);

  /** A customer with every field of the spec plus an unknown field. */
  static final String CUSTOMER_FULL =
      """
      {
        "id": "%s",
        "firstname": "Ada",
        "lastname": "Lovelace",
        "email": "ada@example.com",
        "phone": "+44 20 7946 0000",
        "note": "VIP",
        "created_at": "2024-01-02T03:04:05Z",
        "updated_at": "2024-01-02T05:04:05+02:00",
        "marketing_opt_in": true
      }
      """
          .formatted(CUSTOMER_ID);

  static final String CUSTOMER_MINIMAL =
      """
      {"id": "%s", "firstname": "Ada", "lastname": "Lovelace"}
      """
          .formatted(CUSTOMER_ID);

  private TestFixtures() {}

  /** A minimal valid product JSON object with the given id suffix and name. */
  static String product(int n) {
    return """
        {"id": "00000000-0000-4000-8000-%012d", "name": "product %d", "status": "active", "type": "physical"}"""
        .formatted(n, n);
  }

  /** A page envelope around the given product numbers. */
  static String page(int page, int size, boolean hasNext, int... productNumbers) {
    StringBuilder items = new StringBuilder();
    for (int n : productNumbers) {
      if (items.length() > 0) {
        items.append(',');
      }
      items.append(product(n));
    }
    return """
        {"page": %d, "size": %d, "total": 5, "total_pages": 3, "has_next_page": %b,
         "has_previous_page": %b, "items": [%s]}"""
        .formatted(page, size, hasNext, page > 1, items);
  }

  /** A builder for a client aimed at the server under the given path prefix, retries off. */
  static CommerceClient.Builder builder(MockWebServer server, String prefix) {
    return CommerceClient.builder()
        .baseUrl(server.url(prefix).toString())
        .apiKey(API_KEY)
        .maxRetries(0)
        .retryBackoff(Duration.ZERO, Duration.ZERO)
        .attemptTimeout(Duration.ofSeconds(5));
  }

  static CommerceClient client(MockWebServer server, String prefix) {
    return builder(server, prefix).build();
  }

  static CommerceClient client(MockWebServer server) {
    return client(server, "/v1");
  }

  static MockResponse json(int code, String body) {
    return new MockResponse.Builder()
        .code(code)
        .addHeader("Content-Type", "application/json")
        .body(body)
        .build();
  }

  static MockResponse json(String body) {
    return json(200, body);
  }

  /** Takes the next recorded request, failing instead of hanging when there is none. */
  static RecordedRequest take(MockWebServer server) {
    try {
      RecordedRequest r = server.takeRequest(2, TimeUnit.SECONDS);
      assertThat(r).as("a request reached the server").isNotNull();
      return r;
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new AssertionError(e);
    }
  }

  static String bodyText(RecordedRequest r) {
    return r.getBody() == null ? "" : r.getBody().string(StandardCharsets.UTF_8);
  }

  static JsonNode bodyTree(RecordedRequest r) {
    return tree(bodyText(r));
  }

  static JsonNode tree(String json) {
    try {
      return MAPPER.readTree(json);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** The headers every call carries. */
  static void assertCommonHeaders(RecordedRequest r) {
    assertThat(r.getHeaders().values("Authorization")).containsExactly("Bearer " + API_KEY);
    assertThat(r.getHeaders().values("Accept")).containsExactly("application/json");
    // Every transport asks for gzip (OkHttp on its own, the JDK transport explicitly) and inflates
    // it, so that the size limit counts the same bytes on both.
    assertThat(r.getHeaders().values("Accept-Encoding")).containsExactly("gzip");
    assertThat(r.getHeaders().get("User-Agent"))
        .startsWith("commerce-sdk-java/")
        .contains(" Java/")
        .matches("commerce-sdk-java/\\S+ Java/\\S+")
        // the version comes from the filtered build resource, not a placeholder
        .doesNotContain("${")
        .doesNotStartWith("commerce-sdk-java/unknown")
        .endsWith(" Java/" + System.getProperty("java.version"));
  }

  /** A call with a JSON body: common headers plus the content type. */
  static void assertJsonBodyHeaders(RecordedRequest r) {
    assertCommonHeaders(r);
    assertThat(r.getHeaders().get("Content-Type")).isEqualTo("application/json");
  }

  /** A call without a body. */
  static void assertNoBody(RecordedRequest r) {
    assertThat(r.getBodySize()).isLessThanOrEqualTo(0);
    assertThat(r.getHeaders().get("Content-Type")).isNull();
  }

  /** The path the request must have: the prefix (without trailing slash) plus the suffix. */
  static String expectedPath(String prefix, String suffix) {
    String p = prefix.endsWith("/") ? prefix.substring(0, prefix.length() - 1) : prefix;
    return p + suffix;
  }

  /** Each of the six operations, as something to call on a client. */
  static Stream<Arguments> operations() {
    return Stream.of(
        Arguments.of(
            "orders.create",
            (Consumer<CommerceClient>)
                c -> c.orders().create(OrderCreateParams.builder().note("n").build())),
        Arguments.of("orders.get", (Consumer<CommerceClient>) c -> c.orders().get(ORDER_ID)),
        Arguments.of("products.list", (Consumer<CommerceClient>) c -> c.products().list()),
        Arguments.of("products.get", (Consumer<CommerceClient>) c -> c.products().get(PRODUCT_ID)),
        Arguments.of(
            "customers.create",
            (Consumer<CommerceClient>)
                c -> c.customers().create(CustomerCreateParams.builder().firstname("Ada").build())),
        Arguments.of(
            "customers.update",
            (Consumer<CommerceClient>)
                c ->
                    c.customers()
                        .update(
                            CUSTOMER_ID, CustomerUpdateParams.builder().firstname("Ada").build())));
  }

  static String orderJson(String id) {
    return "{\"id\":\""
        + id
        + "\",\"order_number\":\"ORD-1001\",\"status\":\"open\",\"currency\":\"USD\","
        + "\"items\":[{\"id\":\"11111111-2222-4333-8444-555555555555\",\"title\":\"Mug\","
        + "\"sku\":\"MUG-1\",\"quantity\":2,\"unit_price\":1250,\"total_price\":2500}],"
        + "\"total_price\":2500,\"order_datetime\":\"2025-03-01T10:15:30+02:00\"}";
  }

  static String customerJson(String id) {
    return "{\"id\":\""
        + id
        + "\",\"firstname\":\"Ada\",\"lastname\":\"Lovelace\",\"email\":\"ada@example.com\"}";
  }

  static String productJson(String id) {
    return "{\"id\":\"" + id + "\",\"name\":\"Mug\",\"status\":\"active\",\"type\":\"physical\"}";
  }

  static String pageJson() {
    return "{\"page\":1,\"size\":1,\"total\":1,\"total_pages\":1,\"has_next_page\":false,"
        + "\"has_previous_page\":false,\"items\":["
        + productJson(PRODUCT_ID)
        + "]}";
  }

  static MockResponse status(int code) {
    return json(code, "{\"message\":\"status " + code + "\"}");
  }

  static OrderCreateParams orderParams() {
    return OrderCreateParams.builder()
        .customerId(CUSTOMER_ID)
        .addItem(OrderItemParams.of("MUG-1", "Mug", 2, 1250))
        .currency("USD")
        .build();
  }

  static CustomerCreateParams customerParams() {
    return CustomerCreateParams.builder().firstname("Ada").lastname("Lovelace").build();
  }

  static CustomerUpdateParams customerUpdate() {
    return CustomerUpdateParams.builder().firstname("Ada").note("vip").build();
  }

  /**
   * A builder against the server with no real waiting: zero backoff, short timeouts. Tests that
   * assert delays replace the sleeper.
   */
  static CommerceClient.Builder fastClient(MockWebServer server) {
    return CommerceClient.builder()
        .baseUrl(server.url("/v1").toString())
        .apiKey(API_KEY)
        .retryBackoff(Duration.ZERO, Duration.ZERO)
        .connectTimeout(Duration.ofMillis(500))
        .attemptTimeout(Duration.ofSeconds(2));
  }

  private static volatile boolean warm;

  /**
   * Makes one call through the whole stack so that class loading and OkHttp's platform setup are
   * not counted in the timings a test asserts.
   */
  /**
   * The transport this run of the suite tests, chosen by the system property the SDK reads ({@code
   * commerce.sdk.transport}): OkHttp by default, {@code jdk} in the module's jdk-stack run.
   */
  static String transport() {
    String t = System.getProperty("commerce.sdk.transport");
    return t == null || t.isBlank() ? "okhttp" : t;
  }

  /** The name prefix of the threads the transport of this run runs exchanges on. */
  static String transportThreads() {
    return transport().equals("jdk") ? "commerce-sdk-http-" : "OkHttp Dispatcher";
  }

  /**
   * Skips a test that counts the SDK's own retries after a connection dropped before any response:
   * the JDK's HttpClient resends such a GET once by itself, which no client setting turns off
   * (README, Transports; {@code JdkSilentResendTest} pins what it does).
   */
  static void assumeNoSilentResendOfAGet() {
    org.junit.jupiter.api.Assumptions.assumeFalse(
        transport().equals("jdk"),
        "the JDK HttpClient resends a GET once when its connection drops before the response");
  }

  static void warmUp() throws IOException {
    if (warm) {
      return;
    }
    try (MockWebServer s = new MockWebServer()) {
      s.enqueue(json(200, orderJson(ORDER_ID)));
      s.start();
      try (CommerceClient c = fastClient(s).build()) {
        c.orders().get(ORDER_ID);
      }
    }
    warm = true;
  }

  /**
   * A server whose accepted sockets send at once (TCP_NODELAY): MockWebServer flushes the headers
   * and the body separately, and Nagle's algorithm with the peer's delayed ACK would add about 40
   * ms to every response, which adds up under load. Not started.
   */
  static MockWebServer noDelayServer() {
    MockWebServer server = new MockWebServer();
    server.setServerSocketFactory(
        new ServerSocketFactory() {
          @Override
          public ServerSocket createServerSocket() throws IOException {
            return new ServerSocket() {
              @Override
              public Socket accept() throws IOException {
                Socket socket = super.accept();
                socket.setTcpNoDelay(true);
                return socket;
              }
            };
          }

          @Override
          public ServerSocket createServerSocket(int port) throws IOException {
            throw new UnsupportedOperationException();
          }

          @Override
          public ServerSocket createServerSocket(int port, int backlog) throws IOException {
            throw new UnsupportedOperationException();
          }

          @Override
          public ServerSocket createServerSocket(int port, int backlog, InetAddress address)
              throws IOException {
            throw new UnsupportedOperationException();
          }
        });
    return server;
  }

  /** A port that was bound and then closed, so that connecting to it is refused. */
  static int closedPort() throws IOException {
    try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
      return socket.getLocalPort();
    }
  }

  /**
   * Tells whether this run's clients use the jackson3 JSON codec (the module's jdk-stack run sets
   * {@code commerce.sdk.json=jackson3}): a decoding error's cause is then Jackson 3's exception,
   * where the same message names the same problem.
   */
  static boolean onJackson3() {
    return "jackson3".equals(System.getProperty("commerce.sdk.json"));
  }

  /** Runs the call, asserts that it throws the given type, and returns what it threw. */
  static <T extends Throwable> T thrown(Class<T> type, ThrowingCallable call) {
    Throwable t = Assertions.catchThrowable(call);
    Assertions.assertThat(t).as("expected a %s", type.getSimpleName()).isInstanceOf(type);
    return type.cast(t);
  }

  /** Records each requested delay and returns at once. */
  static final class RecordingSleeper implements Sleeper {
    private final List<Duration> delays = Collections.synchronizedList(new ArrayList<>());

    @Override
    public void sleep(Duration duration) {
      delays.add(duration);
    }

    List<Duration> delays() {
      synchronized (delays) {
        return List.copyOf(delays);
      }
    }
  }

  /**
   * Captures the records of a java.util.logging logger (where System.Logger writes by default) and
   * keeps them off the console while attached.
   */
  static final class LogCapture extends Handler implements AutoCloseable {
    private final Logger logger;
    private final boolean useParentHandlers;
    private final java.util.logging.Level previousLevel;
    private final List<LogRecord> records = Collections.synchronizedList(new ArrayList<>());

    private LogCapture(String name, java.util.logging.Level level) {
      this.logger = Logger.getLogger(name);
      this.useParentHandlers = logger.getUseParentHandlers();
      this.previousLevel = logger.getLevel();
      setLevel(java.util.logging.Level.ALL);
      logger.setLevel(level);
      logger.setUseParentHandlers(false);
      logger.addHandler(this);
    }

    /** Captures the SDK's logger at every level. */
    static LogCapture sdk() {
      return new LogCapture("com.workspacecommerce.sdk", java.util.logging.Level.ALL);
    }

    /** Captures OkHttp's own logger, which reports leaked connections. */
    static LogCapture okhttp() {
      return new LogCapture("okhttp3.OkHttpClient", java.util.logging.Level.ALL);
    }

    @Override
    public void publish(LogRecord record) {
      records.add(record);
    }

    /**
     * @return each record's message, formatted with its parameters and thrown exception
     */
    List<String> lines() {
      List<String> out = new ArrayList<>();
      synchronized (records) {
        for (LogRecord r : records) {
          String msg = r.getMessage();
          if (r.getParameters() != null && msg != null) {
            msg = java.text.MessageFormat.format(msg, r.getParameters());
          }
          if (r.getThrown() != null) {
            msg = msg + " " + r.getThrown();
          }
          out.add(msg);
        }
      }
      return out;
    }

    @Override
    public void flush() {}

    @Override
    public void close() {
      logger.removeHandler(this);
      logger.setUseParentHandlers(useParentHandlers);
      logger.setLevel(previousLevel);
    }
  }
}
