package com.workspacecommerce.sdk.internal;

import com.workspacecommerce.sdk.RetryBudget;
import com.workspacecommerce.sdk.internal.spi.ClientCodeFailure;
import com.workspacecommerce.sdk.internal.spi.WireRequest;
import java.io.IOException;
import java.io.InterruptedIOException;
import java.time.Clock;
import java.time.Duration;
import java.util.Objects;
import java.util.concurrent.ScheduledExecutorService;
import org.jspecify.annotations.Nullable;

/**
 * Retries failed attempts that are safe and likely to succeed, with exponential backoff and full
 * jitter, honouring {@code Retry-After}, the client's retry budget and the call's whole-call
 * timeout. It returns an {@link Outcome} (the last response or failure, the attempt count and why
 * it stopped) and builds no exception: {@link Failures} does that, in one place.
 *
 * <p>What is retried and how long to wait is {@link RetryPolicy}'s to say; this layer applies it
 * within the call's limits (retries, budget, deadline, interrupts, close). Internal: not part of
 * the public API.
 */
final class RetryLoop {
  private final CallLayer next;
  private final RetryPolicy policy;
  private final Clock clock;
  private final Sleeper sleeper;
  private final RetryQuota quota;
  private final InFlightCalls inFlight;
  private final Listeners listener;
  private final @Nullable ApiKeys keys;

  /**
   * Creates the layer for a client whose key is fixed (its requests carry it already).
   *
   * @param next the transport to retry
   * @param policy decides what is retried and how long to wait
   * @param clock reads the time, for HTTP-date {@code Retry-After} values
   * @param sleeper waits between attempts
   * @param budget the client's retry budget
   * @param inFlight the client's calls in flight, which each call joins so that close() ends it
   * @param listener hears attempts and retries
   */
  public RetryLoop(
      CallLayer next,
      RetryPolicy policy,
      Clock clock,
      Sleeper sleeper,
      RetryBudget budget,
      InFlightCalls inFlight,
      Listeners listener) {
    this(next, policy, clock, sleeper, budget, inFlight, listener, null);
  }

  /**
   * Creates the layer.
   *
   * @param next the transport to retry
   * @param policy decides what is retried and how long to wait
   * @param clock reads the time, for HTTP-date {@code Retry-After} values
   * @param sleeper waits between attempts
   * @param budget the client's retry budget
   * @param inFlight the client's calls in flight, which each call joins so that close() ends it
   * @param listener hears attempts and retries
   * @param keys gives the key of each attempt, or null when the requests carry a fixed one
   */
  RetryLoop(
      CallLayer next,
      RetryPolicy policy,
      Clock clock,
      Sleeper sleeper,
      RetryBudget budget,
      InFlightCalls inFlight,
      Listeners listener,
      @Nullable ApiKeys keys) {
    this.keys = keys;
    this.next = next;
    this.policy = policy;
    this.clock = clock;
    this.sleeper = sleeper;
    this.quota = new RetryQuota(budget);
    this.inFlight = inFlight;
    this.listener = listener;
  }

  /**
   * Makes the attempts of one call, waiting between them on the calling thread.
   *
   * @param request the request, for its first attempt
   * @return the last response or failure, with the attempt count and why it stopped
   */
  public Outcome execute(OutgoingRequest request) {
    CallState call = new CallState(request);
    CallControl control = request.control();
    control.join(inFlight, Thread.currentThread());
    try {
      while (true) {
        Outcome stop = next(call, true);
        if (stop != null) {
          return stop;
        }
        long start = System.nanoTime();
        @Nullable AttemptResponse response = null;
        @Nullable IOException failure = null;
        try {
          response = next.send(call.current);
        } catch (IOException e) {
          failure = e;
        }
        stop = after(call, response, failure, start, true);
        if (stop != null) {
          return stop;
        }
        try {
          // The real sleeper waits on the call, which ends the wait when the client closes; a
          // test's recording one need not.
          if (sleeper == Sleeper.SYSTEM) {
            control.sleep(call.delay);
          } else {
            sleeper.sleep(call.delay);
          }
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
          return call.stop(e, Outcome.Stop.INTERRUPTED);
        }
      }
    } finally {
      control.leave();
    }
  }

  /**
   * Makes the attempts of one call without blocking: each attempt runs on the transport's threads
   * and each wait is a task on {@code scheduler}, so no thread sleeps.
   *
   * @param request the request, for its first attempt
   * @param scheduler runs the next attempt after a wait
   * @param done told the outcome, once
   * @return a handle that cancels the attempt in flight or the pending retry
   */
  public AsyncCall executeAsync(
      OutgoingRequest request,
      ScheduledExecutorService scheduler,
      java.util.function.Consumer<Outcome> done) {
    AsyncCall handle = new AsyncCall(new CallState(request), scheduler, done);
    request.control().join(inFlight, null);
    handle.attempt();
    return handle;
  }

  /**
   * One asynchronous call in progress: its state, its end. Its {@link CallControl} stops the
   * attempt in flight or the pending retry when the call is cancelled or its client closes.
   */
  public final class AsyncCall {
    private final CallState state;
    private final CallControl control;
    private final ScheduledExecutorService scheduler;
    private final java.util.function.Consumer<Outcome> done;
    private final java.util.concurrent.atomic.AtomicBoolean finished =
        new java.util.concurrent.atomic.AtomicBoolean();

    private AsyncCall(
        CallState state,
        ScheduledExecutorService scheduler,
        java.util.function.Consumer<Outcome> done) {
      this.state = state;
      this.control = state.request.control();
      this.scheduler = scheduler;
      this.done = done;
    }

    /**
     * @return the attempts started so far
     */
    public int attempts() {
      return state.attempt;
    }

    /**
     * Cancels the attempt in flight or the pending retry; the outcome is not reported.
     *
     * @return whether this ended the call: false when its outcome was reported already (or it was
     *     cancelled before)
     */
    public boolean cancel() {
      boolean ended = finished.compareAndSet(false, true);
      if (ended) {
        control.leave();
      }
      control.cancel();
      return ended;
    }

    private void attempt() {
      if (control.isCancelled()) {
        return;
      }
      Outcome stop = next(state, false);
      if (stop != null) {
        finish(stop);
        return;
      }
      long start = System.nanoTime();
      try {
        // The attempt's layer tells the call how to stop the attempt, which it returns as well.
        RetryLoop.this.next.sendAsync(
            state.current, (response, failure) -> attempted(response, failure, start));
      } catch (RuntimeException e) {
        // The dispatcher refused the call: its executor was shut down with the client.
        finish(state.stop(new IOException("the client is closed", e), Outcome.Stop.CLOSED));
      }
    }

    private void attempted(
        @Nullable AttemptResponse response, @Nullable IOException failure, long start) {
      if (control.isCancelled()) {
        return;
      }
      Outcome stop = after(state, response, failure, start, false);
      if (stop != null) {
        finish(stop);
        return;
      }
      // Ended early, the call takes the wait off the scheduler (where it would otherwise stay,
      // and keep the scheduler's thread, until its time); closed, it ends now as closed (one on
      // the wire ends when its cancelled attempt reports back). The wait is the call's phase
      // before it is scheduled, so that the next attempt's phase cannot come before it.
      CallControl.Timer wait = new CallControl.Timer();
      CallControl.Phase phase =
          control.enter(
              why -> {
                if (wait.cancel() && control.isClosed()) {
                  finish(new Outcome(null, null, state.attempt, Outcome.Stop.CLOSED, null));
                }
              });
      waiting = phase;
      try {
        wait.start(scheduler, state.delay.toNanos(), this::retry);
      } catch (RuntimeException e) {
        control.exit(phase);
        finish(state.stop(failure, Outcome.Stop.CLOSED));
      }
    }

    // The pending wait between attempts, as the call's control knows it.
    private volatile CallControl.@Nullable Phase waiting;

    /** The wait is over: the next attempt. */
    private void retry() {
      CallControl.Phase w = waiting;
      if (w != null) {
        control.exit(w);
      }
      attempt();
    }

    private void finish(Outcome outcome) {
      if (finished.compareAndSet(false, true)) {
        control.leave();
        done.accept(outcome);
      }
    }
  }

  /** What one call has seen so far, across its attempts. */
  private static final class CallState {
    final OutgoingRequest request;
    int attempt;
    int lastRetryCost;
    @Nullable AttemptResponse response;
    @Nullable Exception failure;
    @Nullable Duration retryAfter;
    // The request of the attempt being made; next() sets it for each attempt.
    OutgoingRequest current;
    boolean deadlineBound;
    // The wait before the next attempt; after() sets it when it schedules one.
    Duration delay = Duration.ZERO;
    // With an ApiKeySource: the Authorization of the attempt made, the one to make next when a
    // 401 found a new key, and whether that one retry was made.
    @Nullable String authorization;
    @Nullable String nextAuthorization;
    boolean keyRetried;

    CallState(OutgoingRequest request) {
      this.request = request;
      this.current = request;
    }

    Outcome stop(@Nullable Exception failure, Outcome.Stop why) {
      return new Outcome(
          response, failure != null ? failure : this.failure, attempt, why, retryAfter);
    }

    Outcome stopAfterAttempt(Outcome.Stop why) {
      return new Outcome(response, failure, attempt, why, retryAfter);
    }
  }

  /** Prepares the next attempt, or says why there is none. */
  private @Nullable Outcome next(CallState s, boolean sync) {
    int made = s.attempt;
    // A cancelled call reports no earlier attempt's result: it did not end because of it.
    if (s.request.control().isClosed()) {
      return new Outcome(null, null, made, Outcome.Stop.CLOSED, null);
    }
    if (sync && Thread.currentThread().isInterrupted()) {
      return new Outcome(null, null, made, Outcome.Stop.INTERRUPTED, null);
    }
    CallControl control = s.request.control();
    long left = control.leftNanos();
    if (left <= 0) {
      return new Outcome(s.response, s.failure, made, Outcome.Stop.DEADLINE, s.retryAfter);
    }
    s.attempt++;
    // An attempt that times out when less than its own time was left ended for the deadline.
    // AttemptLayer cuts the attempt to the time left as it takes a slot, so it is not cut here.
    s.deadlineBound = control.cutsAttempt(left);
    s.current = s.request.forAttempt(s.attempt);
    if (keys != null) {
      return withKey(s, keys);
    }
    return null;
  }

  /** Puts the attempt's key on its request, asking the source unless a 401 just did. */
  private @Nullable Outcome withKey(CallState s, ApiKeys keys) {
    String authorization = s.nextAuthorization;
    s.nextAuthorization = null;
    if (authorization == null) {
      try {
        authorization = keys.authorization();
      } catch (ClientCodeFailure e) {
        s.attempt--; // nothing was sent
        return new Outcome(null, e, s.attempt, Outcome.Stop.DONE, null);
      }
    }
    s.authorization = authorization;
    WireRequest http = s.current.http();
    s.current =
        s.current.withHttp(
            http.withHeaders(
                http.headers().newBuilder().set("Authorization", authorization).build()));
    return null;
  }

  /**
   * After a 401: when the source now gives another key, schedules the call's one retry with it
   * (whatever the method: the server did not act), outside maxRetries and the retry budget.
   */
  private boolean retryWithNewKey(CallState s, AttemptResponse response) {
    if (keys == null || response.status() != 401 || s.keyRetried) {
      return false;
    }
    String fresh = keys.authorizationOrNull();
    if (fresh == null || fresh.equals(s.authorization)) {
      return false;
    }
    if (s.request.control().expired()) {
      return false;
    }
    s.keyRetried = true;
    s.nextAuthorization = fresh;
    s.delay = Duration.ZERO;
    listener.retryScheduled(
        s.request.call(), s.attempt + 1, "HTTP 401, new API key", Duration.ZERO);
    return true;
  }

  /**
   * Weighs one attempt's result: returns the outcome when the call ends here, or null with the wait
   * before the next attempt in {@code s.delay} (the retry already paid for).
   */
  private @Nullable Outcome after(
      CallState s,
      @Nullable AttemptResponse response,
      @Nullable IOException failure,
      long start,
      boolean sync) {
    OutgoingRequest request = s.request;
    int attempt = s.attempt;
    boolean last = attempt > request.maxRetries();
    Duration delay;
    String reason;
    int cost;
    if (response != null) {
      s.response = response;
      s.failure = null;
      s.retryAfter = RetryPolicy.retryAfter(response.headers(), clock);
      listener.attemptEnd(request.call(), attempt, response.status(), null, since(start));
      if (response.isSuccessful()) {
        quota.release(s.lastRetryCost > 0 ? s.lastRetryCost : RetryBudget.SUCCESS_REFUND);
        return s.stopAfterAttempt(Outcome.Stop.DONE);
      }
      if (retryWithNewKey(s, response)) {
        return null;
      }
      if (!RetryPolicy.retryableStatus(response.status(), request.idempotent())) {
        return s.stopAfterAttempt(Outcome.Stop.DONE);
      }
      if (last) {
        return s.stopAfterAttempt(Outcome.Stop.RETRIES_EXHAUSTED);
      }
      if (s.retryAfter != null && s.retryAfter.compareTo(RetryPolicy.MAX_RETRY_AFTER) > 0) {
        return s.stopAfterAttempt(Outcome.Stop.RETRY_AFTER_TOO_LONG);
      }
      delay = s.retryAfter != null ? s.retryAfter : policy.backoff(attempt);
      reason = "HTTP " + response.status();
      cost = RetryBudget.RETRY_COST;
    } else {
      // An attempt ends with a response or with a failure, never with neither.
      IOException e = Objects.requireNonNull(failure, "failure");
      s.response = null;
      s.failure = e;
      s.retryAfter = null;
      listener.attemptEnd(request.call(), attempt, 0, e, since(start));
      if (request.control().isClosed()) {
        return s.stopAfterAttempt(Outcome.Stop.CLOSED);
      }
      if (sync && isInterruption(e)) {
        Thread.currentThread().interrupt();
        return s.stopAfterAttempt(Outcome.Stop.INTERRUPTED);
      }
      boolean timeout = Failures.isTimeout(e);
      if (timeout && s.deadlineBound) {
        return s.stopAfterAttempt(Outcome.Stop.DEADLINE);
      }
      if (!RetryPolicy.retryableFailure(e, request.idempotent())) {
        return s.stopAfterAttempt(Outcome.Stop.DONE);
      }
      if (last) {
        return s.stopAfterAttempt(Outcome.Stop.RETRIES_EXHAUSTED);
      }
      delay = policy.backoff(attempt);
      reason = e.getClass().getSimpleName();
      cost = timeout ? RetryBudget.TIMEOUT_RETRY_COST : RetryBudget.RETRY_COST;
    }
    if (request.control().endsPastDeadline(delay)) {
      return s.stopAfterAttempt(Outcome.Stop.DEADLINE);
    }
    if (!quota.tryAcquire(cost)) {
      return s.stopAfterAttempt(Outcome.Stop.BUDGET_EXHAUSTED);
    }
    s.lastRetryCost = cost;
    s.delay = delay;
    listener.retryScheduled(request.call(), attempt + 1, reason, delay);
    return null;
  }

  private static Duration since(long startNanos) {
    return Duration.ofNanos(System.nanoTime() - startNanos);
  }

  private static boolean isInterruption(IOException e) {
    return Thread.currentThread().isInterrupted()
        || (e instanceof InterruptedIOException && !Failures.isTimeout(e));
  }
}
