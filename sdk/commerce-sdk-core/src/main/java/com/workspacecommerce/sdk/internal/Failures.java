package com.workspacecommerce.sdk.internal;

import com.workspacecommerce.sdk.errors.AuthenticationException;
import com.workspacecommerce.sdk.errors.BadRequestException;
import com.workspacecommerce.sdk.errors.CommerceApiException;
import com.workspacecommerce.sdk.errors.CommerceCancelledException;
import com.workspacecommerce.sdk.errors.CommerceConnectionException;
import com.workspacecommerce.sdk.errors.CommerceException;
import com.workspacecommerce.sdk.errors.CommerceTimeoutException;
import com.workspacecommerce.sdk.errors.ConflictException;
import com.workspacecommerce.sdk.errors.InternalServerException;
import com.workspacecommerce.sdk.errors.NotFoundException;
import com.workspacecommerce.sdk.errors.PermissionDeniedException;
import com.workspacecommerce.sdk.errors.ProxyAuthenticationException;
import com.workspacecommerce.sdk.errors.RateLimitException;
import com.workspacecommerce.sdk.errors.ResponseTooLargeException;
import com.workspacecommerce.sdk.errors.UnexpectedStatusException;
import com.workspacecommerce.sdk.errors.UnprocessableEntityException;
import com.workspacecommerce.sdk.internal.spi.ClientCodeFailure;
import com.workspacecommerce.sdk.internal.spi.JsonCodec;
import com.workspacecommerce.sdk.internal.spi.ProxyAuthenticationFailure;
import com.workspacecommerce.sdk.internal.spi.Redactor;
import java.io.IOException;
import java.net.SocketTimeoutException;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * Turns failed attempts into the public exceptions, with messages that name the call and never the
 * key. Internal: not part of the public API.
 */
final class Failures {
  /** The most characters of the server's own message quoted in an exception message. */
  private static final int SERVER_MESSAGE_CHARS = 1000;

  private final Redactor redactor;
  private final JsonCodec json;

  /**
   * Creates the factory with the codec the system property chooses (as a client built without
   * {@code json(String)}).
   *
   * @param redactor masks the API key in any text taken from the server
   */
  public Failures(Redactor redactor) {
    this(redactor, JsonCodecs.fromProperty());
  }

  /**
   * Creates the factory.
   *
   * @param redactor masks the API key in any text taken from the server
   * @param json finds the server's own message in an error body
   */
  Failures(Redactor redactor, JsonCodec json) {
    this.redactor = redactor;
    this.json = json;
  }

  /**
   * Tells whether an I/O failure was a timeout: the attempt's time ran out, a connection could not
   * be made in time, or no slot freed in time. Decided by type alone, whatever the transport.
   *
   * @param e the failure
   * @return true for a timeout
   */
  public static boolean isTimeout(IOException e) {
    return e instanceof SocketTimeoutException || e instanceof AttemptTimeoutException;
  }

  /**
   * Turns an unsuccessful outcome of the retrying layer into the exception the call throws: the one
   * place where failures become public exceptions.
   *
   * @param request the request
   * @param outcome what the retrying layer returned, not a 2xx
   * @return the exception
   */
  public CommerceException exception(OutgoingRequest request, Outcome outcome) {
    int attempts = outcome.attempts();
    Exception failure = outcome.failure();
    if (outcome.stop() == Outcome.Stop.INTERRUPTED || outcome.stop() == Outcome.Stop.CLOSED) {
      return cancelled(request, failure, attempts, outcome.stop() == Outcome.Stop.CLOSED);
    }
    if (failure instanceof BodyTooLargeException) {
      BodyTooLargeException e = (BodyTooLargeException) failure;
      String msg =
          "The response to "
              + request.describe()
              + " (HTTP "
              + e.status
              + ") is larger than the client's limit of "
              + e.limit
              + " bytes (maxResponseBytes); reading stopped at the limit and the connection was"
              + " discarded"
              + attempts(attempts);
      return new ResponseTooLargeException(msg, e.status, e.limit, e);
    }
    if (failure instanceof ClientCodeFailure) {
      return new CommerceException(
          request.describe()
              + " "
              + ((ClientCodeFailure) failure).outcome()
              + ": "
              + failure.getMessage()
              + attempts(attempts),
          failure.getCause());
    }
    String why = why(request, outcome);
    AttemptResponse response = outcome.response();
    if (response != null) {
      return api(request, response, outcome.retryAfter(), attempts, why);
    }
    if (failure == null) {
      // The deadline passed before any attempt could start (a total timeout shorter than the
      // time it took to get here).
      return new CommerceTimeoutException(
          request.describe() + " was not sent" + why + attempts(attempts), null, attempts);
    }
    return io(request, (IOException) failure, attempts, why);
  }

  /** Why the retrying stopped, when that is worth saying: a limit other than maxRetries. */
  private static String why(OutgoingRequest request, Outcome outcome) {
    switch (outcome.stop()) {
      case BUDGET_EXHAUSTED:
        return "; not retried: the client's retry budget is exhausted (retryBudget), since many"
            + " calls failed recently";
      case DEADLINE:
        return "; the call's totalTimeout of " + request.totalTimeout().toMillis() + " ms ended it";
      case RETRY_AFTER_TOO_LONG:
        return "; not retried: Retry-After "
            // The retrying layer stops for this reason only with the Retry-After it read.
            + Objects.requireNonNull(outcome.retryAfter(), "retryAfter").toSeconds()
            + " s is longer than the "
            + RetryPolicy.MAX_RETRY_AFTER.toSeconds()
            + " s the SDK waits";
      default:
        return "";
    }
  }

  /**
   * Builds the exception a listener hears for an asynchronous call whose future was cancelled.
   *
   * @param request the request
   * @param attempts attempts started
   * @return the exception
   */
  CommerceCancelledException futureCancelled(OutgoingRequest request, int attempts) {
    return new CommerceCancelledException(
        request.describe() + " was cancelled through its future" + attempts(attempts),
        null,
        false,
        attempts);
  }

  private CommerceCancelledException cancelled(
      OutgoingRequest request, @Nullable Exception cause, int attempts, boolean closed) {
    String msg =
        request.describe()
            + (closed
                ? " was cancelled because the client was closed"
                : " was cancelled because the calling thread was interrupted")
            + attempts(attempts);
    return new CommerceCancelledException(msg, cause, closed, attempts);
  }

  /**
   * Builds the exception for a non-2xx response.
   *
   * @param request the request
   * @param response the response
   * @param retryAfter the {@code Retry-After} delay, or null
   * @param a how many attempts were made
   * @param why why the retrying stopped, or empty
   * @return the exception, of the subclass for the status
   */
  private CommerceApiException api(
      OutgoingRequest request,
      AttemptResponse response,
      @Nullable Duration retryAfter,
      int a,
      String why) {
    int status = response.status();
    String body = redactor.cap(response.bodyText(), CommerceApiException.MAX_BODY_CHARS);
    String requestId = redactor.redact(response.requestId());
    Map<String, List<String>> headers = response.headers().toMultimap();
    StringBuilder msg =
        new StringBuilder("HTTP ").append(status).append(" on ").append(request.describe());
    String server = redactor.quote(ServerMessage.find(json, response.body()), SERVER_MESSAGE_CHARS);
    if (server != null) {
      msg.append(": ").append(server);
    }
    if (status >= 300 && status < 400) {
      String location = response.headers().get("Location");
      msg.append(": redirect to ")
          .append(location == null ? "(no Location)" : redactor.redact(location))
          .append(" not followed, so the API key cannot travel to another address");
    }
    if (status == 429 && retryAfter != null) {
      msg.append(" (Retry-After ").append(retryAfter.toSeconds()).append(" s)");
    }
    if (requestId != null) {
      msg.append(" [request id ").append(redactor.quote(requestId, 200)).append(']');
    }
    msg.append(why).append(attempts(a));
    String m = msg.toString();
    if (status == 429) {
      return new RateLimitException(m, status, headers, body, requestId, a, retryAfter);
    }
    ApiFailure failure =
        BY_STATUS.getOrDefault(
            status,
            status >= 500 && status < 600
                ? InternalServerException::new
                : UnexpectedStatusException::new);
    return failure.create(m, status, headers, body, requestId, a);
  }

  /** The statuses with a class of their own, but for 429, whose class also takes Retry-After. */
  private static final Map<Integer, ApiFailure> BY_STATUS =
      Map.of(
          400, BadRequestException::new,
          401, AuthenticationException::new,
          403, PermissionDeniedException::new,
          404, NotFoundException::new,
          409, ConflictException::new,
          422, UnprocessableEntityException::new);

  /** The constructor that {@link CommerceApiException} and those subclasses share. */
  @FunctionalInterface
  private interface ApiFailure {
    CommerceApiException create(
        String message,
        int status,
        Map<String, List<String>> headers,
        String body,
        @Nullable String requestId,
        int attempts);
  }

  /**
   * Builds the exception for an attempt that got no response.
   *
   * @param request the request
   * @param e the I/O failure
   * @param attempts how many attempts were made
   * @param why why the retrying stopped, or empty
   * @return a {@link CommerceTimeoutException} for a timeout, a {@link
   *     ProxyAuthenticationException} for a proxy's 407, else a {@link CommerceConnectionException}
   */
  private CommerceConnectionException io(
      OutgoingRequest request, IOException e, int attempts, String why) {
    if (e instanceof ProxyAuthenticationFailure) {
      // The transport's message names the proxy and what it refused, never the credentials.
      return new ProxyAuthenticationException(
          request.describe() + " failed: " + e.getMessage() + why + attempts(attempts),
          e,
          attempts,
          ((ProxyAuthenticationFailure) e).proxy());
    }
    boolean timeout = isTimeout(e);
    StringBuilder msg = new StringBuilder(request.describe());
    if (timeout) {
      msg.append(" timed out (");
      if (!(e instanceof AttemptTimeoutException)) {
        // The SDK's own timeout needs no name: the attempt timeout that follows says it all.
        msg.append(e.getClass().getSimpleName());
        if (e.getMessage() != null) {
          msg.append(": ").append(redactor.quote(e.getMessage(), 500));
        }
        msg.append("; ");
      }
      msg.append("attempt timeout ").append(request.attemptTimeout().toMillis()).append(" ms)");
    } else {
      msg.append(" failed: ").append(e.getClass().getSimpleName());
      if (e.getMessage() != null) {
        msg.append(": ").append(redactor.quote(e.getMessage(), 500));
      }
    }
    msg.append(why).append(attempts(attempts));
    return timeout
        ? new CommerceTimeoutException(msg.toString(), e, attempts)
        : new CommerceConnectionException(msg.toString(), e, attempts);
  }

  private static String attempts(int attempts) {
    return " (" + attempts + (attempts == 1 ? " attempt)" : " attempts)");
  }
}
