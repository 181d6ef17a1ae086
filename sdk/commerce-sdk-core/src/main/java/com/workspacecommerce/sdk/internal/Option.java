package com.workspacecommerce.sdk.internal;

import com.workspacecommerce.sdk.RequestOptions;
import com.workspacecommerce.sdk.internal.spi.Redactor;
import java.util.function.BiFunction;
import java.util.function.Function;
import org.jspecify.annotations.Nullable;

/**
 * One setting of a client, declared once in {@link Options}: its name (as messages and {@code
 * toString} give it), its default, its check, and where else it comes from (an environment
 * variable, a per-call {@link RequestOptions}). {@link ClientConfig} is a map of these, so copying,
 * describing, reading the environment and merging with a call's options loop over the keys instead
 * of naming each setting. Immutable; the {@code with...} methods return a new key. Keys compare by
 * identity. Internal: not part of the public API.
 *
 * @param <T> the value's type
 */
public final class Option<T> {
  private final String name;
  private final @Nullable T defaultValue;
  private final BiFunction<@Nullable T, String, T> check;
  private final @Nullable String env;
  private final @Nullable BiFunction<String, String, T> parse;
  private final boolean shown;
  private final boolean secret;
  private final @Nullable Function<RequestOptions, @Nullable T> perCall;

  private Option(
      String name,
      @Nullable T defaultValue,
      BiFunction<@Nullable T, String, T> check,
      @Nullable String env,
      @Nullable BiFunction<String, String, T> parse,
      boolean shown,
      boolean secret,
      @Nullable Function<RequestOptions, @Nullable T> perCall) {
    this.name = name;
    this.defaultValue = defaultValue;
    this.check = check;
    this.env = env;
    this.parse = parse;
    this.shown = shown;
    this.secret = secret;
    this.perCall = perCall;
  }

  /**
   * Declares a setting.
   *
   * @param name its name, as the builder method and messages give it
   * @param defaultValue its value when nothing sets it, or null for none
   * @param check returns the value if valid, else throws naming the setting by the name it is
   *     given; it is given null too, and must refuse it
   * @param <T> the value's type
   * @return the key
   */
  static <T> Option<T> of(
      String name, @Nullable T defaultValue, BiFunction<@Nullable T, String, T> check) {
    return new Option<>(name, defaultValue, check, null, null, false, false, null);
  }

  /**
   * Declares a setting whose every non-null value is valid.
   *
   * @param name its name
   * @param defaultValue its value when nothing sets it, or null for none
   * @param <T> the value's type
   * @return the key
   */
  static <T> Option<T> of(String name, @Nullable T defaultValue) {
    return of(name, defaultValue, Checks::notNull);
  }

  /**
   * Reads the setting from an environment variable too, with {@code fromEnv()}.
   *
   * @param variable the variable's name
   * @param parse turns the variable's trimmed, non-blank text into a value, throwing naming the
   *     variable (its second argument) when it cannot
   * @return a new key
   */
  Option<T> withEnv(String variable, BiFunction<String, String, T> parse) {
    return new Option<>(name, defaultValue, check, variable, parse, shown, secret, perCall);
  }

  /**
   * Shows the setting in the builder's and the client's {@code toString}.
   *
   * @return a new key
   */
  Option<T> shown() {
    return new Option<>(name, defaultValue, check, env, parse, true, secret, perCall);
  }

  /**
   * Shows the setting as the mask only, wherever it is shown.
   *
   * @return a new key
   */
  Option<T> secret() {
    return new Option<>(name, defaultValue, check, env, parse, true, true, perCall);
  }

  /**
   * Lets one call override the setting.
   *
   * @param read the call's value, or null when the call keeps the client's
   * @return a new key
   */
  Option<T> perCall(Function<RequestOptions, @Nullable T> read) {
    return new Option<>(name, defaultValue, check, env, parse, shown, secret, read);
  }

  /**
   * @return the name, as messages give it
   */
  public String name() {
    return name;
  }

  /**
   * @return the value when nothing sets it, or null for none
   */
  @Nullable T defaultValue() {
    return defaultValue;
  }

  /**
   * Checks a value.
   *
   * @param value the value; null is refused
   * @param as the name to give in a message: the setting's, an alias's or a variable's
   * @return the value, valid
   * @throws RuntimeException when null or invalid, naming {@code as} and the rule
   */
  T check(@Nullable T value, String as) {
    return check.apply(value, as);
  }

  /**
   * @return the environment variable that sets it with {@code fromEnv()}, or null for none
   */
  @Nullable String env() {
    return env;
  }

  /**
   * Parses the environment variable's text.
   *
   * @param text the trimmed, non-blank text
   * @return the value
   * @throws IllegalArgumentException naming the variable when the text is invalid
   */
  T parse(String text) {
    if (parse == null || env == null) {
      throw new IllegalStateException(name + " has no environment variable");
    }
    return parse.apply(text, env);
  }

  /**
   * @return whether {@code toString} shows it
   */
  boolean isShown() {
    return shown;
  }

  /**
   * Describes a value for {@code toString}, masking a secret.
   *
   * @param value the value, or null
   * @return {@code name=value}
   */
  String describe(@Nullable Object value) {
    return name + "=" + (secret && value != null ? Redactor.MASK : String.valueOf(value));
  }

  /**
   * Reads a call's override.
   *
   * @param options the call's options
   * @return the call's value, or null when it keeps the client's (or cannot override this setting)
   */
  @Nullable T perCall(RequestOptions options) {
    return perCall == null ? null : perCall.apply(options);
  }

  @Override
  public String toString() {
    return name;
  }
}
