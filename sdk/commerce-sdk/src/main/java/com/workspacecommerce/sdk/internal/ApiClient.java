package com.workspacecommerce.sdk.internal;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.ObjectReader;
import com.workspacecommerce.sdk.CallListener;
import com.workspacecommerce.sdk.CommerceResponse;
import com.workspacecommerce.sdk.RequestOptions;
import com.workspacecommerce.sdk.errors.CommerceDecodingException;
import com.workspacecommerce.sdk.errors.CommerceException;
import java.io.IOException;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.atomic.AtomicBoolean;
import okhttp3.Headers;
import okhttp3.HttpUrl;
import okhttp3.Request;
import org.jspecify.annotations.Nullable;

/**
 * Builds each request, sends it through the transport, and turns the response into a record or an
 * exception. One per client, immutable and thread-safe. Internal: not part of the public API.
 */
final class ApiClient {
  private static final int SNIPPET_CHARS = 200;

  private final HttpUrl baseUrl;
  private final Headers defaultHeaders;
  private final RetryingTransport transport;
  private final Failures failures;
  private final Redactor redactor;
  private final Duration defaultAttemptTimeout;
  private final Duration defaultTotalTimeout;
  private final int defaultMaxRetries;
  private final AtomicBoolean closed;
  private final Listeners listeners;
  private final @Nullable Executor callbackExecutor;
  private final ScheduledExecutorService scheduler;

  /**
   * Creates the API client.
   *
   * @param baseUrl the base URL, path prefix included
   * @param defaultHeaders headers sent on every call (Authorization, Accept, User-Agent)
   * @param transport the assembled transport, retries included
   * @param failures builds exceptions
   * @param redactor masks the key
   * @param defaultAttemptTimeout the time allowed for each attempt
   * @param defaultTotalTimeout the time allowed for a whole call, or null for no bound
   * @param defaultMaxRetries the retries per call
   * @param closed set once the owning client is closed
   * @param listeners hears calls
   * @param callbackExecutor completes async futures, or null for the thread that ends the call
   * @param scheduler runs the waits of async retries
   */
  public ApiClient(
      HttpUrl baseUrl,
      Headers defaultHeaders,
      RetryingTransport transport,
      Failures failures,
      Redactor redactor,
      Duration defaultAttemptTimeout,
      Duration defaultTotalTimeout,
      int defaultMaxRetries,
      AtomicBoolean closed,
      Listeners listeners,
      @Nullable Executor callbackExecutor,
      ScheduledExecutorService scheduler) {
    this.baseUrl = baseUrl;
    this.defaultHeaders = defaultHeaders;
    this.transport = transport;
    this.failures = failures;
    this.redactor = redactor;
    this.defaultAttemptTimeout = defaultAttemptTimeout;
    this.defaultTotalTimeout = defaultTotalTimeout;
    this.defaultMaxRetries = defaultMaxRetries;
    this.closed = closed;
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
  public <B, T> T execute(Operation<B, T> op) {
    long start = System.nanoTime();
    OutgoingRequest request = begin(op, start);
    B decoded = complete(request, transport.execute(request), op, start);
    return op.convert().apply(decoded);
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
  public <B, T> CommerceResponse<T> executeRaw(Operation<B, T> op) {
    long start = System.nanoTime();
    OutgoingRequest request = begin(op, start);
    Outcome outcome = transport.execute(request);
    B decoded = complete(request, outcome, op, start);
    return raw(outcome, op.convert().apply(decoded), start);
  }

  /**
   * Sends one call without blocking the caller.
   *
   * @param op the call
   * @param <B> the decoded body type
   * @param <T> the value type
   * @return a future of the value; cancelling it cancels the call and any pending retry
   */
  public <B, T> CompletableFuture<T> executeAsync(Operation<B, T> op) {
    return async(op, (outcome, value, start) -> value);
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
  public <B, T> CompletableFuture<CommerceResponse<T>> executeAsyncRaw(Operation<B, T> op) {
    return async(op, this::raw);
  }

  /** Turns a successful outcome and its value into what the future holds. */
  @FunctionalInterface
  private interface Finish<T, R> {
    R apply(Outcome outcome, T value, long start);
  }

  private <B, T, R> CompletableFuture<R> async(Operation<B, T> op, Finish<T, R> finish) {
    long start = System.nanoTime();
    OutgoingRequest request = begin(op, start);
    CancellableFuture<R> future = new CancellableFuture<>();
    RetryingTransport.AsyncCall call =
        transport.executeAsync(
            request,
            scheduler,
            outcome -> {
              R result;
              try {
                B decoded = complete(request, outcome, op, start);
                result = finish.apply(outcome, op.convert().apply(decoded), start);
              } catch (RuntimeException e) {
                deliver(() -> future.completeExceptionally(e));
                return;
              }
              deliver(() -> future.complete(result));
            });
    future.onCancel(
        () -> {
          call.cancel();
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
        // A callback that blocks there would hold up the retries of every client in the JVM.
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
    if (closed.get()) {
      throw new IllegalStateException("CommerceClient is closed; build a new client to make calls");
    }
    OutgoingRequest request =
        request(op.method(), op.path(), op.query(), op.body(), op.options(), start);
    listeners.callStart(request.call());
    return request;
  }

  /** Decodes a successful outcome or builds the exception for a failed one; tells the listener. */
  private <B> B complete(OutgoingRequest request, Outcome outcome, Operation<B, ?> op, long start) {
    CommerceException failure;
    if (outcome.isSuccessful()) {
      try {
        B value = decode(request, outcome.response(), op.reader(), op.resource());
        listeners.callEnd(request.call(), outcome.attempts(), start, outcome.response(), null);
        return value;
      } catch (CommerceDecodingException e) {
        failure = e;
      }
    } else {
      failure = failures.exception(request, outcome);
    }
    listeners.callEnd(request.call(), outcome.attempts(), start, outcome.response(), failure);
    throw failure;
  }

  private <T> CommerceResponse<T> raw(Outcome outcome, T value, long start) {
    RawResponse response = outcome.response();
    return new CommerceResponse<>(
        response.status(),
        response.headers().toMultimap(),
        redactor.quote(response.requestId(), 200),
        outcome.attempts(),
        Duration.ofNanos(System.nanoTime() - start),
        value);
  }

  /** A future whose cancel also cancels the HTTP call and any retry it waits for. */
  static final class CancellableFuture<T> extends CompletableFuture<T> {
    private volatile Runnable onCancel;

    void onCancel(Runnable action) {
      onCancel = action;
      if (isCancelled()) {
        action.run();
      }
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

  /**
   * Names the operation the way listeners see it, from the method and the path: {@code POST
   * /orders} is {@code orders.create}, {@code GET /orders/{id}} {@code orders.get}, {@code GET
   * /products} {@code products.list}, {@code PUT /customers/{id}} {@code customers.update}.
   */
  static CallListener.Call describeCall(String method, String[] path) {
    String resource = path.length == 0 ? "" : path[0];
    StringBuilder template = new StringBuilder();
    for (int i = 0; i < path.length; i++) {
      template.append('/').append(i % 2 == 0 ? path[i] : "{id}");
    }
    String verb;
    switch (method) {
      case "POST":
        verb = "create";
        break;
      case "PUT":
      case "PATCH":
        verb = "update";
        break;
      case "DELETE":
        verb = "delete";
        break;
      default:
        verb = path.length % 2 == 1 ? "list" : "get";
    }
    return new CallListener.Call(resource + "." + verb, method, template.toString());
  }

  private OutgoingRequest request(
      String method,
      String[] path,
      String[] query,
      Object body,
      RequestOptions options,
      long startNanos) {
    HttpUrl.Builder url = baseUrl.newBuilder();
    for (String segment : path) {
      url.addPathSegment(segment);
    }
    if (query != null) {
      for (int i = 0; i < query.length; i += 2) {
        url.addQueryParameter(query[i], query[i + 1]);
      }
    }
    String idempotencyKey = options.idempotencyKey();
    boolean idempotent = !"POST".equals(method) || idempotencyKey != null;
    Request.Builder http = new Request.Builder().url(url.build()).headers(defaultHeaders);
    for (Map.Entry<String, String> h : options.headers().entrySet()) {
      http.header(h.getKey(), h.getValue());
    }
    if (idempotencyKey != null) {
      http.header("Idempotency-Key", idempotencyKey);
    }
    if (body != null) {
      byte[] bytes;
      try {
        bytes = Json.WRITER.writeValueAsBytes(body);
      } catch (JsonProcessingException e) {
        throw new IllegalArgumentException(
            "params could not be serialized to JSON: " + e.getOriginalMessage(), e);
      }
      http.method(method, new JsonRequestBody(bytes, !idempotent));
    } else {
      http.method(method, null);
    }
    Duration timeout =
        options.attemptTimeout() != null ? options.attemptTimeout() : defaultAttemptTimeout;
    Duration total = options.totalTimeout() != null ? options.totalTimeout() : defaultTotalTimeout;
    int maxRetries = options.maxRetries() != null ? options.maxRetries() : defaultMaxRetries;
    long deadline =
        total == null || total.toNanos() > Long.MAX_VALUE / 4
            ? startNanos + Long.MAX_VALUE / 2
            : startNanos + total.toNanos();
    return new OutgoingRequest(
        http.build(),
        describeCall(method, path),
        timeout,
        maxRetries,
        idempotent,
        total,
        deadline,
        1);
  }

  /**
   * Decodes a 2xx body. Whatever the bytes, the only outcomes are a value or a {@link
   * CommerceDecodingException}: parser limits ({@link Json}) stop deep nesting and huge numbers,
   * and anything a record's constructor or Jackson throws is caught here.
   */
  private <T> T decode(
      OutgoingRequest request, RawResponse response, ObjectReader reader, String resource) {
    String problem;
    Throwable cause;
    try {
      T value = reader.readValue(response.body());
      if (value != null) {
        return value;
      }
      problem = "the body is empty or JSON null";
      cause = null;
    } catch (JsonMappingException e) {
      MissingFieldException missing = findMissingField(e);
      String at = path(e);
      problem = (missing != null ? missing.getMessage() : e.getOriginalMessage()) + at;
      cause = e;
    } catch (JsonProcessingException e) {
      problem = e.getOriginalMessage();
      cause = e;
    } catch (IOException | RuntimeException e) {
      problem = e.toString();
      cause = e;
    } catch (StackOverflowError e) {
      problem = "the body is nested too deeply";
      cause = null; // a StackOverflowError's trace is huge and says nothing more
    }
    String snippet = redactor.quote(response.body(), SNIPPET_CHARS);
    String requestId = redactor.quote(response.requestId(), SNIPPET_CHARS);
    String message =
        "Could not decode "
            + resource
            + " from HTTP "
            + response.status()
            + " on "
            + request.describe()
            + ": "
            + redactor.quote(problem, 500)
            + (requestId == null ? "" : " [request id " + requestId + "]")
            + "; body starts: "
            + snippet;
    throw new CommerceDecodingException(
        message, response.status(), snippet, requestId, response.headers().toMultimap(), cause);
  }

  private static MissingFieldException findMissingField(Throwable e) {
    for (Throwable t = e; t != null; t = t.getCause()) {
      if (t instanceof MissingFieldException) {
        return (MissingFieldException) t;
      }
    }
    return null;
  }

  private static String path(JsonMappingException e) {
    StringBuilder out = new StringBuilder();
    for (JsonMappingException.Reference ref : e.getPath()) {
      if (ref.getFieldName() != null) {
        out.append(out.length() == 0 ? "" : ".").append(ref.getFieldName());
      } else if (ref.getIndex() >= 0) {
        out.append('[').append(ref.getIndex()).append(']');
      }
    }
    return out.length() == 0 ? "" : " (at " + out + ")";
  }
}
