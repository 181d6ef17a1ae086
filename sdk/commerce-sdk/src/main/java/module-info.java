/**
 * The Workspace Commerce Java SDK: start with {@link com.workspacecommerce.sdk.CommerceClient}.
 *
 * <p>Exports the API packages only: the client and services ({@code com.workspacecommerce.sdk}),
 * records ({@code models}), request parameters ({@code params}) and exceptions ({@code errors}).
 * The HTTP plumbing in {@code com.workspacecommerce.sdk.internal} is not exported, so code on the
 * module path cannot depend on it.
 */
@SuppressWarnings("module") // tools.jackson.databind is absent unless the application brings it
module com.workspacecommerce.sdk {
  // OkHttpClient appears in the API (CommerceClient.Builder.httpClient); okhttp3 brings okio.
  requires transitive okhttp3;
  // The JDK transport: part of every JDK, no library to add.
  requires java.net.http;
  requires com.fasterxml.jackson.databind;
  requires com.fasterxml.jackson.datatype.jsr310;
  // The jackson3 JSON codec, loaded only when chosen: an optional dependency the application adds.
  requires static tools.jackson.databind;
  // Annotations only, read by tools at compile time; nothing needs them at run time.
  requires static org.jspecify;

  exports com.workspacecommerce.sdk;
  exports com.workspacecommerce.sdk.models;
  exports com.workspacecommerce.sdk.params;
  exports com.workspacecommerce.sdk.errors;

  // Jackson binds the records by reflection: the models, and the page envelope in internal.
  // An application's own mapper, of Jackson 2 or of Jackson 3 (tools.jackson.databind), also reads
  // the private JSON creators of the models, of Page and of the params. Opening to a module that is
  // absent is allowed: the SDK never requires Jackson 3.
  opens com.workspacecommerce.sdk to
      com.fasterxml.jackson.databind,
      tools.jackson.databind;
  opens com.workspacecommerce.sdk.models to
      com.fasterxml.jackson.databind,
      tools.jackson.databind;
  opens com.workspacecommerce.sdk.params to
      com.fasterxml.jackson.databind,
      tools.jackson.databind;
  opens com.workspacecommerce.sdk.internal to
      com.fasterxml.jackson.databind,
      tools.jackson.databind;
}
