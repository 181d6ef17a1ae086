/**
 * The {@code okhttp} transport of the Workspace Commerce Java SDK: calls carried by OkHttp. Add
 * this artifact (the default {@code commerce-sdk} brings it) and clients use OkHttp unless told
 * otherwise. Exports one package, {@code com.workspacecommerce.sdk.okhttp}, whose {@code
 * OwnOkHttpClient} lends an application's own {@code OkHttpClient} to the SDK.
 */
module com.workspacecommerce.sdk.okhttp {
  requires transitive com.workspacecommerce.sdk;
  requires transitive okhttp3;
  requires static org.jspecify;

  exports com.workspacecommerce.sdk.okhttp;

  provides com.workspacecommerce.sdk.internal.spi.HttpTransportProvider with
      com.workspacecommerce.sdk.internal.okhttp.OkHttpTransportProvider;
}
