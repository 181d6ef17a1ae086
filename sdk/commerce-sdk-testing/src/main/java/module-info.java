/**
 * The test kit for code that uses the SDK: an in-process sandbox of the API, fault injection, a
 * request journal and JUnit 5 support (see {@link com.workspacecommerce.sdk.testing}).
 *
 * <p>It reads and writes JSON with its own small tree ({@link
 * com.workspacecommerce.sdk.testing.JsonValue}), so it brings no JSON library of its own. Jackson 2
 * databind is needed only by the deprecated {@code RecordedRequest.body()} and {@code
 * responseBody()}, hence {@code requires static}: an application that calls them has Jackson 2
 * anyway.
 */
module com.workspacecommerce.sdk.testing {
  // The kit's API hands out the SDK's client and models, and its extension implements JUnit's.
  requires transitive com.workspacecommerce.sdk;
  requires transitive org.junit.jupiter.api;
  requires org.junit.platform.commons;
  requires jdk.httpserver;
  requires java.logging;
  requires static com.fasterxml.jackson.databind;
  // Only @AutoConfigureCommerceSandbox's package uses Spring; Spring's test framework loads it.
  requires static spring.test;
  requires static spring.context;
  requires static spring.core;
  requires static spring.beans;
  // Annotations only, read by tools at compile time; nothing needs them at run time.
  requires static org.jspecify;

  exports com.workspacecommerce.sdk.testing;
  exports com.workspacecommerce.sdk.testing.spring;
}
