package com.workspacecommerce.sdk.internal;

import com.workspacecommerce.sdk.CommerceResponse;
import com.workspacecommerce.sdk.errors.CommerceDecodingException;
import com.workspacecommerce.sdk.errors.CommerceException;
import com.workspacecommerce.sdk.internal.spi.Redactor;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.ScheduledExecutorService;
import java.util.function.Function;
import org.jspecify.annotations.Nullable;

/**
 * Runs an {@link Operation}: encodes it, sends it through the transport (retries included), and
 * turns the outcome into a value or an exception, telling the listener. Every mode (value, raw,
 * async, async raw) goes through {@link #begin} and {@link #complete}, so a call behaves the same
 * in each. One per client, immutable and thread-safe. Internal: not part of the public API.
 */
final class ApiClient {
  private final RequestEncoder encoder;
  private final ResponseDecoder decoder;
  private final RetryLoop transport;
  private final Failures failures;
  private final Redactor redactor;
  private final InFlightCalls calls;
  private final Listeners listeners;
  private final @Nullable Executor callbackExecutor;
  private final ScheduledExecutorService scheduler;

  /**
   * Creates the API client.
   *
   * @param encoder builds each request
   * @param decoder reads each 2xx body
   * @param transport the assembled transport, retries included
   * @param failures builds exceptions
   * @param redactor masks the key
   * @param calls the owning client's calls in flight, which say whether it was closed
   * @param listeners hears calls
   * @param callbackExecutor completes async futures, or null for the thread that ends the call
   * @param scheduler runs the waits of async retries
   */
  ApiClient(
      RequestEncoder encoder,
      ResponseDecoder decoder,
      RetryLoop transport,
      Failures failures,
      Redactor redactor,
      InFlightCalls calls,
      Listeners listeners,
      @Nullable Executor callbackExecutor,
      ScheduledExecutorService scheduler) {
    this.encoder = encoder;
    this.decoder = decoder;
    this.transport = transport;
    this.failures = failures;
    this.redactor = redactor;
    this.calls = calls;
    this.listeners = listeners;
    this.callbackExecutor = callbackExecutor;
    this.scheduler = scheduler;
  }

  /**
   * Sends one call and returns its value.
   *
   * @param op the call
   * @param <B> the decoded body type
   * @param <T> the value type
   * @return the value
   * @throws CommerceException when the call fails
   */
  <B, T> T execute(Operation<B, T> op) {
    return call(op).value();
  }

  /**
   * Sends one call and returns its value with the response's status, headers, request id, attempt
   * count and duration.
   *
   * @param op the call
   * @param <B> the decoded body type
   * @param <T> the value type
   * @return the value with the response's metadata
   * @throws CommerceException when the call fails
   */
  <B, T> CommerceResponse<T> executeRaw(Operation<B, T> op) {
    return call(op).toResponse();
  }

  /**
   * Sends one call without blocking the caller.
   *
   * @param op the call
   * @param <B> the decoded body type
   * @param <T> the value type
   * @return a future of the value; cancelling it cancels the call and any pending retry
   */
  <B, T> CompletableFuture<T> executeAsync(Operation<B, T> op) {
    return async(op, Completed::value);
  }

  /**
   * Sends one call without blocking the caller; the future holds the value with the response's
   * metadata, as {@link #executeRaw} returns it.
   *
   * @param op the call
   * @param <B> the decoded body type
   * @param <T> the value type
   * @return a future of the value with its metadata
   */
  <B, T> CompletableFuture<CommerceResponse<T>> executeAsyncRaw(Operation<B, T> op) {
    return async(op, Completed::toResponse);
  }

  /** A call that succeeded: its value and what the raw modes report beside it. */
  private final class Completed<T> {
    private final AttemptResponse response;
    private final int attempts;
    private final T value;
    private final long startNanos;

    Completed(AttemptResponse response, int attempts, T value, long startNanos) {
      this.response = response;
      this.attempts = attempts;
      this.value = value;
      this.startNanos = startNanos;
    }

    T value() {
      return value;
    }

    CommerceResponse<T> toResponse() {
      return new CommerceResponse<>(
          response.status(),
          response.headers().toMultimap(),
          redactor.quote(response.requestId(), 200),
          attempts,
          Duration.ofNanos(System.nanoTime() - startNanos),
          value);
    }
  }

  private <B, T> Completed<T> call(Operation<B, T> op) {
    long start = System.nanoTime();
    OutgoingRequest request = begin(op, start);
    Outcome outcome;
    try {
      outcome = transport.execute(request);
    } catch (RuntimeException | Error e) {
      defectEndsCall(request, start, e);
      throw e;
    }
    return complete(request, outcome, op, start);
  }

  /**
   * Every failure of a call comes back as an {@link Outcome}; what is thrown instead is a defect
   * below, which goes to the caller as it is. The listener still hears the call end, so that what
   * it keeps per call (an open span, a timer) is not left behind.
   */
  private void defectEndsCall(OutgoingRequest request, long start, Throwable e) {
    listeners.callEnd(
        request.call(),
        0,
        start,
        null,
        new CommerceException(
            request.describe() + " failed inside the SDK: " + e.getClass().getName(), e));
  }

  private <B, T, R> CompletableFuture<R> async(Operation<B, T> op, Function<Completed<T>, R> mode) {
    long start = System.nanoTime();
    OutgoingRequest request = begin(op, start);
    CancellableFuture<R> future = new CancellableFuture<>();
    // The outcome and a cancel of the future can race (the future completes only after the
    // listener heard the outcome, on the callback executor): the call ends once, by whichever
    // comes first, as the retry loop decides.
    RetryLoop.AsyncCall call;
    try {
      call =
          transport.executeAsync(
              request,
              scheduler,
              outcome -> {
                R result;
                try {
                  result = mode.apply(complete(request, outcome, op, start));
                } catch (RuntimeException e) {
                  deliver(() -> future.completeExceptionally(e));
                  return;
                }
                deliver(() -> future.complete(result));
              });
    } catch (RuntimeException | Error e) {
      defectEndsCall(request, start, e);
      throw e;
    }
    future.onCancel(
        () -> {
          if (!call.cancel()) {
            return;
          }
          listeners.callEnd(
              request.call(),
              call.attempts(),
              start,
              null,
              failures.futureCancelled(request, call.attempts()));
        });
    return future;
  }

  private void deliver(Runnable completion) {
    if (callbackExecutor == null) {
      if (AsyncScheduler.isSchedulerThread()) {
        // A callback that blocks there would hold up the retries of every client sharing it.
        ForkJoinPool.commonPool().execute(completion);
      } else {
        completion.run();
      }
      return;
    }
    try {
      callbackExecutor.execute(completion);
    } catch (RuntimeException e) {
      completion.run(); // a rejecting executor (shut down) must not lose the result
    }
  }

  /** Checks the client is open, builds the request and tells the listener the call started. */
  private OutgoingRequest begin(Operation<?, ?> op, long start) {
    if (calls.isClosed()) {
      throw new IllegalStateException("CommerceClient is closed; build a new client to make calls");
    }
    OutgoingRequest request = encoder.encode(op, start);
    listeners.callStart(request.call());
    return request;
  }

  /** Decodes a successful outcome or builds the exception for a failed one; tells the listener. */
  private <B, T> Completed<T> complete(
      OutgoingRequest request, Outcome outcome, Operation<B, T> op, long start) {
    CommerceException failure;
    AttemptResponse response = outcome.response();
    if (response != null && response.isSuccessful()) {
      try {
        B decoded = decoder.decode(request, response, op.endpoint());
        T value = op.convert().apply(decoded);
        listeners.callEnd(request.call(), outcome.attempts(), start, response, null);
        return new Completed<>(response, outcome.attempts(), value, start);
      } catch (CommerceDecodingException e) {
        failure = e;
      }
    } else {
      failure = failures.exception(request, outcome);
    }
    listeners.callEnd(request.call(), outcome.attempts(), start, outcome.response(), failure);
    throw failure;
  }

  /** A future whose cancel also cancels the HTTP call and any retry it waits for. */
  static final class CancellableFuture<T> extends CompletableFuture<T> {
    private volatile @Nullable Runnable onCancel;

    /**
     * Sets what a cancel does; called before the future is returned, so before anyone can cancel.
     */
    void onCancel(Runnable action) {
      onCancel = action;
    }

    @Override
    public boolean cancel(boolean mayInterruptIfRunning) {
      boolean cancelled = super.cancel(mayInterruptIfRunning);
      Runnable action = onCancel;
      if (cancelled && action != null) {
        action.run();
      }
      return cancelled;
    }

    @Override
    public <U> CompletableFuture<U> newIncompleteFuture() {
      return new CompletableFuture<>();
    }
  }
}
