package com.workspacecommerce.sdk.testing.spring;

import java.util.List;
import org.jspecify.annotations.Nullable;
import org.springframework.test.context.ContextConfigurationAttributes;
import org.springframework.test.context.ContextCustomizer;
import org.springframework.test.context.ContextCustomizerFactory;
import org.springframework.test.context.TestContextAnnotationUtils;

/**
 * Gives a test context a sandbox when its test class has {@link AutoConfigureCommerceSandbox};
 * Spring's test framework finds it in {@code META-INF/spring.factories}.
 */
public final class SandboxContextCustomizerFactory implements ContextCustomizerFactory {
  /** Created by Spring's test framework. */
  public SandboxContextCustomizerFactory() {}

  @Override
  public @Nullable ContextCustomizer createContextCustomizer(
      Class<?> testClass, List<ContextConfigurationAttributes> configAttributes) {
    AutoConfigureCommerceSandbox a =
        TestContextAnnotationUtils.findMergedAnnotation(
            testClass, AutoConfigureCommerceSandbox.class);
    return a == null ? null : new SandboxContextCustomizer(a.seed(), a.catalogSize());
  }
}
