package com.workspacecommerce.sdk;

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
  DEBUG
}
