package com.workspacecommerce.sdk;

import static com.workspacecommerce.sdk.TestFixtures.API_KEY;
import static com.workspacecommerce.sdk.TestFixtures.PRODUCT_ID;
import static com.workspacecommerce.sdk.TestFixtures.builder;
import static com.workspacecommerce.sdk.TestFixtures.json;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.workspacecommerce.sdk.okhttp.OwnOkHttpClient;
import java.net.InetSocketAddress;
import java.net.Proxy;
import java.util.concurrent.TimeUnit;
import java.util.function.BiFunction;
import java.util.stream.Stream;
import javax.net.ssl.SSLContext;
import javax.net.ssl.TrustManagerFactory;
import javax.net.ssl.X509TrustManager;
import mockwebserver3.MockWebServer;
import mockwebserver3.RecordedRequest;
import mockwebserver3.junit5.StartStop;
import okhttp3.OkHttpClient;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * An application's own OkHttpClient lent to the SDK, through the OkHttp artifact's {@link
 * OwnOkHttpClient} and through the core's deprecated {@code httpClient(OkHttpClient)}: the same
 * behaviour and the same refusals both ways.
 */
class OwnHttpClientTest {
  @StartStop final MockWebServer server = new MockWebServer();

  /** The two ways to lend a client, by name. */
  @SuppressWarnings("removal") // the deprecated way must keep working until it is removed
  static Stream<Arguments> ways() {
    BiFunction<CommerceClient.Builder, OkHttpClient, CommerceClient.Builder> own =
        (b, c) -> b.transport(OwnOkHttpClient.of(c));
    BiFunction<CommerceClient.Builder, OkHttpClient, CommerceClient.Builder> deprecated =
        CommerceClient.Builder::httpClient;
    return Stream.of(
        Arguments.of("transport(OwnOkHttpClient.of(..))", own),
        Arguments.of("httpClient(OkHttpClient)", deprecated));
  }

  /** An application's client whose interceptor marks every request it carries. */
  private static OkHttpClient marking() {
    return new OkHttpClient.Builder()
        .addInterceptor(
            chain -> chain.proceed(chain.request().newBuilder().header("X-Mine", "yes").build()))
        .build();
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("ways")
  void callsGoThroughTheApplicationsClientWhichStaysOpenAfterTheSdkCloses(
      String way, BiFunction<CommerceClient.Builder, OkHttpClient, CommerceClient.Builder> lend)
      throws Exception {
    OkHttpClient mine = marking();
    server.enqueue(json(TestFixtures.productJson(PRODUCT_ID)));
    try (CommerceClient client = lend.apply(builder(server, "/v1"), mine).build()) {
      assertThat(client.products().get(PRODUCT_ID).id()).isEqualTo(PRODUCT_ID);
      assertThat(client.toString()).doesNotContain(API_KEY);
    }
    RecordedRequest sent = server.takeRequest(5, TimeUnit.SECONDS);
    assertThat(sent).isNotNull();
    assertThat(sent.getHeaders().get("X-Mine")).isEqualTo("yes");
    assertThat(sent.getHeaders().get("Authorization")).isEqualTo("Bearer " + API_KEY);
    // Closing the SDK's client left the application's dispatcher running.
    assertThat(mine.dispatcher().executorService().isShutdown()).isFalse();
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("ways")
  void tlsAndAProxyAreRefusedWithItBeforeAnythingIsSent(
      String way, BiFunction<CommerceClient.Builder, OkHttpClient, CommerceClient.Builder> lend)
      throws Exception {
    OkHttpClient mine = new OkHttpClient();
    String named =
        way.startsWith("transport")
            ? "transport(OwnOkHttpClient.of(OkHttpClient))"
            : "httpClient(OkHttpClient)";
    TrustManagerFactory tmf =
        TrustManagerFactory.getInstance(TrustManagerFactory.getDefaultAlgorithm());
    tmf.init((java.security.KeyStore) null);
    X509TrustManager trust = (X509TrustManager) tmf.getTrustManagers()[0];
    assertThatThrownBy(
            () ->
                lend.apply(builder(server, "/v1"), mine)
                    .sslContext(SSLContext.getDefault(), trust)
                    .build())
        .isExactlyInstanceOf(IllegalArgumentException.class)
        .hasMessageStartingWith("sslContext(..) and " + named + " cannot be combined: set the TLS");
    assertThatThrownBy(
            () ->
                lend.apply(builder(server, "/v1"), mine)
                    .proxy(
                        new Proxy(Proxy.Type.HTTP, InetSocketAddress.createUnresolved("p", 3128)))
                    .build())
        .isExactlyInstanceOf(IllegalArgumentException.class)
        .hasMessageStartingWith("proxy settings and " + named + " cannot be combined");
    assertThat(server.getRequestCount()).isZero();
  }

  @Test
  @SuppressWarnings("removal")
  void theDeprecatedOkHttpClientCannotBeCombinedWithTheJdkTransport() {
    assertThatThrownBy(
            () -> builder(server, "/v1").httpClient(new OkHttpClient()).transport("jdk").build())
        .isExactlyInstanceOf(IllegalArgumentException.class)
        .hasMessage(
            "transport(\"jdk\") cannot use the OkHttpClient given to httpClient(..): drop one of"
                + " the two");
  }

  @Test
  void anOwnClientAndATransportNameReplaceEachOtherTheLastOneSetIsUsed() throws Exception {
    OkHttpClient mine = marking();
    server.enqueue(json(TestFixtures.productJson(PRODUCT_ID)));
    server.enqueue(json(TestFixtures.productJson(PRODUCT_ID)));
    try (CommerceClient jdk =
            builder(server, "/v1").transport(OwnOkHttpClient.of(mine)).transport("jdk").build();
        CommerceClient own =
            builder(server, "/v1").transport("jdk").transport(OwnOkHttpClient.of(mine)).build()) {
      assertThat(jdk.toString()).contains("transport=jdk");
      jdk.products().get(PRODUCT_ID);
      assertThat(server.takeRequest(5, TimeUnit.SECONDS).getHeaders().get("X-Mine")).isNull();
      own.products().get(PRODUCT_ID);
      assertThat(server.takeRequest(5, TimeUnit.SECONDS).getHeaders().get("X-Mine"))
          .isEqualTo("yes");
    }
  }

  @Test
  void theWrapperKeepsTheClientAndNamesItsTransportWithoutShowingIt() {
    OkHttpClient mine = new OkHttpClient();
    OwnOkHttpClient own = OwnOkHttpClient.of(mine);
    assertThat(own.client()).isSameAs(mine);
    assertThat(own.transport()).isEqualTo("okhttp");
    assertThat(own.toString()).isEqualTo("OwnOkHttpClient.of(OkHttpClient)");
    assertThatThrownBy(() -> OwnOkHttpClient.of(null))
        .isExactlyInstanceOf(NullPointerException.class)
        .hasMessage("client must not be null");
  }

  @Test
  void aClientNoTransportKnowsIsRefusedNamingTheRule() {
    OwnHttpClient pigeon = () -> "carrier-pigeon";
    assertThatThrownBy(() -> builder(server, "/v1").transport(pigeon).build())
        .isExactlyInstanceOf(IllegalArgumentException.class)
        .hasMessage(
            "transport(OwnHttpClient)'s name must be one of okhttp, jdk, was \"carrier-pigeon\"");
    OwnHttpClient jdk = () -> "jdk";
    assertThatThrownBy(() -> builder(server, "/v1").transport(jdk).build())
        .isExactlyInstanceOf(IllegalArgumentException.class)
        .hasMessageStartingWith(
            "transport(OwnHttpClient): the jdk transport takes no client of the application's own");
    OwnHttpClient impostor = () -> "okhttp";
    assertThatThrownBy(() -> builder(server, "/v1").transport(impostor).build())
        .isExactlyInstanceOf(IllegalArgumentException.class)
        .hasMessageStartingWith(
            "transport(..) takes OwnOkHttpClient.of(client) for the okhttp transport, was a ");
    assertThat(server.getRequestCount()).isZero();
  }
}
