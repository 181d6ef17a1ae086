package com.workspacecommerce.sdk.internal;

import com.workspacecommerce.sdk.CallListener;
import com.workspacecommerce.sdk.errors.CommerceException;
import java.lang.System.Logger.Level;
import java.time.Duration;

/**
 * Delivers events to the user's {@link CallListener}, so that a listener that throws never breaks a
 * call (its exception is logged at debug level), and no event object is built when there is no
 * listener. Internal: not part of the public API.
 */
final class Listeners {
  /** Delivers nothing. */
  public static final Listeners NONE = new Listeners(null, new Redactor(""));

  private static final System.Logger LOG = System.getLogger(LoggingTransport.LOGGER_NAME);

  private final CallListener listener;
  private final Redactor redactor;

  private Listeners(CallListener listener, Redactor redactor) {
    this.listener = listener;
    this.redactor = redactor;
  }

  /**
   * Wraps a listener.
   *
   * @param listener the user's listener, or null
   * @param redactor masks the key in text taken from the server (the request id)
   * @return the wrapper
   */
  public static Listeners of(CallListener listener, Redactor redactor) {
    return listener == null ? NONE : new Listeners(listener, redactor);
  }

  void callStart(CallListener.Call call) {
    if (listener != null) {
      try {
        listener.onCallStart(call);
      } catch (RuntimeException e) {
        failed(e);
      }
    }
  }

  void attemptEnd(
      CallListener.Call call, int attempt, int status, Throwable failure, Duration duration) {
    if (listener != null) {
      try {
        listener.onAttemptEnd(
            call, new CallListener.AttemptEnd(attempt, status, failure, duration));
      } catch (RuntimeException e) {
        failed(e);
      }
    }
  }

  void retryScheduled(CallListener.Call call, int nextAttempt, String reason, Duration delay) {
    if (listener != null) {
      try {
        listener.onRetryScheduled(
            call, new CallListener.RetryScheduled(nextAttempt, reason, delay));
      } catch (RuntimeException e) {
        failed(e);
      }
    }
  }

  void callEnd(
      CallListener.Call call,
      int attempts,
      long startNanos,
      RawResponse last,
      CommerceException failure) {
    if (listener != null) {
      try {
        listener.onCallEnd(
            call,
            new CallListener.CallEnd(
                attempts,
                Duration.ofNanos(System.nanoTime() - startNanos),
                last == null ? 0 : last.status(),
                last == null ? null : redactor.quote(last.requestId(), 200),
                failure));
      } catch (RuntimeException e) {
        failed(e);
      }
    }
  }

  private static void failed(RuntimeException e) {
    LOG.log(Level.DEBUG, "CallListener threw; the call goes on", e);
  }
}
