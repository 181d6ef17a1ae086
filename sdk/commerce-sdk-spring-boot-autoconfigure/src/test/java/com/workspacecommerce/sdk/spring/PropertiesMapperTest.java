package com.workspacecommerce.sdk.spring;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.workspacecommerce.sdk.CommerceClient;
import com.workspacecommerce.sdk.LogLevel;
import com.workspacecommerce.sdk.internal.ClientConfig;
import com.workspacecommerce.sdk.internal.Option;
import com.workspacecommerce.sdk.internal.Options;
import java.lang.reflect.Field;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.springframework.util.unit.DataSize;

/**
 * {@link PropertiesMapper} alone, without a context: each {@code commerce.*} property that is set
 * reaches the client's builder and each one left unset keeps the SDK's default, and the proxy
 * properties are checked at their edges.
 */
class PropertiesMapperTest {
  private static final String KEY = "sk_test_mapper_41c9";

  private static CommerceProperties minimal() {
    CommerceProperties p = new CommerceProperties();
    p.setBaseUrl("https://api.example.com/v1");
    p.setApiKey(KEY);
    return p;
  }

  private static String settings(CommerceProperties p) {
    return PropertiesMapper.toBuilder(p).toString();
  }

  /** Internal API, in a test only: the settings a builder holds, as the SDK will apply them. */
  private static ClientConfig config(CommerceClient.Builder builder) throws Exception {
    Field f = CommerceClient.Builder.class.getDeclaredField("config");
    f.setAccessible(true);
    return ((ClientConfig.Builder) f.get(builder)).build();
  }

  private static ClientConfig config(CommerceProperties p) throws Exception {
    return config(PropertiesMapper.toBuilder(p));
  }

  @Test
  void everyPropertySetReachesTheBuilder() throws Exception {
    CommerceProperties p = minimal();
    p.setMaxRetries(5);
    p.setAttemptTimeout(Duration.ofSeconds(7));
    p.setTotalTimeout(Duration.ofSeconds(45));
    p.setConnectTimeout(Duration.ofMillis(2500));
    p.setMaxResponseBytes(DataSize.ofMegabytes(2));
    p.setMaxConcurrentRequests(8);
    p.setLogLevel(LogLevel.INFO);
    p.setDependencyCheck(false);

    ClientConfig c = config(p);
    assertThat(c.get(Options.MAX_RETRIES)).isEqualTo(5);
    assertThat(c.get(Options.ATTEMPT_TIMEOUT)).isEqualTo(Duration.ofSeconds(7));
    assertThat(c.get(Options.TOTAL_TIMEOUT)).isEqualTo(Duration.ofSeconds(45));
    assertThat(c.get(Options.CONNECT_TIMEOUT)).isEqualTo(Duration.ofMillis(2500));
    assertThat(c.get(Options.MAX_RESPONSE_BYTES)).isEqualTo(2L * 1024 * 1024);
    assertThat(c.get(Options.MAX_CONCURRENT_REQUESTS)).isEqualTo(8);
    assertThat(c.find(Options.LOG_LEVEL)).isEqualTo(LogLevel.INFO);
    assertThat(c.get(Options.DEPENDENCY_CHECK)).isFalse();
    assertThat(settings(p)).doesNotContain(KEY);
  }

  @Test
  void propertiesLeftUnsetKeepTheSdksDefaults() throws Exception {
    ClientConfig defaults =
        config(CommerceClient.builder().baseUrl("https://api.example.com/v1").apiKey(KEY));
    ClientConfig mapped = config(minimal());

    for (Option<?> o :
        List.of(
            Options.MAX_RETRIES,
            Options.ATTEMPT_TIMEOUT,
            Options.TOTAL_TIMEOUT,
            Options.CONNECT_TIMEOUT,
            Options.MAX_RESPONSE_BYTES,
            Options.MAX_CONCURRENT_REQUESTS,
            Options.LOG_LEVEL,
            Options.DEPENDENCY_CHECK)) {
      assertThat(mapped.find(o)).as(o.name()).isEqualTo(defaults.find(o));
    }
    assertThat(mapped.get(Options.DEPENDENCY_CHECK)).isTrue();
  }

  private static CommerceProperties proxied(String host, Integer port) {
    CommerceProperties p = minimal();
    p.getProxy().setHost(host);
    p.getProxy().setPort(port);
    return p;
  }

  @Test
  void aHostWithAPortOfItsOwnIsRefusedButAnIpv6LiteralIsAHost() throws Exception {
    assertThatThrownBy(() -> PropertiesMapper.toBuilder(proxied("proxy.example.com:3128", 3128)))
        .isInstanceOf(CommerceConfigurationException.class)
        .hasMessageStartingWith("commerce.proxy.host must be a host name or IP address");

    assertThat(config(proxied("2001:db8::7", 3128)).find(Options.PROXY))
        .hasToString("CommerceProxySelector[2001:db8::7/<unresolved>:3128, direct: []]");
    assertThat(config(proxied(" proxy.example.com ", 3128)).find(Options.PROXY))
        .as("trimmed")
        .hasToString("CommerceProxySelector[proxy.example.com/<unresolved>:3128, direct: []]");
  }

  @ParameterizedTest(name = "port {0}")
  @ValueSource(ints = {1, 65535})
  void theFirstAndLastPortsAreAccepted(int port) throws Exception {
    assertThat(config(proxied("proxy.example.com", port)).find(Options.PROXY))
        .hasToString(
            "CommerceProxySelector[proxy.example.com/<unresolved>:" + port + ", direct: []]");
  }

  @Test
  void emptyCredentialsAreNoCredentials() throws Exception {
    CommerceProperties p = proxied("proxy.example.com", 3128);
    p.getProxy().setUsername("");
    p.getProxy().setPassword("");

    assertThat(config(p).find(Options.PROXY_CREDENTIALS)).isNull();
  }

  @Test
  void aControlCharacterInTheCredentialsIsNamedByPartNeverEchoed() {
    CommerceProperties badPassword = proxied("proxy.example.com", 3128);
    badPassword.getProxy().setUsername("svc");
    badPassword.getProxy().setPassword("pw\u0007bell");
    assertThatThrownBy(() -> PropertiesMapper.toBuilder(badPassword))
        .isInstanceOf(CommerceConfigurationException.class)
        .hasMessage("commerce.proxy.password must not contain control characters");

    CommerceProperties badUser = proxied("proxy.example.com", 3128);
    badUser.getProxy().setUsername("svc\u0007");
    badUser.getProxy().setPassword("pw");
    assertThatThrownBy(() -> PropertiesMapper.toBuilder(badUser))
        .isInstanceOf(CommerceConfigurationException.class)
        .hasMessage("commerce.proxy.username must not contain ':' or control characters");
  }

  @Test
  void thePropertiesTextMasksTheKeyAndTheProxyCredentials() {
    CommerceProperties p = proxied("proxy.example.com", 3128);
    p.getProxy().setUsername("svc-user-2d9");
    p.getProxy().setPassword("pw-secret-77a");

    assertThat(p.toString()).contains("apiKey=****").doesNotContain(KEY);
    assertThat(new CommerceProperties().toString()).contains("apiKey=null");
    assertThat(p.getProxy().toString())
        .contains("host=proxy.example.com", "port=3128", "username=****", "password=****")
        .doesNotContain("svc-user-2d9")
        .doesNotContain("pw-secret-77a");
    assertThat(new CommerceProperties().getProxy().toString())
        .contains("username=null", "password=null");
  }
}
