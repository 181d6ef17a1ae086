package com.workspacecommerce.sdk;

import static com.workspacecommerce.sdk.TestFixtures.ORDER_ID;
import static com.workspacecommerce.sdk.TestFixtures.client;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import com.workspacecommerce.sdk.errors.CommerceApiException;
import com.workspacecommerce.sdk.errors.InternalServerException;
import com.workspacecommerce.sdk.errors.RateLimitException;
import com.workspacecommerce.sdk.errors.UnexpectedStatusException;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import mockwebserver3.junit5.StartStop;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The edges of the status ranges that choose an exception and its message: 3xx is a redirect not
 * followed, 5xx a server error, anything else unexpected; only a 429 names its Retry-After.
 */
class StatusRangeTest {
  @StartStop final MockWebServer server = new MockWebServer();

  private CommerceApiException failure(MockResponse response) {
    server.enqueue(response);
    try (CommerceClient client = client(server)) {
      CommerceApiException e =
          catchThrowableOfType(CommerceApiException.class, () -> client.orders().get(ORDER_ID));
      assertThat(e).as("a CommerceApiException").isNotNull();
      return e;
    }
  }

  @ParameterizedTest(name = "HTTP {0} -> {1}")
  @CsvSource({
    "499, UnexpectedStatusException",
    "500, InternalServerException",
    "599, InternalServerException",
    "600, UnexpectedStatusException",
  })
  void theServerErrorRangeIsFiveHundredToFiveNinetyNine(int status, String type) {
    CommerceApiException e = failure(new MockResponse.Builder().code(status).build());

    assertThat(e.getClass().getSimpleName()).isEqualTo(type);
    assertThat(e.statusCode()).isEqualTo(status);
    assertThat(e.getMessage())
        .isEqualTo("HTTP " + status + " on GET /v1/orders/" + ORDER_ID + " (1 attempt)");
  }

  @ParameterizedTest(name = "HTTP {0} is a redirect not followed")
  @ValueSource(ints = {300, 399})
  void theRedirectRangeIsThreeHundredToThreeNinetyNine(int status) {
    CommerceApiException e =
        failure(
            new MockResponse.Builder()
                .code(status)
                .addHeader("Location", "https://elsewhere.example.com/v1")
                .build());

    assertThat(e).isExactlyInstanceOf(UnexpectedStatusException.class);
    assertThat(e.getMessage())
        .isEqualTo(
            "HTTP "
                + status
                + " on GET /v1/orders/"
                + ORDER_ID
                + ": redirect to https://elsewhere.example.com/v1 not followed, so the API key"
                + " cannot travel to another address (1 attempt)");
  }

  @ParameterizedTest(name = "HTTP {0} is not called a redirect")
  @ValueSource(ints = {400, 418})
  void aStatusAboveTheRedirectRangeIsNotCalledARedirect(int status) {
    CommerceApiException e =
        failure(
            new MockResponse.Builder()
                .code(status)
                .addHeader("Location", "https://elsewhere.example.com/v1")
                .build());

    assertThat(e.getMessage()).doesNotContain("redirect");
  }

  @ParameterizedTest(name = "HTTP {0} with Retry-After")
  @ValueSource(ints = {429, 503})
  void onlyARateLimitNamesItsRetryAfterInTheMessage(int status) {
    CommerceApiException e =
        failure(new MockResponse.Builder().code(status).addHeader("Retry-After", "7").build());

    if (status == 429) {
      assertThat(e).isInstanceOf(RateLimitException.class);
      assertThat(e.getMessage()).contains(" (Retry-After 7 s)");
    } else {
      assertThat(e).isInstanceOf(InternalServerException.class);
      assertThat(e.getMessage()).doesNotContain("Retry-After");
    }
  }
}
