package com.workspacecommerce.sdk.spring;

import com.workspacecommerce.sdk.CallListener;
import com.workspacecommerce.sdk.RequestInterceptor;
import com.workspacecommerce.sdk.errors.CommerceApiException;
import io.micrometer.common.KeyValues;
import io.micrometer.observation.Observation;
import io.micrometer.observation.ObservationConvention;
import io.micrometer.observation.ObservationRegistry;
import io.micrometer.observation.transport.Kind;
import io.micrometer.observation.transport.RequestReplySenderContext;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Records one Micrometer {@link Observation} per SDK call, named {@value #NAME}, so the application
 * gets a timer per operation and outcome and, with Micrometer Tracing, a client span per call whose
 * context travels in each attempt's headers ({@code traceparent} with W3C propagation).
 *
 * <p>It is both the client's {@link CallListener} (start and end of the call) and one of its {@link
 * RequestInterceptor}s (headers on every attempt); the two meet on the call's {@link
 * CallListener.Call} instance, which the SDK makes anew for every call. The timer's tags are
 * low-cardinality only: operation, outcome, status and attempts (Micrometer's meter handler adds
 * {@code error}), never ids, URLs or the key; the span also gets the method and the path template
 * ({@code /products/{id}}).
 */
public final class CommerceObservationListener implements CallListener, RequestInterceptor {
  /** The observation's name, and so the timer's: {@value}. */
  public static final String NAME = "commerce.client.requests";

  private final ObservationRegistry registry;
  private final Map<Call, CallContext> inFlight =
      Collections.synchronizedMap(new IdentityHashMap<>());

  /**
   * Creates the listener.
   *
   * @param registry where observations are recorded
   */
  public CommerceObservationListener(ObservationRegistry registry) {
    this.registry = registry;
  }

  @Override
  public void onCallStart(Call call) {
    if (registry.isNoop()) {
      return;
    }
    CallContext context = new CallContext(call);
    // Started on the calling thread, so a span current there (the incoming request's) is the
    // parent.
    context.observation =
        Observation.createNotStarted(null, CONVENTION, () -> context, registry).start();
    inFlight.put(call, context);
  }

  @Override
  public void intercept(RequestInterceptor.Request request) {
    CallContext context = inFlight.get(request.call());
    if (context != null) {
      context.getCarrier().forEach(request::setHeader);
    }
  }

  @Override
  public void onCallEnd(Call call, CallEnd end) {
    CallContext context = inFlight.remove(call);
    if (context == null) {
      return;
    }
    context.end = end;
    if (end.failure() != null) {
      context.observation.error(end.failure());
    }
    context.observation.stop();
  }

  /** What one call's observation knows; its carrier collects the headers tracing injects. */
  static final class CallContext extends RequestReplySenderContext<Map<String, String>, Object> {
    final Call call;
    Observation observation;
    CallEnd end;

    CallContext(Call call) {
      super((carrier, key, value) -> carrier.put(key, value), Kind.CLIENT);
      this.call = call;
      setCarrier(new LinkedHashMap<>());
      setRemoteServiceName("workspace-commerce");
    }
  }

  private static final Convention CONVENTION = new Convention();

  /** Names and tags: the operation as the contextual name, and only bounded tag values. */
  static final class Convention implements ObservationConvention<CallContext> {
    // Status codes and attempt counts as tag values without a new String per call.
    private static final String[] NUMBERS = new String[600];

    static {
      for (int i = 0; i < NUMBERS.length; i++) {
        NUMBERS[i] = Integer.toString(i);
      }
    }

    @Override
    public String getName() {
      return NAME;
    }

    @Override
    public String getContextualName(CallContext context) {
      return context.call.operation();
    }

    @Override
    public KeyValues getLowCardinalityKeyValues(CallContext context) {
      // method and uri follow from the operation, so as timer tags they would add cost (Micrometer
      // pays per tag on every call) and no dimension; they go on the span instead. The failure's
      // class needs no tag of ours: the observation carries the error, and Micrometer's meter
      // handler tags it as "error".
      CallEnd end = context.end;
      return KeyValues.of(
          "operation",
          context.call.operation(),
          "outcome",
          outcome(end),
          "status",
          end == null || end.statusCode() == 0 ? "NONE" : number(end.statusCode()),
          "attempts",
          end == null ? "0" : number(end.attempts()));
    }

    @Override
    public KeyValues getHighCardinalityKeyValues(CallContext context) {
      return KeyValues.of("method", context.call.method(), "uri", context.call.pathTemplate());
    }

    @Override
    public boolean supportsContext(Observation.Context context) {
      return context instanceof CallContext;
    }

    private static String number(int n) {
      return n >= 0 && n < NUMBERS.length ? NUMBERS[n] : Integer.toString(n);
    }

    private static String outcome(CallEnd end) {
      if (end == null) {
        return "UNKNOWN";
      }
      if (end.succeeded()) {
        return "SUCCESS";
      }
      if (end.failure() instanceof CommerceApiException) {
        int status = ((CommerceApiException) end.failure()).statusCode();
        return status >= 500 ? "SERVER_ERROR" : status >= 400 ? "CLIENT_ERROR" : "REDIRECTION";
      }
      return "UNKNOWN";
    }
  }
}
