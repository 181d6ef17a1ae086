package com.workspacecommerce.sdk;

import java.util.Locale;

/**
 * How much the client logs through {@link System.Logger} (logger {@code
 * com.workspacecommerce.sdk}). Set with {@link CommerceClient.Builder#logLevel} or the {@code
 * COMMERCE_LOG} environment variable ({@code none}, {@code info}, {@code debug}). When neither is
 * set, attempt summaries go out at DEBUG and headers and bodies at TRACE, for the application's
 * logging framework to filter; a level set here sends what it names at INFO, so that it shows
 * without configuring any framework.
 */
public enum LogLevel {
  /** Nothing is logged, whatever the logging framework allows. */
  NONE,
  /** One line per attempt: method, path, status, duration, request id and attempt number. */
  INFO,
  /** As INFO, plus headers and bodies; the Authorization header is always redacted. */
  DEBUG;

  /**
   * Reads a level by name, ignoring case.
   *
   * @param value {@code none}, {@code info} or {@code debug}
   * @param source where the value came from, for the message
   * @return the level
   * @throws IllegalArgumentException for any other value
   */
  static LogLevel parse(String value, String source) {
    try {
      return valueOf(value.trim().toUpperCase(Locale.ROOT));
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException(
          source + " must be one of none, info, debug, was \"" + value + "\"", e);
    }
  }
}
