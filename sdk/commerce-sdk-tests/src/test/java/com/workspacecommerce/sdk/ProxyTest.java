package com.workspacecommerce.sdk;

import static com.workspacecommerce.sdk.TestFixtures.API_KEY;
import static com.workspacecommerce.sdk.TestFixtures.PRODUCT_ID;
import static com.workspacecommerce.sdk.TestFixtures.builder;
import static com.workspacecommerce.sdk.TestFixtures.json;
import static com.workspacecommerce.sdk.TestFixtures.productJson;
import static com.workspacecommerce.sdk.TestFixtures.take;
import static com.workspacecommerce.sdk.TestFixtures.thrown;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.workspacecommerce.sdk.errors.ProxyAuthenticationException;
import com.workspacecommerce.sdk.testproxy.TestProxy;
import java.net.InetSocketAddress;
import java.net.Proxy;
import java.net.ProxySelector;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import mockwebserver3.MockWebServer;
import mockwebserver3.RecordedRequest;
import mockwebserver3.junit5.StartStop;
import okhttp3.tls.HandshakeCertificates;
import okhttp3.tls.HeldCertificate;
import org.junit.jupiter.api.Test;

/**
 * A client's own proxy through the public builder, on whichever stack the run chose (the suite runs
 * on both): a real forwarding proxy in the test, credentials that reach only the proxy, a refusal
 * that names the proxy and is not retried, {@code noProxy()} against the JVM's proxy, and the JVM's
 * standard properties. The transport-level cases, HTTPS through a Basic proxy among them, are
 * {@code internal.ProxyTransportTest}'s.
 */
class ProxyTest {
  private static final String USER = "svc-commerce";
  private static final String PASSWORD = "pr0xy-Pa55-9f3";

  @StartStop final MockWebServer server = TestFixtures.noDelayServer();

  private static Proxy http(TestProxy proxy) {
    return new Proxy(Proxy.Type.HTTP, proxy.address());
  }

  private void answer() {
    server.enqueue(json(productJson(PRODUCT_ID)));
  }

  @Test
  void theBuildersProxyCarriesEveryCallAndTheApiSeesNoProxyHeader() throws Exception {
    answer();
    answer();
    try (TestProxy proxy = TestProxy.open();
        CommerceClient client = builder(server, "/v1").proxy(http(proxy)).build()) {
      client.products().get(PRODUCT_ID);
      client.products().get(PRODUCT_ID);
      assertThat(proxy.requestLines())
          .containsExactly(
              "GET " + server.url("/v1/products/" + PRODUCT_ID) + " HTTP/1.1",
              "GET " + server.url("/v1/products/" + PRODUCT_ID) + " HTTP/1.1");
    }
    RecordedRequest r = take(server);
    assertThat(r.getHeaders().get("Authorization")).isEqualTo("Bearer " + API_KEY);
    assertThat(r.getHeaders().get("Proxy-Authorization")).isNull();
  }

  @Test
  void credentialsAnswerTheProxys407AndNeverReachTheApi() throws Exception {
    answer();
    try (TestProxy proxy = TestProxy.requiringBasic(USER, PASSWORD);
        CommerceClient client =
            builder(server, "/v1").proxy(http(proxy)).proxyCredentials(USER, PASSWORD).build()) {
      assertThat(client.products().get(PRODUCT_ID).id().toString()).isEqualTo(PRODUCT_ID);
      assertThat(proxy.seen())
          .extracting(TestProxy.Seen::authorized)
          .as("challenged first, then answered")
          .containsExactly(false, true);
    }
    RecordedRequest r = take(server);
    assertThat(r.getHeaders().get("Proxy-Authorization")).isNull();
    assertThat(r.getHeaders().toString()).doesNotContain(PASSWORD);
  }

  /** A get through the proxy ends with its refusal after one attempt, naming the proxy. */
  private static ProxyAuthenticationException refusedAtOnce(
      CommerceClient client, TestProxy proxy) {
    ProxyAuthenticationException e =
        thrown(ProxyAuthenticationException.class, () -> client.products().get(PRODUCT_ID));
    assertThat(e.proxy()).isEqualTo(proxy.hostPort());
    assertThat(e.attempts()).isEqualTo(1);
    return e;
  }

  @Test
  void wrongCredentialsEndTheCallTypedNamingTheProxyNeverTheCredentialsAndUnretried()
      throws Exception {
    List<String> events = new CopyOnWriteArrayList<>();
    try (TestProxy proxy = TestProxy.requiringBasic(USER, PASSWORD);
        CommerceClient client =
            builder(server, "/v1")
                .maxRetries(3)
                .proxy(http(proxy))
                .proxyCredentials(USER, "wrong-" + PASSWORD)
                .listener(
                    new CallListener() {
                      @Override
                      public void onAttemptEnd(Call call, AttemptEnd attempt) {
                        events.add(String.valueOf(attempt.failure()));
                      }
                    })
                .build()) {
      ProxyAuthenticationException e = refusedAtOnce(client, proxy);
      assertThat(e.getMessage())
          .contains(proxy.hostPort())
          .doesNotContain(PASSWORD)
          .doesNotContain(USER)
          .doesNotContain(API_KEY);
      assertThat(events).hasSize(1).allSatisfy(s -> assertThat(s).doesNotContain(PASSWORD));
      assertThat(client.toString()).doesNotContain(PASSWORD).doesNotContain(USER);
    }
    assertThat(server.getRequestCount()).isZero();
  }

  @Test
  void aProxyAskingOnlyForAnotherSchemeThanBasicGetsNoCredentialsAndTheCallEndsTyped()
      throws Exception {
    try (TestProxy proxy = TestProxy.askingOnlyFor("Digest realm=\"test\", nonce=\"n0nce\"");
        CommerceClient client =
            builder(server, "/v1")
                .maxRetries(3)
                .proxy(http(proxy))
                .proxyCredentials(USER, PASSWORD)
                .build()) {
      ProxyAuthenticationException e = refusedAtOnce(client, proxy);
      assertThat(e.getMessage())
          .contains("asks for a scheme other than Basic (HTTP 407), which the SDK does not send")
          .doesNotContain(PASSWORD)
          .doesNotContain(USER);
      assertThat(proxy.seen())
          .as("asked once, answered with no Basic credentials")
          .hasSize(1)
          .allSatisfy(seen -> assertThat(seen.proxyAuthorization()).isNull());
    }
    assertThat(server.getRequestCount()).isZero();
  }

  @Test
  void noProxyGoesDirectWhileTheJvmsDefaultSelectorNamesAProxy() throws Exception {
    answer();
    answer();
    ProxySelector before = ProxySelector.getDefault();
    try (TestProxy proxy = TestProxy.open()) {
      CommerceClient direct;
      CommerceClient viaJvm;
      ProxySelector.setDefault(proxy.selector());
      try {
        direct = builder(server, "/v1").noProxy().build();
        viaJvm = builder(server, "/v1").build();
      } finally {
        ProxySelector.setDefault(before);
      }
      try (direct;
          viaJvm) {
        direct.products().get(PRODUCT_ID);
        assertThat(proxy.seen()).isEmpty();
        viaJvm.products().get(PRODUCT_ID);
        assertThat(proxy.seen()).hasSize(1);
      }
    }
    assertThat(server.getRequestCount()).isEqualTo(2);
  }

  @Test
  void theJvmsStandardProxyPropertiesArePickedUpAndNonProxyHostsBypassesThem() throws Exception {
    answer();
    answer();
    List<String> names = List.of("http.proxyHost", "http.proxyPort", "http.nonProxyHosts");
    List<String> saved = new ArrayList<>();
    names.forEach(n -> saved.add(System.getProperty(n)));
    try (TestProxy proxy = TestProxy.open()) {
      InetSocketAddress a = proxy.address();
      System.setProperty("http.proxyHost", a.getHostString());
      System.setProperty("http.proxyPort", String.valueOf(a.getPort()));
      // The JVM's own default leaves loopback out; an empty list sends it to the proxy too.
      System.setProperty("http.nonProxyHosts", "");
      try (CommerceClient client = builder(server, "/v1").build()) {
        client.products().get(PRODUCT_ID);
        assertThat(proxy.seen()).hasSize(1);
      }
      // A new client: a pooled connection keeps the route it was opened on.
      System.setProperty("http.nonProxyHosts", server.getHostName() + "|127.*|localhost");
      try (CommerceClient client = builder(server, "/v1").build()) {
        client.products().get(PRODUCT_ID);
        assertThat(proxy.seen()).as("bypassed by http.nonProxyHosts").hasSize(1);
      }
    } finally {
      for (int i = 0; i < names.size(); i++) {
        if (saved.get(i) == null) {
          System.clearProperty(names.get(i));
        } else {
          System.setProperty(names.get(i), saved.get(i));
        }
      }
    }
    assertThat(server.getRequestCount()).isEqualTo(2);
  }

  @Test
  void anHttpsApiIsReachedThroughConnectAndItsCertificateCheckedAgainstTheClientsTrust()
      throws Exception {
    HeldCertificate ca =
        new HeldCertificate.Builder().certificateAuthority(0).commonName("Proxy Test CA").build();
    HeldCertificate cert =
        new HeldCertificate.Builder()
            .commonName("localhost")
            .addSubjectAlternativeName("localhost")
            .addSubjectAlternativeName(server.getHostName())
            .signedBy(ca)
            .build();
    server.useHttps(
        new HandshakeCertificates.Builder()
            .heldCertificate(cert, ca.certificate())
            .build()
            .sslSocketFactory());
    answer();
    HandshakeCertificates trust =
        new HandshakeCertificates.Builder().addTrustedCertificate(ca.certificate()).build();
    HandshakeCertificates wrongTrust =
        new HandshakeCertificates.Builder()
            .addTrustedCertificate(
                new HeldCertificate.Builder().certificateAuthority(0).build().certificate())
            .build();
    try (TestProxy proxy = TestProxy.open()) {
      try (CommerceClient client =
          builder(server, "/v1")
              .proxy(http(proxy))
              .sslContext(trust.sslContext(), trust.trustManager())
              .build()) {
        assertThat(client.products().get(PRODUCT_ID).id().toString()).isEqualTo(PRODUCT_ID);
      }
      assertThat(proxy.seen()).extracting(TestProxy.Seen::isConnect).containsExactly(true);
      assertThat(proxy.seen().get(0).target()).endsWith(":" + server.getPort());
      try (CommerceClient distrusting =
          builder(server, "/v1")
              .proxy(http(proxy))
              .sslContext(wrongTrust.sslContext(), wrongTrust.trustManager())
              .build()) {
        assertThatThrownBy(() -> distrusting.products().get(PRODUCT_ID))
            .hasMessageContaining("SSL");
      }
    }
  }

  @Test
  void aSocksProxyAndProxySettingsWithALentClientOrOnACopyAreRefused() {
    assertThatThrownBy(
            () ->
                CommerceClient.builder()
                    .proxy(
                        new Proxy(Proxy.Type.SOCKS, InetSocketAddress.createUnresolved("s", 1080))))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageStartingWith("proxy must be an HTTP proxy");
    assertThatThrownBy(() -> builder(server, "/v1").proxy(null))
        .isInstanceOf(NullPointerException.class)
        .hasMessage("proxy must not be null");
    assertThatThrownBy(
            () ->
                builder(server, "/v1")
                    .httpClient(new okhttp3.OkHttpClient())
                    .proxyCredentials(USER, PASSWORD)
                    .build())
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageStartingWith("proxy settings and httpClient(OkHttpClient) cannot be combined")
        .hasMessageNotContaining(PASSWORD);
    try (CommerceClient client = builder(server, "/v1").build()) {
      assertThatThrownBy(() -> client.withOptions(b -> b.noProxy()))
          .isInstanceOf(IllegalStateException.class)
          .hasMessageStartingWith("proxy cannot change on a client made by withOptions");
      assertThatThrownBy(() -> client.withOptions(b -> b.proxyCredentials(USER, PASSWORD)))
          .isInstanceOf(IllegalStateException.class)
          .hasMessageStartingWith("proxyCredentials cannot change on a client made by withOptions")
          .hasMessageNotContaining(PASSWORD);
    }
  }
}
