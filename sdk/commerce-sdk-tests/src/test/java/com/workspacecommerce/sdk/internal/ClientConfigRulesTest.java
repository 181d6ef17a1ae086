package com.workspacecommerce.sdk.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The builder rules of {@link ClientConfig} at their edges, with the message each one gives. */
class ClientConfigRulesTest {
  private static ClientConfig.Builder withKey(String key) {
    return ClientConfig.builder().baseUrl("https://api.example.com/v1").apiKey(key);
  }

  @ParameterizedTest(name = "an API key with U+{0} is rejected")
  @ValueSource(ints = {' ', 0x7f, 0x80, 0xe9, 0x20ac, '\t'})
  void anApiKeyWithASpaceControlOrNonAsciiCharacterIsRejectedWithoutEchoingIt(int c) {
    String key = "sk_live_" + (char) c + "SECRETkey";
    assertThatThrownBy(() -> withKey(key).build())
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage(
            "apiKey must contain only visible ASCII characters (no spaces, line breaks or 'Bearer '"
                + " prefix)")
        .hasMessageNotContaining("SECRET");
  }

  @Test
  void anApiKeyOfTheVisibleAsciiEdgesIsAccepted() {
    assertThat(withKey("!~sk").build().apiKey()).isEqualTo("!~sk");
  }

  @Test
  void retryBackoffAcceptsEqualBoundsAndAZeroStart() {
    ClientConfig c =
        withKey("k").retryBackoff(Duration.ofMillis(300), Duration.ofMillis(300)).build();
    assertThat(c.get(Options.INITIAL_RETRY_DELAY)).isEqualTo(Duration.ofMillis(300));
    assertThat(c.get(Options.MAX_RETRY_DELAY)).isEqualTo(Duration.ofMillis(300));
    assertThat(
            withKey("k")
                .retryBackoff(Duration.ZERO, Duration.ZERO)
                .build()
                .get(Options.MAX_RETRY_DELAY))
        .isZero();
  }

  @Test
  void retryBackoffWithAMaximumBelowTheInitialDelayOrANegativeStartIsRejected() {
    assertThatThrownBy(
            () -> withKey("k").retryBackoff(Duration.ofMillis(300), Duration.ofMillis(299)))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("retryBackoff needs 0 <= initialDelay <= maxDelay, was PT0.3S and PT0.299S");
    assertThatThrownBy(() -> withKey("k").retryBackoff(Duration.ofNanos(-1), Duration.ofSeconds(1)))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageStartingWith("retryBackoff needs 0 <= initialDelay <= maxDelay");
    assertThatThrownBy(() -> withKey("k").retryBackoff(null, Duration.ofSeconds(1)))
        .isInstanceOf(NullPointerException.class)
        .hasMessage("initialDelay must not be null");
    assertThatThrownBy(() -> withKey("k").retryBackoff(Duration.ZERO, null))
        .isInstanceOf(NullPointerException.class)
        .hasMessage("maxDelay must not be null");
  }

  @Test
  void aTrailingSlashIsDroppedOnceAndARootUrlKeepsItsRoot() {
    assertThat(
            ClientConfig.builder()
                .baseUrl("https://api.example.com/v1/")
                .apiKey("k")
                .build()
                .baseUrl()
                .toString())
        .isEqualTo("https://api.example.com/v1");
    assertThat(
            ClientConfig.builder()
                .baseUrl("https://api.example.com")
                .apiKey("k")
                .build()
                .baseUrl()
                .toString())
        .isEqualTo("https://api.example.com/");
  }

  @ParameterizedTest(name = "plain http to {0} needs allowInsecureHttp")
  @ValueSource(
      strings = {
        "example.com",
        "127.example.com",
        "localhost.example.com",
        "10.0.0.1",
        "[::2]",
        // A zone naming no interface here: the literal cannot be resolved, so it is not loopback.
        "[fe80::1%nosuch0]"
      })
  void plainHttpToAHostThatIsNotLoopbackIsRejected(String host) {
    ClientConfig.Builder b = ClientConfig.builder().baseUrl("http://" + host + "/v1").apiKey("k");
    assertThatThrownBy(b::build)
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageStartingWith("baseUrl uses plain http to " + host + ", so the API key");
    assertThat(b.set(Options.ALLOW_INSECURE_HTTP, true).build().baseUrl().getHost())
        .isEqualTo(host);
  }

  @ParameterizedTest(name = "plain http to {0} is loopback")
  @ValueSource(
      strings = {
        "localhost",
        "LOCALHOST",
        "api.localhost",
        "API.LocalHost",
        "127.0.0.1",
        "127.1.2.3",
        "[::1]",
        "[0:0:0:0:0:0:0:1]"
      })
  void plainHttpToLoopbackIsAccepted(String host) {
    assertThat(
            ClientConfig.builder()
                .baseUrl("http://" + host + ":8080/v1")
                .apiKey("k")
                .build()
                .baseUrl()
                .getPort())
        .isEqualTo(8080);
  }

  @ParameterizedTest(name = "{0} is {1}")
  @org.junit.jupiter.params.provider.CsvSource({
    "https://api.example.com:443/v1, https://api.example.com/v1",
    "https://api.example.com:80/v1, https://api.example.com:80/v1",
    "http://localhost:80/v1, http://localhost/v1",
    "http://localhost:443/v1, http://localhost:443/v1",
    "HTTPS://API.Example.COM:8443, https://api.example.com:8443/"
  })
  void onlyTheSchemesDefaultPortIsDropped(String given, String canonical) {
    assertThat(ClientConfig.builder().baseUrl(given).apiKey("k").build().baseUrl().toString())
        .isEqualTo(canonical);
  }

  @ParameterizedTest(name = "{0} is not an absolute http(s) URL")
  @ValueSource(strings = {"ftp://localhost/v1", "https:///v1", "http:/v1", "localhost/v1"})
  void aUrlWithAnotherSchemeOrNoHostIsRejectedWhateverTheHost(String url) {
    assertThatThrownBy(() -> ClientConfig.builder().baseUrl(url).apiKey("k").build())
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage(
            "baseUrl must be an absolute http(s) URL such as https://api.example.com/v1, was \""
                + url
                + "\"");
  }
}
