package com.workspacecommerce.sdk.params;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.workspacecommerce.sdk.internal.Checks;
import com.workspacecommerce.sdk.internal.Immutables;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.jspecify.annotations.Nullable;

/**
 * Body of {@code POST /orders}: creates an order. Immutable; build with {@link #builder()}, derive
 * another with {@link #toBuilder()}.
 *
 * <p>The spec does not show the fields of the workspace order form. The typed setters cover the
 * writable fields the Order resource shows: the customer (sent as {@code "customer": {"id": ...}},
 * the shape of the order's embedded customer), items, currency, note, shipping address and sales
 * channel. {@link Builder#putAdditionalProperty} sends any other field of your workspace's form.
 * Exactly what was set is serialized, nothing else.
 *
 * <p>Each getter returns what will be sent, or null when the field is unset or set to null; {@link
 * #isSet(Field)} tells those two apart, as on every params class.
 */
public final class OrderCreateParams extends BodyParams {
  /**
   * The typed fields of {@link OrderCreateParams}, for {@link #isSet(Field)}. An enum rather than
   * JSON names as text, so that a typo does not compile; rather than {@code Optional} getters,
   * because "set to null" (sent as JSON null) and "not set" (left out) are different requests.
   */
  public enum Field {
    /** {@code customer}, set by {@link Builder#customerId}. */
    CUSTOMER("customer", "customerId(..)"),
    /** {@code items}, set by {@link Builder#items} and {@link Builder#addItem}. */
    ITEMS("items", "items(..) or addItem(..)"),
    /** {@code currency}, set by {@link Builder#currency}. */
    CURRENCY("currency", "currency(..)"),
    /** {@code note}, set by {@link Builder#note}. */
    NOTE("note", "note(..)"),
    /** {@code shipping_address}, set by {@link Builder#shippingAddress}. */
    SHIPPING_ADDRESS("shipping_address", "shippingAddress(..)"),
    /** {@code sales_channel}, set by {@link Builder#salesChannel}. */
    SALES_CHANNEL("sales_channel", "salesChannel(..)");

    private final String jsonName;
    private final String setter;

    Field(String jsonName, String setter) {
      this.jsonName = jsonName;
      this.setter = setter;
    }

    /**
     * The name of the field in the JSON body.
     *
     * @return the JSON name, such as {@code shipping_address}
     */
    public String jsonName() {
      return jsonName;
    }
  }

  private static final Map<String, String> SETTERS =
      TypedFields.settersByJsonName(Field.values(), f -> f.jsonName, f -> f.setter);

  private OrderCreateParams(Map<String, @Nullable Object> fields) {
    super(fields);
  }

  /**
   * Reads params from a JSON object, as an application's mapper does for a request body, through
   * the builder: its checks apply, a field given as null stays apart from a field left out, and any
   * other field becomes an additional property. {@code customer} must be {@code {"id": "<uuid>"}},
   * the only form these params send; {@code items} must be an array of objects.
   */
  @JsonCreator(mode = JsonCreator.Mode.DELEGATING)
  private static OrderCreateParams fromJson(Map<String, @Nullable Object> body) {
    Builder b = builder();
    for (Map.Entry<String, @Nullable Object> e : body.entrySet()) {
      String name = e.getKey();
      Object value = e.getValue();
      if (name.equals(Field.CUSTOMER.jsonName)) {
        Map<String, @Nullable Object> customer = JsonBody.object(value, name);
        if (customer == null || customer.size() != 1 || !customer.containsKey("id")) {
          throw new IllegalArgumentException(
              "customer must be a JSON object holding only the customer's id, {\"id\": \"<uuid>\"}");
        }
        b.customerId(
            Checks.uuid(JsonBody.string(customer.get("id"), "customer.id"), "customer.id"));
      } else if (name.equals(Field.ITEMS.jsonName)) {
        List<?> items = JsonBody.array(value, name);
        List<OrderItemParams> lines = new ArrayList<>(items.size());
        for (int i = 0; i < items.size(); i++) {
          String path = "items[" + i + "]";
          Map<String, @Nullable Object> item = JsonBody.object(items.get(i), path);
          lines.add(OrderItemParams.fromJson(Checks.notNull(item, path), path + "."));
        }
        b.items(lines);
      } else if (name.equals(Field.CURRENCY.jsonName)) {
        b.currency(JsonBody.string(value, name));
      } else if (name.equals(Field.NOTE.jsonName)) {
        b.note(JsonBody.string(value, name));
      } else if (name.equals(Field.SHIPPING_ADDRESS.jsonName)) {
        b.shippingAddress(JsonBody.object(value, name));
      } else if (name.equals(Field.SALES_CHANNEL.jsonName)) {
        b.salesChannel(JsonBody.string(value, name));
      } else {
        b.putAdditionalProperty(name, value);
      }
    }
    return b.build();
  }

  /**
   * Starts an empty order.
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
    Builder b = new Builder();
    toMap()
        .forEach(
            (name, value) -> {
              if (name.equals(Field.ITEMS.jsonName) && value != null) {
                @SuppressWarnings("unchecked")
                List<OrderItemParams> items = (List<OrderItemParams>) value;
                b.items(items);
              } else {
                b.fields.put(name, value);
              }
            });
    return b;
  }

  /**
   * Tells whether a typed field will be sent, even as JSON null.
   *
   * @param field the field
   * @return true when it was set
   */
  public boolean isSet(Field field) {
    return has(Checks.notNull(field, "field").jsonName);
  }

  /**
   * The customer's id, sent as {@code "customer": {"id": ...}}.
   *
   * @return the id, or null when not set
   */
  public @Nullable String customerId() {
    Object customer = field(Field.CUSTOMER.jsonName);
    return customer instanceof Map ? (String) ((Map<?, ?>) customer).get("id") : null;
  }

  /**
   * The order lines.
   *
   * @return the items, unmodifiable, or null when not set
   */
  @SuppressWarnings("unchecked")
  public @Nullable List<OrderItemParams> items() {
    return (List<OrderItemParams>) field(Field.ITEMS.jsonName);
  }

  /**
   * The currency.
   *
   * @return the currency, or null when unset or set to null
   */
  public @Nullable String currency() {
    return (String) field(Field.CURRENCY.jsonName);
  }

  /**
   * The note.
   *
   * @return the note, or null when unset or set to null
   */
  public @Nullable String note() {
    return (String) field(Field.NOTE.jsonName);
  }

  /**
   * The shipping address ({@code shipping_address}).
   *
   * @return the address as unmodifiable JSON fields, or null when unset or set to null
   */
  @SuppressWarnings("unchecked")
  public @Nullable Map<String, Object> shippingAddress() {
    return (Map<String, Object>) field(Field.SHIPPING_ADDRESS.jsonName);
  }

  /**
   * The sales channel ({@code sales_channel}).
   *
   * @return the sales channel, or null when unset or set to null
   */
  public @Nullable String salesChannel() {
    return (String) field(Field.SALES_CHANNEL.jsonName);
  }

  /**
   * The fields set with {@link Builder#putAdditionalProperty}.
   *
   * @return those fields in the order they were set, unmodifiable, never null
   */
  public Map<String, @Nullable Object> additionalProperties() {
    return additional(SETTERS);
  }

  /** Builds {@link OrderCreateParams}. Not thread-safe; the built value is. */
  public static final class Builder {
    private final LinkedHashMap<String, @Nullable Object> fields = new LinkedHashMap<>();
    private @Nullable List<OrderItemParams> items;

    private Builder() {}

    /**
     * Sets the customer by id, sent as {@code "customer": {"id": "<id>"}}.
     *
     * @param customerId the customer's id, canonical UUID text
     * @return this builder
     * @throws NullPointerException when the id is null
     * @throws IllegalArgumentException when the id is not a UUID
     */
    public Builder customerId(String customerId) {
      fields.put(Field.CUSTOMER.jsonName, Map.of("id", Checks.uuid(customerId, "customerId")));
      return this;
    }

    /**
     * Sets the customer by id, sent as {@code "customer": {"id": "<id>"}}.
     *
     * @param customerId the customer's id
     * @return this builder
     * @throws NullPointerException when the id is null
     */
    public Builder customerId(UUID customerId) {
      return customerId(Checks.notNull(customerId, "customerId").toString());
    }

    /**
     * Replaces the items with these.
     *
     * @param items the order lines; none may be null
     * @return this builder
     * @throws NullPointerException when the list or one of its items is null
     */
    public Builder items(List<OrderItemParams> items) {
      Checks.notNull(items, "items");
      List<OrderItemParams> copy = new ArrayList<>(items.size());
      for (int i = 0; i < items.size(); i++) {
        copy.add(Checks.notNull(items.get(i), "items[" + i + "]"));
      }
      this.items = copy;
      fields.putIfAbsent(Field.ITEMS.jsonName, null);
      return this;
    }

    /**
     * Adds one item.
     *
     * @param item the order line
     * @return this builder
     * @throws NullPointerException when the item is null
     */
    public Builder addItem(OrderItemParams item) {
      Checks.notNull(item, "item");
      if (items == null) {
        items = new ArrayList<>();
      }
      items.add(item);
      fields.putIfAbsent(Field.ITEMS.jsonName, null);
      return this;
    }

    /**
     * Sets the currency, sent as given (the spec does not show its format; ISO 4217 codes such as
     * {@code USD} are the usual choice); null sends JSON null.
     *
     * @param currency the currency, or null
     * @return this builder
     */
    public Builder currency(@Nullable String currency) {
      fields.put(Field.CURRENCY.jsonName, currency);
      return this;
    }

    /**
     * Sets the note; null sends JSON null.
     *
     * @param note the note, or null
     * @return this builder
     */
    public Builder note(@Nullable String note) {
      fields.put(Field.NOTE.jsonName, note);
      return this;
    }

    /**
     * Sets the shipping address. Its fields are not specified, so it is any JSON object; the map is
     * copied. Null sends JSON null.
     *
     * @param shippingAddress the address as JSON fields, or null
     * @return this builder
     */
    public Builder shippingAddress(@Nullable Map<String, ?> shippingAddress) {
      fields.put(Field.SHIPPING_ADDRESS.jsonName, Immutables.jsonObjectOrNull(shippingAddress));
      return this;
    }

    /**
     * Sets the sales channel ({@code sales_channel}); null sends JSON null.
     *
     * @param salesChannel the sales channel, or null
     * @return this builder
     */
    public Builder salesChannel(@Nullable String salesChannel) {
      fields.put(Field.SALES_CHANNEL.jsonName, salesChannel);
      return this;
    }

    /**
     * Sets any other field of the workspace order form by its JSON name; the last value set for a
     * name wins. A name a typed setter owns (see {@link Field}) is rejected, so that a typed field
     * is never silently replaced.
     *
     * @param name the JSON field name
     * @param value any JSON-serializable value (maps, lists, strings, numbers, booleans), or null
     * @return this builder
     * @throws NullPointerException when the name is null
     * @throws IllegalArgumentException when the name is blank or owned by a typed setter, naming
     *     the setter to use
     */
    public Builder putAdditionalProperty(String name, @Nullable Object value) {
      fields.put(
          TypedFields.requireUntyped(name, SETTERS, "OrderCreateParams"),
          Immutables.jsonValue(value));
      return this;
    }

    /**
     * Builds the params.
     *
     * @return the params
     */
    public OrderCreateParams build() {
      LinkedHashMap<String, @Nullable Object> copy = new LinkedHashMap<>(fields);
      if (items != null) {
        copy.put(Field.ITEMS.jsonName, List.copyOf(items));
      }
      return new OrderCreateParams(copy);
    }
  }
}
