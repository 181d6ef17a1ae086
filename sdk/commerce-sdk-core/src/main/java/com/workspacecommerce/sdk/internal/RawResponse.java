package com.workspacecommerce.sdk.internal;

import java.nio.charset.StandardCharsets;
import org.jspecify.annotations.Nullable;

/**
 * A response whose body has been read (capped) and closed. Internal: not part of the public API.
 *
 * @param status the HTTP status
 * @param headers the response headers
 * @param body the body bytes: whole for 2xx (up to the size limit), at most the error cap plus
 *     {@link Redactor#SLACK} otherwise
 */
record RawResponse(int status, WireHeaders headers, byte[] body) {
  /**
   * @return whether the status is 2xx
   */
  public boolean isSuccessful() {
    return status >= 200 && status < 300;
  }

  /**
   * @return the body decoded as UTF-8
   */
  public String bodyText() {
    return new String(body, StandardCharsets.UTF_8);
  }

  /**
   * @return the {@code X-Request-Id} header, or null
   */
  public @Nullable String requestId() {
    return headers.get("X-Request-Id");
  }
}
