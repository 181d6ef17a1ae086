package com.workspacecommerce.sdk.spring;

import io.micrometer.observation.Observation;
import io.micrometer.observation.ObservationConvention;

/**
 * Names and tags the observation of an SDK call. The starter uses {@link
 * DefaultCommerceObservationConvention} ({@code commerce.client.requests}) or, with {@code
 * commerce.observations.convention=opentelemetry}, {@link
 * OpenTelemetryCommerceObservationConvention}; a bean of this type replaces either.
 */
public interface CommerceObservationConvention
    extends ObservationConvention<CommerceObservationContext> {
  @Override
  default boolean supportsContext(Observation.Context context) {
    return context instanceof CommerceObservationContext;
  }
}
