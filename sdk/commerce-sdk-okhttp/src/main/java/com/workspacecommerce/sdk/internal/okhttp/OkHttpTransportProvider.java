package com.workspacecommerce.sdk.internal.okhttp;

import com.workspacecommerce.sdk.internal.spi.HttpTransport;
import com.workspacecommerce.sdk.internal.spi.HttpTransportProvider;
import com.workspacecommerce.sdk.internal.spi.Redactor;
import com.workspacecommerce.sdk.internal.spi.Requirement;
import com.workspacecommerce.sdk.internal.spi.TransportSettings;
import com.workspacecommerce.sdk.okhttp.OwnOkHttpClient;
import java.util.List;
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

  /**
   * OkHttp 5.0.0 ({@code com.squareup.okhttp3:okhttp-jvm}), read from {@code
   * okhttp3.OkHttp.VERSION} by reflection (a compile-time constant in some releases). The SDK
   * depends on {@code okhttp-jvm}, whose first stable release is 5.0.0, and its whole suite passes
   * there. Older OkHttp is either a 5.0.0 pre-release or the 4.x line, which is another artifact
   * ({@code com.squareup.okhttp3:okhttp}); 4.x found at run time means both lines are on the class
   * path and the classes of package {@code okhttp3} come from two releases.
   *
   * @return okhttp-jvm at 5.0.0
   */
  @Override
  public List<Requirement> requirements() {
    return List.of(new Requirement("com.squareup.okhttp3:okhttp-jvm", "okhttp3.OkHttp", "5.0.0"));
  }

  @Override
  public HttpTransport create(
      @Nullable Object lent, TransportSettings settings, Redactor redactor) {
    return OkHttpTransport.create(client(lent), settings, redactor);
  }

  /**
   * The application's own client, from {@code transport(OwnOkHttpClient.of(..))} or the deprecated
   * {@code httpClient(OkHttpClient)}, or null.
   */
  private static @Nullable OkHttpClient client(@Nullable Object lent) {
    if (lent == null || lent instanceof OkHttpClient) {
      return (OkHttpClient) lent;
    }
    if (lent instanceof OwnOkHttpClient own) {
      return own.client();
    }
    throw new IllegalArgumentException(
        "transport(..) takes OwnOkHttpClient.of(client) for the okhttp transport, was a "
            + lent.getClass().getName());
  }
}
