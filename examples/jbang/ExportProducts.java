///usr/bin/env jbang "$0" "$@" ; exit $?
//JAVA 17+
//DEPS com.workspacecommerce:commerce-sdk:0.1.0-SNAPSHOT
//DESCRIPTION Writes the whole product catalog as CSV, every page (the SDK's auto-pager).
//DESCRIPTION Usage: export-products [FILE]  (standard output without FILE).
//DESCRIPTION Needs COMMERCE_BASE_URL and COMMERCE_API_KEY.

import com.workspacecommerce.sdk.CommerceClient;
import com.workspacecommerce.sdk.Page;
import com.workspacecommerce.sdk.errors.AuthenticationException;
import com.workspacecommerce.sdk.errors.CommerceConnectionException;
import com.workspacecommerce.sdk.errors.CommerceException;
import com.workspacecommerce.sdk.models.Product;
import com.workspacecommerce.sdk.models.Variant;
import com.workspacecommerce.sdk.params.ProductListParams;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.stream.Collectors;

/** Exports the catalog as CSV (RFC 4180, UTF-8): one row per product, in the API's order. */
class ExportProducts {
  static final List<String> HEADER =
      List.of("id", "name", "status", "type", "category", "total_stock", "skus", "created_at");

  public static void main(String[] args) {
    if (args.length > 1 || (args.length == 1 && args[0].startsWith("-"))) {
      exit(2, "usage: export-products [FILE]  (writes to standard output without FILE)");
    }
    String target = args.length == 1 ? args[0] : "standard output";
    try (CommerceClient client = CommerceClient.builder().fromEnv().build()) {
      // limit 100, the most the API allows: fewest requests for the whole catalog. The first page
      // comes before any output, so a wrong key or URL leaves no half-written file.
      Page<Product> first = client.products().list(ProductListParams.builder().limit(100).build());
      int pages = 0;
      long rows = 0;
      try (Writer out = open(args)) {
        writeRow(out, HEADER);
        for (Page<Product> page : first.autoPager().pages()) {
          pages++;
          for (Product product : page.items()) {
            writeRow(out, row(product));
            rows++;
          }
        }
      }
      System.err.printf("Exported %d products (%d pages) to %s%n", rows, pages, target);
    } catch (IllegalStateException | IllegalArgumentException e) {
      // fromEnv(): a missing or invalid COMMERCE_* variable, named in the message.
      exit(2, e.getMessage());
    } catch (AuthenticationException e) {
      exit(1, e.getMessage() + "\n  check COMMERCE_API_KEY");
    } catch (CommerceConnectionException e) {
      exit(1, e.getMessage() + "\n  check COMMERCE_BASE_URL and that the server is up");
    } catch (CommerceException e) {
      exit(1, e.getMessage());
    } catch (IOException e) {
      exit(1, "cannot write " + target + ": " + e.getMessage());
    }
  }

  static List<String> row(Product p) {
    String skus =
        p.variants().stream()
            .map(Variant::sku)
            .filter(Objects::nonNull)
            .collect(Collectors.joining(";"));
    List<String> row = new ArrayList<>();
    row.add(p.id());
    row.add(p.name());
    row.add(p.status());
    row.add(p.type());
    row.add(text(p.category()));
    row.add(text(p.totalStock()));
    row.add(skus);
    row.add(text(p.createdAt()));
    return row;
  }

  static Writer open(String[] args) throws IOException {
    // UTF-8 whatever the platform's default, so the file means the same on every machine.
    return args.length == 1
        ? Files.newBufferedWriter(Path.of(args[0]), StandardCharsets.UTF_8)
        : new BufferedWriter(new OutputStreamWriter(System.out, StandardCharsets.UTF_8));
  }

  static void writeRow(Writer out, List<String> fields) throws IOException {
    out.write(fields.stream().map(ExportProducts::quote).collect(Collectors.joining(",")));
    out.write("\r\n");
  }

  /** RFC 4180: a field with a comma, quote or line break is quoted, its quotes doubled. */
  static String quote(String field) {
    if (field.chars().noneMatch(c -> c == ',' || c == '"' || c == '\r' || c == '\n')) {
      return field;
    }
    return '"' + field.replace("\"", "\"\"") + '"';
  }

  static String text(Object value) {
    return value == null ? "" : value.toString();
  }

  static void exit(int status, String message) {
    System.err.println("export-products: " + message);
    System.exit(status);
  }
}
