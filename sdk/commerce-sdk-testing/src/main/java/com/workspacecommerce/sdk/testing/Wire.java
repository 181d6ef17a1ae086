package com.workspacecommerce.sdk.testing;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.workspacecommerce.sdk.models.Customer;
import com.workspacecommerce.sdk.models.Media;
import com.workspacecommerce.sdk.models.Order;
import com.workspacecommerce.sdk.models.OrderCustomer;
import com.workspacecommerce.sdk.models.OrderItem;
import com.workspacecommerce.sdk.models.Product;
import com.workspacecommerce.sdk.models.Variant;
import java.io.IOException;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.temporal.ChronoUnit;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Pattern;
import org.jspecify.annotations.Nullable;

/** Wire-format helpers shared by the sandbox: JSON, timestamps and identifiers. */
final class Wire {

  /** Shared and thread-safe once configured; the sandbox only uses the tree model. */
  static final ObjectMapper MAPPER =
      new ObjectMapper()
          // A body with two JSON values or a duplicated key is ambiguous; refuse it rather than
          // guess.
          .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
          .enable(JsonParser.Feature.STRICT_DUPLICATE_DETECTION);

  static final JsonNodeFactory NODES = JsonNodeFactory.instance;

  // Fixed millisecond precision so every timestamp has the same shape (Instant.toString drops zero
  // fractions).
  private static final DateTimeFormatter TIMESTAMP =
      DateTimeFormatter.ofPattern("uuuu-MM-dd'T'HH:mm:ss.SSS'Z'", Locale.ROOT)
          .withZone(ZoneOffset.UTC);

  private static final Pattern UUID_TEXT =
      Pattern.compile(
          "[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}");

  private Wire() {}

  static String timestamp(Instant instant) {
    return TIMESTAMP.format(instant);
  }

  /**
   * Whether {@code text} is an 8-4-4-4-12 hex UUID. Stricter than {@link
   * java.util.UUID#fromString}, which also accepts short groups such as {@code 1-2-3-4-5}.
   */
  static boolean isUuid(String text) {
    return text != null && UUID_TEXT.matcher(text).matches();
  }

  /**
   * Lookup key of a validated UUID: ids are stored in lowercase, upper-case hex is accepted on
   * input.
   */
  static String canonicalUuid(String text) {
    return text.toLowerCase(Locale.ROOT);
  }

  /** Parses a request body that must be one JSON object. */
  static ObjectNode parseObject(byte[] body) {
    if (body.length == 0) {
      throw ApiException.invalidRequest("request body is empty; expected a JSON object");
    }
    JsonNode node;
    try {
      node = MAPPER.readTree(body);
    } catch (JsonProcessingException e) {
      throw ApiException.invalidRequest(
          "request body is not valid JSON: " + e.getOriginalMessage());
    } catch (IOException e) {
      throw ApiException.invalidRequest("request body could not be read: " + e.getMessage());
    }
    if (node == null || node.isMissingNode()) {
      throw ApiException.invalidRequest("request body is empty; expected a JSON object");
    }
    if (!node.isObject()) {
      throw ApiException.invalidRequest(
          "request body must be a JSON object, got " + describe(node));
    }
    return (ObjectNode) node;
  }

  /**
   * The bytes parsed as JSON, or null when they are empty or not JSON (the journal records what it
   * can).
   */
  static @Nullable JsonNode tryParse(byte[] bytes) {
    if (bytes.length == 0) {
      return null;
    }
    try {
      return MAPPER.readTree(bytes);
    } catch (IOException e) {
      return null;
    }
  }

  // Objects of the document's own schemas inside a response; free-form objects (shipping_address,
  // price,
  // attributes, price_range) and echoed unknown fields are left as they are.
  private static final java.util.Set<String> SCHEMA_CHILDREN =
      java.util.Set.of("customer", "items", "variants", "media");

  /**
   * Removes null-valued fields from a response tree and its schema children: the OpenAPI document
   * marks nothing nullable, so the API omits a field that has no value rather than sending {@code
   * null}.
   */
  static ObjectNode pruneNulls(ObjectNode node) {
    node.properties().removeIf(field -> field.getValue().isNull());
    for (String child : SCHEMA_CHILDREN) {
      JsonNode value = node.get(child);
      if (value != null && value.isObject()) {
        pruneNulls((ObjectNode) value);
      } else if (value != null && value.isArray()) {
        value.forEach(
            element -> {
              if (element.isObject()) {
                pruneNulls((ObjectNode) element);
              }
            });
      }
    }
    return node;
  }

  static byte[] write(JsonNode node) {
    try {
      return MAPPER.writeValueAsBytes(node);
    } catch (JsonProcessingException e) {
      // Only trees the sandbox built itself are written, so this cannot happen short of a bug.
      throw new IllegalStateException("could not serialise a response", e);
    }
  }

  /** A short name of a JSON value's kind, used in validation messages. */
  static String describe(JsonNode node) {
    switch (node.getNodeType()) {
      case ARRAY:
        return "an array";
      case OBJECT:
        return "an object";
      case STRING:
        return "a string";
      case NUMBER:
        return "a number";
      case BOOLEAN:
        return "a boolean";
      case NULL:
        return "null";
      default:
        return node.getNodeType().name().toLowerCase(Locale.ROOT);
    }
  }

  static ObjectNode error(String type, @Nullable String message) {
    ObjectNode body = NODES.objectNode();
    body.putObject("error").put("type", type).put("message", message);
    return body;
  }

  // ---------------------------------------------------------------- records seeded by tests, as
  // the wire has them

  static Catalog.Product catalogProduct(Product p) {
    ObjectNode json = NODES.objectNode();
    json.put("id", p.id());
    json.put("name", p.name());
    json.put("status", p.status());
    json.put("type", p.type());
    json.put("description", p.description());
    json.put("category", p.category());
    json.put("requires_shipping", p.requiresShipping());
    json.put("can_preorder", p.canPreorder());
    json.put("total_stock", p.totalStock());
    json.set("price_range", tree(p.priceRange()));
    ArrayNode media = json.putArray("media");
    for (Media m : p.media()) {
      ObjectNode node =
          media
              .addObject()
              .put("id", m.id())
              .put("url", m.url())
              .put("thumbnail", m.thumbnail())
              .put("type", m.type())
              .put("position", m.position());
      putAll(node, m.additionalProperties());
    }
    ArrayNode variants = json.putArray("variants");
    for (Variant v : p.variants()) {
      ObjectNode node =
          variants.addObject().put("id", v.id()).put("sku", v.sku()).put("stock", v.stock());
      node.set("price", tree(v.price()));
      node.set("attributes", tree(v.attributes()));
      putAll(node, v.additionalProperties());
    }
    Instant created = instant(p.createdAt());
    Instant updated = instant(p.updatedAt());
    json.put("created_at", created == null ? null : timestamp(created));
    json.put("updated_at", updated == null ? null : timestamp(updated));
    pruneNulls(json);
    putAll(json, p.additionalProperties());
    return new Catalog.Product(p.id(), p.name(), created, updated, json);
  }

  static Workspace.Customer storedCustomer(Customer c) {
    return new Workspace.Customer(
        c.id(),
        c.firstname(),
        c.lastname(),
        c.email(),
        c.phone(),
        c.note(),
        instant(c.createdAt()),
        instant(c.updatedAt()));
  }

  static ObjectNode orderJson(Order o) {
    ObjectNode json = NODES.objectNode();
    json.put("id", o.id());
    json.put("order_number", o.orderNumber());
    json.put("status", o.status());
    json.put("payment_status", o.paymentStatus());
    json.put("fulfillment_status", o.fulfillmentStatus());
    json.put("sales_channel", o.salesChannel());
    json.put("currency", o.currency());
    OrderCustomer customer = o.customer();
    if (customer == null) {
      json.putNull("customer");
    } else {
      ObjectNode node =
          json.putObject("customer")
              .put("id", customer.id())
              .put("name", customer.name())
              .put("email", customer.email());
      putAll(node, customer.additionalProperties());
    }
    ArrayNode items = json.putArray("items");
    for (OrderItem item : o.items()) {
      ObjectNode node =
          items
              .addObject()
              .put("id", item.id())
              .put("sku", item.sku())
              .put("title", item.title())
              .put("quantity", item.quantity())
              .put("unit_price", item.unitPrice())
              .put("total_price", item.totalPrice());
      putAll(node, item.additionalProperties());
    }
    json.put("subtotal_price", o.subtotalPrice());
    json.put("total_shipping", o.totalShipping());
    json.put("total_tax", o.totalTax());
    json.put("total_discount", o.totalDiscount());
    json.put("total_price", o.totalPrice());
    json.put("total_items", o.totalItems());
    json.set("shipping_address", tree(o.shippingAddress()));
    json.put("note", o.note());
    Instant placed = instant(o.orderDatetime());
    json.put("order_datetime", placed == null ? null : timestamp(placed));
    pruneNulls(json);
    putAll(json, o.additionalProperties());
    return json;
  }

  private static @Nullable Instant instant(@Nullable OffsetDateTime time) {
    return time == null ? null : time.toInstant().truncatedTo(ChronoUnit.MILLIS);
  }

  private static JsonNode tree(@Nullable Object value) {
    return value == null ? NODES.nullNode() : MAPPER.valueToTree(value);
  }

  private static void putAll(ObjectNode node, Map<String, Object> fields) {
    if (fields != null) {
      fields.forEach((name, value) -> node.set(name, tree(value)));
    }
  }
}
