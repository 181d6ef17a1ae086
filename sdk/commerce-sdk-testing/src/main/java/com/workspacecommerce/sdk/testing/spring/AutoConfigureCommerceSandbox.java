package com.workspacecommerce.sdk.testing.spring;

import com.workspacecommerce.sdk.testing.CommerceSandbox;
import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Inherited;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Starts a {@link CommerceSandbox} for a Spring (Boot) test's application context, points {@code
 * commerce.base-url} and {@code commerce.api-key} at it (over any value the application's own
 * configuration gives), and makes the sandbox an injectable bean, so the auto-configured client
 * talks to it.
 *
 * <pre>{@code
 * @SpringBootTest
 * @AutoConfigureCommerceSandbox
 * class RestockServiceTest {
 *   @Autowired RestockService service;
 *   @Autowired CommerceSandbox sandbox;
 * }
 * }</pre>
 *
 * <p>The sandbox belongs to the context: test classes whose contexts Spring's test framework caches
 * as one (same configuration, same annotation values) share one sandbox, which is closed with the
 * context. It is reset before each test method (its data, faults and journal) unless {@link
 * #resetBeforeEachTest()} is false.
 */
@Documented
@Inherited
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.TYPE)
public @interface AutoConfigureCommerceSandbox {
  /**
   * @return whether the sandbox is reset before each test method (true by default)
   */
  boolean resetBeforeEachTest() default true;

  /**
   * @return the seed of the catalogs and ids
   */
  long seed() default CommerceSandbox.DEFAULT_SEED;

  /**
   * @return how many seeded products the default workspace has
   */
  int catalogSize() default CommerceSandbox.DEFAULT_CATALOG_SIZE;
}
