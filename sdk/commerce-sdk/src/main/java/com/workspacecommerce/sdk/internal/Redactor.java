package com.workspacecommerce.sdk.internal;

/**
 * Removes the API key from text that leaves the SDK (messages, error bodies, log lines), in case a
 * server or a proxy echoes it back. Internal: not part of the public API.
 */
final class Redactor {
  /** What stands in for a secret. */
  public static final String MASK = "[redacted]";

  private final String secret;

  /**
   * Creates a redactor.
   *
   * @param secret the text never to show
   */
  public Redactor(String secret) {
    this.secret = secret;
  }

  /**
   * Returns the text with every occurrence of the secret masked.
   *
   * @param text any text, or null
   * @return the redacted text, or null
   */
  public String redact(String text) {
    if (text == null || secret.isEmpty() || !text.contains(secret)) {
      return text;
    }
    return text.replace(secret, MASK);
  }

  @Override
  public String toString() {
    return "Redactor[" + MASK + "]";
  }
}
