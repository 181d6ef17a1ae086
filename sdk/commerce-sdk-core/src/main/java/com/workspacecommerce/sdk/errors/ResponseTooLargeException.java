package com.workspacecommerce.sdk.errors;

import org.jspecify.annotations.Nullable;

/**
 * The response body was larger than the client's limit ({@code maxResponseBytes}, counted after
 * decompression). The SDK stopped reading at the limit and discarded the connection; the call is
 * not retried. Raise the limit with {@code CommerceClient.Builder.maxResponseBytes} if such
 * responses are legitimate.
 */
public class ResponseTooLargeException extends CommerceException {
  private static final long serialVersionUID = 1L;

  /** The limit in bytes. */
  private final long limitBytes;

  /** The HTTP status of the response. */
  private final int statusCode;

  /**
   * Creates the exception.
   *
   * @param message what was too large, naming the limit and the option
   * @param statusCode the HTTP status of the response
   * @param limitBytes the limit that was exceeded
   * @param cause the underlying failure, or null
   */
  public ResponseTooLargeException(
      String message, int statusCode, long limitBytes, @Nullable Throwable cause) {
    super(message, cause);
    this.statusCode = statusCode;
    this.limitBytes = limitBytes;
  }

  /**
   * @return the limit in bytes that the body exceeded
   */
  public long limitBytes() {
    return limitBytes;
  }

  /**
   * @return the HTTP status of the response whose body was too large
   */
  public int statusCode() {
    return statusCode;
  }
}
