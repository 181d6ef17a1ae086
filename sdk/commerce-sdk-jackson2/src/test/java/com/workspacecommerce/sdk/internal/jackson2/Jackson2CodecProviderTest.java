package com.workspacecommerce.sdk.internal.jackson2;

import static org.assertj.core.api.Assertions.assertThat;

import com.workspacecommerce.sdk.internal.spi.JsonCodecProvider;
import org.junit.jupiter.api.Test;

/** Which Jackson 2 artifact the {@code jackson2} codec's provider names as missing. */
class Jackson2CodecProviderTest {
  @Test
  void theFirstMissingArtifactIsNamedAndNoneWhenAllAreThere() {
    assertThat(new Jackson2CodecProvider().missing()).isNull();
    assertThat(Jackson2CodecProvider.missing(JsonCodecProvider::present)).isNull();
    assertThat(Jackson2CodecProvider.missing(className -> false))
        .isEqualTo("com.fasterxml.jackson.core:jackson-databind");
    // databind without the java.time module, which the SDK's timestamps need.
    assertThat(
            Jackson2CodecProvider.missing(
                className -> !className.startsWith("com.fasterxml.jackson.datatype.jsr310.")))
        .isEqualTo("com.fasterxml.jackson.datatype:jackson-datatype-jsr310");
    assertThat(
            Jackson2CodecProvider.missing(
                className -> !className.startsWith("com.fasterxml.jackson.databind.")))
        .isEqualTo("com.fasterxml.jackson.core:jackson-databind");
  }
}
