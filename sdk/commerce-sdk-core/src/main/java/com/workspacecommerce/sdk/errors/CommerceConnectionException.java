package com.workspacecommerce.sdk.errors;

import org.jspecify.annotations.Nullable;

/**
 * The call failed on the network: the connection was refused or reset, the host name did not
 * resolve, TLS failed, or the response was cut off. The cause holds the underlying {@code
 * IOException}.
 */
public class CommerceConnectionException extends CommerceException {
  private static final long serialVersionUID = 1L;

  /** Attempts made. */
  private final int attempts;

  /**
   * Creates the exception.
   *
   * @param message what failed, including the method, the path and the attempt count
   * @param cause the underlying I/O failure
   * @param attempts how many attempts were made, at least 1
   */
  public CommerceConnectionException(String message, @Nullable Throwable cause, int attempts) {
    super(message, cause);
    this.attempts = attempts;
  }

  /**
   * @return how many attempts were made before giving up, at least 1
   */
  public int attempts() {
    return attempts;
  }
}
