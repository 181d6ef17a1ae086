package com.workspacecommerce.sdk.errors;

import org.jspecify.annotations.Nullable;

/**
 * The base of every exception this SDK throws for a failed call. All are unchecked.
 *
 * <p>Catch this to handle any failure of the API or the network; catch a subclass to handle one
 * kind. Argument errors found before a request is sent are plain {@link IllegalArgumentException}s.
 */
public class CommerceException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  /**
   * Creates an exception.
   *
   * @param message what went wrong; must never contain the API key
   * @param cause the underlying cause, or null
   */
  public CommerceException(String message, @Nullable Throwable cause) {
    super(message, cause);
  }
}
