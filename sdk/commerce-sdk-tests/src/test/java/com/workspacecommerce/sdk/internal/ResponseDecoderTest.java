package com.workspacecommerce.sdk.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import com.workspacecommerce.sdk.RequestOptions;
import com.workspacecommerce.sdk.errors.CommerceDecodingException;
import com.workspacecommerce.sdk.internal.spi.Redactor;
import com.workspacecommerce.sdk.internal.spi.WireHeaders;
import com.workspacecommerce.sdk.models.Order;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import org.junit.jupiter.api.Test;

/** {@link ResponseDecoder} alone: a value or a described {@link CommerceDecodingException}. */
class ResponseDecoderTest {
  private static final String KEY = "sk_test_Zq81kXw2SECRETkey";
  private static final String ID = "6f1c2a4e-8b7d-4c6a-9e2f-1a2b3c4d5e6f";

  private final ResponseDecoder decoder = new ResponseDecoder(new Redactor(KEY));
  private final OutgoingRequest request =
      new RequestEncoder(
              "https://api.example.com/v1",
              WireHeaders.of(),
              Duration.ofSeconds(1),
              Duration.ofSeconds(1),
              0)
          .encode(
              Operation.of(
                  OrderCalls.GET, new String[] {"orders", ID}, null, RequestOptions.none()),
              0);

  private static AttemptResponse ok(String body, String... headers) {
    return new AttemptResponse(200, WireHeaders.of(headers), body.getBytes(StandardCharsets.UTF_8));
  }

  private CommerceDecodingException failure(AttemptResponse response) {
    return catchThrowableOfType(
        CommerceDecodingException.class, () -> decoder.decode(request, response, OrderCalls.GET));
  }

  @Test
  void decodesTheEndpointsRecord() {
    Order order =
        decoder.decode(
            request,
            ok("{\"id\":\"" + ID + "\",\"order_number\":\"1001\",\"status\":\"open\"}"),
            OrderCalls.GET);
    assertThat(order.id()).isEqualTo(ID);
    assertThat(order.orderNumber()).isEqualTo("1001");
  }

  @Test
  void anEmptyOrNullBodyIsADecodingErrorNamingTheResourceAndTheCall() {
    for (String body : new String[] {"", "null"}) {
      CommerceDecodingException e = failure(ok(body));
      assertThat(e)
          .hasMessageStartingWith("Could not decode Order from HTTP 200 on GET /v1/orders/" + ID)
          .hasMessageContaining("the body is empty or JSON null");
      assertThat(e.statusCode()).isEqualTo(200);
    }
  }

  @Test
  void aMissingRequiredFieldIsNamedWithItsPath() {
    CommerceDecodingException e =
        failure(ok("{\"id\":\"" + ID + "\",\"status\":\"open\"}", "X-Request-Id", "req-7"));
    assertThat(e.getMessage()).contains("order_number").contains("[request id req-7]");
    assertThat(e.requestId()).isEqualTo("req-7");
  }

  @Test
  void theKeyEchoedInABrokenBodyNeverReachesTheMessageOrTheSnippet() {
    CommerceDecodingException e = failure(ok("{\"echo\":\"" + KEY + "\", broken"));
    assertThat(e.getMessage()).doesNotContain(KEY).contains(Redactor.MASK);
    assertThat(e.bodySnippet()).doesNotContain(KEY);
  }

  @Test
  void deepNestingEndsInADecodingErrorNotAStackOverflow() {
    String deep = "{\"a\":".repeat(5000) + "1" + "}".repeat(5000);
    CommerceDecodingException e = failure(ok(deep));
    assertThat(e).hasMessageContaining("Could not decode Order");
  }

  @Test
  void aWrongTypeDeepInsideIsNamedWithItsFullPath() {
    CommerceDecodingException e =
        failure(
            ok(
                "{\"id\":\""
                    + ID
                    + "\",\"order_number\":\"1\",\"status\":\"open\","
                    + "\"items\":[{\"sku\":\"a\"},{\"quantity\":\"many\"}]}"));
    assertThat(e.getMessage()).contains(" (at items[1].quantity)");
  }

  @Test
  void theFirstElementOfAListIsNamedByItsIndexZero() {
    CommerceDecodingException e =
        failure(
            ok(
                "{\"id\":\""
                    + ID
                    + "\",\"order_number\":\"1\",\"status\":\"open\","
                    + "\"items\":[{\"quantity\":\"many\"}]}"));
    assertThat(e.getMessage()).contains(" (at items[0].quantity)");
  }

  @Test
  void aMissingTopLevelFieldIsNamedWithoutAPathAndTheBodyQuoted() {
    CommerceDecodingException e = failure(ok("{\"id\":\"" + ID + "\",\"order_number\":\"1\"}"));
    assertThat(e.getMessage())
        .isEqualTo(
            "Could not decode Order from HTTP 200 on GET /v1/orders/"
                + ID
                + ": Order is missing required field 'status'; body starts: {\"id\":\""
                + ID
                + "\",\"order_number\":\"1\"}");
    assertThat(e.requestId()).isNull();
    assertThat(e.bodySnippet()).isEqualTo("{\"id\":\"" + ID + "\",\"order_number\":\"1\"}");
  }

  @Test
  void brokenJsonIsDescribedByTheParsersOwnWordsWithoutItsLocation() {
    CommerceDecodingException e = failure(ok("{\"id\": tru"));
    assertThat(e.getMessage())
        .startsWith("Could not decode Order from HTTP 200 on GET /v1/orders/" + ID + ": ")
        .doesNotContain("line:")
        .endsWith("; body starts: {\"id\": tru");
    // The parser's own exception: Jackson 3's on the jackson3 codec (its surefire execution).
    assertThat(e.getCause())
        .isInstanceOf(
            "jackson3".equals(System.getProperty("commerce.sdk.json"))
                ? tools.jackson.core.JacksonException.class
                : com.fasterxml.jackson.core.JsonProcessingException.class);
  }
}
