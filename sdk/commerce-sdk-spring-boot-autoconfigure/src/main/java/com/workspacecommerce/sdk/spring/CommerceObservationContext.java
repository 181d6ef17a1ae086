package com.workspacecommerce.sdk.spring;

import com.workspacecommerce.sdk.CallListener;
import io.micrometer.observation.transport.Kind;
import io.micrometer.observation.transport.RequestReplySenderContext;
import java.net.URI;
import java.util.LinkedHashMap;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/**
 * What one SDK call's observation knows, for a {@link CommerceObservationConvention} to name and
 * tag: the call, the first attempt's URL once it is sent, and the call's end once it has ended. Its
 * carrier collects the headers that tracing injects, which the SDK adds to every attempt.
 *
 * <p>Made by {@link CommerceObservationListener}, one per call; the listener fills it from the
 * SDK's call events, so a convention only reads it.
 */
public final class CommerceObservationContext
    extends RequestReplySenderContext<Map<String, String>, Object> {
  private final CallListener.Call call;
  private volatile @Nullable URI url;
  private volatile CallListener.@Nullable CallEnd end;

  /**
   * Creates the context of one call.
   *
   * @param call the call, as the SDK reports it to listeners
   */
  public CommerceObservationContext(CallListener.Call call) {
    super(
        (carrier, key, value) -> {
          if (carrier != null) { // Micrometer's setter allows none; ours is set below
            carrier.put(key, value);
          }
        },
        Kind.CLIENT);
    this.call = call;
    setCarrier(new LinkedHashMap<>());
    setRemoteServiceName("workspace-commerce");
  }

  /**
   * The call: its operation name, HTTP method and path template.
   *
   * @return the call
   */
  public CallListener.Call getCall() {
    return call;
  }

  /**
   * The URL of the call's first attempt, with the server's host and port.
   *
   * @return the URL, or null when no attempt was sent (the call ended before one)
   */
  public @Nullable URI getUrl() {
    return url;
  }

  /**
   * How the call ended: attempts, status, failure.
   *
   * @return the end, or null while the call is in flight
   */
  public CallListener.@Nullable CallEnd getEnd() {
    return end;
  }

  void attemptSent(URI attemptUrl) {
    if (url == null) {
      url = attemptUrl;
    }
  }

  void ended(CallListener.CallEnd callEnd) {
    end = callEnd;
  }
}
