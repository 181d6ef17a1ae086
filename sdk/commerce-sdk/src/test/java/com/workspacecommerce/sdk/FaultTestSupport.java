package com.workspacecommerce.sdk;

import com.workspacecommerce.sdk.internal.Sleeper;
import com.workspacecommerce.sdk.params.CustomerCreateParams;
import com.workspacecommerce.sdk.params.CustomerUpdateParams;
import com.workspacecommerce.sdk.params.OrderCreateParams;
import com.workspacecommerce.sdk.params.OrderItemParams;
import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.logging.Handler;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import javax.net.ServerSocketFactory;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import mockwebserver3.RecordedRequest;
import org.assertj.core.api.Assertions;
import org.assertj.core.api.ThrowableAssert.ThrowingCallable;

/**
 * Shared pieces of the resilience and fault-injection tests (Retry*, Fault*, Safety*,
 * Concurrency*): fixtures, a client builder tuned for fast tests, a recording sleeper and a
 * java.util.logging capture.
 */
final class FaultTestSupport {
  /** A key distinctive enough that any leak of it is found by a plain substring search. */
  static final String API_KEY = "sk_live_FAULTKEY_5e1d7c3b9a2f4e60";

  static final String ORDER_ID = "3f1c2a4e-8b7d-4c6a-9e2f-1a2b3c4d5e6f";
  static final String PRODUCT_ID = "8a6b4c2d-1e3f-4a5b-9c8d-7e6f5a4b3c2d";
  static final String CUSTOMER_ID = "c0ffee00-1234-4abc-8def-0123456789ab";

  private FaultTestSupport() {}

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

  static MockResponse json(int code, String body) {
    return new MockResponse.Builder()
        .code(code)
        .setHeader("Content-Type", "application/json")
        .body(body)
        .build();
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
        .timeout(Duration.ofSeconds(2));
  }

  private static volatile boolean warm;

  /**
   * Makes one call through the whole stack so that class loading and OkHttp's platform setup are
   * not counted in the timings a test asserts.
   */
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

  static RecordedRequest take(MockWebServer server) throws InterruptedException {
    RecordedRequest r = server.takeRequest(2, TimeUnit.SECONDS);
    if (r == null) {
      throw new AssertionError("the server received no request within 2 s");
    }
    return r;
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
   * Captures the records of a java.util.logging logger (where System.Logger writes by default)
   * and keeps them off the console while attached.
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

    /** @return each record's message, formatted with its parameters and thrown exception */
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
