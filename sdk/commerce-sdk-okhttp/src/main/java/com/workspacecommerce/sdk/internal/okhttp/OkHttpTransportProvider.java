package com.workspacecommerce.sdk.internal.okhttp;

import com.workspacecommerce.sdk.internal.HttpTransport;
import com.workspacecommerce.sdk.internal.HttpTransportProvider;
import com.workspacecommerce.sdk.internal.Redactor;
import com.workspacecommerce.sdk.internal.Tls;
import java.time.Duration;
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
    try {
      Class.forName("okhttp3.OkHttpClient", false, OkHttpTransportProvider.class.getClassLoader());
      return null;
    } catch (ClassNotFoundException | LinkageError e) {
      return "com.squareup.okhttp3:okhttp-jvm";
    }
  }

  @Override
  public HttpTransport create(
      @Nullable Object lent, Duration connectTimeout, @Nullable Tls tls, Redactor redactor) {
    return OkHttpTransport.create((OkHttpClient) lent, connectTimeout, tls, redactor);
  }
}
