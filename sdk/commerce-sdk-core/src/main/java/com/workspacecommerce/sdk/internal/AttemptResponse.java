package com.workspacecommerce.sdk.internal;

import com.workspacecommerce.sdk.internal.spi.Redactor;
import com.workspacecommerce.sdk.internal.spi.WireHeaders;
import java.nio.charset.StandardCharsets;
import org.jspecify.annotations.Nullable;

/**
 * A response whose body has been read (capped) and closed. Internal: not part of the public API.
 *
 * @param status the HTTP status
 * @param headers the response headers
 * @param body the body bytes: whole for 2xx (up to the size limit), at most the error cap plus
 *     {@link Redactor#SLACK} otherwise; when the body was decoded as it arrived, only its start if
 *     that failed (a decoding error quotes it) and nothing if it succeeded
 * @param bodyCut whether {@code body} is only the start of the body
 * @param decoded what decoding the body as it arrived gave, or null when it was read whole
 */
record AttemptResponse(
    int status,
    WireHeaders headers,
    byte[] body,
    boolean bodyCut,
    ResponseDecoder.@Nullable Decoded decoded) {
  /**
   * A response read whole.
   *
   * @param status the HTTP status
   * @param headers the response headers
   * @param body the body bytes
   */
  AttemptResponse(int status, WireHeaders headers, byte[] body) {
    this(status, headers, body, false, null);
  }

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
