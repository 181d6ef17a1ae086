package com.workspacecommerce.sdk.internal;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The hand-written fast path for the common date-time form must give exactly what the general
 * formatter gives, value and offset, and must leave every other input to the formatter.
 */
class TimestampsFastPathTest {

  @Test
  void commonFormsTakeTheFastPathAndAgreeWithTheFormatter() {
    String[] common = {
      "2024-03-18T09:41:27.512+01:00",
      "2025-01-07T16:05:02Z",
      "2024-02-29T23:59:59.999999999-05:30",
      "0001-01-01T00:00:00.1+17:59",
      "2023-12-31T12:00:00+00:00",
      "0000-01-01T00:00:00Z", // the least of every field
      "2024-01-01T10:00:00.Z", // a point without digits, which the formatter reads as .0
      "9999-12-31T23:59:59.999999999-17:59", // the greatest
    };
    for (String s : common) {
      assertThat(Timestamps.parseCommonForm(s)).as(s).isNotNull();
      assertThat(outcome(s)).as(s).isEqualTo(formatterOutcome(s));
    }
  }

  @Test
  void edgeCasesBehaveExactlyAsTheFormatter() {
    String[] edges = {
      "2024-02-30T10:00:00Z", // rejected by the strict resolver
      "2023-02-29T10:00:00Z",
      "2024-04-31T10:00:00+02:00",
      "2024-13-01T10:00:00Z",
      "2024-00-10T10:00:00Z",
      "2024-01-00T10:00:00Z",
      "2024-01-01T24:00:00Z",
      "2024-01-01T23:60:00Z",
      "2024-01-01T23:59:60Z",
      "2024-01-01t10:00:00z",
      "2024-01-01T10:00:00.Z",
      "2024-01-01T10:00:00.1234567891Z",
      "2024-01-01T10:00:00-00:00",
      "2024-01-01T10:00:00+18:00",
      "2024-01-01T10:00:00+19:00",
      "2024-01-01T10:00:00+0200",
      "2024-01-01T10:00:00+02",
      "2024-01-01T10:00:00+02:00:30",
      "2024-01-01T10:00:00",
      "2024-01-01T10:00",
      "2024-01-01T10:00Z",
      "+12024-01-01T10:00:00Z",
      "2024-01-01 10:00:00Z",
      "2024-1-01T10:00:00Z",
      "2024-01-01T10:00:00+01:0x",
      "2024-01-01T10:00:00ZZ",
      "",
      // a non-digit where a digit belongs, or another separator, must not pass as one
      "2024-01-1/T10:00:00Z",
      "2024-0:-01T10:00:00Z",
      "20/4-01-01T10:00:00Z",
      "2024-01-01T1/:00:00Z",
      "2024-01-01T10:0/:00Z",
      "2024-01-01T10:00:0/Z",
      "2024-01-01T10:00x00Z",
      "2024-01-01T10x00:00Z",
      "2024-01-01x10:00:00Z",
      "2024-01x01T10:00:00Z",
      "2024x01-01T10:00:00Z",
      "2024-01-01T10:00:00.12/Z",
      "2024-01-01T10:00:00x01:00",
      "2024-01-01T10:00:00+01x00",
      "2024-01-01T10:00:00+0/:00",
      "2024-01-01T10:00:00-/1:00",
      "2024-01-01T10:00:00+01:/0",
      "2024-01-01T10:00:00+01:60",
      "2024-01-01T10:00:00+18:30",
      "2024-01-01T10:00:00-18:00",
      "2024-01-01T10:00:00.5X",
    };
    for (String s : edges) {
      assertThat(outcome(s)).as(s).isEqualTo(formatterOutcome(s));
    }
  }

  @Test
  void randomInputsNearTheCommonFormAgreeWithTheFormatter() {
    Random random = new Random(20240318L);
    List<String> inputs = new ArrayList<>();
    String[] offsets = {
      "Z", "z", "+01:00", "-01:00", "+05:45", "-00:00", "+00:00", "+1400", "+14", "+18:00", ""
    };
    for (int i = 0; i < 20_000; i++) {
      StringBuilder s = new StringBuilder();
      s.append(
          String.format(
              "%04d-%02d-%02dT%02d:%02d:%02d",
              random.nextInt(3000),
              random.nextInt(14),
              random.nextInt(33),
              random.nextInt(26),
              random.nextInt(62),
              random.nextInt(62)));
      int fraction = random.nextInt(12) - 1;
      if (fraction >= 0) {
        s.append('.');
        for (int k = 0; k < fraction; k++) {
          s.append((char) ('0' + random.nextInt(10)));
        }
      }
      s.append(offsets[random.nextInt(offsets.length)]);
      inputs.add(s.toString());
    }
    int fast = 0;
    for (String s : inputs) {
      if (Timestamps.parseCommonForm(s) != null) {
        fast++;
      }
      assertThat(outcome(s)).as(s).isEqualTo(formatterOutcome(s));
    }
    assertThat(fast).as("inputs that took the fast path").isGreaterThan(1000);
  }

  @Test
  void impossibleDatesFailInsteadOfMoving() {
    for (String s :
        new String[] {"2024-02-30T10:00:00Z", "2023-02-29T10:00:00", "2024-04-31T10:00:00+02:00"}) {
      assertThat(outcome(s)).as(s).isEqualTo(java.time.format.DateTimeParseException.class);
    }
    assertThat(outcome("2024-02-29T10:00:00Z")).isEqualTo("2024-02-29T10:00Z");
  }

  /**
   * The value with its offset spelled out (equals on OffsetDateTime covers both), or the failure
   * type.
   */
  private static Object outcome(String s) {
    try {
      OffsetDateTime t = Timestamps.parse(s);
      return t.toString();
    } catch (RuntimeException e) {
      return e.getClass();
    }
  }

  private static Object formatterOutcome(String s) {
    try {
      OffsetDateTime t = Timestamps.parseWithFormatter(s);
      return t.toString();
    } catch (RuntimeException e) {
      return e.getClass();
    }
  }
}
