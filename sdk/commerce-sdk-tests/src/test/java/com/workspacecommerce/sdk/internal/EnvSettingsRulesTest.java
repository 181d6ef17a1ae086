package com.workspacecommerce.sdk.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The environment variables at their edges: trimmed values, blanks ignored, the bounds named. */
class EnvSettingsRulesTest {
  private static ClientConfig fromEnv(Map<String, String> vars) {
    Map<String, String> env = new HashMap<>(vars);
    env.putIfAbsent("COMMERCE_BASE_URL", " https://api.example.com/v1 ");
    env.putIfAbsent("COMMERCE_API_KEY", " sk_env ");
    ClientConfig.Builder b = ClientConfig.builder().set(Options.ENV, env::get);
    EnvSettings.apply(b);
    return b.build();
  }

  @Test
  void theUrlAndKeyAreTrimmedAndOptionalVariablesLeftBlankKeepTheDefaults() {
    ClientConfig c = fromEnv(Map.of("COMMERCE_MAX_RETRIES", " ", "COMMERCE_TIMEOUT_SECONDS", ""));
    ClientConfig defaults =
        ClientConfig.builder().baseUrl("https://api.example.com/v1").apiKey("k").build();

    assertThat(c.apiKey()).isEqualTo("sk_env");
    assertThat(c.baseUrl().toString()).isEqualTo("https://api.example.com/v1");
    assertThat(c.get(Options.MAX_RETRIES)).isEqualTo(defaults.get(Options.MAX_RETRIES));
    assertThat(c.get(Options.ATTEMPT_TIMEOUT)).isEqualTo(defaults.get(Options.ATTEMPT_TIMEOUT));
  }

  @Test
  void retriesAndASingleSecondOfTimeoutAreTaken() {
    ClientConfig c =
        fromEnv(Map.of("COMMERCE_MAX_RETRIES", " 0 ", "COMMERCE_TIMEOUT_SECONDS", "1"));
    assertThat(c.get(Options.MAX_RETRIES)).isZero();
    assertThat(c.get(Options.ATTEMPT_TIMEOUT)).isEqualTo(Duration.ofSeconds(1));
  }

  @Test
  void zeroSecondsOrAWordIsRefusedNamingTheVariable() {
    assertThatThrownBy(() -> fromEnv(Map.of("COMMERCE_TIMEOUT_SECONDS", "0")))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("COMMERCE_TIMEOUT_SECONDS must be >= 1, was 0");
    assertThatThrownBy(() -> fromEnv(Map.of("COMMERCE_MAX_RETRIES", "two")))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("COMMERCE_MAX_RETRIES must be a whole number, was \"two\"");
    assertThatThrownBy(() -> fromEnv(Map.of("COMMERCE_MAX_RETRIES", "-1")))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("maxRetries must be >= 0, was -1");
  }

  @Test
  void aBlankUrlOrKeyIsNamed() {
    assertThatThrownBy(() -> fromEnv(Map.of("COMMERCE_BASE_URL", "  ")))
        .isInstanceOf(IllegalStateException.class)
        .hasMessageStartingWith("COMMERCE_BASE_URL is not set");
    assertThatThrownBy(() -> fromEnv(Map.of("COMMERCE_API_KEY", "")))
        .isInstanceOf(IllegalStateException.class)
        .hasMessage("COMMERCE_API_KEY is not set; set it to your workspace API key");
  }
}
