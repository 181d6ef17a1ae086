package com.workspacecommerce.sdk;

import com.workspacecommerce.sdk.internal.Checks;

/**
 * Bounds how many retries one client makes while a server keeps failing, so that retries do not
 * multiply the load on a service that is already down. Modelled on the AWS SDK's "standard" retry
 * quota: each client holds a bucket of tokens; a retry takes {@value #RETRY_COST} tokens ({@value
 * #TIMEOUT_RETRY_COST} after a timeout); a call that succeeds without a retry puts {@value
 * #SUCCESS_REFUND} token back, and one that succeeds after retries puts back what its last retry
 * took. When the bucket cannot pay for a retry, the call fails with the last attempt's exception,
 * whose message says that the retry budget refused the retry.
 *
 * <p>With the default of {@value #DEFAULT_CAPACITY} tokens a client makes at most about 100 retries
 * in a row against a server that answers nothing but errors, while occasional failures never empty
 * the bucket. Immutable; set with {@link CommerceClient.Builder#retryBudget}.
 */
public final class RetryBudget {
  /** Tokens a retry takes. */
  public static final int RETRY_COST = 5;

  /** Tokens a retry after a timeout takes. */
  public static final int TIMEOUT_RETRY_COST = 10;

  /** Tokens a call that succeeded without a retry gives back. */
  public static final int SUCCESS_REFUND = 1;

  /** The bucket size of {@link #standard()}. */
  public static final int DEFAULT_CAPACITY = 500;

  private static final RetryBudget STANDARD = new RetryBudget(DEFAULT_CAPACITY);
  private static final RetryBudget UNLIMITED = new RetryBudget(-1);

  private final int capacity;

  private RetryBudget(int capacity) {
    this.capacity = capacity;
  }

  /**
   * @return the default budget: {@value #DEFAULT_CAPACITY} tokens per client
   */
  public static RetryBudget standard() {
    return STANDARD;
  }

  /**
   * Returns a budget with a bucket of the given size.
   *
   * @param capacity tokens in a full bucket; 0 allows no retries at all
   * @return the budget
   * @throws IllegalArgumentException when negative
   */
  public static RetryBudget ofCapacity(int capacity) {
    Checks.range(capacity, 0, Integer.MAX_VALUE, "capacity");
    return new RetryBudget(capacity);
  }

  /**
   * Returns a budget that never refuses a retry: only {@code maxRetries} bounds them (the behaviour
   * before budgets existed).
   *
   * @return the unlimited budget
   */
  public static RetryBudget unlimited() {
    return UNLIMITED;
  }

  /**
   * @return tokens in a full bucket, or -1 when unlimited
   */
  public int capacity() {
    return capacity;
  }

  /**
   * @return whether this budget never refuses a retry
   */
  public boolean isUnlimited() {
    return capacity < 0;
  }

  @Override
  public String toString() {
    return isUnlimited() ? "RetryBudget{unlimited}" : "RetryBudget{capacity=" + capacity + '}';
  }
}
