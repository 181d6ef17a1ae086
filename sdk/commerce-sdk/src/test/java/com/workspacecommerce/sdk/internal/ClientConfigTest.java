package com.workspacecommerce.sdk.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.workspacecommerce.sdk.CallListener;
import com.workspacecommerce.sdk.LogLevel;
import com.workspacecommerce.sdk.RequestInterceptor;
import com.workspacecommerce.sdk.RetryBudget;
import com.workspacecommerce.sdk.internal.spi.Redactor;
import java.lang.System.Logger.Level;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.Executor;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import org.junit.jupiter.api.Test;

/** {@link ClientConfig}, its builder and {@code toBuilder()}, {@link LogPolicy}, env parsing. */
class ClientConfigTest {
  private static final String KEY = "sk_test_Zq81kXw2SECRETkey";

  private static ClientConfig.Builder minimal() {
    return ClientConfig.builder().baseUrl("https://api.example.com/v1/").apiKey(KEY);
  }

  @Test
  void toBuilderGivesBackEverySettingAndChangingItLeavesTheConfigAlone() {
    CallListener listener = new CallListener() {};
    RequestInterceptor interceptor = r -> {};
    Executor callbacks = Runnable::run;
    ScheduledExecutorService scheduler = Executors.newSingleThreadScheduledExecutor();
    try {
      ClientConfig config =
          minimal()
              .maxRetries(4)
              .connectTimeout(Duration.ofSeconds(3))
              .attemptTimeout(Duration.ofSeconds(7), "attemptTimeout")
              .totalTimeout(Duration.ofSeconds(30))
              .retryBackoff(Duration.ofMillis(10), Duration.ofMillis(40))
              .maxResponseBytes(1234)
              .retryBudget(RetryBudget.unlimited())
              .listener(listener)
              .maxConcurrentRequests(7)
              .callbackExecutor(callbacks)
              .asyncScheduler(scheduler)
              .appInfo("tool", "1.2")
              .defaultHeader("X-Env", "prod")
              .addInterceptor(interceptor)
              .logLevel(LogLevel.INFO)
              .dependencyCheck(false)
              .build();
      ClientConfig copy = config.toBuilder().build();
      assertThat(copy.baseUrl()).isEqualTo(config.baseUrl());
      assertThat(copy.apiKey()).isEqualTo(KEY);
      assertThat(copy.maxRetries()).isEqualTo(4);
      assertThat(copy.connectTimeout()).isEqualTo(Duration.ofSeconds(3));
      assertThat(copy.attemptTimeout()).isEqualTo(Duration.ofSeconds(7));
      assertThat(copy.totalTimeout()).isEqualTo(Duration.ofSeconds(30));
      assertThat(copy.initialRetryDelay()).isEqualTo(Duration.ofMillis(10));
      assertThat(copy.maxRetryDelay()).isEqualTo(Duration.ofMillis(40));
      assertThat(copy.maxResponseBytes()).isEqualTo(1234);
      assertThat(copy.retryBudget()).isSameAs(config.retryBudget());
      assertThat(copy.listeners()).containsExactly(listener);
      assertThat(copy.maxConcurrentRequests()).isEqualTo(7);
      assertThat(copy.callbackExecutor()).isSameAs(callbacks);
      assertThat(copy.asyncScheduler()).isSameAs(scheduler);
      assertThat(copy.appInfo()).isEqualTo("tool/1.2");
      assertThat(copy.defaultHeaders()).containsExactly(Map.entry("X-Env", "prod"));
      assertThat(copy.interceptors()).containsExactly(interceptor);
      assertThat(copy.logPolicy().level()).isEqualTo(LogLevel.INFO);
      assertThat(copy.dependencyCheck()).isFalse();

      ClientConfig changed =
          config.toBuilder()
              .maxRetries(0)
              .defaultHeader("X-Other", "1")
              .addInterceptor(r -> {})
              .build();
      assertThat(changed.maxRetries()).isZero();
      assertThat(changed.defaultHeaders()).hasSize(2);
      assertThat(changed.interceptors()).hasSize(2);
      assertThat(config.maxRetries()).isEqualTo(4);
      assertThat(config.defaultHeaders()).hasSize(1);
      assertThat(config.interceptors()).hasSize(1);
    } finally {
      scheduler.shutdown();
    }
  }

  @Test
  void theBaseUrlIsNormalizedAndTheKeyNeverShown() {
    ClientConfig config = minimal().build();
    assertThat(config.baseUrl().toString()).isEqualTo("https://api.example.com/v1");
    assertThat(config.toString()).doesNotContain(KEY).contains(Redactor.MASK);
  }

  @Test
  void invalidSettingsNameTheOptionAndTheRule() {
    assertThatThrownBy(() -> minimal().maxRetries(-1))
        .hasMessageContaining("maxRetries")
        .hasMessageContaining("-1");
    assertThatThrownBy(() -> minimal().attemptTimeout(Duration.ZERO, "attemptTimeout"))
        .hasMessageContaining("attemptTimeout must be between 1 ms and 24 days");
    assertThatThrownBy(() -> minimal().maxConcurrentRequests(0))
        .hasMessageContaining("maxConcurrentRequests");
    assertThatThrownBy(() -> ClientConfig.builder().apiKey(KEY).build())
        .hasMessageContaining("baseUrl is required");
    assertThatThrownBy(() -> minimal().apiKey("Bearer " + KEY).build())
        .hasMessageContaining("apiKey must contain only visible ASCII")
        .hasMessageNotContaining(KEY);
    assertThatThrownBy(() -> minimal().baseUrl("http://api.example.com/v1").build())
        .hasMessageContaining("allowInsecureHttp");
    assertThat(minimal().baseUrl("http://api.example.com/v1").allowInsecureHttp(true).build())
        .isNotNull();
  }

  @Test
  void logPolicyFollowsTheChosenLevelElseTheEnvironmentElseTheFramework() {
    LogPolicy framework = LogPolicy.of(null, name -> null);
    assertThat(framework.enabled()).isTrue();
    assertThat(framework.summaryLevel()).isEqualTo(Level.DEBUG);
    assertThat(framework.detailLevel()).isEqualTo(Level.TRACE);

    LogPolicy fromEnv = LogPolicy.of(null, name -> name.equals("COMMERCE_LOG") ? " Debug " : null);
    assertThat(fromEnv.level()).isEqualTo(LogLevel.DEBUG);
    assertThat(fromEnv.detailLevel()).isEqualTo(Level.INFO);

    LogPolicy chosen = LogPolicy.of(LogLevel.INFO, name -> "debug");
    assertThat(chosen.summaryLevel()).isEqualTo(Level.INFO);
    assertThat(chosen.detailLevel()).isNull();

    assertThat(LogPolicy.of(LogLevel.NONE, name -> null).enabled()).isFalse();
    assertThatThrownBy(() -> LogPolicy.of(null, name -> "loud"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("COMMERCE_LOG must be one of none, info, debug");
  }

  @Test
  void envSettingsFillTheBuilderAndNameTheVariableThatIsWrong() {
    Map<String, String> env =
        Map.of(
            "COMMERCE_BASE_URL", " https://api.example.com/v1 ",
            "COMMERCE_API_KEY", KEY,
            "COMMERCE_MAX_RETRIES", "5",
            "COMMERCE_TIMEOUT_SECONDS", "9");
    ClientConfig.Builder b = ClientConfig.builder().env(env::get);
    EnvSettings.apply(b);
    ClientConfig config = b.build();
    assertThat(config.maxRetries()).isEqualTo(5);
    assertThat(config.attemptTimeout()).isEqualTo(Duration.ofSeconds(9));

    ClientConfig.Builder bad =
        ClientConfig.builder()
            .env(
                Map.of(
                        "COMMERCE_BASE_URL", "https://a.example/v1",
                        "COMMERCE_API_KEY", KEY,
                        "COMMERCE_MAX_RETRIES", "many")
                    ::get);
    assertThatThrownBy(() -> EnvSettings.apply(bad))
        .hasMessageContaining("COMMERCE_MAX_RETRIES must be a whole number");
    assertThatThrownBy(() -> EnvSettings.apply(ClientConfig.builder().env(name -> null)))
        .isInstanceOf(IllegalStateException.class)
        .hasMessageContaining("COMMERCE_BASE_URL is not set");
  }
}
