package com.workspacecommerce.sdk.internal.okhttp;

import com.workspacecommerce.sdk.internal.spi.HttpTransport;
import com.workspacecommerce.sdk.internal.spi.HttpTransportProvider;
import com.workspacecommerce.sdk.internal.spi.Redactor;
import com.workspacecommerce.sdk.internal.spi.TransportSettings;
import okhttp3.OkHttpClient;
import org.jspecify.annotations.Nullable;

/**
 * Brings the {@code okhttp} transport to the SDK, through {@link java.util.ServiceLoader}. Loads
 * OkHttp only when a client chooses it. Internal: not part of the public API.
 */
public final class OkHttpTransportProvider implements HttpTransportProvider {
  /** For {@link java.util.ServiceLoader}. */
  public OkHttpTransportProvider() {}

  @Override
  public String name() {
    return "okhttp";
  }

  @Override
  public @Nullable String missing() {
    return missing(OkHttpTransportProvider.class.getClassLoader());
  }

  /**
   * As {@link #missing()}, looking for OkHttp through the given class loader.
   *
   * @param loader where to look
   * @return the artifact to add, or null when OkHttp is there
   */
  static @Nullable String missing(ClassLoader loader) {
    try {
      Class.forName("okhttp3.OkHttpClient", false, loader);
      return null;
    } catch (ClassNotFoundException | LinkageError e) {
      return "com.squareup.okhttp3:okhttp-jvm";
    }
  }

  @Override
  public HttpTransport create(
      @Nullable Object lent, TransportSettings settings, Redactor redactor) {
    return OkHttpTransport.create((OkHttpClient) lent, settings, redactor);
  }
}
