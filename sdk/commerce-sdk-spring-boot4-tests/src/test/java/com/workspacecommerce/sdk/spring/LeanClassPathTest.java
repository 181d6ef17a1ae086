package com.workspacecommerce.sdk.spring;

import static org.assertj.core.api.Assertions.assertThat;

import com.workspacecommerce.sdk.CommerceClient;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;

/**
 * The Boot 4 starter adds the SDK and nothing else to a Boot 4 web application with Actuator and
 * Brave tracing: this module's test class path is that application's plus the starter and the test
 * kit, so a second JSON library or HTTP client the starter (or the test kit) brought would be
 * loadable here.
 */
class LeanClassPathTest {
  /** One class of each library the Boot 3 stack brings and a Boot 4 application does not need. */
  private static final List<String> ABSENT =
      List.of(
          "com.fasterxml.jackson.databind.ObjectMapper", // Jackson 2 databind
          "com.fasterxml.jackson.core.JsonFactory", // Jackson 2 core
          "okhttp3.OkHttpClient",
          "okio.Buffer",
          "kotlin.Unit",
          "org.jetbrains.annotations.NotNull");

  /** What the application itself has, so that the check above is not vacuous. */
  private static final List<String> PRESENT =
      List.of(
          "org.springframework.web.servlet.DispatcherServlet", // webmvc
          "org.springframework.boot.actuate.endpoint.annotation.Endpoint", // Actuator
          "io.micrometer.tracing.brave.bridge.BraveTracer", // tracing with Brave
          "tools.jackson.databind.json.JsonMapper", // Boot 4's Jackson 3
          "com.workspacecommerce.sdk.CommerceClient");

  @Test
  void noSecondJsonLibraryOrHttpClientIsLoadable() {
    List<String> loadable =
        ABSENT.stream().filter(LeanClassPathTest::isLoadable).collect(Collectors.toList());
    assertThat(loadable).as("classes the Boot 4 starter must not bring").isEmpty();
    assertThat(PRESENT).allMatch(LeanClassPathTest::isLoadable);
  }

  @Test
  void theAutoConfiguredClientUsesTheJdkClientAndJackson3() {
    new ApplicationContextRunner()
        .withConfiguration(AutoConfigurations.of(CommerceAutoConfiguration.class))
        .withPropertyValues(
            "commerce.base-url=https://api.example.com/v1", "commerce.api-key=sk_test_lean")
        .run(
            context ->
                assertThat(context.getBean(CommerceClient.class).toString())
                    .contains("transport=jdk")
                    .contains("json=jackson3"));
  }

  private static boolean isLoadable(String name) {
    try {
      Class.forName(name, false, LeanClassPathTest.class.getClassLoader());
      return true;
    } catch (ClassNotFoundException | LinkageError e) {
      return false;
    }
  }
}
