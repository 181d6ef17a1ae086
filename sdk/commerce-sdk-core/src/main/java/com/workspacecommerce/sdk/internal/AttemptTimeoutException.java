package com.workspacecommerce.sdk.internal;

import java.io.InterruptedIOException;

/**
 * An attempt ran out of time (its own timeout, or what was left of the call's) and the call path
 * ended its exchange. Internal: not part of the public API.
 */
final class AttemptTimeoutException extends InterruptedIOException {
  private static final long serialVersionUID = 1L;

  /**
   * Creates the failure.
   *
   * @param cause what the transport threw when its exchange was ended
   */
  AttemptTimeoutException(Throwable cause) {
    super("timeout");
    initCause(cause);
  }
}
