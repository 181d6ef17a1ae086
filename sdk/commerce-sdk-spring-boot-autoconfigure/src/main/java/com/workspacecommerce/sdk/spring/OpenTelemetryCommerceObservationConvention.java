package com.workspacecommerce.sdk.spring;

import com.workspacecommerce.sdk.CallListener;
import com.workspacecommerce.sdk.errors.CommerceApiException;
import io.micrometer.common.KeyValue;
import io.micrometer.common.KeyValues;
import java.net.URI;
import java.util.ArrayList;
import java.util.List;

/**
 * OpenTelemetry's stable HTTP client semantic conventions: the timer {@value #NAME} and a client
 * span named {@code GET /products/{id}}, with these attributes.
 *
 * <ul>
 *   <li>Low cardinality (timer tags and span): {@code http.request.method}, {@code server.address},
 *       {@code server.port}, {@code url.template} (the path template, never an id), {@code
 *       http.response.status_code} when a response came, {@code error.type} when the call failed
 *       (the status code for an HTTP error, else the exception's class name).
 *   <li>High cardinality (span only): {@code http.request.resend_count} when the call was retried
 *       (the attempts after the first).
 * </ul>
 *
 * As the conventions say, {@code http.response.status_code}, {@code error.type} and the server's
 * address appear only when they apply, so the timer's tag keys vary between calls: fine for OTLP,
 * but Micrometer's Prometheus registry keeps only one key set per name; with it, keep the default
 * convention.
 */
public class OpenTelemetryCommerceObservationConvention implements CommerceObservationConvention {
  /** The observation's name, and so the timer's: {@value}. */
  public static final String NAME = "http.client.request.duration";

  /** Creates the convention. */
  public OpenTelemetryCommerceObservationConvention() {}

  @Override
  public String getName() {
    return NAME;
  }

  @Override
  public String getContextualName(CommerceObservationContext context) {
    return context.getCall().method() + " " + context.getCall().pathTemplate();
  }

  @Override
  public KeyValues getLowCardinalityKeyValues(CommerceObservationContext context) {
    List<KeyValue> values = new ArrayList<>(7);
    values.add(KeyValue.of("http.request.method", context.getCall().method()));
    URI url = context.getUrl();
    if (url != null && url.getHost() != null) {
      values.add(KeyValue.of("server.address", url.getHost()));
      values.add(KeyValue.of("server.port", Numbers.of(port(url))));
    }
    values.add(KeyValue.of("url.template", context.getCall().pathTemplate()));
    CallListener.CallEnd end = context.getEnd();
    if (end != null && end.statusCode() != 0) {
      values.add(KeyValue.of("http.response.status_code", Numbers.of(end.statusCode())));
    }
    Throwable failure = end == null ? null : end.failure();
    if (failure != null) {
      values.add(KeyValue.of("error.type", errorType(failure)));
    }
    return KeyValues.of(values);
  }

  @Override
  public KeyValues getHighCardinalityKeyValues(CommerceObservationContext context) {
    CallListener.CallEnd end = context.getEnd();
    if (end != null && end.attempts() > 1) {
      return KeyValues.of("http.request.resend_count", Numbers.of(end.attempts() - 1));
    }
    return KeyValues.empty();
  }

  private static int port(URI url) {
    if (url.getPort() != -1) {
      return url.getPort();
    }
    return "https".equalsIgnoreCase(url.getScheme()) ? 443 : 80;
  }

  private static String errorType(Throwable failure) {
    if (failure instanceof CommerceApiException) {
      return Numbers.of(((CommerceApiException) failure).statusCode());
    }
    return failure.getClass().getName();
  }
}
