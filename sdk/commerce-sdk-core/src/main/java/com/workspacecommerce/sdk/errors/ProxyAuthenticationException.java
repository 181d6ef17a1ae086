package com.workspacecommerce.sdk.errors;

import org.jspecify.annotations.Nullable;

/**
 * The HTTP proxy the client connects through refused the call with {@code 407 Proxy Authentication
 * Required}: it refused the proxy credentials, asked for some when none were set, or asked for a
 * scheme the transport will not send. The request never reached the API, so this is a network
 * failure, not an API's answer; it is never retried, as the same credentials would be refused
 * again. The message names the proxy's host and port, never the credentials.
 */
public class ProxyAuthenticationException extends CommerceConnectionException {
  private static final long serialVersionUID = 1L;

  /** {@code host:port} of the proxy. */
  private final String proxy;

  /**
   * Creates the exception.
   *
   * @param message what failed, including the method, the path, the proxy and the attempt count
   * @param cause the transport's report of the refusal
   * @param attempts how many attempts were made, at least 1
   * @param proxy {@code host:port} of the proxy
   */
  public ProxyAuthenticationException(
      String message, @Nullable Throwable cause, int attempts, String proxy) {
    super(message, cause, attempts);
    this.proxy = proxy;
  }

  /**
   * @return {@code host:port} of the proxy that refused the call
   */
  public String proxy() {
    return proxy;
  }
}
