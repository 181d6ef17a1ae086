package com.workspacecommerce.sdk;

import static com.workspacecommerce.sdk.TestFixtures.API_KEY;
import static com.workspacecommerce.sdk.TestFixtures.ORDER_ID;
import static com.workspacecommerce.sdk.TestFixtures.ORDER_MINIMAL;
import static com.workspacecommerce.sdk.TestFixtures.builder;
import static com.workspacecommerce.sdk.TestFixtures.customerParams;
import static com.workspacecommerce.sdk.TestFixtures.json;
import static com.workspacecommerce.sdk.TestFixtures.take;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.workspacecommerce.sdk.errors.CommerceException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import mockwebserver3.MockWebServer;
import mockwebserver3.RecordedRequest;
import mockwebserver3.junit5.StartStop;
import org.junit.jupiter.api.Test;

/** {@link RequestInterceptor}: order, every attempt, both modes, Authorization out of reach. */
class RequestInterceptorTest {
  @StartStop final MockWebServer server = new MockWebServer();

  @Test
  void runsInOrderOnEveryAttemptAndItsHeadersReachTheServer() {
    server.enqueue(TestFixtures.status(503));
    server.enqueue(json(ORDER_MINIMAL));
    List<String> seen = Collections.synchronizedList(new ArrayList<>());
    try (CommerceClient client =
        builder(server, "/v1")
            .maxRetries(1)
            .addInterceptor(
                r -> {
                  seen.add("first " + r.attempt() + " " + r.call().operation());
                  r.setHeader("X-Tenant", "acme").setHeader("X-Attempt", "" + r.attempt());
                })
            .addInterceptor(
                r -> {
                  seen.add("second sees " + r.header("x-tenant"));
                  r.setHeader("X-Tenant", r.header("X-Tenant") + "-2");
                })
            .build()) {
      client.orders().get(ORDER_ID);
    }
    RecordedRequest first = take(server);
    RecordedRequest second = take(server);
    assertThat(first.getHeaders().get("X-Tenant")).isEqualTo("acme-2");
    assertThat(first.getHeaders().get("X-Attempt")).isEqualTo("1");
    assertThat(second.getHeaders().get("X-Attempt")).isEqualTo("2");
    assertThat(second.getHeaders().get("Authorization")).isEqualTo("Bearer " + API_KEY);
    assertThat(seen)
        .containsExactly(
            "first 1 orders.get", "second sees acme", "first 2 orders.get", "second sees acme");
  }

  @Test
  void neverSeesNorChangesAuthorization() {
    server.enqueue(json(ORDER_MINIMAL));
    List<String> authorization = new ArrayList<>();
    List<String> names = new ArrayList<>();
    List<byte[]> bodies = new ArrayList<>();
    try (CommerceClient client =
        builder(server, "/v1")
            .addInterceptor(
                r -> {
                  bodies.add(r.body()); // a GET has none
                  authorization.add(String.valueOf(r.header("Authorization")));
                  names.addAll(r.headers().keySet());
                  assertThatThrownBy(() -> r.setHeader("authorization", "Bearer other"))
                      .isInstanceOf(IllegalArgumentException.class)
                      .hasMessageContaining("Authorization");
                  assertThatThrownBy(() -> r.removeHeader("Authorization"))
                      .isInstanceOf(IllegalArgumentException.class);
                  assertThatThrownBy(() -> r.setHeader("X-Bad", "a\r\nInjected: 1"))
                      .isInstanceOf(IllegalArgumentException.class)
                      .hasMessageContaining("X-Bad")
                      .hasMessageNotContaining("Injected");
                })
            .build()) {
      client.orders().get(ORDER_ID);
    }
    assertThat(authorization).containsExactly("null");
    assertThat(bodies).containsExactly((byte[]) null);
    assertThat(names).doesNotContain("authorization").contains("accept");
    assertThat(take(server).getHeaders().get("Authorization")).isEqualTo("Bearer " + API_KEY);
  }

  @Test
  void seesTheBodyAndCanSignItInTheAsyncClientToo() throws Exception {
    server.enqueue(json(TestFixtures.customerJson(TestFixtures.CUSTOMER_ID)));
    try (CommerceClient client =
        builder(server, "/v1")
            .addInterceptor(
                r -> {
                  byte[] body = r.body();
                  r.setHeader("X-Signature", Integer.toHexString(java.util.Arrays.hashCode(body)));
                  body[0] = 'X'; // a copy: changing it must not change what is sent
                })
            .build()) {
      client.async().customers().create(customerParams()).get(5, TimeUnit.SECONDS);
    }
    RecordedRequest r = take(server);
    byte[] sent = r.getBody().toByteArray();
    assertThat(new String(sent, StandardCharsets.UTF_8)).startsWith("{");
    assertThat(r.getHeaders().get("X-Signature"))
        .isEqualTo(Integer.toHexString(java.util.Arrays.hashCode(sent)));
  }

  @Test
  void aThrowingInterceptorFailsTheCallWithoutSendingOrRetrying() throws Exception {
    IllegalStateException boom = new IllegalStateException("no tenant for " + API_KEY);
    try (CommerceClient client =
        builder(server, "/v1")
            .maxRetries(3)
            .addInterceptor(
                r -> {
                  throw boom;
                })
            .build()) {
      assertThatThrownBy(() -> client.orders().get(ORDER_ID))
          .isExactlyInstanceOf(CommerceException.class)
          .hasMessageContaining("GET /v1/orders/" + ORDER_ID + " was not sent")
          .hasMessageContaining("IllegalStateException")
          .hasMessageContaining("(1 attempt)")
          .hasMessageNotContaining(API_KEY)
          .hasCause(boom);
      assertThatThrownBy(() -> client.async().orders().get(ORDER_ID).get(5, TimeUnit.SECONDS))
          .isInstanceOf(ExecutionException.class)
          .cause()
          .isExactlyInstanceOf(CommerceException.class)
          .hasCause(boom);
    }
    assertThat(server.getRequestCount()).isZero();
  }

  @Test
  void theInterceptorAndTheListenerShareOneCallInstancePerCall() {
    server.enqueue(json(ORDER_MINIMAL));
    server.enqueue(json(ORDER_MINIMAL));
    List<CallListener.Call> fromListener = Collections.synchronizedList(new ArrayList<>());
    List<CallListener.Call> fromInterceptor = Collections.synchronizedList(new ArrayList<>());
    try (CommerceClient client =
        builder(server, "/v1")
            .listener(
                new CallListener() {
                  @Override
                  public void onCallStart(Call call) {
                    fromListener.add(call);
                  }
                })
            .addInterceptor(r -> fromInterceptor.add(r.call()))
            .build()) {
      client.orders().get(ORDER_ID);
      client.orders().get(ORDER_ID);
    }
    assertThat(fromInterceptor).hasSize(2);
    assertThat(fromInterceptor.get(0)).isSameAs(fromListener.get(0));
    assertThat(fromInterceptor.get(1)).isSameAs(fromListener.get(1));
    assertThat(fromInterceptor.get(0)).isNotSameAs(fromInterceptor.get(1));
  }

  @Test
  void derivedClientsKeepTheInterceptorsAndMayAddMore() {
    server.enqueue(json(ORDER_MINIMAL));
    try (CommerceClient client =
            builder(server, "/v1").addInterceptor(r -> r.setHeader("X-A", "1")).build();
        CommerceClient derived =
            client.withOptions(b -> b.addInterceptor(r -> r.setHeader("X-B", "2")))) {
      derived.orders().get(ORDER_ID);
    }
    RecordedRequest r = take(server);
    assertThat(r.getHeaders().get("X-A")).isEqualTo("1");
    assertThat(r.getHeaders().get("X-B")).isEqualTo("2");
  }
}
