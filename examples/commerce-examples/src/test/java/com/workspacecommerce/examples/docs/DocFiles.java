package com.workspacecommerce.examples.docs;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * The repository's documentation as the doc tests read it: README.md, CONTRIBUTING.md, every
 * docs/*.md (so a guide added later is checked without registering it), and the fenced blocks in
 * them with the directive comment that precedes each.
 */
final class DocFiles {
  /** A directive on the line right before a fence: {@code <!-- snippet: ... -->} or output. */
  private static final Pattern DIRECTIVE =
      Pattern.compile("^<!--\\s*(snippet|output):(.*?)-->\\s*$");

  private static final Pattern FENCE = Pattern.compile("^(```+)\\s*([\\w+-]*)(.*)$");

  private DocFiles() {}

  /**
   * A fenced block.
   *
   * @param file the Markdown file
   * @param fenceLine the 1-based line of the opening fence
   * @param language the fence's language ({@code java}, {@code text}...), empty when none
   * @param directiveKind {@code snippet}, {@code output} or empty
   * @param directive the directive's text after the colon, trimmed
   * @param lines the block's lines, without the fences
   */
  record Block(
      Path file,
      int fenceLine,
      String language,
      String directiveKind,
      String directive,
      List<String> lines) {
    String where() {
      return root().relativize(file) + ":" + fenceLine;
    }
  }

  /**
   * The repository root: the closest folder above the working directory with README.md and docs.
   */
  static Path root() {
    Path dir = Path.of("").toAbsolutePath();
    for (Path d = dir; d != null; d = d.getParent()) {
      if (Files.isRegularFile(d.resolve("README.md")) && Files.isDirectory(d.resolve("docs"))) {
        return d;
      }
    }
    throw new IllegalStateException("no README.md with a docs folder above " + dir);
  }

  /** README.md, CONTRIBUTING.md and every docs/*.md, in a stable order. */
  static List<Path> markdownFiles() {
    Path root = root();
    List<Path> files = new ArrayList<>();
    files.add(root.resolve("README.md"));
    if (Files.isRegularFile(root.resolve("CONTRIBUTING.md"))) {
      files.add(root.resolve("CONTRIBUTING.md"));
    }
    try (Stream<Path> docs = Files.list(root.resolve("docs"))) {
      docs.filter(p -> p.getFileName().toString().endsWith(".md")).sorted().forEach(files::add);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return files;
  }

  static List<String> lines(Path file) {
    try {
      return Files.readAllLines(file, StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** Every fenced block of a Markdown file. */
  static List<Block> blocks(Path file) {
    List<String> lines = lines(file);
    List<Block> blocks = new ArrayList<>();
    for (int i = 0; i < lines.size(); i++) {
      Matcher open = FENCE.matcher(lines.get(i));
      if (!open.matches()) {
        continue;
      }
      String fence = open.group(1);
      int start = i;
      List<String> body = new ArrayList<>();
      for (i++; i < lines.size() && !lines.get(i).startsWith(fence); i++) {
        body.add(lines.get(i));
      }
      String kind = "";
      String directive = "";
      if (start > 0) {
        Matcher d = DIRECTIVE.matcher(lines.get(start - 1).trim());
        if (d.matches()) {
          kind = d.group(1);
          directive = d.group(2).trim();
        }
      }
      blocks.add(new Block(file, start + 1, open.group(2), kind, directive, List.copyOf(body)));
    }
    return blocks;
  }
}
