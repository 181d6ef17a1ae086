/**
 * The Workspace Commerce Java SDK: start with {@link com.workspacecommerce.sdk.CommerceClient}.
 *
 * <p>Exports the API packages only: the client and services ({@code com.workspacecommerce.sdk}),
 * records ({@code models}), request parameters ({@code params}) and exceptions ({@code errors}).
 * The call path in {@code com.workspacecommerce.sdk.internal} is exported to no module: the SDK's
 * own transport and codec modules see only the seam they implement, {@code
 * com.workspacecommerce.sdk.internal.spi} (the transport and codec interfaces, the wire request,
 * response and headers, the exchange handle, TLS settings), and application code on the module path
 * sees neither.
 *
 * <p>At run time it needs nothing but {@code jackson-annotations}, which Jackson 2 and Jackson 3
 * share: the JSON codec ({@code commerce-sdk-jackson2} or {@code commerce-sdk-jackson3}) and any
 * transport besides the JDK's ({@code commerce-sdk-okhttp}) come from artifacts of their own, found
 * with {@link java.util.ServiceLoader}.
 */
@SuppressWarnings("module") // the modules named below are absent unless the application adds them
module com.workspacecommerce.sdk {
  // No OkHttp here: the deprecated CommerceClient.Builder.httpClient(OkHttpClient), kept for
  // 0.1.x, is compiled with --add-reads (the pom says why) and never loads an OkHttp class.
  // The JDK transport: part of every JDK, no library to add.
  requires java.net.http;
  // The models' JSON annotations, read by whichever Jackson the application has.
  requires transitive com.fasterxml.jackson.annotation;
  // Annotations only, read by tools at compile time; nothing needs them at run time.
  requires static org.jspecify;

  exports com.workspacecommerce.sdk;
  exports com.workspacecommerce.sdk.models;
  exports com.workspacecommerce.sdk.params;
  exports com.workspacecommerce.sdk.errors;
  exports com.workspacecommerce.sdk.internal.spi to
      com.workspacecommerce.sdk.okhttp,
      com.workspacecommerce.sdk.jackson2,
      com.workspacecommerce.sdk.jackson3;

  uses com.workspacecommerce.sdk.internal.spi.HttpTransportProvider;
  uses com.workspacecommerce.sdk.internal.spi.JsonCodecProvider;

  // Jackson binds the records by reflection: the models, and the page envelope in internal.
  // An application's own mapper, of Jackson 2 or of Jackson 3 (tools.jackson.databind), also reads
  // the private JSON creators of the models, of Page and of the params.
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
