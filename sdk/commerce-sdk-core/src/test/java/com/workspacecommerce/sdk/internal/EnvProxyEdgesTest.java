package com.workspacecommerce.sdk.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.net.Proxy;
import java.net.URI;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The edges of reading a proxy from the environment (the common cases are the suite's {@code
 * EnvProxyTest}): where the credentials come from when only one variable carries them, a user with
 * no password, a proxy URL with no host, {@code no_proxy} entries that are nothing but a port or
 * brackets, a URL with no host to select for, and what the selector shows of itself.
 */
class EnvProxyEdgesTest {
  private static EnvProxy.Settings read(String... namesAndValues) {
    Map<String, String> env = new HashMap<>();
    for (int i = 0; i < namesAndValues.length; i += 2) {
      env.put(namesAndValues[i], namesAndValues[i + 1]);
    }
    EnvProxy.Settings settings = EnvProxy.read(env::get);
    assertThat(settings).as("a proxy variable is set").isNotNull();
    return settings;
  }

  @Test
  void theCredentialsComeFromHttpProxyWhenHttpsProxyCarriesNone() {
    assertThat(read("HTTPS_PROXY", "http://p:3128", "HTTP_PROXY", "http://svc:pw@q:8080").auth())
        .isEqualTo(new ProxyAuth("svc", "pw"));
    assertThat(read("HTTPS_PROXY", "http://p:3128").auth()).isNull();
    assertThat(read("HTTP_PROXY", "http://q:8080").auth()).isNull();
  }

  @Test
  void aUserWithoutAPasswordHasAnEmptyOne() {
    assertThat(read("HTTPS_PROXY", "http://svc@p:3128").auth()).isEqualTo(new ProxyAuth("svc", ""));
    assertThat(read("HTTPS_PROXY", "http://svc:@p:3128").auth())
        .isEqualTo(new ProxyAuth("svc", ""));
  }

  @Test
  void aProxyUrlWithNoHostNamesTheVariable() {
    assertThatThrownBy(() -> read("HTTPS_PROXY", "http://:3128"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageStartingWith("HTTPS_PROXY has no host");
  }

  @Test
  void noProxyEntriesThatAreOnlyAPortAreDroppedAndBracketsAloneDoNotFailTheRead() {
    EnvProxy.Settings s = read("HTTPS_PROXY", "http://p:3128", "NO_PROXY", ":8443, Example.COM");
    assertThat(s.selector().toString()).endsWith("no_proxy=[example.com]]");

    EnvProxy.Settings brackets = read("HTTPS_PROXY", "http://p:3128", "NO_PROXY", "[]");
    assertThat(brackets.selector().select(URI.create("https://api.example.com/v1")))
        .as("still proxied")
        .allMatch(p -> p.type() == Proxy.Type.HTTP);
  }

  @Test
  void aUrlWithNoHostIsSentThroughTheProxyOfItsScheme() {
    List<Proxy> chosen =
        read("HTTP_PROXY", "http://q:8080").selector().select(URI.create("http:/relative"));
    assertThat(chosen).hasSize(1);
    assertThat(chosen.get(0).type()).isEqualTo(Proxy.Type.HTTP);
  }

  @Test
  void theSelectorShowsItsProxiesAndBypassListButNeverTheCredentials() {
    EnvProxy.Settings s =
        read(
            "HTTPS_PROXY", "http://svc:s3cretPw@p.corp:3128",
            "HTTP_PROXY", "http://q.corp:8080",
            "NO_PROXY", "*,internal.corp");
    String shown = s.selector().toString();
    assertThat(shown)
        .startsWith("EnvProxy[https=")
        .contains("p.corp", "3128", "q.corp", "8080")
        .endsWith("no_proxy=[internal.corp]]")
        .doesNotContain("svc")
        .doesNotContain("s3cretPw");
  }
}
