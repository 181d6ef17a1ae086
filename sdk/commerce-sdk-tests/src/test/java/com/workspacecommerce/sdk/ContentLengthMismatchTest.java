package com.workspacecommerce.sdk;

import static com.workspacecommerce.sdk.TestFixtures.API_KEY;
import static com.workspacecommerce.sdk.TestFixtures.PRODUCT_ID;
import static com.workspacecommerce.sdk.TestFixtures.productJson;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import com.workspacecommerce.sdk.errors.CommerceConnectionException;
import com.workspacecommerce.sdk.errors.ResponseTooLargeException;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import okhttp3.MediaType;
import okhttp3.OkHttpClient;
import okhttp3.Protocol;
import okhttp3.Response;
import okhttp3.ResponseBody;
import okio.BufferedSource;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * A 2xx body whose Content-Length is not its length. Over HTTP/1.1 OkHttp reads exactly the
 * announced bytes, but over HTTP/2 the body runs to the end of the stream whatever the header says:
 * the call fails rather than hand on a cut body, and the announced length is what the size limit is
 * checked against before anything is read.
 */
class ContentLengthMismatchTest {
  private static final String BODY = productJson(PRODUCT_ID);
  private static final int SIZE = BODY.getBytes(StandardCharsets.UTF_8).length;

  private final MockWebServer server = new MockWebServer();
  private final OkHttpClient h2 =
      new OkHttpClient.Builder().protocols(List.of(Protocol.H2_PRIOR_KNOWLEDGE)).build();

  @BeforeEach
  void start() throws Exception {
    server.setProtocols(List.of(Protocol.H2_PRIOR_KNOWLEDGE));
    server.start();
  }

  @AfterEach
  void stop() throws Exception {
    server.close();
    h2.dispatcher().executorService().shutdown();
    h2.connectionPool().evictAll();
  }

  private CommerceClient client(long limit) {
    return CommerceClient.builder()
        .baseUrl(server.url("/v1").toString())
        .apiKey(API_KEY)
        .httpClient(h2)
        .maxRetries(0)
        .maxResponseBytes(limit)
        .attemptTimeout(Duration.ofSeconds(5))
        .build();
  }

  /** The product's JSON announced as {@code length} bytes. */
  private void enqueue(long length) {
    server.enqueue(
        new MockResponse.Builder()
            .addHeader("Content-Type", "application/json")
            .body(BODY)
            .setHeader("Content-Length", length)
            .build());
  }

  @Test
  void aMatchingContentLengthIsRead() {
    enqueue(SIZE);
    try (CommerceClient client = client(SIZE)) {
      assertThat(client.products().get(PRODUCT_ID).name()).isEqualTo("Mug");
    }
  }

  @Test
  void aBodyLongerThanItsContentLengthFailsInsteadOfBeingCut() {
    enqueue(SIZE - 1);
    try (CommerceClient client = client(SIZE * 10L)) {
      CommerceConnectionException e =
          catchThrowableOfType(
              CommerceConnectionException.class, () -> client.products().get(PRODUCT_ID));
      // OkHttp 5 notices it first; the SDK's own check stands for the OkHttp versions that do not.
      assertThat(e.getCause())
          .isInstanceOf(IOException.class)
          .hasMessageContaining(String.valueOf(SIZE - 1));
    }
  }

  @Test
  void aBodyShorterThanItsContentLengthFailsNamingBoth() {
    enqueue(SIZE + 1);
    try (CommerceClient client = client(SIZE * 10L)) {
      CommerceConnectionException e =
          catchThrowableOfType(
              CommerceConnectionException.class, () -> client.products().get(PRODUCT_ID));
      assertThat(e.getCause())
          .hasMessage(
              "Content-Length (" + (SIZE + 1) + ") is more than the body's length (" + SIZE + ")");
    }
  }

  @Test
  void aBodyLongerThanWhatAnInterceptorAnnouncesFailsInsteadOfBeingCut() throws Exception {
    // An application interceptor that hands on the body under a length one byte short: OkHttp
    // cannot tell, so the SDK's own check is what keeps the value from being read from a cut body.
    OkHttpClient lying =
        h2.newBuilder()
            .addInterceptor(
                chain -> {
                  Response response = chain.proceed(chain.request());
                  ResponseBody real = response.body();
                  ResponseBody shorter =
                      new ResponseBody() {
                        @Override
                        public MediaType contentType() {
                          return real.contentType();
                        }

                        @Override
                        public long contentLength() {
                          return real.contentLength() - 1;
                        }

                        @Override
                        public BufferedSource source() {
                          return real.source();
                        }
                      };
                  return response.newBuilder().body(shorter).build();
                })
            .build();
    server.enqueue(
        new MockResponse.Builder()
            .addHeader("Content-Type", "application/json")
            .body(BODY)
            .build());
    try (CommerceClient client =
        CommerceClient.builder()
            .baseUrl(server.url("/v1").toString())
            .apiKey(API_KEY)
            .httpClient(lying)
            .maxRetries(0)
            .attemptTimeout(Duration.ofSeconds(5))
            .build()) {
      CommerceConnectionException e =
          catchThrowableOfType(
              CommerceConnectionException.class, () -> client.products().get(PRODUCT_ID));
      assertThat(e.getCause())
          .hasMessage("the body is longer than its Content-Length (" + (SIZE - 1) + ")");
    }
  }

  @Test
  void anAnnouncedLengthOverTheLimitIsRefusedAtItsExactEdge() throws Exception {
    // The body itself fits; what the server announces is one byte more than the limit.
    enqueue(SIZE + 1);
    try (CommerceClient client = client(SIZE)) {
      assertThat(
              catchThrowableOfType(
                      ResponseTooLargeException.class, () -> client.products().get(PRODUCT_ID))
                  .limitBytes())
          .isEqualTo(SIZE);
    }
    enqueue(SIZE + 1);
    try (CommerceClient client = client(SIZE)) {
      ExecutionException e =
          catchThrowableOfType(
              ExecutionException.class,
              () -> client.async().products().get(PRODUCT_ID).get(10, TimeUnit.SECONDS));
      assertThat(e.getCause()).isInstanceOf(ResponseTooLargeException.class);
    }
  }
}
