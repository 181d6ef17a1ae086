package com.workspacecommerce.sdk.internal;

import java.io.IOException;
import java.net.InetAddress;
import java.net.URI;
import java.net.URISyntaxException;
import java.util.Locale;
import org.jspecify.annotations.Nullable;

/**
 * A checked base URL in its canonical form: an absolute http(s) URL with no user info, query or
 * fragment; plain http only to a loopback host unless allowed; scheme and host in lower case, no
 * default port, and no trailing slash, so that path segments append after the prefix in every case
 * (the root keeps its slash).
 *
 * @param uri the canonical URL
 */
record BaseUrl(URI uri) {

  /**
   * Checks and normalises a base URL as the application gave it.
   *
   * @param text the base URL, or null when none was given
   * @param allowInsecureHttp whether plain http to a host that is not loopback is allowed
   * @return the base URL
   * @throws IllegalArgumentException naming {@code baseUrl} and the rule it breaks
   */
  static BaseUrl parse(@Nullable String text, boolean allowInsecureHttp) {
    if (text == null || text.isBlank()) {
      throw new IllegalArgumentException(
          "baseUrl is required: call baseUrl(\"https://api.example.com/v1\")");
    }
    URI url;
    try {
      url = new URI(text.trim());
    } catch (URISyntaxException e) {
      throw notAbsolute(text);
    }
    String scheme = url.getScheme();
    boolean https = "https".equalsIgnoreCase(scheme);
    if (!https && !"http".equalsIgnoreCase(scheme) || url.getHost() == null) {
      throw notAbsolute(text);
    }
    if (url.getRawUserInfo() != null) {
      throw new IllegalArgumentException(
          "baseUrl must not contain user info; pass credentials with apiKey()");
    }
    if (url.getRawQuery() != null || url.getRawFragment() != null) {
      throw new IllegalArgumentException(
          "baseUrl must not have a query or fragment, was " + Checks.echo(text));
    }
    String host = url.getHost().toLowerCase(Locale.ROOT);
    if (!https && !allowInsecureHttp && !isLoopback(host)) {
      throw new IllegalArgumentException(
          "baseUrl uses plain http to "
              + host
              + ", so the API key would travel in clear text; use https, or"
              + " allowInsecureHttp(true) on a network you trust");
    }
    int port = url.getPort() == (https ? 443 : 80) ? -1 : url.getPort();
    String path = url.getRawPath() == null || url.getRawPath().isEmpty() ? "/" : url.getRawPath();
    if (path.length() > 1 && path.endsWith("/")) {
      path = path.substring(0, path.length() - 1);
    }
    return new BaseUrl(
        URI.create(
            (https ? "https://" : "http://") + host + (port == -1 ? "" : ":" + port) + path));
  }

  private static IllegalArgumentException notAbsolute(String text) {
    return new IllegalArgumentException(
        "baseUrl must be an absolute http(s) URL such as https://api.example.com/v1, was "
            + Checks.echo(text));
  }

  private static boolean isLoopback(String host) {
    if (host.startsWith("[")) {
      try {
        // An IPv6 literal: parsed, never looked up.
        return InetAddress.getByName(host).isLoopbackAddress();
      } catch (IOException e) {
        return false;
      }
    }
    return host.equals("localhost")
        || host.endsWith(".localhost")
        || host.matches("127\\.\\d{1,3}\\.\\d{1,3}\\.\\d{1,3}");
  }
}
