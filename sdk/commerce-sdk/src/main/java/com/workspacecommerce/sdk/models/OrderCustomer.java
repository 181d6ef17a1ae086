package com.workspacecommerce.sdk.models;

import com.fasterxml.jackson.annotation.JsonAnyGetter;
import com.fasterxml.jackson.annotation.JsonAnySetter;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.workspacecommerce.sdk.internal.Immutables;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/**
 * The customer summary embedded in an {@link Order}. Each field may be null.
 *
 * @param id the customer id (a UUID string), or null
 * @param name the customer's display name, or null
 * @param email the e-mail address, or null
 * @param additionalProperties fields this SDK version does not know, unmodifiable, never null
 */
public record OrderCustomer(
    @JsonProperty("id") @Nullable String id,
    @JsonProperty("name") @Nullable String name,
    @JsonProperty("email") @Nullable String email,
    @JsonAnySetter @JsonAnyGetter Map<String, Object> additionalProperties) {

  /**
   * Makes the extra properties unmodifiable.
   *
   * @param id the customer id (a UUID string), or null
   * @param name the customer's display name, or null
   * @param email the e-mail address, or null
   * @param additionalProperties fields this SDK version does not know, unmodifiable, never null
   */
  public OrderCustomer {
    additionalProperties = Immutables.jsonObject(additionalProperties);
  }
}
