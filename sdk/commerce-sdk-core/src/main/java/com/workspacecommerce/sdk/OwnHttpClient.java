package com.workspacecommerce.sdk;

/**
 * An application's own client of an HTTP library, wrapped by that transport's artifact, for {@link
 * CommerceClient.Builder#transport(OwnHttpClient)}: the SDK derives its transport from it (sharing
 * its pool, dispatcher, proxy and interceptors) and never changes or shuts down the client given.
 *
 * <pre>{@code
 * CommerceClient client = CommerceClient.builder()
 *     .baseUrl("https://api.example.com/v1")
 *     .apiKey(key)
 *     .transport(OwnOkHttpClient.of(myOkHttpClient)) // from commerce-sdk-okhttp
 *     .build();
 * }</pre>
 *
 * <p>It is a type of the SDK's own rather than the library's, so that the core names no HTTP
 * library: only the artifact of the library's transport does (today {@code
 * com.workspacecommerce.sdk.okhttp.OwnOkHttpClient} in {@code commerce-sdk-okhttp}). Implement it
 * only in such an artifact; the SDK refuses a client its transports do not know.
 */
public interface OwnHttpClient {
  /**
   * Names the transport that carries calls with this client, as {@link
   * CommerceClient.Builder#transport(String)} takes it.
   *
   * @return the transport's name, such as {@code okhttp}
   */
  String transport();
}
