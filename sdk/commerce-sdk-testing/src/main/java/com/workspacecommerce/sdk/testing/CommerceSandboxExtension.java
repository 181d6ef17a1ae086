package com.workspacecommerce.sdk.testing;

import com.workspacecommerce.sdk.CommerceClient;
import java.util.Optional;
import org.junit.jupiter.api.extension.BeforeEachCallback;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.ParameterContext;
import org.junit.jupiter.api.extension.ParameterResolutionException;
import org.junit.jupiter.api.extension.ParameterResolver;
import org.junit.platform.commons.support.AnnotationSupport;

/**
 * A JUnit 5 extension that gives each test class one {@link CommerceSandbox}, resets it before each
 * test, and injects it, or its {@link CommerceSandbox#client() client}, into test constructors,
 * test methods and lifecycle methods.
 *
 * <pre>{@code
 * @ExtendWith(CommerceSandboxExtension.class)   // or @CommerceSandboxTest
 * class RestockReportTest {
 *   @Test
 *   void listsSoldOutProducts(CommerceSandbox sandbox, CommerceClient client) { ... }
 * }
 * }</pre>
 *
 * <p>The sandbox starts on first use and closes when the class's tests are done; a {@code @Nested}
 * class gets its own. Its options come from {@link CommerceSandboxTest} on the class when present.
 * The reset runs before the class's {@code @BeforeEach} methods, so seed data there or in the test
 * itself (not in the constructor).
 */
public final class CommerceSandboxExtension implements BeforeEachCallback, ParameterResolver {

  private static final ExtensionContext.Namespace NAMESPACE =
      ExtensionContext.Namespace.create(CommerceSandboxExtension.class);

  /** Creates the extension; JUnit does this for {@code @ExtendWith}. */
  public CommerceSandboxExtension() {}

  /**
   * Holds the class's sandbox in JUnit's store, which closes it when the class is done: newer JUnit
   * versions close an {@link AutoCloseable}, older ones a {@code CloseableResource}, so it is both.
   */
  private static final class Resource
      implements ExtensionContext.Store.CloseableResource, AutoCloseable {
    final CommerceSandbox sandbox;

    Resource(CommerceSandbox sandbox) {
      this.sandbox = sandbox;
    }

    @Override
    public void close() {
      sandbox.close();
    }
  }

  /** Resets the class's sandbox so each test starts from the seeded state. */
  @Override
  public void beforeEach(ExtensionContext context) {
    sandbox(context).reset();
  }

  /** Supports parameters of type {@link CommerceSandbox} and {@link CommerceClient}. */
  @Override
  public boolean supportsParameter(ParameterContext parameter, ExtensionContext context) {
    Class<?> type = parameter.getParameter().getType();
    return type == CommerceSandbox.class || type == CommerceClient.class;
  }

  /** The class's sandbox, or its client. */
  @Override
  public Object resolveParameter(ParameterContext parameter, ExtensionContext context) {
    CommerceSandbox sandbox = sandbox(context);
    Class<?> type = parameter.getParameter().getType();
    if (type == CommerceSandbox.class) {
      return sandbox;
    }
    if (type == CommerceClient.class) {
      return sandbox.client();
    }
    throw new ParameterResolutionException("unsupported parameter type " + type.getName());
  }

  private static CommerceSandbox sandbox(ExtensionContext context) {
    ExtensionContext classContext = classContext(context);
    return classContext
        .getStore(NAMESPACE)
        .getOrComputeIfAbsent(
            Resource.class, key -> new Resource(start(classContext)), Resource.class)
        .sandbox;
  }

  /** The context of the test class itself, so every method of the class shares one sandbox. */
  private static ExtensionContext classContext(ExtensionContext context) {
    ExtensionContext current = context;
    while (current.getTestMethod().isPresent() && current.getParent().isPresent()) {
      current = current.getParent().get();
    }
    return current;
  }

  private static CommerceSandbox start(ExtensionContext classContext) {
    CommerceSandbox.Builder builder = CommerceSandbox.builder();
    Optional<CommerceSandboxTest> options =
        classContext
            .getTestClass()
            .flatMap(c -> AnnotationSupport.findAnnotation(c, CommerceSandboxTest.class));
    options.ifPresent(
        o -> {
          builder.seed(o.seed());
          builder.catalogSize(o.catalogSize());
        });
    return builder.start();
  }
}
