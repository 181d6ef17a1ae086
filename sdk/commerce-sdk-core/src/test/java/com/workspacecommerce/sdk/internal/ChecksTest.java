package com.workspacecommerce.sdk.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The argument rules at their exact edges: each character class of a UUID and a header, the echo
 * length, the range and timeout bounds, and the messages that name the parameter and the rule.
 */
class ChecksTest {
  private static final String UUID = "0123abcd-ABCD-4ef0-9a9f-0123456789af";

  @ParameterizedTest(name = "a UUID with {0} is accepted")
  @ValueSource(chars = {'0', '9', 'a', 'f', 'A', 'F'})
  void everyHexDigitAtItsRangeEdgeIsAccepted(char c) {
    String id = c + UUID.substring(1);
    assertThat(Checks.uuid(id, "id")).isSameAs(id);
  }

  @ParameterizedTest(name = "a UUID with {0} is rejected")
  @ValueSource(chars = {'/', ':', '`', 'g', '@', 'G', '-', ' '})
  void aCharacterJustOutsideEachHexRangeIsRejected(char c) {
    String id = UUID.substring(0, 35) + c;
    assertThatThrownBy(() -> Checks.uuid(id, "orderId"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage(
            "orderId must be a UUID in canonical form (8-4-4-4-12 hex digits, e.g."
                + " 123e4567-e89b-12d3-a456-426614174000), was \""
                + id
                + "\"");
  }

  @ParameterizedTest(name = "the dash at {0} is required")
  @ValueSource(ints = {8, 13, 18, 23})
  void eachDashMustBeADash(int at) {
    String id = UUID.substring(0, at) + "0" + UUID.substring(at + 1);
    assertThatThrownBy(() -> Checks.uuid(id, "id")).isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  void aUuidOneCharacterTooLongOrShortIsRejected() {
    assertThatThrownBy(() -> Checks.uuid(UUID + "0", "id"))
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> Checks.uuid(UUID.substring(1), "id"))
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> Checks.uuid(null, "id"))
        .isInstanceOf(NullPointerException.class)
        .hasMessage("id must not be null");
  }

  @Test
  void echoQuotesUpToFortyEightCharactersAndShortensLongerOnes() {
    String exactly = "x".repeat(48);
    assertThat(Checks.echo(exactly)).isEqualTo('"' + exactly + '"');
    assertThat(Checks.echo(exactly + "y")).isEqualTo('"' + exactly + "...\"");
    assertThat(Checks.echo(null)).isEqualTo("null");
  }

  @Test
  void notBlankNamesTheParameterAndWhatWasGiven() {
    assertThat(Checks.notBlank("a", "sku")).isEqualTo("a");
    assertThatThrownBy(() -> Checks.notBlank(" \t", "sku"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("sku is required and must not be blank, was \" \t\"");
    assertThatThrownBy(() -> Checks.notBlank(null, "sku"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("sku is required and must not be blank, was null");
  }

  @Test
  void rangeAcceptsBothBoundsAndNamesTheRuleOutsideThem() {
    assertThat(Checks.range(1, 1, 100, "limit")).isEqualTo(1);
    assertThat(Checks.range(100, 1, 100, "limit")).isEqualTo(100);
    assertThatThrownBy(() -> Checks.range(0, 1, 100, "limit"))
        .hasMessage("limit must be between 1 and 100 inclusive, was 0");
    assertThatThrownBy(() -> Checks.range(101, 1, 100, "limit"))
        .hasMessage("limit must be between 1 and 100 inclusive, was 101");
    assertThatThrownBy(() -> Checks.range(-1, 0, Integer.MAX_VALUE, "maxRetries"))
        .hasMessage("maxRetries must be >= 0, was -1");
    assertThatThrownBy(() -> Checks.range(0, 1, Long.MAX_VALUE, "maxResponseBytes"))
        .hasMessage("maxResponseBytes must be >= 1, was 0");
  }

  @Test
  void aTimeoutFromOneMillisecondToTheMaximumIsAccepted() {
    assertThat(Checks.timeout(Duration.ofMillis(1), "t")).isEqualTo(Duration.ofMillis(1));
    assertThat(Checks.timeout(Checks.MAX_TIMEOUT, "t")).isEqualTo(Checks.MAX_TIMEOUT);
    assertThatThrownBy(() -> Checks.timeout(Duration.ofNanos(999_999), "attemptTimeout"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("attemptTimeout must be between 1 ms and 24 days, was PT0.000999999S");
    assertThatThrownBy(() -> Checks.timeout(Checks.MAX_TIMEOUT.plusNanos(1), "t"))
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> Checks.timeout(null, "totalTimeout"))
        .isInstanceOf(NullPointerException.class)
        .hasMessage("totalTimeout must not be null");
  }

  @ParameterizedTest(name = "header name with U+{0} is rejected")
  @ValueSource(ints = {':', ' ', '\t', 0x7f, 0x80, 0xe9, 0x1f})
  void aHeaderNameWithAColonSpaceControlOrNonAsciiCharacterIsRejected(int c) {
    String name = "X-" + (char) c + "Trace";
    assertThatThrownBy(() -> Checks.header(name, "v", "RequestOptions"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage(
            "header name must be visible ASCII without ':' or spaces, was \"" + name + "\"");
  }

  @Test
  void aHeaderNameOfTheVisibleAsciiEdgesIsAccepted() {
    Checks.header("!~X", "v", "RequestOptions");
  }

  @ParameterizedTest(name = "header value with U+{0} is rejected")
  @ValueSource(ints = {'\r', '\n', 0x1f, 0x00, 0x7f, 0x80, 0xe9})
  void aHeaderValueWithAControlOrNonAsciiCharacterIsRejectedWithoutEchoingIt(int c) {
    String value = "secret" + (char) c + "value";
    assertThatThrownBy(() -> Checks.header("X-Trace", value, "RequestOptions"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage(
            "header value of 'X-Trace' must be printable ASCII: no control characters (CR, LF,"
                + " ...) and nothing above 126")
        .hasMessageNotContaining("secret");
  }

  @Test
  void aHeaderValueWithATabASpaceAndATildeIsAccepted() {
    Checks.header("X-Trace", "a\tb c~", "RequestOptions");
    Checks.header("X-Trace", "", "RequestOptions");
  }

  @Test
  void authorizationCannotBeSetInAnyCaseOrWithSpaces() {
    assertThatThrownBy(() -> Checks.header(" authorization ", "Bearer x", "defaultHeader"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage(
            "header 'Authorization' cannot be set through defaultHeader: every call uses the"
                + " client's API key");
  }

  @Test
  void aMissingOrBlankHeaderNameOrAMissingValueIsNamed() {
    assertThatThrownBy(() -> Checks.header(null, "v", "w"))
        .isInstanceOf(NullPointerException.class)
        .hasMessage("header name must not be null");
    assertThatThrownBy(() -> Checks.header(" ", "v", "w"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageStartingWith("header name is required and must not be blank");
    assertThatThrownBy(() -> Checks.header("X-A", null, "w"))
        .isInstanceOf(NullPointerException.class)
        .hasMessage("header value must not be null");
  }
}
