package com.workspacecommerce.release;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Two builds compared: the same published files pass whatever their signatures and metadata say; a
 * file that differs is named, with the archive entries that differ, and so is one that only one
 * build has.
 */
class BuildComparisonTest {
  private static final String LIB = "com/example/lib/1.0.0/lib-1.0.0";

  @TempDir Path dir;

  @Test
  void theSameFilesPassThoughSignaturesAndMetadataDiffer() throws IOException {
    Path one = build("one", "A", "signed at noon");
    Path two = build("two", "A", "signed at one");

    assertThat(BuildComparison.compare(one, two)).isEmpty();
  }

  @Test
  void aDifferingArchiveIsNamedWithItsEntries() throws IOException {
    Path one = build("one", "A", "s");
    Path two = build("two", "B", "s");
    Files.writeString(two.resolve(LIB + "-extra.txt"), "only here");

    assertThat(BuildComparison.compare(one, two))
        .containsExactly(
            LIB + "-extra.txt: only in " + two, LIB + ".jar: differs (entries: Version.class)");
  }

  @Test
  void anEmptyBuildIsAProblem() throws IOException {
    assertThat(BuildComparison.compare(dir.resolve("none"), dir.resolve("none")))
        .containsExactly(dir.resolve("none") + " holds no published file");
  }

  @Test
  void aFileOnlyTheFirstHasOrThatDiffersOutsideAnArchiveIsNamed() throws IOException {
    Path one = build("one", "A", "s");
    Path two = build("two", "A", "s");
    Files.writeString(one.resolve(LIB + ".pom"), "<project>one</project>");
    Files.writeString(two.resolve(LIB + ".pom"), "<project>two</project>");
    Files.writeString(one.resolve(LIB + "-old.txt"), "gone in two");

    assertThat(BuildComparison.compare(one, two))
        .containsExactly(LIB + "-old.txt: only in " + one, LIB + ".pom: differs");
    assertThat(BuildComparison.compare(one, dir.resolve("missing")))
        .contains(LIB + ".jar: only in " + one);
  }

  @Test
  void anArchiveThatDiffersOnlyInItsTimestampsIsSaidSo() throws IOException {
    Path one = build("one", "A", "s");
    Path two = build("two", "A", "s");
    byte[] jar = Files.readAllBytes(two.resolve(LIB + ".jar"));
    try (java.io.OutputStream out = Files.newOutputStream(two.resolve(LIB + ".jar"));
        ZipOutputStream zip = new ZipOutputStream(out)) {
      for (Map.Entry<String, byte[]> entry :
          CentralBundle.read(one.resolve(LIB + ".jar")).entrySet()) {
        ZipEntry zipEntry = new ZipEntry(entry.getKey());
        zipEntry.setTime(86_400_000L);
        zip.putNextEntry(zipEntry);
        zip.write(entry.getValue());
        zip.closeEntry();
      }
    }
    assertThat(Files.readAllBytes(two.resolve(LIB + ".jar"))).isNotEqualTo(jar);

    assertThat(BuildComparison.compare(one, two))
        .containsExactly(
            LIB
                + ".jar: differs (same entries and contents: the archive's timestamps or order"
                + " differ)");
  }

  private Path build(String name, String classContent, String signature) throws IOException {
    Path root = dir.resolve(name);
    Path folder = Files.createDirectories(root.resolve(LIB).getParent());
    try (OutputStream out = Files.newOutputStream(root.resolve(LIB + ".jar"));
        ZipOutputStream zip = new ZipOutputStream(out)) {
      for (Map.Entry<String, String> entry :
          Map.of("Version.class", classContent, "README.txt", "same").entrySet()) {
        ZipEntry zipEntry = new ZipEntry(entry.getKey());
        zipEntry.setTime(0);
        zip.putNextEntry(zipEntry);
        zip.write(entry.getValue().getBytes(StandardCharsets.UTF_8));
        zip.closeEntry();
      }
    }
    Files.writeString(root.resolve(LIB + ".jar.asc"), signature);
    Files.writeString(root.resolve(LIB + ".jar.asc.sha1"), signature);
    Files.writeString(folder.getParent().resolve("maven-metadata.xml"), signature);
    return root;
  }
}
