package com.workspacecommerce.sdk.internal;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.deser.std.StdScalarDeserializer;
import java.io.IOException;
import java.time.LocalDateTime;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeFormatterBuilder;
import java.time.format.DateTimeParseException;
import java.time.temporal.TemporalAccessor;

/**
 * Reads ISO 8601 date-times into {@link OffsetDateTime}, keeping the offset sent on the wire.
 *
 * <p>Accepts {@code Z}, {@code +02:00}, {@code +0200}, {@code +02} and fractional seconds; a
 * date-time without an offset is read as UTC instead of failing, since the spec only says "ISO
 * 8601". It is bound by annotation on each model field, so any {@code ObjectMapper} decodes the
 * records the same way. Internal: not part of the public API.
 */
public final class LenientOffsetDateTimeDeserializer extends StdScalarDeserializer<OffsetDateTime> {
  private static final long serialVersionUID = 1L;

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
          .toFormatter();

  /** Creates the deserializer; Jackson instantiates it through the field annotations. */
  public LenientOffsetDateTimeDeserializer() {
    super(OffsetDateTime.class);
  }

  @Override
  public OffsetDateTime deserialize(JsonParser p, DeserializationContext ctxt) throws IOException {
    if (p.currentToken() != JsonToken.VALUE_STRING) {
      return (OffsetDateTime) ctxt.handleUnexpectedToken(OffsetDateTime.class, p);
    }
    String text = p.getText().trim();
    if (text.isEmpty()) {
      return null;
    }
    try {
      return parse(text);
    } catch (DateTimeParseException e) {
      return (OffsetDateTime)
          ctxt.handleWeirdStringValue(OffsetDateTime.class, text, "not an ISO 8601 date-time");
    }
  }

  /**
   * Parses one ISO 8601 date-time leniently, as described on the class.
   *
   * @param text the text to parse
   * @return the date-time with its wire offset (UTC when none was given)
   * @throws DateTimeParseException when the text is not an ISO 8601 date-time
   */
  public static OffsetDateTime parse(String text) {
    TemporalAccessor parsed = FORMAT.parseBest(text, OffsetDateTime::from, LocalDateTime::from);
    if (parsed instanceof OffsetDateTime) {
      return (OffsetDateTime) parsed;
    }
    return ((LocalDateTime) parsed).atOffset(ZoneOffset.UTC);
  }
}
