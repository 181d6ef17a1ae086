import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import javax.xml.parsers.DocumentBuilderFactory;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/**
 * Sums PIT's reports per package across modules: every {@code target/pit-reports*}/mutations.xml
 * under the folder given (the repository's root by default). The mutation profile runs it at the
 * end of the one command (sdk/commerce-sdk-release's pom); by hand, after such a run:
 *
 * <pre>java sdk/commerce-sdk-release/MutationScores.java [root] [--survivors]</pre>
 *
 * A mutant is counted once even if two runs mutated it, and counts as detected if either did.
 * Score = detected (killed, timed out, memory or run error: PIT's own score) of all mutants, those
 * with no covering test included. {@code --survivors} also lists the mutants no test detected.
 */
public class MutationScores {

  record Mutant(String pkg, String where, String status, boolean detected) {}

  public static void main(String[] args) throws Exception {
    Path root = Path.of(".");
    boolean survivors = false;
    for (String arg : args) {
      if (arg.equals("--survivors")) survivors = true;
      else root = Path.of(arg);
    }
    List<Path> reports;
    try (Stream<Path> files = Files.walk(root)) {
      reports =
          files
              .filter(p -> p.getFileName().toString().equals("mutations.xml"))
              .filter(p -> p.getParent().getFileName().toString().startsWith("pit-reports"))
              .filter(p -> p.getParent().getParent().getFileName().toString().equals("target"))
              .sorted()
              .collect(Collectors.toList());
    }
    if (reports.isEmpty()) {
      System.out.println("No target/pit-reports*/mutations.xml under " + root.toAbsolutePath().normalize());
      return;
    }
    Map<String, Mutant> byKey = new LinkedHashMap<>();
    System.out.println("PIT reports read:");
    for (Path report : reports) {
      String name = root.relativize(report).toString();
      try {
        System.out.printf("  %-70s %6d mutants%n", name, read(report, byKey).size());
      } catch (org.xml.sax.SAXException e) {
        System.out.printf("  %-70s not read (a run that did not finish?): %s%n", name, e.getMessage());
      }
    }
    Map<String, int[]> byPackage = new TreeMap<>();
    for (Mutant m : byKey.values()) {
      // mutants, detected, killed, timed out, survived, no coverage
      int[] c = byPackage.computeIfAbsent(m.pkg(), k -> new int[6]);
      c[0]++;
      if (m.detected()) c[1]++;
      if (m.status().equals("KILLED")) c[2]++;
      if (m.status().equals("TIMED_OUT")) c[3]++;
      if (m.status().equals("SURVIVED")) c[4]++;
      if (m.status().equals("NO_COVERAGE")) c[5]++;
    }
    System.out.println();
    System.out.println(
        "| Package | Mutants | Killed | Timed out | Survived | No coverage | Score |");
    System.out.println("|---|---:|---:|---:|---:|---:|---:|");
    int[] all = new int[6];
    for (Map.Entry<String, int[]> e : byPackage.entrySet()) {
      row(e.getKey(), e.getValue());
      for (int i = 0; i < all.length; i++) all[i] += e.getValue()[i];
    }
    row("all", all);
    if (survivors) {
      System.out.println();
      System.out.println("Not detected:");
      byKey.values().stream()
          .filter(m -> !m.detected())
          .forEach(m -> System.out.println("  " + m.status() + " " + m.where()));
    }
  }

  private static void row(String name, int[] c) {
    System.out.printf(
        "| `%s` | %d | %d | %d | %d | %d | %.1f%% |%n",
        name, c[0], c[2], c[3], c[4], c[5], c[0] == 0 ? 0.0 : 100.0 * c[1] / c[0]);
  }

  private static List<Mutant> read(Path report, Map<String, Mutant> byKey) throws Exception {
    List<Mutant> read = new ArrayList<>();
    NodeList mutations =
        DocumentBuilderFactory.newInstance()
            .newDocumentBuilder()
            .parse(report.toFile())
            .getElementsByTagName("mutation");
    for (int i = 0; i < mutations.getLength(); i++) {
      Element e = (Element) mutations.item(i);
      String cls = text(e, "mutatedClass");
      int dot = cls.lastIndexOf('.');
      String where =
          cls + "." + text(e, "mutatedMethod") + " line " + text(e, "lineNumber") + ": "
              + text(e, "description") + " (" + shortName(text(e, "mutator")) + ")";
      String key = where + " " + text(e, "methodDescription") + " " + text(e, "indexes");
      Mutant m =
          new Mutant(
              dot < 0 ? "" : cls.substring(0, dot),
              where,
              e.getAttribute("status"),
              Boolean.parseBoolean(e.getAttribute("detected")));
      read.add(m);
      byKey.merge(key, m, (a, b) -> a.detected() ? a : b);
    }
    return read;
  }

  private static String shortName(String mutator) {
    return mutator.substring(mutator.lastIndexOf('.') + 1);
  }

  private static String text(Element e, String tag) {
    NodeList n = e.getElementsByTagName(tag);
    return n.getLength() == 0 ? "" : n.item(0).getTextContent().trim();
  }
}
