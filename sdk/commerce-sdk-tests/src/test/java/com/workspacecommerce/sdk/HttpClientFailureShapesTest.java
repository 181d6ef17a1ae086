package com.workspacecommerce.sdk;

import static com.workspacecommerce.sdk.TestFixtures.API_KEY;
import static com.workspacecommerce.sdk.TestFixtures.ORDER_ID;
import static com.workspacecommerce.sdk.TestFixtures.builder;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import com.workspacecommerce.sdk.errors.CommerceConnectionException;
import com.workspacecommerce.sdk.errors.CommerceException;
import java.io.IOException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import mockwebserver3.MockWebServer;
import mockwebserver3.junit5.StartStop;
import okhttp3.Interceptor;
import okhttp3.OkHttpClient;
import org.junit.jupiter.api.Test;

/**
 * The failures an application's own OkHttpClient reports on the async path, and which of them the
 * SDK reads as its code having thrown: only a cancelled call carrying a RuntimeException, as its
 * cause (newer OkHttp) or suppressed (OkHttp 5.0, whose dispatcher cancels the call and reports
 * "canceled due to" the throwable). An I/O failure of a live call stays an I/O failure, as on the
 * sync path.
 */
class HttpClientFailureShapesTest {
  @StartStop final MockWebServer server = new MockWebServer();

  private CommerceClient client(Interceptor interceptor) {
    return builder(server, "/v1")
        .httpClient(new OkHttpClient.Builder().addInterceptor(interceptor).build())
        .build();
  }

  private static Throwable asyncFailure(CommerceClient client) {
    Throwable t =
        catchThrowable(() -> client.async().orders().get(ORDER_ID).get(10, TimeUnit.SECONDS));
    assertThat(t).isInstanceOf(ExecutionException.class);
    return t.getCause();
  }

  @Test
  void aThrowableReportedSuppressedOnACancelledCallIsTheApplicationsCodeThrowing() {
    IllegalStateException boom = new IllegalStateException("no route for key " + API_KEY);
    try (CommerceClient client =
        client(
            chain -> {
              // What OkHttp 5.0's dispatcher does when an interceptor throws.
              chain.call().cancel();
              IOException canceled = new IOException("canceled due to " + boom);
              canceled.addSuppressed(new IOException("not this one"));
              canceled.addSuppressed(boom);
              throw canceled;
            })) {
      Throwable failure = asyncFailure(client);
      assertThat(failure)
          .isExactlyInstanceOf(CommerceException.class)
          .hasMessageContaining("httpClient(..)")
          .hasMessageContaining("java.lang.IllegalStateException: no route for key")
          .hasMessageNotContaining(API_KEY)
          .hasCause(boom);
    }
    assertThat(server.getRequestCount()).isZero();
  }

  @Test
  void aCancelledCallCarryingNoRuntimeExceptionIsNotBlamedOnTheApplicationsCode() {
    IOException plain = new IOException("canceled");
    plain.addSuppressed(new IOException("also i/o"));
    try (CommerceClient client =
        client(
            chain -> {
              chain.call().cancel();
              throw plain;
            })) {
      Throwable failure = asyncFailure(client);
      assertThat(failure).isInstanceOf(CommerceException.class);
      assertThat(failure.getMessage()).doesNotContain("httpClient(..)");
      assertThat(failure.getCause()).isSameAs(plain);
    }
  }

  @Test
  void anIoFailureOfALiveCallIsAConnectionFailureInBothModesWhateverItsCause() {
    IOException refused =
        new IOException("proxy refused", new IllegalStateException("proxy said no"));
    try (CommerceClient client =
        client(
            chain -> {
              throw refused;
            })) {
      Throwable sync = catchThrowable(() -> client.orders().get(ORDER_ID));
      Throwable async = asyncFailure(client);
      assertThat(sync).isInstanceOf(CommerceConnectionException.class).hasCause(refused);
      assertThat(async).isInstanceOf(CommerceConnectionException.class).hasCause(refused);
      assertThat(async.getMessage()).isEqualTo(sync.getMessage());
    }
  }
}
