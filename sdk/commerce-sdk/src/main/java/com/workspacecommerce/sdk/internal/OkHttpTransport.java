package com.workspacecommerce.sdk.internal;

import com.workspacecommerce.sdk.errors.CommerceApiException;
import java.io.IOException;
import java.io.InterruptedIOException;
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

/**
 * Sends one attempt with OkHttp and reads the body before returning, so the connection goes back to
 * the pool (or is closed) on every path. A 2xx body is read up to the size limit, counted after
 * decompression; an error body up to {@link CommerceApiException#MAX_BODY_CHARS} bytes (plus {@link
 * Redactor#SLACK}, so that redaction sees a key whole before the cut). Internal: not part of the
 * public API.
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

  /**
   * Creates the transport.
   *
   * @param client the client to send with (its call timeout is overridden per attempt)
   * @param maxResponseBytes the most bytes of a 2xx body held, after decompression
   * @param inFlight where calls are registered so that interrupts and close() can cancel them
   * @param redactor masks the key in the message of what the application's OkHttp code threw
   */
  public OkHttpTransport(
      OkHttpClient client, long maxResponseBytes, InFlightCalls inFlight, Redactor redactor) {
    this.client = client;
    this.maxResponseBytes = maxResponseBytes;
    this.inFlight = inFlight;
    this.redactor = redactor;
  }

  @Override
  public RawResponse send(OutgoingRequest request) throws IOException {
    Call call = newCall(request);
    InFlightCalls.Entry entry = inFlight.register(call);
    try {
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
      inFlight.unregister(entry);
    }
  }

  @Override
  public Call sendAsync(OutgoingRequest request, AttemptCallback callback) {
    Call call = newCall(request);
    InFlightCalls.AsyncEntry entry = inFlight.registerAsync(call);
    call.enqueue(
        new Callback() {
          @Override
          public void onFailure(Call c, IOException e) {
            inFlight.unregisterAsync(entry);
            callback.done(null, applicationCodeThrew(c, e));
          }

          @Override
          public void onResponse(Call c, Response response) {
            RawResponse raw;
            try (response) {
              raw = read(c, response);
            } catch (IOException e) {
              inFlight.unregisterAsync(entry);
              callback.done(null, e);
              return;
            }
            inFlight.unregisterAsync(entry);
            callback.done(raw, null);
          }
        });
    return call;
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
    call.timeout().timeout(request.attemptTimeout().toNanos(), TimeUnit.NANOSECONDS);
    return call;
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
