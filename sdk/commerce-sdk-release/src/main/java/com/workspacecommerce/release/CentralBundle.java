package com.workspacecommerce.release;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;
import java.util.zip.ZipOutputStream;

/**
 * Makes, checks and compares the bundle that Maven Central's Publisher Portal takes: one zip of a
 * Maven repository's layout ({@code group/path/artifactId/version/files}).
 *
 * <p>{@code make REPOSITORY ZIP} zips what the release build deployed to a folder, leaving out what
 * the Portal does not take ({@code maven-metadata.xml}, which it writes itself, and checksums of
 * signatures). {@code check ZIP} runs {@link BundleCheck} and prints each problem. {@code compare
 * DIR DIR} compares two builds' published files byte for byte ({@link BuildComparison}).
 */
public final class CentralBundle {
  private static final FileTime ENTRY_TIME = FileTime.fromMillis(0);

  private CentralBundle() {}

  /**
   * Runs one command; exits 1 when a check finds problems and 2 on a usage error.
   *
   * @param args {@code make REPOSITORY ZIP}, {@code check ZIP} or {@code compare DIR DIR}
   */
  public static void main(String[] args) throws IOException {
    int status = run(args);
    if (status != 0) {
      System.exit(status);
    }
  }

  static int run(String[] args) throws IOException {
    if (args.length == 3 && args[0].equals("make")) {
      Path zip = make(Path.of(args[1]), Path.of(args[2]));
      System.out.printf("Bundle: %s (%,d bytes)%n", zip, Files.size(zip));
      return 0;
    }
    if (args.length == 2 && args[0].equals("check")) {
      List<String> problems = BundleCheck.check(Path.of(args[1]), BundleCheck.gpgVerifier(null));
      return report(problems, "Bundle " + args[1] + " passes the Portal's checks");
    }
    if (args.length == 3 && args[0].equals("compare")) {
      List<String> problems = BuildComparison.compare(Path.of(args[1]), Path.of(args[2]));
      return report(problems, "The two builds' published files are byte-identical");
    }
    System.err.println("usage: make REPOSITORY ZIP | check ZIP | compare DIR DIR");
    return 2;
  }

  private static int report(List<String> problems, String allGood) {
    if (problems.isEmpty()) {
      System.out.println(allGood);
      return 0;
    }
    problems.forEach(problem -> System.err.println("- " + problem));
    System.err.println(problems.size() + " problem(s)");
    return 1;
  }

  /**
   * Zips a deployed repository folder into a Portal bundle, entries sorted and dated alike so the
   * same files give the same zip.
   *
   * @param repository the folder the release build deployed to
   * @param zip the bundle to write
   * @return {@code zip}
   */
  static Path make(Path repository, Path zip) throws IOException {
    Map<String, Path> files = new TreeMap<>();
    try (Stream<Path> walk = Files.walk(repository)) {
      walk.filter(Files::isRegularFile)
          .filter(file -> bundled(file.getFileName().toString()))
          .forEach(file -> files.put(entryName(repository, file), file));
    }
    if (files.isEmpty()) {
      throw new IOException("nothing was deployed to " + repository + " (run the release build)");
    }
    Files.createDirectories(zip.toAbsolutePath().getParent());
    try (OutputStream out = Files.newOutputStream(zip);
        ZipOutputStream zipOut = new ZipOutputStream(out)) {
      for (Map.Entry<String, Path> file : files.entrySet()) {
        ZipEntry entry = new ZipEntry(file.getKey());
        entry.setLastModifiedTime(ENTRY_TIME);
        zipOut.putNextEntry(entry);
        Files.copy(file.getValue(), zipOut);
        zipOut.closeEntry();
      }
    }
    return zip;
  }

  /** Whether a deployed file belongs in the bundle. */
  static boolean bundled(String name) {
    return !name.startsWith("maven-metadata")
        && !name.matches(".*\\.asc\\.(md5|sha1|sha256|sha512)");
  }

  private static String entryName(Path root, Path file) {
    return root.relativize(file).toString().replace(file.getFileSystem().getSeparator(), "/");
  }

  /** The entries of a zip by name, read whole (a bundle is a few megabytes). */
  static Map<String, byte[]> read(Path zip) throws IOException {
    Map<String, byte[]> entries = new TreeMap<>();
    try (ZipFile file = new ZipFile(zip.toFile())) {
      for (ZipEntry entry : file.stream().toList()) {
        if (entry.isDirectory()) {
          continue;
        }
        try (InputStream in = file.getInputStream(entry)) {
          entries.put(entry.getName(), in.readAllBytes());
        }
      }
    }
    return entries;
  }
}
