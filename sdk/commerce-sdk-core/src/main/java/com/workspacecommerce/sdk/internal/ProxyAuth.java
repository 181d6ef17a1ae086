package com.workspacecommerce.sdk.internal;

import com.workspacecommerce.sdk.internal.spi.Redactor;

/**
 * The credentials a proxy asks for with 407, sent to the proxy only (Basic), never to the API.
 * Internal: not part of the public API.
 *
 * @param username the user name: not empty, no colon (Basic cannot carry one), no control character
 * @param password the password: no control character; never shown
 */
public record ProxyAuth(String username, String password) {
  /**
   * Checks the credentials; a message names the parameter and the rule, never the password.
   *
   * @param username the user name
   * @param password the password
   * @throws NullPointerException naming the parameter when one is null
   * @throws IllegalArgumentException naming the parameter when one breaks its rule
   */
  public ProxyAuth {
    Checks.notNull(username, "proxyCredentials username");
    Checks.notNull(password, "proxyCredentials password");
    if (username.isEmpty() || username.indexOf(':') >= 0 || hasControl(username)) {
      throw new IllegalArgumentException(
          "proxyCredentials username must be non-empty, without ':' or control characters");
    }
    if (hasControl(password)) {
      throw new IllegalArgumentException(
          "proxyCredentials password must not contain control characters");
    }
  }

  private static boolean hasControl(String s) {
    return s.chars().anyMatch(c -> c < ' ' || c == 127);
  }

  /** Neither part is shown. */
  @Override
  public String toString() {
    return "ProxyAuth[" + Redactor.MASK + "]";
  }
}
