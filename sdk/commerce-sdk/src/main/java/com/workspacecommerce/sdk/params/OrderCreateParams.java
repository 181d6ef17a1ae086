package com.workspacecommerce.sdk.params;

import com.workspacecommerce.sdk.internal.Checks;
import com.workspacecommerce.sdk.internal.Immutables;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;

/**
 * Body of {@code POST /orders}: creates an order. Immutable; build with {@link #builder()}.
 *
 * <p>The spec does not show the fields of the workspace order form. The typed setters cover the
 * writable fields the Order resource shows: the customer (sent as {@code "customer": {"id": ...}},
 * the shape of the order's embedded customer), items, currency, note, shipping address and sales
 * channel. {@link Builder#putAdditionalProperty} sends any other field of your workspace's form.
 * Exactly what was set is serialized, nothing else.
 */
public final class OrderCreateParams extends BodyParams {
  private OrderCreateParams(Map<String, Object> fields) {
    super(fields);
  }

  /** @return a new builder with nothing set */
  public static Builder builder() {
    return new Builder();
  }

  /** Builds {@link OrderCreateParams}. Not thread-safe; the built value is. */
  public static final class Builder {
    private final LinkedHashMap<String, Object> fields = new LinkedHashMap<>();
    private List<OrderItemParams> items;

    private Builder() {}

    /**
     * Sets the customer by id, sent as {@code "customer": {"id": "<id>"}}.
     *
     * @param customerId the customer's id, canonical UUID text
     * @return this builder
     * @throws IllegalArgumentException when the id is not a UUID
     */
    public Builder customerId(String customerId) {
      fields.put("customer", Map.of("id", Checks.uuid(customerId, "customerId")));
      return this;
    }

    /**
     * Sets the customer by id, sent as {@code "customer": {"id": "<id>"}}.
     *
     * @param customerId the customer's id
     * @return this builder
     */
    public Builder customerId(UUID customerId) {
      return customerId(Checks.notNull(customerId, "customerId").toString());
    }

    /**
     * Replaces the items with these.
     *
     * @param items the order lines; none may be null
     * @return this builder
     */
    public Builder items(List<OrderItemParams> items) {
      Checks.notNull(items, "items");
      this.items = new ArrayList<>(items.size());
      items.forEach(this::addItem);
      return this;
    }

    /**
     * Adds one item.
     *
     * @param item the order line
     * @return this builder
     */
    public Builder addItem(OrderItemParams item) {
      if (items == null) {
        items = new ArrayList<>();
      }
      items.add(Checks.notNull(item, "item"));
      fields.putIfAbsent("items", null);
      return this;
    }

    /**
     * Sets the currency, sent as given (the spec does not show its format; ISO 4217 codes such as
     * {@code USD} are the usual choice).
     *
     * @param currency the currency
     * @return this builder
     */
    public Builder currency(String currency) {
      fields.put("currency", currency);
      return this;
    }

    /**
     * Sets the note.
     *
     * @param note the note
     * @return this builder
     */
    public Builder note(String note) {
      fields.put("note", note);
      return this;
    }

    /**
     * Sets the shipping address. Its fields are not specified, so it is any JSON object; the map
     * is copied.
     *
     * @param shippingAddress the address as JSON fields, or null
     * @return this builder
     */
    public Builder shippingAddress(Map<String, ?> shippingAddress) {
      fields.put("shipping_address", Immutables.jsonObjectOrNull(shippingAddress));
      return this;
    }

    /**
     * Sets the sales channel ({@code sales_channel}).
     *
     * @param salesChannel the sales channel
     * @return this builder
     */
    public Builder salesChannel(String salesChannel) {
      fields.put("sales_channel", salesChannel);
      return this;
    }

    /**
     * Sets any other field of the workspace order form by its JSON name. It may also override a
     * typed field; the last value set for a name wins.
     *
     * @param name the JSON field name
     * @param value any JSON-serializable value (maps, lists, strings, numbers, booleans), or null
     * @return this builder
     */
    public Builder putAdditionalProperty(String name, Object value) {
      Checks.notBlank(name, "name");
      if ("items".equals(name)) {
        items = null;
      }
      fields.put(name, Immutables.jsonValue(value));
      return this;
    }

    /**
     * Builds the params.
     *
     * @return the params
     */
    public OrderCreateParams build() {
      LinkedHashMap<String, Object> copy = new LinkedHashMap<>(fields);
      if (items != null) {
        copy.put("items", List.copyOf(items));
      }
      return new OrderCreateParams(copy);
    }
  }
}
