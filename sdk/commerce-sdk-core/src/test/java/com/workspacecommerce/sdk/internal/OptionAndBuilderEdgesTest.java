package com.workspacecommerce.sdk.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.workspacecommerce.sdk.RequestOptions;
import com.workspacecommerce.sdk.internal.spi.WireHeaders;
import com.workspacecommerce.sdk.models.Product;
import org.junit.jupiter.api.Test;

/**
 * Small promises of the configuration's and the builders' plumbing that no call shows: which
 * settings a call can override, a records' builder asked for a component it lacks, and a headers
 * builder that chains.
 */
class OptionAndBuilderEdgesTest {
  @Test
  void onlyASettingACallCanOverrideReadsItsValueFromTheCallsOptions() {
    RequestOptions call = RequestOptions.builder().maxRetries(5).build();

    assertThat(Options.MAX_RETRIES.perCall(call)).isEqualTo(5);
    assertThat(Options.MAX_RETRIES.perCall(RequestOptions.none())).as("not given").isNull();
    assertThat(Options.MAX_RESPONSE_BYTES.perCall(call)).as("not a per-call setting").isNull();
  }

  @Test
  void aRecordsBuilderAskedForAComponentItLacksSaysWhichAndOfWhat() {
    ModelBuilders.Values<Product, Object> values =
        ModelBuilders.of(Product.class).values(null, new Object());

    assertThatThrownBy(() -> values.set("colour", "red"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("Product has no component colour");
  }

  @Test
  void aHeadersBuilderChainsThroughRemoveAll() {
    WireHeaders.Builder b = new WireHeaders.Builder().add("X-Tag", "a").add("x-tag", "b");

    assertThat(b.removeAll("X-TAG")).isSameAs(b);
    assertThat(b.add("Accept", "application/json").build().size()).isOne();
  }
}
