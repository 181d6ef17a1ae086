package com.workspacecommerce.sdk.spring;

import static org.assertj.core.api.Assertions.assertThat;

import com.workspacecommerce.sdk.CommerceClient;
import com.workspacecommerce.sdk.testing.CommerceSandbox;
import com.workspacecommerce.sdk.testing.CommerceSandboxTest;
import com.workspacecommerce.sdk.testproxy.TestProxy;
import java.net.ProxySelector;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.diagnostics.FailureAnalysis;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;

/**
 * {@code commerce.proxy.*} through the real auto-configuration, against the sandbox and a small
 * forwarding proxy on loopback: a call the proxy forwarded arrives at the sandbox, and the proxy
 * read an absolute-URI request line, which only a client using it as a proxy sends. Every transport
 * on the class path, chosen by a customizer. Every socket of the proxy has a 5 s read timeout.
 */
@CommerceSandboxTest(catalogSize = 3)
class ProxyPropertiesTest {
  private static final String USER = "svc-commerce-7f3a";
  private static final String PASSWORD = "pw-proxy-91c4";

  private final CommerceSandbox sandbox;
  private final ApplicationContextRunner runner;

  ProxyPropertiesTest(CommerceSandbox sandbox) {
    this.sandbox = sandbox;
    runner =
        new ApplicationContextRunner()
            .withConfiguration(AutoConfigurations.of(CommerceAutoConfiguration.class))
            .withPropertyValues(
                "commerce.base-url=" + sandbox.baseUrl(), "commerce.api-key=" + sandbox.apiKey());
  }

  /** Both transports where OkHttp's is on the class path (Boot 3.5's stack), else the JDK's. */
  static List<String> transports() {
    boolean okhttp =
        org.springframework.util.ClassUtils.isPresent(
            "okhttp3.OkHttpClient", ProxyPropertiesTest.class.getClassLoader());
    return okhttp ? List.of("okhttp", "jdk") : List.of("jdk");
  }

  private ApplicationContextRunner on(String transport) {
    return runner.withBean(
        CommerceClientCustomizer.class, () -> builder -> builder.transport(transport));
  }

  private static String[] at(TestProxy proxy) {
    return new String[] {
      "commerce.proxy.host=" + proxy.address().getHostString(),
      "commerce.proxy.port=" + proxy.address().getPort()
    };
  }

  private static boolean forwarded(TestProxy proxy) {
    return proxy.requestLines().stream()
        .anyMatch(l -> l.matches("GET http://\\S+/products\\S* .*"));
  }

  @ParameterizedTest
  @MethodSource("transports")
  void aHostSendsTheCallsThroughThatProxy(String transport) throws Exception {
    try (TestProxy proxy = TestProxy.open()) {
      on(transport)
          .withPropertyValues(at(proxy))
          .run(
              context -> {
                assertThat(context).hasNotFailed();
                CommerceClient client = context.getBean(CommerceClient.class);
                assertThat(client.products().list().total()).isEqualTo(3);
                assertThat(forwarded(proxy)).as(proxy.requestLines().toString()).isTrue();
                assertThat(sandbox.journal().last("GET /products")).isNotNull();
              });
    }
  }

  @ParameterizedTest
  @MethodSource("transports")
  void credentialsAnswerTheProxysChallengeAndNeverReachTheApi(String transport) throws Exception {
    try (TestProxy proxy = TestProxy.requiringBasic(USER, PASSWORD)) {
      on(transport)
          .withPropertyValues(at(proxy))
          .withPropertyValues(
              "commerce.proxy.username=" + USER, "commerce.proxy.password=" + PASSWORD)
          .run(
              context -> {
                assertThat(context.getBean(CommerceClient.class).products().list().total())
                    .isEqualTo(3);
                List<TestProxy.Seen> seen = proxy.seen();
                assertThat(seen)
                    .anyMatch(s -> !s.authorized())
                    .anyMatch(TestProxy.Seen::authorized);
                assertThat(seen.get(0).proxyAuthorization()).as("sent only after a 407").isNull();
                assertThat(sandbox.journal().last("GET /products").header("Proxy-Authorization"))
                    .isNull();
                assertThat(context.getBean(CommerceProperties.class).toString())
                    .doesNotContain(USER)
                    .doesNotContain(PASSWORD);
              });
    }
  }

  @Test
  void nonProxyHostsAreReachedDirectly() throws Exception {
    try (TestProxy proxy = TestProxy.open()) {
      runner
          .withPropertyValues(at(proxy))
          .withPropertyValues("commerce.proxy.non-proxy-hosts=example.com, 127.0.0.1,localhost")
          .run(
              context -> {
                assertThat(context.getBean(CommerceProperties.class).getProxy().getNonProxyHosts())
                    .containsExactly("example.com", "127.0.0.1", "localhost");
                assertThat(context.getBean(CommerceClient.class).products().list().total())
                    .isEqualTo(3);
                assertThat(proxy.seen()).isEmpty();
              });
    }
  }

  @ParameterizedTest
  @MethodSource("transports")
  void withoutAHostTheJvmsProxyAppliesAndDisabledGoesDirectAnyway(String transport)
      throws Exception {
    ProxySelector before = ProxySelector.getDefault();
    try (TestProxy proxy = TestProxy.open()) {
      // The JVM's default selector, as https.proxyHost would make it, but for loopback too.
      ProxySelector.setDefault(proxy.selector());
      on(transport)
          .run(
              context -> {
                context.getBean(CommerceClient.class).products().list();
                assertThat(forwarded(proxy)).as("the JVM's proxy, when nothing is set").isTrue();
              });
      int seen = proxy.seen().size();
      on(transport)
          .withPropertyValues("commerce.proxy.enabled=false", "commerce.proxy.host=proxy.invalid")
          .run(
              context -> {
                assertThat(context.getBean(CommerceClient.class).products().list().total())
                    .isEqualTo(3);
                assertThat(proxy.seen()).hasSize(seen);
              });
    } finally {
      ProxySelector.setDefault(before);
    }
  }

  private FailureAnalysis failure(String... properties) {
    FailureAnalysis[] analysis = new FailureAnalysis[1];
    runner
        .withPropertyValues(properties)
        .run(
            context -> {
              assertThat(context).hasFailed();
              analysis[0] = new CommerceFailureAnalyzer().analyze(context.getStartupFailure());
            });
    assertThat(analysis[0]).isNotNull();
    return analysis[0];
  }

  @Test
  void aHostWithoutAPortFailsStartUpNamingThePort() {
    FailureAnalysis a = failure("commerce.proxy.host=proxy.example.com");
    assertThat(a.getDescription())
        .contains("'commerce.proxy.port' is not set")
        .contains("'commerce.proxy.host'");
    assertThat(a.getAction()).contains("commerce.proxy.port");
  }

  @Test
  void aPortOutOfRangeFailsStartUpNamingIt() {
    for (String port : List.of("0", "65536")) {
      FailureAnalysis a =
          failure("commerce.proxy.host=proxy.example.com", "commerce.proxy.port=" + port);
      assertThat(a.getDescription())
          .contains("'commerce.proxy.port' must be between 1 and 65535, not " + port);
    }
  }

  @Test
  void aHostWrittenAsAUrlFailsStartUpNamingIt() {
    FailureAnalysis a =
        failure("commerce.proxy.host=http://proxy.example.com:3128", "commerce.proxy.port=3128");
    assertThat(a.getDescription()).contains("'commerce.proxy.host' must be a host name");
  }

  @Test
  void halfOfTheCredentialsFailsStartUpNamingTheOtherHalfAndNeverShowingThem() {
    FailureAnalysis a =
        failure(
            "commerce.proxy.host=proxy.example.com",
            "commerce.proxy.port=3128",
            "commerce.proxy.username=" + USER);
    assertThat(a.getDescription()).contains("'commerce.proxy.password' is not set");
    assertThat(a.getDescription() + a.getAction()).doesNotContain(USER);
    FailureAnalysis b = failure("commerce.proxy.password=" + PASSWORD);
    assertThat(b.getDescription()).contains("'commerce.proxy.username' is not set");
    assertThat(b.getDescription() + b.getAction()).doesNotContain(PASSWORD);
    FailureAnalysis c =
        failure("commerce.proxy.username=a:b", "commerce.proxy.password=" + PASSWORD);
    assertThat(c.getDescription()).contains("'commerce.proxy.username' must not contain ':'");
    assertThat(c.getDescription() + c.getAction()).doesNotContain("a:b").doesNotContain(PASSWORD);
  }
}
