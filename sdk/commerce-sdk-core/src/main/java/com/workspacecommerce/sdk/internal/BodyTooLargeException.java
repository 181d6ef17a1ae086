package com.workspacecommerce.sdk.internal;

import java.io.IOException;

/**
 * Thrown by the transport when a body exceeds the size limit; {@link Failures} turns it into the
 * public {@code ResponseTooLargeException}. Internal: not part of the public API.
 */
final class BodyTooLargeException extends IOException {
  private static final long serialVersionUID = 1L;

  /** The limit exceeded. */
  final long limit;

  /** The status of the response. */
  final int status;

  BodyTooLargeException(long limit, int status) {
    super("response body exceeds " + limit + " bytes");
    this.limit = limit;
    this.status = status;
  }
}
