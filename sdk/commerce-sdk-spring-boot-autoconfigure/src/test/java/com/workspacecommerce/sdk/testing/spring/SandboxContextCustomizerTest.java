package com.workspacecommerce.sdk.testing.spring;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.workspacecommerce.sdk.testing.CommerceSandbox;
import java.io.IOException;
import java.net.HttpURLConnection;
import java.net.URI;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.springframework.context.support.GenericApplicationContext;
import org.springframework.core.env.MapPropertySource;
import org.springframework.test.context.support.DependencyInjectionTestExecutionListener;
import org.springframework.test.context.support.DirtiesContextBeforeModesTestExecutionListener;

/**
 * {@code @AutoConfigureCommerceSandbox}'s pieces driven by hand on a plain Spring context (the
 * annotation's own tests, {@code SandboxAnnotation*Test}, run them through Spring's test
 * framework): the sandbox's URL and key win over the application's, the sandbox lives as long as
 * its own context, and the options decide which cached context a test class shares.
 */
class SandboxContextCustomizerTest {
  private static int status(String url) throws IOException {
    HttpURLConnection c = (HttpURLConnection) URI.create(url).toURL().openConnection();
    c.setConnectTimeout(2_000);
    c.setReadTimeout(2_000);
    try {
      return c.getResponseCode();
    } finally {
      c.disconnect();
    }
  }

  @Test
  void theSandboxWinsOverTheApplicationsSettingsAndEndsWithItsOwnContextOnly() throws Exception {
    GenericApplicationContext context = new GenericApplicationContext();
    context
        .getEnvironment()
        .getPropertySources()
        .addFirst(
            new MapPropertySource(
                "application",
                Map.of(
                    "commerce.base-url", "https://api.example.com/v1", "commerce.api-key", "k")));
    new SandboxContextCustomizer(7, 3).customizeContext(context, null);
    context.refresh();
    CommerceSandbox sandbox = context.getBean(SandboxContextCustomizer.BEAN, CommerceSandbox.class);
    String products = sandbox.baseUrl() + "/products";

    assertThat(context.getEnvironment().getProperty("commerce.base-url"))
        .isEqualTo(sandbox.baseUrl());
    assertThat(context.getEnvironment().getProperty("commerce.api-key"))
        .isEqualTo(sandbox.apiKey());
    assertThat(status(products)).as("running, it refuses a call without the key").isEqualTo(401);

    // A child context's close reaches the parent's listeners too: it must not end the sandbox.
    GenericApplicationContext child = new GenericApplicationContext(context);
    child.refresh();
    child.close();
    assertThat(status(products)).isEqualTo(401);

    context.close();
    assertThatThrownBy(() -> status(products)).isInstanceOf(IOException.class);
  }

  @Test
  void testClassesWithTheSameOptionsShareAContextAndOthersDoNot() {
    SandboxContextCustomizer a = new SandboxContextCustomizer(7, 3);
    assertThat(a).isEqualTo(new SandboxContextCustomizer(7, 3)).hasSameHashCodeAs(a);
    assertThat(new SandboxContextCustomizer(7, 3).hashCode())
        .isEqualTo(new SandboxContextCustomizer(7, 3).hashCode());
    assertThat(a).isNotEqualTo(new SandboxContextCustomizer(8, 3));
    assertThat(a).isNotEqualTo(new SandboxContextCustomizer(7, 4));
    assertThat(a).isNotEqualTo("not a customizer");
  }

  @AutoConfigureCommerceSandbox(seed = 11, catalogSize = 5)
  static class Annotated {}

  static class Plain {}

  @Test
  void onlyAnAnnotatedTestClassGetsASandboxWithItsOptions() {
    SandboxContextCustomizerFactory factory = new SandboxContextCustomizerFactory();
    assertThat(factory.createContextCustomizer(Plain.class, List.of())).isNull();
    assertThat(factory.createContextCustomizer(Annotated.class, List.of()))
        .isEqualTo(new SandboxContextCustomizer(11, 5));
  }

  @Test
  void theResetRunsOnTheContextTheTestGetsBeforeSpringInjectsIt() {
    // After @DirtiesContext(BEFORE_METHOD) may have replaced the context, before injection.
    assertThat(new SandboxResetListener().getOrder())
        .isGreaterThan(new DirtiesContextBeforeModesTestExecutionListener().getOrder())
        .isLessThan(new DependencyInjectionTestExecutionListener().getOrder());
  }
}
