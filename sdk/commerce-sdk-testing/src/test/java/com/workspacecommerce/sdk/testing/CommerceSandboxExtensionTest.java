package com.workspacecommerce.sdk.testing;

import static org.assertj.core.api.Assertions.assertThat;

import com.workspacecommerce.sdk.CommerceClient;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.Set;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.RepeatedTest;
import org.junit.jupiter.api.Test;

/**
 * One sandbox per class, reset before each test, injected into constructors and methods. Every test
 * starts by checking that the sandbox is clean and then dirties it, so whichever runs later proves
 * the reset, in any order; {@link #everyTestSawTheSameSandbox} checks there was one.
 */
@CommerceSandboxTest(catalogSize = 4)
class CommerceSandboxExtensionTest {
  private static final Set<CommerceSandbox> SEEN =
      Collections.synchronizedSet(Collections.newSetFromMap(new IdentityHashMap<>()));

  private final CommerceSandbox sandbox;

  CommerceSandboxExtensionTest(CommerceSandbox sandbox) {
    this.sandbox = sandbox;
  }

  /** Checks the sandbox is as the annotation made it, then leaves a product and a fault behind. */
  private void startsCleanThenDirties(CommerceClient client) {
    SEEN.add(sandbox);
    assertThat(sandbox.journal().all()).isEmpty();
    assertThat(client.products().list().total()).isEqualTo(4);
    sandbox.products().add(p -> p.name("Left behind"));
    sandbox.inject(Fault.status(503));
  }

  @Test
  void injectsTheClassSandboxAndItsClientConfiguredByTheAnnotation(
      CommerceSandbox parameter, CommerceClient client) {
    assertThat(parameter).isSameAs(sandbox);
    assertThat(client).isSameAs(sandbox.client());
    startsCleanThenDirties(client);
  }

  @RepeatedTest(2)
  void everyTestGetsTheSandboxReset(CommerceClient client) {
    startsCleanThenDirties(client);
  }

  @AfterAll
  static void everyTestSawTheSameSandbox() {
    assertThat(SEEN).hasSize(1);
  }
}
