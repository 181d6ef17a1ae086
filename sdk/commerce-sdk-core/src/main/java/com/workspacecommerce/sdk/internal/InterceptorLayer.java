package com.workspacecommerce.sdk.internal;

import com.workspacecommerce.sdk.CallListener;
import com.workspacecommerce.sdk.RequestInterceptor;
import com.workspacecommerce.sdk.internal.spi.Cancellation;
import com.workspacecommerce.sdk.internal.spi.ClientCodeFailure;
import com.workspacecommerce.sdk.internal.spi.Redactor;
import com.workspacecommerce.sdk.internal.spi.WireHeaders;
import com.workspacecommerce.sdk.internal.spi.WireRequest;
import java.io.IOException;
import java.net.URI;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import org.jspecify.annotations.Nullable;

/**
 * Runs the application's {@link RequestInterceptor}s on each attempt, below the retrying layer so
 * that every attempt, sync or async, passes through them once. {@code Authorization} is hidden from
 * them and put back unchanged whatever they do. Internal: not part of the public API.
 */
final class InterceptorLayer implements CallLayer {
  private static final String AUTHORIZATION = "Authorization";

  private final CallLayer next;
  private final List<RequestInterceptor> interceptors;
  private final Redactor redactor;

  /**
   * Creates the layer.
   *
   * @param next the transport that sends the intercepted request
   * @param interceptors run in this order; not empty
   * @param redactor masks the key in an interceptor's failure message
   */
  InterceptorLayer(CallLayer next, List<RequestInterceptor> interceptors, Redactor redactor) {
    this.next = next;
    this.interceptors = List.copyOf(interceptors);
    this.redactor = redactor;
  }

  @Override
  public AttemptResponse send(OutgoingRequest request) throws IOException {
    return next.send(intercept(request));
  }

  @Override
  public @Nullable Cancellation sendAsync(OutgoingRequest request, AttemptCallback callback) {
    OutgoingRequest intercepted;
    try {
      intercepted = intercept(request);
    } catch (ClientCodeFailure e) {
      callback.done(null, e);
      return null;
    }
    return next.sendAsync(intercepted, callback);
  }

  private OutgoingRequest intercept(OutgoingRequest request) throws ClientCodeFailure {
    Attempt attempt = new Attempt(request);
    for (RequestInterceptor interceptor : interceptors) {
      try {
        interceptor.intercept(attempt);
      } catch (RuntimeException e) {
        throw ClientCodeFailure.of(
            "was not sent", "RequestInterceptor " + interceptor.getClass().getName(), e, redactor);
      }
    }
    return request.withHttp(attempt.build());
  }

  /** The mutable view one attempt's interceptors share; header changes are made on a copy. */
  private static final class Attempt implements RequestInterceptor.Request {
    private final OutgoingRequest request;
    private final WireHeaders.Builder headers;

    Attempt(OutgoingRequest request) {
      this.request = request;
      this.headers = request.http().headers().newBuilder();
    }

    WireRequest build() {
      return request.http().withHeaders(headers.build());
    }

    @Override
    public CallListener.Call call() {
      return request.call();
    }

    @Override
    public int attempt() {
      return request.attempt();
    }

    @Override
    public String method() {
      return request.http().method();
    }

    @Override
    public URI url() {
      return request.http().url();
    }

    @Override
    public @Nullable String header(String name) {
      Checks.notNull(name, "name");
      return isAuthorization(name) ? null : headers.get(name);
    }

    @Override
    public Map<String, List<String>> headers() {
      Map<String, List<String>> all = new TreeMap<>(headers.build().toMultimap());
      all.remove(AUTHORIZATION.toLowerCase(Locale.ROOT));
      return java.util.Collections.unmodifiableMap(all);
    }

    @Override
    public byte @Nullable [] body() {
      byte[] body = request.http().body();
      return body == null ? null : body.clone();
    }

    @Override
    public RequestInterceptor.Request setHeader(String name, String value) {
      Checks.header(name, value, "a RequestInterceptor");
      headers.set(name, value);
      return this;
    }

    @Override
    public RequestInterceptor.Request removeHeader(String name) {
      Checks.notNull(name, "name");
      if (isAuthorization(name)) {
        throw new IllegalArgumentException(
            "header 'Authorization' cannot be removed through a RequestInterceptor: every call"
                + " uses the client's API key");
      }
      headers.removeAll(name);
      return this;
    }

    private static boolean isAuthorization(String name) {
      return name.trim().equalsIgnoreCase(AUTHORIZATION);
    }
  }
}
