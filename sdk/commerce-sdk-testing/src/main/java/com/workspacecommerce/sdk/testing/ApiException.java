package com.workspacecommerce.sdk.testing;

import org.jspecify.annotations.Nullable;

/**
 * A request the sandbox refuses, carried up to the router so every handler can fail with one {@code
 * throw} and every refusal is rendered in the same error envelope.
 */
final class ApiException extends RuntimeException {

  private static final long serialVersionUID = 1L;

  private final int status;
  private final String type;
  private final @Nullable String allow;

  private ApiException(int status, String type, String message, @Nullable String allow) {
    // No stack trace: these are expected outcomes, and building one per 4xx would only slow the
    // sandbox down.
    super(message, null, false, false);
    this.status = status;
    this.type = type;
    this.allow = allow;
  }

  static ApiException invalidRequest(String message) {
    return new ApiException(400, "invalid_request", message, null);
  }

  static ApiException authentication(String message) {
    return new ApiException(401, "authentication_error", message, null);
  }

  static ApiException notFound(String message) {
    return new ApiException(404, "not_found", message, null);
  }

  static ApiException methodNotAllowed(String method, String path, String allow) {
    return new ApiException(
        405,
        "method_not_allowed",
        "method " + method + " is not allowed on " + path + "; allowed: " + allow,
        allow);
  }

  static ApiException unprocessable(String message) {
    return new ApiException(422, "unprocessable_entity", message, null);
  }

  int status() {
    return status;
  }

  String type() {
    return type;
  }

  /** The {@code Allow} header value for a 405, or {@code null}. */
  @Nullable String allow() {
    return allow;
  }
}
