package com.workspacecommerce.sdk.internal;

import static org.assertj.core.api.Assertions.assertThat;

import com.workspacecommerce.sdk.RetryBudget;
import org.junit.jupiter.api.Test;

/** The token bucket behind the retry budget: exact costs, the cap on refunds, and no limit. */
class RetryQuotaTest {

  @Test
  void aRetryIsAllowedWhileTheTokensCoverItsCostExactly() {
    RetryQuota quota = new RetryQuota(RetryBudget.ofCapacity(10));
    assertThat(quota.unlimited()).isFalse();
    assertThat(quota.available()).isEqualTo(10);

    assertThat(quota.tryAcquire(6)).isTrue();
    assertThat(quota.available()).isEqualTo(4);
    assertThat(quota.tryAcquire(5)).as("one token short").isFalse();
    assertThat(quota.available()).as("a refused retry takes nothing").isEqualTo(4);
    assertThat(quota.tryAcquire(4)).as("exactly enough").isTrue();
    assertThat(quota.available()).isZero();
  }

  @Test
  void refundsFillUpToTheCapacityAndNoFurther() {
    RetryQuota quota = new RetryQuota(RetryBudget.ofCapacity(10));
    quota.tryAcquire(10);

    quota.release(3);
    assertThat(quota.available()).isEqualTo(3);
    quota.release(100);
    assertThat(quota.available()).isEqualTo(10);
    quota.release(1);
    assertThat(quota.available()).isEqualTo(10);
  }

  @Test
  void anUnlimitedBudgetAllowsEveryRetryAndKeepsNoCount() {
    RetryQuota quota = new RetryQuota(RetryBudget.unlimited());
    assertThat(quota.unlimited()).isTrue();

    assertThat(quota.tryAcquire(Integer.MAX_VALUE)).isTrue();
    quota.release(5);
    assertThat(quota.available()).isZero();
  }

  @Test
  void aZeroBudgetAllowsNoRetry() {
    RetryQuota quota = new RetryQuota(RetryBudget.ofCapacity(0));
    assertThat(quota.unlimited()).isFalse();
    assertThat(quota.tryAcquire(1)).isFalse();
    quota.release(1);
    assertThat(quota.available()).isZero();
  }

  @Test
  void theBudgetNamesItselfAndRefusesANegativeCapacity() {
    assertThat(RetryBudget.ofCapacity(0).isUnlimited()).isFalse();
    assertThat(RetryBudget.ofCapacity(0)).hasToString("RetryBudget{capacity=0}");
    assertThat(RetryBudget.unlimited().isUnlimited()).isTrue();
    assertThat(RetryBudget.unlimited()).hasToString("RetryBudget{unlimited}");
    assertThat(RetryBudget.standard().capacity()).isEqualTo(RetryBudget.DEFAULT_CAPACITY);
    org.assertj.core.api.Assertions.assertThatThrownBy(() -> RetryBudget.ofCapacity(-1))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("capacity must be >= 0, was -1");
  }
}
