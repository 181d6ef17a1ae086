package com.workspacecommerce.sdk;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Memory stays flat over a 100,000-product walk under {@code -Xmx64m}, on the transport (and JSON
 * codec) of the run: a child JVM ({@link LongWalkMain}) serves 1,000 pages of 100 from a small
 * server of its own and walks them with the auto-pager, noting the heap in use after a full
 * collection every 10,000 products.
 *
 * <p>Measured here: about 6 MB after each collection on every transport and Java version, growing
 * by some 20 KB over the walk; 3 to 7 s. A walk that kept the products it had handed out would keep
 * some 100 bytes of strings per product and more for the objects: several MB per 10,000.
 */
class LongWalkMemoryTest {
  private static final int PRODUCTS = 100_000;

  @Test
  void aHundredThousandProductWalkKeepsTheHeapFlatInSixtyFourMegabytes() throws Exception {
    List<String> command = ChildJvm.command(TestFixtures.transport(), "-Xmx64m");
    command.add(LongWalkMain.class.getName());
    command.add(Integer.toString(PRODUCTS));
    command.add("100");
    command.add("10000");
    ChildJvm.Output child = ChildJvm.run(command, 120);
    List<String> lines = child.lines();
    String out = child.text();
    System.out.println("[long walk child] " + out.replace("\n", " "));
    assertThat(out)
        .contains("transport=" + TestFixtures.transport())
        .doesNotContain("OutOfMemoryError")
        .doesNotContain("OUT OF ORDER");
    assertThat(child.exitValue()).as(out).isZero();
    assertThat(value(lines, "PRODUCTS=")).isEqualTo("" + PRODUCTS);

    long[] samples =
        Arrays.stream(value(lines, "USED_AFTER_GC_KB=").replaceAll("[\\[\\] ]", "").split(","))
            .mapToLong(Long::parseLong)
            .toArray();
    assertThat(samples).as("one sample per 10,000 products").hasSize(PRODUCTS / 10_000);
    long max = Arrays.stream(samples).max().getAsLong();
    System.out.printf(
        "[long walk] Java %d, transport %s: used after GC %d KB first, %d KB last, %d KB max;"
            + " peak heap %s MB; %s ms%n",
        Runtime.version().feature(),
        TestFixtures.transport(),
        samples[0],
        samples[samples.length - 1],
        max,
        value(lines, "PEAK_HEAP_MB="),
        value(lines, "MS="));
    assertThat(max).as("heap in use after a collection, KB: %s", out).isLessThan(16 * 1024);
    assertThat(samples[samples.length - 1] - samples[0])
        .as("growth from the 10,000th to the 100,000th product, KB: %s", out)
        .isLessThan(2 * 1024);
  }

  private static String value(List<String> lines, String prefix) {
    return lines.stream()
        .filter(l -> l.startsWith(prefix))
        .map(l -> l.substring(prefix.length()))
        .findFirst()
        .orElseThrow(() -> new AssertionError("no " + prefix + " in " + lines));
  }
}
