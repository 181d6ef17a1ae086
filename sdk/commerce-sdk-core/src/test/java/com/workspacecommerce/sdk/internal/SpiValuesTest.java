package com.workspacecommerce.sdk.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.workspacecommerce.sdk.internal.spi.JsonShape;
import com.workspacecommerce.sdk.internal.spi.ProxyAuthenticationFailure;
import com.workspacecommerce.sdk.internal.spi.ProxySettings;
import com.workspacecommerce.sdk.internal.spi.WireHeaders;
import com.workspacecommerce.sdk.internal.spi.WireRequest;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.Proxy;
import java.net.ProxySelector;
import java.net.SocketAddress;
import java.net.URI;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The small values of the transport seam that every adapter shares: the proxy settings (whole
 * credentials, a text that never shows the password), the proxy's refusal (named as {@code
 * host:port} however its address was given), the hashes of the wire types (apart for different
 * values, so a map of them does not fall into one bucket), and the class the codecs' mix-in
 * targets.
 */
class SpiValuesTest {
  private static final ProxySelector SELECTOR =
      new ProxySelector() {
        @Override
        public List<Proxy> select(URI uri) {
          return List.of(Proxy.NO_PROXY);
        }

        @Override
        public void connectFailed(URI uri, SocketAddress sa, IOException ioe) {}

        @Override
        public String toString() {
          return "the-selector";
        }
      };

  @Test
  void proxySettingsTakeWholeCredentialsAndNeverPrintThePassword() {
    assertThat(ProxySettings.JVM_DEFAULT.hasCredentials()).isFalse();
    assertThat(ProxySettings.JVM_DEFAULT.isJvmDefault()).isTrue();
    assertThat(ProxySettings.JVM_DEFAULT)
        .hasToString("ProxySettings[selector=jvm-default, username=null, password=null]");

    ProxySettings withUser = new ProxySettings(null, "alice", "s3cret");
    assertThat(withUser.hasCredentials()).isTrue();
    assertThat(withUser.isJvmDefault()).as("the JVM's proxy, with credentials").isFalse();
    assertThat(withUser)
        .hasToString("ProxySettings[selector=jvm-default, username=alice, password=[redacted]]");

    ProxySettings chosen = new ProxySettings(SELECTOR, null, null);
    assertThat(chosen.hasCredentials()).isFalse();
    assertThat(chosen.isJvmDefault()).isFalse();
    assertThat(chosen)
        .hasToString("ProxySettings[selector=the-selector, username=null, password=null]");

    assertThatThrownBy(() -> new ProxySettings(null, "alice", null))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("proxy username and password must be given together, or neither");
    assertThatThrownBy(() -> new ProxySettings(null, null, "s3cret"))
        .isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  void aProxysRefusalNamesItAsHostAndPortHoweverItsAddressWasGiven() {
    assertThat(ProxyAuthenticationFailure.describe(new InetSocketAddress("127.0.0.1", 3128)))
        .isEqualTo("127.0.0.1:3128");
    assertThat(
            ProxyAuthenticationFailure.describe(
                InetSocketAddress.createUnresolved("proxy.internal", 8080)))
        .isEqualTo("proxy.internal:8080");
    SocketAddress other =
        new SocketAddress() {
          @Override
          public String toString() {
            return "some-address";
          }
        };
    assertThat(ProxyAuthenticationFailure.describe(other)).isEqualTo("some-address");

    ProxyAuthenticationFailure f =
        new ProxyAuthenticationFailure("proxy.internal:8080", "refused the credentials");
    assertThat(f.proxy()).isEqualTo("proxy.internal:8080");
    assertThat(f).hasMessage("the HTTP proxy proxy.internal:8080 refused the credentials");
  }

  @Test
  void differentHeadersAndRequestsHashApart() {
    assertThat(WireHeaders.of("Accept", "a").hashCode())
        .isNotEqualTo(WireHeaders.of("Accept", "b").hashCode());
    byte[] body = {1};
    WireRequest get = new WireRequest("GET", "http://h/v1/orders", WireHeaders.EMPTY, null);
    assertThat(get.hashCode())
        .isNotEqualTo(
            new WireRequest("GET", "http://h/v1/order", WireHeaders.EMPTY, null).hashCode())
        .isNotEqualTo(
            new WireRequest("POST", "http://h/v1/orders", WireHeaders.EMPTY, body).hashCode());
  }

  @Test
  void theCodecsMixInTargetsTheParamsBaseClass() {
    assertThat(JsonShape.bodyParams().getName())
        .isEqualTo("com.workspacecommerce.sdk.params.BodyParams");
  }
}
