package com.workspacecommerce.sdk.internal.spi;

import java.util.concurrent.atomic.AtomicReference;
import org.jspecify.annotations.Nullable;

/**
 * The handle of one attempt on the wire, shared by the call path and the transport. The call path
 * ends an attempt through it, for a reason of its own (its deadline passed, its thread was
 * interrupted, the client closed, the body was abandoned); the transport only says how to stop the
 * exchange ({@link #onCancel}). Whatever the HTTP library then throws, the call path knows why from
 * {@link #reason()}, never from a message. Internal: not part of the public API.
 */
public final class Cancellation {
  /** Why an exchange was ended before its end. */
  public enum Reason {
    /** The attempt's time (its timeout, or what was left of the call's) ran out. */
    TIMEOUT,
    /** The thread waiting for the exchange was interrupted. */
    INTERRUPTED,
    /** The call was cancelled: {@code close()}, or a cancelled future. */
    CANCELLED,
    /** The call path stopped reading a body it will not use; the connection must not be reused. */
    ABANDONED
  }

  private static final Runnable NOTHING = () -> {};
  private static final Runnable DONE = () -> {};

  private final AtomicReference<@Nullable Reason> reason = new AtomicReference<>();
  // The transport's way to stop the exchange; DONE once it has run.
  private final AtomicReference<Runnable> abort = new AtomicReference<>(NOTHING);

  /**
   * Ends the exchange for a reason, once: the first reason given is the one kept.
   *
   * @param why the reason
   * @return whether this call ended it (false when it had already been ended)
   */
  public boolean cancel(Reason why) {
    if (!reason.compareAndSet(null, why)) {
      return false;
    }
    Runnable stop = abort.getAndSet(DONE);
    stop.run();
    return true;
  }

  /**
   * Says how to stop the exchange; runs it at once when the exchange was already cancelled. Called
   * by the transport as soon as it has something to stop, again when that changes.
   *
   * @param stop stops the exchange; must not block and must not throw
   */
  public void onCancel(Runnable stop) {
    Runnable previous = abort.get();
    while (previous != DONE) {
      if (abort.compareAndSet(previous, stop)) {
        return;
      }
      previous = abort.get();
    }
    stop.run();
  }

  /**
   * @return whether the exchange was ended by the call path
   */
  public boolean isCancelled() {
    return reason.get() != null;
  }

  /**
   * @return why the exchange was ended, or null while it was not
   */
  public @Nullable Reason reason() {
    return reason.get();
  }
}
