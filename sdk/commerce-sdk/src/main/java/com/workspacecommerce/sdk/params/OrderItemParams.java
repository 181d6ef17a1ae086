package com.workspacecommerce.sdk.params;

import com.workspacecommerce.sdk.internal.Checks;
import com.workspacecommerce.sdk.internal.Immutables;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * One line of an order to create, sent inside {@link OrderCreateParams}. Immutable; build with
 * {@link #builder()} or {@link #of(String, String, long, long)}.
 *
 * <p>The spec does not show the order form, so the typed fields mirror the order item resource
 * ({@code sku}, {@code title}, {@code quantity}, {@code unit_price}) and {@link
 * Builder#putAdditionalProperty} sends anything else. Only what was set is sent.
 */
public final class OrderItemParams extends BodyParams {
  private OrderItemParams(Map<String, Object> fields) {
    super(fields);
  }

  /** @return a new builder with nothing set */
  public static Builder builder() {
    return new Builder();
  }

  /**
   * Shorthand for a line with the four typed fields.
   *
   * @param sku the stock keeping unit
   * @param title the line title
   * @param quantity the quantity, at least 1
   * @param unitPrice the unit price, in the server's money unit
   * @return the line
   */
  public static OrderItemParams of(String sku, String title, long quantity, long unitPrice) {
    return builder().sku(sku).title(title).quantity(quantity).unitPrice(unitPrice).build();
  }

  /** Builds {@link OrderItemParams}. Not thread-safe; the built value is. */
  public static final class Builder {
    private final LinkedHashMap<String, Object> fields = new LinkedHashMap<>();

    private Builder() {}

    /**
     * Sets the stock keeping unit.
     *
     * @param sku the SKU
     * @return this builder
     */
    public Builder sku(String sku) {
      fields.put("sku", sku);
      return this;
    }

    /**
     * Sets the line title.
     *
     * @param title the title
     * @return this builder
     */
    public Builder title(String title) {
      fields.put("title", title);
      return this;
    }

    /**
     * Sets the quantity, at least 1.
     *
     * @param quantity the quantity
     * @return this builder
     */
    public Builder quantity(long quantity) {
      fields.put("quantity", quantity);
      return this;
    }

    /**
     * Sets the unit price ({@code unit_price}), an integer in the server's money unit, which the
     * spec does not name (often the currency's minor unit).
     *
     * @param unitPrice the unit price
     * @return this builder
     */
    public Builder unitPrice(long unitPrice) {
      fields.put("unit_price", unitPrice);
      return this;
    }

    /**
     * Sets any other field of the order item by its JSON name; the last value set for a name wins.
     *
     * @param name the JSON field name
     * @param value any JSON-serializable value, or null
     * @return this builder
     */
    public Builder putAdditionalProperty(String name, Object value) {
      fields.put(Checks.notBlank(name, "name"), Immutables.jsonValue(value));
      return this;
    }

    /**
     * Checks and builds the line.
     *
     * @return the line
     * @throws IllegalArgumentException when quantity is below 1
     */
    public OrderItemParams build() {
      Object quantity = fields.get("quantity");
      if (quantity instanceof Long) {
        Checks.range((Long) quantity, 1, Long.MAX_VALUE, "quantity");
      }
      return new OrderItemParams(fields);
    }
  }
}
