package com.workspacecommerce.examples.docs;

import com.workspacecommerce.sdk.CommerceClient;
import com.workspacecommerce.sdk.models.Product;
import com.workspacecommerce.sdk.params.OrderCreateParams;
import com.workspacecommerce.sdk.testing.CommerceSandbox;
import io.micrometer.core.instrument.MeterRegistry;
import java.util.Collection;

/**
 * The names a documentation snippet may use without declaring them: a snippet that is a statement
 * list or a class body is compiled inside a subclass of this class (see {@link DocSnippetsTest}).
 * Each stands for what a reader's application has at that point. Nothing here is ever run.
 */
@SuppressWarnings("unused") // read by the compiled snippets only
public abstract class SnippetContext {
  /** A built client. */
  protected CommerceClient client;

  /** A sandbox, in test-kit snippets. */
  protected CommerceSandbox sandbox;

  /** An id of a product, order or customer. */
  protected String id;

  /** The API's base URL. */
  protected String url;

  /** An API key; {@code firstKey} and {@code otherKey} when a snippet needs two. */
  protected String key;

  protected String firstKey;
  protected String otherKey;

  /** An idempotency key's ingredient. */
  protected String cartId;

  /** Order parameters. */
  protected OrderCreateParams params;

  /** Where a snippet collects products. */
  protected Collection<Product> index;

  /** Micrometer's registry. */
  protected MeterRegistry registry;

  /** An SLF4J-style logger. */
  protected Logger log;

  /** Where the current tenant comes from, in the interceptor example. */
  protected Tenants tenants;

  /** A request signer, in the interceptor example. */
  protected Signer signer;

  /** The two methods of an SLF4J logger the snippets use. */
  public interface Logger {
    void info(String format, Object... args);

    void warn(String format, Object... args);
  }

  /** The tenant of the current request. */
  public interface Tenants {
    String current();
  }

  /** Signs a request. */
  public interface Signer {
    String sign(String method, java.net.URI url, byte[] body);
  }
}
