package com.workspacecommerce.sdk.testing;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;
import java.util.concurrent.atomic.AtomicInteger;
import org.jspecify.annotations.Nullable;

/**
 * The data of one workspace: its catalog, customers and orders. Nothing is shared between
 * workspaces, which is what makes a record created with one API key invisible to the other.
 */
final class Workspace {

  /** A stored customer; immutable, so an update swaps the whole value atomically in the map. */
  record Customer(
      String id,
      String firstname,
      String lastname,
      @Nullable String email,
      @Nullable String phone,
      @Nullable String note,
      @Nullable Instant createdAt,
      @Nullable Instant updatedAt) {

    ObjectNode toJson() {
      ObjectNode json = Wire.NODES.objectNode();
      json.put("id", id);
      json.put("firstname", firstname);
      json.put("lastname", lastname);
      json.put("email", email);
      json.put("phone", phone);
      json.put("note", note);
      // A customer seeded without times has none (pruned below), as the API may leave them out.
      json.put("created_at", createdAt == null ? null : Wire.timestamp(createdAt));
      json.put("updated_at", updatedAt == null ? null : Wire.timestamp(updatedAt));
      return Wire.pruneNulls(json);
    }
  }

  private static final List<String> OPTIONAL_CUSTOMER_FIELDS =
      List.of("lastname", "email", "phone", "note");

  // Fields the server computes; a client value under one of these names is not echoed back.
  private static final Set<String> ORDER_OWNED_FIELDS =
      Set.of(
          "id",
          "order_number",
          "status",
          "payment_status",
          "fulfillment_status",
          "sales_channel",
          "currency",
          "customer",
          "items",
          "subtotal_price",
          "total_shipping",
          "total_tax",
          "total_discount",
          "total_price",
          "total_items",
          "shipping_address",
          "note",
          "order_datetime");

  private static final Set<String> ITEM_OWNED_FIELDS =
      Set.of("id", "sku", "title", "quantity", "unit_price", "total_price");

  private static final int FIRST_ORDER_NUMBER = 1001;
  // Separates the id stream from the catalog's, which is generated from the same seed.
  private static final long ID_SALT = 0x1D5_1D5_1D5L;

  private final String name;
  private final String apiKey;
  private final long seed;
  private final SandboxClock clock;
  private volatile int catalogSize;
  private final Catalog catalog;
  private final ConcurrentMap<String, Customer> customers = new ConcurrentHashMap<>();
  // Orders are stored as finished JSON trees that are never mutated again, so concurrent reads are
  // safe.
  private final ConcurrentMap<String, ObjectNode> orders = new ConcurrentHashMap<>();
  private final AtomicInteger nextOrderNumber = new AtomicInteger(FIRST_ORDER_NUMBER);
  private final Set<String> usedIds = new HashSet<>();
  private Random ids;

  Workspace(String name, String apiKey, long seed, int catalogSize, SandboxClock clock) {
    this.name = name;
    this.apiKey = apiKey;
    this.seed = seed;
    this.catalogSize = catalogSize;
    this.clock = clock;
    this.catalog = Catalog.generate(seed, catalogSize);
    this.ids = new Random(seed ^ ID_SALT);
  }

  String name() {
    return name;
  }

  String apiKey() {
    return apiKey;
  }

  Catalog catalog() {
    return catalog;
  }

  /**
   * Back to the state right after start: the seeded catalog of the configured size, no customers,
   * no orders.
   */
  synchronized void reset() {
    catalog.replaceWith(Catalog.generate(seed, catalogSize));
    customers.clear();
    orders.clear();
    nextOrderNumber.set(FIRST_ORDER_NUMBER);
    usedIds.clear();
    ids = new Random(seed ^ ID_SALT);
  }

  /**
   * Regenerates the catalog with {@code size} seeded products; {@link #reset()} then keeps that
   * size.
   */
  void resizeCatalog(int size) {
    catalogSize = size;
    catalog.replaceWith(Catalog.generate(seed, size));
  }

  /**
   * A new id from the workspace's seeded stream, so a sequence of calls gives the same ids on every
   * run.
   */
  synchronized String newId() {
    return Catalog.uniqueUuid(ids, usedIds);
  }

  /** The workspace clock's current time at the precision the wire carries. */
  Instant now() {
    return clock.instant().truncatedTo(ChronoUnit.MILLIS);
  }

  /** Takes the next order number, as the server would for a new order. */
  String nextOrderNumber() {
    return "#" + nextOrderNumber.getAndIncrement();
  }

  void putCustomer(Customer customer) {
    customers.put(customer.id(), customer);
  }

  void putOrder(ObjectNode order) {
    orders.put(order.get("id").textValue(), order);
  }

  void clearCustomers() {
    customers.clear();
  }

  void clearOrders() {
    orders.clear();
  }

  // ---------------------------------------------------------------- customers

  Customer createCustomer(ObjectNode body) {
    String firstname = requireFirstname(body);
    Map<String, String> optional = optionalCustomerFields(body);
    Instant now = now();
    Customer customer =
        new Customer(
            newId(),
            firstname,
            orEmpty(optional.get("lastname")),
            optional.get("email"),
            optional.get("phone"),
            optional.get("note"),
            now,
            now);
    customers.put(customer.id(), customer);
    return customer;
  }

  /**
   * Applies an update: a field present in the body replaces the stored value (JSON null clears it),
   * an omitted field keeps its stored value. The body is validated before the lookup, so a bad body
   * is a 400 even for an unknown id.
   */
  Customer updateCustomer(String id, ObjectNode body) {
    String firstname = requireFirstname(body);
    Map<String, String> changes = optionalCustomerFields(body);
    Customer updated =
        customers.computeIfPresent(
            id,
            (key, current) -> {
              Instant now = now();
              // Two updates inside one millisecond must still move updated_at forward.
              Instant last = current.updatedAt();
              Instant updatedAt = last == null || now.isAfter(last) ? now : last.plusMillis(1);
              return new Customer(
                  current.id(),
                  firstname,
                  changes.containsKey("lastname")
                      ? orEmpty(changes.get("lastname"))
                      : current.lastname(),
                  changes.containsKey("email") ? changes.get("email") : current.email(),
                  changes.containsKey("phone") ? changes.get("phone") : current.phone(),
                  changes.containsKey("note") ? changes.get("note") : current.note(),
                  current.createdAt(),
                  updatedAt);
            });
    if (updated == null) {
      throw ApiException.notFound("no customer with id " + id + " in this workspace");
    }
    return updated;
  }

  private static String requireFirstname(ObjectNode body) {
    JsonNode value = body.get("firstname");
    if (value == null || value.isNull()) {
      throw ApiException.invalidRequest("firstname is required and must be a non-blank string");
    }
    if (!value.isTextual()) {
      throw ApiException.invalidRequest(
          "firstname must be a non-blank string, got " + Wire.describe(value));
    }
    if (value.textValue().isBlank()) {
      throw ApiException.invalidRequest("firstname must be a non-blank string, got a blank one");
    }
    return value.textValue();
  }

  /** The optional fields present in the body, mapped to their value (null for JSON null). */
  private static Map<String, String> optionalCustomerFields(ObjectNode body) {
    Map<String, String> present = new HashMap<>();
    for (String field : OPTIONAL_CUSTOMER_FIELDS) {
      if (body.has(field)) {
        present.put(field, optionalString(body, field, field));
      }
    }
    return present;
  }

  private static String orEmpty(@Nullable String value) {
    // The spec marks lastname as always present in a customer response.
    return value == null ? "" : value;
  }

  // ---------------------------------------------------------------- orders

  ObjectNode createOrder(ObjectNode body) {
    Customer customer = orderCustomer(body.get("customer"));
    ArrayNode items = Wire.NODES.arrayNode();
    long subtotal = 0;
    long totalItems = 0;
    JsonNode itemsNode = body.get("items");
    if (itemsNode != null && !itemsNode.isNull()) {
      if (!itemsNode.isArray()) {
        throw ApiException.invalidRequest(
            "items must be an array, got " + Wire.describe(itemsNode));
      }
      for (int i = 0; i < itemsNode.size(); i++) {
        ObjectNode item = orderItem(itemsNode.get(i), "items[" + i + "]", newId());
        try {
          subtotal = Math.addExact(subtotal, item.get("total_price").longValue());
          totalItems = Math.addExact(totalItems, item.get("quantity").longValue());
        } catch (ArithmeticException e) {
          throw ApiException.invalidRequest(
              "items: order totals overflow a 64-bit integer at items[" + i + "]");
        }
        items.add(item);
      }
    }
    String currency = optionalString(body, "currency", "currency");
    String salesChannel = optionalString(body, "sales_channel", "sales_channel");
    String note = optionalString(body, "note", "note");
    JsonNode shippingAddress = body.get("shipping_address");
    if (shippingAddress != null && !shippingAddress.isNull() && !shippingAddress.isObject()) {
      throw ApiException.invalidRequest(
          "shipping_address must be an object, got " + Wire.describe(shippingAddress));
    }

    // Numbers are taken only once the request is known to be valid, so refused requests leave no
    // gaps.
    String orderNumber = nextOrderNumber();
    ObjectNode order = Wire.NODES.objectNode();
    String id = newId();
    order.put("id", id);
    order.put("order_number", orderNumber);
    order.put("status", "open");
    order.put("payment_status", "pending");
    order.put("fulfillment_status", "unfulfilled");
    order.put("sales_channel", salesChannel == null ? "api" : salesChannel);
    order.put("currency", currency == null ? "USD" : currency);
    if (customer == null) {
      order.putNull("customer");
    } else {
      order
          .putObject("customer")
          .put("id", customer.id())
          .put("name", (customer.firstname() + " " + customer.lastname()).trim())
          .put("email", customer.email());
    }
    order.set("items", items);
    order.put("subtotal_price", subtotal);
    order.put("total_shipping", 0L);
    order.put("total_tax", 0L);
    order.put("total_discount", 0L);
    order.put("total_price", subtotal);
    order.put("total_items", totalItems);
    order.set(
        "shipping_address",
        shippingAddress == null ? Wire.NODES.nullNode() : shippingAddress.deepCopy());
    order.put("note", note);
    order.put("order_datetime", Wire.timestamp(now()));
    Wire.pruneNulls(order);
    copyUnownedFields(body, order, ORDER_OWNED_FIELDS);
    orders.put(id, order);
    return order;
  }

  ObjectNode findOrder(String id) {
    ObjectNode order = orders.get(id);
    if (order == null) {
      throw ApiException.notFound("no order with id " + id + " in this workspace");
    }
    return order;
  }

  private @Nullable Customer orderCustomer(@Nullable JsonNode node) {
    if (node == null || node.isNull()) {
      return null;
    }
    if (!node.isObject()) {
      throw ApiException.invalidRequest(
          "customer must be an object like {\"id\": \"<uuid>\"}, got " + Wire.describe(node));
    }
    JsonNode idNode = node.get("id");
    if (idNode == null || idNode.isNull()) {
      throw ApiException.invalidRequest("customer.id is required when customer is given");
    }
    if (!idNode.isTextual() || !Wire.isUuid(idNode.textValue())) {
      throw ApiException.invalidRequest(
          "customer.id must be a UUID (8-4-4-4-12 hex digits), got "
              + (idNode.isTextual() ? "'" + idNode.textValue() + "'" : Wire.describe(idNode)));
    }
    String id = Wire.canonicalUuid(idNode.textValue());
    Customer customer = customers.get(id);
    if (customer == null) {
      // Well-formed but unknown here: the request is understood, the reference just does not
      // resolve.
      throw ApiException.unprocessable(
          "customer.id " + id + " does not match a customer in this workspace");
    }
    return customer;
  }

  private static ObjectNode orderItem(JsonNode node, String path, String id) {
    if (node == null || !node.isObject()) {
      throw ApiException.invalidRequest(
          path + " must be an object, got " + (node == null ? "nothing" : Wire.describe(node)));
    }
    ObjectNode in = (ObjectNode) node;
    String sku = optionalString(in, "sku", path + ".sku");
    String title = optionalString(in, "title", path + ".title");
    long quantity = requireLong(in, "quantity", path + ".quantity", 1);
    long unitPrice = requireLong(in, "unit_price", path + ".unit_price", 0);
    long total;
    try {
      total = Math.multiplyExact(quantity, unitPrice);
    } catch (ArithmeticException e) {
      throw ApiException.invalidRequest(
          path + ": quantity * unit_price overflows a 64-bit integer");
    }
    ObjectNode item = Wire.NODES.objectNode();
    item.put("id", id);
    item.put("sku", sku);
    item.put("title", title);
    item.put("quantity", quantity);
    item.put("unit_price", unitPrice);
    item.put("total_price", total);
    Wire.pruneNulls(item);
    copyUnownedFields(in, item, ITEM_OWNED_FIELDS);
    return item;
  }

  private static long requireLong(ObjectNode in, String field, String path, long min) {
    JsonNode value = in.get(field);
    String rule = path + " must be an integer >= " + min;
    if (value == null || value.isNull()) {
      throw ApiException.invalidRequest(rule + " and is required");
    }
    if (!value.isIntegralNumber() || !value.canConvertToLong()) {
      throw ApiException.invalidRequest(rule + ", got " + value);
    }
    long number = value.longValue();
    if (number < min) {
      throw ApiException.invalidRequest(rule + ", got " + number);
    }
    return number;
  }

  /** A string-or-null field; {@code null} when absent or JSON null. */
  private static @Nullable String optionalString(ObjectNode in, String field, String path) {
    JsonNode value = in.get(field);
    if (value == null || value.isNull()) {
      return null;
    }
    if (!value.isTextual()) {
      throw ApiException.invalidRequest(
          path + " must be a string or null, got " + Wire.describe(value));
    }
    return value.textValue();
  }

  /**
   * Keeps form fields the sandbox does not model, so clients can round-trip fields the spec does
   * not show.
   */
  private static void copyUnownedFields(ObjectNode from, ObjectNode to, Set<String> owned) {
    for (Map.Entry<String, JsonNode> field : from.properties()) {
      if (!owned.contains(field.getKey())) {
        to.set(field.getKey(), field.getValue().deepCopy());
      }
    }
  }
}
