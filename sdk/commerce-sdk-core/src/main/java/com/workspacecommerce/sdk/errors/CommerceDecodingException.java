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

  /** The X-Request-Id header, or null. */
  private final @Nullable String requestId;

  /** Response headers; transient because OkHttp's lists need not be serializable. */
  private final transient java.util.@Nullable Map<String, java.util.List<String>> headers;

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
    this(message, statusCode, bodySnippet, null, null, cause);
  }

  /**
   * Creates the exception with the response's request id and headers.
   *
   * @param message what could not be decoded
   * @param statusCode the HTTP status of the response
   * @param bodySnippet the start of the body (redacted), for diagnosis
   * @param requestId the {@code X-Request-Id} response header, or null
   * @param headers the response headers, names in lower case, or null
   * @param cause the parser's exception, or null
   */
  public CommerceDecodingException(
      String message,
      int statusCode,
      String bodySnippet,
      @Nullable String requestId,
      java.util.@Nullable Map<String, java.util.List<String>> headers,
      @Nullable Throwable cause) {
    super(message, cause);
    this.statusCode = statusCode;
    this.bodySnippet = bodySnippet == null ? "" : bodySnippet;
    this.requestId = requestId;
    this.headers = headers == null ? java.util.Map.of() : java.util.Map.copyOf(headers);
  }

  /**
   * @return the {@code X-Request-Id} of the response, or null when the server sent none
   */
  public @Nullable String requestId() {
    return requestId;
  }

  /**
   * @return the response headers, names in lower case, unmodifiable
   */
  public java.util.Map<String, java.util.List<String>> headers() {
    return headers == null ? java.util.Map.of() : headers;
  }

  /**
   * @return the HTTP status of the response that could not be decoded
   */
  public int statusCode() {
    return statusCode;
  }

  /**
   * @return the first characters of the body (at most a few hundred), never null
   */
  public String bodySnippet() {
    return bodySnippet;
  }
}
