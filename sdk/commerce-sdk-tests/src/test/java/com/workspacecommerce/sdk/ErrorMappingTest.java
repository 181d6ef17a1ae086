package com.workspacecommerce.sdk;

import static com.workspacecommerce.sdk.TestFixtures.*;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import com.workspacecommerce.sdk.errors.AuthenticationException;
import com.workspacecommerce.sdk.errors.BadRequestException;
import com.workspacecommerce.sdk.errors.CommerceApiException;
import com.workspacecommerce.sdk.errors.CommerceException;
import com.workspacecommerce.sdk.errors.ConflictException;
import com.workspacecommerce.sdk.errors.InternalServerException;
import com.workspacecommerce.sdk.errors.NotFoundException;
import com.workspacecommerce.sdk.errors.PermissionDeniedException;
import com.workspacecommerce.sdk.errors.RateLimitException;
import com.workspacecommerce.sdk.errors.UnexpectedStatusException;
import com.workspacecommerce.sdk.errors.UnprocessableEntityException;
import java.time.Duration;
import java.util.function.Consumer;
import java.util.stream.Stream;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import mockwebserver3.junit5.StartStop;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

class ErrorMappingTest {
  @StartStop final MockWebServer server = new MockWebServer();

  static Stream<Arguments> statuses() {
    return Stream.of(
        Arguments.of(400, BadRequestException.class),
        Arguments.of(401, AuthenticationException.class),
        Arguments.of(403, PermissionDeniedException.class),
        Arguments.of(404, NotFoundException.class),
        Arguments.of(409, ConflictException.class),
        Arguments.of(422, UnprocessableEntityException.class),
        Arguments.of(429, RateLimitException.class),
        Arguments.of(500, InternalServerException.class),
        Arguments.of(502, InternalServerException.class),
        Arguments.of(503, InternalServerException.class),
        Arguments.of(504, InternalServerException.class),
        Arguments.of(418, UnexpectedStatusException.class),
        Arguments.of(302, UnexpectedStatusException.class),
        Arguments.of(304, UnexpectedStatusException.class),
        Arguments.of(405, UnexpectedStatusException.class));
  }

  private CommerceApiException failure(MockResponse response, Consumer<CommerceClient> call) {
    server.enqueue(response);
    try (CommerceClient client = client(server)) {
      CommerceApiException e =
          catchThrowableOfType(CommerceApiException.class, () -> call.accept(client));
      assertThat(e).as("a CommerceApiException").isNotNull();
      return e;
    }
  }

  private static MockResponse error(int code, String body) {
    return new MockResponse.Builder()
        .code(code)
        .addHeader("Content-Type", "application/json")
        .addHeader("X-Request-Id", "req-" + code)
        .addHeader("X-Custom", "one")
        .addHeader("X-Custom", "two")
        .body(body)
        .build();
  }

  @ParameterizedTest(name = "{0} -> {1}")
  @MethodSource("statuses")
  void eachStatusMapsToItsException(int status, Class<? extends CommerceApiException> type) {
    String body = "{\"message\":\"server says " + status + "\"}";
    MockResponse.Builder response =
        new MockResponse.Builder(error(status, status == 304 ? "" : body));
    if (status == 302) {
      response.addHeader("Location", "https://elsewhere.example.com/v1/orders");
    }
    CommerceApiException e = failure(response.build(), c -> c.orders().get(ORDER_ID));

    assertThat(e).isExactlyInstanceOf(type).isInstanceOf(CommerceException.class);
    assertThat(e).isInstanceOf(RuntimeException.class);
    assertThat(e.statusCode()).isEqualTo(status);
    assertThat(e.requestId()).isEqualTo("req-" + status);
    assertThat(e.header("x-request-id")).isEqualTo("req-" + status);
    assertThat(e.headers()).containsEntry("x-custom", java.util.List.of("one", "two"));
    assertThat(e.getMessage()).contains(String.valueOf(status)).contains("req-" + status);
    if (status != 304) {
      assertThat(e.body()).isEqualTo(body);
      assertThat(e.getMessage()).contains("server says " + status);
    }
    assertThat(e.attempts()).isEqualTo(1);
    // only one request: no retry with retries off, and no redirect followed
    assertThat(server.getRequestCount()).isEqualTo(1);
  }

  @Test
  void headersAreUnmodifiableDownToTheValues() {
    CommerceApiException e = failure(error(409, "{}"), c -> c.orders().get(ORDER_ID));
    assertThat(e).isInstanceOf(ConflictException.class);
    assertThatThrownBy(() -> e.headers().put("x", java.util.List.of()))
        .isInstanceOf(UnsupportedOperationException.class);
    assertThatThrownBy(() -> e.headers().get("x-custom").add("three"))
        .isInstanceOf(UnsupportedOperationException.class);
    assertThat(e.headers().get("x-custom")).containsExactly("one", "two");
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("com.workspacecommerce.sdk.TestFixtures#operations")
  void everyOperationMapsErrors(String name, Consumer<CommerceClient> call) {
    CommerceApiException e = failure(error(422, "{\"detail\":\"bad thing\"}"), call);
    assertThat(e).isInstanceOf(UnprocessableEntityException.class);
    assertThat(e.getMessage()).contains("bad thing").contains("422");
    assertThat(e.body()).isEqualTo("{\"detail\":\"bad thing\"}");
    assertThat(e.requestId()).isEqualTo("req-422");
  }

  @Test
  void messageFromMessageField() {
    CommerceApiException e =
        failure(error(400, "{\"message\":\"limit is too large\"}"), c -> c.products().list());
    assertThat(e.getMessage()).contains("limit is too large").contains("400").contains("GET");
  }

  @Test
  void messageFromErrorString() {
    CommerceApiException e =
        failure(error(401, "{\"error\":\"invalid api key\"}"), c -> c.products().list());
    assertThat(e.getMessage()).contains("invalid api key");
  }

  @Test
  void messageFromNestedErrorObject() {
    CommerceApiException e =
        failure(
            error(403, "{\"error\":{\"type\":\"forbidden\",\"message\":\"not your workspace\"}}"),
            c -> c.products().get(PRODUCT_ID));
    assertThat(e).isInstanceOf(PermissionDeniedException.class);
    assertThat(e.getMessage()).contains("not your workspace");
  }

  @Test
  void messageFromDetail() {
    CommerceApiException e =
        failure(error(404, "{\"detail\":\"Not Found\"}"), c -> c.orders().get(ORDER_ID));
    assertThat(e.getMessage()).contains("Not Found");
  }

  @Test
  void nonJsonErrorBodyIsKeptRaw() {
    CommerceApiException e =
        failure(
            new MockResponse.Builder()
                .code(502)
                .addHeader("Content-Type", "text/html")
                .body("<html>Bad gateway</html>")
                .build(),
            c -> c.orders().get(ORDER_ID));
    assertThat(e).isInstanceOf(InternalServerException.class);
    assertThat(e.body()).isEqualTo("<html>Bad gateway</html>");
    assertThat(e.requestId()).isNull();
    assertThat(e.getMessage()).contains("502");
  }

  @Test
  void emptyErrorBody() {
    CommerceApiException e =
        failure(new MockResponse.Builder().code(500).build(), c -> c.orders().get(ORDER_ID));
    assertThat(e).isInstanceOf(InternalServerException.class);
    assertThat(e.body()).isEmpty();
    assertThat(e.requestId()).isNull();
  }

  @Test
  void errorBodyLargerThan64KiBIsCapped() {
    String big = "{\"message\":\"" + "x".repeat(200_000) + "\"}";
    CommerceApiException e = failure(error(500, big), c -> c.orders().get(ORDER_ID));
    assertThat(e).isInstanceOf(InternalServerException.class);
    assertThat(e.body().length()).isLessThanOrEqualTo(64 * 1024).isGreaterThan(1024);
    assertThat(big).startsWith(e.body());
    assertThat(e.getMessage().length()).isLessThan(4096);
    assertThat(e.requestId()).isEqualTo("req-500");
  }

  @Test
  void theClientStillWorksAfterACappedErrorBody() {
    server.enqueue(error(500, "y".repeat(300_000)));
    server.enqueue(json(ORDER_MINIMAL));
    try (CommerceClient client = client(server)) {
      catchThrowableOfType(InternalServerException.class, () -> client.orders().get(ORDER_ID));
      assertThat(client.orders().get(ORDER_ID).orderNumber()).isEqualTo("WC-1");
    }
  }

  @Test
  void rateLimitCarriesRetryAfter() {
    MockResponse response =
        new MockResponse.Builder(error(429, "{\"message\":\"slow down\"}"))
            .addHeader("Retry-After", "30")
            .build();
    CommerceApiException e = failure(response, c -> c.products().list());
    assertThat(e).isInstanceOf(RateLimitException.class);
    assertThat(((RateLimitException) e).retryAfter()).isEqualTo(Duration.ofSeconds(30));
    assertThat(e.getMessage()).contains("slow down");
  }
}
