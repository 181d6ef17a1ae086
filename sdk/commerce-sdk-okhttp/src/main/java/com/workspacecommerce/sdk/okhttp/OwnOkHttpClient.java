package com.workspacecommerce.sdk.okhttp;

import com.workspacecommerce.sdk.OwnHttpClient;
import java.util.Objects;
import okhttp3.OkHttpClient;

/**
 * An application's own {@link OkHttpClient}, lent to the SDK with {@code
 * CommerceClient.Builder.transport(OwnOkHttpClient.of(client))}: its pool, dispatcher, proxy and
 * interceptors carry the SDK's calls. The SDK derives a client from it with {@code newBuilder()}
 * and sets its own timeouts, redirect and retry policy on the derived one; it never changes or
 * shuts down the one given, whose dispatcher (its threads and limits) and {@code fastFallback}
 * setting stay as they are. It means the {@code okhttp} transport, and cannot be combined with the
 * builder's TLS or proxy settings (set those on the client).
 *
 * <p>It replaces the core's {@code httpClient(OkHttpClient)}, deprecated, so that the core names no
 * OkHttp type.
 */
public final class OwnOkHttpClient implements OwnHttpClient {
  private final OkHttpClient client;

  private OwnOkHttpClient(OkHttpClient client) {
    this.client = client;
  }

  /**
   * Wraps an application's own client.
   *
   * @param client the client to derive from
   * @return the wrapper, for {@code CommerceClient.Builder.transport(..)}
   * @throws NullPointerException when {@code client} is null
   */
  public static OwnOkHttpClient of(OkHttpClient client) {
    return new OwnOkHttpClient(Objects.requireNonNull(client, "client must not be null"));
  }

  /**
   * Returns the client given to {@link #of(OkHttpClient)}.
   *
   * @return the client, unchanged
   */
  public OkHttpClient client() {
    return client;
  }

  /**
   * Returns {@code okhttp}.
   *
   * @return {@code okhttp}
   */
  @Override
  public String transport() {
    return "okhttp";
  }

  /**
   * Says what this is, without the client's settings.
   *
   * @return {@code OwnOkHttpClient.of(OkHttpClient)}
   */
  @Override
  public String toString() {
    return "OwnOkHttpClient.of(OkHttpClient)";
  }
}
