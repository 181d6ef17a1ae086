package com.workspacecommerce.sdk.internal;

import java.io.IOException;
import java.net.Proxy;
import java.net.ProxySelector;
import java.net.SocketAddress;
import java.net.URI;
import java.util.List;

/**
 * One proxy for every URL, as a {@link ProxySelector}, so that both transports take a selector
 * whatever the builder was given. Internal: not part of the public API.
 */
public final class Proxies extends ProxySelector {
  private final List<Proxy> proxy;

  private Proxies(Proxy proxy) {
    this.proxy = List.of(proxy);
  }

  /**
   * Checks a proxy and wraps it.
   *
   * @param proxy an HTTP proxy or {@link Proxy#NO_PROXY}
   * @return a selector that always gives it
   * @throws NullPointerException when null
   * @throws IllegalArgumentException for a SOCKS proxy
   */
  public static ProxySelector of(Proxy proxy) {
    Checks.notNull(proxy, "proxy");
    if (proxy.type() == Proxy.Type.SOCKS) {
      throw new IllegalArgumentException(
          "proxy must be an HTTP proxy (Proxy.Type.HTTP) or Proxy.NO_PROXY, was a SOCKS proxy,"
              + " which the JDK's HTTP client cannot use");
    }
    return new Proxies(proxy);
  }

  @Override
  public List<Proxy> select(URI uri) {
    return proxy;
  }

  @Override
  public void connectFailed(URI uri, SocketAddress address, IOException e) {
    // A fixed proxy has no other to fall back to.
  }

  @Override
  public String toString() {
    return "Proxies" + proxy;
  }
}
