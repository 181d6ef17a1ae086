package com.workspacecommerce.sdk.internal.spi;

import java.net.SocketTimeoutException;

/**
 * A connection could not be established within the connect timeout: the request was never sent, so
 * even a POST may be tried again. Transports throw it for their library's connect timeout.
 * Internal: not part of the public API.
 */
public final class ConnectTimeoutException extends SocketTimeoutException {
  private static final long serialVersionUID = 1L;

  /**
   * Creates the failure.
   *
   * @param cause what the HTTP library threw
   */
  public ConnectTimeoutException(Throwable cause) {
    super("connect timed out");
    initCause(cause);
  }
}
