package com.workspacecommerce.sdk.errors;

import java.util.List;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/**
 * Any other non-2xx status, including 3xx: the SDK never follows redirects, so the key cannot
 * travel to another host; see {@link #location()}.
 */
public class UnexpectedStatusException extends CommerceApiException {
  private static final long serialVersionUID = 1L;

  /**
   * Creates the exception; see {@link CommerceApiException#CommerceApiException}.
   *
   * @param message the message
   * @param statusCode the HTTP status
   * @param headers the response headers
   * @param body the response body (capped)
   * @param requestId the request id, or null
   * @param attempts how many attempts were made
   */
  public UnexpectedStatusException(
      String message,
      int statusCode,
      Map<String, List<String>> headers,
      String body,
      @Nullable String requestId,
      int attempts) {
    super(message, statusCode, headers, body, requestId, attempts);
  }

  /**
   * @return the {@code Location} header of a redirect, or null
   */
  public @Nullable String location() {
    return header("location");
  }
}
