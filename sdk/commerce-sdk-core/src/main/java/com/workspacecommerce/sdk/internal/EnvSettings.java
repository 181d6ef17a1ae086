package com.workspacecommerce.sdk.internal;

import com.workspacecommerce.sdk.CommerceClient;
import java.time.Duration;
import java.util.function.Function;

/**
 * Reads a client's settings from environment variables, for {@code CommerceClient.fromEnv()}
 * (through {@link ClientConfig.Builder#fromEnv()}): the parsing and its messages live here, not in
 * the public builder.
 */
final class EnvSettings {
  private EnvSettings() {}

  /**
   * Applies the variables that are set to the builder.
   *
   * @param config the builder to fill; its {@code env()} reads the variables
   * @throws IllegalStateException naming the variable when a required one is missing or blank
   * @throws IllegalArgumentException naming the variable when a value is invalid
   */
  static void apply(ClientConfig.Builder config) {
    Function<String, String> env = config.env();
    String url = env.apply(CommerceClient.ENV_BASE_URL);
    String key = env.apply(CommerceClient.ENV_API_KEY);
    if (url == null || url.isBlank()) {
      throw new IllegalStateException(
          CommerceClient.ENV_BASE_URL
              + " is not set; set it to the API's base URL, e.g. https://api.example.com/v1");
    }
    if (key == null || key.isBlank()) {
      throw new IllegalStateException(
          CommerceClient.ENV_API_KEY + " is not set; set it to your workspace API key");
    }
    config.baseUrl(url.trim()).apiKey(key.trim());
    String retries = env.apply(CommerceClient.ENV_MAX_RETRIES);
    if (retries != null && !retries.isBlank()) {
      config.maxRetries(parseInt(retries, CommerceClient.ENV_MAX_RETRIES));
    }
    String seconds = env.apply(CommerceClient.ENV_TIMEOUT_SECONDS);
    if (seconds != null && !seconds.isBlank()) {
      int s = parseInt(seconds, CommerceClient.ENV_TIMEOUT_SECONDS);
      if (s < 1) {
        throw new IllegalArgumentException(
            CommerceClient.ENV_TIMEOUT_SECONDS + " must be >= 1, was " + s);
      }
      config.attemptTimeout(Duration.ofSeconds(s), CommerceClient.ENV_TIMEOUT_SECONDS);
    }
  }

  private static int parseInt(String value, String name) {
    try {
      return Integer.parseInt(value.trim());
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException(
          name + " must be a whole number, was " + Checks.echo(value), e);
    }
  }
}
