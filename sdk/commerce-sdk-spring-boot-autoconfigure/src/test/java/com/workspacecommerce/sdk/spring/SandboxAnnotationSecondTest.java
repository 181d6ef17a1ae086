package com.workspacecommerce.sdk.spring;

import static org.assertj.core.api.Assertions.assertThat;

import com.workspacecommerce.sdk.CommerceClient;
import com.workspacecommerce.sdk.params.CustomerCreateParams;
import com.workspacecommerce.sdk.testing.CommerceSandbox;
import com.workspacecommerce.sdk.testing.spring.AutoConfigureCommerceSandbox;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.test.context.TestPropertySource;
import org.springframework.test.context.junit.jupiter.SpringJUnitConfig;

/**
 * The same configuration and sandbox options as {@link SandboxAnnotationFirstTest}, which runs
 * first: Spring's test framework caches one context for both, so both get one sandbox. This class
 * turns the reset off, so a test sees what the one before it left.
 */
@Order(11)
@SpringJUnitConfig(SandboxAnnotationFirstTest.App.class)
@TestPropertySource(
    properties = {"commerce.base-url=https://api.example.com/v1", "commerce.api-key=sk_real"})
@AutoConfigureCommerceSandbox(catalogSize = 2, resetBeforeEachTest = false)
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class SandboxAnnotationSecondTest {
  @Autowired CommerceClient client;
  @Autowired CommerceSandbox sandbox;

  @Test
  @Order(1)
  void aCachedContextKeepsItsSandbox() {
    assertThat(SandboxAnnotationFirstTest.SEEN.get()).as("the first class ran").isNotNull();
    assertThat(sandbox).isSameAs(SandboxAnnotationFirstTest.SEEN.get());
    client
        .customers()
        .create(CustomerCreateParams.builder().firstname("Grace").lastname("Hopper").build());
  }

  @Test
  @Order(2)
  void withoutTheResetATestSeesWhatTheOneBeforeLeft() {
    assertThat(sandbox.journal().matching("POST /customers")).hasSize(1);
  }
}
