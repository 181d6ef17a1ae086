package com.workspacecommerce.sdk.params;

import com.fasterxml.jackson.annotation.JsonCreator;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/**
 * Body of {@code PUT /customers/{id}}: updates a customer. Immutable; build with {@link
 * #builder()}.
 *
 * <p>{@code firstname} is required, as on create. Only the fields you set are sent: a field never
 * set is left out (the spec does not say whether the server then keeps or clears it), and a field
 * set to null is sent as JSON {@code null}.
 */
public final class CustomerUpdateParams extends CustomerFields {
  private CustomerUpdateParams(Map<String, @Nullable Object> fields) {
    super(fields);
  }

  /**
   * Reads params from a JSON object, as an application's mapper does for a request body, through
   * the builder: its checks apply, and a field given as null stays apart from a field left out.
   */
  @JsonCreator(mode = JsonCreator.Mode.DELEGATING)
  private static CustomerUpdateParams fromJson(Map<String, @Nullable Object> body) {
    return builder().fromJson(body, "CustomerUpdateParams").build();
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

  /** Builds {@link CustomerUpdateParams}. Not thread-safe; the built value is. */
  public static final class Builder extends CustomerFieldsBuilder<Builder> {
    private Builder() {}

    /**
     * Checks the fields and builds the params.
     *
     * @return the params
     * @throws IllegalArgumentException when firstname is missing or blank, or email is malformed
     */
    public CustomerUpdateParams build() {
      return new CustomerUpdateParams(checkedFields());
    }
  }
}
