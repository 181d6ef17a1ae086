package com.workspacecommerce.sdk.internal;

import java.time.LocalDateTime;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeFormatterBuilder;
import java.time.format.DateTimeParseException;
import java.time.format.ResolverStyle;
import java.time.temporal.TemporalAccessor;
import org.jspecify.annotations.Nullable;

/**
 * The wire form of the models' date-times: read leniently into {@link OffsetDateTime}, keeping the
 * offset sent on the wire, and written back as ISO 8601 text with that offset.
 *
 * <p>Accepts {@code Z}, {@code +02:00}, {@code +0200}, {@code +02} and fractional seconds; a
 * date-time without an offset is read as UTC instead of failing, since the spec only says "ISO
 * 8601". The models read and write their date-times as text through these methods (see their JSON
 * creators), so every Jackson mapper, of either Jackson line and whatever its date features, reads
 * and writes them the same way. Internal: not part of the public API.
 */
public final class Timestamps {
  private static final DateTimeFormatter FORMAT =
      new DateTimeFormatterBuilder()
          .parseCaseInsensitive()
          .append(DateTimeFormatter.ISO_LOCAL_DATE_TIME)
          .optionalStart()
          .appendOffset("+HH:MM:ss", "Z")
          .optionalEnd()
          .optionalStart()
          .appendOffset("+HHMM", "Z")
          .optionalEnd()
          .optionalStart()
          .appendOffset("+HH", "Z")
          .optionalEnd()
          .toFormatter()
          // SMART would turn 30 February into 29 February: a wrong date must fail, not move.
          .withResolverStyle(ResolverStyle.STRICT);

  private Timestamps() {}

  /**
   * Reads a model's date-time field from its JSON text.
   *
   * @param text the JSON string, or null
   * @param field the JSON name of the field, for the message
   * @return the date-time with its wire offset, or null when the text is null or blank
   * @throws IllegalArgumentException naming the field when the text is not an ISO 8601 date-time
   */
  public static @Nullable OffsetDateTime fromJson(@Nullable String text, String field) {
    if (text == null || text.isBlank()) {
      return null;
    }
    try {
      return parse(text.trim());
    } catch (DateTimeParseException e) {
      throw new IllegalArgumentException(
          field + " must be an ISO 8601 date-time, was " + Checks.echo(text), e);
    }
  }

  /**
   * Writes a model's date-time field as JSON text: ISO 8601 with its offset, seconds always shown
   * (unlike {@link OffsetDateTime#toString()}, which drops {@code :00}), the fraction as short as
   * exact.
   *
   * @param value the date-time, or null
   * @return the text, or null
   */
  public static @Nullable String toJson(@Nullable OffsetDateTime value) {
    return value == null ? null : DateTimeFormatter.ISO_OFFSET_DATE_TIME.format(value);
  }

  /**
   * Parses one ISO 8601 date-time leniently, as described on the class.
   *
   * @param text the text to parse
   * @return the date-time with its wire offset (UTC when none was given)
   * @throws DateTimeParseException when the text is not an ISO 8601 date-time
   */
  public static OffsetDateTime parse(String text) {
    OffsetDateTime common = parseCommonForm(text);
    return common != null ? common : parseWithFormatter(text);
  }

  /** The general path, which defines the accepted forms; the fast path must agree with it. */
  static OffsetDateTime parseWithFormatter(String text) {
    TemporalAccessor parsed = FORMAT.parseBest(text, OffsetDateTime::from, LocalDateTime::from);
    if (parsed instanceof OffsetDateTime) {
      return (OffsetDateTime) parsed;
    }
    return ((LocalDateTime) parsed).atOffset(ZoneOffset.UTC);
  }

  /**
   * Parses by hand the form servers send nearly always, {@code yyyy-MM-ddTHH:mm:ss[.f]} with up to
   * 9 fraction digits and {@code Z} or {@code +HH:MM}. The general formatter, with its optional
   * sections, costs about a microsecond per value, which was a fifth of decoding a page of 100
   * products. Anything else (other offset forms, lower case, out-of-range fields, 30 February)
   * returns null and goes to the formatter, so results and errors are exactly as before.
   */
  static @Nullable OffsetDateTime parseCommonForm(String s) {
    int n = s.length();
    if (n < 20
        || s.charAt(4) != '-'
        || s.charAt(7) != '-'
        || s.charAt(10) != 'T'
        || s.charAt(13) != ':'
        || s.charAt(16) != ':') {
      return null;
    }
    int year = digits(s, 0, 4);
    int month = digits(s, 5, 2);
    int day = digits(s, 8, 2);
    int hour = digits(s, 11, 2);
    int minute = digits(s, 14, 2);
    int second = digits(s, 17, 2);
    if (year < 0 || month < 1 || month > 12 || day < 1 || hour < 0 || hour > 23) {
      return null;
    }
    if (day > monthLength(month, year)) {
      return null; // not a real date: the strict formatter rejects it
    }
    if (minute < 0 || minute > 59 || second < 0 || second > 59) {
      return null;
    }
    int i = 19;
    int nano = 0;
    if (s.charAt(i) == '.') {
      int start = ++i;
      // No digit at all is a fraction of 0, as the formatter reads it; a tenth digit is refused
      // below, since it is not an offset.
      while (i < n && i - start < 9 && isDigit(s.charAt(i))) {
        nano = nano * 10 + (s.charAt(i) - '0');
        i++;
      }
      for (int k = i - start; k < 9; k++) {
        nano *= 10;
      }
    }
    ZoneOffset offset;
    if (i + 1 == n && s.charAt(i) == 'Z') {
      offset = ZoneOffset.UTC;
    } else if (i + 6 == n && (s.charAt(i) == '+' || s.charAt(i) == '-') && s.charAt(i + 3) == ':') {
      int hours = digits(s, i + 1, 2);
      int minutes = digits(s, i + 4, 2);
      // "-00:00" (RFC 3339's unknown local offset) needs no case of its own: it is UTC, as the
      // formatter reads it too.
      if (hours < 0 || hours > 17 || minutes < 0 || minutes > 59) {
        return null;
      }
      int seconds = hours * 3600 + minutes * 60;
      offset = ZoneOffset.ofTotalSeconds(s.charAt(i) == '-' ? -seconds : seconds);
    } else {
      return null;
    }
    return OffsetDateTime.of(year, month, day, hour, minute, second, nano, offset);
  }

  /** The value of {@code count} ASCII digits at {@code from}, or -1. */
  private static int digits(String s, int from, int count) {
    int value = 0;
    for (int i = from; i < from + count; i++) {
      char c = s.charAt(i);
      if (!isDigit(c)) {
        return -1;
      }
      value = value * 10 + (c - '0');
    }
    return value;
  }

  private static boolean isDigit(char c) {
    return c >= '0' && c <= '9';
  }

  private static int monthLength(int month, int year) {
    return java.time.Month.of(month).length(java.time.Year.isLeap(year));
  }
}
