package com.workspacecommerce.sdk;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import org.junit.jupiter.api.Test;

/** Per-call options as values: what toBuilder() keeps, what toString() shows, what is refused. */
class RequestOptionsValueTest {

  @Test
  void toBuilderKeepsEveryOptionAndChangingItLeavesTheOriginal() {
    RequestOptions options =
        RequestOptions.builder()
            .attemptTimeout(Duration.ofSeconds(3))
            .totalTimeout(Duration.ofSeconds(9))
            .maxRetries(4)
            .idempotencyKey("key-1")
            .header("X-Trace", "t1")
            .build();
    RequestOptions copy = options.toBuilder().build();

    assertThat(copy.attemptTimeout()).isEqualTo(Duration.ofSeconds(3));
    assertThat(copy.timeout()).isEqualTo(Duration.ofSeconds(3));
    assertThat(copy.totalTimeout()).isEqualTo(Duration.ofSeconds(9));
    assertThat(copy.maxRetries()).isEqualTo(4);
    assertThat(copy.idempotencyKey()).isEqualTo("key-1");
    assertThat(copy.headers()).containsExactly(java.util.Map.entry("X-Trace", "t1"));

    RequestOptions changed = options.toBuilder().header("X-Other", "o").maxRetries(0).build();
    assertThat(changed.headers()).containsOnlyKeys("X-Trace", "X-Other");
    assertThat(options.headers()).containsOnlyKeys("X-Trace");
    assertThat(options.maxRetries()).isEqualTo(4);
  }

  @Test
  void toStringShowsHeaderNamesButNeverTheirValues() {
    RequestOptions options =
        RequestOptions.builder().maxRetries(1).header("X-Secret", "s3cr3t").build();
    assertThat(options)
        .hasToString(
            "RequestOptions{attemptTimeout=null, totalTimeout=null, maxRetries=1,"
                + " idempotencyKey=null, headers=[X-Secret]}");
    assertThat(RequestOptions.none().headers()).isEmpty();
    assertThat(RequestOptions.none().maxRetries()).isNull();
  }

  @Test
  void invalidOptionsAreRefusedNamingTheOption() {
    assertThatThrownBy(() -> RequestOptions.builder().maxRetries(-1))
        .hasMessage("maxRetries must be >= 0, was -1");
    assertThatThrownBy(() -> RequestOptions.builder().idempotencyKey(" "))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageStartingWith("idempotencyKey is required and must not be blank");
    assertThatThrownBy(() -> RequestOptions.builder().idempotencyKey(null))
        .isInstanceOf(NullPointerException.class)
        .hasMessage("idempotencyKey must not be null");
    assertThatThrownBy(() -> RequestOptions.builder().timeout(null))
        .isInstanceOf(NullPointerException.class)
        .hasMessage("timeout must not be null");
    assertThatThrownBy(() -> RequestOptions.builder().totalTimeout(Duration.ZERO))
        .hasMessageStartingWith("totalTimeout must be between 1 ms and 24 days");
    assertThatThrownBy(() -> RequestOptions.builder().header("Authorization", "x"))
        .hasMessageContaining("cannot be set through RequestOptions");
  }
}
