package com.workspacecommerce.sdk.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.workspacecommerce.sdk.CommerceClient;
import com.workspacecommerce.sdk.contract.HttpTransportContract;
import com.workspacecommerce.sdk.internal.okhttp.OkHttpTransport;
import com.workspacecommerce.sdk.models.Product;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import mockwebserver3.MockWebServer;
import mockwebserver3.junit5.StartStop;
import okhttp3.OkHttpClient;
import okhttp3.Request;
import okhttp3.Response;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * What {@code close()} releases: the connections and threads of an OkHttp client the SDK made, and
 * nothing of one the application lent it; and that a closed client cannot be derived from.
 */
class ClientCloseTest {
  @StartStop final MockWebServer server = new MockWebServer();

  private static CommerceClient.Builder builder(String baseUrl) {
    return CommerceClient.builder().baseUrl(baseUrl).apiKey(ConcurrencyLimitTest.KEY).maxRetries(0);
  }

  private static OkHttpClient httpOf(CommerceClient client) throws ReflectiveOperationException {
    return ((OkHttpTransport) ((DefaultCommerceClient) client).transport()).client();
  }

  /** Reads one request's head from the socket (the SDK's GET has no body). */
  static void readRequestHead(InputStream in) throws IOException {
    HttpTransportContract.readRequestHead(in);
  }

  @Test
  void closingClosesThePooledConnectionAtOnce() throws Exception {
    org.junit.jupiter.api.Assumptions.assumeTrue(
        !"jdk".equals(System.getProperty("commerce.sdk.transport"))
            || Runtime.version().feature() >= 21,
        "the JDK HttpClient can close its pool only from Java 21 (shutdownNow)");
    try (ServerSocket listener = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
      CommerceClient client =
          builder("http://127.0.0.1:" + listener.getLocalPort() + "/v1").build();
      try {
        CompletableFuture<Product> call = client.async().products().get(ConcurrencyLimitTest.ID);
        try (Socket socket = listener.accept()) {
          socket.setSoTimeout((int) TimeUnit.SECONDS.toMillis(10));
          readRequestHead(socket.getInputStream());
          byte[] body = ConcurrencyLimitTest.PRODUCT.getBytes(StandardCharsets.UTF_8);
          OutputStream out = socket.getOutputStream();
          out.write(
              ("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: "
                      + body.length
                      + "\r\n\r\n")
                  .getBytes(StandardCharsets.ISO_8859_1));
          out.write(body);
          out.flush();
          assertThat(call.get(10, TimeUnit.SECONDS).id().toString())
              .isEqualTo(ConcurrencyLimitTest.ID);

          // The connection went back to the pool, kept alive for minutes; close() ends it now, so
          // the server reads the end of the stream instead of waiting out the read timeout.
          client.close();
          assertThat(socket.getInputStream().read()).isEqualTo(-1);
        }
      } finally {
        client.close();
      }
    }
  }

  @Test
  void closingStopsTheDispatcherThreadsOfAnOkHttpClientItMade() throws Exception {
    server.enqueue(ConcurrencyLimitTest.json(ConcurrencyLimitTest.PRODUCT));
    CommerceClient client = builder(server.url("/v1").toString()).transport("okhttp").build();
    client.async().products().get(ConcurrencyLimitTest.ID).get(10, TimeUnit.SECONDS);
    OkHttpClient http = httpOf(client);
    assertThat(http.dispatcher().executorService().isShutdown()).isFalse();

    client.close();

    // Left running, an idle dispatcher thread would keep the JVM alive for a minute after main.
    assertThat(http.dispatcher().executorService().isShutdown()).isTrue();
    assertThat(http.connectionPool().connectionCount()).isZero();
  }

  @Test
  void closingLeavesAnOkHttpClientTheApplicationLentWorking() throws Exception {
    OkHttpClient app = new OkHttpClient();
    try {
      server.enqueue(ConcurrencyLimitTest.json(ConcurrencyLimitTest.PRODUCT));
      server.enqueue(ConcurrencyLimitTest.json("{}"));
      try (CommerceClient client = builder(server.url("/v1").toString()).httpClient(app).build()) {
        client.async().products().get(ConcurrencyLimitTest.ID).get(10, TimeUnit.SECONDS);
      }

      assertThat(app.dispatcher().executorService().isShutdown()).isFalse();
      assertThat(app.connectionPool().connectionCount())
          .as("the pooled connection is the application's to keep")
          .isEqualTo(1);
      try (Response r =
          app.newCall(new Request.Builder().url(server.url("/x")).build()).execute()) {
        assertThat(r.code()).isEqualTo(200);
      }
      assertThat(server.takeRequest().getConnectionIndex())
          .isEqualTo(server.takeRequest().getConnectionIndex());
    } finally {
      app.dispatcher().executorService().shutdown();
      app.connectionPool().evictAll();
    }
  }

  @Test
  void aClosedClientCannotBeDerivedFrom() {
    CommerceClient client = builder(server.url("/v1").toString()).build();
    client.close();
    assertThatThrownBy(() -> client.withOptions(b -> b.maxRetries(1)))
        .isInstanceOf(IllegalStateException.class)
        .hasMessage("CommerceClient is closed; cannot derive a client from it");
    assertThatThrownBy(() -> client.withOptions(null))
        .isInstanceOf(NullPointerException.class)
        .hasMessage("change must not be null");
  }

  @ParameterizedTest(name = "transport {0}")
  @ValueSource(strings = {"okhttp", "jdk"})
  void theAsyncViewNamesItsBaseUrlAndHidesTheKeyAndLeadsBackToTheClient(String transport) {
    // The JSON codec in use, as the system property names it (the jackson3 test run sets it).
    String json = System.getProperty("commerce.sdk.json", "jackson2");
    try (CommerceClient client =
        builder("https://api.example.com/v1").transport(transport).build()) {
      // The client names its transport in the words of commerce.sdk.transport, as does the
      // transport itself.
      assertThat(client.async().toString())
          .isEqualTo(
              "AsyncCommerceClient{baseUrl=https://api.example.com/v1, transport="
                  + transport
                  + ", json="
                  + json
                  + ", apiKey=[redacted]}");
      assertThat(client.toString())
          .isEqualTo(
              "CommerceClient{baseUrl=https://api.example.com/v1, transport="
                  + transport
                  + ", json="
                  + json
                  + ", apiKey=[redacted]}");
      assertThat(((DefaultCommerceClient) client).transport())
          .hasToString("transport=" + transport);
      assertThat(client.async().sync()).isSameAs(client);
      assertThat(client.async()).isSameAs(client.async());
      assertThat(client.async().orders()).isSameAs(client.async().orders());
      assertThat(client.async().products()).isSameAs(client.async().products());
      assertThat(client.async().customers()).isSameAs(client.async().customers());
    }
  }
}
