package com.workspacecommerce.sdk.spring;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.net.InetSocketAddress;
import java.net.Proxy;
import java.net.URI;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The rules of {@code commerce.proxy.non-proxy-hosts}. */
class CommerceProxySelectorTest {
  private static final Proxy PROXY =
      new Proxy(Proxy.Type.HTTP, InetSocketAddress.createUnresolved("proxy.corp", 3128));

  private static CommerceProxySelector direct(String... entries) {
    return new CommerceProxySelector(PROXY, List.of(entries));
  }

  @Test
  void anEntryCoversItsHostAndSubdomainsOnly() {
    CommerceProxySelector s = direct("example.com");
    assertThat(s.bypasses("example.com")).isTrue();
    assertThat(s.bypasses("api.example.com")).isTrue();
    assertThat(s.bypasses("a.b.EXAMPLE.com.")).isTrue();
    assertThat(s.bypasses("badexample.com")).isFalse();
    assertThat(s.bypasses("example.com.evil.net")).isFalse();
    assertThat(s.select(URI.create("https://api.example.com/v1"))).containsExactly(Proxy.NO_PROXY);
    assertThat(s.select(URI.create("https://api.other.com/v1"))).containsExactly(PROXY);
  }

  @Test
  void aLeadingDotOrStarDotMeansTheSameAndAStarAloneCoversEverything() {
    assertThat(direct(".example.com").bypasses("api.example.com")).isTrue();
    assertThat(direct("*.example.com").bypasses("example.com")).isTrue();
    assertThat(direct("*").bypasses("anything.net")).isTrue();
    assertThat(direct(" ", "").bypasses("anything.net")).isFalse();
    assertThat(direct().select(URI.create("http://127.0.0.1:8080/v1"))).containsExactly(PROXY);
  }

  @Test
  void ipAddressesMatchOnlyExactly() {
    assertThat(direct("127.0.0.1").bypasses("127.0.0.1")).isTrue();
    assertThat(direct("0.0.1").bypasses("127.0.0.1")).isFalse();
    assertThat(direct("[::1]").select(URI.create("http://[::1]:8080/v1")))
        .containsExactly(Proxy.NO_PROXY);
    assertThat(direct("::1").bypasses("[::1]")).isTrue();
  }

  @Test
  void aUriIsRequiredAndTheTextShowsTheProxyAndTheDirectHosts() {
    assertThatThrownBy(() -> direct().select(null))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("uri must not be null");
    assertThat(direct("example.com", ".corp"))
        .hasToString(
            "CommerceProxySelector[proxy.corp/<unresolved>:3128, direct: [example.com, corp]]");
    assertThat(direct("example.com", "*"))
        .hasToString(
            "CommerceProxySelector[proxy.corp/<unresolved>:3128, direct: [example.com] and *]");
  }
}
