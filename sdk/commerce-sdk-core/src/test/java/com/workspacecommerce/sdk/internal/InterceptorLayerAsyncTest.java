package com.workspacecommerce.sdk.internal;

import static org.assertj.core.api.Assertions.assertThat;

import com.workspacecommerce.sdk.CallListener;
import com.workspacecommerce.sdk.RequestInterceptor;
import com.workspacecommerce.sdk.internal.spi.Cancellation;
import com.workspacecommerce.sdk.internal.spi.ClientCodeFailure;
import com.workspacecommerce.sdk.internal.spi.Redactor;
import com.workspacecommerce.sdk.internal.spi.WireHeaders;
import com.workspacecommerce.sdk.internal.spi.WireRequest;
import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The async path of the intercepting layer: the exchange of the attempt comes back to the retrying
 * layer (which cancels through it), and an interceptor that throws ends the attempt before anything
 * is sent.
 */
class InterceptorLayerAsyncTest {
  private static final String KEY = "sk_test_InterceptAsyncKey7";

  private static OutgoingRequest request() {
    WireRequest http =
        new WireRequest(
            "GET",
            java.net.URI.create("https://api.example.com/v1/orders/o-1"),
            WireHeaders.of("Authorization", "Bearer " + KEY),
            null);
    return new OutgoingRequest(
        http,
        new CallListener.Call("orders.get", "GET", "/orders/{id}"),
        Duration.ofSeconds(1),
        0,
        true,
        Duration.ofSeconds(5),
        0L,
        1);
  }

  /** Keeps what it was asked to send and answers with a call not started. */
  private static final class Next implements CallLayer {
    final List<OutgoingRequest> sent = new ArrayList<>();
    final Cancellation call = new Cancellation();

    @Override
    public AttemptResponse send(OutgoingRequest request) {
      throw new AssertionError("sync path not expected");
    }

    @Override
    public Cancellation sendAsync(OutgoingRequest request, AttemptCallback callback) {
      sent.add(request);
      return call;
    }
  }

  @Test
  void theAttemptsCallComesBackAndTheChangedRequestIsSent() {
    Next next = new Next();
    RequestInterceptor tenant = r -> r.setHeader("X-Tenant", "acme");
    InterceptorLayer layer = new InterceptorLayer(next, List.of(tenant), new Redactor(KEY));
    List<Object> results = new ArrayList<>();

    Cancellation call = layer.sendAsync(request(), (response, failure) -> results.add(failure));

    assertThat(call).isSameAs(next.call);
    assertThat(results).isEmpty();
    assertThat(next.sent).hasSize(1);
    assertThat(next.sent.get(0).http().header("X-Tenant")).isEqualTo("acme");
    assertThat(next.sent.get(0).http().header("Authorization")).isEqualTo("Bearer " + KEY);
  }

  @Test
  void anInterceptorThatThrowsEndsTheAttemptAtOnceWithNothingSent() {
    Next next = new Next();
    IllegalStateException boom = new IllegalStateException("no tenant");
    RequestInterceptor broken =
        r -> {
          throw boom;
        };
    InterceptorLayer layer = new InterceptorLayer(next, List.of(broken), new Redactor(KEY));
    List<IOException> failures = new ArrayList<>();

    Cancellation call =
        layer.sendAsync(
            request(),
            (response, failure) -> {
              assertThat(response).isNull();
              failures.add(failure);
            });

    assertThat(call).isNull();
    assertThat(next.sent).isEmpty();
    assertThat(failures).hasSize(1);
    ClientCodeFailure failure = (ClientCodeFailure) failures.get(0);
    assertThat(failure.outcome()).isEqualTo("was not sent");
    assertThat(failure)
        .hasCause(boom)
        .hasMessageEndingWith("threw " + boom.getClass().getName() + ": no tenant");
  }
}
