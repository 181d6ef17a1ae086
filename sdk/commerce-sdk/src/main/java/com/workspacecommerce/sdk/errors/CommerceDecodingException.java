package com.workspacecommerce.sdk.errors;

import org.jspecify.annotations.Nullable;

/**
 * The server answered 2xx, but the body was not the JSON the spec describes: malformed JSON, a
 * wrong type, or a missing required field. The message names the resource and field when it can.
 */
public class CommerceDecodingException extends CommerceException {
  private static final long serialVersionUID = 1L;

  /** The HTTP status. */
  private final int statusCode;
  /** The start of the body. */
  private final String bodySnippet;

  /**
   * Creates the exception.
   *
   * @param message what could not be decoded
   * @param statusCode the HTTP status of the response
   * @param bodySnippet the start of the body, for diagnosis
   * @param cause the parser's exception
   */
  public CommerceDecodingException(
      String message, int statusCode, String bodySnippet, @Nullable Throwable cause) {
    super(message, cause);
    this.statusCode = statusCode;
    this.bodySnippet = bodySnippet == null ? "" : bodySnippet;
  }

  /** @return the HTTP status of the response that could not be decoded */
  public int statusCode() {
    return statusCode;
  }

  /** @return the first characters of the body (at most a few hundred), never null */
  public String bodySnippet() {
    return bodySnippet;
  }
}
