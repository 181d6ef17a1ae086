package com.workspacecommerce.sdk;

import static com.workspacecommerce.sdk.TestFixtures.API_KEY;
import static com.workspacecommerce.sdk.TestFixtures.CUSTOMER_ID;
import static com.workspacecommerce.sdk.TestFixtures.ORDER_ID;
import static com.workspacecommerce.sdk.TestFixtures.ORDER_MINIMAL;
import static com.workspacecommerce.sdk.TestFixtures.builder;
import static com.workspacecommerce.sdk.TestFixtures.customerJson;
import static com.workspacecommerce.sdk.TestFixtures.customerParams;
import static com.workspacecommerce.sdk.TestFixtures.json;
import static com.workspacecommerce.sdk.TestFixtures.take;
import static com.workspacecommerce.sdk.TestFixtures.thrown;
import static org.assertj.core.api.Assertions.assertThat;

import com.workspacecommerce.sdk.errors.CommerceException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import mockwebserver3.MockWebServer;
import mockwebserver3.RecordedRequest;
import mockwebserver3.junit5.StartStop;
import org.junit.jupiter.api.Test;

/**
 * What a {@link RequestInterceptor} sees of the attempt (method, URL, headers as changed so far),
 * what its removals do on the wire, and the message of a call an interceptor broke.
 */
class RequestInterceptorViewTest {
  @StartStop final MockWebServer server = new MockWebServer();

  /** Throws with no message, as a bare {@code new IllegalStateException()} does. */
  static final class Silent implements RequestInterceptor {
    @Override
    public void intercept(Request request) {
      throw new IllegalStateException();
    }
  }

  /** Throws with a long message that echoes the key. */
  static final class Chatty implements RequestInterceptor {
    @Override
    public void intercept(Request request) {
      throw new IllegalArgumentException("key " + API_KEY + " " + "z".repeat(600));
    }
  }

  @Test
  void seesTheMethodAndTheFullUrlOfEachCall() {
    server.enqueue(json(ORDER_MINIMAL));
    server.enqueue(json(201, customerJson(CUSTOMER_ID)));
    List<String> seen = Collections.synchronizedList(new ArrayList<>());
    try (CommerceClient client =
        builder(server, "/v1").addInterceptor(r -> seen.add(r.method() + " " + r.url())).build()) {
      client.orders().get(ORDER_ID);
      client.customers().create(customerParams());
    }
    assertThat(seen)
        .containsExactly(
            "GET " + server.url("/v1/orders/" + ORDER_ID).uri(),
            "POST " + server.url("/v1/customers").uri());
  }

  @Test
  void aRemovedHeaderIsGoneForTheNextInterceptorAndOnTheWire() {
    server.enqueue(json(ORDER_MINIMAL));
    List<String> second = new ArrayList<>();
    try (CommerceClient client =
        builder(server, "/v1")
            .addInterceptor(r -> r.removeHeader("X-Debug").setHeader("X-After", "yes"))
            .addInterceptor(
                r -> {
                  second.add(String.valueOf(r.header("X-Debug")));
                  second.add(String.valueOf(r.headers().containsKey("x-debug")));
                  second.add(String.valueOf(r.headers().get("x-after")));
                })
            .build()) {
      client.orders().get(ORDER_ID, RequestOptions.builder().header("X-Debug", "1").build());
    }
    assertThat(second).containsExactly("null", "false", "[yes]");
    RecordedRequest r = take(server);
    assertThat(r.getHeaders().get("X-Debug")).isNull();
    assertThat(r.getHeaders().get("X-After")).isEqualTo("yes");
    assertThat(r.getHeaders().get("Authorization")).isEqualTo("Bearer " + API_KEY);
  }

  @Test
  void anInterceptorThatThrowsWithoutMessageIsNamedWithWhatItThrew() {
    try (CommerceClient client = builder(server, "/v1").addInterceptor(new Silent()).build()) {
      CommerceException e = thrown(CommerceException.class, () -> client.orders().get(ORDER_ID));
      assertThat(e)
          .isExactlyInstanceOf(CommerceException.class)
          .hasMessage(
              "GET /v1/orders/"
                  + ORDER_ID
                  + " was not sent: RequestInterceptor "
                  + Silent.class.getName()
                  + " threw java.lang.IllegalStateException (1 attempt)");
    }
    assertThat(server.getRequestCount()).isZero();
  }

  @Test
  void anInterceptorsMessageIsQuotedMaskedAndCut() {
    try (CommerceClient client = builder(server, "/v1").addInterceptor(new Chatty()).build()) {
      CommerceException e = thrown(CommerceException.class, () -> client.orders().get(ORDER_ID));
      String quoted = ("key [redacted] " + "z".repeat(600)).substring(0, 500) + "...";
      assertThat(e)
          .hasMessage(
              "GET /v1/orders/"
                  + ORDER_ID
                  + " was not sent: RequestInterceptor "
                  + Chatty.class.getName()
                  + " threw java.lang.IllegalArgumentException: "
                  + quoted
                  + " (1 attempt)");
    }
  }
}
