package com.workspacecommerce.sdk.errors;

import org.jspecify.annotations.Nullable;

/**
 * The call was stopped before it completed: the calling thread was interrupted, or the client was
 * closed while the call was in flight. The HTTP request in flight was cancelled and no further
 * attempt was made. When the thread was interrupted, its interrupt flag is still set.
 */
public class CommerceCancelledException extends CommerceException {
  private static final long serialVersionUID = 1L;

  /** Whether closing the client stopped the call. */
  private final boolean clientClosed;

  /** Attempts started. */
  private final int attempts;

  /**
   * Creates the exception.
   *
   * @param message what was stopped, naming the method and path
   * @param cause the interruption or the cancelled I/O, or null
   * @param clientClosed true when {@code close()} stopped it, false for an interrupt
   * @param attempts how many attempts were started
   */
  public CommerceCancelledException(
      String message, @Nullable Throwable cause, boolean clientClosed, int attempts) {
    super(message, cause);
    this.clientClosed = clientClosed;
    this.attempts = attempts;
  }

  /**
   * @return true when closing the client stopped the call, false when an interrupt did
   */
  public boolean clientClosed() {
    return clientClosed;
  }

  /**
   * @return how many attempts were started before the call was stopped
   */
  public int attempts() {
    return attempts;
  }
}
