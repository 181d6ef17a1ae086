package com.workspacecommerce.examples;

import com.workspacecommerce.sdk.CommerceClient;
import com.workspacecommerce.sdk.errors.AuthenticationException;
import com.workspacecommerce.sdk.errors.CommerceApiException;
import com.workspacecommerce.sdk.errors.NotFoundException;
import com.workspacecommerce.sdk.params.ProductListParams;
import java.io.PrintStream;
import java.util.UUID;

/**
 * How failures surface: a 404 and a 401 from the server as typed exceptions with status and request
 * id, and a validation error caught before anything is sent.
 */
public final class ErrorHandling {
  private ErrorHandling() {}

  /**
   * Shows each kind of error against the sandbox, or the API named by {@code COMMERCE_BASE_URL}.
   *
   * @param args ignored
   */
  public static void main(String[] args) {
    PrintStream out = System.out;
    try (ExampleSession session = ExampleSession.open(out)) {
      run(session.client(), out);
    }
  }

  static void run(CommerceClient client, PrintStream out) {
    try {
      client.products().get(UUID.randomUUID());
      out.println("404: unexpectedly found a random product id");
    } catch (NotFoundException e) {
      out.println("404 caught: " + describe(e));
    }

    try (CommerceClient wrongKey =
        CommerceClient.builder().baseUrl(client.baseUrl()).apiKey("sk_not_a_real_key").build()) {
      wrongKey.products().list();
      out.println("401: unexpectedly accepted a wrong key");
    } catch (AuthenticationException e) {
      out.println("401 caught: " + describe(e));
    }

    try {
      ProductListParams.builder().limit(500).build();
    } catch (IllegalArgumentException e) {
      out.println("Validation caught before sending: " + e.getMessage());
    }
    try {
      client.orders().get("../admin");
    } catch (IllegalArgumentException e) {
      out.println("Validation caught before sending: " + e.getMessage());
    }
  }

  private static String describe(CommerceApiException e) {
    return e.getClass().getSimpleName()
        + " status="
        + e.statusCode()
        + " requestId="
        + e.requestId()
        + " message="
        + e.getMessage();
  }
}
