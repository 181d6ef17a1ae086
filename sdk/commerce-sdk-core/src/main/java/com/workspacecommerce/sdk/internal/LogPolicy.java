package com.workspacecommerce.sdk.internal;

import com.workspacecommerce.sdk.CommerceClient;
import com.workspacecommerce.sdk.LogLevel;
import java.lang.System.Logger.Level;
import java.util.Locale;
import java.util.function.Function;
import org.jspecify.annotations.Nullable;

/**
 * Decides what the logging layer writes and at which {@link System.Logger} level. Unless the
 * application chose a level (on the builder, or through {@value CommerceClient#ENV_LOG}), records
 * go out at DEBUG and TRACE for the logging framework to filter; a chosen level sends what it asks
 * for at INFO, so that it shows without configuring a framework. Internal: not part of the public
 * API.
 */
final class LogPolicy {
  private final LogLevel level;
  private final @Nullable Level summary;
  private final @Nullable Level detail;

  private LogPolicy(LogLevel level, @Nullable Level summary, @Nullable Level detail) {
    this.level = level;
    this.summary = summary;
    this.detail = detail;
  }

  /**
   * Works out the policy.
   *
   * @param requested the level set on the builder, or null to let the environment decide
   * @param env reads {@value CommerceClient#ENV_LOG}
   * @return the policy
   * @throws IllegalArgumentException naming the variable when its value is not a level
   */
  static LogPolicy of(@Nullable LogLevel requested, Function<String, String> env) {
    if (requested == null) {
      String value = env.apply(CommerceClient.ENV_LOG);
      if (value == null || value.isBlank()) {
        return new LogPolicy(LogLevel.NONE, Level.DEBUG, Level.TRACE);
      }
      requested = parse(value, CommerceClient.ENV_LOG);
    }
    switch (requested) {
      case INFO:
        return new LogPolicy(requested, Level.INFO, null);
      case DEBUG:
        return new LogPolicy(requested, Level.INFO, Level.INFO);
      default:
        return new LogPolicy(requested, null, null);
    }
  }

  /**
   * Reads a level's name, in any case.
   *
   * @param value the text
   * @param source where it came from, for the message
   * @return the level
   * @throws IllegalArgumentException naming the source when the text is not a level
   */
  static LogLevel parse(String value, String source) {
    try {
      return LogLevel.valueOf(value.trim().toUpperCase(Locale.ROOT));
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException(
          source + " must be one of none, info, debug, was " + Checks.echo(value), e);
    }
  }

  /**
   * @return the level the application chose, {@link LogLevel#NONE} when it chose none
   */
  LogLevel level() {
    return level;
  }

  /**
   * @return whether there is a logging layer at all
   */
  boolean enabled() {
    return summary != null;
  }

  /**
   * @return the level of each attempt's one-line summary, or null with no layer
   */
  @Nullable Level summaryLevel() {
    return summary;
  }

  /**
   * @return the level of headers and bodies, or null to never log them
   */
  @Nullable Level detailLevel() {
    return detail;
  }
}
