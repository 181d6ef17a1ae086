package com.workspacecommerce.sdk.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import com.workspacecommerce.sdk.contract.HttpTransportContract;
import com.workspacecommerce.sdk.internal.okhttp.OkHttpTransport;
import com.workspacecommerce.sdk.internal.spi.Cancellation;
import com.workspacecommerce.sdk.internal.spi.ProxySettings;
import com.workspacecommerce.sdk.internal.spi.Redactor;
import com.workspacecommerce.sdk.internal.spi.TransportSettings;
import com.workspacecommerce.sdk.internal.spi.WireHeaders;
import com.workspacecommerce.sdk.internal.spi.WireRequest;
import com.workspacecommerce.sdk.internal.spi.WireResponse;
import java.io.IOException;
import java.io.InterruptedIOException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import mockwebserver3.junit5.StartStop;
import okhttp3.Interceptor;
import okhttp3.OkHttpClient;
import org.junit.jupiter.api.Test;

/**
 * What the OkHttp adapter promises about an application's own {@link OkHttpClient}: its
 * authenticator, interceptors and fast fallback are kept, but none of them makes OkHttp resend a
 * request on its own, and what they throw reaches the call path as the failure it is.
 */
class OkHttpTransportTest {
  private static final Redactor REDACTOR = new Redactor("sk_test_okhttp_adapter");

  @StartStop final MockWebServer server = new MockWebServer();

  private static OkHttpTransport transport(OkHttpClient given) {
    return OkHttpTransport.create(
        given,
        new TransportSettings(Duration.ofSeconds(5), null, ProxySettings.JVM_DEFAULT, 64),
        REDACTOR);
  }

  private WireRequest post() {
    return new WireRequest(
        "POST",
        server.url("/v1/orders").uri(),
        WireHeaders.EMPTY,
        "{\"currency\":\"USD\"}".getBytes(StandardCharsets.UTF_8));
  }

  private WireRequest get() {
    return new WireRequest("GET", server.url("/v1/products/p_1").uri(), WireHeaders.EMPTY, null);
  }

  @Test
  void anAuthenticatorOfTheApplicationsClientDoesNotMakeOkHttpResendARequestBody()
      throws Exception {
    server.enqueue(
        new MockResponse.Builder().code(401).body("{\"error\":\"unauthorized\"}").build());
    server.enqueue(new MockResponse.Builder().code(200).body("{}").build());
    OkHttpClient given =
        new OkHttpClient.Builder()
            .authenticator(
                (route, response) ->
                    response.request().newBuilder().header("X-Retried-By", "okhttp").build())
            .build();
    OkHttpTransport transport = transport(given);
    // The body may be sent once only: the 401 comes back to the call path, which alone decides
    // whether the request is sent again.
    try (WireResponse response = transport.send(post(), new Cancellation())) {
      assertThat(response.status()).isEqualTo(401);
    } finally {
      transport.close();
    }
    assertThat(server.getRequestCount()).isEqualTo(1);
    assertThat(server.takeRequest().getBody().utf8()).isEqualTo("{\"currency\":\"USD\"}");
  }

  @Test
  void anIOExceptionThrownByAnApplicationInterceptorOnAnAsyncCallIsReportedAsItIs()
      throws Exception {
    // Its cause being a RuntimeException does not make it the application's code failing: OkHttp
    // did not cancel the call, so this is the I/O failure the interceptor reported.
    IOException thrown = new IOException("proxy refused", new IllegalStateException("no route"));
    Interceptor failing =
        chain -> {
          throw thrown;
        };
    OkHttpTransport transport =
        transport(new OkHttpClient.Builder().addInterceptor(failing).build());
    try {
      assertThat(HttpTransportContract.asyncFailure(transport, get()).get(5, TimeUnit.SECONDS))
          .isSameAs(thrown);
    } finally {
      transport.close();
    }
    assertThat(server.getRequestCount()).isZero();
  }

  @Test
  void anUndeclaredCheckedExceptionOfAnApplicationInterceptorIsAnIOFailureNotAnInterrupt()
      throws Exception {
    // An interceptor written in Kotlin may throw any checked exception; OkHttp passes it on.
    Interceptor failing = chain -> sneakyThrow(new TimeoutException("token service"));
    OkHttpTransport transport =
        transport(new OkHttpClient.Builder().addInterceptor(failing).build());
    try {
      Throwable t = catchThrowable(() -> transport.send(get(), new Cancellation()));
      assertThat(t)
          .isExactlyInstanceOf(IOException.class)
          .hasCauseExactlyInstanceOf(TimeoutException.class);
      assertThat(Thread.currentThread().isInterrupted()).isFalse();
    } finally {
      transport.close();
    }
  }

  @Test
  void anInterruptWhileFastFallbackWaitsForAConnectionIsInterruptedIOAndKeepsTheFlag()
      throws Exception {
    // The application's client keeps OkHttp's fast fallback: the calling thread waits for the
    // connect attempts on a queue, which throws an InterruptedException Kotlin does not declare.
    OkHttpClient given = new OkHttpClient.Builder().fastFallback(true).build();
    OkHttpTransport transport = transport(given);
    try {
      Thread.currentThread().interrupt();
      Throwable t = catchThrowable(() -> transport.send(get(), new Cancellation()));
      boolean flag = Thread.interrupted();
      assertThat(t)
          .isInstanceOf(InterruptedIOException.class)
          .hasCauseInstanceOf(InterruptedException.class);
      assertThat(flag).as("the interrupt flag, restored for the application").isTrue();
    } finally {
      Thread.interrupted();
      transport.close();
    }
    assertThat(server.getRequestCount()).isZero();
  }

  @SuppressWarnings("unchecked")
  private static <T extends Throwable> okhttp3.Response sneakyThrow(Throwable t) throws T {
    throw (T) t;
  }
}
