package com.workspacecommerce.sdk.testing;

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

    JsonTree.Obj toJson() {
      JsonTree.Obj json = new JsonTree.Obj();
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
  private final ConcurrentMap<String, JsonTree.Obj> orders = new ConcurrentHashMap<>();
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

  void putOrder(JsonTree.Obj order) {
    orders.put(((JsonTree.Str) java.util.Objects.requireNonNull(order.get("id"))).value(), order);
  }

  void clearCustomers() {
    customers.clear();
  }

  void clearOrders() {
    orders.clear();
  }

  // ---------------------------------------------------------------- customers

  Customer createCustomer(JsonTree.Obj body) {
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
  Customer updateCustomer(String id, JsonTree.Obj body) {
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

  private static String requireFirstname(JsonTree.Obj body) {
    JsonTree value = body.get("firstname");
    if (value == null || value == JsonTree.Null.NULL) {
      throw ApiException.invalidRequest("firstname is required and must be a non-blank string");
    }
    if (!(value instanceof JsonTree.Str text)) {
      throw ApiException.invalidRequest(
          "firstname must be a non-blank string, got " + JsonTree.describe(value));
    }
    if (text.value().isBlank()) {
      throw ApiException.invalidRequest("firstname must be a non-blank string, got a blank one");
    }
    return text.value();
  }

  /** The optional fields present in the body, mapped to their value (null for JSON null). */
  private static Map<String, String> optionalCustomerFields(JsonTree.Obj body) {
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

  JsonTree.Obj createOrder(JsonTree.Obj body) {
    Customer customer = orderCustomer(body.get("customer"));
    JsonTree.Arr items = new JsonTree.Arr();
    long subtotal = 0;
    long totalItems = 0;
    JsonTree itemsNode = body.get("items");
    if (itemsNode != null && itemsNode != JsonTree.Null.NULL) {
      if (!(itemsNode instanceof JsonTree.Arr itemsArray)) {
        throw ApiException.invalidRequest(
            "items must be an array, got " + JsonTree.describe(itemsNode));
      }
      for (int i = 0; i < itemsArray.items().size(); i++) {
        OrderLine line = orderItem(itemsArray.items().get(i), "items[" + i + "]", newId());
        JsonTree.Obj item = line.json();
        try {
          subtotal = Math.addExact(subtotal, line.totalPrice());
          totalItems = Math.addExact(totalItems, line.quantity());
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
    JsonTree shippingAddress = body.get("shipping_address");
    if (shippingAddress != null
        && shippingAddress != JsonTree.Null.NULL
        && !(shippingAddress instanceof JsonTree.Obj)) {
      throw ApiException.invalidRequest(
          "shipping_address must be an object, got " + JsonTree.describe(shippingAddress));
    }

    // Numbers are taken only once the request is known to be valid, so refused requests leave no
    // gaps.
    String orderNumber = nextOrderNumber();
    JsonTree.Obj order = new JsonTree.Obj();
    String id = newId();
    order.put("id", id);
    order.put("order_number", orderNumber);
    order.put("status", "open");
    order.put("payment_status", "pending");
    order.put("fulfillment_status", "unfulfilled");
    order.put("sales_channel", salesChannel == null ? "api" : salesChannel);
    order.put("currency", currency == null ? "USD" : currency);
    if (customer == null) {
      order.set("customer", JsonTree.Null.NULL);
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
    order.set("shipping_address", shippingAddress == null ? JsonTree.Null.NULL : shippingAddress);
    order.put("note", note);
    order.put("order_datetime", Wire.timestamp(now()));
    Wire.pruneNulls(order);
    copyUnownedFields(body, order, ORDER_OWNED_FIELDS);
    orders.put(id, order);
    return order;
  }

  JsonTree.Obj findOrder(String id) {
    JsonTree.Obj order = orders.get(id);
    if (order == null) {
      throw ApiException.notFound("no order with id " + id + " in this workspace");
    }
    return order;
  }

  private @Nullable Customer orderCustomer(@Nullable JsonTree node) {
    if (node == null || node == JsonTree.Null.NULL) {
      return null;
    }
    if (!(node instanceof JsonTree.Obj customerObject)) {
      throw ApiException.invalidRequest(
          "customer must be an object like {\"id\": \"<uuid>\"}, got " + JsonTree.describe(node));
    }
    JsonTree idNode = customerObject.get("id");
    if (idNode == null || idNode == JsonTree.Null.NULL) {
      throw ApiException.invalidRequest("customer.id is required when customer is given");
    }
    if (!(idNode instanceof JsonTree.Str idText) || !Wire.isUuid(idText.value())) {
      throw ApiException.invalidRequest(
          "customer.id must be a UUID (8-4-4-4-12 hex digits), got "
              + (idNode instanceof JsonTree.Str text
                  ? "'" + text.value() + "'"
                  : JsonTree.describe(idNode)));
    }
    String id = Wire.canonicalUuid(idText.value());
    Customer customer = customers.get(id);
    if (customer == null) {
      // Well-formed but unknown here: the request is understood, the reference just does not
      // resolve.
      throw ApiException.unprocessable(
          "customer.id " + id + " does not match a customer in this workspace");
    }
    return customer;
  }

  /** One validated order line: its JSON and the numbers the order's totals need. */
  private record OrderLine(JsonTree.Obj json, long quantity, long totalPrice) {}

  private static OrderLine orderItem(JsonTree node, String path, String id) {
    if (!(node instanceof JsonTree.Obj in)) {
      throw ApiException.invalidRequest(
          path + " must be an object, got " + JsonTree.describe(node));
    }
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
    JsonTree.Obj item = new JsonTree.Obj();
    item.put("id", id);
    item.put("sku", sku);
    item.put("title", title);
    item.put("quantity", quantity);
    item.put("unit_price", unitPrice);
    item.put("total_price", total);
    Wire.pruneNulls(item);
    copyUnownedFields(in, item, ITEM_OWNED_FIELDS);
    return new OrderLine(item, quantity, total);
  }

  private static long requireLong(JsonTree.Obj in, String field, String path, long min) {
    JsonTree value = in.get(field);
    String rule = path + " must be an integer >= " + min;
    if (value == null || value == JsonTree.Null.NULL) {
      throw ApiException.invalidRequest(rule + " and is required");
    }
    if (!(value instanceof JsonTree.Num num)
        || !num.integral()
        || new java.math.BigInteger(num.text()).bitLength() > 63) {
      throw ApiException.invalidRequest(rule + ", got " + JsonText.write(value, false));
    }
    long number = Long.parseLong(num.text());
    if (number < min) {
      throw ApiException.invalidRequest(rule + ", got " + number);
    }
    return number;
  }

  /** A string-or-null field; {@code null} when absent or JSON null. */
  private static @Nullable String optionalString(JsonTree.Obj in, String field, String path) {
    JsonTree value = in.get(field);
    if (value == null || value == JsonTree.Null.NULL) {
      return null;
    }
    if (!(value instanceof JsonTree.Str text)) {
      throw ApiException.invalidRequest(
          path + " must be a string or null, got " + JsonTree.describe(value));
    }
    return text.value();
  }

  /**
   * Keeps form fields the sandbox does not model, so clients can round-trip fields the spec does
   * not show.
   */
  private static void copyUnownedFields(JsonTree.Obj from, JsonTree.Obj to, Set<String> owned) {
    // The request's tree belongs to this request alone and is never changed, so it is shared.
    for (Map.Entry<String, JsonTree> field : from.fields().entrySet()) {
      if (!owned.contains(field.getKey())) {
        to.set(field.getKey(), field.getValue());
      }
    }
  }
}
