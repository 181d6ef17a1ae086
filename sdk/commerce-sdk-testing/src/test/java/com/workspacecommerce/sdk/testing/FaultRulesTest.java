package com.workspacecommerce.sdk.testing;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import org.junit.jupiter.api.Test;

/** A fault's bounds and its one-line description, as a test author reads them in a failure. */
class FaultRulesTest {

  @Test
  void aStatusFaultTakesFourHundredToFiveNinetyNine() {
    assertThat(Fault.status(400).status()).isEqualTo(400);
    assertThat(Fault.status(599).status()).isEqualTo(599);
    assertThatThrownBy(() -> Fault.status(399)).isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> Fault.status(600)).isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  void delaysAndCountsHaveTheirBounds() {
    assertThat(Fault.delay(Duration.ofMillis(1)).delay()).isEqualTo(Duration.ofMillis(1));
    assertThatThrownBy(() -> Fault.delay(Duration.ZERO))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("delay must be positive, was PT0S");
    assertThatThrownBy(() -> Fault.delay(Duration.ofMillis(-5)))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("delay must be positive, was PT-0.005S");
    assertThat(Fault.noResponse().after(Duration.ZERO).delay()).isZero();
    assertThatThrownBy(() -> Fault.noResponse().after(Duration.ofMillis(-1)))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("delay must be zero or positive, was PT-0.001S");
    assertThat(Fault.dropConnection().times(1).times()).isEqualTo(1);
    assertThatThrownBy(() -> Fault.dropConnection().times(0))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("times must be >= 1, was 0");
  }

  @Test
  void aBodyOrHeaderBelongsToAStatusFaultOnly() {
    assertThat(Fault.status(503).withBody("{}").body()).isEqualTo("{}");
    assertThatThrownBy(() -> Fault.truncatedBody().withBody("{}"))
        .isInstanceOf(IllegalStateException.class)
        .hasMessage("withBody applies to a status fault only, not to TRUNCATED_BODY");
    assertThatThrownBy(() -> Fault.noResponse().withHeader("Retry-After", "1"))
        .isInstanceOf(IllegalStateException.class)
        .hasMessage("withHeader applies to a status fault only, not to NO_RESPONSE");
  }

  @Test
  void theDescriptionNamesKindStatusDelaySelectorAndCount() {
    assertThat(Fault.status(503).on("products.list").times(2))
        .hasToString("STATUS 503 on products.list x2");
    assertThat(Fault.delay(Duration.ofMillis(250))).hasToString("DELAY after 250 ms on * x1");
    assertThat(Fault.dropConnection()).hasToString("DROP_CONNECTION on * x1");
  }
}
