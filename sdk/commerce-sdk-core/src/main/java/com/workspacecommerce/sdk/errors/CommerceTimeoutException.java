package com.workspacecommerce.sdk.errors;

import org.jspecify.annotations.Nullable;

/**
 * The call did not complete in time: connecting took longer than the connect timeout, an attempt
 * took longer than the attempt timeout, or the call's total timeout ended it (the message says
 * which).
 */
public class CommerceTimeoutException extends CommerceConnectionException {
  private static final long serialVersionUID = 1L;

  /**
   * Creates the exception.
   *
   * @param message what timed out, including the method, the path and the attempt count
   * @param cause the underlying interruption
   * @param attempts how many attempts were made, at least 1
   */
  public CommerceTimeoutException(String message, @Nullable Throwable cause, int attempts) {
    super(message, cause, attempts);
  }
}
