package com.workspacecommerce.sdk.testing;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.TreeMap;
import java.util.UUID;
import org.jspecify.annotations.Nullable;

/**
 * The product catalog of one workspace, generated from a seed so that every sandbox run (and every
 * test) sees the same products, ids and timestamps. Tests may add products or clear it; readers
 * always see a consistent snapshot because every change publishes a new immutable list (copy on
 * write: changes are rare, reads are many).
 */
final class Catalog {

  /**
   * One seeded product; the JSON tree is built once and never mutated, so it can be shared across
   * threads.
   */
  record Product(
      String id,
      String name,
      @Nullable Instant createdAt,
      @Nullable Instant updatedAt,
      JsonTree.Obj json) {}

  private static final Comparator<@Nullable Instant> NULLS_LAST =
      Comparator.nullsLast(Comparator.naturalOrder());

  /** The sort keys {@code GET /products} accepts, as the wire spells them. */
  static final List<String> SORT_KEYS = List.of("createdAt", "updatedAt", "name");

  private static final Instant EPOCH = Instant.parse("2023-01-02T08:00:00Z");
  private static final long SPAN_MILLIS = Duration.ofDays(730).toMillis();

  private static final String[] MATERIALS = {
    "Walnut", "Oak", "Maple", "Slate", "Copper", "Linen", "Cedar", "Ivory", "Charcoal",
    "Sage", "Amber", "Cobalt", "Birch", "Teak", "Marble", "Brass", "Indigo", "Coral",
  };

  // Each kind of item belongs to one product type and one category, so generated products read
  // plausibly.
  private record Kind(String noun, String type, String category) {}

  private static final Kind[] KINDS = {
    new Kind("Desk Lamp", "physical", "Lighting"),
    new Kind("Floor Lamp", "physical", "Lighting"),
    new Kind("Side Table", "physical", "Furniture"),
    new Kind("Bookshelf", "physical", "Furniture"),
    new Kind("Throw Blanket", "physical", "Textiles"),
    new Kind("Pillow Cover", "physical", "Textiles"),
    new Kind("Coffee Mug", "physical", "Kitchen"),
    new Kind("Cutting Board", "physical", "Kitchen"),
    new Kind("Notebook", "physical", "Stationery"),
    new Kind("Desk Organizer", "physical", "Stationery"),
    new Kind("Backpack", "physical", "Bags"),
    new Kind("Tote Bag", "physical", "Bags"),
    new Kind("Wall Clock", "physical", "Decor"),
    new Kind("Plant Pot", "physical", "Decor"),
    new Kind("Icon Set", "digital", "Digital Goods"),
    new Kind("Font Family", "digital", "Digital Goods"),
    new Kind("Photo Preset Pack", "digital", "Digital Goods"),
    new Kind("Recipe E-book", "digital", "Digital Goods"),
    new Kind("Assembly Service", "service", "Services"),
    new Kind("Design Consultation", "service", "Services"),
    new Kind("Gift Wrapping", "service", "Services"),
  };

  private static final String[] SIZES = {"S", "M", "L", "XL"};
  private static final String[] FORMATS = {"pdf", "zip", "otf", "xmp"};
  private static final String[] LICENSES = {"personal", "commercial"};
  private static final String[] TIERS = {"basic", "standard", "premium", "express"};

  private static final String[] BLURBS = {
    "Made in small batches and finished by hand.",
    "A sandbox favourite: sturdy, simple and easy to ship.",
    "Designed to last, with a five-year care guide included.",
    "Limited run; restocked a few times a year.",
    "Generated test data: any resemblance to a real product is a coincidence.",
  };

  /** One immutable state of the catalog; replaced as a whole on every change. */
  private record Snapshot(List<Product> products, Map<String, Product> byId) {
    static Snapshot of(List<Product> products) {
      Map<String, Product> index = new LinkedHashMap<>();
      for (Product product : products) {
        index.put(product.id(), product);
      }
      return new Snapshot(List.copyOf(products), Map.copyOf(index));
    }
  }

  private volatile Snapshot snapshot;

  private Catalog(List<Product> products) {
    this.snapshot = Snapshot.of(products);
  }

  /** Adds a product, or replaces the one with the same id. */
  synchronized void put(Product product) {
    List<Product> next = new ArrayList<>(snapshot.products());
    next.removeIf(existing -> existing.id().equals(product.id()));
    next.add(product);
    snapshot = Snapshot.of(next);
  }

  /** Replaces the whole catalog, for example with a freshly generated one. */
  synchronized void replaceWith(Catalog other) {
    snapshot = other.snapshot;
  }

  /** Generates {@code count} products deterministically from {@code seed}. */
  static Catalog generate(long seed, int count) {
    Random random = new Random(seed);
    Set<Instant> usedCreatedAt = new HashSet<>();
    Set<String> usedIds = new HashSet<>();
    List<Product> products = new ArrayList<>(count);
    for (int i = 1; i <= count; i++) {
      String id = uniqueUuid(random, usedIds);
      Instant createdAt;
      do {
        // Whole seconds plus random millis, spread over two years; distinct so createdAt order is
        // total.
        createdAt = EPOCH.plusMillis(Math.floorMod(random.nextLong(), SPAN_MILLIS));
      } while (!usedCreatedAt.add(createdAt));
      products.add(product(random, usedIds, i, id, createdAt));
    }
    return new Catalog(products);
  }

  private static Product product(
      Random random, Set<String> usedIds, int number, String id, Instant createdAt) {
    String material = pick(random, MATERIALS);
    Kind kind = KINDS[random.nextInt(KINDS.length)];
    // The running number makes names distinct, which keeps sorting by name meaningful.
    String name = String.format(Locale.ROOT, "%s %s %03d", material, kind.noun(), number);
    // A quarter of the products were never edited after creation; the rest within ~3 months.
    Instant updatedAt =
        random.nextInt(4) == 0
            ? createdAt
            : createdAt.plusMillis(
                1 + Math.floorMod(random.nextLong(), Duration.ofDays(90).toMillis()));

    int roll = random.nextInt(10);
    String status = roll < 7 ? "active" : roll < 9 ? "draft" : "archived";

    JsonTree.Obj json = new JsonTree.Obj();
    json.put("id", id);
    json.put("name", name);
    json.put("status", status);
    json.put("type", kind.type());
    json.put(
        "description",
        material + " " + kind.noun().toLowerCase(Locale.ROOT) + ". " + pick(random, BLURBS));
    json.put("category", kind.category());
    json.put("requires_shipping", kind.type().equals("physical"));
    json.put("can_preorder", random.nextInt(5) == 0);

    long basePrice = (5L + random.nextInt(196)) * 100 - 1;
    JsonTree.Arr variants = new JsonTree.Arr();
    long totalStock = 0;
    long minPrice = Long.MAX_VALUE;
    long maxPrice = Long.MIN_VALUE;
    List<Map<String, String>> attributeSets = attributeSets(random, kind, material);
    for (int v = 0; v < attributeSets.size(); v++) {
      Map<String, String> attributes = attributeSets.get(v);
      long price = basePrice + 500L * v;
      int stock = random.nextInt(251);
      totalStock += stock;
      minPrice = Math.min(minPrice, price);
      maxPrice = Math.max(maxPrice, price);
      JsonTree.Obj variant = variants.addObject();
      variant.put("id", uniqueUuid(random, usedIds));
      variant.put("sku", sku(name, number, attributes));
      variant.put("stock", stock);
      variant.putObject("price").put("amount", price).put("currency", "USD");
      JsonTree.Obj attrs = variant.putObject("attributes");
      attributes.forEach(attrs::put);
    }
    json.put("total_stock", totalStock);
    json.putObject("price_range").put("min", minPrice).put("max", maxPrice).put("currency", "USD");

    JsonTree.Arr media = new JsonTree.Arr();
    int mediaCount = 1 + random.nextInt(3);
    for (int position = 1; position <= mediaCount; position++) {
      String base = "https://images.sandbox.example/products/" + id + "/" + position;
      media
          .addObject()
          .put("id", uniqueUuid(random, usedIds))
          .put("url", base + ".jpg")
          .put("thumbnail", base + "_thumb.jpg")
          .put("type", "image")
          .put("position", position);
    }
    json.set("media", media);
    json.set("variants", variants);
    json.put("created_at", Wire.timestamp(createdAt));
    json.put("updated_at", Wire.timestamp(updatedAt));
    return new Product(id, name, createdAt, updatedAt, json);
  }

  /** 1 to 4 distinct attribute combinations, so variant SKUs within a product never collide. */
  private static List<Map<String, String>> attributeSets(
      Random random, Kind kind, String material) {
    List<Map<String, String>> all = new ArrayList<>();
    String color = material.toLowerCase(Locale.ROOT);
    switch (kind.type()) {
      case "physical":
        for (String size : SIZES) {
          all.add(Map.of("color", color, "size", size));
        }
        String other = pick(random, MATERIALS).toLowerCase(Locale.ROOT);
        if (!other.equals(color)) {
          all.add(Map.of("color", other, "size", "M"));
        }
        break;
      case "digital":
        String format = pick(random, FORMATS);
        for (String license : LICENSES) {
          all.add(Map.of("format", format, "license", license));
        }
        break;
      default:
        for (String tier : TIERS) {
          all.add(Map.of("tier", tier));
        }
        break;
    }
    Collections.shuffle(all, random);
    int count = Math.min(all.size(), 1 + random.nextInt(4));
    List<Map<String, String>> chosen = new ArrayList<>();
    for (Map<String, String> attributes : all.subList(0, count)) {
      // Map.of has no stable order; sort so the JSON and the SKU are the same on every run.
      chosen.add(Collections.unmodifiableMap(new TreeMap<>(attributes)));
    }
    return chosen;
  }

  private static String sku(String name, int number, Map<String, String> attributes) {
    StringBuilder sku = new StringBuilder();
    for (String word : name.split(" ")) {
      if (Character.isLetter(word.charAt(0))) {
        sku.append(Character.toUpperCase(word.charAt(0)));
      }
    }
    sku.append('-').append(String.format(Locale.ROOT, "%03d", number));
    for (String value : attributes.values()) {
      sku.append('-')
          .append(value.substring(0, Math.min(3, value.length())).toUpperCase(Locale.ROOT));
    }
    return sku.toString();
  }

  static String uniqueUuid(Random random, Set<String> used) {
    String id;
    do {
      // Version 4 / IETF variant bits, as UUID.randomUUID() sets them, but from the seeded
      // generator.
      long msb = (random.nextLong() & ~0xF000L) | 0x4000L;
      long lsb = (random.nextLong() & 0x3FFFFFFFFFFFFFFFL) | 0x8000000000000000L;
      id = new UUID(msb, lsb).toString();
    } while (!used.add(id));
    return id;
  }

  private static String pick(Random random, String[] values) {
    return values[random.nextInt(values.length)];
  }

  int size() {
    return snapshot.products().size();
  }

  @Nullable Product find(String id) {
    return snapshot.byId().get(id);
  }

  /**
   * All products in the requested order. Ties (equal timestamps or names) fall back to the id, so
   * paging through the list never shows a product twice or skips one.
   */
  List<Product> sorted(String sortBy, boolean descending) {
    Comparator<Product> order;
    switch (sortBy) {
      case "updatedAt":
        // A product seeded without times sorts last rather than failing the list.
        order = Comparator.comparing(Product::updatedAt, NULLS_LAST);
        break;
      case "name":
        order = Comparator.comparing(Product::name);
        break;
      case "createdAt":
        order = Comparator.comparing(Product::createdAt, NULLS_LAST);
        break;
      default:
        throw new IllegalArgumentException("unknown sort key " + sortBy);
    }
    order = order.thenComparing(Product::id);
    if (descending) {
      order = order.reversed();
    }
    List<Product> copy = new ArrayList<>(snapshot.products());
    copy.sort(order);
    return copy;
  }
}
