package com.workspacecommerce.sdk.spring;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.workspacecommerce.sdk.CommerceClient;
import com.workspacecommerce.sdk.errors.NotFoundException;
import com.workspacecommerce.sdk.params.CustomerCreateParams;
import com.workspacecommerce.sdk.params.CustomerUpdateParams;
import com.workspacecommerce.sdk.testing.CommerceSandbox;
import com.workspacecommerce.sdk.testing.spring.AutoConfigureCommerceSandbox;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.autoconfigure.ImportAutoConfiguration;
import org.springframework.context.annotation.Configuration;
import org.springframework.test.context.TestPropertySource;
import org.springframework.test.context.junit.jupiter.SpringJUnitConfig;

/**
 * {@link AutoConfigureCommerceSandbox} in a Spring test: the auto-configured client talks to the
 * sandbox (over the application's own {@code commerce.base-url}), the sandbox is injectable, and it
 * is reset before each test. {@link SandboxAnnotationSecondTest}, with the same configuration,
 * shares this class's cached context and so its sandbox.
 */
@Order(10)
@SpringJUnitConfig(SandboxAnnotationFirstTest.App.class)
@TestPropertySource(
    properties = {"commerce.base-url=https://api.example.com/v1", "commerce.api-key=sk_real"})
@AutoConfigureCommerceSandbox(catalogSize = 2)
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class SandboxAnnotationFirstTest {
  /** The sandbox the first class saw, for the second to compare with. */
  static final AtomicReference<CommerceSandbox> SEEN = new AtomicReference<>();

  private static final AtomicReference<String> CREATED = new AtomicReference<>();

  /** An application with the starter's auto-configuration and a base URL of its own. */
  @Configuration(proxyBeanMethods = false)
  @ImportAutoConfiguration(CommerceAutoConfiguration.class)
  static class App {}

  @Autowired CommerceClient client;
  @Autowired CommerceSandbox sandbox;

  @Test
  @Order(1)
  void theClientTalksToTheInjectedSandbox() {
    SEEN.set(sandbox);
    assertThat(client.baseUrl()).isEqualTo(sandbox.baseUrl());
    assertThat(client.products().list().items()).hasSize(2);
    CREATED.set(
        client
            .customers()
            .create(CustomerCreateParams.builder().firstname("Ada").lastname("Lovelace").build())
            .id());
    assertThat(sandbox.journal().matching("POST /customers")).hasSize(1);
  }

  @Test
  @Order(2)
  void theSandboxIsResetBeforeEachTest() {
    assertThat(sandbox).isSameAs(SEEN.get());
    assertThat(sandbox.requestCount()).isZero();
    // The customer the test before created is gone: updating it finds nothing.
    CustomerUpdateParams rename = CustomerUpdateParams.builder().firstname("Augusta").build();
    assertThatThrownBy(() -> client.customers().update(CREATED.get(), rename))
        .isInstanceOf(NotFoundException.class);
  }
}
