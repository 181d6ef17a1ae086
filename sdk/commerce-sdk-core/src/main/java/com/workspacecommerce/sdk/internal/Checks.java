package com.workspacecommerce.sdk.internal;

import com.workspacecommerce.sdk.internal.spi.Contract;
import java.time.Duration;
import org.jspecify.annotations.Nullable;

/**
 * Argument checks shared by the params and the services, so every message has the same shape: the
 * parameter's name, the rule, and what was given. One rule throughout: a null where a value is
 * required is a {@link NullPointerException} ("id must not be null"); a present but invalid value
 * is an {@link IllegalArgumentException} naming the parameter and the rule. Public only because the
 * API packages use it; the module does not export this package.
 */
public final class Checks {
  private static final int UUID_LENGTH = 36;
  private static final int MAX_ECHO = 48;

  private Checks() {}

  /**
   * Checks that {@code value} is canonical UUID text, so that it is safe to put in a URL path.
   *
   * @param value the value to check
   * @param name the parameter's name, for the message
   * @return the value
   * @throws NullPointerException when it is null
   * @throws IllegalArgumentException when it is blank or not 8-4-4-4-12 hex digits
   */
  @Contract("null, _ -> fail")
  public static String uuid(@Nullable String value, String name) {
    notNull(value, name);
    if (!isCanonicalUuid(value)) {
      throw new IllegalArgumentException(
          name
              + " must be a UUID in canonical form (8-4-4-4-12 hex digits, e.g."
              + " 123e4567-e89b-12d3-a456-426614174000), was "
              + echo(value));
    }
    return value;
  }

  /**
   * Matches {@code [0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}} by
   * hand: it runs on every call with an id, where a regex matcher cost an allocation and a
   * noticeable share of a fast local call.
   */
  private static boolean isCanonicalUuid(String value) {
    if (value.length() != UUID_LENGTH) {
      return false;
    }
    for (int i = 0; i < UUID_LENGTH; i++) {
      char c = value.charAt(i);
      boolean ok =
          i == 8 || i == 13 || i == 18 || i == 23
              ? c == '-'
              : (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
      if (!ok) {
        return false;
      }
    }
    return true;
  }

  /**
   * Checks that a required text is present and not blank. For a field a builder checks in {@code
   * build()}, where null means it was never set, which is an invalid value rather than a null
   * argument; setters check {@link #notNull} first.
   *
   * @param value the value to check
   * @param name the parameter's name
   * @return the value
   * @throws IllegalArgumentException when it is null or blank
   */
  @Contract("null, _ -> fail")
  public static String notBlank(@Nullable String value, String name) {
    if (value == null || value.isBlank()) {
      throw new IllegalArgumentException(
          name + " is required and must not be blank, was " + echo(value));
    }
    return value;
  }

  /**
   * Checks that a value is not null.
   *
   * @param value the value to check
   * @param name the parameter's name
   * @param <T> the type
   * @return the value
   * @throws NullPointerException when it is null
   */
  @Contract("null, _ -> fail")
  public static <T> T notNull(@Nullable T value, String name) {
    if (value == null) {
      throw new NullPointerException(name + " must not be null");
    }
    return value;
  }

  /**
   * Checks that an integer lies within bounds, both inclusive.
   *
   * @param value the value
   * @param min the least allowed value
   * @param max the greatest allowed value
   * @param name the parameter's name
   * @return the value
   * @throws IllegalArgumentException when it is out of bounds
   */
  public static long range(long value, long min, long max, String name) {
    if (value < min || value > max) {
      String rule =
          max == Long.MAX_VALUE || max == Integer.MAX_VALUE
              ? "must be >= " + min
              : "must be between " + min + " and " + max + " inclusive";
      throw new IllegalArgumentException(name + " " + rule + ", was " + value);
    }
    return value;
  }

  /**
   * Renders a rejected value for a message: quoted, shortened, or {@code null}.
   *
   * @param value the value
   * @return text safe to put in a message
   */
  public static String echo(@Nullable String value) {
    if (value == null) {
      return "null";
    }
    String shown = value.length() > MAX_ECHO ? value.substring(0, MAX_ECHO) + "..." : value;
    return '"' + shown + '"';
  }

  /**
   * Checks a header an application adds: a visible-ASCII name without ':', not {@code
   * Authorization} (every call carries the client's key), and a value without control characters (a
   * CR or LF would split the header). The value is never echoed: it may be a secret.
   *
   * @param name the header name
   * @param value the header value
   * @param where what sets it, for the message
   * @throws NullPointerException when the name or value is null
   * @throws IllegalArgumentException when either is invalid
   */
  public static void header(String name, String value, String where) {
    notNull(name, "header name");
    notBlank(name, "header name");
    notNull(value, "header value");
    if (name.trim().equalsIgnoreCase("Authorization")) {
      throw new IllegalArgumentException(
          "header 'Authorization' cannot be set through "
              + where
              + ": every call uses the client's API key");
    }
    for (int i = 0; i < name.length(); i++) {
      char c = name.charAt(i);
      if (c <= ' ' || c >= 127 || c == ':') {
        throw new IllegalArgumentException(
            "header name must be visible ASCII without ':' or spaces, was " + echo(name));
      }
    }
    for (int i = 0; i < value.length(); i++) {
      char c = value.charAt(i);
      if ((c < ' ' && c != '\t') || c >= 127) {
        throw new IllegalArgumentException(
            "header value of '"
                + name
                + "' must be printable ASCII: no control characters (CR, LF, ...) and nothing"
                + " above 126");
      }
    }
  }

  /**
   * The longest timeout: {@code Integer.MAX_VALUE} milliseconds, about 24 days, so that any
   * transport's library can take it in whole milliseconds as an {@code int}.
   */
  public static final Duration MAX_TIMEOUT = Duration.ofMillis(Integer.MAX_VALUE);

  /**
   * Checks a timeout: present, at least 1 ms (libraries count in milliseconds, where a shorter one
   * would round to "no timeout") and at most {@link #MAX_TIMEOUT}.
   *
   * @param d the timeout
   * @param name the option's name
   * @return the timeout
   * @throws NullPointerException when it is null
   * @throws IllegalArgumentException when it is out of bounds
   */
  @Contract("null, _ -> fail")
  public static Duration timeout(@Nullable Duration d, String name) {
    notNull(d, name);
    if (d.compareTo(Duration.ofMillis(1)) < 0 || d.compareTo(MAX_TIMEOUT) > 0) {
      throw new IllegalArgumentException(
          name + " must be between 1 ms and " + MAX_TIMEOUT.toDays() + " days, was " + d);
    }
    return d;
  }
}
