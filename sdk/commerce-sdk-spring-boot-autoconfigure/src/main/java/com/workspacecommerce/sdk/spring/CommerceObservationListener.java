package com.workspacecommerce.sdk.spring;

import com.workspacecommerce.sdk.CallListener;
import com.workspacecommerce.sdk.RequestInterceptor;
import io.micrometer.observation.Observation;
import io.micrometer.observation.ObservationRegistry;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/**
 * Records one Micrometer {@link Observation} per SDK call, so the application gets a timer per
 * operation and outcome and, with Micrometer Tracing, a client span per call whose context travels
 * in each attempt's headers ({@code traceparent} with W3C propagation).
 *
 * <p>Its names and tags come from a {@link CommerceObservationConvention}: the one given, else one
 * registered globally on the registry, else {@link DefaultCommerceObservationConvention} ({@value
 * #NAME}).
 *
 * <p>It is both the client's {@link CallListener} (start and end of the call) and one of its {@link
 * RequestInterceptor}s (headers on every attempt); the two meet on the call's {@link
 * CallListener.Call} instance, which the SDK makes anew for every call.
 */
public final class CommerceObservationListener implements CallListener, RequestInterceptor {
  /** The default convention's observation name, and so the timer's: {@value}. */
  public static final String NAME = DefaultCommerceObservationConvention.NAME;

  private static final CommerceObservationConvention DEFAULT =
      new DefaultCommerceObservationConvention();

  private final ObservationRegistry registry;
  private final @Nullable CommerceObservationConvention convention;
  private final Map<Call, Observation> inFlight =
      Collections.synchronizedMap(new IdentityHashMap<>());

  /**
   * Creates the listener with the default convention (unless the registry has a global one).
   *
   * @param registry where observations are recorded
   */
  public CommerceObservationListener(ObservationRegistry registry) {
    this(registry, null);
  }

  /**
   * Creates the listener with a convention of the application's.
   *
   * @param registry where observations are recorded
   * @param convention names and tags each observation; null for the default
   */
  public CommerceObservationListener(
      ObservationRegistry registry, @Nullable CommerceObservationConvention convention) {
    this.registry = registry;
    this.convention = convention;
  }

  @Override
  public void onCallStart(Call call) {
    if (registry.isNoop()) {
      return;
    }
    CommerceObservationContext context = new CommerceObservationContext(call);
    // Started on the calling thread, so a span current there (the incoming request's) is the
    // parent.
    Observation observation =
        Observation.createNotStarted(convention, DEFAULT, () -> context, registry).start();
    inFlight.put(call, observation);
  }

  @Override
  public void intercept(RequestInterceptor.Request request) {
    Observation observation = inFlight.get(request.call());
    if (observation != null) {
      CommerceObservationContext context = (CommerceObservationContext) observation.getContext();
      context.attemptSent(request.url());
      Map<String, String> carrier = context.getCarrier();
      if (carrier != null) { // set by the context's constructor
        carrier.forEach(request::setHeader);
      }
    }
  }

  @Override
  public void onCallEnd(Call call, CallEnd end) {
    Observation observation = inFlight.remove(call);
    if (observation == null) {
      return;
    }
    ((CommerceObservationContext) observation.getContext()).ended(end);
    if (end.failure() != null) {
      observation.error(end.failure());
    }
    observation.stop();
  }
}
