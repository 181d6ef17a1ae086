package com.workspacecommerce.sdk.spring;

import static org.assertj.core.api.Assertions.assertThat;

import com.workspacecommerce.sdk.CallListener;
import com.workspacecommerce.sdk.RequestInterceptor;
import com.workspacecommerce.sdk.errors.NotFoundException;
import io.micrometer.observation.Observation;
import io.micrometer.observation.ObservationHandler;
import io.micrometer.observation.ObservationRegistry;
import java.net.URI;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.Test;

/**
 * {@link CommerceObservationListener} driven by hand, as the SDK drives it (start, one intercepted
 * attempt, end), on a plain registry that records what it stops: no server, no Boot.
 */
class CommerceObservationListenerTest {
  private static final URI URL = URI.create("https://api.example.com/v1/products/p_1");

  private final List<Observation.Context> stopped = new CopyOnWriteArrayList<>();

  private ObservationRegistry recording() {
    ObservationRegistry registry = ObservationRegistry.create();
    registry
        .observationConfig()
        .observationHandler(
            new ObservationHandler<>() {
              @Override
              public boolean supportsContext(Observation.Context context) {
                return true;
              }

              @Override
              public void onStop(Observation.Context context) {
                stopped.add(context);
              }
            });
    return registry;
  }

  private static CallListener.Call call() {
    return new CallListener.Call("products.get", "GET", "/products/{id}");
  }

  @Test
  void aFailedCallsObservationCarriesItsFailureAndASuccessfulOneNone() {
    CommerceObservationListener listener = new CommerceObservationListener(recording());
    NotFoundException notFound = new NotFoundException("not found", 404, Map.of(), "", "r-1", 1);
    CallListener.Call failed = call();
    CallListener.Call succeeded = call();

    listener.onCallStart(failed);
    listener.onCallStart(succeeded);
    listener.onCallEnd(
        succeeded, new CallListener.CallEnd(1, Duration.ofMillis(3), 200, null, null));
    listener.onCallEnd(
        failed, new CallListener.CallEnd(1, Duration.ofMillis(4), 404, "r-1", notFound));

    assertThat(stopped).hasSize(2);
    assertThat(stopped.get(0).getError()).isNull();
    assertThat(stopped.get(1).getError()).isSameAs(notFound);
    assertThat(stopped)
        .allSatisfy(
            c ->
                assertThat(((CommerceObservationContext) c).getRemoteServiceName())
                    .isEqualTo("workspace-commerce"));
  }

  @Test
  void aCallEndedTwiceOrNeverStartedStopsNothingMore() {
    CommerceObservationListener listener = new CommerceObservationListener(recording());
    CallListener.Call c = call();
    CallListener.CallEnd end = new CallListener.CallEnd(1, Duration.ofMillis(1), 200, null, null);

    listener.onCallEnd(c, end);
    listener.onCallStart(c);
    listener.onCallEnd(c, end);
    listener.onCallEnd(c, end);

    assertThat(stopped).hasSize(1);
  }

  @Test
  void aNoopRegistryObservesNothingAndTheAttemptsGoOutUntouched() {
    CommerceObservationListener listener =
        new CommerceObservationListener(ObservationRegistry.NOOP);
    CallListener.Call c = call();
    FakeRequest request = new FakeRequest(c);

    listener.onCallStart(c);
    listener.intercept(request);
    listener.onCallEnd(c, new CallListener.CallEnd(1, Duration.ofMillis(1), 200, null, null));

    assertThat(request.set).isEmpty();
  }

  /** One attempt's request, recording the headers the listener sets. */
  private static final class FakeRequest implements RequestInterceptor.Request {
    final Map<String, String> set = new LinkedHashMap<>();
    private final CallListener.Call call;

    FakeRequest(CallListener.Call call) {
      this.call = call;
    }

    @Override
    public CallListener.Call call() {
      return call;
    }

    @Override
    public int attempt() {
      return 1;
    }

    @Override
    public String method() {
      return "GET";
    }

    @Override
    public URI url() {
      return URL;
    }

    @Override
    public @Nullable String header(String name) {
      return set.get(name);
    }

    @Override
    public Map<String, List<String>> headers() {
      Map<String, List<String>> all = new LinkedHashMap<>();
      set.forEach((k, v) -> all.put(k, List.of(v)));
      return all;
    }

    @Override
    public byte @Nullable [] body() {
      return null;
    }

    @Override
    public RequestInterceptor.Request setHeader(String name, String value) {
      set.put(name, value);
      return this;
    }

    @Override
    public RequestInterceptor.Request removeHeader(String name) {
      set.remove(name);
      return this;
    }
  }
}
