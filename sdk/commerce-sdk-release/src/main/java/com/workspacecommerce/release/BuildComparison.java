package com.workspacecommerce.release;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Stream;

/**
 * Compares what two builds of one commit published: every file two deployed repository folders
 * hold, byte for byte. Signatures are left out (a GPG signature records when it was made) with
 * their checksums, and so is {@code maven-metadata.xml} (Maven writes the deploy time into it); for
 * an archive that differs, the entries that differ are named, which is what finding the cause
 * needs.
 */
final class BuildComparison {
  private BuildComparison() {}

  static List<String> compare(Path first, Path second) throws IOException {
    Map<String, Path> one = published(first);
    Map<String, Path> two = published(second);
    List<String> problems = new ArrayList<>();
    if (one.isEmpty()) {
      problems.add(first + " holds no published file");
    }
    TreeSet<String> names = new TreeSet<>(one.keySet());
    names.addAll(two.keySet());
    for (String name : names) {
      Path a = one.get(name);
      Path b = two.get(name);
      if (a == null || b == null) {
        problems.add(name + ": only in " + (a == null ? second : first));
        continue;
      }
      byte[] bytesA = Files.readAllBytes(a);
      byte[] bytesB = Files.readAllBytes(b);
      if (!Arrays.equals(bytesA, bytesB)) {
        problems.add(name + ": differs" + entriesThatDiffer(a, b));
      }
    }
    return problems;
  }

  private static String entriesThatDiffer(Path a, Path b) throws IOException {
    if (!a.toString().endsWith(".jar")) {
      return "";
    }
    Map<String, byte[]> entriesA = CentralBundle.read(a);
    Map<String, byte[]> entriesB = CentralBundle.read(b);
    TreeSet<String> names = new TreeSet<>(entriesA.keySet());
    names.addAll(entriesB.keySet());
    List<String> differ = new ArrayList<>();
    for (String name : names) {
      if (!Arrays.equals(entriesA.get(name), entriesB.get(name))) {
        differ.add(name);
      }
    }
    return differ.isEmpty()
        ? " (same entries and contents: the archive's timestamps or order differ)"
        : " (entries: " + String.join(", ", differ) + ")";
  }

  private static Map<String, Path> published(Path root) throws IOException {
    Map<String, Path> files = new TreeMap<>();
    if (!Files.isDirectory(root)) {
      return files;
    }
    try (Stream<Path> walk = Files.walk(root)) {
      walk.filter(Files::isRegularFile)
          .filter(file -> CentralBundle.bundled(file.getFileName().toString()))
          .filter(file -> !file.getFileName().toString().endsWith(".asc"))
          .forEach(file -> files.put(root.relativize(file).toString(), file));
    }
    return files;
  }
}
