package com.workspacecommerce.sdk.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.workspacecommerce.sdk.ApiKeySource;
import com.workspacecommerce.sdk.CallListener;
import com.workspacecommerce.sdk.RetryBudget;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import java.util.function.DoubleSupplier;
import java.util.function.Function;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The rules of {@link ClientConfig.Builder} that the other tests leave at their edges: the
 * characters of an {@code appInfo} token, the parts of a base URL that are refused, how listeners
 * are set and added, what the settings' text shows, and the defaults a client starts from.
 */
class ClientConfigEdgesTest {
  private static final String KEY = "sk_test_Zq81kXw2SECRETkey";

  private static ClientConfig.Builder minimal() {
    return ClientConfig.builder().baseUrl("https://api.example.com/v1").apiKey(KEY);
  }

  @Test
  void everyTokenCharacterClassAtItsEdgesIsAcceptedInAppInfo() {
    // The first and last of each range, and every punctuation mark RFC 9110 allows in a token.
    String token = "azAZ09!#$%&'*+-.^_`|~";
    assertThat(minimal().appInfo(token, token).build().find(Options.APP_INFO))
        .isEqualTo(token + "/" + token);
  }

  @ParameterizedTest(name = "appInfo name with U+{0} is refused")
  @ValueSource(ints = {'/', ':', '@', '[', '{', '}', ' ', '"', '(', ',', '\t', 0x7f, 0xe9})
  void aCharacterJustOutsideEachTokenRangeIsRefusedNamingTheOption(int c) {
    String name = "tool" + (char) c + "x";
    assertThatThrownBy(() -> minimal().appInfo(name, "1.0"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage(
            "appInfo name must be a non-empty HTTP token (letters, digits and"
                + " !#$%&'*+-.^_`|~), was \""
                + name
                + "\"");
    assertThatThrownBy(() -> minimal().appInfo("tool", name))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageStartingWith("appInfo version must be a non-empty HTTP token");
  }

  @Test
  void anEmptyOrMissingAppInfoPartIsNamed() {
    assertThatThrownBy(() -> minimal().appInfo("", "1.0"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageEndingWith(", was \"\"")
        .hasMessageStartingWith("appInfo name must be a non-empty HTTP token");
    assertThatThrownBy(() -> minimal().appInfo("tool", null))
        .isInstanceOf(NullPointerException.class)
        .hasMessage("appInfo version must not be null");
  }

  @Test
  void aBaseUrlWithOnlyAUserNameOrOnlyAPasswordIsRefused() {
    for (String url :
        new String[] {"https://ops@api.example.com/v1", "https://:s3cret@api.example.com/v1"}) {
      assertThatThrownBy(() -> ClientConfig.builder().baseUrl(url).apiKey(KEY).build())
          .as(url)
          .isInstanceOf(IllegalArgumentException.class)
          .hasMessage("baseUrl must not contain user info; pass credentials with apiKey()");
    }
  }

  @Test
  void aBaseUrlWithAFragmentOrAnEmptyQueryIsRefusedEchoingIt() {
    assertThatThrownBy(
            () ->
                ClientConfig.builder()
                    .baseUrl("https://api.example.com/v1#top")
                    .apiKey(KEY)
                    .build())
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage(
            "baseUrl must not have a query or fragment, was \"https://api.example.com/v1#top\"");
    assertThatThrownBy(
            () -> ClientConfig.builder().baseUrl("https://api.example.com/v1?").apiKey(KEY).build())
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageStartingWith("baseUrl must not have a query or fragment");
  }

  @Test
  void aBaseUrlThatIsNotAnHttpUrlIsEchoedInTheMessage() {
    assertThatThrownBy(() -> ClientConfig.builder().baseUrl("ftp://x/v1").apiKey(KEY).build())
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage(
            "baseUrl must be an absolute http(s) URL such as https://api.example.com/v1, was"
                + " \"ftp://x/v1\"");
  }

  @Test
  void aMissingOrBlankBaseUrlSaysHowToSetIt() {
    for (ClientConfig.Builder b :
        new ClientConfig.Builder[] {
          ClientConfig.builder().apiKey(KEY), ClientConfig.builder().apiKey(KEY).baseUrl(" \t")
        }) {
      assertThatThrownBy(b::build)
          .isInstanceOf(IllegalArgumentException.class)
          .hasMessage("baseUrl is required: call baseUrl(\"https://api.example.com/v1\")");
    }
  }

  @Test
  void aBaseUrlWithSpacesAroundIsTrimmed() {
    assertThat(
            ClientConfig.builder()
                .baseUrl("  https://api.example.com/v1/ ")
                .apiKey(KEY)
                .build()
                .baseUrl()
                .toString())
        .isEqualTo("https://api.example.com/v1");
  }

  @Test
  void plainHttpIsAllowedOnlyWhenAskedAndADerivedConfigKeepsThePermission() {
    ClientConfig insecure =
        ClientConfig.builder()
            .baseUrl("http://api.example.com/v1")
            .apiKey(KEY)
            .set(Options.ALLOW_INSECURE_HTTP, true)
            .build();
    assertThat(insecure.get(Options.ALLOW_INSECURE_HTTP)).isTrue();
    assertThat(insecure.toBuilder().build().baseUrl().getScheme()).isEqualTo("http");
    assertThat(minimal().build().get(Options.ALLOW_INSECURE_HTTP)).isFalse();
    assertThatThrownBy(() -> insecure.toBuilder().set(Options.ALLOW_INSECURE_HTTP, false).build())
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageStartingWith("baseUrl uses plain http to api.example.com");
  }

  @Test
  void listenerReplacesEveryListenerAndAddListenerAppends() {
    CallListener a = new CallListener() {};
    CallListener b = new CallListener() {};
    CallListener c = new CallListener() {};
    assertThat(minimal().listener(a).addListener(b).addListener(c).build().get(Options.LISTENERS))
        .containsExactly(a, b, c);
    assertThat(minimal().addListener(a).addListener(b).listener(c).build().get(Options.LISTENERS))
        .containsExactly(c);
    assertThat(minimal().build().get(Options.LISTENERS)).isEmpty();

    ClientConfig.Builder builder = minimal().addListener(a);
    ClientConfig earlier = builder.build();
    builder.addListener(b);
    assertThat(earlier.get(Options.LISTENERS))
        .as("a config keeps the list it was built with")
        .containsExactly(a);
    assertThatThrownBy(() -> earlier.get(Options.LISTENERS).add(b))
        .isInstanceOf(UnsupportedOperationException.class);
  }

  @Test
  void everySetterReturnsTheSameBuilderSoSettingsChain() {
    Clock clock = Clock.fixed(Instant.parse("2026-01-02T03:04:05Z"), ZoneOffset.UTC);
    Sleeper sleeper = d -> {};
    DoubleSupplier jitter = () -> 0.25;
    Function<String, String> env = Map.of("COMMERCE_LOG", "info")::get;
    CallListener listener = new CallListener() {};
    ClientConfig.Builder b = minimal();
    assertThat(b.set(Options.CLOCK, clock)).isSameAs(b);
    assertThat(b.set(Options.SLEEPER, sleeper)).isSameAs(b);
    assertThat(b.set(Options.JITTER, jitter)).isSameAs(b);
    assertThat(b.set(Options.ENV, env)).isSameAs(b);
    assertThat(b.addListener(listener)).isSameAs(b);
    assertThat(b.listener(listener)).isSameAs(b);
    assertThat(b.set(Options.RETRY_BUDGET, RetryBudget.ofCapacity(3))).isSameAs(b);
    assertThat(b.set(Options.ALLOW_INSECURE_HTTP, false)).isSameAs(b);
    assertThat(b.set(Options.DEPENDENCY_CHECK, false)).isSameAs(b);
    assertThat(b.set(Options.MAX_RESPONSE_BYTES, 10L)).isSameAs(b);
    assertThat(b.get(Options.ENV)).isSameAs(env);

    ClientConfig config = b.build();
    assertThat(config.get(Options.CLOCK)).isSameAs(clock);
    assertThat(config.get(Options.SLEEPER)).isSameAs(sleeper);
    assertThat(config.get(Options.JITTER)).isSameAs(jitter);
    assertThat(config.get(Options.RETRY_BUDGET).capacity()).isEqualTo(3);
    assertThat(config.logPolicy().level())
        .as("the environment the builder was given decides the log level")
        .isEqualTo(com.workspacecommerce.sdk.LogLevel.INFO);
  }

  @Test
  void theDefaultsAreTheDocumentedOnes() {
    ClientConfig config = minimal().build();
    assertThat(config.get(Options.MAX_RETRIES)).isEqualTo(2);
    assertThat(config.get(Options.CONNECT_TIMEOUT)).isEqualTo(Duration.ofSeconds(10));
    assertThat(config.get(Options.ATTEMPT_TIMEOUT)).isEqualTo(Duration.ofSeconds(60));
    assertThat(config.get(Options.TOTAL_TIMEOUT)).isEqualTo(Duration.ofMinutes(2));
    assertThat(config.get(Options.INITIAL_RETRY_DELAY)).isEqualTo(Duration.ofMillis(500));
    assertThat(config.get(Options.MAX_RETRY_DELAY)).isEqualTo(Duration.ofSeconds(8));
    assertThat(config.get(Options.MAX_RESPONSE_BYTES)).isEqualTo(16L * 1024 * 1024);
    assertThat(config.get(Options.MAX_CONCURRENT_REQUESTS)).isEqualTo(64);
    assertThat(config.get(Options.RETRY_BUDGET)).isSameAs(RetryBudget.standard());
    assertThat(config.get(Options.SLEEPER)).isSameAs(Sleeper.SYSTEM);
    assertThat(config.get(Options.CLOCK).getZone()).isEqualTo(ZoneOffset.UTC);
    assertThat(config.find(Options.HTTP_CLIENT)).isNull();
    assertThat(config.find(Options.CALLBACK_EXECUTOR)).isNull();
    assertThat(config.find(Options.ASYNC_SCHEDULER)).isNull();
    assertThat(config.find(Options.APP_INFO)).isNull();
    assertThat(config.get(Options.DEFAULT_HEADERS)).isEmpty();
    assertThat(config.get(Options.INTERCEPTORS)).isEmpty();
    assertThat(config.get(Options.DEPENDENCY_CHECK)).isTrue();
    assertThat(config.find(Options.SHARED_LIMIT)).isNull();
  }

  @Test
  void aKeySourceSetAfterAKeyReplacesIt() {
    ApiKeySource source = () -> "sk_test_from_source";
    ClientConfig config = minimal().set(Options.API_KEY_SOURCE, source).build();

    assertThat(config.find(Options.API_KEY)).as("the last one set is used").isNull();
    assertThat(config.find(Options.API_KEY_SOURCE)).isSameAs(source);
  }

  @Test
  void aSettingWithNoValueReadWithGetIsAMistakeNamedRatherThanANull() {
    ClientConfig config = minimal().build();
    assertThatThrownBy(() -> config.get(Options.APP_INFO))
        .isInstanceOf(IllegalStateException.class)
        .hasMessage("appInfo has no value; read it with find");
  }

  @Test
  void theDefaultJitterDrawsSpreadValuesBetweenZeroAndOne() {
    // Without a random share every client would retry in lockstep after an outage.
    DoubleSupplier jitter = minimal().build().get(Options.JITTER);
    Set<Double> seen = new HashSet<>();
    for (int i = 0; i < 20; i++) {
      double d = jitter.getAsDouble();
      assertThat(d).isGreaterThanOrEqualTo(0.0).isLessThan(1.0);
      seen.add(d);
    }
    assertThat(seen).hasSizeGreaterThan(10);
  }

  @Test
  void theSettingsTextShowsTheTimeoutsAndMasksTheKeyOrSaysItIsMissing() {
    ClientConfig config =
        minimal()
            .set(Options.MAX_RETRIES, 3)
            .set(Options.CONNECT_TIMEOUT, Duration.ofSeconds(4))
            .set(Options.ATTEMPT_TIMEOUT, Duration.ofSeconds(5))
            .set(Options.TOTAL_TIMEOUT, Duration.ofSeconds(6))
            .build();
    assertThat(config.toString())
        .isEqualTo(
            "ClientConfig{baseUrl=https://api.example.com/v1, apiKey=[redacted], maxRetries=3,"
                + " connectTimeout=PT4S, attemptTimeout=PT5S, totalTimeout=PT6S}");
    assertThat(ClientConfig.builder().describe()).startsWith("apiKey=null, maxRetries=2,");
    assertThat(ClientConfig.builder().baseUrlText()).isNull();
    assertThat(ClientConfig.mask(null)).isEqualTo("null");
    assertThat(ClientConfig.mask(KEY)).isEqualTo("[redacted]");
  }
}
