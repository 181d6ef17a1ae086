package com.workspacecommerce.sdk;

import static com.workspacecommerce.sdk.TestFixtures.*;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.workspacecommerce.sdk.models.Customer;
import com.workspacecommerce.sdk.params.CustomerCreateParams;
import com.workspacecommerce.sdk.params.CustomerUpdateParams;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.Map;
import java.util.UUID;
import mockwebserver3.MockWebServer;
import mockwebserver3.RecordedRequest;
import mockwebserver3.junit5.StartStop;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

class CustomerServiceTest {
  @StartStop final MockWebServer server = new MockWebServer();

  static String[] prefixes() {
    return PREFIXES;
  }

  @ParameterizedTest
  @MethodSource("prefixes")
  void createPostsAllFields(String prefix) {
    server.enqueue(json(201, CUSTOMER_FULL));
    try (CommerceClient client = client(server, prefix)) {
      client
          .customers()
          .create(
              CustomerCreateParams.builder()
                  .firstname("Ada")
                  .lastname("Lovelace")
                  .email("ada@example.com")
                  .phone("+44 20 7946 0000")
                  .note("VIP")
                  .build());
    }
    RecordedRequest r = take(server);
    assertThat(r.getMethod()).isEqualTo("POST");
    assertThat(r.getTarget()).isEqualTo(expectedPath(prefix, "/customers"));
    assertJsonBodyHeaders(r);
    assertThat(bodyTree(r))
        .isEqualTo(
            tree(
                """
                {"firstname":"Ada","lastname":"Lovelace","email":"ada@example.com",
                 "phone":"+44 20 7946 0000","note":"VIP"}"""));
  }

  @Test
  void createSendsOnlyFirstnameWhenNothingElseIsSet() {
    server.enqueue(json(CUSTOMER_MINIMAL));
    try (CommerceClient client = client(server)) {
      client.customers().create(CustomerCreateParams.builder().firstname("Ada").build());
    }
    assertThat(bodyTree(take(server))).isEqualTo(tree("{\"firstname\":\"Ada\"}"));
  }

  @Test
  void createSendsJsonNullForAFieldSetToNull() {
    server.enqueue(json(CUSTOMER_MINIMAL));
    try (CommerceClient client = client(server)) {
      client
          .customers()
          .create(CustomerCreateParams.builder().firstname("Ada").lastname(null).build());
    }
    JsonNode body = bodyTree(take(server));
    assertThat(body).isEqualTo(tree("{\"firstname\":\"Ada\",\"lastname\":null}"));
    assertThat(body.get("lastname").isNull()).isTrue();
    assertThat(body.has("email")).isFalse();
  }

  @ParameterizedTest
  @MethodSource("prefixes")
  void updatePutsOnlyTheFieldsSetAndNullsAsJsonNull(String prefix) {
    server.enqueue(json(CUSTOMER_FULL));
    try (CommerceClient client = client(server, prefix)) {
      client
          .customers()
          .update(
              CUSTOMER_ID,
              CustomerUpdateParams.builder().firstname("Ada").email(null).note("VIP").build());
    }
    RecordedRequest r = take(server);
    assertThat(r.getMethod()).isEqualTo("PUT");
    assertThat(r.getTarget()).isEqualTo(expectedPath(prefix, "/customers/" + CUSTOMER_ID));
    assertJsonBodyHeaders(r);
    JsonNode body = bodyTree(r);
    assertThat(body).isEqualTo(tree("{\"firstname\":\"Ada\",\"email\":null,\"note\":\"VIP\"}"));
    assertThat(body.has("lastname")).isFalse();
    assertThat(body.has("phone")).isFalse();
    assertThat(body.get("email").isNull()).isTrue();
  }

  @Test
  void updateWithAllFieldsAndByUuid() {
    server.enqueue(json(CUSTOMER_FULL));
    try (CommerceClient client = client(server)) {
      Customer c =
          client
              .customers()
              .update(
                  UUID.fromString(CUSTOMER_ID),
                  CustomerUpdateParams.builder()
                      .firstname("Ada")
                      .lastname("King")
                      .email("ada@example.org")
                      .phone("1")
                      .note(null)
                      .build());
      assertThat(c.id()).isEqualTo(CUSTOMER_ID);
    }
    RecordedRequest r = take(server);
    assertThat(r.getMethod()).isEqualTo("PUT");
    assertThat(r.getTarget()).isEqualTo("/v1/customers/" + CUSTOMER_ID);
    assertThat(bodyTree(r))
        .isEqualTo(
            tree(
                """
                {"firstname":"Ada","lastname":"King","email":"ada@example.org","phone":"1","note":null}"""));
  }

  @Test
  void theLastValueSetForAFieldWins() {
    server.enqueue(json(CUSTOMER_FULL));
    try (CommerceClient client = client(server)) {
      client
          .customers()
          .update(
              CUSTOMER_ID,
              CustomerUpdateParams.builder()
                  .firstname("A")
                  .phone(null)
                  .phone("2")
                  .firstname("B")
                  .build());
    }
    assertThat(bodyTree(take(server))).isEqualTo(tree("{\"firstname\":\"B\",\"phone\":\"2\"}"));
  }

  @ParameterizedTest
  @ValueSource(ints = {200, 201, 202})
  void createAndUpdateMapTheFullCustomerOnAny2xx(int status) {
    server.enqueue(json(status, CUSTOMER_FULL));
    server.enqueue(json(status, CUSTOMER_FULL));
    try (CommerceClient client = client(server)) {
      Customer created =
          client.customers().create(CustomerCreateParams.builder().firstname("Ada").build());
      Customer updated =
          client
              .customers()
              .update(CUSTOMER_ID, CustomerUpdateParams.builder().firstname("Ada").build());
      for (Customer c : new Customer[] {created, updated}) {
        assertThat(c.id()).isEqualTo(CUSTOMER_ID);
        assertThat(c.firstname()).isEqualTo("Ada");
        assertThat(c.lastname()).isEqualTo("Lovelace");
        assertThat(c.email()).isEqualTo("ada@example.com");
        assertThat(c.phone()).isEqualTo("+44 20 7946 0000");
        assertThat(c.note()).isEqualTo("VIP");
        assertThat(c.createdAt())
            .isEqualTo(OffsetDateTime.of(2024, 1, 2, 3, 4, 5, 0, ZoneOffset.UTC));
        assertThat(c.updatedAt())
            .isEqualTo(OffsetDateTime.of(2024, 1, 2, 5, 4, 5, 0, ZoneOffset.ofHours(2)));
        assertThat(c.additionalProperties()).containsExactly(Map.entry("marketing_opt_in", true));
        assertThatThrownBy(() -> c.additionalProperties().put("x", 1))
            .isInstanceOf(UnsupportedOperationException.class);
      }
      assertThat(created).isEqualTo(updated);
    }
  }

  @Test
  void missingOptionalFieldsAreNull() {
    server.enqueue(json(CUSTOMER_MINIMAL));
    try (CommerceClient client = client(server)) {
      Customer c =
          client.customers().create(CustomerCreateParams.builder().firstname("Ada").build());
      assertThat(c.id()).isEqualTo(CUSTOMER_ID);
      assertThat(c.firstname()).isEqualTo("Ada");
      assertThat(c.lastname()).isEqualTo("Lovelace");
      assertThat(c.email()).isNull();
      assertThat(c.phone()).isNull();
      assertThat(c.note()).isNull();
      assertThat(c.createdAt()).isNull();
      assertThat(c.updatedAt()).isNull();
      assertThat(c.additionalProperties()).isNotNull().isEmpty();
    }
  }
}
