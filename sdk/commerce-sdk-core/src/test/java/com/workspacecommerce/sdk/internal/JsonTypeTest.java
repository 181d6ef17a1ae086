package com.workspacecommerce.sdk.internal;

import static org.assertj.core.api.Assertions.assertThat;

import com.workspacecommerce.sdk.internal.spi.JsonType;
import com.workspacecommerce.sdk.models.Order;
import com.workspacecommerce.sdk.models.Product;
import org.junit.jupiter.api.Test;

/** {@link JsonType}: what a request's decoding target looks like when a request is printed. */
class JsonTypeTest {
  @Test
  void aPlainTypeAndAPageAreNamedByTheirClasses() {
    assertThat(JsonType.of(Order.class)).hasToString("Order");
    assertThat(PageBody.typeOf(Product.class)).hasToString("PageBody<Product>");
    assertThat(ProductCalls.LIST.type().item()).isEqualTo(Product.class);
  }
}
