package com.workspacecommerce.sdk.internal;

import java.lang.System.Logger;
import java.text.MessageFormat;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumSet;
import java.util.List;
import java.util.ResourceBundle;
import java.util.Set;

/**
 * A {@link System.Logger} that wants exactly the levels it was given and keeps every record it is
 * handed, as {@code "LEVEL message"}, whatever its level: so a test also sees a record handed over
 * at a level the logger declined, which a logger supplied through a {@code LoggerFinder} need not
 * filter out itself.
 */
final class RecordingLogger implements Logger {
  private final Set<Level> enabled;
  private final List<String> records = Collections.synchronizedList(new ArrayList<>());

  private RecordingLogger(Set<Level> enabled) {
    this.enabled = enabled;
  }

  /** A logger that wants these levels and no other. */
  static RecordingLogger wanting(Level... levels) {
    Set<Level> set = EnumSet.noneOf(Level.class);
    Collections.addAll(set, levels);
    return new RecordingLogger(set);
  }

  /**
   * @return each record handed over, as {@code "LEVEL message"}, in order
   */
  List<String> records() {
    synchronized (records) {
      return List.copyOf(records);
    }
  }

  @Override
  public String getName() {
    return LoggingLayer.LOGGER_NAME;
  }

  @Override
  public boolean isLoggable(Level level) {
    // As the platform's loggers do: a level is required.
    return enabled.contains(java.util.Objects.requireNonNull(level, "level"));
  }

  @Override
  public void log(Level level, ResourceBundle bundle, String msg, Throwable thrown) {
    records.add(level + " " + msg + (thrown == null ? "" : " " + thrown));
  }

  @Override
  public void log(Level level, ResourceBundle bundle, String format, Object... params) {
    records.add(level + " " + (params == null ? format : MessageFormat.format(format, params)));
  }
}
