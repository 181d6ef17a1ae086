package com.workspacecommerce.sdk.internal.spi;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * Removes the API key from text that leaves the SDK (messages, error bodies, log lines), in case a
 * server or a proxy echoes it back. Text is always redacted first and cut afterwards, so that a key
 * straddling the cut cannot survive in part. Internal: not part of the public API.
 */
public final class Redactor {
  /** What stands in for a secret. */
  public static final String MASK = "[redacted]";

  /**
   * Bytes read beyond a cap so that a key straddling the cap is still whole when redacted; keys are
   * visible ASCII, so this covers any key up to this length.
   */
  public static final int SLACK = 4096;

  /** The most keys remembered: a client whose key rotates every hour keeps two weeks of them. */
  static final int MAX_SECRETS = 336;

  // Copied on write: text is redacted far more often than a key rotates.
  private volatile List<String> secrets;

  /**
   * Creates a redactor.
   *
   * @param secret the text never to show
   */
  public Redactor(String secret) {
    this.secrets = secret.isEmpty() ? List.of() : List.of(secret);
  }

  /**
   * Creates a redactor that knows no secret yet, for keys that an {@code ApiKeySource} gives.
   *
   * @return the redactor; {@link #remember} teaches it each key
   */
  public static Redactor learning() {
    return new Redactor("");
  }

  /**
   * Masks this secret too from now on, as well as every one given before (a key rotated out may
   * still come back in a late response or a log line). The oldest are forgotten past {@value
   * #MAX_SECRETS}.
   *
   * @param secret a key
   */
  public synchronized void remember(String secret) {
    List<String> known = secrets;
    if (secret.isEmpty() || known.contains(secret)) {
      return;
    }
    List<String> more = new ArrayList<>(known.size() + 1);
    // The newest first: it is the one most likely to be echoed back.
    more.add(secret);
    more.addAll(known.size() < MAX_SECRETS ? known : known.subList(0, MAX_SECRETS - 1));
    secrets = List.copyOf(more);
  }

  /**
   * Returns the text with every occurrence of the secret masked.
   *
   * @param text any text, or null
   * @return the redacted text, or null
   */
  @Contract("!null -> !null")
  public @Nullable String redact(@Nullable String text) {
    if (text == null) {
      return null;
    }
    String result = text;
    for (String secret : secrets) {
      // replace returns the text itself when the secret is not in it.
      result = result.replace(secret, MASK);
    }
    return result;
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
    // Every text quoted is bounded (messages, header values, error bodies already capped; a body
    // goes through quote(byte[]) first), so the whole of it is redacted: a key straddling the cut
    // is then masked whole.
    String redacted = redact(text);
    return redacted.length() <= maxChars ? redacted : redacted.substring(0, maxChars) + marker;
  }

  /**
   * Decodes the start of a body as UTF-8, redacts it, then cuts it to {@code maxChars}.
   *
   * @param body the bytes
   * @param maxChars the most characters kept
   * @return the redacted, cut text
   */
  public String quote(byte[] body, int maxChars) {
    return quote(body, false, maxChars);
  }

  /**
   * Decodes the start of a body as UTF-8, redacts it, then cuts it to {@code maxChars}.
   *
   * @param body the bytes: the whole body, or only its start
   * @param cut whether {@code body} is only the start of a longer body, whose last bytes may hold
   *     the first part of a key
   * @param maxChars the most characters kept
   * @return the redacted, cut text
   */
  public String quote(byte[] body, boolean cut, int maxChars) {
    // Only a start is decoded, so that quoting a large body costs no more than a small one. Once
    // redacted it must reach a key's length past the cut, so that a key the start's end splits
    // (and so leaves unmasked) lies wholly beyond the cut. A character takes at most 4 bytes, but
    // many echoed keys shrink when masked: then decode more.
    int longest = longest();
    long want = ((long) maxChars + longest) * 4;
    while (true) {
      int n = (int) Math.min(body.length, want);
      String text = new String(body, 0, n, StandardCharsets.UTF_8);
      if (n == body.length && cut) {
        return quote(withoutKeyStartAtEnd(text), maxChars);
      }
      if (n == body.length || redact(text).length() >= (long) maxChars + longest) {
        return quote(text, maxChars);
      }
      want *= 2;
    }
  }

  private int longest() {
    int longest = 0;
    for (String secret : secrets) {
      longest = Math.max(longest, secret.length());
    }
    return longest;
  }

  /** A key that the end of the text splits cannot be masked: drops its first part. */
  private String withoutKeyStartAtEnd(String text) {
    // The longest start of any key wins, so that no part of any key survives.
    int drop = 0;
    for (String secret : secrets) {
      for (int k = Math.min(secret.length() - 1, text.length()); k > drop; k--) {
        if (text.regionMatches(text.length() - k, secret, 0, k)) {
          drop = k;
          break;
        }
      }
    }
    return text.substring(0, text.length() - drop);
  }

  @Override
  public String toString() {
    return "Redactor[" + MASK + "]";
  }
}
