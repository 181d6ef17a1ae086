package com.workspacecommerce.sdk.internal;

import com.workspacecommerce.sdk.CallListener;
import com.workspacecommerce.sdk.errors.CommerceException;
import com.workspacecommerce.sdk.internal.spi.Redactor;
import java.lang.System.Logger.Level;
import java.time.Duration;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * Delivers events to the user's {@link CallListener}s in the order they were added, so that a
 * listener that throws never breaks a call or keeps the next listener from hearing it (its
 * exception is logged at debug level). With no listener it is {@link #NONE}, which builds no event
 * object. Internal: not part of the public API.
 */
class Listeners {
  /** Delivers nothing, and builds nothing to deliver. */
  public static final Listeners NONE =
      new Listeners(List.of(), new Redactor("")) {
        @Override
        void attemptEnd(
            CallListener.Call call,
            int attempt,
            int status,
            @Nullable Throwable failure,
            Duration duration) {}

        @Override
        void retryScheduled(
            CallListener.Call call, int nextAttempt, String reason, Duration delay) {}

        @Override
        void callEnd(
            CallListener.Call call,
            int attempts,
            long startNanos,
            @Nullable AttemptResponse last,
            @Nullable CommerceException failure) {}
      };

  private static final System.Logger LOG = System.getLogger(LoggingLayer.LOGGER_NAME);

  // An array, so that the loop on every event allocates no iterator.
  private final CallListener[] listeners;
  private final Redactor redactor;

  private Listeners(List<CallListener> listeners, Redactor redactor) {
    this.listeners = listeners.toArray(new CallListener[0]);
    this.redactor = redactor;
  }

  /**
   * Wraps the listeners.
   *
   * @param listeners the user's listeners, in order; may be empty
   * @param redactor masks the key in text taken from the server (the request id)
   * @return the wrapper
   */
  public static Listeners of(List<CallListener> listeners, Redactor redactor) {
    return listeners.isEmpty() ? NONE : new Listeners(listeners, redactor);
  }

  void callStart(CallListener.Call call) {
    for (CallListener listener : listeners) {
      try {
        listener.onCallStart(call);
      } catch (RuntimeException e) {
        failed(e);
      }
    }
  }

  void attemptEnd(
      CallListener.Call call,
      int attempt,
      int status,
      @Nullable Throwable failure,
      Duration duration) {
    CallListener.AttemptEnd event = new CallListener.AttemptEnd(attempt, status, failure, duration);
    for (CallListener listener : listeners) {
      try {
        listener.onAttemptEnd(call, event);
      } catch (RuntimeException e) {
        failed(e);
      }
    }
  }

  void retryScheduled(CallListener.Call call, int nextAttempt, String reason, Duration delay) {
    CallListener.RetryScheduled event = new CallListener.RetryScheduled(nextAttempt, reason, delay);
    for (CallListener listener : listeners) {
      try {
        listener.onRetryScheduled(call, event);
      } catch (RuntimeException e) {
        failed(e);
      }
    }
  }

  void callEnd(
      CallListener.Call call,
      int attempts,
      long startNanos,
      @Nullable AttemptResponse last,
      @Nullable CommerceException failure) {
    CallListener.CallEnd event =
        new CallListener.CallEnd(
            attempts,
            Duration.ofNanos(System.nanoTime() - startNanos),
            last == null ? 0 : last.status(),
            last == null ? null : redactor.quote(last.requestId(), 200),
            failure);
    for (CallListener listener : listeners) {
      try {
        listener.onCallEnd(call, event);
      } catch (RuntimeException e) {
        failed(e);
      }
    }
  }

  private static void failed(RuntimeException e) {
    LOG.log(Level.DEBUG, "CallListener threw; the call goes on", e);
  }
}
