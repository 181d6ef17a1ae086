package com.workspacecommerce.sdk.internal.spi;

import java.net.URI;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * One HTTP request as a transport sends it: method, absolute URL, headers and, for a POST, the JSON
 * body. Immutable. The body is shared, never copied: nobody changes it once encoded. Internal: not
 * part of the public API.
 *
 * <p>The URL is kept as the percent-encoded text the call path wrote, and parsed as a {@link URI}
 * only when someone asks for one: a transport that builds its own URL type from the text (OkHttp's)
 * then parses it once, not twice.
 */
public final class WireRequest {
  /** The media type of every body the SDK sends. */
  public static final String JSON = "application/json";

  private final String method;
  private final String encodedUrl;
  private volatile @Nullable URI url;
  private final WireHeaders headers;
  private final byte @Nullable [] body;

  /**
   * Creates a request for a URL given as a {@link URI}.
   *
   * @param method the HTTP method
   * @param url the absolute URL, already percent-encoded
   * @param headers the headers to send, {@code Authorization} included; a transport adds only what
   *     its protocol needs (Host, Content-Length, Connection)
   * @param body the JSON body, or null for none
   */
  public WireRequest(String method, URI url, WireHeaders headers, byte @Nullable [] body) {
    this(method, url.toString(), url, headers, body);
  }

  /**
   * Creates a request for a URL given as text, parsed as a {@link URI} only if {@link #url()} is
   * asked for.
   *
   * @param method the HTTP method
   * @param encodedUrl the absolute URL, already percent-encoded, a valid URI
   * @param headers the headers to send, {@code Authorization} included
   * @param body the JSON body, or null for none
   */
  public WireRequest(
      String method, String encodedUrl, WireHeaders headers, byte @Nullable [] body) {
    this(method, encodedUrl, null, headers, body);
  }

  private WireRequest(
      String method,
      String encodedUrl,
      @Nullable URI url,
      WireHeaders headers,
      byte @Nullable [] body) {
    this.method = Objects.requireNonNull(method, "method");
    this.encodedUrl = Objects.requireNonNull(encodedUrl, "encodedUrl");
    this.url = url;
    this.headers = Objects.requireNonNull(headers, "headers");
    this.body = body;
  }

  /**
   * @return the HTTP method
   */
  public String method() {
    return method;
  }

  /**
   * @return the absolute URL as a URI, parsed from {@link #encodedUrl()} on the first call
   */
  public URI url() {
    URI parsed = url;
    if (parsed == null) {
      parsed = URI.create(encodedUrl);
      url = parsed;
    }
    return parsed;
  }

  /**
   * @return the absolute URL, percent-encoded, as the call path wrote it
   */
  public String encodedUrl() {
    return encodedUrl;
  }

  /**
   * @return the headers to send
   */
  public WireHeaders headers() {
    return headers;
  }

  /**
   * @return the JSON body, or null for none; shared, so not to be changed
   */
  public byte @Nullable [] body() {
    return body;
  }

  /**
   * @param name a header name, in any case
   * @return its last value, or null
   */
  public @Nullable String header(String name) {
    return headers.get(name);
  }

  /**
   * Returns the same request with other headers.
   *
   * @param headers the headers
   * @return the request
   */
  public WireRequest withHeaders(WireHeaders headers) {
    return new WireRequest(method, encodedUrl, url, headers, body);
  }

  /** Equal when method, URL text and headers are equal and the body is the same array. */
  @Override
  public boolean equals(@Nullable Object o) {
    return o instanceof WireRequest r
        && method.equals(r.method)
        && encodedUrl.equals(r.encodedUrl)
        && headers.equals(r.headers)
        && body == r.body;
  }

  @Override
  public int hashCode() {
    return Objects.hash(method, encodedUrl, headers, System.identityHashCode(body));
  }

  /** The method and the URL; never the headers, which hold the key. */
  @Override
  public String toString() {
    return "WireRequest[" + method + " " + encodedUrl + "]";
  }
}
