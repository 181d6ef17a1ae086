package com.workspacecommerce.sdk;

import static com.workspacecommerce.sdk.TestFixtures.ORDER_ID;
import static com.workspacecommerce.sdk.TestFixtures.client;
import static com.workspacecommerce.sdk.TestFixtures.json;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import com.workspacecommerce.sdk.errors.CommerceApiException;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import mockwebserver3.junit5.StartStop;
import org.junit.jupiter.api.Test;

/**
 * Which server message an error's exception quotes, when the error body has several candidates or
 * none, and why a body at the read cap is not searched: it may have been cut there.
 */
class ServerMessageTest {
  /** What the transport keeps of an error body: the exception's cap plus the redactor's slack. */
  private static final int READ_CAP = CommerceApiException.MAX_BODY_CHARS + 4096;

  @StartStop final MockWebServer server = new MockWebServer();

  private String messageFor(MockResponse response) {
    server.enqueue(response);
    try (CommerceClient client = client(server)) {
      CommerceApiException e =
          catchThrowableOfType(CommerceApiException.class, () -> client.orders().get(ORDER_ID));
      assertThat(e).as("a CommerceApiException").isNotNull();
      return e.getMessage();
    }
  }

  private String messageFor(String body) {
    return messageFor(json(500, body));
  }

  /** The message of a 500 that has no body at all: what "no server message" reads like. */
  private String withoutServerMessage() {
    return messageFor(new MockResponse.Builder().code(500).build());
  }

  /** {@code {"message":"boom"}} followed by spaces, {@code size} bytes in all. */
  private static String paddedTo(int size) {
    String json = "{\"message\":\"boom\"}";
    return json + " ".repeat(size - json.length());
  }

  @Test
  void aBodyOneByteUnderTheReadCapIsSearched() {
    assertThat(messageFor(paddedTo(READ_CAP - 1))).contains("boom");
  }

  @Test
  void aBodyThatFillsTheReadCapMayHaveBeenCutAndIsNotSearched() {
    String plain = withoutServerMessage();
    assertThat(messageFor(paddedTo(READ_CAP))).isEqualTo(plain).doesNotContain("boom");
    assertThat(messageFor(paddedTo(READ_CAP + 100))).isEqualTo(plain);
  }

  @Test
  void aBodyWithOnlyBlankCandidatesReadsLikeOneWithNone() {
    String plain = withoutServerMessage();
    assertThat(messageFor("{\"message\":\"  \",\"error\":\"\",\"detail\":\"\\t\"}"))
        .isEqualTo(plain);
    assertThat(messageFor("{\"error\":{\"message\":\" \"}}")).isEqualTo(plain);
    assertThat(messageFor("{\"message\":42,\"detail\":[\"boom\"]}")).isEqualTo(plain);
  }

  @Test
  void aBodyThatIsNotAJsonObjectHasNoServerMessage() {
    String plain = withoutServerMessage();
    assertThat(messageFor("[\"boom\"]")).isEqualTo(plain);
    assertThat(messageFor("\"boom\"")).isEqualTo(plain);
    assertThat(messageFor("null")).isEqualTo(plain);
    assertThat(messageFor(" \n ")).as("whitespace only").isEqualTo(plain);
    assertThat(messageFor("{\"message\":\"boom\"")).as("cut JSON").isEqualTo(plain);
  }

  @Test
  void theNestedErrorMessageWinsThenMessageThenErrorThenDetail() {
    assertThat(
            messageFor(
                "{\"detail\":\"d\",\"error\":{\"message\":\"nested\"},\"message\":\"outer\"}"))
        .contains("nested")
        .doesNotContain("outer");
    assertThat(messageFor("{\"detail\":\"d\",\"error\":{\"message\":\" \"},\"message\":\"outer\"}"))
        .contains("outer");
    assertThat(messageFor("{\"detail\":\"d\",\"error\":\"plain error\",\"message\":\"\"}"))
        .contains("plain error")
        .doesNotContain(": \"d\"");
    assertThat(messageFor("{\"detail\":\"the detail\",\"error\":{\"code\":7}}"))
        .contains("the detail");
  }
}
