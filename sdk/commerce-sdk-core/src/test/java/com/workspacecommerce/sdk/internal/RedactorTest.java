package com.workspacecommerce.sdk.internal;

import static org.assertj.core.api.Assertions.assertThat;

import com.workspacecommerce.sdk.internal.spi.Redactor;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Redact first, then cut: no part of a key survives, however often a server echoes it. */
class RedactorTest {
  private static final String KEY = "sk_test_Zq81kXw2SECRETkey";
  private final Redactor redactor = new Redactor(KEY);

  /** Every piece of the key of 6 or more characters that must never appear. */
  private static void assertNoPieceOfTheKey(String text) {
    for (int i = 0; i + 6 <= KEY.length(); i++) {
      assertThat(text).doesNotContain(KEY.substring(i, i + 6));
    }
  }

  @ParameterizedTest
  @ValueSource(ints = {0, 1, 5, 50, 180, 190, 199, 205, 230})
  void aKeyEchoedTwiceOrMoreNeverSurvivesTheCutInPart(int secondAt) {
    StringBuilder text = new StringBuilder(KEY);
    while (text.length() < secondAt) {
      text.append('x');
    }
    text.append(KEY).append("y".repeat(40)).append(KEY).append(KEY).append("z".repeat(300));
    String quoted = redactor.quote(text.toString(), 200);
    assertNoPieceOfTheKey(quoted);
    assertThat(quoted).startsWith(Redactor.MASK).endsWith("...").hasSizeLessThanOrEqualTo(203);
    String fromBytes = redactor.quote(text.toString().getBytes(StandardCharsets.UTF_8), 200);
    assertNoPieceOfTheKey(fromBytes);
    assertThat(fromBytes).isEqualTo(quoted);
  }

  @ParameterizedTest
  @ValueSource(ints = {10, 30, 100})
  void manyEchoesBeforeTheCutStillLeaveNoPiece(int copies) {
    String text = KEY.repeat(copies) + "tail";
    assertNoPieceOfTheKey(redactor.quote(text, 200));
    assertNoPieceOfTheKey(redactor.cap(text, 64));
    assertNoPieceOfTheKey(redactor.quote(text.getBytes(StandardCharsets.UTF_8), 200));
  }

  @ParameterizedTest
  @ValueSource(ints = {0, 3, 24})
  void shortTextIsRedactedAndKeptWhole(int pad) {
    String text = "a".repeat(pad) + KEY + "b";
    assertThat(redactor.quote(text, 200)).isEqualTo("a".repeat(pad) + Redactor.MASK + "b");
  }

  @ParameterizedTest
  @ValueSource(ints = {1, 6, 12, 24})
  void theStartOfALongBodyShowsNoPieceOfAKeyItsEndSplits(int keyCharsKept) {
    // Only the body's start is kept (it was decoded as it arrived): a key cut by the end of what
    // was kept is not whole there, so it cannot be masked, and must not be quoted either.
    String start = (KEY + "x").repeat(8) + KEY.substring(0, keyCharsKept);
    byte[] bytes = start.getBytes(StandardCharsets.UTF_8);

    String quoted = redactor.quote(bytes, true, 200);

    assertNoPieceOfTheKey(quoted);
    assertThat(quoted).startsWith(Redactor.MASK + "x" + Redactor.MASK);
    assertThat(redactor.quote(bytes, false, 200)).endsWith(KEY.substring(0, keyCharsKept));
  }

  @ParameterizedTest
  @ValueSource(ints = {0, 150, 400})
  void theStartOfALongBodyIsQuotedAsTheWholeWouldBe(int pad) {
    String text = "a".repeat(pad) + KEY + "b".repeat(2000);
    byte[] bytes = text.getBytes(StandardCharsets.UTF_8);

    assertThat(redactor.quote(bytes, true, 200)).isEqualTo(redactor.quote(bytes, false, 200));
  }

  @org.junit.jupiter.api.Test
  void aWholeKeyEndingAKeptStartIsMaskedAndAStartWithNoKeyIsKeptAsItIs() {
    // Only a key the end splits is dropped: a whole one is masked like any other.
    assertThat(redactor.quote(("id " + KEY).getBytes(StandardCharsets.UTF_8), true, 200))
        .isEqualTo("id " + Redactor.MASK);
    assertThat(redactor.quote("no key here".getBytes(StandardCharsets.UTF_8), true, 200))
        .isEqualTo("no key here");
  }
}
