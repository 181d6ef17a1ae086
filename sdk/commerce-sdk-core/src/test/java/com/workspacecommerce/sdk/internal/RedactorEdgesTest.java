package com.workspacecommerce.sdk.internal;

import static org.assertj.core.api.Assertions.assertThat;

import com.workspacecommerce.sdk.internal.spi.Redactor;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** The redactor's cuts at their exact lengths, with and without a key in the text. */
class RedactorEdgesTest {
  private static final String KEY = "sk_live_0123456789abcdef";
  private final Redactor redactor = new Redactor(KEY);

  @Test
  void textOfExactlyTheLimitIsKeptWholeAndOneMoreCharacterIsCut() {
    String ten = "0123456789";
    assertThat(redactor.quote(ten, 10)).isEqualTo(ten);
    assertThat(redactor.quote(ten + "x", 10)).isEqualTo(ten + "...");
    assertThat(redactor.cap(ten, 10)).isEqualTo(ten);
    assertThat(redactor.cap(ten + "x", 10)).isEqualTo(ten);
  }

  @Test
  void aLongTextWithTheKeyFarBeyondTheCutIsCutAtTheLimit() {
    String text = "a".repeat(100_000) + KEY;
    assertThat(redactor.quote(text, 50)).isEqualTo("a".repeat(50) + "...");
    assertThat(redactor.cap(text, 50)).isEqualTo("a".repeat(50));
  }

  @Test
  void aKeyAcrossTheCutIsMaskedBeforeTheCut() {
    String text = "abc" + KEY + "tail";
    assertThat(redactor.quote(text, 10)).isEqualTo("abc" + Redactor.MASK.substring(0, 7) + "...");
    assertThat(redactor.cap(text, 10)).isEqualTo("abc" + Redactor.MASK.substring(0, 7));
  }

  @Test
  void textWithoutTheKeyIsReturnedAsIsAndNullStaysNull() {
    String text = "no secret here";
    assertThat(redactor.redact(text)).isSameAs(text);
    assertThat(redactor.redact(null)).isNull();
    assertThat(redactor.quote((String) null, 10)).isNull();
    assertThat(redactor.redact("x" + KEY + "y" + KEY))
        .isEqualTo("x" + Redactor.MASK + "y" + Redactor.MASK);
    assertThat(new Redactor("").redact("anything")).isEqualTo("anything");
  }

  @Test
  void bytesAreQuotedAsTheirTextIsAndCutOnlyWhenLonger() {
    byte[] exactly = "0123456789".getBytes(StandardCharsets.UTF_8);
    assertThat(redactor.quote(exactly, 10)).isEqualTo("0123456789");
    byte[] longer = ("0123456789" + KEY).getBytes(StandardCharsets.UTF_8);
    assertThat(redactor.quote(longer, 10)).isEqualTo("0123456789...");
    byte[] huge = ("é".repeat(50_000) + KEY).getBytes(StandardCharsets.UTF_8);
    assertThat(redactor.quote(huge, 20)).isEqualTo("é".repeat(20) + "...");
  }

  @Test
  void aBodyStartMadeOfEchoedLongKeysIsDecodedFurtherSoThatNoPieceSurvivesTheCut() {
    String longKey = "sk_live_" + "k".repeat(92);
    Redactor redactor = new Redactor(longKey);
    String body = "xxxxx" + longKey.repeat(30) + "tail";

    String quoted = redactor.quote(body.getBytes(StandardCharsets.UTF_8), 100);

    assertThat(quoted)
        .isEqualTo("xxxxx" + Redactor.MASK.repeat(9) + Redactor.MASK.substring(0, 5) + "...")
        .isEqualTo(redactor.quote(body, 100))
        .doesNotContain("kkkkk");
  }

  @Test
  void aBodyOfFourByteCharactersIsCutAtTheLimitWithTheKeyMasked() {
    String emoji = "\uD83D\uDE00"; // one code point, 4 bytes in UTF-8, 2 chars
    String body = "ab" + KEY + emoji.repeat(100);
    String quoted = redactor.quote(body.getBytes(StandardCharsets.UTF_8), 20);
    assertThat(quoted).isEqualTo("ab" + Redactor.MASK + emoji.repeat(4) + "...");
  }

  @Test
  void itsOwnTextNeverShowsTheKey() {
    assertThat(redactor.toString()).isEqualTo("Redactor[" + Redactor.MASK + "]");
  }

  @Test
  void aLearningRedactorMasksEveryKeyItWasTaughtAndForgetsOnlyTheOldestPastItsLimit() {
    Redactor learning = Redactor.learning();
    assertThat(learning.redact("sk_a1 sk_b2")).isEqualTo("sk_a1 sk_b2");
    learning.remember("sk_a1");
    learning.remember("sk_b2");
    learning.remember("sk_a1"); // known already: changes nothing
    learning.remember("");
    assertThat(learning.redact("sk_a1 and sk_b2")).isEqualTo("[redacted] and [redacted]");
    for (int i = 0; i < 336; i++) {
      learning.remember("sk_n" + String.format("%03d", i));
    }
    assertThat(learning.redact("sk_a1")).as("the oldest forgotten").isEqualTo("sk_a1");
    assertThat(learning.redact("sk_n000 sk_n335")).isEqualTo("[redacted] [redacted]");
  }

  @Test
  void theKeyPastTheLimitForgetsExactlyTheOldestAndAKnownKeyTaughtAgainForgetsNone() {
    Redactor learning = Redactor.learning();
    for (int i = 0; i < 336; i++) {
      learning.remember(String.format("sk_k%03d", i));
    }
    learning.remember("sk_k000"); // known, at the limit: forgets nothing, adds nothing
    assertThat(learning.redact("sk_k000 sk_k335")).isEqualTo("[redacted] [redacted]");

    learning.remember("sk_k336"); // the 337th: the oldest goes, and only it
    assertThat(learning.redact("sk_k000")).as("the oldest forgotten").isEqualTo("sk_k000");
    assertThat(learning.redact("sk_k001 sk_k336")).isEqualTo("[redacted] [redacted]");
  }

  @Test
  void aBodyCutInsideAnyTaughtKeyLosesThatKeysStart() {
    Redactor learning = Redactor.learning();
    learning.remember("sk_short_1");
    learning.remember("sk_much_longer_key_2");
    byte[] body = "ok sk_much_longer".getBytes(StandardCharsets.UTF_8);
    assertThat(learning.quote(body, true, 100)).isEqualTo("ok ");
    byte[] other = "ok sk_sho".getBytes(StandardCharsets.UTF_8);
    assertThat(learning.quote(other, true, 100)).isEqualTo("ok ");
  }
}
