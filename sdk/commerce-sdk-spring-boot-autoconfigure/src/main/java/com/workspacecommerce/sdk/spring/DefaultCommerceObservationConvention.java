package com.workspacecommerce.sdk.spring;

import com.workspacecommerce.sdk.CallListener;
import com.workspacecommerce.sdk.errors.CommerceApiException;
import io.micrometer.common.KeyValues;
import org.jspecify.annotations.Nullable;

/**
 * The SDK's own names: one timer, {@value #NAME}, tagged {@code operation}, {@code outcome}, {@code
 * status} and {@code attempts} (Micrometer's meter handler adds {@code error}); the span is named
 * after the operation and also gets {@code method} and {@code uri} (the path template). Every tag
 * is present on every call, so the timer's tag keys never vary (as Prometheus requires), and every
 * value is bounded: never an id, a URL or the key.
 */
public class DefaultCommerceObservationConvention implements CommerceObservationConvention {
  /** The observation's name, and so the timer's: {@value}. */
  public static final String NAME = "commerce.client.requests";

  /** Creates the convention. */
  public DefaultCommerceObservationConvention() {}

  @Override
  public String getName() {
    return NAME;
  }

  @Override
  public String getContextualName(CommerceObservationContext context) {
    return context.getCall().operation();
  }

  @Override
  public KeyValues getLowCardinalityKeyValues(CommerceObservationContext context) {
    // method and uri follow from the operation, so as timer tags they would add cost (Micrometer
    // pays per tag on every call) and no dimension; they go on the span instead.
    CallListener.CallEnd end = context.getEnd();
    return KeyValues.of(
        "operation",
        context.getCall().operation(),
        "outcome",
        outcome(end),
        "status",
        end == null || end.statusCode() == 0 ? "NONE" : Numbers.of(end.statusCode()),
        "attempts",
        end == null ? "0" : Numbers.of(end.attempts()));
  }

  @Override
  public KeyValues getHighCardinalityKeyValues(CommerceObservationContext context) {
    return KeyValues.of(
        "method", context.getCall().method(), "uri", context.getCall().pathTemplate());
  }

  private static String outcome(CallListener.@Nullable CallEnd end) {
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
