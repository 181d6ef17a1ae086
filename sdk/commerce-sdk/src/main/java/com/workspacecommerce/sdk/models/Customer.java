package com.workspacecommerce.sdk.models;

import com.fasterxml.jackson.annotation.JsonAnyGetter;
import com.fasterxml.jackson.annotation.JsonAnySetter;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.workspacecommerce.sdk.internal.Immutables;
import com.workspacecommerce.sdk.internal.LenientOffsetDateTimeDeserializer;
import com.workspacecommerce.sdk.internal.MissingFieldException;
import java.time.OffsetDateTime;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/**
 * A customer of the workspace, as returned by create and update.
 *
 * <p>{@code id}, {@code firstname} and {@code lastname} are always present (the spec marks them
 * required in the response); the other fields are null when absent.
 *
 * @param id the customer id (a UUID string)
 * @param firstname the first name
 * @param lastname the last name
 * @param email the e-mail address, or null
 * @param phone the phone number, or null
 * @param note the note, or null
 * @param createdAt {@code created_at} with the offset sent by the server, or null
 * @param updatedAt {@code updated_at} with the offset sent by the server, or null
 * @param additionalProperties fields this SDK version does not know, unmodifiable, never null
 */
public record Customer(
    @JsonProperty("id") String id,
    @JsonProperty("firstname") String firstname,
    @JsonProperty("lastname") String lastname,
    @JsonProperty("email") @Nullable String email,
    @JsonProperty("phone") @Nullable String phone,
    @JsonProperty("note") @Nullable String note,
    @JsonProperty("created_at") @JsonDeserialize(using = LenientOffsetDateTimeDeserializer.class)
        @Nullable OffsetDateTime createdAt,
    @JsonProperty("updated_at") @JsonDeserialize(using = LenientOffsetDateTimeDeserializer.class)
        @Nullable OffsetDateTime updatedAt,
    @JsonAnySetter @JsonAnyGetter Map<String, Object> additionalProperties) {

  /**
   * Checks the required fields and makes the extra properties unmodifiable.
   *
   * @param id the customer id (a UUID string)
   * @param firstname the first name
   * @param lastname the last name
   * @param email the e-mail address, or null
   * @param phone the phone number, or null
   * @param note the note, or null
   * @param createdAt {@code created_at} with the offset sent by the server, or null
   * @param updatedAt {@code updated_at} with the offset sent by the server, or null
   * @param additionalProperties fields this SDK version does not know, unmodifiable, never null
   */
  public Customer {
    MissingFieldException.require(id, "Customer", "id");
    MissingFieldException.require(firstname, "Customer", "firstname");
    MissingFieldException.require(lastname, "Customer", "lastname");
    additionalProperties = Immutables.jsonObject(additionalProperties);
  }
}
