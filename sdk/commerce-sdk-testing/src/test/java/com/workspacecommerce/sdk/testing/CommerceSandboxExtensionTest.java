package com.workspacecommerce.sdk.testing;

import static org.assertj.core.api.Assertions.assertThat;

import com.workspacecommerce.sdk.CommerceClient;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;

/** One sandbox per class, reset before each test, injected into constructors and methods. */
@CommerceSandboxTest(catalogSize = 4)
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class CommerceSandboxExtensionTest {

  private static CommerceSandbox first;

  private final CommerceSandbox sandbox;

  CommerceSandboxExtensionTest(CommerceSandbox sandbox) {
    this.sandbox = sandbox;
  }

  @Test
  @Order(1)
  void injectsTheClassSandboxAndItsClientConfiguredByTheAnnotation(
      CommerceSandbox parameter, CommerceClient client) {
    first = parameter;
    assertThat(parameter).isSameAs(sandbox);
    assertThat(client).isSameAs(sandbox.client());
    assertThat(client.products().list().total()).isEqualTo(4);
    sandbox.products().add(p -> p.name("Left behind"));
    sandbox.inject(Fault.status(503));
  }

  @Test
  @Order(2)
  void theNextTestGetsTheSameSandboxReset(CommerceClient client) {
    assertThat(sandbox).isSameAs(first);
    assertThat(sandbox.journal().all()).isEmpty();
    // The product added and the fault armed by the previous test are gone.
    assertThat(client.products().list().total()).isEqualTo(4);
  }
}
