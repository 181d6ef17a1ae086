package com.workspacecommerce.sdk.spring;

import com.workspacecommerce.sdk.CallListener;
import java.util.List;

/**
 * Several listeners heard as one, in order; the SDK shields the call from each one's exceptions
 * only as a whole, so each is shielded here on its own.
 */
final class CompositeCallListener implements CallListener {
  private static final System.Logger LOG = System.getLogger(CompositeCallListener.class.getName());

  private final List<CallListener> listeners;

  CompositeCallListener(List<CallListener> listeners) {
    this.listeners = List.copyOf(listeners);
  }

  @Override
  public void onCallStart(Call call) {
    for (CallListener l : listeners) {
      run(() -> l.onCallStart(call));
    }
  }

  @Override
  public void onAttemptEnd(Call call, AttemptEnd attempt) {
    for (CallListener l : listeners) {
      run(() -> l.onAttemptEnd(call, attempt));
    }
  }

  @Override
  public void onRetryScheduled(Call call, RetryScheduled retry) {
    for (CallListener l : listeners) {
      run(() -> l.onRetryScheduled(call, retry));
    }
  }

  @Override
  public void onCallEnd(Call call, CallEnd end) {
    for (CallListener l : listeners) {
      run(() -> l.onCallEnd(call, end));
    }
  }

  private static void run(Runnable event) {
    try {
      event.run();
    } catch (RuntimeException e) {
      LOG.log(System.Logger.Level.DEBUG, "A CallListener threw; the others still hear the call", e);
    }
  }
}
