package com.workspacecommerce.sdk.testing.spring;

import com.workspacecommerce.sdk.testing.CommerceSandbox;
import java.util.Map;
import java.util.Objects;
import org.jspecify.annotations.Nullable;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.context.event.ContextClosedEvent;
import org.springframework.core.env.MapPropertySource;
import org.springframework.test.context.ContextCustomizer;
import org.springframework.test.context.MergedContextConfiguration;

/**
 * Starts one sandbox for the context it customizes. Part of the context's cache key (through {@link
 * #equals}): two test classes with the same configuration and sandbox options share a cached
 * context, and so a sandbox; other options make another context.
 */
final class SandboxContextCustomizer implements ContextCustomizer {
  /** The bean the sandbox is registered as. */
  static final String BEAN = "commerceSandbox";

  private final long seed;
  private final int catalogSize;

  SandboxContextCustomizer(long seed, int catalogSize) {
    this.seed = seed;
    this.catalogSize = catalogSize;
  }

  @Override
  public void customizeContext(
      ConfigurableApplicationContext context, MergedContextConfiguration mergedConfig) {
    CommerceSandbox sandbox = CommerceSandbox.builder().seed(seed).catalogSize(catalogSize).start();
    // First: the sandbox wins over the application's own commerce.* configuration.
    context
        .getEnvironment()
        .getPropertySources()
        .addFirst(
            new MapPropertySource(
                "commerceSandbox",
                Map.of(
                    "commerce.base-url", sandbox.baseUrl(), "commerce.api-key", sandbox.apiKey())));
    context.getBeanFactory().registerSingleton(BEAN, sandbox);
    context.addApplicationListener(
        event -> {
          if (event instanceof ContextClosedEvent
              && ((ContextClosedEvent) event).getApplicationContext() == context) {
            sandbox.close();
          }
        });
  }

  @Override
  public boolean equals(@Nullable Object o) {
    return o instanceof SandboxContextCustomizer
        && ((SandboxContextCustomizer) o).seed == seed
        && ((SandboxContextCustomizer) o).catalogSize == catalogSize;
  }

  @Override
  public int hashCode() {
    return Objects.hash(seed, catalogSize);
  }
}
