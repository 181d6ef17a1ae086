package com.workspacecommerce.sdk.errors;

import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * The server answered with a status outside 2xx. Subclasses name the common statuses.
 *
 * <p>It carries what the server sent, so a caller can log or inspect it: the status, the response
 * headers, the raw body (capped at {@value #MAX_BODY_CHARS} characters) and the request id from
 * {@code X-Request-Id}. The spec does not define an error body, so the body is kept as text.
 */
public class CommerceApiException extends CommerceException {
  private static final long serialVersionUID = 1L;

  /** The most characters of an error body kept in {@link #body()}. */
  public static final int MAX_BODY_CHARS = 64 * 1024;

  /** The HTTP status. */
  private final int statusCode;

  /** Response headers; transient because OkHttp's lists need not be serializable. */
  private final transient Map<String, List<String>> headers;

  /** The capped, redacted body. */
  private final String body;

  /** The X-Request-Id header, or null. */
  private final @Nullable String requestId;

  /** Attempts made. */
  private final int attempts;

  /**
   * Creates an exception for a non-2xx response.
   *
   * @param message the message, already including the status and the server's own message
   * @param statusCode the HTTP status
   * @param headers the response headers, names in lower case
   * @param body the response body as text (capped), or empty
   * @param requestId the {@code X-Request-Id} response header, or null
   * @param attempts how many attempts were made, at least 1
   */
  public CommerceApiException(
      String message,
      int statusCode,
      Map<String, List<String>> headers,
      String body,
      @Nullable String requestId,
      int attempts) {
    super(message, null);
    this.statusCode = statusCode;
    this.headers = headers == null ? Map.of() : copyOf(headers);
    this.body = Objects.requireNonNullElse(body, "");
    this.requestId = requestId;
    this.attempts = attempts;
  }

  /** Copies the map and each value list, so that neither can be changed through headers(). */
  private static Map<String, List<String>> copyOf(Map<String, List<String>> headers) {
    Map<String, List<String>> copy = new java.util.HashMap<>();
    headers.forEach((name, values) -> copy.put(name, List.copyOf(values)));
    return Map.copyOf(copy);
  }

  /**
   * @return the HTTP status code
   */
  public int statusCode() {
    return statusCode;
  }

  /**
   * @return the response headers, names in lower case, unmodifiable
   */
  public Map<String, List<String>> headers() {
    return headers == null ? Map.of() : headers;
  }

  /**
   * Returns the first value of a response header.
   *
   * @param name the header name, in any case
   * @return the value, or null when absent
   */
  public @Nullable String header(String name) {
    List<String> values = headers().get(name.toLowerCase(java.util.Locale.ROOT));
    return values == null || values.isEmpty() ? null : values.get(0);
  }

  /**
   * @return the raw response body, capped at {@value #MAX_BODY_CHARS} characters; never null
   */
  public String body() {
    return body;
  }

  /**
   * @return the {@code X-Request-Id} response header, or null when the server sent none
   */
  public @Nullable String requestId() {
    return requestId;
  }

  /**
   * @return how many attempts were made before giving up, at least 1
   */
  public int attempts() {
    return attempts;
  }
}
