package com.workspacecommerce.sdk;

import static com.workspacecommerce.sdk.TestFixtures.API_KEY;
import static com.workspacecommerce.sdk.TestFixtures.ORDER_ID;
import static com.workspacecommerce.sdk.TestFixtures.ORDER_MINIMAL;
import static com.workspacecommerce.sdk.TestFixtures.builder;
import static com.workspacecommerce.sdk.TestFixtures.json;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.function.Function;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import java.util.stream.Collectors;
import mockwebserver3.MockWebServer;
import mockwebserver3.junit5.StartStop;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The logging layer ({@code internal.LoggingLayer} under {@code internal.LogPolicy}) over a real
 * socket. Log levels: summaries at DEBUG (JUL FINE) and details at TRACE (JUL FINER) for a logging
 * framework to filter, unless COMMERCE_LOG or logLevel asks for output, which then goes out at
 * INFO.
 */
class LoggingLayerTest {
  @StartStop final MockWebServer server = new MockWebServer();

  private final Logger jul = Logger.getLogger("com.workspacecommerce.sdk");
  private final List<LogRecord> records = Collections.synchronizedList(new ArrayList<>());
  private final Handler handler =
      new Handler() {
        @Override
        public void publish(LogRecord record) {
          if (jul.isLoggable(record.getLevel())) {
            records.add(record);
          }
        }

        @Override
        public void flush() {}

        @Override
        public void close() {}
      };
  private Level previous;
  private boolean parents;

  @BeforeEach
  void attach() {
    previous = jul.getLevel();
    parents = jul.getUseParentHandlers();
    handler.setLevel(Level.ALL);
    jul.addHandler(handler);
    jul.setUseParentHandlers(false);
  }

  @AfterEach
  void detach() {
    jul.removeHandler(handler);
    jul.setLevel(previous);
    jul.setUseParentHandlers(parents);
  }

  private static final Function<String, String> NO_ENV = name -> null;

  private List<String> run(Level julLevel, CommerceClient.Builder b) {
    jul.setLevel(julLevel);
    server.enqueue(json(ORDER_MINIMAL).newBuilder().addHeader("X-Request-Id", "req-9").build());
    try (CommerceClient client = b.build()) {
      client.orders().get(ORDER_ID);
    }
    synchronized (records) {
      return records.stream()
          .map(r -> r.getLevel() + " " + r.getMessage())
          .collect(Collectors.toList());
    }
  }

  @Test
  void byDefaultAnInfoConfigurationShowsNothing() {
    assertThat(run(Level.INFO, builder(server, "/v1").env(NO_ENV))).isEmpty();
  }

  @Test
  void byDefaultTheSummaryIsAtDebug() {
    List<String> lines = run(Level.FINE, builder(server, "/v1").env(NO_ENV));
    assertThat(lines).hasSize(1);
    assertThat(lines.get(0))
        .startsWith("FINE GET /v1/orders/" + ORDER_ID + " -> 200")
        .contains("request id req-9")
        .contains("[attempt 1]")
        .doesNotContain("Authorization");
  }

  @Test
  void byDefaultHeadersAndBodiesAreAtTrace() {
    List<String> lines = run(Level.FINER, builder(server, "/v1").env(NO_ENV));
    String all = String.join("\n", lines);
    assertThat(lines).anyMatch(l -> l.startsWith("FINER --> GET /v1/orders/"));
    assertThat(lines).anyMatch(l -> l.startsWith("FINE GET /v1/orders/"));
    assertThat(all)
        .contains("Authorization: [redacted]")
        .contains("\"order_number\": \"WC-1\"")
        .doesNotContain(API_KEY);
  }

  @Test
  void theEnvironmentSwitchShowsSummariesAtInfo() {
    Function<String, String> env = n -> CommerceClient.ENV_LOG.equals(n) ? "info" : null;
    List<String> lines = run(Level.INFO, builder(server, "/v1").env(env));
    assertThat(lines).hasSize(1);
    assertThat(lines.get(0)).startsWith("INFO GET /v1/orders/").contains("-> 200");
  }

  @Test
  void theDebugSwitchShowsHeadersAndBodiesAtInfo() {
    List<String> lines =
        run(Level.INFO, builder(server, "/v1").env(NO_ENV).logLevel(LogLevel.DEBUG));
    assertThat(lines).allMatch(l -> l.startsWith("INFO "));
    assertThat(String.join("\n", lines))
        .contains("Authorization: [redacted]")
        .contains("\"order_number\": \"WC-1\"")
        .doesNotContain(API_KEY);
  }

  @Test
  void noneSilencesEvenAVerboseFramework() {
    assertThat(run(Level.ALL, builder(server, "/v1").env(NO_ENV).logLevel(LogLevel.NONE)))
        .isEmpty();
  }
}
