package com.workspacecommerce.sdk.internal;

import static com.workspacecommerce.sdk.TestCertificates.CA;
import static com.workspacecommerce.sdk.TestCertificates.OTHER_CA;
import static com.workspacecommerce.sdk.TestCertificates.SERVER;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowable;
import static org.junit.jupiter.api.Assumptions.assumeFalse;

import com.workspacecommerce.sdk.contract.HttpTransportContract;
import com.workspacecommerce.sdk.internal.okhttp.OkHttpTransport;
import com.workspacecommerce.sdk.internal.spi.Cancellation;
import com.workspacecommerce.sdk.internal.spi.HttpTransport;
import com.workspacecommerce.sdk.internal.spi.ProxyAuthenticationFailure;
import com.workspacecommerce.sdk.internal.spi.ProxySettings;
import com.workspacecommerce.sdk.internal.spi.Redactor;
import com.workspacecommerce.sdk.internal.spi.Tls;
import com.workspacecommerce.sdk.internal.spi.TransportSettings;
import com.workspacecommerce.sdk.internal.spi.WireHeaders;
import com.workspacecommerce.sdk.internal.spi.WireRequest;
import com.workspacecommerce.sdk.internal.spi.WireResponse;
import com.workspacecommerce.sdk.testproxy.TestProxy;
import java.io.IOException;
import java.net.Proxy;
import java.net.ProxySelector;
import java.net.SocketAddress;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;
import javax.net.ssl.SSLException;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import mockwebserver3.RecordedRequest;
import mockwebserver3.junit5.StartStop;
import okhttp3.OkHttpClient;
import okhttp3.tls.HandshakeCertificates;
import okhttp3.tls.HeldCertificate;
import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Both transports behind an HTTP proxy, a real one on loopback ({@link TestProxy}): plain requests
 * go to it as absolute URIs, HTTPS through a {@code CONNECT} tunnel with the client's own trust, a
 * {@code 407} is answered once with Basic credentials that reach the proxy only, and a refusal ends
 * in a {@link ProxyAuthenticationFailure} naming the proxy, never the credentials. The JDK's client
 * sends no Basic credentials to open a tunnel unless the JVM was started with {@code
 * -Djdk.http.auth.tunneling.disabledSchemes=}; that case ends in the failure naming the property.
 */
class ProxyTransportTest {
  private static final String USER = "proxy-user";
  private static final String PASSWORD = "pr0xy-s3cret";
  private static final String WRONG = "not-the-password";
  private static final String KEY = "sk_test_proxy";
  private static final Duration CONNECT_TIMEOUT = Duration.ofSeconds(5);

  @StartStop final MockWebServer server = new MockWebServer();

  private @Nullable TestProxy proxy;
  private @Nullable HttpTransport transport;

  @AfterEach
  void closeAll() {
    if (transport != null) {
      transport.close();
    }
    if (proxy != null) {
      proxy.close();
    }
  }

  private TestProxy proxy(@Nullable String user, @Nullable String password) throws IOException {
    proxy = user == null ? TestProxy.open() : TestProxy.requiringBasic(user, password);
    return proxy;
  }

  private HttpTransport transport(String name, @Nullable Tls tls, ProxySettings settings) {
    TransportSettings s = new TransportSettings(CONNECT_TIMEOUT, tls, settings, 64);
    transport =
        name.equals("jdk")
            ? JdkTransport.create(s)
            : OkHttpTransport.create(null, s, new Redactor(KEY));
    return transport;
  }

  private WireRequest get() {
    return new WireRequest(
        "GET",
        server.url("/v1/products/p_1").uri(),
        new WireHeaders.Builder().add("Authorization", "Bearer " + KEY).build(),
        null);
  }

  private static String body(WireResponse response) throws IOException {
    try (response) {
      return new String(response.body().readAllBytes(), StandardCharsets.UTF_8);
    }
  }

  private static Tls trusting(HeldCertificate ca) {
    HandshakeCertificates c =
        new HandshakeCertificates.Builder().addTrustedCertificate(ca.certificate()).build();
    return new Tls(c.sslContext(), c.trustManager());
  }

  private void https() {
    HandshakeCertificates serverSide =
        new HandshakeCertificates.Builder().heldCertificate(SERVER, CA.certificate()).build();
    server.useHttps(serverSide.sslSocketFactory());
  }

  /** The requests the server got within a short wait, none expected after them. */
  private RecordedRequest taken() throws InterruptedException {
    RecordedRequest r = server.takeRequest(5, TimeUnit.SECONDS);
    assertThat(r).as("a request reached the server").isNotNull();
    return r;
  }

  private static String target(MockWebServer server) {
    return server.getHostName() + ":" + server.getPort();
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {"okhttp", "jdk"})
  void aPlainRequestGoesToTheProxyAsAnAbsoluteUriAndOnToTheServer(String name) throws Exception {
    TestProxy proxy = proxy(null, null);
    server.enqueue(new MockResponse.Builder().body("{\"id\":\"p_1\"}").build());
    HttpTransport t = transport(name, null, new ProxySettings(proxy.selector(), null, null));

    assertThat(body(t.send(get(), new Cancellation()))).isEqualTo("{\"id\":\"p_1\"}");

    assertThat(proxy.requestLines())
        .containsExactly("GET " + server.url("/v1/products/p_1") + " HTTP/1.1");
    RecordedRequest r = taken();
    assertThat(r.getUrl().encodedPath()).isEqualTo("/v1/products/p_1");
    assertThat(r.getHeaders().get("Authorization")).isEqualTo("Bearer " + KEY);
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {"okhttp", "jdk"})
  void aPostBodyCrossesTheProxyWhole(String name) throws Exception {
    TestProxy proxy = proxy(null, null);
    server.enqueue(new MockResponse.Builder().code(201).body("{}").build());
    server.enqueue(new MockResponse.Builder().body("{\"n\":2}").build());
    HttpTransport t = transport(name, null, new ProxySettings(proxy.selector(), null, null));
    byte[] json = "{\"email\":\"a@example.com\"}".getBytes(StandardCharsets.UTF_8);
    URI url = server.url("/v1/customers").uri();

    WireResponse created =
        t.send(new WireRequest("POST", url, WireHeaders.EMPTY, json), new Cancellation());
    assertThat(created.status()).isEqualTo(201);
    assertThat(body(created)).isEqualTo("{}");
    // A second exchange, on the proxy connection the first left open where the client kept it.
    assertThat(body(t.send(get(), new Cancellation()))).isEqualTo("{\"n\":2}");

    assertThat(taken().getBody().utf8()).isEqualTo("{\"email\":\"a@example.com\"}");
    assertThat(proxy.requestLines()).hasSize(2);
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {"okhttp", "jdk"})
  void httpsGoesThroughATunnelAndTheServerIsCheckedAgainstTheClientsTrust(String name)
      throws Exception {
    https();
    TestProxy proxy = proxy(null, null);
    server.enqueue(new MockResponse.Builder().body("{\"id\":\"p_1\"}").build());
    HttpTransport t =
        transport(name, trusting(CA), new ProxySettings(proxy.selector(), null, null));

    assertThat(body(t.send(get(), new Cancellation()))).isEqualTo("{\"id\":\"p_1\"}");

    assertThat(proxy.seen()).hasSize(1);
    assertThat(proxy.seen().get(0).isConnect()).isTrue();
    assertThat(proxy.seen().get(0).target()).isEqualTo(target(server));
    assertThat(taken().getHeaders().get("Authorization")).isEqualTo("Bearer " + KEY);
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {"okhttp", "jdk"})
  void aServerTheClientsTrustDoesNotCoverFailsTheHandshakeThroughTheTunnel(String name)
      throws Exception {
    https();
    TestProxy proxy = proxy(null, null);
    HttpTransport t =
        transport(name, trusting(OTHER_CA), new ProxySettings(proxy.selector(), null, null));

    Throwable thrown = catchThrowable(() -> t.send(get(), new Cancellation()));

    assertThat(thrown).isInstanceOf(SSLException.class);
    assertThat(proxy.seen()).extracting(TestProxy.Seen::isConnect).containsOnly(true);
    assertThat(server.getRequestCount()).isZero();
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {"okhttp", "jdk"})
  void a407IsAnsweredOnceWithBasicCredentialsThatOnlyTheProxySees(String name) throws Exception {
    TestProxy proxy = proxy(USER, PASSWORD);
    server.enqueue(new MockResponse.Builder().body("{\"id\":\"p_1\"}").build());
    HttpTransport t = transport(name, null, new ProxySettings(proxy.selector(), USER, PASSWORD));

    assertThat(body(t.send(get(), new Cancellation()))).isEqualTo("{\"id\":\"p_1\"}");

    // No credentials before the proxy asked, then the right ones.
    assertThat(proxy.seen()).extracting(TestProxy.Seen::authorized).containsExactly(false, true);
    assertThat(proxy.seen().get(0).proxyAuthorization()).isNull();
    assertThat(taken().getHeaders().get("Proxy-Authorization")).isNull();
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {"okhttp", "jdk"})
  void wrongCredentialsEndAfterOneAnswerWithAFailureNamingTheProxyNotThePassword(String name)
      throws Exception {
    TestProxy proxy = proxy(USER, PASSWORD);
    HttpTransport t = transport(name, null, new ProxySettings(proxy.selector(), USER, WRONG));

    Throwable thrown = catchThrowable(() -> t.send(get(), new Cancellation()));

    assertThat(thrown)
        .isInstanceOf(ProxyAuthenticationFailure.class)
        .hasMessageContaining(proxy.hostPort())
        .hasMessageContaining("refused the credentials (HTTP 407)")
        .hasMessageNotContaining(WRONG)
        .hasMessageNotContaining(USER);
    assertThat(((ProxyAuthenticationFailure) thrown).proxy()).isEqualTo(proxy.hostPort());
    assertThat(proxy.seen()).extracting(TestProxy.Seen::authorized).containsExactly(false, false);
    assertThat(server.getRequestCount()).isZero();
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {"okhttp", "jdk"})
  void wrongCredentialsEndTheSameWayOnTheAsyncPath(String name) throws Exception {
    TestProxy proxy = proxy(USER, PASSWORD);
    HttpTransport t = transport(name, null, new ProxySettings(proxy.selector(), USER, WRONG));

    IOException failure = HttpTransportContract.asyncFailure(t, get()).get(10, TimeUnit.SECONDS);

    assertThat(failure)
        .isInstanceOf(ProxyAuthenticationFailure.class)
        .hasMessageContaining(proxy.hostPort());
    assertThat(proxy.seen()).hasSize(2);
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {"okhttp", "jdk"})
  void aProxyAskingForCredentialsWhenNoneAreSetEndsInTheSameFailure(String name) throws Exception {
    TestProxy proxy = proxy(USER, PASSWORD);
    HttpTransport t = transport(name, null, new ProxySettings(proxy.selector(), null, null));

    assertThatThrownBy(() -> t.send(get(), new Cancellation()))
        .isInstanceOf(ProxyAuthenticationFailure.class)
        .hasMessage(
            "the HTTP proxy "
                + proxy.hostPort()
                + " asks for credentials (HTTP 407) and none are set");
    assertThat(proxy.seen()).hasSize(1);
  }

  @Test
  void theSdksOwnOkHttpClientGivesTheConnectionOfARefused407Back() throws Exception {
    TestProxy proxy = proxy(USER, PASSWORD);
    OkHttpTransport t =
        (OkHttpTransport)
            transport("okhttp", null, new ProxySettings(proxy.selector(), null, null));

    assertThatThrownBy(() -> t.send(get(), new Cancellation()))
        .isInstanceOf(ProxyAuthenticationFailure.class);
    // The proxy keeps the connection open after its 407: closed, the response hands it back.
    assertThat(t.client().connectionPool().connectionCount()).isOne();
    assertThat(t.client().connectionPool().idleConnectionCount())
        .as("idle in the pool, not held by the refused call")
        .isOne();
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {"okhttp", "jdk"})
  void httpsThroughAProxyAskingForBasicCredentials(String name) throws Exception {
    https();
    TestProxy proxy = proxy(USER, PASSWORD);
    server.enqueue(new MockResponse.Builder().body("{\"id\":\"p_1\"}").build());
    HttpTransport t =
        transport(name, trusting(CA), new ProxySettings(proxy.selector(), USER, PASSWORD));

    if (name.equals("jdk") && JdkTransport.basicTunnelingDisabled()) {
      // The JDK's default: it will not send Basic credentials in a CONNECT, so none are sent.
      assertThatThrownBy(() -> t.send(get(), new Cancellation()))
          .isInstanceOf(ProxyAuthenticationFailure.class)
          .hasMessageContaining(proxy.hostPort())
          .hasMessageContaining("-Djdk.http.auth.tunneling.disabledSchemes=")
          .hasMessageNotContaining(PASSWORD);
      assertThat(proxy.seen()).extracting(TestProxy.Seen::authorized).containsExactly(false);
      return;
    }
    assertThat(body(t.send(get(), new Cancellation()))).isEqualTo("{\"id\":\"p_1\"}");
    assertThat(proxy.seen()).extracting(TestProxy.Seen::isConnect).containsExactly(true, true);
    assertThat(proxy.seen()).extracting(TestProxy.Seen::authorized).containsExactly(false, true);
    assertThat(taken().getHeaders().get("Proxy-Authorization")).isNull();
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {"okhttp", "jdk"})
  void aTunnelWithWrongCredentialsEndsAfterOneAnswer(String name) throws Exception {
    // On the JDK, only where the JVM lets Basic credentials into a CONNECT (see above).
    assumeFalse(name.equals("jdk") && JdkTransport.basicTunnelingDisabled());
    https();
    TestProxy proxy = proxy(USER, PASSWORD);
    HttpTransport t =
        transport(name, trusting(CA), new ProxySettings(proxy.selector(), USER, WRONG));

    assertThatThrownBy(() -> t.send(get(), new Cancellation()))
        .isInstanceOf(ProxyAuthenticationFailure.class)
        .hasMessage("the HTTP proxy " + proxy.hostPort() + " refused the credentials (HTTP 407)");
    assertThat(proxy.seen()).extracting(TestProxy.Seen::isConnect).containsExactly(true, true);
    assertThat(server.getRequestCount()).isZero();
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {"okhttp", "jdk"})
  void aSelectorAnsweringNoProxyConnectsDirectlyAndSendsNoProxyCredentials(String name)
      throws Exception {
    TestProxy proxy = proxy(USER, PASSWORD);
    server.enqueue(new MockResponse.Builder().body("{}").build());
    HttpTransport t = transport(name, null, new ProxySettings(direct(), USER, PASSWORD));

    assertThat(body(t.send(get(), new Cancellation()))).isEqualTo("{}");

    assertThat(proxy.seen()).isEmpty();
    assertThat(taken().getHeaders().get("Proxy-Authorization")).isNull();
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {"okhttp", "jdk"})
  void a407FromAServerReachedDirectlyGetsNoProxyCredentialsAndIsNoApiAnswer(String name)
      throws Exception {
    server.enqueue(
        new MockResponse.Builder()
            .code(407)
            .addHeader("Proxy-Authenticate", "Basic realm=\"test\"")
            .build());
    HttpTransport t = transport(name, null, new ProxySettings(direct(), USER, PASSWORD));

    assertThatThrownBy(() -> t.send(get(), new Cancellation()))
        .isInstanceOf(ProxyAuthenticationFailure.class)
        .hasMessage(
            "the HTTP proxy between the client and "
                + target(server)
                + " answered HTTP 407 though the client uses no proxy for "
                + server.getHostName());
    assertThat(taken().getHeaders().get("Proxy-Authorization")).isNull();
    assertThat(server.getRequestCount()).isEqualTo(1);
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {"okhttp", "jdk"})
  void theJvmDefaultIsTheSelectorInstalledWhenTheTransportIsBuilt(String name) throws Exception {
    TestProxy proxy = proxy(null, null);
    server.enqueue(new MockResponse.Builder().body("{}").build());
    ProxySelector before = ProxySelector.getDefault();
    // A selector of the test's own: the JDK's default skips loopback (http.nonProxyHosts).
    ProxySelector.setDefault(proxy.selector());
    HttpTransport t;
    try {
      t = transport(name, null, ProxySettings.JVM_DEFAULT);
    } finally {
      ProxySelector.setDefault(before);
    }

    assertThat(body(t.send(get(), new Cancellation()))).isEqualTo("{}");

    assertThat(proxy.requestLines())
        .containsExactly("GET " + server.url("/v1/products/p_1") + " HTTP/1.1");
  }

  @Test
  void anOkHttpClientOfTheApplicationsKeepsItsOwnProxyAndIsRefusedWithAnother() throws Exception {
    OkHttpClient lent = new OkHttpClient();
    ProxySettings settings = new ProxySettings(direct(), USER, PASSWORD);

    assertThatThrownBy(
            () ->
                OkHttpTransport.create(
                    lent,
                    new TransportSettings(CONNECT_TIMEOUT, null, settings, 64),
                    new Redactor(KEY)))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("a proxy (")
        .hasMessageContaining("httpClient(OkHttpClient) cannot be combined")
        .hasMessageNotContaining(PASSWORD);
  }

  /** The transport over an application's own client, which keeps its proxy and authenticator. */
  private HttpTransport lentTo(OkHttpClient lent) {
    transport =
        OkHttpTransport.create(
            lent,
            new TransportSettings(CONNECT_TIMEOUT, null, ProxySettings.JVM_DEFAULT, 64),
            new Redactor(KEY));
    return transport;
  }

  @Test
  void anOkHttpClientOfTheApplicationsWhoseProxyRefusesItEndsInTheSameFailure() throws Exception {
    TestProxy proxy = proxy(USER, PASSWORD);
    OkHttpClient lent = new OkHttpClient.Builder().proxySelector(proxy.selector()).build();
    HttpTransport t = lentTo(lent);

    assertThatThrownBy(() -> t.send(get(), new Cancellation()))
        .isInstanceOf(ProxyAuthenticationFailure.class)
        .hasMessageContaining(proxy.hostPort());
    // The proxy keeps the connection open after its 407: closed, the response hands it back.
    assertThat(lent.connectionPool().connectionCount()).isOne();
    assertThat(lent.connectionPool().idleConnectionCount())
        .as("the connection is idle in the application's pool, not held by the refused call")
        .isOne();
  }

  @Test
  void anOkHttpClientOfTheApplicationsWithAFixedProxyRefusingItsTunnelNamesThatProxy()
      throws Exception {
    https();
    TestProxy proxy = proxy(USER, PASSWORD);
    // The application's own client: a proxy of its own, and no authenticator to answer the 407.
    HttpTransport t =
        lentTo(
            new OkHttpClient.Builder().proxy(new Proxy(Proxy.Type.HTTP, proxy.address())).build());

    assertThatThrownBy(() -> t.send(get(), new Cancellation()))
        .isInstanceOf(ProxyAuthenticationFailure.class)
        .hasMessage(
            "the HTTP proxy "
                + proxy.hostPort()
                + " refused to open an HTTPS tunnel (CONNECT answered HTTP 407): check the"
                + " OkHttpClient's proxy credentials")
        .hasCauseInstanceOf(IOException.class);
    assertThat(proxy.seen()).extracting(TestProxy.Seen::isConnect).containsExactly(true);
    assertThat(server.getRequestCount()).isZero();
  }

  @Test
  void theSettingsMaskThePasswordAndTakeCredentialsWholeOnly() {
    ProxySettings s = new ProxySettings(null, USER, PASSWORD);
    assertThat(s.toString()).doesNotContain(PASSWORD).contains(Redactor.MASK).contains(USER);
    assertThat(s.hasCredentials()).isTrue();
    assertThat(s.isJvmDefault()).isFalse();
    assertThat(ProxySettings.JVM_DEFAULT.isJvmDefault()).isTrue();
    assertThatThrownBy(() -> new ProxySettings(null, USER, null))
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> new ProxySettings(null, null, PASSWORD))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageNotContaining(PASSWORD);
  }

  @Test
  void aProxyRefusalIsNeverRetriedEvenForAnIdempotentRequest() {
    ProxyAuthenticationFailure refused =
        new ProxyAuthenticationFailure("127.0.0.1:3128", "refused the credentials (HTTP 407)");
    assertThat(RetryPolicy.retryableFailure(refused, true)).isFalse();
    assertThat(RetryPolicy.retryableFailure(refused, false)).isFalse();
  }

  private static ProxySelector direct() {
    return new ProxySelector() {
      @Override
      public List<Proxy> select(URI uri) {
        return List.of(Proxy.NO_PROXY);
      }

      @Override
      public void connectFailed(URI uri, SocketAddress sa, IOException ioe) {}
    };
  }
}
