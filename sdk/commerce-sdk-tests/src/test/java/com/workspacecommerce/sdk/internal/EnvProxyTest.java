package com.workspacecommerce.sdk.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.net.InetSocketAddress;
import java.net.Proxy;
import java.net.URI;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The proxy variables read as curl reads them, by {@code fromEnv()}. */
class EnvProxyTest {
  private static EnvProxy.Settings read(String... namesAndValues) {
    Map<String, String> env = new HashMap<>();
    for (int i = 0; i < namesAndValues.length; i += 2) {
      env.put(namesAndValues[i], namesAndValues[i + 1]);
    }
    return EnvProxy.read(env::get);
  }

  private static String chosen(EnvProxy.Settings s, String url) {
    Proxy p = s.selector().select(URI.create(url)).get(0);
    if (p.type() == Proxy.Type.DIRECT) {
      return "DIRECT";
    }
    InetSocketAddress a = (InetSocketAddress) p.address();
    return a.getHostString() + ":" + a.getPort();
  }

  @Test
  void noProxyVariableMeansNothingIsSet() {
    assertThat(read()).isNull();
    assertThat(read("NO_PROXY", "example.com", "HTTPS_PROXY", " ")).isNull();
  }

  @Test
  void httpsAndHttpUrlsEachTakeTheirVariableLowerCaseFirst() {
    EnvProxy.Settings s =
        read(
            "https_proxy", "http://lower:3128",
            "HTTPS_PROXY", "http://upper:3128",
            "HTTP_PROXY", "plain.corp:8080");
    assertThat(chosen(s, "https://api.example.com/v1")).isEqualTo("lower:3128");
    assertThat(chosen(s, "http://api.example.com/v1")).isEqualTo("plain.corp:8080");
    assertThat(s.auth()).isNull();
    EnvProxy.Settings onlyHttps = read("HTTPS_PROXY", "http://p.corp");
    assertThat(chosen(onlyHttps, "https://a.example"))
        .as("curl's default port")
        .isEqualTo("p.corp:1080");
    assertThat(chosen(onlyHttps, "http://a.example")).isEqualTo("DIRECT");
  }

  @Test
  void noProxyCoversTheHostItsSubdomainsAndStar() {
    EnvProxy.Settings s =
        read(
            "HTTPS_PROXY", "http://p:3128",
            "NO_PROXY", "localhost, .internal.corp,*.svc:8443 ,10.0.0.7,[::1]");
    assertThat(chosen(s, "https://localhost/v1")).isEqualTo("DIRECT");
    assertThat(chosen(s, "https://api.internal.corp/v1")).isEqualTo("DIRECT");
    assertThat(chosen(s, "https://internal.corp/v1")).isEqualTo("DIRECT");
    assertThat(chosen(s, "https://a.b.svc/v1")).isEqualTo("DIRECT");
    assertThat(chosen(s, "https://10.0.0.7/v1")).isEqualTo("DIRECT");
    assertThat(chosen(s, "https://[::1]/v1")).isEqualTo("DIRECT");
    assertThat(chosen(s, "https://notinternal.corp/v1")).isEqualTo("p:3128");
    assertThat(chosen(s, "https://api.example.com/v1")).isEqualTo("p:3128");
    assertThat(chosen(read("HTTPS_PROXY", "http://p:3128", "no_proxy", "*"), "https://x.y"))
        .isEqualTo("DIRECT");
  }

  @Test
  void userInfoBecomesTheProxyCredentialsDecoded() {
    EnvProxy.Settings s = read("HTTPS_PROXY", "http://svc%40corp:p%3Ass+w@p:3128");
    assertThat(s.auth()).isEqualTo(new ProxyAuth("svc@corp", "p:ss+w"));
    assertThat(s.auth().toString()).doesNotContain("svc").doesNotContain("ss");
    assertThat(s.selector().toString()).doesNotContain("svc").doesNotContain("ss+w");
  }

  @Test
  void anInvalidValueNamesTheVariableAndNeverEchoesIt() {
    assertThatThrownBy(() -> read("HTTPS_PROXY", "https://u:secretpw@p:3128"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageStartingWith("HTTPS_PROXY must be an http:// proxy URL")
        .hasMessageNotContaining("secretpw");
    assertThatThrownBy(() -> read("http_proxy", "http://u:secret pw@p:3128"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageStartingWith("http_proxy is not a URL")
        .hasMessageNotContaining("secret");
    assertThatThrownBy(() -> read("HTTPS_PROXY", "http://:pw@p:3128"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageStartingWith("HTTPS_PROXY: proxyCredentials username must be non-empty");
  }

  @Test
  void fromEnvSetsTheProxyAndItsCredentialsOnTheBuilder() {
    Map<String, String> env =
        Map.of(
            "COMMERCE_BASE_URL", "https://api.example.com/v1",
            "COMMERCE_API_KEY", "sk_env",
            "HTTPS_PROXY", "http://u:pw@p.corp:3128");
    ClientConfig c = ClientConfig.builder().set(Options.ENV, env::get).fromEnv().build();
    assertThat(c.find(Options.PROXY)).isInstanceOf(EnvProxy.class);
    assertThat(c.find(Options.PROXY_CREDENTIALS)).isEqualTo(new ProxyAuth("u", "pw"));
    ClientConfig none =
        ClientConfig.builder()
            .set(
                Options.ENV,
                Map.of("COMMERCE_BASE_URL", "https://a.example/v1", "COMMERCE_API_KEY", "k")::get)
            .fromEnv()
            .build();
    assertThat(none.find(Options.PROXY)).as("the JVM's default stays").isNull();
  }

  @Test
  void proxyCredentialsRulesNameTheParameterNeverThePassword() {
    assertThatThrownBy(() -> new ProxyAuth("a:b", "pw"))
        .hasMessage(
            "proxyCredentials username must be non-empty, without ':' or control characters");
    assertThatThrownBy(() -> new ProxyAuth("a", "pw\r\nX-Evil: 1"))
        .hasMessage("proxyCredentials password must not contain control characters");
    assertThatThrownBy(() -> new ProxyAuth("a", null))
        .isInstanceOf(NullPointerException.class)
        .hasMessage("proxyCredentials password must not be null");
    assertThat(new ProxyAuth("user", "pw")).hasToString("ProxyAuth[[redacted]]");
  }
}
