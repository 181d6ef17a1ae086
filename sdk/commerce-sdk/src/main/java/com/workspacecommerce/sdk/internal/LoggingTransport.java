package com.workspacecommerce.sdk.internal;

import java.io.IOException;
import java.lang.System.Logger;
import java.lang.System.Logger.Level;
import java.nio.charset.StandardCharsets;
import okhttp3.Headers;
import okio.Buffer;

/**
 * Logs each attempt through {@link System.Logger}: one line per attempt at info, plus headers and
 * bodies at debug. The Authorization header is never written, and the key is masked anywhere else
 * it might appear. Only assembled when logging is on. Internal: not part of the public API.
 */
final class LoggingTransport implements Transport {
  /** The logger name, for configuring the platform logger. */
  public static final String LOGGER_NAME = "com.workspacecommerce.sdk";

  private static final int MAX_LOGGED_BODY = 4096;

  private final Transport next;
  private final boolean debug;
  private final Redactor redactor;
  private final Logger logger;

  /**
   * Creates the layer.
   *
   * @param next the transport to log
   * @param debug whether to add headers and bodies
   * @param redactor masks the key
   * @param logger where lines go
   */
  public LoggingTransport(Transport next, boolean debug, Redactor redactor, Logger logger) {
    this.next = next;
    this.debug = debug;
    this.redactor = redactor;
    this.logger = logger;
  }

  @Override
  public RawResponse send(OutgoingRequest request) throws IOException {
    if (debug) {
      log("--> " + request.describe() + headers(request.http().headers()) + requestBody(request));
    }
    long start = System.nanoTime();
    try {
      RawResponse response = next.send(request);
      long ms = (System.nanoTime() - start) / 1_000_000;
      String requestId = response.headers().get("X-Request-Id");
      StringBuilder line =
          new StringBuilder()
              .append(request.describe())
              .append(" -> ")
              .append(response.status())
              .append(" (")
              .append(ms)
              .append(" ms");
      if (requestId != null) {
        line.append(", request id ").append(requestId);
      }
      line.append(')').append(attempt(request));
      if (debug) {
        line.append(headers(response.headers())).append(body(response.body()));
      }
      log(line.toString());
      return response;
    } catch (IOException | RuntimeException e) {
      long ms = (System.nanoTime() - start) / 1_000_000;
      log(request.describe() + " -> failed after " + ms + " ms: " + e.getClass().getSimpleName()
          + (e.getMessage() == null ? "" : ": " + e.getMessage()) + attempt(request));
      throw e;
    }
  }

  /** Which attempt of the call this line is about, e.g. {@code " [attempt 2]"}. */
  private static String attempt(OutgoingRequest request) {
    return " [attempt " + request.attempt() + "]";
  }

  private void log(String line) {
    logger.log(Level.INFO, redactor.redact(line));
  }

  private static String headers(Headers headers) {
    StringBuilder out = new StringBuilder();
    for (int i = 0; i < headers.size(); i++) {
      String name = headers.name(i);
      boolean secret =
          name.equalsIgnoreCase("Authorization") || name.equalsIgnoreCase("Proxy-Authorization");
      out.append("\n    ").append(name).append(": ").append(secret ? Redactor.MASK : headers.value(i));
    }
    return out.toString();
  }

  private static String requestBody(OutgoingRequest request) throws IOException {
    if (request.http().body() == null) {
      return "";
    }
    Buffer buffer = new Buffer();
    request.http().body().writeTo(buffer);
    return body(buffer.readByteArray());
  }

  private static String body(byte[] body) {
    if (body.length == 0) {
      return "";
    }
    int n = Math.min(body.length, MAX_LOGGED_BODY);
    String text = new String(body, 0, n, StandardCharsets.UTF_8);
    return "\n    " + text + (body.length > n ? "... (" + body.length + " bytes)" : "");
  }
}
