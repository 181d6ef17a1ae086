package com.workspacecommerce.sdk.internal;

import com.workspacecommerce.sdk.CommerceClient;
import java.util.Objects;
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
    Function<String, String> env = Objects.requireNonNull(config.find(Options.ENV));
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
    for (Option<?> option : Options.ALL) {
      apply(config, option, env);
    }
    EnvProxy.Settings proxy = EnvProxy.read(env);
    if (proxy != null) {
      config.set(Options.PROXY, proxy.selector());
      if (proxy.auth() != null) {
        config.set(Options.PROXY_CREDENTIALS, proxy.auth());
      }
    }
  }

  private static <T> void apply(
      ClientConfig.Builder config, Option<T> option, Function<String, String> env) {
    String variable = option.env();
    String text = variable == null ? null : env.apply(variable);
    if (text != null && !text.isBlank()) {
      config.set(option, option.parse(text.trim()));
    }
  }
}
