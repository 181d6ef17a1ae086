package com.workspacecommerce.sdk.internal;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.Proxy;
import java.net.ProxySelector;
import java.net.SocketAddress;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;
import org.jspecify.annotations.Nullable;

/**
 * The proxy that scripts in containers set in the environment, read as curl reads it: {@code
 * https_proxy} (or {@code HTTPS_PROXY}) for https URLs, {@code http_proxy} (or {@code HTTP_PROXY})
 * for http ones, and {@code no_proxy} (or {@code NO_PROXY}) for the hosts reached directly. A proxy
 * URL is {@code http://[user:password@]host[:port]} (port 1080 when absent, as curl); its user info
 * becomes the proxy's credentials. Internal: not part of the public API.
 */
final class EnvProxy extends ProxySelector {
  private final @Nullable Proxy https;
  private final @Nullable Proxy http;
  private final List<String> direct;
  private final boolean allDirect;

  private EnvProxy(@Nullable Proxy https, @Nullable Proxy http, List<String> direct) {
    this.https = https;
    this.http = http;
    this.direct = direct.stream().filter(d -> !d.equals("*")).toList();
    this.allDirect = direct.contains("*");
  }

  /** What the environment says: the selector and the credentials, when a proxy is set. */
  record Settings(ProxySelector selector, @Nullable ProxyAuth auth) {}

  /**
   * Reads the variables.
   *
   * @param env reads a variable
   * @return the settings, or null when neither proxy variable is set
   * @throws IllegalArgumentException naming the variable when a value is not a proxy URL, never
   *     echoing its credentials
   */
  static @Nullable Settings read(Function<String, String> env) {
    String httpsName = name(env, "https_proxy", "HTTPS_PROXY");
    String httpName = name(env, "http_proxy", "HTTP_PROXY");
    if (httpsName == null && httpName == null) {
      return null;
    }
    URI httpsUrl = httpsName == null ? null : url(env.apply(httpsName), httpsName);
    URI httpUrl = httpName == null ? null : url(env.apply(httpName), httpName);
    ProxyAuth auth = null;
    if (httpsUrl != null && httpsUrl.getRawUserInfo() != null && httpsName != null) {
      auth = auth(httpsUrl.getRawUserInfo(), httpsName);
    } else if (httpUrl != null && httpUrl.getRawUserInfo() != null && httpName != null) {
      auth = auth(httpUrl.getRawUserInfo(), httpName);
    }
    String noProxyName = name(env, "no_proxy", "NO_PROXY");
    List<String> direct = new ArrayList<>();
    if (noProxyName != null) {
      for (String entry : env.apply(noProxyName).split("[,\\s]+")) {
        String host = hostOf(entry.trim().toLowerCase(Locale.ROOT));
        if (!host.isEmpty()) {
          direct.add(host);
        }
      }
    }
    return new Settings(new EnvProxy(proxy(httpsUrl), proxy(httpUrl), direct), auth);
  }

  /** The variable set, lower case first as curl reads it, or null when neither is. */
  private static @Nullable String name(Function<String, String> env, String lower, String upper) {
    for (String name : new String[] {lower, upper}) {
      String value = env.apply(name);
      if (value != null && !value.isBlank()) {
        return name;
      }
    }
    return null;
  }

  private static URI url(String value, String variable) {
    String text = value.trim();
    if (!text.contains("://")) {
      text = "http://" + text; // curl's default scheme for a proxy
    }
    URI u;
    try {
      u = new URI(text);
    } catch (URISyntaxException e) {
      throw invalid(variable, "is not a URL");
    }
    if (!"http".equalsIgnoreCase(u.getScheme())) {
      throw invalid(
          variable, "must be an http:// proxy URL (a proxy reached over TLS is not supported)");
    }
    if (u.getHost() == null || u.getHost().isEmpty()) {
      throw invalid(variable, "has no host");
    }
    return u;
  }

  private static IllegalArgumentException invalid(String variable, String rule) {
    // The value is not echoed: it may hold a password.
    return new IllegalArgumentException(
        variable + " " + rule + "; expected http://[user:password@]host[:port]");
  }

  private static ProxyAuth auth(String rawUserInfo, String variable) {
    int colon = rawUserInfo.indexOf(':');
    String user = colon < 0 ? rawUserInfo : rawUserInfo.substring(0, colon);
    String password = colon < 0 ? "" : rawUserInfo.substring(colon + 1);
    try {
      return new ProxyAuth(decode(user), decode(password));
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException(variable + ": " + e.getMessage(), e);
    }
  }

  private static String decode(String s) {
    return URLDecoder.decode(s.replace("+", "%2B"), StandardCharsets.UTF_8);
  }

  private static @Nullable Proxy proxy(@Nullable URI u) {
    if (u == null) {
      return null;
    }
    int port = u.getPort() > 0 ? u.getPort() : 1080;
    return new Proxy(Proxy.Type.HTTP, InetSocketAddress.createUnresolved(u.getHost(), port));
  }

  /** A no_proxy entry's host: without a port, a leading {@code *.} or dot, or IPv6 brackets. */
  private static String hostOf(String entry) {
    String host = entry;
    if (host.startsWith("[")) {
      int end = host.indexOf(']');
      return end > 0 ? host.substring(1, end) : host;
    }
    int colon = host.lastIndexOf(':');
    if (colon >= 0 && host.indexOf(':') == colon) {
      host = host.substring(0, colon);
    }
    if (host.startsWith("*.")) {
      host = host.substring(2);
    } else if (host.startsWith(".")) {
      host = host.substring(1);
    }
    return host;
  }

  @Override
  public List<Proxy> select(URI uri) {
    Proxy proxy = "https".equalsIgnoreCase(uri.getScheme()) ? https : http;
    String host = uri.getHost() == null ? "" : uri.getHost().toLowerCase(Locale.ROOT);
    if (host.startsWith("[") && host.endsWith("]")) {
      host = host.substring(1, host.length() - 1);
    }
    return List.of(proxy == null || bypassed(host) ? Proxy.NO_PROXY : proxy);
  }

  /** As curl: {@code example.com} covers the host and every subdomain of it; {@code *} all. */
  private boolean bypassed(String host) {
    if (allDirect) {
      return true;
    }
    for (String d : direct) {
      if (host.equals(d) || host.endsWith("." + d)) {
        return true;
      }
    }
    return false;
  }

  @Override
  public void connectFailed(URI uri, SocketAddress address, IOException e) {
    // Nothing to learn: the proxy is fixed by the environment.
  }

  @Override
  public String toString() {
    return "EnvProxy[https=" + https + ", http=" + http + ", no_proxy=" + direct + "]";
  }
}
