package com.workspacecommerce.sdk.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonMappingException;
import com.workspacecommerce.sdk.internal.jackson2.Json;
import com.workspacecommerce.sdk.models.Customer;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import org.junit.jupiter.api.Test;

/** How a date-time field of a model is read from JSON: blanks, -00:00, and what is refused. */
class TimestampsReadTest {
  private static Customer read(String createdAt) throws Exception {
    return Json.readerFor(Customer.class)
        .readValue(
            "{\"id\": \"0b5e8d8a-3c1f-4e8b-9a7d-2c4f6e8a0b1c\", \"firstname\": \"Ada\", \"lastname\": \"L\", \"created_at\": "
                + createdAt
                + "}");
  }

  @Test
  void anEmptyOrBlankStringIsNoDate() throws Exception {
    assertThat(read("\"\"").createdAt()).isNull();
    assertThat(read("\"  \"").createdAt()).isNull();
  }

  @Test
  void surroundingSpacesAreIgnored() throws Exception {
    assertThat(read("\" 2024-03-18T09:41:27+01:00 \"").createdAt())
        .isEqualTo(OffsetDateTime.of(2024, 3, 18, 9, 41, 27, 0, ZoneOffset.ofHours(1)));
  }

  @Test
  void minusZeroIsUtcOnTheFastPathAsInTheFormatter() {
    String s = "2024-01-01T10:00:00-00:00";
    OffsetDateTime expected = OffsetDateTime.of(2024, 1, 1, 10, 0, 0, 0, ZoneOffset.UTC);
    assertThat(Timestamps.parseCommonForm(s)).isEqualTo(expected);
    assertThat(Timestamps.parseWithFormatter(s)).isEqualTo(expected);
  }

  @Test
  void theWidestOffsetsTheFastPathTakesAreItsOwn() {
    assertThat(Timestamps.parseCommonForm("2024-01-01T23:59:59-17:59"))
        .isEqualTo(
            OffsetDateTime.of(2024, 1, 1, 23, 59, 59, 0, ZoneOffset.ofHoursMinutes(-17, -59)));
    assertThat(Timestamps.parseCommonForm("2024-12-31T00:00:00.5+18:00"))
        .as("+18:00 is left to the formatter")
        .isNull();
  }

  @Test
  void textThatIsNotADateTimeIsRefusedNamingTheRule() {
    assertThatThrownBy(() -> read("\"yesterday\""))
        .isInstanceOf(JsonMappingException.class)
        .hasMessageContaining("created_at must be an ISO 8601 date-time");
  }

  @Test
  void aNumberIsRefused() {
    assertThatThrownBy(() -> read("1700000000"))
        .isInstanceOf(JsonMappingException.class)
        .hasMessageContaining("created_at must be an ISO 8601 date-time");
  }

  @Test
  void aDateTimeWithoutOffsetIsUtc() {
    assertThat(Timestamps.parse("2024-01-01T10:00:00"))
        .isEqualTo(OffsetDateTime.of(2024, 1, 1, 10, 0, 0, 0, ZoneOffset.UTC));
  }
}
