package com.workspacecommerce.benchmarks;

import com.workspacecommerce.sdk.internal.spi.JsonType;
import com.workspacecommerce.sdk.models.Product;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;

/** The exact bodies the canned server sends, for the decode-only baselines. */
@State(Scope.Benchmark)
public class DecodeFixture {
  /**
   * The SDK's page type, one instance as an endpoint holds it (its reader is cached by identity).
   */
  static final JsonType<?> PAGE_TYPE = JsonType.parameterized(pageBody(), Product.class);

  /** The call path's page envelope, package-private in the SDK: named here as its codec sees it. */
  private static Class<?> pageBody() {
    try {
      return Class.forName("com.workspacecommerce.sdk.internal.PageBody");
    } catch (ClassNotFoundException e) {
      throw new IllegalStateException("the SDK's page envelope moved", e);
    }
  }

  final byte[] product = CannedPayloads.product();
  final byte[] page = CannedPayloads.page(1, BenchFixture.PAGES);
  final byte[] customer = CannedPayloads.customer();
}
