package com.workspacecommerce.sdk.spring;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.sun.net.httpserver.HttpsConfigurator;
import com.sun.net.httpserver.HttpsExchange;
import com.sun.net.httpserver.HttpsParameters;
import com.sun.net.httpserver.HttpsServer;
import com.workspacecommerce.sdk.CommerceClient;
import com.workspacecommerce.sdk.errors.CommerceConnectionException;
import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.security.KeyStore;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import javax.net.ssl.KeyManagerFactory;
import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLParameters;
import javax.net.ssl.TrustManagerFactory;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.autoconfigure.ssl.SslAutoConfiguration;
import org.springframework.boot.diagnostics.FailureAnalysis;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;

/**
 * SSL bundles secure the client's connections, on the transport of the Boot line's starter (the
 * JDK's client on Boot 4, OkHttp on Boot 3.5), against a real TLS server (the JDK's HttpsServer)
 * whose self-signed certificate this test makes with the JDK's keytool: the bundle's trust store is
 * what makes the server trusted, its key store is the client certificate a server requiring one
 * sees, {@code commerce.ssl.bundle} wins over Boot's {@code spring.http.clients.ssl.bundle} (or
 * Boot 3.5's {@code spring.http.client.ssl.bundle}), and a name that matches no bundle stops
 * start-up with a report naming the property and the bundles that exist.
 */
class SslBundleTest {
  private static final String KEY = "sk_test_tls_never_shown_81c2";
  private static final String PASSWORD = "changeit";
  private static final String ID = "3f1c2a4e-8b7d-4c6a-9e2f-1a2b3c4d5e6f";
  private static final String PRODUCT =
      "{\"id\":\"" + ID + "\",\"name\":\"Mug\",\"status\":\"active\",\"type\":\"physical\"}";

  @TempDir static Path dir;

  private HttpsServer server;
  private final BlockingQueue<String> clientPrincipals = new LinkedBlockingQueue<>();

  @BeforeAll
  static void certificates() throws Exception {
    // The server's and the client's self-signed certificates, each trusted by the other side.
    keytool(
        "-genkeypair",
        "-alias",
        "server",
        "-keyalg",
        "EC",
        "-groupname",
        "secp256r1",
        "-dname",
        "CN=localhost",
        "-ext",
        "SAN=dns:localhost,ip:127.0.0.1",
        "-validity",
        "2",
        "-storetype",
        "PKCS12",
        "-keystore",
        file("server.p12"),
        "-storepass",
        PASSWORD);
    keytool(
        "-genkeypair",
        "-alias",
        "client",
        "-keyalg",
        "EC",
        "-groupname",
        "secp256r1",
        "-dname",
        "CN=order-tool",
        "-validity",
        "2",
        "-storetype",
        "PKCS12",
        "-keystore",
        file("client.p12"),
        "-storepass",
        PASSWORD);
    // Each side's trust store holds the other side's certificate, copied here rather than exported
    // and imported by two more keytool runs each.
    for (String side : List.of("server", "client")) {
      KeyStore trust = KeyStore.getInstance("PKCS12");
      trust.load(null, null);
      trust.setCertificateEntry(side, load(side + ".p12").getCertificate(side));
      try (OutputStream out = new FileOutputStream(file(side + "-trust.p12"))) {
        trust.store(out, PASSWORD.toCharArray());
      }
    }
  }

  private static String file(String name) {
    return dir.resolve(name).toString();
  }

  private static void keytool(String... args) throws Exception {
    List<String> command = new ArrayList<>();
    command.add(Path.of(System.getProperty("java.home"), "bin", "keytool").toString());
    // keytool lives for half a second: as the build's other short-lived JVMs, C1 only and the
    // serial collector (0.9 s to 0.5 s of wall time, 1.6 s to 0.6 s of CPU, per call here).
    command.addAll(List.of("-J-XX:TieredStopAtLevel=1", "-J-XX:+UseSerialGC"));
    command.addAll(List.of(args));
    Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
    String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertThat(p.waitFor(30, TimeUnit.SECONDS)).isTrue();
    assertThat(p.exitValue()).as("keytool %s: %s", command, out).isZero();
  }

  private static KeyStore load(String name) throws Exception {
    KeyStore store = KeyStore.getInstance("PKCS12");
    try (InputStream in = new FileInputStream(file(name))) {
      store.load(in, PASSWORD.toCharArray());
    }
    return store;
  }

  /** Starts a TLS server answering every GET with one product, requiring a client certificate. */
  private String start(boolean requireClientCertificate) throws Exception {
    KeyManagerFactory keys = KeyManagerFactory.getInstance(KeyManagerFactory.getDefaultAlgorithm());
    keys.init(load("server.p12"), PASSWORD.toCharArray());
    TrustManagerFactory trust =
        TrustManagerFactory.getInstance(TrustManagerFactory.getDefaultAlgorithm());
    trust.init(load("client-trust.p12"));
    SSLContext context = SSLContext.getInstance("TLS");
    context.init(keys.getKeyManagers(), trust.getTrustManagers(), null);
    server = HttpsServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
    server.setHttpsConfigurator(
        new HttpsConfigurator(context) {
          @Override
          public void configure(HttpsParameters params) {
            SSLParameters ssl = getSSLContext().getDefaultSSLParameters();
            ssl.setNeedClientAuth(requireClientCertificate);
            params.setSSLParameters(ssl);
          }
        });
    server.createContext(
        "/",
        exchange -> {
          try (exchange) {
            clientPrincipals.add(peer((HttpsExchange) exchange));
            byte[] body = PRODUCT.getBytes(StandardCharsets.UTF_8);
            exchange.getResponseHeaders().add("Content-Type", "application/json");
            exchange.sendResponseHeaders(200, body.length);
            try (OutputStream out = exchange.getResponseBody()) {
              out.write(body);
            }
          }
        });
    server.start();
    return "https://localhost:" + server.getAddress().getPort() + "/v1";
  }

  private static String peer(HttpsExchange exchange) {
    try {
      return exchange.getSSLSession().getPeerPrincipal().getName();
    } catch (IOException e) {
      return "(none)";
    }
  }

  @AfterEach
  void stop() {
    if (server != null) {
      server.stop(0);
    }
  }

  private ApplicationContextRunner runner(String baseUrl) {
    return new ApplicationContextRunner()
        .withConfiguration(
            AutoConfigurations.of(SslAutoConfiguration.class, CommerceAutoConfiguration.class))
        .withPropertyValues(
            "commerce.base-url=" + baseUrl,
            "commerce.api-key=" + KEY,
            "commerce.max-retries=0",
            "spring.ssl.bundle.jks.commerce.truststore.location=file:" + file("server-trust.p12"),
            "spring.ssl.bundle.jks.commerce.truststore.password=" + PASSWORD,
            "spring.ssl.bundle.jks.commerce.truststore.type=PKCS12",
            "spring.ssl.bundle.jks.mutual.truststore.location=file:" + file("server-trust.p12"),
            "spring.ssl.bundle.jks.mutual.truststore.password=" + PASSWORD,
            "spring.ssl.bundle.jks.mutual.truststore.type=PKCS12",
            "spring.ssl.bundle.jks.mutual.keystore.location=file:" + file("client.p12"),
            "spring.ssl.bundle.jks.mutual.keystore.password=" + PASSWORD,
            "spring.ssl.bundle.jks.mutual.keystore.type=PKCS12");
  }

  private static String bootBundleProperty() {
    return BootLine.BOOT_4 ? "spring.http.clients.ssl.bundle" : "spring.http.client.ssl.bundle";
  }

  @Test
  void theBundlesTrustStoreMakesTheServerTrusted() throws Exception {
    String url = start(false);
    runner(url)
        .withPropertyValues("commerce.ssl.bundle=commerce")
        .run(
            context ->
                assertThat(context.getBean(CommerceClient.class).products().get(ID).name())
                    .isEqualTo("Mug"));
    assertThat(clientPrincipals.poll(5, TimeUnit.SECONDS)).isEqualTo("(none)");
  }

  @Test
  void withoutABundleTheJvmsTrustRefusesTheServer() throws Exception {
    String url = start(false);
    runner(url)
        .run(
            context ->
                assertThatThrownBy(() -> context.getBean(CommerceClient.class).products().get(ID))
                    .isInstanceOf(CommerceConnectionException.class));
    assertThat(clientPrincipals).isEmpty();
  }

  @Test
  void theBundlesKeyStoreIsTheClientCertificateAServerRequires() throws Exception {
    String url = start(true);
    runner(url)
        .withPropertyValues("commerce.ssl.bundle=mutual")
        .run(
            context ->
                assertThat(context.getBean(CommerceClient.class).products().get(ID).name())
                    .isEqualTo("Mug"));
    assertThat(clientPrincipals.poll(5, TimeUnit.SECONDS)).isEqualTo("CN=order-tool");
  }

  @Test
  void bootsHttpClientBundleAppliesAndCommerceSslBundleWinsOverIt() throws Exception {
    String url = start(true);
    runner(url)
        .withPropertyValues(bootBundleProperty() + "=mutual")
        .run(
            context ->
                assertThat(context.getBean(CommerceClient.class).products().get(ID).name())
                    .isEqualTo("Mug"));
    assertThat(clientPrincipals.poll(5, TimeUnit.SECONDS)).isEqualTo("CN=order-tool");
    // commerce.ssl.bundle names the bundle without the client certificate: the server refuses.
    runner(url)
        .withPropertyValues(bootBundleProperty() + "=mutual", "commerce.ssl.bundle=commerce")
        .run(
            context ->
                assertThatThrownBy(() -> context.getBean(CommerceClient.class).products().get(ID))
                    .isInstanceOf(CommerceConnectionException.class));
  }

  @Test
  void aNameThatMatchesNoBundleStopsStartUpNamingThePropertyAndTheBundles() {
    runner("https://localhost:9/v1")
        .withPropertyValues("commerce.ssl.bundle=comerce")
        .run(
            context -> {
              assertThat(context).hasFailed();
              FailureAnalysis analysis =
                  new CommerceFailureAnalyzer().analyze(context.getStartupFailure());
              assertThat(analysis.getDescription())
                  .contains("'commerce.ssl.bundle'", "'comerce'", "does not exist")
                  .contains("commerce, mutual");
              assertThat(analysis.getAction()).contains("spring.ssl.bundle");
              assertThat(analysis.getDescription() + analysis.getAction()).doesNotContain(KEY);
            });
    runner("https://localhost:9/v1")
        .withPropertyValues(bootBundleProperty() + "=nope")
        .run(
            context -> {
              FailureAnalysis analysis =
                  new CommerceFailureAnalyzer().analyze(context.getStartupFailure());
              assertThat(analysis.getDescription()).contains("'" + bootBundleProperty() + "'");
            });
  }

  @Test
  void aBundleWithOptionsTheClientCannotApplyIsRefusedNamingTheOption() {
    runner("https://localhost:9/v1")
        .withPropertyValues(
            "commerce.ssl.bundle=commerce",
            "spring.ssl.bundle.jks.commerce.options.ciphers=TLS_AES_128_GCM_SHA256")
        .run(
            context -> {
              FailureAnalysis analysis =
                  new CommerceFailureAnalyzer().analyze(context.getStartupFailure());
              assertThat(analysis.getDescription()).contains("options.ciphers", "'commerce'");
            });
  }

  @Test
  void bootsTimeoutsApplyUnlessCommercePropertiesSetThem() {
    String prefix = BootLine.BOOT_4 ? "spring.http.clients" : "spring.http.client";
    List<String> seen = new ArrayList<>();
    // A customizer runs after the properties and Boot's settings: the builder it gets shows both.
    CommerceClientCustomizer spy = builder -> seen.add(builder.toString());
    runner("https://localhost:9/v1")
        .withBean(CommerceClientCustomizer.class, () -> spy)
        .withPropertyValues(prefix + ".connect-timeout=3s", prefix + ".read-timeout=7s")
        .run(context -> assertThat(context).hasNotFailed());
    runner("https://localhost:9/v1")
        .withBean(CommerceClientCustomizer.class, () -> spy)
        .withPropertyValues(
            prefix + ".connect-timeout=3s",
            prefix + ".read-timeout=7s",
            "commerce.connect-timeout=4s",
            "commerce.attempt-timeout=9s")
        .run(context -> assertThat(context).hasNotFailed());
    assertThat(seen).hasSize(2);
    assertThat(seen.get(0)).contains("connectTimeout=PT3S", "attemptTimeout=PT7S");
    assertThat(seen.get(1)).contains("connectTimeout=PT4S", "attemptTimeout=PT9S");
  }

  /** The first cause of the start-up failure that is the starter's SSL bundle exception. */
  private static CommerceSslBundleException bundleFailure(Throwable startup) {
    for (Throwable t = startup; t != null; t = t.getCause()) {
      if (t instanceof CommerceSslBundleException) {
        return (CommerceSslBundleException) t;
      }
    }
    throw new AssertionError("no CommerceSslBundleException in " + startup);
  }

  @Test
  void theFailuresMessageSaysWhetherTheBundleIsMissingOrSetsAnOptionAndNamesNoSecret() {
    runner("https://localhost:9/v1")
        .withPropertyValues("commerce.ssl.bundle=comerce")
        .run(
            context ->
                assertThat(bundleFailure(context.getStartupFailure()))
                    .hasMessage(
                        "commerce.ssl.bundle names the SSL bundle 'comerce', which does not exist"));
    runner("https://localhost:9/v1")
        .withPropertyValues(
            "commerce.ssl.bundle=commerce",
            "spring.ssl.bundle.jks.commerce.options.enabled-protocols=TLSv1.3")
        .run(
            context ->
                assertThat(bundleFailure(context.getStartupFailure()))
                    .hasMessage(
                        "commerce.ssl.bundle names the SSL bundle 'commerce', whose"
                            + " options.enabled-protocols the Commerce client does not apply")
                    .hasMessageNotContaining(PASSWORD));
  }
}
