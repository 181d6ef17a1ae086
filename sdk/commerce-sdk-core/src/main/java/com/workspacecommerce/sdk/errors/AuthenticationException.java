package com.workspacecommerce.sdk.errors;

import java.util.List;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/** HTTP 401: the API key is missing, unknown or revoked. */
public class AuthenticationException extends CommerceApiException {
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
  public AuthenticationException(
      String message,
      int statusCode,
      Map<String, List<String>> headers,
      String body,
      @Nullable String requestId,
      int attempts) {
    super(message, statusCode, headers, body, requestId, attempts);
  }
}
