package com.workspacecommerce.sdk.internal;

import java.nio.charset.StandardCharsets;
import okhttp3.Headers;

/**
 * A response whose body has been read (capped for errors) and closed. Internal: not part of the
 * public API.
 *
 * @param status the HTTP status
 * @param headers the response headers
 * @param body the body bytes: whole for 2xx, at most the error cap otherwise
 * @param attempts how many attempts it took, set by the retrying layer
 */
record RawResponse(int status, Headers headers, byte[] body, int attempts) {
  /** @return whether the status is 2xx */
  public boolean isSuccessful() {
    return status >= 200 && status < 300;
  }

  /** @return the body decoded as UTF-8 */
  public String bodyText() {
    return new String(body, StandardCharsets.UTF_8);
  }

  /**
   * Returns the same response with another attempt count.
   *
   * @param attempts the attempt count
   * @return the response
   */
  public RawResponse withAttempts(int attempts) {
    return attempts == this.attempts ? this : new RawResponse(status, headers, body, attempts);
  }
}
