package com.workspacecommerce.sdk.testing;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Inherited;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Marks a JUnit 5 test class that gets a {@link CommerceSandbox} through {@link
 * CommerceSandboxExtension}, with optional sandbox options.
 *
 * <pre>{@code
 * @CommerceSandboxTest(catalogSize = 3)
 * class RestockReportTest { ... }
 * }</pre>
 */
@Documented
@Inherited
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.TYPE, ElementType.ANNOTATION_TYPE})
@ExtendWith(CommerceSandboxExtension.class)
public @interface CommerceSandboxTest {

  /**
   * @return the seed of the catalogs and ids
   */
  long seed() default CommerceSandbox.DEFAULT_SEED;

  /**
   * @return how many seeded products the default workspace has
   */
  int catalogSize() default CommerceSandbox.DEFAULT_CATALOG_SIZE;
}
