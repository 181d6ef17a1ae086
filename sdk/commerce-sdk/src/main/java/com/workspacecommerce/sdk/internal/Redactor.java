package com.workspacecommerce.sdk.internal;

import org.jspecify.annotations.Nullable;

/**
 * Removes the API key from text that leaves the SDK (messages, error bodies, log lines), in case a
 * server or a proxy echoes it back. Text is always redacted first and cut afterwards, so that a key
 * straddling the cut cannot survive in part. Internal: not part of the public API.
 */
final class Redactor {
  /** What stands in for a secret. */
  public static final String MASK = "[redacted]";

  /**
   * Bytes read beyond a cap so that a key straddling the cap is still whole when redacted; keys are
   * visible ASCII, so this covers any key up to this length.
   */
  public static final int SLACK = 4096;

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
  @Contract("!null -> !null")
  public @Nullable String redact(@Nullable String text) {
    if (text == null || secret.isEmpty() || !text.contains(secret)) {
      return text;
    }
    return text.replace(secret, MASK);
  }

  /**
   * Redacts the text, then cuts it to at most {@code maxChars} characters followed by {@code "..."}
   * when cut. Redacting first means no part of a key can survive the cut.
   *
   * @param text any text, or null
   * @param maxChars the most characters kept
   * @return the redacted, cut text, or null
   */
  @Contract("!null, _ -> !null")
  public @Nullable String quote(@Nullable String text, int maxChars) {
    return cut(text, maxChars, "...");
  }

  /**
   * Redacts the text, then cuts it to at most {@code maxChars} characters, with no marker.
   *
   * @param text any text, or null
   * @param maxChars the most characters kept
   * @return the redacted, cut text, or null
   */
  @Contract("!null, _ -> !null")
  public @Nullable String cap(@Nullable String text, int maxChars) {
    return cut(text, maxChars, "");
  }

  @Contract("!null, _, _ -> !null")
  private @Nullable String cut(@Nullable String text, int maxChars, String marker) {
    if (text == null) {
      return null;
    }
    // Redact a window of the text, then cut: a key whose start lies in the kept part must lie
    // whole in the window. Every mask is shorter than a key, so the window grows until the
    // redacted part still reaches a key's length past the cut (or the text ends).
    long window = (long) maxChars + secret.length();
    while (true) {
      int end = (int) Math.min(text.length(), window);
      String redacted = redact(text.substring(0, end));
      if (end == text.length()) {
        return redacted.length() <= maxChars ? redacted : redacted.substring(0, maxChars) + marker;
      }
      if (redacted.length() >= (long) maxChars + secret.length()) {
        return redacted.substring(0, maxChars) + marker;
      }
      window *= 2;
    }
  }

  /**
   * Decodes the start of a body as UTF-8, redacts it, then cuts it to {@code maxChars}.
   *
   * @param body the bytes
   * @param maxChars the most characters kept
   * @return the redacted, cut text
   */
  public String quote(byte[] body, int maxChars) {
    long want = ((long) maxChars + secret.length()) * 4 + 4;
    while (true) {
      int n = (int) Math.min(body.length, want);
      String text = new String(body, 0, n, java.nio.charset.StandardCharsets.UTF_8);
      String redacted = redact(text);
      if (n == body.length || redacted.length() >= (long) maxChars + secret.length()) {
        String quoted = quote(text, maxChars);
        return n < body.length && !quoted.endsWith("...") ? quoted + "..." : quoted;
      }
      want *= 2; // many echoed keys shrank the text: decode more before cutting
    }
  }

  @Override
  public String toString() {
    return "Redactor[" + MASK + "]";
  }
}
