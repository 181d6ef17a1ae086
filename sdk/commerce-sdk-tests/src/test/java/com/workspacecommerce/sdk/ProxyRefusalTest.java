package com.workspacecommerce.sdk;

import static com.workspacecommerce.sdk.TestFixtures.API_KEY;
import static com.workspacecommerce.sdk.TestFixtures.builder;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import com.workspacecommerce.sdk.errors.CommerceConnectionException;
import com.workspacecommerce.sdk.errors.ProxyAuthenticationException;
import com.workspacecommerce.sdk.testproxy.TestProxy;
import java.net.ProxySelector;
import java.time.Duration;
import mockwebserver3.MockWebServer;
import mockwebserver3.junit5.StartStop;
import org.junit.jupiter.api.Test;

/**
 * A proxy's {@code 407} through the public client, on whichever stack the run chose: a typed {@link
 * ProxyAuthenticationException} naming the proxy, never retried, never an API's answer. The proxy
 * is the JVM's default here, the case a builder that sets no proxy meets.
 */
class ProxyRefusalTest {
  private static final String ID = "123e4567-e89b-12d3-a456-426614174000";

  @StartStop final MockWebServer server = new MockWebServer();

  @Test
  void aProxyAskingForCredentialsNoneOfWhichAreSetEndsTheCallTypedAndUnretried() throws Exception {
    ProxySelector before = ProxySelector.getDefault();
    try (TestProxy proxy = TestProxy.requiringBasic("proxy-user", "pr0xy-s3cret")) {
      CommerceClient client;
      // The transports take the JVM's default selector when they are built.
      ProxySelector.setDefault(proxy.selector());
      try {
        client =
            builder(server, "/v1").maxRetries(2).retryBackoff(Duration.ZERO, Duration.ZERO).build();
      } finally {
        ProxySelector.setDefault(before);
      }
      try (client) {
        ProxyAuthenticationException e =
            catchThrowableOfType(
                ProxyAuthenticationException.class, () -> client.products().get(ID));

        assertThat(e).isInstanceOf(CommerceConnectionException.class);
        assertThat(e.proxy()).isEqualTo(proxy.hostPort());
        assertThat(e.attempts()).isEqualTo(1);
        assertThat(e.getMessage())
            .startsWith("GET /v1/products/" + ID + " failed: the HTTP proxy " + proxy.hostPort())
            .contains("asks for credentials (HTTP 407) and none are set")
            .doesNotContain(API_KEY);
        assertThat(proxy.seen()).hasSize(1);
        assertThat(server.getRequestCount()).isZero();
      }
    }
  }
}
