package com.workspacecommerce.sdk.testing.spring;

import com.workspacecommerce.sdk.testing.CommerceSandbox;
import org.springframework.test.context.TestContext;
import org.springframework.test.context.TestContextAnnotationUtils;
import org.springframework.test.context.support.AbstractTestExecutionListener;

/**
 * Resets the context's sandbox before each test method of a class with {@link
 * AutoConfigureCommerceSandbox}, unless it says {@code resetBeforeEachTest = false}; Spring's test
 * framework finds it in {@code META-INF/spring.factories}.
 */
public final class SandboxResetListener extends AbstractTestExecutionListener {
  /** Created by Spring's test framework. */
  public SandboxResetListener() {}

  /** Before Spring's own listeners that run test code (dependency injection is 2000). */
  @Override
  public int getOrder() {
    return 1900;
  }

  @Override
  public void beforeTestMethod(TestContext testContext) {
    AutoConfigureCommerceSandbox a =
        TestContextAnnotationUtils.findMergedAnnotation(
            testContext.getTestClass(), AutoConfigureCommerceSandbox.class);
    if (a != null && a.resetBeforeEachTest()) {
      testContext
          .getApplicationContext()
          .getBean(SandboxContextCustomizer.BEAN, CommerceSandbox.class)
          .reset();
    }
  }
}
