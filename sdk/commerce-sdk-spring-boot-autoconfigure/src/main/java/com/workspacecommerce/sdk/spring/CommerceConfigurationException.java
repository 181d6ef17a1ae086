package com.workspacecommerce.sdk.spring;

import org.jspecify.annotations.Nullable;

/**
 * A required {@code commerce.*} property is missing or blank, or a property names an SSL bundle
 * that cannot be used, so no client can be built. Start-up fails with it, and {@link
 * CommerceFailureAnalyzer} says which property to set and how.
 */
public class CommerceConfigurationException extends IllegalStateException {
  private static final long serialVersionUID = 1L;

  /** The missing property, such as {@code commerce.base-url}. */
  private final String property;

  /** The environment variable that sets it, such as {@code COMMERCE_BASE_URL}. */
  private final @Nullable String environmentVariable;

  /**
   * Creates the exception.
   *
   * @param property the missing property
   * @param environmentVariable the environment variable that sets it, or null when it has none of
   *     its own (the {@code commerce.app-info} pair)
   */
  public CommerceConfigurationException(String property, @Nullable String environmentVariable) {
    super(property + " is required to build the CommerceClient and is not set");
    this.property = property;
    this.environmentVariable = environmentVariable;
  }

  /**
   * @return the missing property, such as {@code commerce.base-url}
   */
  public String property() {
    return property;
  }

  /**
   * @return the environment variable that sets it, such as {@code COMMERCE_BASE_URL}, or null for
   *     the {@code commerce.app-info} pair
   */
  public @Nullable String environmentVariable() {
    return environmentVariable;
  }
}
