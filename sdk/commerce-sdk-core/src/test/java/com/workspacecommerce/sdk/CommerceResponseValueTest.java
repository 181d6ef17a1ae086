package com.workspacecommerce.sdk;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * {@link CommerceResponse} as a value a fake service makes: its checks, its case-insensitive and
 * unmodifiable headers, and its short text.
 */
class CommerceResponseValueTest {

  private static CommerceResponse<Object> response(
      Map<String, List<String>> headers, Object value) {
    return new CommerceResponse<>(200, headers, "req-1", 2, Duration.ofMillis(15), value);
  }

  @Test
  void headersWithTheSameNameInAnyCaseAreMergedInOrderAndFoundInAnyCase() {
    Map<String, List<String>> headers = new LinkedHashMap<>();
    headers.put("Set-Cookie", List.of("a=1"));
    headers.put("set-cookie", List.of("b=2", "c=3"));
    headers.put("X-Empty", List.of());
    CommerceResponse<Object> r = response(headers, "v");

    assertThat(r.headers()).hasSize(2);
    assertThat(r.headers().get("SET-COOKIE")).containsExactly("a=1", "b=2", "c=3");
    assertThat(r.header("set-COOKIE")).isEqualTo("a=1");
    assertThat(r.header("x-empty")).as("a header sent without a value").isNull();
    assertThat(r.header("X-Absent")).isNull();
  }

  @Test
  void theHeadersAreACopyThatNobodyCanChange() {
    List<String> values = new ArrayList<>(List.of("a"));
    Map<String, List<String>> headers = new LinkedHashMap<>();
    headers.put("X-Trace", values);
    CommerceResponse<Object> r = response(headers, "v");
    values.add("b");
    headers.put("X-Later", List.of("c"));

    assertThat(r.headers()).containsOnlyKeys("X-Trace");
    assertThat(r.headers().get("X-Trace")).containsExactly("a");
    assertThatThrownBy(() -> r.headers().get("X-Trace").add("z"))
        .isInstanceOf(UnsupportedOperationException.class);
    assertThatThrownBy(() -> r.headers().put("X-New", List.of()))
        .isInstanceOf(UnsupportedOperationException.class);
  }

  @Test
  void missingPartsAndFewerThanOneAttemptAreRefusedByName() {
    assertThatThrownBy(() -> response(null, "v"))
        .isInstanceOf(NullPointerException.class)
        .hasMessage("headers must not be null");
    assertThatThrownBy(() -> response(Map.of(), null))
        .isInstanceOf(NullPointerException.class)
        .hasMessage("value must not be null");
    assertThatThrownBy(() -> new CommerceResponse<>(200, Map.of(), null, 1, null, "v"))
        .isInstanceOf(NullPointerException.class)
        .hasMessage("elapsed must not be null");
    assertThatThrownBy(() -> new CommerceResponse<>(200, Map.of(), null, 0, Duration.ZERO, "v"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("attempts must be >= 1, was 0");
    Map<String, List<String>> nullValues = new LinkedHashMap<>();
    nullValues.put("X-A", null);
    assertThatThrownBy(() -> response(nullValues, "v"))
        .isInstanceOf(NullPointerException.class)
        .hasMessage("header values must not be null");
    Map<String, List<String>> nullName = new LinkedHashMap<>();
    nullName.put(null, List.of("v"));
    assertThatThrownBy(() -> response(nullName, "v"))
        .isInstanceOf(NullPointerException.class)
        .hasMessage("header name must not be null");
    assertThatThrownBy(() -> response(Map.of(), "v").header(null))
        .isInstanceOf(NullPointerException.class)
        .hasMessage("name must not be null");
  }

  @Test
  void theTextNamesTheValuesTypeButShowsAPagesEnvelope() {
    assertThat(response(Map.of(), "a long record"))
        .hasToString(
            "CommerceResponse{statusCode=200, requestId=req-1, attempts=2, elapsed=PT0.015S,"
                + " value=String}");
    Page<String> page = Page.of(List.of("x"));
    assertThat(response(Map.of(), page))
        .hasToString(
            "CommerceResponse{statusCode=200, requestId=req-1, attempts=2, elapsed=PT0.015S,"
                + " value="
                + page
                + "}");
  }
}
