package com.workspacecommerce.sdk;

import static com.workspacecommerce.sdk.TestCertificates.CA;
import static com.workspacecommerce.sdk.TestCertificates.OTHER_CA;
import static com.workspacecommerce.sdk.TestCertificates.SERVER;
import static com.workspacecommerce.sdk.TestFixtures.PRODUCT_ID;
import static com.workspacecommerce.sdk.TestFixtures.builder;
import static com.workspacecommerce.sdk.TestFixtures.json;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.workspacecommerce.sdk.errors.CommerceConnectionException;
import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLException;
import javax.security.auth.x500.X500Principal;
import mockwebserver3.MockWebServer;
import mockwebserver3.RecordedRequest;
import mockwebserver3.junit5.StartStop;
import okhttp3.OkHttpClient;
import okhttp3.tls.HandshakeCertificates;
import okhttp3.tls.HeldCertificate;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * {@code sslContext(..)} against a real TLS server whose certificate a private CA signed, on the
 * transport this run of the suite tests (OkHttp or the JDK's client): the private CA is trusted
 * only when given, a client certificate reaches a server that requires one, and a server the
 * context does not trust is refused before anything is sent.
 */
class TlsTest {
  private static final HeldCertificate CLIENT =
      new HeldCertificate.Builder().commonName("order-tool").signedBy(CA).build();

  @StartStop final MockWebServer server = new MockWebServer();

  @BeforeEach
  void https() {
    HandshakeCertificates serverSide =
        new HandshakeCertificates.Builder()
            .heldCertificate(SERVER, CA.certificate())
            .addTrustedCertificate(CA.certificate())
            .build();
    server.useHttps(serverSide.sslSocketFactory());
  }

  private static HandshakeCertificates trusting(HeldCertificate ca) {
    return new HandshakeCertificates.Builder().addTrustedCertificate(ca.certificate()).build();
  }

  private CommerceClient client(HandshakeCertificates tls) {
    return builder(server, "/v1").sslContext(tls.sslContext(), tls.trustManager()).build();
  }

  @Test
  void aServerThePrivateCaSignedIsTrustedWithTheContext() throws Exception {
    server.enqueue(json(TestFixtures.productJson(PRODUCT_ID)));
    try (CommerceClient client = client(trusting(CA))) {
      assertThat(client.products().get(PRODUCT_ID).id()).isEqualTo(PRODUCT_ID);
    }
    RecordedRequest request = server.takeRequest();
    assertThat(request.getHandshake()).isNotNull();
  }

  @Test
  void withoutTheContextTheJvmsTrustRefusesThatServer() {
    server.enqueue(json(TestFixtures.productJson(PRODUCT_ID)));
    try (CommerceClient client = builder(server, "/v1").build()) {
      assertThatThrownBy(() -> client.products().get(PRODUCT_ID))
          .isInstanceOf(CommerceConnectionException.class)
          .hasRootCauseInstanceOf(java.security.cert.CertPathBuilderException.class);
    }
    assertThat(server.getRequestCount()).isZero();
  }

  @Test
  void aContextTrustingAnotherCaRefusesTheServer() {
    server.enqueue(json(TestFixtures.productJson(PRODUCT_ID)));
    try (CommerceClient client = client(trusting(OTHER_CA))) {
      assertThatThrownBy(() -> client.products().get(PRODUCT_ID))
          .isInstanceOf(CommerceConnectionException.class)
          .hasCauseInstanceOf(SSLException.class);
    }
    assertThat(server.getRequestCount()).isZero();
  }

  @Test
  void aClientCertificateReachesAServerThatRequiresOne() throws Exception {
    server.requireClientAuth();
    server.enqueue(json(TestFixtures.productJson(PRODUCT_ID)));
    HandshakeCertificates mutual =
        new HandshakeCertificates.Builder()
            .addTrustedCertificate(CA.certificate())
            .heldCertificate(CLIENT)
            .build();
    try (CommerceClient client = client(mutual)) {
      assertThat(client.products().get(PRODUCT_ID).id()).isEqualTo(PRODUCT_ID);
    }
    RecordedRequest request = server.takeRequest();
    assertThat(request.getHandshake().peerPrincipal())
        .isEqualTo(new X500Principal("CN=order-tool"));
  }

  @Test
  void withoutAClientCertificateAServerThatRequiresOneIsNotReached() {
    server.requireClientAuth();
    server.enqueue(json(TestFixtures.productJson(PRODUCT_ID)));
    try (CommerceClient client = client(trusting(CA))) {
      assertThatThrownBy(() -> client.products().get(PRODUCT_ID))
          .isInstanceOf(CommerceConnectionException.class);
    }
    assertThat(server.getRequestCount()).isZero();
  }

  @Test
  void nullsAreRefusedNamingTheParameter() throws Exception {
    SSLContext context = SSLContext.getDefault();
    HandshakeCertificates tls = trusting(CA);
    assertThatThrownBy(() -> CommerceClient.builder().sslContext(null, tls.trustManager()))
        .isInstanceOf(NullPointerException.class)
        .hasMessage("sslContext must not be null");
    assertThatThrownBy(() -> CommerceClient.builder().sslContext(context, null))
        .isInstanceOf(NullPointerException.class)
        .hasMessage("trustManager must not be null");
  }

  @Test
  void anOkHttpClientOfTheApplicationsCannotBeCombinedWithIt() {
    HandshakeCertificates tls = trusting(CA);
    assertThatThrownBy(
            () ->
                builder(server, "/v1")
                    .httpClient(new OkHttpClient())
                    .sslContext(tls.sslContext(), tls.trustManager())
                    .build())
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("sslContext(..) and httpClient(OkHttpClient) cannot be combined");
  }

  @Test
  void aDerivedClientKeepsItsParentsTlsAndCannotChangeIt() throws Exception {
    server.enqueue(json(TestFixtures.productJson(PRODUCT_ID)));
    HandshakeCertificates tls = trusting(CA);
    try (CommerceClient parent = client(tls)) {
      CommerceClient derived = parent.withOptions(b -> b.maxRetries(1));
      assertThat(derived.products().get(PRODUCT_ID).id()).isEqualTo(PRODUCT_ID);
      assertThatThrownBy(
              () -> parent.withOptions(b -> b.sslContext(tls.sslContext(), tls.trustManager())))
          .isInstanceOf(IllegalStateException.class)
          .hasMessageContaining("withOptions");
    }
  }
}
