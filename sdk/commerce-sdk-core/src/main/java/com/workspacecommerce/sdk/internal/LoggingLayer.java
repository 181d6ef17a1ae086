package com.workspacecommerce.sdk.internal;

import com.workspacecommerce.sdk.internal.spi.Cancellation;
import com.workspacecommerce.sdk.internal.spi.Redactor;
import com.workspacecommerce.sdk.internal.spi.WireHeaders;
import java.io.IOException;
import java.lang.System.Logger;
import java.lang.System.Logger.Level;
import org.jspecify.annotations.Nullable;

/**
 * Logs each attempt through {@link System.Logger}: a one-line summary per attempt, and the headers
 * and bodies as a second, more detailed record. The Authorization header is never written, and the
 * key is masked anywhere else it might appear (before any text is cut).
 *
 * <p>Two modes. By default the summary goes out at DEBUG and the details at TRACE, so that the
 * application's logging framework decides what is shown (nothing, under a default configuration).
 * When the user asks for output with {@code COMMERCE_LOG} or {@code logLevel(..)}, the records it
 * asked for go out at INFO, which every default configuration shows: that is the one switch that
 * works without configuring a framework. Internal: not part of the public API.
 */
final class LoggingLayer implements CallLayer {
  /** The logger name, for configuring the platform logger. */
  public static final String LOGGER_NAME = "com.workspacecommerce.sdk";

  private static final int MAX_LOGGED_BODY = 4096;

  private final CallLayer next;
  private final Level summaryLevel;
  private final @Nullable Level detailLevel;
  private final Redactor redactor;
  private final Logger logger;

  /**
   * Creates the layer.
   *
   * @param next the transport to log
   * @param summaryLevel the level of the one-line summary of each attempt
   * @param detailLevel the level of headers and bodies, or null to never log them
   * @param redactor masks the key
   * @param logger where records go
   */
  public LoggingLayer(
      CallLayer next,
      Level summaryLevel,
      @Nullable Level detailLevel,
      Redactor redactor,
      Logger logger) {
    this.next = next;
    this.summaryLevel = summaryLevel;
    this.detailLevel = detailLevel;
    this.redactor = redactor;
    this.logger = logger;
  }

  @Override
  public AttemptResponse send(OutgoingRequest request) throws IOException {
    long start = before(request);
    try {
      return after(request, start, next.send(request));
    } catch (IOException | RuntimeException e) {
      failed(request, start, e);
      throw e;
    }
  }

  @Override
  public @Nullable Cancellation sendAsync(OutgoingRequest request, AttemptCallback callback) {
    long start = before(request);
    return next.sendAsync(
        request,
        (response, failure) -> {
          if (response != null) {
            after(request, start, response);
          } else if (failure != null) { // the callback gets one of the two
            failed(request, start, failure);
          }
          callback.done(response, failure);
        });
  }

  /** Logs the request at the detail level when on; returns the start time. */
  private long before(OutgoingRequest request) {
    if (detailLevel != null && logger.isLoggable(detailLevel)) {
      byte[] body = request.http().body();
      log(
          detailLevel,
          "--> "
              + request.describe()
              + headers(request.http().headers())
              + (body == null ? "" : body(body)));
    }
    return System.nanoTime();
  }

  private AttemptResponse after(OutgoingRequest request, long start, AttemptResponse response) {
    boolean summary = logger.isLoggable(summaryLevel);
    boolean detail = detailLevel != null && logger.isLoggable(detailLevel);
    // Nothing is built for a level the logger does not want: with a framework's default
    // configuration, that is every attempt.
    long ms = (System.nanoTime() - start) / 1_000_000;
    if (detail && detailLevel != null) { // detail implies the level; NullAway cannot see that
      // The detailed record repeats the summary, so one record suffices at one level.
      log(
          detailLevel,
          summary(request, ms, response) + headers(response.headers()) + body(response.body()));
    }
    if (summary && !(detail && detailLevel == summaryLevel)) {
      log(summaryLevel, summary(request, ms, response));
    }
    return response;
  }

  /** The one line an attempt with a response is summed up in. */
  private String summary(OutgoingRequest request, long ms, AttemptResponse response) {
    String requestId = response.requestId();
    return request.describe()
        + " -> "
        + response.status()
        + " ("
        + ms
        + " ms"
        + (requestId == null ? "" : ", request id " + redactor.quote(requestId, 200))
        + ")"
        + attempt(request);
  }

  private void failed(OutgoingRequest request, long start, Exception e) {
    if (!logger.isLoggable(summaryLevel)) {
      return;
    }
    long ms = (System.nanoTime() - start) / 1_000_000;
    log(
        summaryLevel,
        request.describe()
            + " -> failed after "
            + ms
            + " ms: "
            + e.getClass().getSimpleName()
            + (e.getMessage() == null ? "" : ": " + redactor.quote(e.getMessage(), 500))
            + attempt(request));
  }

  /** Which attempt of the call this line is about, e.g. {@code " [attempt 2]"}. */
  private static String attempt(OutgoingRequest request) {
    return " [attempt " + request.attempt() + "]";
  }

  private void log(Level level, String line) {
    try {
      logger.log(level, redactor.redact(line));
    } catch (RuntimeException e) {
      // A broken log handler must neither fail the call nor lose its result, sync or async.
    }
  }

  private String headers(WireHeaders headers) {
    StringBuilder out = new StringBuilder();
    for (int i = 0; i < headers.size(); i++) {
      String name = headers.name(i);
      boolean secret =
          name.equalsIgnoreCase("Authorization") || name.equalsIgnoreCase("Proxy-Authorization");
      out.append("\n    ")
          .append(name)
          .append(": ")
          .append(secret ? Redactor.MASK : redactor.quote(headers.value(i), MAX_LOGGED_BODY));
    }
    return out.toString();
  }

  private String body(byte[] body) {
    if (body.length == 0) {
      return "";
    }
    String text = redactor.quote(body, MAX_LOGGED_BODY);
    return "\n    " + text + (text.endsWith("...") ? " (" + body.length + " bytes)" : "");
  }
}
