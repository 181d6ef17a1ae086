package com.workspacecommerce.sdk.testing;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/** The three kinds of selector, what each matches, and the texts refused. */
class SelectorTest {
  @Test
  void aStarMatchesEveryRequest() {
    Selector all = Selector.parse(" * ");
    assertThat(all.matches(null, "DELETE", "/v1/anything/at/all")).isTrue();
    assertThat(all.matches("orders.get", "GET", "/v1/orders/o_1")).isTrue();
    assertThat(all).hasToString("*");
  }

  @Test
  void anOperationMatchesThatOperationOnly() {
    Selector get = Selector.parse("products.get");
    assertThat(get.matches("products.get", "GET", "/v1/products/p_1")).isTrue();
    assertThat(get.matches("products.list", "GET", "/v1/products")).isFalse();
    assertThat(get.matches(null, "GET", "/v1/products/p_1")).as("no operation known").isFalse();
  }

  @Test
  void aMethodAndPathMatchSegmentBySegmentWithOrWithoutTheVersion() {
    Selector one = Selector.parse("get /products/*");
    assertThat(one.matches(null, "GET", "/v1/products/p_1")).isTrue();
    assertThat(one.matches(null, "get", "/v1/products/p_1")).as("any case").isTrue();
    assertThat(one.matches(null, "POST", "/v1/products/p_1")).isFalse();
    assertThat(one.matches(null, "GET", "/v1/products")).isFalse();
    assertThat(one.matches(null, "GET", "/v1/products/p_1/media")).isFalse();
    assertThat(one.matches(null, "GET", "/v1/orders/p_1")).isFalse();
    assertThat(one).hasToString("get /products/*");

    Selector versioned = Selector.parse("PATCH /v1/customers/*");
    assertThat(versioned.matches(null, "PATCH", "/v1/customers/c_1")).isTrue();
    assertThat(Selector.parse("GET /v1").matches(null, "GET", "/v1")).isTrue();
  }

  @Test
  void aStarMethodMatchesEveryMethodOnThatPath() {
    Selector any = Selector.parse("* /orders");
    assertThat(any.matches(null, "GET", "/v1/orders")).isTrue();
    assertThat(any.matches(null, "POST", "/v1/orders")).isTrue();
    assertThat(any.matches(null, "POST", "/v1/customers")).isFalse();
  }

  @Test
  void anUnknownOperationOrAPathWithoutItsSlashIsRefusedEchoingTheText() {
    assertThatThrownBy(() -> Selector.parse("products.delete"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageStartingWith("selector must be an operation (one of ")
        .hasMessageEndingWith("), 'METHOD /path' or '*', got 'products.delete'");
    assertThatThrownBy(() -> Selector.parse("GET products/*"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("selector path must start with '/', got 'GET products/*'");
    assertThatThrownBy(() -> Selector.parse(null))
        .isInstanceOf(NullPointerException.class)
        .hasMessage("selector");
  }
}
