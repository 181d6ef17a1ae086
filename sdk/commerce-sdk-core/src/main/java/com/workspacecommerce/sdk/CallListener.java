package com.workspacecommerce.sdk;

import com.workspacecommerce.sdk.errors.CommerceException;
import java.time.Duration;
import org.jspecify.annotations.Nullable;

/**
 * Hears what each call does, for metrics and tracing: the start of a call, the end of each attempt,
 * each retry scheduled, and the end of the call. Set with {@link CommerceClient.Builder#listener}.
 * Every method has a no-op default, so implement only what you need.
 *
 * <p>Methods run synchronously, inside the call, so keep them short and never block. For the
 * synchronous client every event runs on the calling thread. For the {@linkplain
 * CommerceClient#async() asynchronous client}, {@link #onCallStart} runs on the calling thread and
 * the other events on the thread that ends the attempt or the call: a thread of the transport
 * (OkHttp's dispatcher, or the JDK transport's own) after a response or a network failure, the
 * retry scheduler's thread when a call ends while it waits to retry (deadline, close), or the
 * thread that cancels the future or closes the client. A listener shared by many calls must be
 * thread-safe. Each call has its own {@link Call} instance, the same in all its events and in its
 * {@link RequestInterceptor.Request#call()}, so per-call state can be kept by identity. An
 * exception thrown by a listener is logged at debug level and otherwise ignored: it never breaks
 * the call. Events never carry the API key.
 */
public interface CallListener {
  /**
   * Which call an event is about. A new instance for every call (records compare by value, so use
   * identity, not equality, to tell two calls of the same operation apart).
   *
   * @param operation a stable name: {@code orders.create}, {@code orders.get}, {@code
   *     products.list}, {@code products.get}, {@code customers.create}, {@code customers.update}
   * @param method the HTTP method
   * @param pathTemplate the path below the base URL with ids as placeholders, e.g. {@code
   *     /orders/{id}}
   */
  record Call(String operation, String method, String pathTemplate) {}

  /**
   * The end of one attempt.
   *
   * @param attempt the attempt number, from 1
   * @param statusCode the HTTP status, or 0 when the attempt got no response
   * @param failure why the attempt got no response, or null when it got one
   * @param duration how long the attempt took
   */
  record AttemptEnd(int attempt, int statusCode, @Nullable Throwable failure, Duration duration) {}

  /**
   * A retry about to be waited for.
   *
   * @param nextAttempt the number of the attempt that will follow the wait
   * @param reason why the previous attempt is retried, e.g. {@code "HTTP 503"} or {@code
   *     "SocketTimeoutException"}
   * @param delay how long the SDK waits before it
   */
  record RetryScheduled(int nextAttempt, String reason, Duration delay) {}

  /**
   * The end of a call.
   *
   * @param attempts how many attempts were made
   * @param duration how long the whole call took, decoding included
   * @param statusCode the last response's HTTP status, or 0 when there was none
   * @param requestId the last response's {@code X-Request-Id}, or null
   * @param failure the exception the call throws, or null when it succeeded
   */
  record CallEnd(
      int attempts,
      Duration duration,
      int statusCode,
      @Nullable String requestId,
      @Nullable CommerceException failure) {
    /**
     * @return whether the call returned a value
     */
    public boolean succeeded() {
      return failure == null;
    }
  }

  /**
   * Called before the first attempt of a call.
   *
   * @param call the call
   */
  default void onCallStart(Call call) {}

  /**
   * Called after each attempt, whatever its result.
   *
   * @param call the call
   * @param attempt the attempt's result
   */
  default void onAttemptEnd(Call call, AttemptEnd attempt) {}

  /**
   * Called when a failed attempt will be retried, before the wait.
   *
   * @param call the call
   * @param retry the retry
   */
  default void onRetryScheduled(Call call, RetryScheduled retry) {}

  /**
   * Called once when a call ends, successfully or not.
   *
   * @param call the call
   * @param end how it ended
   */
  default void onCallEnd(Call call, CallEnd end) {}
}
