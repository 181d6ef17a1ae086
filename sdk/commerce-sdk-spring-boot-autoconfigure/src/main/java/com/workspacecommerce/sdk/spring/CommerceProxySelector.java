package com.workspacecommerce.sdk.spring;

import java.io.IOException;
import java.net.Proxy;
import java.net.ProxySelector;
import java.net.SocketAddress;
import java.net.URI;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * Sends every connection through one HTTP proxy, except to the non-proxy hosts ({@code
 * commerce.proxy.non-proxy-hosts}), which are reached directly. An entry matches its host and every
 * subdomain ({@code example.com} covers {@code api.example.com}, not {@code badexample.com}); a
 * leading {@code *.} or {@code .} means the same; {@code *} matches every host; case does not
 * matter. IP addresses match only exactly.
 */
final class CommerceProxySelector extends ProxySelector {
  /** An IPv4 address, or an IPv6 one (any colon): matched only exactly. */
  private static final Pattern IP_LITERAL = Pattern.compile("[0-9.]+|.*:.*");

  private final Proxy proxy;
  private final List<String> nonProxyHosts;
  private final boolean all;

  /**
   * @param proxy the HTTP proxy
   * @param nonProxyHosts the entries, as bound; blank ones are ignored
   */
  CommerceProxySelector(Proxy proxy, List<String> nonProxyHosts) {
    this.proxy = proxy;
    List<String> entries = new ArrayList<>();
    boolean star = false;
    for (String raw : nonProxyHosts) {
      String e = normalize(raw);
      if (e.equals("*")) {
        star = true;
      } else if (e.startsWith("*.")) {
        entries.add(e.substring(2));
      } else if (e.startsWith(".")) {
        entries.add(e.substring(1));
      } else if (!e.isEmpty()) {
        entries.add(e);
      }
    }
    this.nonProxyHosts = List.copyOf(entries);
    this.all = star;
  }

  @Override
  public List<Proxy> select(URI uri) {
    if (uri == null) {
      throw new IllegalArgumentException("uri must not be null");
    }
    String host = uri.getHost();
    return host != null && bypasses(host) ? List.of(Proxy.NO_PROXY) : List.of(proxy);
  }

  /** Whether a host is reached directly. */
  boolean bypasses(String host) {
    if (all) {
      return true;
    }
    String h = normalize(host);
    boolean ip = IP_LITERAL.matcher(h).matches();
    for (String e : nonProxyHosts) {
      if (h.equals(e) || (!ip && h.endsWith(e) && h.charAt(h.length() - e.length() - 1) == '.')) {
        return true;
      }
    }
    return false;
  }

  /** Lower case, without the brackets of an IPv6 literal or a trailing dot. */
  private static String normalize(String host) {
    String h = host.trim().toLowerCase(Locale.ROOT);
    if (h.startsWith("[") && h.endsWith("]")) {
      h = h.substring(1, h.length() - 1);
    }
    if (h.endsWith(".") && h.length() > 1) {
      h = h.substring(0, h.length() - 1);
    }
    return h;
  }

  @Override
  public void connectFailed(URI uri, SocketAddress sa, IOException ioe) {
    // One proxy, nothing to fall back to: the call's own error says what failed.
  }

  /**
   * @return the proxy
   */
  Proxy proxy() {
    return proxy;
  }

  @Override
  public String toString() {
    return "CommerceProxySelector["
        + proxy.address()
        + ", direct: "
        + nonProxyHosts
        + (all ? " and *" : "")
        + "]";
  }
}
