package com.workspacecommerce.sdk.models;

import com.fasterxml.jackson.annotation.JsonAnyGetter;
import com.fasterxml.jackson.annotation.JsonAnySetter;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.workspacecommerce.sdk.internal.Immutables;
import com.workspacecommerce.sdk.internal.LenientOffsetDateTimeDeserializer;
import com.workspacecommerce.sdk.internal.MissingFieldException;
import java.time.OffsetDateTime;
import java.util.List;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/**
 * An order of the workspace, as returned by create and get.
 *
 * <p>{@code id}, {@code orderNumber} and {@code status} are always present; every other field is
 * null when the server leaves it out, except {@code items} (empty) and {@code additionalProperties}
 * (empty). Money amounts are integers in the unit the server uses; the spec does not say which.
 *
 * @param id the order id (a UUID string)
 * @param orderNumber the human-facing order number ({@code order_number})
 * @param status the order status; allowed values are not specified, so it is a plain string
 * @param paymentStatus the payment status ({@code payment_status}), or null
 * @param fulfillmentStatus the fulfillment status ({@code fulfillment_status}), or null
 * @param salesChannel the sales channel ({@code sales_channel}), or null
 * @param currency the currency as sent by the server (format not specified), or null
 * @param customer the embedded customer summary, or null
 * @param items the order lines, never null
 * @param subtotalPrice {@code subtotal_price}, or null
 * @param totalShipping {@code total_shipping}, or null
 * @param totalTax {@code total_tax}, or null
 * @param totalDiscount {@code total_discount}, or null
 * @param totalPrice {@code total_price}, or null
 * @param totalItems {@code total_items}, or null
 * @param shippingAddress {@code shipping_address}: its fields are not specified, so it is an
 *     unmodifiable map of the JSON values, or null
 * @param note the note, or null
 * @param orderDatetime {@code order_datetime} with the offset sent by the server, or null
 * @param additionalProperties fields this SDK version does not know, unmodifiable, never null
 */
public record Order(
    @JsonProperty("id") String id,
    @JsonProperty("order_number") String orderNumber,
    @JsonProperty("status") String status,
    @JsonProperty("payment_status") @Nullable String paymentStatus,
    @JsonProperty("fulfillment_status") @Nullable String fulfillmentStatus,
    @JsonProperty("sales_channel") @Nullable String salesChannel,
    @JsonProperty("currency") @Nullable String currency,
    @JsonProperty("customer") @Nullable OrderCustomer customer,
    @JsonProperty("items") List<OrderItem> items,
    @JsonProperty("subtotal_price") @Nullable Long subtotalPrice,
    @JsonProperty("total_shipping") @Nullable Long totalShipping,
    @JsonProperty("total_tax") @Nullable Long totalTax,
    @JsonProperty("total_discount") @Nullable Long totalDiscount,
    @JsonProperty("total_price") @Nullable Long totalPrice,
    @JsonProperty("total_items") @Nullable Long totalItems,
    @JsonProperty("shipping_address") @Nullable Map<String, Object> shippingAddress,
    @JsonProperty("note") @Nullable String note,
    @JsonProperty("order_datetime")
        @JsonDeserialize(using = LenientOffsetDateTimeDeserializer.class)
        @Nullable OffsetDateTime orderDatetime,
    @JsonAnySetter @JsonAnyGetter Map<String, Object> additionalProperties) {

  /**
   * Checks the required fields and makes every collection unmodifiable.
   *
   * @param id the order id (a UUID string)
   * @param orderNumber the human-facing order number ({@code order_number})
   * @param status the order status; allowed values are not specified, so it is a plain string
   * @param paymentStatus the payment status ({@code payment_status}), or null
   * @param fulfillmentStatus the fulfillment status ({@code fulfillment_status}), or null
   * @param salesChannel the sales channel ({@code sales_channel}), or null
   * @param currency the currency as sent by the server (format not specified), or null
   * @param customer the embedded customer summary, or null
   * @param items the order lines, never null
   * @param subtotalPrice {@code subtotal_price}, or null
   * @param totalShipping {@code total_shipping}, or null
   * @param totalTax {@code total_tax}, or null
   * @param totalDiscount {@code total_discount}, or null
   * @param totalPrice {@code total_price}, or null
   * @param totalItems {@code total_items}, or null
   * @param shippingAddress {@code shipping_address}: its fields are not specified, so it is an
   *     unmodifiable map of the JSON values, or null
   * @param note the note, or null
   * @param orderDatetime {@code order_datetime} with the offset sent by the server, or null
   * @param additionalProperties fields this SDK version does not know, unmodifiable, never null
   */
  public Order {
    MissingFieldException.require(id, "Order", "id");
    MissingFieldException.require(orderNumber, "Order", "order_number");
    MissingFieldException.require(status, "Order", "status");
    items = Immutables.list(items);
    shippingAddress = Immutables.jsonObjectOrNull(shippingAddress);
    additionalProperties = Immutables.jsonObject(additionalProperties);
  }
}
