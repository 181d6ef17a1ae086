package com.workspacecommerce.benchmarks;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * The canned JSON the benchmarks exchange: one realistic product of about 2 KB, pages of 100 such
 * products and a created customer.
 *
 * <p>Built with plain string concatenation rather than Jackson, so that starting the canned server
 * loads no JSON classes: the cold-start benchmark must pay for Jackson inside the measured call. A
 * page is rendered once as a template whose variable parts (page number, flags and the product ids)
 * have fixed widths, so the server can patch a page into a reused buffer without allocating: that
 * keeps it fast and keeps its heap flat under the paging walk's {@code -Xmx64m}.
 */
public final class CannedPayloads {
  /** Products in every page the canned server sends. */
  public static final int PAGE_SIZE = 100;

  /** The id of the product {@code GET /products/{id}} returns, whatever id was asked for. */
  public static final String PRODUCT_ID = productId(1);

  /** The id of the customer {@code POST /customers} returns. */
  public static final String CUSTOMER_ID = "6a0e1f2b-93c4-4d5e-8f70-a1b2c3d4e5f6";

  private static final String ID_PREFIX = "3f1c2a4e-8b7d-4c6a-9e2f-";
  private static final int ID_HEX = 12;
  private static final int PAGE_WIDTH = 10;
  private static final int FLAG_WIDTH = 5;
  private static final byte[] HEX = "0123456789abcdef".getBytes(StandardCharsets.US_ASCII);
  private static final byte[] TRUE = "true ".getBytes(StandardCharsets.US_ASCII);
  private static final byte[] FALSE = "false".getBytes(StandardCharsets.US_ASCII);

  private static final String[][] VARIANTS = {
    {"NAVY", "S", "42", "8900"}, {"NAVY", "M", "57", "8900"},
    {"CHARCOAL", "L", "31", "9900"}, {"CHARCOAL", "XL", "54", "9900"},
  };
  private static final String[] VIEWS = {"front", "back", "detail"};

  private CannedPayloads() {}

  /**
   * Returns the id of the n-th product of the catalog, so that every page carries distinct ids.
   *
   * @param n the 1-based position in the whole catalog
   * @return canonical UUID text
   */
  public static String productId(long n) {
    return ID_PREFIX + String.format("%012x", n);
  }

  /**
   * @return the body of {@code GET /products/{id}}: one product, about 2 KB
   */
  public static byte[] product() {
    StringBuilder out = new StringBuilder(2400);
    appendProduct(out, String.format("%012x", 1), null);
    return out.toString().getBytes(StandardCharsets.UTF_8);
  }

  /**
   * @return the body of {@code POST /customers}: the created customer
   */
  public static byte[] customer() {
    return ("{\"id\":\""
            + CUSTOMER_ID
            + "\",\"firstname\":\"Ada\",\"lastname\":\"Lovelace\","
            + "\"email\":\"ada@example.com\",\"phone\":\"+44 20 7946 0958\","
            + "\"note\":\"Prefers delivery after 18:00\","
            + "\"created_at\":\"2025-02-11T10:15:30.123+01:00\",\"updated_at\":\"2025-02-11T10:15:30.123+01:00\"}")
        .getBytes(StandardCharsets.UTF_8);
  }

  /**
   * Renders one page of a catalog; allocates, so meant for decode benchmarks and tests (the server
   * patches a {@link PageTemplate} instead).
   *
   * @param page the 1-based page number
   * @param totalPages how many pages the catalog has
   * @return the page body
   */
  public static byte[] page(int page, int totalPages) {
    PageTemplate template = new PageTemplate(totalPages, 0);
    byte[] body = template.newBuffer();
    template.fill(body, page);
    return body;
  }

  /**
   * A page body with fixed-width variable parts, patched in place for each page number. Immutable
   * and thread-safe; each caller patches its own buffer from {@link #newBuffer()}.
   */
  public static final class PageTemplate {
    private final byte[] bytes;
    private final int prefix;
    private final int totalPages;
    private final int pageAt;
    private final int nextAt;
    private final int previousAt;
    private final int[][] idSlots;

    /**
     * Renders the template.
     *
     * @param totalPages how many pages the catalog has (each of {@value #PAGE_SIZE} products)
     * @param prefix bytes to reserve before the body in each buffer, for the HTTP head
     */
    public PageTemplate(int totalPages, int prefix) {
      if (totalPages < 1) {
        throw new IllegalArgumentException("totalPages must be >= 1, was " + totalPages);
      }
      this.totalPages = totalPages;
      this.prefix = prefix;
      StringBuilder out = new StringBuilder(PAGE_SIZE * 2300);
      out.append("{\"page\":");
      pageAt = out.length();
      out.append(" ".repeat(PAGE_WIDTH));
      out.append(",\"size\":")
          .append(PAGE_SIZE)
          .append(",\"total\":")
          .append((long) totalPages * PAGE_SIZE)
          .append(",\"total_pages\":")
          .append(totalPages)
          .append(",\"has_next_page\":");
      nextAt = out.length();
      out.append(" ".repeat(FLAG_WIDTH));
      out.append(",\"has_previous_page\":");
      previousAt = out.length();
      out.append(" ".repeat(FLAG_WIDTH));
      out.append(",\"items\":[");
      idSlots = new int[PAGE_SIZE][];
      for (int i = 0; i < PAGE_SIZE; i++) {
        if (i > 0) {
          out.append(',');
        }
        int[] slots = new int[4];
        int[] count = {0};
        appendProduct(out, "0".repeat(ID_HEX), at -> slots[count[0]++] = at);
        idSlots[i] = Arrays.copyOf(slots, count[0]);
      }
      out.append("]}");
      // Only ASCII above, so character offsets are byte offsets.
      bytes = out.toString().getBytes(StandardCharsets.US_ASCII);
    }

    /**
     * @return the body length in bytes, the same for every page
     */
    public int bodyLength() {
      return bytes.length;
    }

    /**
     * @return a buffer of {@code prefix + bodyLength()} bytes holding the template body after the
     *     prefix
     */
    public byte[] newBuffer() {
      byte[] buffer = new byte[prefix + bytes.length];
      System.arraycopy(bytes, 0, buffer, prefix, bytes.length);
      return buffer;
    }

    /**
     * Patches a buffer from {@link #newBuffer()} into the given page: its number, its flags and the
     * ids of its products ({@code (page - 1) * 100 + 1} onwards).
     *
     * @param buffer the buffer to patch
     * @param page the 1-based page number, at most {@code totalPages}
     */
    public void fill(byte[] buffer, int page) {
      if (page < 1 || page > totalPages) {
        throw new IllegalArgumentException(
            "page must be within 1.." + totalPages + ", was " + page);
      }
      writeNumber(buffer, prefix + pageAt, PAGE_WIDTH, page);
      System.arraycopy(page < totalPages ? TRUE : FALSE, 0, buffer, prefix + nextAt, FLAG_WIDTH);
      System.arraycopy(page > 1 ? TRUE : FALSE, 0, buffer, prefix + previousAt, FLAG_WIDTH);
      long first = (long) (page - 1) * PAGE_SIZE + 1;
      for (int i = 0; i < PAGE_SIZE; i++) {
        for (int slot : idSlots[i]) {
          long n = first + i;
          int at = prefix + slot;
          for (int d = ID_HEX - 1; d >= 0; d--) {
            buffer[at + d] = HEX[(int) (n & 0xf)];
            n >>>= 4;
          }
        }
      }
    }

    /** Left-aligned digits padded with spaces, which JSON allows between tokens. */
    private static void writeNumber(byte[] buffer, int at, int width, int value) {
      String digits = Integer.toString(value);
      for (int i = 0; i < width; i++) {
        buffer[at + i] = i < digits.length() ? (byte) digits.charAt(i) : (byte) ' ';
      }
    }
  }

  /** Records where the 12 variable hex digits of the product id are written, when asked. */
  private interface SlotSink {
    void at(int offset);
  }

  private static void appendProduct(StringBuilder out, String idHex, SlotSink slots) {
    out.append("{\"id\":\"").append(ID_PREFIX);
    mark(out, slots);
    out.append(idHex).append('"');
    out.append(
        ",\"name\":\"Merino Wool Crew Sweater\",\"status\":\"active\",\"type\":\"physical\"");
    out.append(
        ",\"description\":\"A midweight crew-neck sweater knitted from extra-fine merino wool."
            + " Temperature regulating, naturally odour resistant and soft enough to wear next to the skin."
            + " Ribbed cuffs and hem keep their shape wash after wash; machine washable on a wool cycle.\"");
    out.append(
            ",\"category\":\"Apparel/Knitwear\",\"requires_shipping\":true,\"can_preorder\":false")
        .append(",\"total_stock\":184");
    out.append(",\"price_range\":{\"min\":{\"amount\":8900,\"currency\":\"EUR\"},")
        .append("\"max\":{\"amount\":9900,\"currency\":\"EUR\"}}");
    out.append(",\"media\":[");
    for (int i = 0; i < VIEWS.length; i++) {
      if (i > 0) {
        out.append(',');
      }
      out.append("{\"id\":\"9b2e4c1d-5f6a-4b7c-8d9e-0f1a2b3c4d5")
          .append(i)
          .append("\",\"url\":\"https://cdn.example.com/products/")
          .append(ID_PREFIX);
      mark(out, slots);
      out.append(idHex)
          .append('/')
          .append(VIEWS[i])
          .append(".jpg\"")
          .append(",\"thumbnail\":\"https://cdn.example.com/products/thumbs/")
          .append(VIEWS[i])
          .append("_400.jpg\",\"type\":\"image\",\"position\":")
          .append(i + 1)
          .append('}');
    }
    out.append("],\"variants\":[");
    for (int i = 0; i < VARIANTS.length; i++) {
      String[] v = VARIANTS[i];
      if (i > 0) {
        out.append(',');
      }
      out.append("{\"id\":\"c7d8e9f0-1a2b-4c3d-9e4f-5a6b7c8d9e0")
          .append(i)
          .append("\",\"sku\":\"MWC-")
          .append(v[0])
          .append('-')
          .append(v[1])
          .append("\",\"stock\":")
          .append(v[2])
          .append(",\"price\":{\"amount\":")
          .append(v[3])
          .append(",\"currency\":\"EUR\",\"compare_at_amount\":10900}")
          .append(",\"attributes\":{\"color\":\"")
          .append(v[0].toLowerCase(java.util.Locale.ROOT))
          .append("\",\"size\":\"")
          .append(v[1])
          .append("\",\"fit\":\"regular\"}}");
    }
    out.append(
        "],\"created_at\":\"2024-03-18T09:41:27.512+01:00\",\"updated_at\":\"2025-01-07T16:05:02Z\"}");
  }

  private static void mark(StringBuilder out, SlotSink slots) {
    if (slots != null) {
      slots.at(out.length());
    }
  }
}
