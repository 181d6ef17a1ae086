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
              .set(Options.MAX_RETRIES, 4)
              .set(Options.CONNECT_TIMEOUT, Duration.ofSeconds(3))
              .set(Options.ATTEMPT_TIMEOUT, Duration.ofSeconds(7))
              .set(Options.TOTAL_TIMEOUT, Duration.ofSeconds(30))
              .retryBackoff(Duration.ofMillis(10), Duration.ofMillis(40))
              .set(Options.MAX_RESPONSE_BYTES, 1234L)
              .set(Options.RETRY_BUDGET, RetryBudget.unlimited())
              .listener(listener)
              .set(Options.MAX_CONCURRENT_REQUESTS, 7)
              .set(Options.CALLBACK_EXECUTOR, callbacks)
              .set(Options.ASYNC_SCHEDULER, scheduler)
              .appInfo("tool", "1.2")
              .defaultHeader("X-Env", "prod")
              .addInterceptor(interceptor)
              .set(Options.LOG_LEVEL, LogLevel.INFO)
              .set(Options.DEPENDENCY_CHECK, false)
              .build();
      ClientConfig copy = config.toBuilder().build();
      assertThat(copy.baseUrl()).isEqualTo(config.baseUrl());
      assertThat(copy.apiKey()).isEqualTo(KEY);
      assertThat(copy.get(Options.MAX_RETRIES)).isEqualTo(4);
      assertThat(copy.get(Options.CONNECT_TIMEOUT)).isEqualTo(Duration.ofSeconds(3));
      assertThat(copy.get(Options.ATTEMPT_TIMEOUT)).isEqualTo(Duration.ofSeconds(7));
      assertThat(copy.get(Options.TOTAL_TIMEOUT)).isEqualTo(Duration.ofSeconds(30));
      assertThat(copy.get(Options.INITIAL_RETRY_DELAY)).isEqualTo(Duration.ofMillis(10));
      assertThat(copy.get(Options.MAX_RETRY_DELAY)).isEqualTo(Duration.ofMillis(40));
      assertThat(copy.get(Options.MAX_RESPONSE_BYTES)).isEqualTo(1234);
      assertThat(copy.get(Options.RETRY_BUDGET)).isSameAs(config.get(Options.RETRY_BUDGET));
      assertThat(copy.get(Options.LISTENERS)).containsExactly(listener);
      assertThat(copy.get(Options.MAX_CONCURRENT_REQUESTS)).isEqualTo(7);
      assertThat(copy.find(Options.CALLBACK_EXECUTOR)).isSameAs(callbacks);
      assertThat(copy.find(Options.ASYNC_SCHEDULER)).isSameAs(scheduler);
      assertThat(copy.find(Options.APP_INFO)).isEqualTo("tool/1.2");
      assertThat(copy.get(Options.DEFAULT_HEADERS)).containsExactly(Map.entry("X-Env", "prod"));
      assertThat(copy.get(Options.INTERCEPTORS)).containsExactly(interceptor);
      assertThat(copy.logPolicy().level()).isEqualTo(LogLevel.INFO);
      assertThat(copy.get(Options.DEPENDENCY_CHECK)).isFalse();

      ClientConfig changed =
          config.toBuilder()
              .set(Options.MAX_RETRIES, 0)
              .defaultHeader("X-Other", "1")
              .addInterceptor(r -> {})
              .build();
      assertThat(changed.get(Options.MAX_RETRIES)).isZero();
      assertThat(changed.get(Options.DEFAULT_HEADERS)).hasSize(2);
      assertThat(changed.get(Options.INTERCEPTORS)).hasSize(2);
      assertThat(config.get(Options.MAX_RETRIES)).isEqualTo(4);
      assertThat(config.get(Options.DEFAULT_HEADERS)).hasSize(1);
      assertThat(config.get(Options.INTERCEPTORS)).hasSize(1);
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
    assertThatThrownBy(() -> minimal().set(Options.MAX_RETRIES, -1))
        .hasMessageContaining("maxRetries")
        .hasMessageContaining("-1");
    assertThatThrownBy(() -> minimal().set(Options.ATTEMPT_TIMEOUT, Duration.ZERO))
        .hasMessageContaining("attemptTimeout must be between 1 ms and 24 days");
    assertThatThrownBy(() -> minimal().set(Options.MAX_CONCURRENT_REQUESTS, 0))
        .hasMessageContaining("maxConcurrentRequests");
    assertThatThrownBy(() -> ClientConfig.builder().apiKey(KEY).build())
        .hasMessageContaining("baseUrl is required");
    assertThatThrownBy(() -> minimal().apiKey("Bearer " + KEY).build())
        .hasMessageContaining("apiKey must contain only visible ASCII")
        .hasMessageNotContaining(KEY);
    assertThatThrownBy(() -> minimal().baseUrl("http://api.example.com/v1").build())
        .hasMessageContaining("allowInsecureHttp");
    assertThat(
            minimal()
                .baseUrl("http://api.example.com/v1")
                .set(Options.ALLOW_INSECURE_HTTP, true)
                .build())
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
    ClientConfig.Builder b = ClientConfig.builder().set(Options.ENV, env::get);
    EnvSettings.apply(b);
    ClientConfig config = b.build();
    assertThat(config.get(Options.MAX_RETRIES)).isEqualTo(5);
    assertThat(config.get(Options.ATTEMPT_TIMEOUT)).isEqualTo(Duration.ofSeconds(9));

    ClientConfig.Builder bad =
        ClientConfig.builder()
            .set(
                Options.ENV,
                Map.of(
                        "COMMERCE_BASE_URL", "https://a.example/v1",
                        "COMMERCE_API_KEY", KEY,
                        "COMMERCE_MAX_RETRIES", "many")
                    ::get);
    assertThatThrownBy(() -> EnvSettings.apply(bad))
        .hasMessageContaining("COMMERCE_MAX_RETRIES must be a whole number");
    assertThatThrownBy(
            () -> EnvSettings.apply(ClientConfig.builder().set(Options.ENV, name -> null)))
        .isInstanceOf(IllegalStateException.class)
        .hasMessageContaining("COMMERCE_BASE_URL is not set");
  }
}
