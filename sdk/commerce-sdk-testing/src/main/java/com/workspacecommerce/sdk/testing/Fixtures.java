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
import org.jspecify.annotations.Nullable;

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
 * same defaults seed a {@link CommerceSandbox} (for example {@code sandbox.products().add(p ->
 * p.totalStock(0))}), where ids come from the sandbox's seed and timestamps from its clock instead.
 *
 * <p>{@link #media()}, {@link #customer()} and {@link #orderCustomer()} return the model's own
 * builder, pre-filled. {@link #product()}, {@link #variant()}, {@link #order()} and {@link
 * #orderItem()} return a fixture builder that derives values (totals, price range, SKU, image) from
 * what it is given; {@code with(..)} sets any other field on the model's builder, after the derived
 * values, so it can also override them: {@code Fixtures.order().with(o ->
 * o.paymentStatus("refunded")).build()}.
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
   * @return the model's builder with an image at position 1 and a random id
   */
  public static Media.Builder media() {
    return media(STANDALONE);
  }

  /**
   * @return the model's builder with Ada Lovelace, ada@example.com, a random id and both timestamps
   *     at {@link SandboxClock#DEFAULT_START} (a test that changes one sets the other too)
   */
  public static Customer.Builder customer() {
    return customer(STANDALONE);
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
   * @return the model's builder with Ada Lovelace, ada@example.com and a random id
   */
  public static OrderCustomer.Builder orderCustomer() {
    return OrderCustomer.builder()
        .id(STANDALONE.id())
        .name("Ada Lovelace")
        .email("ada@example.com");
  }

  /** The default image, its id drawn from {@code source} now. */
  static Media.Builder media(Source source) {
    return Media.builder()
        .id(source.id())
        .url("https://images.sandbox.example/products/sample/1.jpg")
        .thumbnail("https://images.sandbox.example/products/sample/1_thumb.jpg")
        .type("image")
        .position(1);
  }

  /** The default customer; the time is read before the id is drawn, as the seeded ids expect. */
  static Customer.Builder customer(Source source) {
    OffsetDateTime now = source.now();
    return Customer.builder()
        .id(source.id())
        .firstname("Ada")
        .lastname("Lovelace")
        .email("ada@example.com")
        .createdAt(now)
        .updatedAt(now);
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

  // The builders below hold only what derived values come from, plus the with(..) changes; an id
  // left unset is drawn from the source in build(), and one that is set draws none, so a seeded
  // sandbox keeps giving the same ids.

  /**
   * Builds a {@link Product}: total stock, price range, shipping flag, default variant and image,
   * and update time follow the values set here unless {@link #with} overrides them.
   */
  public static final class ProductBuilder {
    private final Source source;
    private @Nullable String id;
    private String name = "Walnut Desk Lamp";
    private String type = "physical";
    private @Nullable Long totalStock;
    private long price = 4999;
    private @Nullable List<Media> media;
    private @Nullable List<Variant> variants;
    private @Nullable OffsetDateTime createdAt;
    private Consumer<Product.Builder> changes = product -> {};

    ProductBuilder(Source source) {
      this.source = source;
    }

    /**
     * Sets the id, which the default image's URL contains.
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
     * Sets the type; only a physical product requires shipping.
     *
     * @param type for example physical, digital or service
     * @return this builder
     */
    public ProductBuilder type(String type) {
      this.type = Objects.requireNonNull(type, "type");
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
     * Sets the variants, from which total stock and price range follow.
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
     * Sets the creation time, which the update time follows.
     *
     * @param createdAt creation time
     * @return this builder
     */
    public ProductBuilder createdAt(OffsetDateTime createdAt) {
      this.createdAt = createdAt;
      return this;
    }

    /**
     * Changes the model's builder after the defaults and derived values are set, for any other
     * field (status, description, additional properties) or to override a derived one.
     *
     * @param change applied in {@link #build()}, after the changes given before it
     * @return this builder
     */
    public ProductBuilder with(Consumer<Product.Builder> change) {
      changes = changes.andThen(Objects.requireNonNull(change, "change"));
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
        String sku = sku(name) + "-M";
        productVariants =
            List.of(
                new VariantBuilder(source)
                    .stock(totalStock == null ? 25 : totalStock)
                    .price(price)
                    .with(variant -> variant.sku(sku))
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
      Map<String, Object> range = null;
      if (min <= max) {
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
                  Fixtures.media(source)
                      .url(images + "/1.jpg")
                      .thumbnail(images + "/1_thumb.jpg")
                      .build());
      OffsetDateTime created = createdAt != null ? createdAt : source.now();
      Product.Builder product =
          Product.builder()
              .id(productId)
              .name(name)
              .status("active")
              .type(type)
              .description("A walnut desk lamp. Made in small batches and finished by hand.")
              .category("Lighting")
              .requiresShipping(type.equals("physical"))
              .canPreorder(false)
              .totalStock(totalStock != null ? totalStock : stock)
              .priceRange(range)
              .media(productMedia)
              .variants(productVariants)
              .createdAt(created)
              .updatedAt(created);
      changes.accept(product);
      return product.build();
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

  /** Builds a {@link Variant} whose price object comes from an amount and a currency. */
  public static final class VariantBuilder {
    private final Source source;
    private @Nullable String id;
    private long price = 4999;
    private String currency = "USD";
    private Consumer<Variant.Builder> changes = variant -> {};

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
     * Sets the stock, which a product's total stock adds up.
     *
     * @param stock units in stock
     * @return this builder
     */
    public VariantBuilder stock(long stock) {
      return with(variant -> variant.stock(stock));
    }

    /**
     * Sets the price amount.
     *
     * @param amount price in minor units
     * @return this builder
     */
    public VariantBuilder price(long amount) {
      this.price = amount;
      return this;
    }

    /**
     * Sets the currency of the price.
     *
     * @param currency ISO currency code
     * @return this builder
     */
    public VariantBuilder currency(String currency) {
      this.currency = Objects.requireNonNull(currency, "currency");
      return this;
    }

    /**
     * Changes the model's builder after the defaults and the price are set, for any other field
     * (SKU, attributes, additional properties) or to override the price.
     *
     * @param change applied in {@link #build()}, after the changes given before it
     * @return this builder
     */
    public VariantBuilder with(Consumer<Variant.Builder> change) {
      changes = changes.andThen(Objects.requireNonNull(change, "change"));
      return this;
    }

    /**
     * @return the variant
     */
    public Variant build() {
      Variant.Builder variant =
          Variant.builder()
              .id(id != null ? id : source.id())
              .sku("WDL-M")
              .stock(25)
              .price(money(price, currency))
              .attributes(Map.of("size", "M"));
      changes.accept(variant);
      return variant.build();
    }
  }

  /** Builds an {@link OrderItem} whose total is quantity times unit price. */
  public static final class OrderItemBuilder {
    private final Source source;
    private @Nullable String id;
    private long quantity = 1;
    private long unitPrice = 4999;
    private Consumer<OrderItem.Builder> changes = item -> {};

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
     * Changes the model's builder after the defaults and the total are set, for any other field
     * (title, SKU) or to override the total.
     *
     * @param change applied in {@link #build()}, after the changes given before it
     * @return this builder
     */
    public OrderItemBuilder with(Consumer<OrderItem.Builder> change) {
      changes = changes.andThen(Objects.requireNonNull(change, "change"));
      return this;
    }

    /**
     * @return the order item
     */
    public OrderItem build() {
      OrderItem.Builder item =
          OrderItem.builder()
              .id(id != null ? id : source.id())
              .title("Walnut Desk Lamp")
              .sku("WDL-M")
              .quantity(quantity)
              .unitPrice(unitPrice)
              .totalPrice(Math.multiplyExact(quantity, unitPrice));
      changes.accept(item);
      return item.build();
    }
  }

  /**
   * Builds an {@link Order}: subtotal, total and item count follow the lines and the amounts set
   * here unless {@link #with} overrides them.
   */
  public static final class OrderBuilder {
    private final Source source;
    private @Nullable String id;
    private @Nullable String orderNumber;
    private @Nullable List<OrderItem> items;
    private long totalShipping;
    private long totalTax;
    private long totalDiscount;
    private Consumer<Order.Builder> changes = order -> {};

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
     * The order's customer, summarised as the API does (id, "first last", email).
     *
     * @param customer a customer
     * @return this builder
     */
    public OrderBuilder customer(Customer customer) {
      OrderCustomer summary =
          OrderCustomer.builder()
              .id(customer.id())
              .name((customer.firstname() + " " + customer.lastname()).trim())
              .email(customer.email())
              .build();
      return with(order -> order.customer(summary));
    }

    /**
     * Sets the items, from which the totals follow.
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
     * Sets the total shipping, which the total adds.
     *
     * @param amount shipping total
     * @return this builder
     */
    public OrderBuilder totalShipping(long amount) {
      this.totalShipping = amount;
      return this;
    }

    /**
     * Sets the total tax, which the total adds.
     *
     * @param amount tax total
     * @return this builder
     */
    public OrderBuilder totalTax(long amount) {
      this.totalTax = amount;
      return this;
    }

    /**
     * Sets the total discount, which the total subtracts.
     *
     * @param amount discount total
     * @return this builder
     */
    public OrderBuilder totalDiscount(long amount) {
      this.totalDiscount = amount;
      return this;
    }

    /**
     * Changes the model's builder after the defaults and totals are set, for any other field
     * (statuses, note, shipping address, order time) or to override a total.
     *
     * @param change applied in {@link #build()}, after the changes given before it
     * @return this builder
     */
    public OrderBuilder with(Consumer<Order.Builder> change) {
      changes = changes.andThen(Objects.requireNonNull(change, "change"));
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
      Order.Builder order =
          Order.builder()
              .id(id != null ? id : source.id())
              .orderNumber(orderNumber != null ? orderNumber : source.orderNumber())
              .status("open")
              .paymentStatus("pending")
              .fulfillmentStatus("unfulfilled")
              .salesChannel("api")
              .currency("USD")
              .items(lines)
              .subtotalPrice(subtotal)
              .totalShipping(totalShipping)
              .totalTax(totalTax)
              .totalDiscount(totalDiscount)
              .totalPrice(subtotal + totalShipping + totalTax - totalDiscount)
              .totalItems(units)
              .orderDatetime(source.now());
      changes.accept(order);
      return order.build();
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
