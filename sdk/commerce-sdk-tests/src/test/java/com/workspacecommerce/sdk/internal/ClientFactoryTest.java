package com.workspacecommerce.sdk.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.workspacecommerce.sdk.internal.okhttp.OkHttpTransport;
import com.workspacecommerce.sdk.internal.spi.Requirement;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/**
 * {@link ClientFactory}: the dependency check runs on build unless turned off; derived clients do
 * not stack the SDK's own network interceptor.
 */
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
  void aClientBuiltChecksTheLibrariesOfItsOwnCodecAndTransport() {
    List<Requirement> jdkOnJackson3 = DependencyGuard.requirements("jackson3", "jdk");
    DependencyGuard.forgetInspections();

    com.workspacecommerce.sdk.CommerceClient.builder()
        .baseUrl("https://api.example.com/v1")
        .apiKey("k")
        .transport("jdk")
        .json("jackson3")
        .build()
        .close();

    assertThat(DependencyGuard.inspected(jdkOnJackson3)).isTrue();
  }

  @Test
  void dependencyCheckFalseSkipsIt() {
    AtomicInteger runs = new AtomicInteger();
    ClientFactory.checkDependencies(
        config().set(Options.DEPENDENCY_CHECK, false).build(), runs::incrementAndGet);
    assertThat(runs).hasValue(0);
  }

  @Test
  void theRealCheckPassesOnTheVersionsThisBuildUses() {
    DependencyGuard.check("jackson2", "okhttp");
    try (com.workspacecommerce.sdk.CommerceClient client =
        com.workspacecommerce.sdk.CommerceClient.builder()
            .baseUrl("https://api.example.com/v1")
            .apiKey("k")
            .build()) {
      assertThat(client.baseUrl()).isEqualTo("https://api.example.com/v1");
    }
  }

  @Test
  void clientsDerivedByWithOptionsKeepOneNoSilentRetryInterceptor() throws Exception {
    try (com.workspacecommerce.sdk.CommerceClient client =
        com.workspacecommerce.sdk.CommerceClient.builder()
            .baseUrl("https://api.example.com/v1")
            .apiKey("k")
            .transport("okhttp")
            .build()) {
      com.workspacecommerce.sdk.CommerceClient grandchild =
          client.withOptions(b -> b.maxRetries(1)).withOptions(b -> b.maxRetries(0));
      okhttp3.OkHttpClient parent =
          ((OkHttpTransport) ((DefaultCommerceClient) client).transport()).client();
      okhttp3.OkHttpClient derived =
          ((OkHttpTransport) ((DefaultCommerceClient) grandchild).transport()).client();
      assertThat(parent.networkInterceptors()).containsExactly(OkHttpTransport.NO_SILENT_RETRY);
      assertThat(derived.networkInterceptors()).containsExactly(OkHttpTransport.NO_SILENT_RETRY);
      assertThat(derived.connectionPool()).isSameAs(parent.connectionPool());
    }
  }
}
