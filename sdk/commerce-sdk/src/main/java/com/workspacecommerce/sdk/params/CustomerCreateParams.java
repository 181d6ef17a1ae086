package com.workspacecommerce.sdk.params;

import java.util.Map;

/**
 * Body of {@code POST /customers}: creates a customer. Immutable; build with {@link #builder()}.
 */
public final class CustomerCreateParams extends CustomerFields {
  private CustomerCreateParams(Map<String, Object> fields) {
    super(fields);
  }

  /** @return a new builder with nothing set */
  public static Builder builder() {
    return new Builder();
  }

  /** Builds {@link CustomerCreateParams}. Not thread-safe; the built value is. */
  public static final class Builder extends CustomerFieldsBuilder<Builder> {
    private Builder() {}

    /**
     * Checks the fields and builds the params.
     *
     * @return the params
     * @throws IllegalArgumentException when firstname is missing or blank, or email is malformed
     */
    public CustomerCreateParams build() {
      return new CustomerCreateParams(checkedFields());
    }
  }
}
