package com.workspacecommerce.sdk.internal;

import com.workspacecommerce.sdk.ApiKeySource;
import com.workspacecommerce.sdk.internal.spi.ClientCodeFailure;
import com.workspacecommerce.sdk.internal.spi.Redactor;
import org.jspecify.annotations.Nullable;

/**
 * Asks an application's {@link ApiKeySource} for the key of an attempt, checks it, and teaches the
 * client's {@link Redactor} every key it gives, so that none is ever shown. A failure travels as a
 * {@link ClientCodeFailure}: the call ends without being sent and is not retried. Internal: not
 * part of the public API.
 */
final class ApiKeys {
  private final ApiKeySource source;
  private final Redactor redactor;

  ApiKeys(ApiKeySource source, Redactor redactor) {
    this.source = source;
    this.redactor = redactor;
  }

  /**
   * Asks the source for the key to send now.
   *
   * @return the {@code Authorization} header's value
   * @throws ClientCodeFailure when the source throws or gives no valid key; its message never shows
   *     a key
   */
  String authorization() throws ClientCodeFailure {
    String key;
    try {
      key = source.apiKey();
    } catch (Exception e) {
      if (e instanceof InterruptedException) {
        Thread.currentThread().interrupt(); // the caller's wait ends as an interrupted call
      }
      throw new ClientCodeFailure(
          "was not sent",
          "apiKeySource threw "
              + e.getClass().getName()
              + (e.getMessage() == null ? "" : ": " + redactor.quote(e.getMessage(), 500)),
          e);
    }
    String problem = problem(key);
    if (problem != null) {
      String message = "apiKeySource " + problem;
      throw new ClientCodeFailure("was not sent", message, new IllegalStateException(message));
    }
    redactor.remember(key);
    return "Bearer " + key;
  }

  /**
   * Asks the source again after a 401, to learn whether the key has changed since.
   *
   * @return the header's new value, or null when the source fails now
   */
  @Nullable String authorizationOrNull() {
    try {
      return authorization();
    } catch (ClientCodeFailure e) {
      return null; // the 401 then ends the call, as it would without a source
    }
  }

  private static @Nullable String problem(@Nullable String key) {
    if (key == null) {
      return "returned null instead of a key";
    }
    if (key.isBlank()) {
      return "returned a blank key";
    }
    String problem = ClientConfig.keyProblem(key);
    return problem == null ? null : "returned a key that " + problem;
  }

  @Override
  public String toString() {
    return "ApiKeys[" + Redactor.MASK + "]";
  }
}
