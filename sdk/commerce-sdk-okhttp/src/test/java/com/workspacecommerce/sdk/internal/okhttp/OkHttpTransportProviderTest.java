package com.workspacecommerce.sdk.internal.okhttp;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** What the {@code okhttp} transport's provider says about OkHttp being there. */
class OkHttpTransportProviderTest {
  @Test
  void okHttpIsFoundOnTheClassPathAndNamedAsMissingWhereItIsNot() {
    OkHttpTransportProvider provider = new OkHttpTransportProvider();
    assertThat(provider.name()).isEqualTo("okhttp");
    assertThat(provider.missing()).isNull();
    // The platform class loader sees the JDK only: as an application without okhttp-jvm.
    assertThat(OkHttpTransportProvider.missing(ClassLoader.getPlatformClassLoader()))
        .isEqualTo("com.squareup.okhttp3:okhttp-jvm");
  }
}
