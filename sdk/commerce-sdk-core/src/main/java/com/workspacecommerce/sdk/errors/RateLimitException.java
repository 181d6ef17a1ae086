package com.workspacecommerce.sdk.errors;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/**
 * HTTP 429: too many requests. The SDK retries it (even for POST, since the server did not act on
 * it) unless the server asks to wait longer than the SDK's limit; {@link #retryAfter()} says how
 * long the server asked to wait.
 */
public class RateLimitException extends CommerceApiException {
  private static final long serialVersionUID = 1L;

  /** The delay the server asked for, or null. */
  private final @Nullable Duration retryAfter;

  /**
   * Creates the exception; see {@link CommerceApiException#CommerceApiException}.
   *
   * @param message the message
   * @param statusCode the HTTP status
   * @param headers the response headers
   * @param body the response body (capped)
   * @param requestId the request id, or null
   * @param attempts how many attempts were made
   * @param retryAfter the delay the server asked for in {@code Retry-After}, or null
   */
  public RateLimitException(
      String message,
      int statusCode,
      Map<String, List<String>> headers,
      String body,
      @Nullable String requestId,
      int attempts,
      @Nullable Duration retryAfter) {
    super(message, statusCode, headers, body, requestId, attempts);
    this.retryAfter = retryAfter;
  }

  /**
   * @return the delay from the {@code Retry-After} header, or null when none could be read
   */
  public @Nullable Duration retryAfter() {
    return retryAfter;
  }
}
