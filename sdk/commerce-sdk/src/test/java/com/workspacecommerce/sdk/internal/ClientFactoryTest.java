package com.workspacecommerce.sdk.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/** {@link ClientFactory}: the dependency check runs on build unless turned off. */
class ClientFactoryTest {
  private static ClientConfig.Builder config() {
    return ClientConfig.builder().baseUrl("https://api.example.com/v1").apiKey("k");
  }

  @Test
  void theDependencyCheckRunsByDefaultAndItsFailureStopsTheBuild() {
    AtomicInteger runs = new AtomicInteger();
    ClientFactory.checkDependencies(config().build(), runs::incrementAndGet);
    assertThat(runs).hasValue(1);
    assertThatThrownBy(
            () ->
                ClientFactory.checkDependencies(
                    config().build(),
                    () -> {
                      throw new IllegalStateException("jackson-databind 2.17.2 is older");
                    }))
        .hasMessageContaining("2.17.2");
  }

  @Test
  void dependencyCheckFalseSkipsIt() {
    AtomicInteger runs = new AtomicInteger();
    ClientFactory.checkDependencies(config().dependencyCheck(false).build(), runs::incrementAndGet);
    assertThat(runs).hasValue(0);
  }

  @Test
  void theRealCheckPassesOnTheVersionsThisBuildUses() {
    DependencyGuard.check();
    try (com.workspacecommerce.sdk.CommerceClient client =
        com.workspacecommerce.sdk.CommerceClient.builder()
            .baseUrl("https://api.example.com/v1")
            .apiKey("k")
            .build()) {
      assertThat(client.baseUrl()).isEqualTo("https://api.example.com/v1");
    }
  }
}
