package com.workspacecommerce.sdk.testing;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import org.junit.jupiter.api.Test;

/**
 * The deprecated {@link RecordedRequest#body()} and {@link RecordedRequest#responseBody()} still
 * work where Jackson 2 databind is on the class path, and give the trees Jackson's own {@code
 * readTree} makes of the same bytes, as when the kit parsed with Jackson.
 */
@SuppressWarnings("deprecation") // the deprecated accessors are what this test is about
class DeprecatedJacksonAccessorsTest {

  private static final ObjectMapper JACKSON = new ObjectMapper();

  @Test
  void bodyAndResponseBodyAreJacksonTreesOfWhatWasSentAndAnswered() throws Exception {
    try (CommerceSandbox sandbox = CommerceSandbox.start()) {
      String sent =
          "{\"items\":[{\"quantity\":2,\"unit_price\":150,\"ratio\":1.50,"
              + "\"big\":123456789012345678901234567890,\"exp\":1e2,\"text\":\"\\ud83d\\ude00\","
              + "\"long\":9007199254740993,\"int_edge\":2147483648,"
              + "\"long_edge\":9223372036854775808,\"gift\":true,\"none\":false,\"list\":[1,{}]}],"
              + "\"note\":null}";
      HttpResponse<String> response =
          HttpClient.newHttpClient()
              .send(
                  HttpRequest.newBuilder(URI.create(sandbox.baseUrl() + "/orders"))
                      .timeout(Duration.ofSeconds(10))
                      .header("Authorization", "Bearer " + sandbox.apiKey())
                      .POST(HttpRequest.BodyPublishers.ofString(sent))
                      .build(),
                  HttpResponse.BodyHandlers.ofString());
      assertThat(response.statusCode()).isEqualTo(201);

      RecordedRequest order = sandbox.journal().only("orders.create");
      JsonNode body = order.body();
      assertThat(body).isEqualTo(JACKSON.readTree(sent));
      assertThat(body.at("/items/0/ratio").isDouble()).isTrue();
      assertThat(body.at("/items/0/big").isBigInteger()).isTrue();
      assertThat(body.at("/items/0/long").isLong()).isTrue();
      assertThat(body.at("/items/0/quantity").isInt()).isTrue();
      assertThat(body.at("/items/0/quantity").asInt()).isEqualTo(2);
      assertThat(body.get("note").isNull()).isTrue();
      assertThat(order.responseBody()).isEqualTo(JACKSON.readTree(response.body()));
      assertThat(order.responseBody().get("total_price").asLong()).isEqualTo(300);

      // A new tree on each call: changing one changes neither the journal nor the next call.
      ((ObjectNode) body).put("note", "changed");
      assertThat(order.body()).isNotSameAs(body).isEqualTo(JACKSON.readTree(sent));
      assertThat(order.bodyJson().get("note").isNull()).isTrue();
    }
  }

  @Test
  void theyAreNullWhereThereWasNoJson() {
    try (CommerceSandbox sandbox = CommerceSandbox.start()) {
      sandbox.inject(Fault.dropConnection().on("products.list"));
      try {
        sandbox.client().products().list();
      } catch (RuntimeException expected) {
        // the dropped connection; only the journal matters here
      }
      RecordedRequest dropped = sandbox.journal().matching("products.list").get(0);
      assertThat(dropped.body()).isNull();
      assertThat(dropped.responseBody()).isNull();
      assertThat(dropped.bodyJson().isMissing()).isTrue();
      assertThat(dropped.responseJson().isMissing()).isTrue();
    }
  }
}
