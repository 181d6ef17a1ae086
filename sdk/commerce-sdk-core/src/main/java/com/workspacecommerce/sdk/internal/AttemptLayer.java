package com.workspacecommerce.sdk.internal;

import com.workspacecommerce.sdk.errors.CommerceApiException;
import com.workspacecommerce.sdk.internal.spi.Cancellation;
import com.workspacecommerce.sdk.internal.spi.HttpTransport;
import com.workspacecommerce.sdk.internal.spi.JsonCodec;
import com.workspacecommerce.sdk.internal.spi.JsonType;
import com.workspacecommerce.sdk.internal.spi.Redactor;
import com.workspacecommerce.sdk.internal.spi.WireResponse;
import java.io.IOException;
import java.io.InterruptedIOException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.function.BooleanSupplier;
import org.jspecify.annotations.Nullable;

/**
 * Makes one attempt through an {@link HttpTransport}, with the limits every attempt has whatever
 * library carries it: a slot of the client's {@link ConcurrencyLimit}, the attempt's time limit and
 * its cancellation (both its call's {@link CallControl}'s), and the body size caps. The bottom
 * layer of the call path; the transport below it only moves bytes.
 *
 * <p>The slot is held from just before the exchange starts until its body is read. A sync attempt
 * waits for one on its own thread; an async one is queued without a thread and started by whichever
 * exchange frees a slot, its wait ended at the call's deadline by a timer on the async scheduler.
 * The time limit starts when the slot is granted: the attempt's timeout, shortened to what is left
 * of the call's. The attempt's exchange is handed to the call's control, which ends it when the
 * call ends ({@code close()}, a cancelled future) and, through {@link InFlightCalls}' watchdog,
 * when its time is up or its thread was interrupted; the failure that follows a timeout is reported
 * as an {@link AttemptTimeoutException}.
 *
 * <p>A 2xx body is read up to the size limit, counted after decompression; an error body up to
 * {@link CommerceApiException#MAX_BODY_CHARS} bytes (plus {@link Redactor#SLACK}, so that redaction
 * sees a key whole before the cut). Internal: not part of the public API.
 */
final class AttemptLayer implements CallLayer {
  /** The body a success decoded as it arrived hands over: nothing quotes it. */
  private static final byte[] NO_BYTES = new byte[0];

  private final HttpTransport http;
  private final long maxResponseBytes;
  private final InFlightCalls inFlight;
  private final ConcurrencyLimit limit;
  private final ScheduledExecutorService scheduler;
  private final JsonCodec json;
  private final BooleanSupplier keepsBodies;

  /**
   * Creates the layer.
   *
   * @param http carries the exchanges
   * @param maxResponseBytes the most bytes of a 2xx body held, after decompression
   * @param inFlight the client's calls in flight, which close() ends and whose attempts the
   *     watchdog times
   * @param limit the slots shared with the clients of the same family
   * @param scheduler ends an async attempt's wait for a slot at its deadline
   * @param json decodes 2xx bodies as they arrive
   * @param keepsBodies whether a log record will show this attempt's body, which must then be read
   *     whole
   */
  AttemptLayer(
      HttpTransport http,
      long maxResponseBytes,
      InFlightCalls inFlight,
      ConcurrencyLimit limit,
      ScheduledExecutorService scheduler,
      JsonCodec json,
      BooleanSupplier keepsBodies) {
    this.http = http;
    this.maxResponseBytes = maxResponseBytes;
    this.inFlight = inFlight;
    this.limit = limit;
    this.scheduler = scheduler;
    this.json = json;
    this.keepsBodies = keepsBodies;
  }

  @Override
  public AttemptResponse send(OutgoingRequest request) throws IOException {
    CallControl call = request.control();
    // The retry loop has made the call one of the client's; a layer driven alone does it here.
    boolean joined = call.join(inFlight, Thread.currentThread());
    ConcurrencyLimit.Permit permit;
    try {
      permit = limit.acquire(call);
    } catch (InterruptedException e) {
      leave(call, joined);
      Thread.currentThread().interrupt();
      InterruptedIOException x = new InterruptedIOException("interrupted while waiting for a slot");
      x.initCause(e);
      throw x;
    } catch (IOException | RuntimeException e) {
      leave(call, joined);
      throw e;
    }
    Cancellation exchange = new Cancellation();
    CallControl.Phase attempt = call.attemptStarted(exchange);
    try {
      WireResponse response = http.send(request.http(), exchange);
      try (response) {
        return read(request, exchange, response);
      }
    } catch (IOException e) {
      throw ended(exchange, e);
    } finally {
      call.exit(attempt);
      permit.release();
      leave(call, joined);
    }
  }

  private static void leave(CallControl call, boolean joined) {
    if (joined) {
      call.leave();
    }
  }

  @Override
  public Cancellation sendAsync(OutgoingRequest request, AttemptCallback callback) {
    Cancellation exchange = new Cancellation();
    AsyncAttempt attempt = new AsyncAttempt(request, exchange, callback);
    ConcurrencyLimit.Permit permit = limit.acquireOrQueue(attempt);
    if (permit != null) {
      attempt.granted(permit);
    } else {
      attempt.queued();
    }
    return exchange;
  }

  /** What a failed exchange is reported as: a timeout when the call path ended it for its time. */
  private static IOException ended(Cancellation exchange, IOException e) {
    if (exchange.reason() == Cancellation.Reason.TIMEOUT
        && !(e instanceof AttemptTimeoutException)) {
      return new AttemptTimeoutException(e);
    }
    return e;
  }

  /**
   * One asynchronous attempt: waits for a slot if it must, then runs on the transport. Ends exactly
   * once, through {@link #end}, which gives the slot back before telling the callback.
   */
  private final class AsyncAttempt extends ConcurrencyLimit.AsyncWaiter
      implements HttpTransport.Callback {
    private final OutgoingRequest request;
    private final Cancellation exchange;
    private final AttemptCallback callback;
    private final CallControl call;
    private final boolean joined;
    private final long queuedAt = System.nanoTime();
    private volatile ConcurrencyLimit.@Nullable Permit permit;
    // Ends the wait for a slot at the call's deadline.
    private final CallControl.Timer expiry = new CallControl.Timer();
    // The phases of the call this attempt began, as its control knows them: from its start, its
    // wait for a slot (if it waits), and on the wire; it ends whichever is current when it ends.
    private final CallControl.Phase starting;
    private volatile CallControl.@Nullable Phase waiting;
    private volatile CallControl.@Nullable Phase onTheWire;

    AsyncAttempt(OutgoingRequest request, Cancellation exchange, AttemptCallback callback) {
      this.request = request;
      this.exchange = exchange;
      this.callback = callback;
      this.call = request.control();
      // The retry loop has made the call one of the client's; a layer driven alone does it here.
      this.joined = call.join(inFlight, null);
      this.starting = call.enter(exchange::cancel);
    }

    /** No slot was free: end the wait at the deadline or when the call ends, whichever is first. */
    void queued() {
      // Unless granted meanwhile, on the thread that freed a slot: then it is on the wire.
      waiting =
          call.next(
              starting,
              why -> {
                exchange.cancel(why);
                if (call.isClosed()) {
                  clientClosed();
                }
              });
      try {
        expiry.start(scheduler, Math.max(0, call.leftNanos()), this::expired);
      } catch (RuntimeException rejected) {
        // A scheduler the application shut down: the wait ends when a slot frees, on close(), or
        // at the grant, which checks the deadline.
      }
    }

    @Override
    void granted(ConcurrencyLimit.Permit slot) {
      permit = slot;
      expiry.cancel(); // also when the grant comes while the timer is being set up
      if (exchange.isCancelled()) {
        end(null, new IOException("Canceled"));
        return;
      }
      if (call.expired()) {
        end(null, limit.timedOut(queuedAt));
        return;
      }
      onTheWire = call.attemptStarted(exchange);
      http.sendAsync(request.http(), exchange, this);
    }

    private void expired() {
      if (limit.withdraw(this)) {
        end(null, limit.timedOut(queuedAt));
      }
    }

    private void clientClosed() {
      if (limit.withdraw(this)) {
        expiry.cancel();
        end(null, new IOException("the client was closed while the call waited for a free slot"));
      }
    }

    @Override
    public void done(@Nullable WireResponse response, @Nullable IOException failure) {
      if (response == null) {
        end(null, ended(exchange, failure != null ? failure : new IOException("no response")));
        return;
      }
      AttemptResponse raw;
      try (response) {
        raw = read(request, exchange, response);
      } catch (IOException e) {
        end(null, ended(exchange, e));
        return;
      }
      end(raw, null);
    }

    /**
     * Frees the slot, then tells the callback: the application's callbacks may run on this thread
     * next, and one that made a sync call of the same client would otherwise wait for the very slot
     * it holds.
     */
    private void end(@Nullable AttemptResponse response, @Nullable IOException failure) {
      CallControl.Phase wire = onTheWire;
      if (wire != null) {
        call.exit(wire);
      }
      CallControl.Phase wait = waiting;
      if (wait != null) {
        call.exit(wait);
      }
      call.exit(starting);
      if (joined) {
        call.leave();
      }
      ConcurrencyLimit.Permit slot = permit;
      if (slot != null) {
        slot.release();
      }
      callback.done(response, failure);
    }
  }

  /**
   * Reads the body of a response, whatever its status, within the caps; the caller closes it. A 2xx
   * body that the request says how to decode is parsed as it arrives (the JDK client receives on
   * its own thread meanwhile), unless a log record wants its bytes.
   */
  private AttemptResponse read(
      OutgoingRequest request, Cancellation exchange, WireResponse response) throws IOException {
    int status = response.status();
    if (status < 200 || status >= 300) {
      return new AttemptResponse(
          status,
          response.headers(),
          response.body().readNBytes(CommerceApiException.MAX_BODY_CHARS + Redactor.SLACK));
    }
    LimitedBody body =
        new LimitedBody(
            response.body(), response.contentLength(), maxResponseBytes, status, exchange);
    JsonType<?> type = request.decodeAs();
    if (type == null || keepsBodies.getAsBoolean() || body.fitsHead()) {
      // A body no longer than the start a decoding error quotes is read into one array and
      // decoded from it: no copy of its start is kept, and the codec reads an array.
      return new AttemptResponse(status, response.headers(), body.readAll());
    }
    ResponseDecoder.Decoded decoded =
        ResponseDecoder.attempt(() -> body.isEmpty() ? null : json.read(body, type));
    body.finish();
    // Only a decoding error quotes the start of the body.
    byte[] start = decoded.value() != null ? NO_BYTES : body.head();
    return new AttemptResponse(status, response.headers(), start, body.headCut(), decoded);
  }
}
