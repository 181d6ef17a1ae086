package com.workspacecommerce.sdk.internal;

import com.workspacecommerce.sdk.errors.CommerceApiException;
import java.io.IOException;
import java.io.InterruptedIOException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import okhttp3.Call;
import okhttp3.Callback;
import okhttp3.Headers;
import okhttp3.Interceptor;
import okhttp3.OkHttpClient;
import okhttp3.Response;
import okhttp3.ResponseBody;
import okio.Buffer;
import okio.BufferedSource;
import org.jspecify.annotations.Nullable;

/**
 * Sends one attempt with OkHttp and reads the body before returning, so the connection goes back to
 * the pool (or is closed) on every path. A 2xx body is read up to the size limit, counted after
 * decompression; an error body up to {@link CommerceApiException#MAX_BODY_CHARS} bytes (plus {@link
 * Redactor#SLACK}, so that redaction sees a key whole before the cut).
 *
 * <p>Each exchange holds a slot of the client's {@link ConcurrencyLimit} from just before OkHttp
 * gets it until its body is read. A sync attempt waits for one on its own thread; an async one is
 * queued without a thread and handed to OkHttp ({@code enqueue}, which never blocks) by whichever
 * exchange frees a slot. Internal: not part of the public API.
 */
final class OkHttpTransport implements Transport {
  /**
   * Where {@link #NO_SILENT_RETRY} parks a {@code Retry-After} of zero seconds on a 503, until
   * {@link #read} puts it back.
   */
  private static final String PARKED_RETRY_AFTER = "X-Commerce-Sdk-Parked-Retry-After";

  /**
   * Hides a {@code 503} with {@code Retry-After: 0} from OkHttp, which would otherwise resend the
   * request at once on its own, whatever {@code retryOnConnectionFailure} says: an attempt that
   * maxRetries, the budget and the listener would never see. The header is put back before the
   * retrying layer reads the response.
   */
  static final Interceptor NO_SILENT_RETRY =
      chain -> {
        Response response = chain.proceed(chain.request());
        String retryAfter = response.header("Retry-After");
        if (response.code() != 503 || retryAfter == null || !retryAfter.trim().equals("0")) {
          return response;
        }
        return response
            .newBuilder()
            .removeHeader("Retry-After")
            .header(PARKED_RETRY_AFTER, retryAfter)
            .build();
      };

  private final OkHttpClient client;
  private final long maxResponseBytes;
  private final InFlightCalls inFlight;
  private final Redactor redactor;
  private final ConcurrencyLimit limit;
  private final ScheduledExecutorService scheduler;

  /**
   * Creates the transport.
   *
   * @param client the client to send with (its call timeout is overridden per attempt)
   * @param maxResponseBytes the most bytes of a 2xx body held, after decompression
   * @param inFlight where calls are registered so that interrupts and close() can cancel them
   * @param redactor masks the key in the message of what the application's OkHttp code threw
   * @param limit the slots shared with the clients of the same family
   * @param scheduler ends an async wait for a slot at its call's deadline
   */
  public OkHttpTransport(
      OkHttpClient client,
      long maxResponseBytes,
      InFlightCalls inFlight,
      Redactor redactor,
      ConcurrencyLimit limit,
      ScheduledExecutorService scheduler) {
    this.client = client;
    this.maxResponseBytes = maxResponseBytes;
    this.inFlight = inFlight;
    this.redactor = redactor;
    this.limit = limit;
    this.scheduler = scheduler;
  }

  @Override
  public RawResponse send(OutgoingRequest request) throws IOException {
    ConcurrencyLimit.Permit permit;
    try {
      permit = limit.acquire(request.deadlineNanos(), inFlight);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      InterruptedIOException x = new InterruptedIOException("interrupted while waiting for a slot");
      x.initCause(e);
      throw x;
    }
    InFlightCalls.Entry entry = null;
    try {
      Call call = newCall(request);
      entry = inFlight.register(call);
      Response response;
      try {
        response = call.execute();
      } catch (RuntimeException e) {
        // OkHttp passes on what an application interceptor or event listener throws; as an
        // IOException it ends the call as it does on the async path, where OkHttp reports it so.
        throw ClientCodeFailure.okHttpThrew(e, redactor);
      }
      try (response) {
        return read(call, response);
      }
    } catch (IOException | RuntimeException e) {
      throw e;
    } catch (Exception e) {
      // OkHttp is Kotlin: an interrupt while it waits for a connect attempt escapes as an
      // undeclared InterruptedException (which cleared the flag). Restore the flag and report it
      // as the interrupted I/O it is.
      if (!(e instanceof InterruptedException)) {
        throw new IOException(e);
      }
      Thread.currentThread().interrupt();
      InterruptedIOException x = new InterruptedIOException("interrupted");
      x.initCause(e);
      throw x;
    } finally {
      if (entry != null) {
        inFlight.unregister(entry);
      }
      permit.release();
    }
  }

  @Override
  public Call sendAsync(OutgoingRequest request, AttemptCallback callback) {
    Call call = client.newCall(request.http());
    AsyncAttempt attempt = new AsyncAttempt(request, call, callback);
    ConcurrencyLimit.Permit permit = limit.acquireOrQueue(attempt);
    if (permit != null) {
      attempt.granted(permit);
    } else {
      attempt.queued();
    }
    return call;
  }

  /**
   * One asynchronous attempt: waits for a slot if it must, then runs on OkHttp's dispatcher. Ends
   * exactly once, through {@link #end}, which gives the slot back before telling the callback.
   */
  private final class AsyncAttempt extends ConcurrencyLimit.AsyncWaiter implements Callback {
    private final OutgoingRequest request;
    private final Call call;
    private final AttemptCallback callback;
    private final InFlightCalls.AsyncEntry entry;
    private final long queuedAt = System.nanoTime();
    private volatile ConcurrencyLimit.@Nullable Permit permit;
    private volatile boolean waitOver;
    private volatile @Nullable ScheduledFuture<?> expiry;
    private volatile @Nullable Runnable forgetCloseHook;

    AsyncAttempt(OutgoingRequest request, Call call, AttemptCallback callback) {
      this.request = request;
      this.call = call;
      this.callback = callback;
      this.entry = inFlight.registerAsync(call);
    }

    /** No slot was free: end the wait at the deadline or on close(), whichever comes first. */
    void queued() {
      forgetCloseHook = inFlight.onClose(this::clientClosed);
      long left = request.deadlineNanos() - System.nanoTime();
      try {
        expiry =
            scheduler.schedule(
                AsyncScheduler.marked(this::expired), Math.max(0, left), TimeUnit.NANOSECONDS);
      } catch (RuntimeException rejected) {
        // A scheduler the application shut down: the wait ends when a slot frees, on close(), or
        // at the grant, which checks the deadline.
      }
      if (waitOver) {
        stopWaiting(); // granted (or closed) while the hook and timer were being set up
      }
    }

    @Override
    void granted(ConcurrencyLimit.Permit slot) {
      permit = slot;
      stopWaiting();
      if (call.isCanceled()) {
        end(null, new IOException("Canceled"));
        return;
      }
      long left = request.deadlineNanos() - System.nanoTime();
      if (left <= 0) {
        end(null, limit.timedOut(queuedAt));
        return;
      }
      setTimeout(call, request);
      call.enqueue(this);
    }

    private void stopWaiting() {
      waitOver = true;
      ScheduledFuture<?> timer = expiry;
      if (timer != null) {
        timer.cancel(false);
      }
      Runnable forget = forgetCloseHook;
      if (forget != null) {
        forget.run();
      }
    }

    private void expired() {
      if (limit.withdraw(this)) {
        stopWaiting();
        end(null, limit.timedOut(queuedAt));
      }
    }

    private void clientClosed() {
      if (limit.withdraw(this)) {
        stopWaiting();
        end(null, new IOException("the client was closed while the call waited for a free slot"));
      }
    }

    @Override
    public void onFailure(Call c, IOException e) {
      end(null, applicationCodeThrew(c, e));
    }

    @Override
    public void onResponse(Call c, Response response) {
      RawResponse raw;
      try (response) {
        raw = read(c, response);
      } catch (IOException e) {
        end(null, e);
        return;
      }
      end(raw, null);
    }

    /**
     * Frees the slot, then tells the callback: the application's callbacks may run on this thread
     * next, and one that made a sync call of the same client would otherwise wait for the very slot
     * it holds.
     */
    private void end(@Nullable RawResponse response, @Nullable IOException failure) {
      inFlight.unregisterAsync(entry);
      ConcurrencyLimit.Permit slot = permit;
      if (slot != null) {
        slot.release();
      }
      callback.done(response, failure);
    }
  }

  /**
   * When an interceptor or event listener of the application's OkHttp client throws during an async
   * call, OkHttp cancels the call and reports an IOException carrying what was thrown (as its cause
   * since 5.x's later releases, suppressed before), then rethrows it on its dispatcher thread; that
   * is the same failure the sync path sees.
   */
  private IOException applicationCodeThrew(Call call, IOException e) {
    if (!call.isCanceled()) {
      return e;
    }
    if (e.getCause() instanceof RuntimeException) {
      return ClientCodeFailure.okHttpThrew((RuntimeException) e.getCause(), redactor);
    }
    for (Throwable suppressed : e.getSuppressed()) {
      if (suppressed instanceof RuntimeException) {
        return ClientCodeFailure.okHttpThrew((RuntimeException) suppressed, redactor);
      }
    }
    return e;
  }

  private Call newCall(OutgoingRequest request) {
    Call call = client.newCall(request.http());
    setTimeout(call, request);
    return call;
  }

  /**
   * Sets the attempt's timeout as the slot is taken: a wait for the slot came out of the call's
   * deadline, not out of the attempt's own time, so it is shortened to what is left of the former.
   */
  private static void setTimeout(Call call, OutgoingRequest request) {
    long left = request.deadlineNanos() - System.nanoTime();
    // Never 0, which OkHttp reads as no timeout at all.
    long nanos = Math.max(1, Math.min(request.attemptTimeout().toNanos(), left));
    call.timeout().timeout(nanos, TimeUnit.NANOSECONDS);
  }

  /** Reads the body of a response, whatever its status, within the caps; the caller closes it. */
  private RawResponse read(Call call, Response response) throws IOException {
    ResponseBody body = response.body();
    byte[] bytes;
    if (response.isSuccessful()) {
      bytes = readLimited(body, call, response.code());
    } else {
      BufferedSource source = body.source();
      long cap = (long) CommerceApiException.MAX_BODY_CHARS + Redactor.SLACK;
      source.request(cap);
      Buffer buffer = source.getBuffer();
      bytes = buffer.readByteArray(Math.min(buffer.size(), cap));
    }
    Headers headers = response.headers();
    String parked = headers.get(PARKED_RETRY_AFTER);
    if (parked != null) {
      headers =
          headers.newBuilder().removeAll(PARKED_RETRY_AFTER).add("Retry-After", parked).build();
    }
    return new RawResponse(response.code(), headers, bytes);
  }

  /**
   * Reads a whole body, failing as soon as it holds more than the limit. With a trusted length the
   * bytes go straight into one array of that size: {@code ResponseBody.bytes()} would gather them
   * in Okio segments first and then copy, twice the garbage of the body itself. Without a length
   * (chunked, or decompressed by OkHttp) the body is buffered up to the limit and one byte.
   */
  private byte[] readLimited(ResponseBody body, Call call, int status) throws IOException {
    long length = body.contentLength();
    BufferedSource source = body.source();
    if (length > maxResponseBytes) {
      throw tooLarge(call, status);
    }
    if (length < 0) {
      if (source.request(maxResponseBytes + 1)) {
        throw tooLarge(call, status);
      }
      return source.getBuffer().readByteArray();
    }
    byte[] bytes = new byte[(int) length];
    int read = 0;
    while (read < bytes.length) {
      int n = source.read(bytes, read, bytes.length - read);
      if (n < 0) {
        throw new IOException(
            "Content-Length (" + length + ") is more than the body's length (" + read + ")");
      }
      read += n;
    }
    if (!source.exhausted()) {
      call.cancel(); // the rest is not read, so the connection must not be reused
      throw new IOException("the body is longer than its Content-Length (" + length + ")");
    }
    return bytes;
  }

  private BodyTooLargeException tooLarge(Call call, int status) {
    // Cancelling makes OkHttp close the connection rather than drain it back into the pool.
    call.cancel();
    return new BodyTooLargeException(maxResponseBytes, status);
  }
}
