package com.workspacecommerce.sdk;

import static com.workspacecommerce.sdk.TestFixtures.*;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.HashMap;
import java.util.Map;
import mockwebserver3.MockWebServer;
import mockwebserver3.RecordedRequest;
import mockwebserver3.junit5.StartStop;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class ClientBuilderTest {
  @StartStop final MockWebServer server = new MockWebServer();

  @ParameterizedTest
  @ValueSource(strings = {"", "   "})
  void aMissingBaseUrlIsNamed(String baseUrl) {
    assertThatThrownBy(() -> CommerceClient.builder().baseUrl(baseUrl).apiKey(API_KEY).build())
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("baseUrl");
    assertThatThrownBy(() -> CommerceClient.builder().apiKey(API_KEY).build())
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("baseUrl");
  }

  @ParameterizedTest
  @ValueSource(strings = {"", "   "})
  void aMissingApiKeyIsNamed(String key) {
    assertThatThrownBy(
            () ->
                CommerceClient.builder().baseUrl("https://api.example.com/v1").apiKey(key).build())
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("apiKey");
    assertThatThrownBy(() -> CommerceClient.builder().baseUrl("https://api.example.com/v1").build())
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("apiKey");
  }

  @Test
  void anApiKeyWithALineBreakIsRejectedWithoutEchoingIt() {
    String key = "abc\r\nX-Evil: 1";
    assertThatThrownBy(
            () ->
                CommerceClient.builder().baseUrl("https://api.example.com/v1").apiKey(key).build())
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("apiKey")
        .hasMessageNotContaining("X-Evil");
  }

  @ParameterizedTest
  @ValueSource(
      strings = {"api.example.com/v1", "ftp://api.example.com/v1", "not a url", "https://"})
  void anInvalidBaseUrlIsRejected(String url) {
    assertThatThrownBy(() -> CommerceClient.builder().baseUrl(url).apiKey(API_KEY).build())
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("baseUrl");
  }

  @Test
  void fromEnvNamesAMissingBaseUrl() {
    Map<String, String> env = Map.of("COMMERCE_API_KEY", API_KEY);
    assertThatThrownBy(() -> CommerceClient.builder().env(env::get).fromEnv().build())
        .isInstanceOf(IllegalStateException.class)
        .hasMessageContaining("COMMERCE_BASE_URL")
        .hasMessageNotContaining(API_KEY);
  }

  @Test
  void fromEnvNamesAMissingApiKey() {
    Map<String, String> env = Map.of("COMMERCE_BASE_URL", "https://api.example.com/v1");
    assertThatThrownBy(() -> CommerceClient.builder().env(env::get).fromEnv().build())
        .isInstanceOf(IllegalStateException.class)
        .hasMessageContaining("COMMERCE_API_KEY");
    Map<String, String> blank =
        Map.of("COMMERCE_BASE_URL", "https://api.example.com/v1", "COMMERCE_API_KEY", "  ");
    assertThatThrownBy(() -> CommerceClient.builder().env(blank::get).fromEnv().build())
        .isInstanceOf(IllegalStateException.class)
        .hasMessageContaining("COMMERCE_API_KEY");
  }

  @Test
  void fromEnvNamesBothWhenNothingIsSet() {
    assertThatThrownBy(() -> CommerceClient.builder().env(name -> null).fromEnv())
        .isInstanceOf(IllegalStateException.class)
        .hasMessageContaining("COMMERCE_BASE_URL");
  }

  @Test
  void fromEnvBuildsAWorkingClient() {
    server.enqueue(json(ORDER_MINIMAL));
    Map<String, String> env = new HashMap<>();
    env.put("COMMERCE_BASE_URL", server.url("/api/v1/").toString());
    env.put("COMMERCE_API_KEY", API_KEY);
    env.put("COMMERCE_MAX_RETRIES", "0");
    env.put("COMMERCE_TIMEOUT_SECONDS", "5");
    try (CommerceClient client = CommerceClient.builder().env(env::get).fromEnv().build()) {
      client.orders().get(ORDER_ID);
      assertThat(client.baseUrl()).endsWith("/api/v1");
    }
    RecordedRequest r = take(server);
    assertThat(r.getTarget()).isEqualTo("/api/v1/orders/" + ORDER_ID);
    assertCommonHeaders(r);
  }

  @Test
  void fromEnvNamesAnInvalidOptionalVariable() {
    Map<String, String> env =
        Map.of(
            "COMMERCE_BASE_URL", "https://api.example.com/v1",
            "COMMERCE_API_KEY", API_KEY,
            "COMMERCE_MAX_RETRIES", "many");
    assertThatThrownBy(() -> CommerceClient.builder().env(env::get).fromEnv())
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("COMMERCE_MAX_RETRIES");
  }

  @Test
  void toStringNeverShowsTheKey() {
    CommerceClient.Builder builder =
        CommerceClient.builder().baseUrl("https://api.example.com/v1").apiKey(API_KEY);
    assertThat(builder.toString()).doesNotContain(API_KEY).contains("api.example.com");
    try (CommerceClient client = builder.build()) {
      assertThat(client.toString())
          .doesNotContain(API_KEY)
          .contains("api.example.com")
          .contains("[redacted]");
      assertThat(String.valueOf(client.orders())).doesNotContain(API_KEY);
      assertThat(String.valueOf(client.products())).doesNotContain(API_KEY);
      assertThat(String.valueOf(client.customers())).doesNotContain(API_KEY);
    }
    RequestOptions options =
        RequestOptions.builder()
            .header("X-Api-Secret", API_KEY)
            .idempotencyKey("order-1")
            .attemptTimeout(Duration.ofSeconds(3))
            .build();
    assertThat(options.toString()).doesNotContain(API_KEY).contains("X-Api-Secret");
  }

  @Test
  void closeAfterUseReleasesAndLaterCallsFail() {
    server.enqueue(json(ORDER_MINIMAL));
    CommerceClient client = client(server);
    client.orders().get(ORDER_ID);
    client.close();
    client.close();
    assertThatThrownBy(() -> client.orders().get(ORDER_ID))
        .isInstanceOf(IllegalStateException.class);
    assertThat(server.getRequestCount()).isEqualTo(1);
  }

  @ParameterizedTest
  @ValueSource(strings = {"127.0.0.1", "localhost"})
  void plainHttpToLoopbackIsAccepted(String host) {
    server.enqueue(json(ORDER_MINIMAL));
    String url = "http://" + host + ":" + server.getPort() + "/v1";
    try (CommerceClient client =
        CommerceClient.builder().baseUrl(url).apiKey(API_KEY).maxRetries(0).build()) {
      assertThat(client.orders().get(ORDER_ID).id()).isEqualTo(ORDER_ID);
    }
    assertThat(take(server).getTarget()).isEqualTo("/v1/orders/" + ORDER_ID);
  }

  @Test
  void baseUrlIsNormalizedWithoutTrailingSlash() {
    try (CommerceClient a =
            CommerceClient.builder()
                .baseUrl("https://api.example.com/v1/")
                .apiKey(API_KEY)
                .build();
        CommerceClient b =
            CommerceClient.builder()
                .baseUrl("https://api.example.com/v1")
                .apiKey(API_KEY)
                .build()) {
      assertThat(a.baseUrl()).isEqualTo("https://api.example.com/v1").isEqualTo(b.baseUrl());
    }
  }

  @Test
  void aBaseUrlWithQueryOrUserInfoIsRejected() {
    assertThatThrownBy(
            () ->
                CommerceClient.builder()
                    .baseUrl("https://api.example.com/v1?x=1")
                    .apiKey(API_KEY)
                    .build())
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(
            () ->
                CommerceClient.builder()
                    .baseUrl("https://u:p@api.example.com/v1")
                    .apiKey(API_KEY)
                    .build())
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageNotContaining("u:p");
  }

  @Test
  @SuppressWarnings("deprecation")
  void theDeprecatedTimeoutIsOnlyAnAliasOfAttemptTimeout() {
    server.enqueue(
        new mockwebserver3.MockResponse.Builder()
            .headersDelay(5, java.util.concurrent.TimeUnit.SECONDS)
            .body("{}")
            .build());
    try (CommerceClient client =
        builder(server, "/v1")
            .attemptTimeout(Duration.ofSeconds(30))
            .timeout(Duration.ofMillis(200))
            .build()) {
      assertThatThrownBy(() -> client.orders().get(ORDER_ID))
          .isInstanceOf(com.workspacecommerce.sdk.errors.CommerceTimeoutException.class)
          .hasMessageContaining("attempt timeout 200 ms");
    }
  }

  @Test
  void invalidSettingsAreRejectedByTheBuilder() {
    assertThatThrownBy(() -> CommerceClient.builder().maxRetries(-1))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("maxRetries");
    assertThatThrownBy(() -> CommerceClient.builder().timeout(Duration.ZERO))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("timeout");
    assertThatThrownBy(() -> CommerceClient.builder().connectTimeout(Duration.ofSeconds(-1)))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("connectTimeout");
  }

  @Test
  void theServicesOfAClientAreTheSameObjectsOnEveryCall() {
    try (CommerceClient client = client(server)) {
      assertThat(client.orders()).isSameAs(client.orders());
      assertThat(client.products()).isSameAs(client.products());
      assertThat(client.customers()).isSameAs(client.customers());
    }
  }
}
