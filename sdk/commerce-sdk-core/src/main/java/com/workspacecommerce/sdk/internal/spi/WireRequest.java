package com.workspacecommerce.sdk.internal.spi;

import java.net.URI;
import org.jspecify.annotations.Nullable;

/**
 * One HTTP request as a transport sends it: method, absolute URL, headers and, for a POST, the JSON
 * body. The body is shared, never copied: nobody changes it once encoded. Internal: not part of the
 * public API.
 *
 * @param method the HTTP method
 * @param url the absolute URL, already percent-encoded
 * @param headers the headers to send, {@code Authorization} included; a transport adds only what
 *     its protocol needs (Host, Content-Length, Connection)
 * @param body the JSON body, or null for none
 */
public record WireRequest(String method, URI url, WireHeaders headers, byte @Nullable [] body) {
  /** The media type of every body the SDK sends. */
  public static final String JSON = "application/json";

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
    return new WireRequest(method, url, headers, body);
  }
}
