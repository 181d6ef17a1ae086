package com.workspacecommerce.sdk.internal;

import java.time.Duration;
import org.jspecify.annotations.Nullable;

/**
 * What the retrying layer hands back: the last response or the last failure, how many attempts were
 * made, and why it stopped. {@link Failures} alone turns an unsuccessful outcome into an exception.
 * Internal: not part of the public API.
 *
 * @param response the last response, or null when the last attempt got none
 * @param failure the last attempt's failure ({@link java.io.IOException} or {@link
 *     InterruptedException}), or null when there is a response
 * @param attempts how many attempts were made (0 when none started)
 * @param stop why no further attempt was made
 * @param retryAfter the last response's {@code Retry-After}, read once, or null
 */
record Outcome(
    @Nullable AttemptResponse response,
    @Nullable Exception failure,
    int attempts,
    Stop stop,
    @Nullable Duration retryAfter) {

  /** Why the retrying layer made no further attempt. */
  public enum Stop {
    /** A 2xx, or a result that is not retryable. */
    DONE,
    /** The retries allowed ({@code maxRetries}) were used up. */
    RETRIES_EXHAUSTED,
    /** The server asked to wait longer than the SDK waits. */
    RETRY_AFTER_TOO_LONG,
    /** The client's retry budget could not pay for another attempt. */
    BUDGET_EXHAUSTED,
    /** The whole-call timeout ended the call. */
    DEADLINE,
    /** The calling thread was interrupted. */
    INTERRUPTED,
    /** The client was closed while the call was in flight. */
    CLOSED
  }
}
