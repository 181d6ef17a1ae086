package com.workspacecommerce.sdk.internal;

import com.workspacecommerce.sdk.errors.AuthenticationException;
import com.workspacecommerce.sdk.errors.BadRequestException;
import com.workspacecommerce.sdk.errors.CommerceApiException;
import com.workspacecommerce.sdk.errors.CommerceConnectionException;
import com.workspacecommerce.sdk.errors.CommerceException;
import com.workspacecommerce.sdk.errors.CommerceTimeoutException;
import com.workspacecommerce.sdk.errors.ConflictException;
import com.workspacecommerce.sdk.errors.InternalServerException;
import com.workspacecommerce.sdk.errors.NotFoundException;
import com.workspacecommerce.sdk.errors.PermissionDeniedException;
import com.workspacecommerce.sdk.errors.RateLimitException;
import com.workspacecommerce.sdk.errors.UnexpectedStatusException;
import com.workspacecommerce.sdk.errors.UnprocessableEntityException;
import java.io.IOException;
import java.io.InterruptedIOException;
import java.net.SocketTimeoutException;
import java.time.Duration;
import java.util.List;
import java.util.Map;

/**
 * Turns failed attempts into the public exceptions, with messages that name the call and never
 * the key. Internal: not part of the public API.
 */
final class Failures {
  private final Redactor redactor;

  /**
   * Creates the factory.
   *
   * @param redactor masks the API key in any text taken from the server
   */
  public Failures(Redactor redactor) {
    this.redactor = redactor;
  }

  /**
   * Tells whether an I/O failure was a timeout (call timeout or socket timeout).
   *
   * @param e the failure
   * @return true for a timeout
   */
  public static boolean isTimeout(IOException e) {
    return e instanceof SocketTimeoutException
        || (e instanceof InterruptedIOException && "timeout".equals(e.getMessage()));
  }

  /**
   * Builds the exception for a non-2xx response.
   *
   * @param request the request
   * @param response the response
   * @param retryAfter the {@code Retry-After} delay, or null
   * @return the exception, of the subclass for the status
   */
  public CommerceApiException api(OutgoingRequest request, RawResponse response, Duration retryAfter) {
    int status = response.status();
    String body = redactor.redact(response.bodyText());
    String requestId = response.headers().get("X-Request-Id");
    Map<String, List<String>> headers = response.headers().toMultimap();
    StringBuilder msg = new StringBuilder("HTTP ").append(status).append(" on ").append(request.describe());
    String server = redactor.redact(Json.serverMessage(response.body()));
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
      msg.append(" [request id ").append(redactor.redact(requestId)).append(']');
    }
    appendAttempts(msg, response.attempts());
    String m = msg.toString();
    int a = response.attempts();
    switch (status) {
      case 400:
        return new BadRequestException(m, status, headers, body, requestId, a);
      case 401:
        return new AuthenticationException(m, status, headers, body, requestId, a);
      case 403:
        return new PermissionDeniedException(m, status, headers, body, requestId, a);
      case 404:
        return new NotFoundException(m, status, headers, body, requestId, a);
      case 409:
        return new ConflictException(m, status, headers, body, requestId, a);
      case 422:
        return new UnprocessableEntityException(m, status, headers, body, requestId, a);
      case 429:
        return new RateLimitException(m, status, headers, body, requestId, a, retryAfter);
      default:
        if (status >= 500 && status < 600) {
          return new InternalServerException(m, status, headers, body, requestId, a);
        }
        return new UnexpectedStatusException(m, status, headers, body, requestId, a);
    }
  }

  /**
   * Builds the exception for an attempt that got no response.
   *
   * @param request the request
   * @param e the I/O failure
   * @param attempts how many attempts were made
   * @return a {@link CommerceTimeoutException} for a timeout, else a {@link
   *     CommerceConnectionException}
   */
  public CommerceConnectionException io(OutgoingRequest request, IOException e, int attempts) {
    boolean timeout = isTimeout(e);
    StringBuilder msg = new StringBuilder(request.describe());
    if (timeout) {
      msg.append(" timed out (").append(e.getClass().getSimpleName());
      if (e.getMessage() != null) {
        msg.append(": ").append(redactor.redact(e.getMessage()));
      }
      msg.append("; call timeout ").append(request.timeout().toMillis()).append(" ms)");
    } else {
      msg.append(" failed: ").append(e.getClass().getSimpleName());
      if (e.getMessage() != null) {
        msg.append(": ").append(redactor.redact(e.getMessage()));
      }
    }
    appendAttempts(msg, attempts);
    return timeout
        ? new CommerceTimeoutException(msg.toString(), e, attempts)
        : new CommerceConnectionException(msg.toString(), e, attempts);
  }

  /**
   * Builds the exception for a thread interrupted while calling or waiting to retry. The caller
   * keeps the thread's interrupt flag set.
   *
   * @param request the request
   * @param cause the interruption
   * @param attempts attempts made so far
   * @return the exception
   */
  public CommerceException interrupted(OutgoingRequest request, Exception cause, int attempts) {
    StringBuilder msg = new StringBuilder(request.describe()).append(" interrupted");
    appendAttempts(msg, attempts);
    return new CommerceException(msg.toString(), cause);
  }

  private static void appendAttempts(StringBuilder msg, int attempts) {
    msg.append(" (").append(attempts).append(attempts == 1 ? " attempt)" : " attempts)");
  }
}
