package com.workspacecommerce.sdk.models;

import com.fasterxml.jackson.annotation.JsonAnyGetter;
import com.fasterxml.jackson.annotation.JsonAnySetter;
import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.workspacecommerce.sdk.internal.Checks;
import com.workspacecommerce.sdk.internal.Immutables;
import com.workspacecommerce.sdk.internal.ModelBuilders;
import com.workspacecommerce.sdk.internal.Timestamps;
import com.workspacecommerce.sdk.internal.spi.MissingFieldException;
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
 * <p>Build one by name with {@link #builder()}, or derive one from another with {@link
 * #toBuilder()}: both go through the canonical constructor, so the same checks apply.
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
    // Each index is the field's place in the API's order, which a mapper that sorts properties
    // alphabetically (as Jackson 3 does by default) keeps too.
    @JsonProperty(value = "id", index = 0) String id,
    @JsonProperty(value = "order_number", index = 1) String orderNumber,
    @JsonProperty(value = "status", index = 2) String status,
    @JsonProperty(value = "payment_status", index = 3) @Nullable String paymentStatus,
    @JsonProperty(value = "fulfillment_status", index = 4) @Nullable String fulfillmentStatus,
    @JsonProperty(value = "sales_channel", index = 5) @Nullable String salesChannel,
    @JsonProperty(value = "currency", index = 6) @Nullable String currency,
    @JsonProperty(value = "customer", index = 7) @Nullable OrderCustomer customer,
    @JsonProperty(value = "items", index = 8) List<OrderItem> items,
    @JsonProperty(value = "subtotal_price", index = 9) @Nullable Long subtotalPrice,
    @JsonProperty(value = "total_shipping", index = 10) @Nullable Long totalShipping,
    @JsonProperty(value = "total_tax", index = 11) @Nullable Long totalTax,
    @JsonProperty(value = "total_discount", index = 12) @Nullable Long totalDiscount,
    @JsonProperty(value = "total_price", index = 13) @Nullable Long totalPrice,
    @JsonProperty(value = "total_items", index = 14) @Nullable Long totalItems,
    @JsonProperty(value = "shipping_address", index = 15)
        @Nullable Map<String, Object> shippingAddress,
    @JsonProperty(value = "note", index = 16) @Nullable String note,
    @JsonIgnore @Nullable OffsetDateTime orderDatetime,
    @JsonAnyGetter Map<String, Object> additionalProperties) {

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

  /**
   * Reads the JSON object, for any Jackson mapper (Jackson 2 or 3, whatever its date settings): the
   * date-times arrive as text and are parsed as the SDK parses them, offset kept.
   */
  @JsonCreator
  private static Order fromJson(
      @JsonProperty("id") String id,
      @JsonProperty("order_number") String orderNumber,
      @JsonProperty("status") String status,
      @JsonProperty("payment_status") @Nullable String paymentStatus,
      @JsonProperty("fulfillment_status") @Nullable String fulfillmentStatus,
      @JsonProperty("sales_channel") @Nullable String salesChannel,
      @JsonProperty("currency") @Nullable String currency,
      @JsonProperty("customer") @Nullable OrderCustomer customer,
      @JsonProperty("items") @Nullable List<OrderItem> items,
      @JsonProperty("subtotal_price") @Nullable Long subtotalPrice,
      @JsonProperty("total_shipping") @Nullable Long totalShipping,
      @JsonProperty("total_tax") @Nullable Long totalTax,
      @JsonProperty("total_discount") @Nullable Long totalDiscount,
      @JsonProperty("total_price") @Nullable Long totalPrice,
      @JsonProperty("total_items") @Nullable Long totalItems,
      @JsonProperty("shipping_address") @Nullable Map<String, Object> shippingAddress,
      @JsonProperty("note") @Nullable String note,
      @JsonProperty("order_datetime") @Nullable String orderDatetime,
      @JsonAnySetter @Nullable Map<String, Object> additionalProperties) {
    return new Order(
        id,
        orderNumber,
        status,
        paymentStatus,
        fulfillmentStatus,
        salesChannel,
        currency,
        customer,
        Immutables.list(items),
        subtotalPrice,
        totalShipping,
        totalTax,
        totalDiscount,
        totalPrice,
        totalItems,
        shippingAddress,
        note,
        Timestamps.fromJson(orderDatetime, "order_datetime"),
        Immutables.jsonObject(additionalProperties));
  }

  /**
   * Writes {@code order_datetime} as ISO 8601 text with its offset, whatever the mapper's date
   * settings.
   */
  @JsonProperty(value = "order_datetime", index = 17)
  private @Nullable String orderDatetimeJson() {
    return Timestamps.toJson(orderDatetime);
  }

  private static final ModelBuilders<Order> MODEL = ModelBuilders.of(Order.class);

  /**
   * Starts an empty builder, for fakes and fixtures that need an order without a server.
   *
   * @return a new builder; {@code id}, {@code orderNumber} and {@code status} must be set before
   *     {@link Builder#build()}
   */
  public static Builder builder() {
    return new Builder(null);
  }

  /**
   * Starts a builder holding every value of this order, to derive a changed copy.
   *
   * @return a new builder; changing it leaves this order as it is
   */
  public Builder toBuilder() {
    return new Builder(this);
  }

  /**
   * Builds an {@link Order} by component name. Not thread-safe; the built order is immutable and
   * shares nothing mutable with the builder.
   */
  public static final class Builder {
    private final ModelBuilders.Values<Order, Builder> values;

    private Builder(@Nullable Order from) {
      values = MODEL.values(from, this);
    }

    /**
     * Sets the order id (required).
     *
     * @param id the order id (a UUID string)
     * @return this builder
     */
    public Builder id(String id) {
      return values.setRequired("id", id);
    }

    /**
     * Sets the human-facing order number, {@code order_number} (required).
     *
     * @param orderNumber the order number, such as {@code WC-1001}
     * @return this builder
     */
    public Builder orderNumber(String orderNumber) {
      return values.setRequired("orderNumber", orderNumber);
    }

    /**
     * Sets the order status (required).
     *
     * @param status the status, such as {@code open}
     * @return this builder
     */
    public Builder status(String status) {
      return values.setRequired("status", status);
    }

    /**
     * Sets {@code payment_status}.
     *
     * @param paymentStatus the payment status, or null for none
     * @return this builder
     */
    public Builder paymentStatus(@Nullable String paymentStatus) {
      return values.set("paymentStatus", paymentStatus);
    }

    /**
     * Sets {@code fulfillment_status}.
     *
     * @param fulfillmentStatus the fulfillment status, or null for none
     * @return this builder
     */
    public Builder fulfillmentStatus(@Nullable String fulfillmentStatus) {
      return values.set("fulfillmentStatus", fulfillmentStatus);
    }

    /**
     * Sets {@code sales_channel}.
     *
     * @param salesChannel the sales channel, or null for none
     * @return this builder
     */
    public Builder salesChannel(@Nullable String salesChannel) {
      return values.set("salesChannel", salesChannel);
    }

    /**
     * Sets the currency, as the server would send it.
     *
     * @param currency the currency, or null for none
     * @return this builder
     */
    public Builder currency(@Nullable String currency) {
      return values.set("currency", currency);
    }

    /**
     * Sets the embedded customer summary.
     *
     * @param customer the customer, or null for none
     * @return this builder
     */
    public Builder customer(@Nullable OrderCustomer customer) {
      return values.set("customer", customer);
    }

    /**
     * Replaces the order lines with a copy of {@code items}.
     *
     * @param items the lines, in order
     * @return this builder
     */
    public Builder items(List<OrderItem> items) {
      return values.replaceList("items", items);
    }

    /**
     * Appends one order line.
     *
     * @param item the line
     * @return this builder
     */
    public Builder addItem(OrderItem item) {
      return values.add("items", Checks.notNull(item, "item"));
    }

    /**
     * Sets {@code subtotal_price}.
     *
     * @param subtotalPrice the subtotal, or null for none
     * @return this builder
     */
    public Builder subtotalPrice(@Nullable Long subtotalPrice) {
      return values.set("subtotalPrice", subtotalPrice);
    }

    /**
     * Sets {@code subtotalPrice} from a plain number, so that {@code subtotalPrice(2)} compiles.
     *
     * @param subtotalPrice the value
     * @return this builder
     */
    public Builder subtotalPrice(long subtotalPrice) {
      return subtotalPrice(Long.valueOf(subtotalPrice));
    }

    /**
     * Sets {@code total_shipping}.
     *
     * @param totalShipping the shipping total, or null for none
     * @return this builder
     */
    public Builder totalShipping(@Nullable Long totalShipping) {
      return values.set("totalShipping", totalShipping);
    }

    /**
     * Sets {@code totalShipping} from a plain number, so that {@code totalShipping(2)} compiles.
     *
     * @param totalShipping the value
     * @return this builder
     */
    public Builder totalShipping(long totalShipping) {
      return totalShipping(Long.valueOf(totalShipping));
    }

    /**
     * Sets {@code total_tax}.
     *
     * @param totalTax the tax total, or null for none
     * @return this builder
     */
    public Builder totalTax(@Nullable Long totalTax) {
      return values.set("totalTax", totalTax);
    }

    /**
     * Sets {@code totalTax} from a plain number, so that {@code totalTax(2)} compiles.
     *
     * @param totalTax the value
     * @return this builder
     */
    public Builder totalTax(long totalTax) {
      return totalTax(Long.valueOf(totalTax));
    }

    /**
     * Sets {@code total_discount}.
     *
     * @param totalDiscount the discount total, or null for none
     * @return this builder
     */
    public Builder totalDiscount(@Nullable Long totalDiscount) {
      return values.set("totalDiscount", totalDiscount);
    }

    /**
     * Sets {@code totalDiscount} from a plain number, so that {@code totalDiscount(2)} compiles.
     *
     * @param totalDiscount the value
     * @return this builder
     */
    public Builder totalDiscount(long totalDiscount) {
      return totalDiscount(Long.valueOf(totalDiscount));
    }

    /**
     * Sets {@code total_price}; the builder does not compute it from the other totals.
     *
     * @param totalPrice the total, or null for none
     * @return this builder
     */
    public Builder totalPrice(@Nullable Long totalPrice) {
      return values.set("totalPrice", totalPrice);
    }

    /**
     * Sets {@code totalPrice} from a plain number, so that {@code totalPrice(2)} compiles.
     *
     * @param totalPrice the value
     * @return this builder
     */
    public Builder totalPrice(long totalPrice) {
      return totalPrice(Long.valueOf(totalPrice));
    }

    /**
     * Sets {@code total_items}; the builder does not count it from the lines.
     *
     * @param totalItems the number of units, or null for none
     * @return this builder
     */
    public Builder totalItems(@Nullable Long totalItems) {
      return values.set("totalItems", totalItems);
    }

    /**
     * Sets {@code totalItems} from a plain number, so that {@code totalItems(2)} compiles.
     *
     * @param totalItems the value
     * @return this builder
     */
    public Builder totalItems(long totalItems) {
      return totalItems(Long.valueOf(totalItems));
    }

    /**
     * Sets {@code shipping_address}, whose fields the spec leaves open.
     *
     * @param shippingAddress the address as JSON values (copied deeply), or null for none
     * @return this builder
     */
    public Builder shippingAddress(@Nullable Map<String, ?> shippingAddress) {
      return values.set("shippingAddress", Immutables.jsonObjectOrNull(shippingAddress));
    }

    /**
     * Sets the note.
     *
     * @param note the note, or null for none
     * @return this builder
     */
    public Builder note(@Nullable String note) {
      return values.set("note", note);
    }

    /**
     * Sets {@code order_datetime}.
     *
     * @param orderDatetime when the order was placed, with its offset, or null for none
     * @return this builder
     */
    public Builder orderDatetime(@Nullable OffsetDateTime orderDatetime) {
      return values.set("orderDatetime", orderDatetime);
    }

    /**
     * Adds a field this SDK version does not know, as a newer server would send it.
     *
     * @param name the JSON field name; not one of the typed fields
     * @param value its JSON value (copied deeply), may be null
     * @return this builder
     * @throws IllegalArgumentException when the name is blank or a typed field's JSON name
     */
    public Builder putAdditionalProperty(String name, @Nullable Object value) {
      return values.putAdditional(name, value);
    }

    /**
     * Replaces every additional property with a copy of {@code additionalProperties}.
     *
     * @param additionalProperties the fields by JSON name; none may be a typed field's name
     * @return this builder
     * @throws IllegalArgumentException when a name is blank or a typed field's JSON name
     */
    public Builder additionalProperties(Map<String, ?> additionalProperties) {
      return values.replaceAdditional(additionalProperties);
    }

    /**
     * Builds the order through the canonical constructor; the builder can be changed and built
     * again without affecting it.
     *
     * @return the order
     * @throws NullPointerException when {@code id}, {@code orderNumber} or {@code status} is unset,
     *     with a message such as {@code Order is missing required field 'order_number'}
     */
    public Order build() {
      return values.build();
    }
  }
}
