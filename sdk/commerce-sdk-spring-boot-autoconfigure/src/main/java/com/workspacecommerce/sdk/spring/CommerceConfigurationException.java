package com.workspacecommerce.sdk.spring;

import org.jspecify.annotations.Nullable;

/**
 * A required {@code commerce.*} property is missing or blank, a property has a value the client
 * cannot use (such as {@code commerce.proxy.port=0}), or a property names an SSL bundle that cannot
 * be used, so no client can be built. Start-up fails with it, and {@link CommerceFailureAnalyzer}
 * says which property to set and how.
 */
public class CommerceConfigurationException extends IllegalStateException {
  private static final long serialVersionUID = 1L;

  /** The missing property, such as {@code commerce.base-url}. */
  private final String property;

  /** The environment variable that sets it, such as {@code COMMERCE_BASE_URL}. */
  private final @Nullable String environmentVariable;

  /** What is wrong with the value that is set, or null when the property is missing. */
  private final @Nullable String problem;

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
    this.problem = null;
  }

  private CommerceConfigurationException(String message, String property, String problem) {
    super(message);
    this.property = property;
    this.environmentVariable = null;
    this.problem = problem;
  }

  /**
   * Creates the exception for a property that is set to a value the client cannot use.
   *
   * @param property the property, such as {@code commerce.proxy.port}
   * @param problem what is wrong with its value, such as {@code must be between 1 and 65535}; it
   *     must not echo a secret value
   * @return the exception
   */
  public static CommerceConfigurationException invalid(String property, String problem) {
    return new CommerceConfigurationException(property + " " + problem, property, problem);
  }

  /**
   * @return the missing property, such as {@code commerce.base-url}
   */
  public String property() {
    return property;
  }

  /**
   * @return what is wrong with the value set, or null when the property is missing
   */
  public @Nullable String problem() {
    return problem;
  }

  /**
   * @return the environment variable that sets it, such as {@code COMMERCE_BASE_URL}, or null for
   *     the {@code commerce.app-info} pair
   */
  public @Nullable String environmentVariable() {
    return environmentVariable;
  }
}
