package com.workspacecommerce.sdk.testing;

import java.util.Locale;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * Which requests a fault or a journal query is about: an operation name ({@code products.get}), a
 * method and path ({@code GET /products/*}, where {@code *} stands for one path segment and the
 * {@code /v1} prefix may be left out), or {@code *} for every request.
 */
final class Selector {

  private final String text;
  private final @Nullable String operation;
  // "*" for any method; the path's segments, or null for any request (with operation null).
  private final String method;
  private final String @Nullable [] segments;

  private Selector(
      String text, @Nullable String operation, String method, String @Nullable [] segments) {
    this.text = text;
    this.operation = operation;
    this.method = method;
    this.segments = segments;
  }

  static Selector parse(String text) {
    Objects.requireNonNull(text, "selector");
    String trimmed = text.trim();
    if (trimmed.equals("*")) {
      return new Selector(trimmed, null, "*", null);
    }
    int space = trimmed.indexOf(' ');
    if (space == -1) {
      if (!Operation.NAMES.contains(trimmed)) {
        throw new IllegalArgumentException(
            "selector must be an operation (one of "
                + String.join(", ", Operation.NAMES)
                + "), 'METHOD /path' or '*', got '"
                + text
                + "'");
      }
      return new Selector(trimmed, trimmed, "*", null);
    }
    String method = trimmed.substring(0, space).toUpperCase(Locale.ROOT);
    String path = trimmed.substring(space + 1).trim();
    if (!path.startsWith("/")) {
      throw new IllegalArgumentException("selector path must start with '/', got '" + text + "'");
    }
    if (!path.equals("/v1") && !path.startsWith("/v1/")) {
      path = "/v1" + path;
    }
    return new Selector(trimmed, null, method, path.split("/", -1));
  }

  boolean matches(@Nullable String requestOperation, String requestMethod, String requestPath) {
    if (operation != null) {
      return operation.equals(requestOperation);
    }
    String[] expected = segments;
    if (expected == null) { // "*"
      return true;
    }
    if (!method.equals("*") && !method.equalsIgnoreCase(requestMethod)) {
      return false;
    }
    String[] actual = requestPath.split("/", -1);
    if (actual.length != expected.length) {
      return false;
    }
    for (int i = 0; i < actual.length; i++) {
      if (!expected[i].equals("*") && !expected[i].equals(actual[i])) {
        return false;
      }
    }
    return true;
  }

  @Override
  public String toString() {
    return text;
  }
}
