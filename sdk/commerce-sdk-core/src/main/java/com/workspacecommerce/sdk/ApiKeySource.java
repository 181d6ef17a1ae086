package com.workspacecommerce.sdk;

/**
 * Gives the API key to send, for keys that rotate without a restart: a secret manager's current
 * key, a file that an agent rewrites, a key that was revoked and replaced. Set it with {@link
 * CommerceClient.Builder#apiKeySource}; it replaces {@link CommerceClient.Builder#apiKey}.
 *
 * <p>The client asks it once before each attempt, never while an attempt waits for a connection
 * slot. When the API answers 401 and the source then gives a different key, the call is made once
 * more with the new key, whatever its method (a 401 means the server did not act); when the key is
 * the same, the 401 ends the call as usual. Every key it gives is masked wherever the SDK shows
 * text.
 *
 * <pre>{@code
 * CommerceClient client = CommerceClient.builder()
 *     .baseUrl("https://api.example.com/v1")
 *     .apiKeySource(() -> secrets.current("commerce-api-key")) // cache inside, ask often
 *     .build();
 * }</pre>
 *
 * <p>It is a type of the SDK's own rather than a {@code Supplier<String>}, so that a Spring
 * application can declare one as a bean without every other {@code Supplier<String>} bean being
 * mistaken for it, and so that it may throw the checked exceptions of a secret manager's client.
 */
@FunctionalInterface
public interface ApiKeySource {
  /**
   * Returns the key to send now. Called from the calling thread or from the SDK's threads, possibly
   * by several at once, so it must be thread-safe; it should answer from memory (refresh in the
   * background or cache for a while), since each attempt waits for it.
   *
   * @return the key: visible ASCII, no spaces, not blank
   * @throws Exception when no key can be had; the call then fails without being sent, with a {@code
   *     CommerceException} whose cause is what was thrown
   */
  String apiKey() throws Exception;
}
