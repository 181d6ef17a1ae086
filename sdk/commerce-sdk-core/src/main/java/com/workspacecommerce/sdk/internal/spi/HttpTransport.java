package com.workspacecommerce.sdk.internal.spi;

import java.io.IOException;
import org.jspecify.annotations.Nullable;

/**
 * What an HTTP library implements to carry the SDK's calls: one exchange at a time, sync or async,
 * and nothing else. It follows no redirect, sets no timeout of its own but the connect timeout, and
 * reads no body; it asks its library to retry nothing, though a library may still resend on its own
 * (the JDK's client resends a {@code GET} once when a reused connection turns out closed, and a
 * request whose connection was refused; never a {@code POST}: docs/json-and-transports.md): time
 * limits, cancellation, size limits, retries, logging and the concurrency limit are the call
 * path's, above it, the same whichever library is used. A transport maps its library's failures to
 * the JDK's and the SDK's own exception types (a connect timeout to {@link
 * ConnectTimeoutException}) so that the call path can decide by type alone. Internal: not part of
 * the public API.
 */
public interface HttpTransport {
  /**
   * @return the name used by {@code commerce.sdk.transport}: {@code okhttp} or {@code jdk}
   */
  public String name();

  /**
   * Sends one request and waits for its status and headers.
   *
   * @param request the request
   * @param exchange cancels the exchange; the transport registers how with {@link
   *     Cancellation#onCancel} before it blocks
   * @return the response, its body still to be read and closed by the caller
   * @throws IOException when no response could be had, or the exchange was cancelled
   */
  public WireResponse send(WireRequest request, Cancellation exchange) throws IOException;

  /**
   * Starts one exchange without blocking the caller. The callback runs once, on a thread of the
   * transport where blocking to read the body is allowed.
   *
   * @param request the request
   * @param exchange cancels the exchange
   * @param callback told the response (its body still to be read and closed) or the failure
   */
  public void sendAsync(WireRequest request, Cancellation exchange, Callback callback);

  /**
   * Returns a transport that shares this one's connections but connects with another timeout.
   *
   * @param connectTimeout the connect timeout
   * @return the transport; closing it leaves this one open
   */
  public HttpTransport withConnectTimeout(java.time.Duration connectTimeout);

  /** Releases the threads and connections this transport created (not those it was lent). */
  public void close();

  /** Told the result of one asynchronous exchange. */
  @FunctionalInterface
  public interface Callback {
    /**
     * Receives the result; exactly one of the two is non-null.
     *
     * @param response the response, or null
     * @param failure the failure, or null
     */
    public void done(@Nullable WireResponse response, @Nullable IOException failure);
  }
}
