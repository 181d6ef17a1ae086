package com.workspacecommerce.sdk.internal.spi;

import java.net.ProxySelector;
import org.jspecify.annotations.Nullable;

/**
 * The HTTP proxy a client's transport connects through, and the Basic credentials it answers the
 * proxy's {@code 407} with. The credentials go to the proxy only (as {@code Proxy-Authorization}),
 * never to the API. Internal: not part of the public API.
 *
 * @param selector chooses the proxy per URI ({@link java.net.Proxy#NO_PROXY} for a direct
 *     connection), or null for the JVM's default, {@link ProxySelector#getDefault()} as the
 *     transport is built ({@code http(s).proxyHost}, {@code http.nonProxyHosts})
 * @param username the proxy user name, or null to send no credentials
 * @param password the proxy password; null exactly when {@code username} is
 */
public record ProxySettings(
    @Nullable ProxySelector selector, @Nullable String username, @Nullable String password) {
  /** The JVM's default proxy, with no credentials: what every client had before this setting. */
  public static final ProxySettings JVM_DEFAULT = new ProxySettings(null, null, null);

  /**
   * Checks that the credentials come whole.
   *
   * @param selector the selector, or null
   * @param username the user name, or null
   * @param password the password, or null
   * @throws IllegalArgumentException when only one of username and password is given
   */
  public ProxySettings {
    if ((username == null) != (password == null)) {
      throw new IllegalArgumentException(
          "proxy username and password must be given together, or neither");
    }
  }

  /**
   * @return whether credentials are set
   */
  public boolean hasCredentials() {
    return username != null;
  }

  /**
   * @return whether these are the JVM's default proxy with no credentials
   */
  public boolean isJvmDefault() {
    return selector == null && username == null;
  }

  @Override
  public String toString() {
    // A record's own toString would print the password into any log line or message.
    return "ProxySettings[selector="
        + (selector == null ? "jvm-default" : selector)
        + ", username="
        + username
        + ", password="
        + (password == null ? null : Redactor.MASK)
        + "]";
  }
}
