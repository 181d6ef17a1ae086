package com.workspacecommerce.sdk.internal;

import static org.assertj.core.api.Assertions.assertThat;

import com.workspacecommerce.sdk.internal.spi.JsonCodec;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The rule for the server's message in an error body, decided above the codec seam: the same bodies
 * give the same messages on every codec, because each codec only turns the body into plain values.
 */
class ServerMessageRuleTest {
  private static final List<JsonCodec> CODECS =
      List.of(JsonCodecs.codec("jackson2"), JsonCodecs.codec("jackson3"));

  static Stream<Arguments> bodies() {
    Object[][] cases = {
      {"{\"message\":\"out of stock\"}", "out of stock"},
      {"{\"error\":{\"message\":\"nested\"},\"message\":\"outer\"}", "nested"},
      {"{\"error\":{\"message\":\" \"},\"message\":\"outer\"}", "outer"},
      {"{\"error\":{\"code\":7}}", null},
      {"{\"error\":\"plain\",\"detail\":\"d\"}", "plain"},
      {"{\"detail\":\"from detail\"}", "from detail"},
      {"{\"message\":\"  \",\"detail\":\"d\"}", "d"},
      {"{\"message\":12,\"error\":true}", null},
      {"[\"message\"]", null},
      {"\"message\"", null},
      {"not json", null},
      {"   ", null},
      {"null", null},
      {"", null}
    };
    return CODECS.stream()
        .flatMap(codec -> Stream.of(cases).map(c -> Arguments.of(codec.name(), c[0], c[1])));
  }

  @ParameterizedTest(name = "{0}: {1}")
  @MethodSource("bodies")
  void findsTheFirstNonBlankStringOfErrorMessageMessageErrorDetail(
      String codec, String body, String expected) {
    JsonCodec json = CODECS.stream().filter(c -> c.name().equals(codec)).findFirst().orElseThrow();

    assertThat(ServerMessage.find(json, body.getBytes(StandardCharsets.UTF_8))).isEqualTo(expected);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("codecs")
  void aCodecReadsAnObjectIntoPlainValuesInTheBodysOrder(String codec) {
    JsonCodec json = CODECS.stream().filter(c -> c.name().equals(codec)).findFirst().orElseThrow();
    byte[] body =
        "{\"b\":1,\"a\":{\"x\":[true,null,\"s\"]},\"c\":1.5}".getBytes(StandardCharsets.UTF_8);

    Map<String, Object> read = json.readObject(body);

    assertThat(read).containsOnlyKeys("b", "a", "c");
    assertThat(read.keySet()).containsExactly("b", "a", "c");
    assertThat(read.get("a")).isEqualTo(Map.of("x", java.util.Arrays.asList(true, null, "s")));
    assertThat(json.readObject("[1]".getBytes(StandardCharsets.UTF_8))).isNull();
  }

  static Stream<String> codecs() {
    return CODECS.stream().map(JsonCodec::name);
  }
}
