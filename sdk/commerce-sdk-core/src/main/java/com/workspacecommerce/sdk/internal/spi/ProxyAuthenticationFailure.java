package com.workspacecommerce.sdk.internal.spi;

import java.io.IOException;

/**
 * A transport's report that the HTTP proxy answered {@code 407}: it refused the credentials, asked
 * for some when none were set, or asked for a scheme the transport will not send. The request never
 * reached the API, and sending it again would meet the same refusal, so the call path neither
 * retries it nor reads it as an API's answer. The message names the proxy, never the credentials.
 * Internal: not part of the public API.
 */
public final class ProxyAuthenticationFailure extends IOException {
  private static final long serialVersionUID = 1L;

  /** {@code host:port} of the proxy. */
  private final String proxy;

  /**
   * Creates the failure.
   *
   * @param proxy {@code host:port} of the proxy, or a description when the transport cannot tell
   * @param why what the proxy or the transport refused; no credentials
   */
  public ProxyAuthenticationFailure(String proxy, String why) {
    super("the HTTP proxy " + proxy + " " + why);
    this.proxy = proxy;
  }

  /**
   * @return {@code host:port} of the proxy
   */
  public String proxy() {
    return proxy;
  }

  /**
   * Names a proxy as its messages do.
   *
   * @param address the proxy's address, as {@link java.net.Proxy#address()} gives it
   * @return {@code host:port}
   */
  public static String describe(java.net.SocketAddress address) {
    if (address instanceof java.net.InetSocketAddress) {
      java.net.InetSocketAddress a = (java.net.InetSocketAddress) address;
      return a.getHostString() + ":" + a.getPort();
    }
    return String.valueOf(address);
  }
}
