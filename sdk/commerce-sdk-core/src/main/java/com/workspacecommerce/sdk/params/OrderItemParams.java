package com.workspacecommerce.sdk.params;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.workspacecommerce.sdk.internal.Checks;
import com.workspacecommerce.sdk.internal.Immutables;
import java.util.LinkedHashMap;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/**
 * One line of an order to create, sent inside {@link OrderCreateParams}. Immutable; build with
 * {@link #builder()} or {@link #of(String, String, long, long)}, derive another with {@link
 * #toBuilder()}.
 *
 * <p>The spec does not show the order form, so the typed fields mirror the order item resource
 * ({@code sku}, {@code title}, {@code quantity}, {@code unit_price}) and {@link
 * Builder#putAdditionalProperty} sends anything else. Only what was set is sent. Each getter
 * returns what will be sent, or null when the field is unset or set to null; {@link #isSet(Field)}
 * tells those two apart.
 */
public final class OrderItemParams extends BodyParams {
  /**
   * The typed fields of {@link OrderItemParams}, for {@link #isSet(Field)}; see {@link
   * OrderCreateParams.Field} for why an enum.
   */
  public enum Field {
    /** {@code sku}, set by {@link Builder#sku}. */
    SKU("sku", "sku(..)"),
    /** {@code title}, set by {@link Builder#title}. */
    TITLE("title", "title(..)"),
    /** {@code quantity}, set by {@link Builder#quantity}. */
    QUANTITY("quantity", "quantity(..)"),
    /** {@code unit_price}, set by {@link Builder#unitPrice}. */
    UNIT_PRICE("unit_price", "unitPrice(..)");

    private final String jsonName;
    private final String setter;

    Field(String jsonName, String setter) {
      this.jsonName = jsonName;
      this.setter = setter;
    }

    /**
     * The name of the field in the JSON body.
     *
     * @return the JSON name, such as {@code unit_price}
     */
    public String jsonName() {
      return jsonName;
    }
  }

  private static final Map<String, String> SETTERS =
      TypedFields.settersByJsonName(Field.values(), f -> f.jsonName, f -> f.setter);

  private OrderItemParams(Map<String, @Nullable Object> fields) {
    super(fields);
  }

  /**
   * Reads a line from a JSON object, as an application's mapper does for a request body, through
   * the builder: its checks apply, a field given as null stays apart from a field left out, and any
   * other field becomes an additional property.
   */
  @JsonCreator(mode = JsonCreator.Mode.DELEGATING)
  private static OrderItemParams fromJson(Map<String, @Nullable Object> body) {
    return fromJson(body, "");
  }

  /** Reads a line; {@code path} prefixes the field names in messages, such as {@code items[2].}. */
  static OrderItemParams fromJson(Map<String, @Nullable Object> body, String path) {
    Builder b = builder();
    for (Map.Entry<String, @Nullable Object> e : body.entrySet()) {
      String name = e.getKey();
      Object value = e.getValue();
      String field = path + name;
      if (name.equals(Field.SKU.jsonName)) {
        b.sku(JsonBody.string(value, field));
      } else if (name.equals(Field.TITLE.jsonName)) {
        b.title(JsonBody.string(value, field));
      } else if (name.equals(Field.QUANTITY.jsonName)) {
        b.quantity(JsonBody.integer(value, field));
      } else if (name.equals(Field.UNIT_PRICE.jsonName)) {
        b.unitPrice(JsonBody.integer(value, field));
      } else {
        b.putAdditionalProperty(name, value);
      }
    }
    try {
      return b.build();
    } catch (IllegalArgumentException e) {
      // At the top level the path is empty and the message stays the builder's own.
      throw new IllegalArgumentException(path + e.getMessage(), e);
    }
  }

  /**
   * Starts an empty line.
   *
   * @return a new builder with nothing set
   */
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
    return builder()
        .sku(Checks.notNull(sku, "sku"))
        .title(Checks.notNull(title, "title"))
        .quantity(quantity)
        .unitPrice(unitPrice)
        .build();
  }

  /**
   * Starts a builder holding every field of this line, to derive other lines.
   *
   * @return a new builder; changing it leaves this line as it is
   */
  public Builder toBuilder() {
    Builder b = new Builder();
    b.fields.putAll(toMap());
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
   * The stock keeping unit.
   *
   * @return the SKU, or null when unset or set to null
   */
  public @Nullable String sku() {
    return (String) field(Field.SKU.jsonName);
  }

  /**
   * The line title.
   *
   * @return the title, or null when unset or set to null
   */
  public @Nullable String title() {
    return (String) field(Field.TITLE.jsonName);
  }

  /**
   * The quantity.
   *
   * @return the quantity, or null when not set
   */
  public @Nullable Long quantity() {
    return (Long) field(Field.QUANTITY.jsonName);
  }

  /**
   * The unit price ({@code unit_price}).
   *
   * @return the unit price, or null when not set
   */
  public @Nullable Long unitPrice() {
    return (Long) field(Field.UNIT_PRICE.jsonName);
  }

  /**
   * The fields set with {@link Builder#putAdditionalProperty}.
   *
   * @return those fields in the order they were set, unmodifiable, never null
   */
  public Map<String, @Nullable Object> additionalProperties() {
    return additional(SETTERS);
  }

  /** Builds {@link OrderItemParams}. Not thread-safe; the built value is. */
  public static final class Builder {
    private final LinkedHashMap<String, @Nullable Object> fields = new LinkedHashMap<>();

    private Builder() {}

    /**
     * Sets the stock keeping unit; null sends JSON null.
     *
     * @param sku the SKU, or null
     * @return this builder
     */
    public Builder sku(@Nullable String sku) {
      fields.put(Field.SKU.jsonName, sku);
      return this;
    }

    /**
     * Sets the line title; null sends JSON null.
     *
     * @param title the title, or null
     * @return this builder
     */
    public Builder title(@Nullable String title) {
      fields.put(Field.TITLE.jsonName, title);
      return this;
    }

    /**
     * Sets the quantity, at least 1 (checked by {@link #build()}).
     *
     * @param quantity the quantity
     * @return this builder
     */
    public Builder quantity(long quantity) {
      fields.put(Field.QUANTITY.jsonName, quantity);
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
      fields.put(Field.UNIT_PRICE.jsonName, unitPrice);
      return this;
    }

    /**
     * Sets any other field of the order item by its JSON name; the last value set for a name wins.
     * A name a typed setter owns (see {@link Field}) is rejected, so that a typed field is never
     * silently replaced.
     *
     * @param name the JSON field name
     * @param value any JSON-serializable value, or null
     * @return this builder
     * @throws NullPointerException when the name is null
     * @throws IllegalArgumentException when the name is blank or owned by a typed setter, naming
     *     the setter to use
     */
    public Builder putAdditionalProperty(String name, @Nullable Object value) {
      fields.put(
          TypedFields.requireUntyped(name, SETTERS, "OrderItemParams"),
          Immutables.jsonValue(value));
      return this;
    }

    /**
     * Checks and builds the line.
     *
     * @return the line
     * @throws IllegalArgumentException when quantity is below 1
     */
    public OrderItemParams build() {
      Object quantity = fields.get(Field.QUANTITY.jsonName);
      if (quantity instanceof Long) {
        Checks.range((Long) quantity, 1, Long.MAX_VALUE, "quantity");
      }
      return new OrderItemParams(fields);
    }
  }
}
