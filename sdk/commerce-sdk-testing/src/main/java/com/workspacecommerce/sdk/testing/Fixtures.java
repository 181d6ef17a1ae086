package com.workspacecommerce.sdk.testing;

import com.workspacecommerce.sdk.Page;
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
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.UUID;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * Response records with valid, realistic defaults for unit tests that need no server: a test sets
 * only what matters to it. Pair them with {@link #page(List)} and {@link #pages(List)} in a fake
 * service.
 *
 * <pre>{@code
 * Product soldOut = Fixtures.product().name("Desk lamp").totalStock(0).build();
 * Page<Product> page = Fixtures.page(List.of(soldOut, Fixtures.product().build()));
 * }</pre>
 *
 * <p>Ids are random UUIDs and timestamps are {@link SandboxClock#DEFAULT_START} unless set. The
 * same builders seed a {@link CommerceSandbox} (for example {@code sandbox.products().add(p ->
 * p.totalStock(0))}), where ids come from the sandbox's seed and timestamps from its clock instead.
 *
 * <p>Each builder fills the model's own builder ({@link Order#builder()} and so on). For a field
 * these builders do not offer, change the built record by name: {@code
 * Fixtures.order().build().toBuilder().paymentStatus("refunded").build()}.
 */
public final class Fixtures {

  /** Where defaults for ids, time and order numbers come from: random here, seeded in a sandbox. */
  interface Source {
    String id();

    OffsetDateTime now();

    String orderNumber();
  }

  private static final Source STANDALONE =
      new Source() {
        @Override
        public String id() {
          return UUID.randomUUID().toString();
        }

        @Override
        public OffsetDateTime now() {
          return SandboxClock.DEFAULT_START.atOffset(ZoneOffset.UTC);
        }

        @Override
        public String orderNumber() {
          return "#1001";
        }
      };

  private Fixtures() {}

  /**
   * @return a product builder: an active, physical "Walnut Desk Lamp" with one variant of 25 units
   *     at 49.99 USD
   */
  public static ProductBuilder product() {
    return new ProductBuilder(STANDALONE);
  }

  /**
   * @return a variant builder: size M, 25 in stock, 4999 USD
   */
  public static VariantBuilder variant() {
    return new VariantBuilder(STANDALONE);
  }

  /**
   * @return the model's own builder, filled with a random id and a realistic image at position 1;
   *     set what the test cares about, then {@code build()}
   */
  public static Media.Builder media() {
    return defaultMedia(STANDALONE.id());
  }

  private static Media.Builder defaultMedia(String id) {
    return Media.builder()
        .id(id)
        .url("https://images.sandbox.example/products/sample/1.jpg")
        .thumbnail("https://images.sandbox.example/products/sample/1_thumb.jpg")
        .type("image")
        .position(1);
  }

  /**
   * @return a customer builder: Ada Lovelace, ada@example.com
   */
  public static CustomerBuilder customer() {
    return new CustomerBuilder(STANDALONE);
  }

  /**
   * @return an order builder: open order #1001 with one line of 1 x 4999 USD and no customer
   */
  public static OrderBuilder order() {
    return new OrderBuilder(STANDALONE);
  }

  /**
   * @return an order line builder: 1 x "Walnut Desk Lamp" at 4999
   */
  public static OrderItemBuilder orderItem() {
    return new OrderItemBuilder(STANDALONE);
  }

  /**
   * @return the model's own builder, filled with a random id and Ada Lovelace, ada@example.com
   */
  public static OrderCustomer.Builder orderCustomer() {
    return OrderCustomer.builder()
        .id(STANDALONE.id())
        .name("Ada Lovelace")
        .email("ada@example.com");
  }

  /**
   * {@code count} default products named "Product 001", "Product 002", ...
   *
   * @param count 0 or more
   * @return the products
   */
  public static List<Product> products(int count) {
    if (count < 0) {
      throw new IllegalArgumentException("count must be >= 0, was " + count);
    }
    List<Product> products = new ArrayList<>(count);
    for (int i = 1; i <= count; i++) {
      products.add(product().name(String.format(Locale.ROOT, "Product %03d", i)).build());
    }
    return products;
  }

  /**
   * One page holding all of {@code items}, as a fake service returns it.
   *
   * @param items the page's items
   * @param <T> item type
   * @return the page, via the SDK's {@link Page#of(List)}
   */
  public static <T> Page<T> page(List<T> items) {
    return Page.of(items);
  }

  /**
   * Linked pages whose {@code autoPager()} walks them all without a server.
   *
   * @param pages the items of each page, first to last
   * @param <T> item type
   * @return the first page, via the SDK's {@link Page#ofPages(List)}
   */
  public static <T> Page<T> pages(List<? extends List<T>> pages) {
    return Page.ofPages(pages);
  }

  private static Map<String, Object> money(long amount, String currency) {
    Map<String, Object> price = new LinkedHashMap<>();
    price.put("amount", amount);
    price.put("currency", currency);
    return price;
  }

  // Each builder below is a thin layer over the model's own builder: it holds only what the
  // defaults are derived from (ids and times from the source, totals from the lines or variants)
  // and sets those on the model builder in build(), so the record's own checks apply.

  /** Builds a {@link Product}; total stock and price range follow the variants unless set. */
  public static final class ProductBuilder {
    private final Source source;
    private final Product.Builder product =
        Product.builder()
            .status("active")
            .description("A walnut desk lamp. Made in small batches and finished by hand.")
            .category("Lighting")
            .canPreorder(false);
    private String id;
    private String name = "Walnut Desk Lamp";
    private String type = "physical";
    private Boolean requiresShipping;
    private Long totalStock;
    private Map<String, Object> priceRange;
    private long price = 4999;
    private List<Media> media;
    private List<Variant> variants;
    private OffsetDateTime createdAt;
    private OffsetDateTime updatedAt;

    ProductBuilder(Source source) {
      this.source = source;
    }

    /**
     * Sets the id.
     *
     * @param id the id (a UUID)
     * @return this builder
     */
    public ProductBuilder id(String id) {
      this.id = Objects.requireNonNull(id, "id");
      return this;
    }

    /**
     * Sets the name, from which the default variant's SKU is derived.
     *
     * @param name the name
     * @return this builder
     */
    public ProductBuilder name(String name) {
      this.name = Objects.requireNonNull(name, "name");
      return this;
    }

    /**
     * Sets the status.
     *
     * @param status for example active, draft or archived
     * @return this builder
     */
    public ProductBuilder status(String status) {
      product.status(status);
      return this;
    }

    /**
     * Sets the type.
     *
     * @param type for example physical, digital or service
     * @return this builder
     */
    public ProductBuilder type(String type) {
      this.type = Objects.requireNonNull(type, "type");
      return this;
    }

    /**
     * Sets the description.
     *
     * @param description the description, or null
     * @return this builder
     */
    public ProductBuilder description(String description) {
      product.description(description);
      return this;
    }

    /**
     * Sets the category.
     *
     * @param category the category, or null
     * @return this builder
     */
    public ProductBuilder category(String category) {
      product.category(category);
      return this;
    }

    /**
     * Sets whether the product ships.
     *
     * @param requiresShipping whether it ships (default: type is physical)
     * @return this builder
     */
    public ProductBuilder requiresShipping(boolean requiresShipping) {
      this.requiresShipping = requiresShipping;
      return this;
    }

    /**
     * Sets whether the product can be preordered.
     *
     * @param canPreorder whether it can be preordered
     * @return this builder
     */
    public ProductBuilder canPreorder(boolean canPreorder) {
      product.canPreorder(canPreorder);
      return this;
    }

    /**
     * The total stock; without explicit variants the default variant holds all of it.
     *
     * @param totalStock units in stock
     * @return this builder
     */
    public ProductBuilder totalStock(long totalStock) {
      this.totalStock = totalStock;
      return this;
    }

    /**
     * The price of the default variant, in minor units of USD.
     *
     * @param amount for example 4999
     * @return this builder
     */
    public ProductBuilder price(long amount) {
      this.price = amount;
      return this;
    }

    /**
     * Sets the price range.
     *
     * @param priceRange the price range object (default: min and max of the variants)
     * @return this builder
     */
    public ProductBuilder priceRange(Map<String, Object> priceRange) {
      this.priceRange = priceRange;
      return this;
    }

    /**
     * Sets the variants.
     *
     * @param variants the variants, replacing the default one
     * @return this builder
     */
    public ProductBuilder variants(List<Variant> variants) {
      this.variants = new ArrayList<>(variants);
      return this;
    }

    /**
     * Adds a variant (the first call replaces the default one).
     *
     * @param spec what differs from the variant defaults
     * @return this builder
     */
    public ProductBuilder variant(Consumer<VariantBuilder> spec) {
      VariantBuilder builder = new VariantBuilder(source);
      spec.accept(builder);
      if (variants == null) {
        variants = new ArrayList<>();
      }
      variants.add(builder.build());
      return this;
    }

    /**
     * Sets the media.
     *
     * @param media the media, replacing the default image
     * @return this builder
     */
    public ProductBuilder media(List<Media> media) {
      this.media = new ArrayList<>(media);
      return this;
    }

    /**
     * Sets the creation time.
     *
     * @param createdAt creation time
     * @return this builder
     */
    public ProductBuilder createdAt(OffsetDateTime createdAt) {
      this.createdAt = createdAt;
      return this;
    }

    /**
     * Sets the last update time.
     *
     * @param updatedAt last update time (default: the creation time)
     * @return this builder
     */
    public ProductBuilder updatedAt(OffsetDateTime updatedAt) {
      this.updatedAt = updatedAt;
      return this;
    }

    /**
     * Sets a field the record does not model.
     *
     * @param name a field the record does not model
     * @param value its JSON value
     * @return this builder
     */
    public ProductBuilder additionalProperty(String name, Object value) {
      product.putAdditionalProperty(name, value);
      return this;
    }

    /**
     * @return the product
     */
    public Product build() {
      // Ids are drawn in this order (product, default variant, default image) so that a seeded
      // sandbox keeps giving the same ids.
      String productId = id != null ? id : source.id();
      List<Variant> productVariants = variants;
      if (productVariants == null) {
        productVariants =
            List.of(
                new VariantBuilder(source)
                    .sku(sku(name) + "-M")
                    .stock(totalStock == null ? 25 : totalStock)
                    .price(price)
                    .build());
      }
      long stock = 0;
      long min = Long.MAX_VALUE;
      long max = Long.MIN_VALUE;
      for (Variant variant : productVariants) {
        stock += variant.stock() == null ? 0 : variant.stock();
        Object amount = variant.price() == null ? null : variant.price().get("amount");
        if (amount instanceof Number number) {
          min = Math.min(min, number.longValue());
          max = Math.max(max, number.longValue());
        }
      }
      Map<String, Object> range = priceRange;
      if (range == null && min <= max) {
        range = new LinkedHashMap<>();
        range.put("min", min);
        range.put("max", max);
        range.put("currency", "USD");
      }
      String images = "https://images.sandbox.example/products/" + productId;
      List<Media> productMedia =
          media != null
              ? media
              : List.of(
                  defaultMedia(source.id())
                      .url(images + "/1.jpg")
                      .thumbnail(images + "/1_thumb.jpg")
                      .build());
      OffsetDateTime created = createdAt != null ? createdAt : source.now();
      return product
          .id(productId)
          .name(name)
          .type(type)
          .requiresShipping(requiresShipping != null ? requiresShipping : type.equals("physical"))
          .totalStock(totalStock != null ? totalStock : stock)
          .priceRange(range)
          .media(productMedia)
          .variants(productVariants)
          .createdAt(created)
          .updatedAt(updatedAt != null ? updatedAt : created)
          .build();
    }

    private static String sku(String name) {
      StringBuilder sku = new StringBuilder();
      for (String word : name.split("\\s+")) {
        if (!word.isEmpty() && Character.isLetterOrDigit(word.charAt(0))) {
          sku.append(Character.toUpperCase(word.charAt(0)));
        }
      }
      return sku.length() == 0 ? "SKU" : sku.toString();
    }
  }

  /** Builds a {@link Variant}. */
  public static final class VariantBuilder {
    private final Source source;
    private final Variant.Builder variant =
        Variant.builder().sku("WDL-M").stock(25L).attributes(Map.of("size", "M"));
    private String id;
    private long price = 4999;
    private String currency = "USD";

    VariantBuilder(Source source) {
      this.source = source;
    }

    /**
     * Sets the id.
     *
     * @param id the id (a UUID)
     * @return this builder
     */
    public VariantBuilder id(String id) {
      this.id = Objects.requireNonNull(id, "id");
      return this;
    }

    /**
     * Sets the SKU.
     *
     * @param sku the SKU
     * @return this builder
     */
    public VariantBuilder sku(String sku) {
      variant.sku(sku);
      return this;
    }

    /**
     * Sets the stock.
     *
     * @param stock units in stock
     * @return this builder
     */
    public VariantBuilder stock(long stock) {
      variant.stock(stock);
      return this;
    }

    /**
     * Sets the price.
     *
     * @param amount price in minor units
     * @return this builder
     */
    public VariantBuilder price(long amount) {
      this.price = amount;
      return this;
    }

    /**
     * Sets the currency.
     *
     * @param currency ISO currency code of the price
     * @return this builder
     */
    public VariantBuilder currency(String currency) {
      this.currency = Objects.requireNonNull(currency, "currency");
      return this;
    }

    /**
     * Sets the attributes.
     *
     * @param attributes the variant's attributes, such as size and color
     * @return this builder
     */
    public VariantBuilder attributes(Map<String, Object> attributes) {
      variant.attributes(attributes);
      return this;
    }

    /**
     * Sets a field the record does not model.
     *
     * @param name a field the record does not model
     * @param value its JSON value
     * @return this builder
     */
    public VariantBuilder additionalProperty(String name, Object value) {
      variant.putAdditionalProperty(name, value);
      return this;
    }

    /**
     * @return the variant
     */
    public Variant build() {
      return variant.id(id != null ? id : source.id()).price(money(price, currency)).build();
    }
  }

  /** Builds a {@link Customer}. */
  public static final class CustomerBuilder {
    private final Source source;
    private final Customer.Builder customer =
        Customer.builder().firstname("Ada").lastname("Lovelace").email("ada@example.com");
    private String id;
    private OffsetDateTime createdAt;
    private OffsetDateTime updatedAt;

    CustomerBuilder(Source source) {
      this.source = source;
    }

    /**
     * Sets the id.
     *
     * @param id the id (a UUID)
     * @return this builder
     */
    public CustomerBuilder id(String id) {
      this.id = Objects.requireNonNull(id, "id");
      return this;
    }

    /**
     * Sets the first name.
     *
     * @param firstname the first name, not blank
     * @return this builder
     */
    public CustomerBuilder firstname(String firstname) {
      // The API refuses a blank first name, so a fixture with one would be unrealistic.
      if (firstname == null || firstname.isBlank()) {
        throw new IllegalArgumentException("firstname must be a non-blank string");
      }
      customer.firstname(firstname);
      return this;
    }

    /**
     * Sets the last name.
     *
     * @param lastname the last name, "" for none
     * @return this builder
     */
    public CustomerBuilder lastname(String lastname) {
      customer.lastname(Objects.requireNonNull(lastname, "lastname (use \"\" for none)"));
      return this;
    }

    /**
     * Sets the email.
     *
     * @param email the email, or null
     * @return this builder
     */
    public CustomerBuilder email(String email) {
      customer.email(email);
      return this;
    }

    /**
     * Sets the phone.
     *
     * @param phone the phone, or null
     * @return this builder
     */
    public CustomerBuilder phone(String phone) {
      customer.phone(phone);
      return this;
    }

    /**
     * Sets the note.
     *
     * @param note the note, or null
     * @return this builder
     */
    public CustomerBuilder note(String note) {
      customer.note(note);
      return this;
    }

    /**
     * Sets the creation time.
     *
     * @param createdAt creation time
     * @return this builder
     */
    public CustomerBuilder createdAt(OffsetDateTime createdAt) {
      this.createdAt = createdAt;
      return this;
    }

    /**
     * Sets the last update time.
     *
     * @param updatedAt last update time (default: the creation time)
     * @return this builder
     */
    public CustomerBuilder updatedAt(OffsetDateTime updatedAt) {
      this.updatedAt = updatedAt;
      return this;
    }

    /**
     * @return the customer
     */
    public Customer build() {
      // The time is read before the id is drawn, as the sandbox's seeded ids expect.
      OffsetDateTime created = createdAt != null ? createdAt : source.now();
      return customer
          .id(id != null ? id : source.id())
          .createdAt(created)
          .updatedAt(updatedAt != null ? updatedAt : created)
          .build();
    }
  }

  /** Builds an {@link OrderItem}; its total is quantity times unit price unless set. */
  public static final class OrderItemBuilder {
    private final Source source;
    private final OrderItem.Builder item =
        OrderItem.builder().title("Walnut Desk Lamp").sku("WDL-M");
    private String id;
    private long quantity = 1;
    private long unitPrice = 4999;
    private Long totalPrice;

    OrderItemBuilder(Source source) {
      this.source = source;
    }

    /**
     * Sets the id.
     *
     * @param id the id (a UUID)
     * @return this builder
     */
    public OrderItemBuilder id(String id) {
      this.id = Objects.requireNonNull(id, "id");
      return this;
    }

    /**
     * Sets the title.
     *
     * @param title the line title
     * @return this builder
     */
    public OrderItemBuilder title(String title) {
      item.title(title);
      return this;
    }

    /**
     * Sets the SKU.
     *
     * @param sku the SKU
     * @return this builder
     */
    public OrderItemBuilder sku(String sku) {
      item.sku(sku);
      return this;
    }

    /**
     * Sets the quantity.
     *
     * @param quantity units, at least 1
     * @return this builder
     */
    public OrderItemBuilder quantity(long quantity) {
      if (quantity < 1) {
        throw new IllegalArgumentException("quantity must be >= 1, was " + quantity);
      }
      this.quantity = quantity;
      return this;
    }

    /**
     * Sets the unit price.
     *
     * @param unitPrice price of one unit in minor units, 0 or more
     * @return this builder
     */
    public OrderItemBuilder unitPrice(long unitPrice) {
      if (unitPrice < 0) {
        throw new IllegalArgumentException("unitPrice must be >= 0, was " + unitPrice);
      }
      this.unitPrice = unitPrice;
      return this;
    }

    /**
     * Sets the total price.
     *
     * @param totalPrice the line total (default: quantity x unit price)
     * @return this builder
     */
    public OrderItemBuilder totalPrice(long totalPrice) {
      this.totalPrice = totalPrice;
      return this;
    }

    /**
     * @return the order item
     */
    public OrderItem build() {
      return item.id(id != null ? id : source.id())
          .quantity(quantity)
          .unitPrice(unitPrice)
          .totalPrice(totalPrice != null ? totalPrice : Math.multiplyExact(quantity, unitPrice))
          .build();
    }
  }

  /** Builds an {@link Order}; subtotal, total and item count follow the lines unless set. */
  public static final class OrderBuilder {
    private final Source source;
    private final Order.Builder order =
        Order.builder()
            .status("open")
            .paymentStatus("pending")
            .fulfillmentStatus("unfulfilled")
            .salesChannel("api")
            .currency("USD");
    private String id;
    private String orderNumber;
    private List<OrderItem> items;
    private long totalShipping;
    private long totalTax;
    private long totalDiscount;
    private OffsetDateTime orderDatetime;

    OrderBuilder(Source source) {
      this.source = source;
    }

    /**
     * Sets the id.
     *
     * @param id the id (a UUID)
     * @return this builder
     */
    public OrderBuilder id(String id) {
      this.id = Objects.requireNonNull(id, "id");
      return this;
    }

    /**
     * Sets the order number.
     *
     * @param orderNumber such as "#1001" (default: the next one)
     * @return this builder
     */
    public OrderBuilder orderNumber(String orderNumber) {
      this.orderNumber = Objects.requireNonNull(orderNumber, "orderNumber");
      return this;
    }

    /**
     * Sets the status.
     *
     * @param status the order status
     * @return this builder
     */
    public OrderBuilder status(String status) {
      order.status(status);
      return this;
    }

    /**
     * Sets the payment status.
     *
     * @param paymentStatus the payment status
     * @return this builder
     */
    public OrderBuilder paymentStatus(String paymentStatus) {
      order.paymentStatus(paymentStatus);
      return this;
    }

    /**
     * Sets the fulfillment status.
     *
     * @param fulfillmentStatus the fulfillment status
     * @return this builder
     */
    public OrderBuilder fulfillmentStatus(String fulfillmentStatus) {
      order.fulfillmentStatus(fulfillmentStatus);
      return this;
    }

    /**
     * Sets the sales channel.
     *
     * @param salesChannel the sales channel
     * @return this builder
     */
    public OrderBuilder salesChannel(String salesChannel) {
      order.salesChannel(salesChannel);
      return this;
    }

    /**
     * Sets the currency.
     *
     * @param currency ISO currency code
     * @return this builder
     */
    public OrderBuilder currency(String currency) {
      order.currency(currency);
      return this;
    }

    /**
     * Sets the customer.
     *
     * @param customer the customer summary, or null for none
     * @return this builder
     */
    public OrderBuilder customer(OrderCustomer customer) {
      order.customer(customer);
      return this;
    }

    /**
     * The order's customer, summarised as the API does (id, "first last", email).
     *
     * @param customer a customer
     * @return this builder
     */
    public OrderBuilder customer(Customer customer) {
      order.customer(
          OrderCustomer.builder()
              .id(customer.id())
              .name((customer.firstname() + " " + customer.lastname()).trim())
              .email(customer.email())
              .build());
      return this;
    }

    /**
     * Sets the items.
     *
     * @param items the lines, replacing the default one
     * @return this builder
     */
    public OrderBuilder items(List<OrderItem> items) {
      this.items = new ArrayList<>(items);
      return this;
    }

    /**
     * Adds a line (the first call replaces the default one).
     *
     * @param spec what differs from the line defaults
     * @return this builder
     */
    public OrderBuilder item(Consumer<OrderItemBuilder> spec) {
      OrderItemBuilder builder = new OrderItemBuilder(source);
      spec.accept(builder);
      if (items == null) {
        items = new ArrayList<>();
      }
      items.add(builder.build());
      return this;
    }

    /**
     * Sets the total shipping.
     *
     * @param amount shipping total
     * @return this builder
     */
    public OrderBuilder totalShipping(long amount) {
      this.totalShipping = amount;
      return this;
    }

    /**
     * Sets the total tax.
     *
     * @param amount tax total
     * @return this builder
     */
    public OrderBuilder totalTax(long amount) {
      this.totalTax = amount;
      return this;
    }

    /**
     * Sets the total discount.
     *
     * @param amount discount total
     * @return this builder
     */
    public OrderBuilder totalDiscount(long amount) {
      this.totalDiscount = amount;
      return this;
    }

    /**
     * Sets the shipping address.
     *
     * @param address the free-form shipping address, or null
     * @return this builder
     */
    public OrderBuilder shippingAddress(Map<String, Object> address) {
      order.shippingAddress(address);
      return this;
    }

    /**
     * Sets the note.
     *
     * @param note the note, or null
     * @return this builder
     */
    public OrderBuilder note(String note) {
      order.note(note);
      return this;
    }

    /**
     * Sets when the order was placed.
     *
     * @param orderDatetime when the order was placed
     * @return this builder
     */
    public OrderBuilder orderDatetime(OffsetDateTime orderDatetime) {
      this.orderDatetime = orderDatetime;
      return this;
    }

    /**
     * @return the order
     */
    public Order build() {
      // The default line's id is drawn before the order's, as the sandbox's seeded ids expect.
      List<OrderItem> lines = items != null ? items : List.of(new OrderItemBuilder(source).build());
      long subtotal = 0;
      long units = 0;
      for (OrderItem item : lines) {
        subtotal = Math.addExact(subtotal, item.totalPrice() == null ? 0 : item.totalPrice());
        units = Math.addExact(units, item.quantity() == null ? 0 : item.quantity());
      }
      return order
          .id(id != null ? id : source.id())
          .orderNumber(orderNumber != null ? orderNumber : source.orderNumber())
          .items(lines)
          .subtotalPrice(subtotal)
          .totalShipping(totalShipping)
          .totalTax(totalTax)
          .totalDiscount(totalDiscount)
          .totalPrice(subtotal + totalShipping + totalTax - totalDiscount)
          .totalItems(units)
          .orderDatetime(orderDatetime != null ? orderDatetime : source.now())
          .build();
    }
  }

  /** Converts an instant to the offset the SDK's records carry. */
  static OffsetDateTime utc(Instant instant) {
    return instant.atOffset(ZoneOffset.UTC);
  }

  /** Marks a supplier-based source, used by the sandbox's seeding. */
  static Source source(Supplier<String> ids, Supplier<Instant> now, Supplier<String> orderNumbers) {
    return new Source() {
      @Override
      public String id() {
        return ids.get();
      }

      @Override
      public OffsetDateTime now() {
        return utc(now.get());
      }

      @Override
      public String orderNumber() {
        return orderNumbers.get();
      }
    };
  }
}
