package com.workspacecommerce.sdk.params;

import com.fasterxml.jackson.annotation.JsonCreator;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/**
 * Body of {@code POST /customers}: creates a customer. Immutable; build with {@link #builder()}.
 */
public final class CustomerCreateParams extends CustomerFields {
  private CustomerCreateParams(Map<String, @Nullable Object> fields) {
    super(fields);
  }

  /**
   * Reads params from a JSON object, as an application's mapper does for a request body, through
   * the builder: its checks apply, and a field given as null stays apart from a field left out.
   */
  @JsonCreator(mode = JsonCreator.Mode.DELEGATING)
  private static CustomerCreateParams fromJson(Map<String, @Nullable Object> body) {
    return builder().fromJson(body, "CustomerCreateParams").build();
  }

  /**
   * Starts empty params.
   *
   * @return a new builder with nothing set
   */
  public static Builder builder() {
    return new Builder();
  }

  /**
   * Starts a builder holding every field of these params, to derive other params.
   *
   * @return a new builder; changing it leaves these params as they are
   */
  public Builder toBuilder() {
    return new Builder().from(this);
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
