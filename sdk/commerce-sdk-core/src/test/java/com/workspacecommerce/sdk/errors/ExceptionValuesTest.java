package com.workspacecommerce.sdk.errors;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * What an exception built by an application (for a fake) gives back: copies, never nulls, and
 * header lookups by lower-case name.
 */
class ExceptionValuesTest {

  @Test
  void anApiExceptionWithoutHeadersOrBodyHasEmptyOnes() {
    CommerceApiException e = new CommerceApiException("HTTP 500", 500, null, null, null, 1);
    assertThat(e.headers()).isEmpty();
    assertThat(e.body()).isEmpty();
    assertThat(e.header("X-Request-Id")).isNull();
    assertThat(e.requestId()).isNull();
    assertThat(e.attempts()).isEqualTo(1);
  }

  @Test
  void headersAreCopiedAndLookedUpByTheirLowerCaseName() {
    List<String> values = new ArrayList<>(List.of("a", "b"));
    Map<String, List<String>> headers = new HashMap<>();
    headers.put("x-trace", values);
    headers.put("x-empty", List.of());
    UnexpectedStatusException e =
        new UnexpectedStatusException(
            "HTTP 302", 302, Map.of("location", List.of("/x")), "", "r", 2);
    CommerceApiException api = new CommerceApiException("HTTP 500", 500, headers, "{}", "r-1", 1);
    values.add("c");

    assertThat(api.header("X-Trace")).isEqualTo("a");
    assertThat(api.headers().get("x-trace")).containsExactly("a", "b");
    assertThat(api.header("X-Empty")).isNull();
    assertThat(api.body()).isEqualTo("{}");
    assertThat(e.location()).isEqualTo("/x");
    assertThat(e.statusCode()).isEqualTo(302);
  }

  @Test
  void aDecodingExceptionWithoutSnippetOrHeadersHasEmptyOnes() {
    CommerceDecodingException e =
        new CommerceDecodingException("Could not decode", 200, null, null, null, null);
    assertThat(e.bodySnippet()).isEmpty();
    assertThat(e.headers()).isEmpty();
    assertThat(e.requestId()).isNull();
    assertThat(e.statusCode()).isEqualTo(200);

    CommerceDecodingException withAll =
        new CommerceDecodingException(
            "Could not decode", 200, "{", "req-9", Map.of("x-a", List.of("1")), null);
    assertThat(withAll.bodySnippet()).isEqualTo("{");
    assertThat(withAll.requestId()).isEqualTo("req-9");
    assertThat(withAll.headers()).containsEntry("x-a", List.of("1"));
  }

  @Test
  void aSerializedExceptionComesBackWithEmptyHeadersInsteadOfNull() throws Exception {
    CommerceApiException api =
        new CommerceApiException("HTTP 500", 500, Map.of("x-a", List.of("1")), "{}", "r-1", 1);
    CommerceDecodingException decoding =
        new CommerceDecodingException("bad", 200, "{", "r-2", Map.of("x-b", List.of("2")), null);

    CommerceApiException apiBack = roundTrip(api);
    CommerceDecodingException decodingBack = roundTrip(decoding);

    assertThat(apiBack.headers()).isEmpty();
    assertThat(apiBack.header("x-a")).isNull();
    assertThat(apiBack.body()).isEqualTo("{}");
    assertThat(apiBack.requestId()).isEqualTo("r-1");
    assertThat(decodingBack.headers()).isEmpty();
    assertThat(decodingBack.requestId()).isEqualTo("r-2");
  }

  @SuppressWarnings("unchecked")
  private static <T> T roundTrip(T value) throws Exception {
    java.io.ByteArrayOutputStream bytes = new java.io.ByteArrayOutputStream();
    try (java.io.ObjectOutputStream out = new java.io.ObjectOutputStream(bytes)) {
      out.writeObject(value);
    }
    try (java.io.ObjectInputStream in =
        new java.io.ObjectInputStream(new java.io.ByteArrayInputStream(bytes.toByteArray()))) {
      return (T) in.readObject();
    }
  }
}
