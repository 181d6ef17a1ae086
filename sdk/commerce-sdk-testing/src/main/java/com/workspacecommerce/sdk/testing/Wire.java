package com.workspacecommerce.sdk.testing;

import com.workspacecommerce.sdk.models.Customer;
import com.workspacecommerce.sdk.models.Media;
import com.workspacecommerce.sdk.models.Order;
import com.workspacecommerce.sdk.models.OrderCustomer;
import com.workspacecommerce.sdk.models.OrderItem;
import com.workspacecommerce.sdk.models.Product;
import com.workspacecommerce.sdk.models.Variant;
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

  /**
   * Parses a request body that must be one JSON object. A body with two JSON values or a duplicated
   * key is ambiguous, so it is refused rather than guessed at. Numbers come back as the sandbox has
   * always echoed them ({@link JsonTree#doubleRounded}).
   */
  static JsonTree.Obj parseObject(byte[] body) {
    if (isBlank(body)) {
      throw ApiException.invalidRequest("request body is empty; expected a JSON object");
    }
    JsonTree node;
    try {
      node = JsonText.parse(body);
    } catch (JsonText.MalformedJsonException e) {
      throw ApiException.invalidRequest("request body is not valid JSON: " + e.getMessage());
    }
    if (!(node instanceof JsonTree.Obj)) {
      throw ApiException.invalidRequest(
          "request body must be a JSON object, got " + JsonTree.describe(node));
    }
    return (JsonTree.Obj) JsonTree.doubleRounded(node);
  }

  /** Whether a body is empty or only JSON whitespace (after an optional UTF-8 byte order mark). */
  private static boolean isBlank(byte[] body) {
    int start =
        body.length >= 3
                && body[0] == (byte) 0xEF
                && body[1] == (byte) 0xBB
                && body[2] == (byte) 0xBF
            ? 3
            : 0;
    for (int i = start; i < body.length; i++) {
      byte b = body[i];
      if (b != ' ' && b != '\t' && b != '\n' && b != '\r') {
        return false;
      }
    }
    return true;
  }

  /**
   * The bytes parsed as JSON, numbers exactly as sent, or null when they are empty or not JSON (the
   * journal records what it can).
   */
  static @Nullable JsonTree tryParse(byte[] bytes) {
    if (isBlank(bytes)) {
      return null;
    }
    try {
      return JsonText.parse(bytes);
    } catch (JsonText.MalformedJsonException e) {
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
  static JsonTree.Obj pruneNulls(JsonTree.Obj node) {
    node.fields().values().removeIf(value -> value == JsonTree.Null.NULL);
    for (String child : SCHEMA_CHILDREN) {
      JsonTree value = node.get(child);
      if (value instanceof JsonTree.Obj obj) {
        pruneNulls(obj);
      } else if (value instanceof JsonTree.Arr arr) {
        for (JsonTree element : arr.items()) {
          if (element instanceof JsonTree.Obj obj) {
            pruneNulls(obj);
          }
        }
      }
    }
    return node;
  }

  /** A response body as sent: compact JSON in UTF-8. */
  static byte[] write(JsonTree node) {
    return JsonText.bytes(node);
  }

  static JsonTree.Obj error(String type, @Nullable String message) {
    JsonTree.Obj body = new JsonTree.Obj();
    body.putObject("error").put("type", type).put("message", message);
    return body;
  }

  // ---------------------------------------------------------------- records seeded by tests, as
  // the wire has them

  static Catalog.Product catalogProduct(Product p) {
    JsonTree.Obj json = new JsonTree.Obj();
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
    JsonTree.Arr media = json.putArray("media");
    for (Media m : p.media()) {
      JsonTree.Obj node =
          media
              .addObject()
              .put("id", m.id())
              .put("url", m.url())
              .put("thumbnail", m.thumbnail())
              .put("type", m.type())
              .put("position", m.position());
      putAll(node, m.additionalProperties());
    }
    JsonTree.Arr variants = json.putArray("variants");
    for (Variant v : p.variants()) {
      JsonTree.Obj node =
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

  static JsonTree.Obj orderJson(Order o) {
    JsonTree.Obj json = new JsonTree.Obj();
    json.put("id", o.id());
    json.put("order_number", o.orderNumber());
    json.put("status", o.status());
    json.put("payment_status", o.paymentStatus());
    json.put("fulfillment_status", o.fulfillmentStatus());
    json.put("sales_channel", o.salesChannel());
    json.put("currency", o.currency());
    OrderCustomer customer = o.customer();
    if (customer == null) {
      json.set("customer", JsonTree.Null.NULL);
    } else {
      JsonTree.Obj node =
          json.putObject("customer")
              .put("id", customer.id())
              .put("name", customer.name())
              .put("email", customer.email());
      putAll(node, customer.additionalProperties());
    }
    JsonTree.Arr items = json.putArray("items");
    for (OrderItem item : o.items()) {
      JsonTree.Obj node =
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

  private static JsonTree tree(@Nullable Object value) {
    return JsonTree.fromJava(value);
  }

  private static void putAll(JsonTree.Obj node, Map<String, Object> fields) {
    fields.forEach((name, value) -> node.set(name, tree(value)));
  }
}
