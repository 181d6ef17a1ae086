package com.workspacecommerce.examples;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.function.Consumer;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Runs each example's real {@code main} against the sandbox and checks the story it prints. */
class ExamplesTest {

  @BeforeAll
  static void sandboxOnly() {
    assumeTrue(
        System.getenv("COMMERCE_BASE_URL") == null,
        "COMMERCE_BASE_URL is set: the examples would talk to that server instead of the sandbox");
  }

  private static List<String> runMain(Consumer<String[]> main) {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    PrintStream original = System.out;
    System.setOut(new PrintStream(bytes, true, StandardCharsets.UTF_8));
    try {
      main.accept(new String[0]);
    } finally {
      System.setOut(original);
    }
    String text = bytes.toString(StandardCharsets.UTF_8);
    original.print(text);
    return text.lines().toList();
  }

  @Test
  void quickstartTellsTheWholeStory() {
    List<String> lines = runMain(Quickstart::main);

    assertThat(lines.get(0))
        .startsWith("No COMMERCE_BASE_URL set: started the in-memory sandbox at http://127.0.0.1:");
    assertThat(lines.get(1)).matches("1\\. Created customer Ada Lovelace \\(id [0-9a-f-]{36}\\)");
    assertThat(lines.get(2))
        .isEqualTo("2. Updated the customer: phone +44 20 7946 0000, note \"VIP\"");
    assertThat(lines.get(3))
        .isEqualTo(
            "3. Walked all 257 products with the auto-pager (3 pages of up to 100; the catalog reports 257)");
    assertThat(lines.get(4)).matches("4\\. Got product \".+\": \\d+ variant\\(s\\), \\d+ in stock");
    assertThat(lines.get(5))
        .matches("5\\. Created order #1001 for Ada Lovelace: 2 lines, 3 units, total \\d+ USD");
    assertThat(lines.get(6)).matches("6\\. Read order #1001 back: status open, items \\S+, \\S+");
    assertThat(lines.get(7))
        .isEqualTo("Done: 1 customer created and updated, 257 products listed, 1 order placed.");
  }

  @Test
  void listAllProductsReportsEachPageAndASummary() {
    List<String> lines = runMain(ListAllProducts::main);

    assertThat(lines.get(0)).startsWith("No COMMERCE_BASE_URL set: started the in-memory sandbox");
    assertThat(lines.subList(1, 4))
        .containsExactly(
            "page 1/3: 100 products (100 so far)",
            "page 2/3: 100 products (200 so far)",
            "page 3/3: 57 products (257 so far)");
    assertThat(lines.get(4)).matches("Summary: 257 products, total stock [1-9]\\d* units");
    assertThat(lines).hasSize(5);
  }

  @Test
  void errorHandlingCatchesEachKind() {
    List<String> lines = runMain(ErrorHandling::main);

    assertThat(lines.get(0)).startsWith("No COMMERCE_BASE_URL set: started the in-memory sandbox");
    assertThat(lines.get(1))
        .startsWith("404 caught: NotFoundException status=404 requestId=req_")
        .contains("GET /v1/products/");
    assertThat(lines.get(2))
        .startsWith("401 caught: AuthenticationException status=401 requestId=req_")
        .doesNotContain("sk_not_a_real_key");
    assertThat(lines.get(3))
        .isEqualTo(
            "Validation caught before sending: limit must be between 1 and 100 inclusive, was 500");
    assertThat(lines.get(4))
        .startsWith("Validation caught before sending: id must be a UUID")
        .endsWith("was \"../admin\"");
  }
}
