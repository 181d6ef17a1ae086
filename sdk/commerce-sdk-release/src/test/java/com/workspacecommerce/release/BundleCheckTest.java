package com.workspacecommerce.release;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The bundle check on small bundles signed with a throw-away key made for this test (gpg, in a
 * keyring of its own): a complete bundle passes, and each thing the Portal requires, taken away or
 * spoilt, is reported with the file it concerns.
 */
class BundleCheckTest {
  private static final String GROUP = "com/example/";
  private static final String LIB = GROUP + "lib/1.0.0/lib-1.0.0";
  private static final String PARENT_POM = GROUP + "parent/1.0.0/parent-1.0.0.pom";
  private static final String BOM_POM = GROUP + "lib-bom/1.0.0/lib-bom-1.0.0.pom";

  @TempDir static Path gnupgHome;
  private static Map<String, byte[]> complete;

  @BeforeAll
  static void signAValidBundle() throws Exception {
    // The release signs and verifies with GnuPG; a machine without it cannot make a release either.
    assumeTrue(
        gpgInstalled(), "gpg is not installed: the bundle check needs it to verify signatures");
    gpg(
        "--quick-gen-key",
        "Bundle Check Test <bundle-check@example.invalid>",
        "default",
        "default");
    complete = new TreeMap<>();
    put(complete, PARENT_POM, parentPom("<url>https://example.invalid</url>"));
    put(complete, BOM_POM, bomPom("lib"));
    put(complete, LIB + ".pom", libPom(""));
    put(complete, LIB + ".jar", "classes".getBytes(StandardCharsets.UTF_8));
    put(complete, LIB + "-sources.jar", "sources".getBytes(StandardCharsets.UTF_8));
    put(complete, LIB + "-javadoc.jar", "javadoc".getBytes(StandardCharsets.UTF_8));
    put(complete, LIB + "-cyclonedx.json", "{}".getBytes(StandardCharsets.UTF_8));
  }

  @Test
  void aCompleteBundlePasses() throws IOException {
    assertThat(check(complete)).isEmpty();
  }

  @Test
  void eachRequiredFileOfAJarArtifactIsMissedByName() throws IOException {
    for (String suffix : List.of(".jar", "-sources.jar", "-javadoc.jar", "-cyclonedx.json")) {
      Map<String, byte[]> bundle = copy();
      for (String side : List.of("", ".asc", ".md5", ".sha1")) {
        bundle.remove(LIB + suffix + side);
      }

      assertThat(check(bundle)).containsExactly(GROUP + "lib/1.0.0: no lib-1.0.0" + suffix);
    }
  }

  @Test
  void aFileWithoutItsSignatureOrChecksumsIsReported() throws IOException {
    Map<String, byte[]> bundle = copy();
    bundle.remove(LIB + ".jar.asc");
    bundle.remove(LIB + ".jar.sha1");

    assertThat(check(bundle))
        .containsExactlyInAnyOrder(
            LIB + ".jar: no signature (lib-1.0.0.jar.asc)",
            LIB + ".jar: no sha1 checksum (lib-1.0.0.jar.sha1)");
  }

  @Test
  void aFileChangedAfterSigningFailsItsSignatureAndChecksums() throws IOException {
    Map<String, byte[]> bundle = copy();
    bundle.put(LIB + ".jar", "other classes".getBytes(StandardCharsets.UTF_8));

    List<String> problems = check(bundle);

    assertThat(problems).hasSize(3);
    assertThat(problems.get(0)).startsWith(LIB + ".jar.asc: the signature does not verify");
    assertThat(problems.subList(1, 3))
        .containsExactlyInAnyOrder(
            LIB + ".jar.md5: does not match the file", LIB + ".jar.sha1: does not match the file");
  }

  @Test
  void aSnapshotIsRefused() throws Exception {
    Map<String, byte[]> bundle = copy();
    put(
        bundle,
        LIB + ".pom",
        libPom(
            "<dependencies><dependency><groupId>com.example</groupId><artifactId>other</artifactId>"
                + "<version>2.0.0-SNAPSHOT</version></dependency></dependencies>"));

    assertThat(check(bundle)).containsExactly(LIB + ".pom: names a SNAPSHOT (a release may not)");
  }

  @Test
  void metadataCentralRequiresIsCheckedThroughTheParent() throws Exception {
    Map<String, byte[]> bundle = copy();
    put(bundle, PARENT_POM, parentPom(""));

    assertThat(check(bundle))
        .containsExactlyInAnyOrder(
            PARENT_POM + ": no url (Central requires it)",
            LIB + ".pom: no url (Central requires it)",
            BOM_POM + ": no url (Central requires it)");
  }

  @Test
  void theBomListsEveryPublishedJarAndNothingElse() throws Exception {
    Map<String, byte[]> extra = copy();
    put(extra, BOM_POM, bomPom("lib", "gone"));
    Map<String, byte[]> missing = copy();
    put(missing, BOM_POM, bomPom());

    assertThat(check(extra))
        .containsExactly(BOM_POM + ": lists what the bundle does not publish: [com.example:gone]");
    assertThat(check(missing)).containsExactly(BOM_POM + ": does not list [com.example:lib]");
  }

  @Test
  void makeLeavesOutMetadataAndChecksumsOfSignaturesAndGivesTheSameBytesTwice(@TempDir Path dir)
      throws IOException {
    Path repository = dir.resolve("repository");
    for (Map.Entry<String, byte[]> entry : complete.entrySet()) {
      Path file = repository.resolve(entry.getKey());
      Files.createDirectories(file.getParent());
      Files.write(file, entry.getValue());
    }
    Path lib = repository.resolve(GROUP + "lib");
    Files.writeString(lib.resolve("maven-metadata.xml"), "<metadata/>");
    Files.writeString(lib.resolve("1.0.0/lib-1.0.0.jar.asc.sha1"), "0");

    Path first = CentralBundle.make(repository, dir.resolve("one.zip"));
    Files.setLastModifiedTime(
        lib.resolve("1.0.0/lib-1.0.0.jar"), java.nio.file.attribute.FileTime.fromMillis(7));
    Path second = CentralBundle.make(repository, dir.resolve("two.zip"));

    assertThat(CentralBundle.read(first)).containsOnlyKeys(complete.keySet());
    assertThat(check(CentralBundle.read(first))).isEmpty();
    assertThat(Files.readAllBytes(second)).isEqualTo(Files.readAllBytes(first));
  }

  @Test
  void theCommandLineExitsOneWithTheProblemsAndTwoOnBadUsage(@TempDir Path dir) throws IOException {
    assertThat(CentralBundle.run(new String[] {"check"})).isEqualTo(2);
    assertThat(
            CentralBundle.run(
                new String[] {"compare", dir.resolve("a").toString(), dir.toString()}))
        .isEqualTo(1);
  }

  @Test
  void aFileOutsideTheLayoutOrABundleWithNoArtifactIsReported() throws IOException {
    assertThat(check(Map.of("README.txt", new byte[1])))
        .containsExactly(
            "README.txt: not in a group/artifact/version folder", "the bundle holds no artifact");
  }

  @Test
  void anArtifactWithoutItsPomIsReported() throws IOException {
    Map<String, byte[]> bundle = copy();
    for (String side : List.of("", ".asc", ".md5", ".sha1")) {
      bundle.remove(LIB + ".pom" + side);
    }

    assertThat(check(bundle))
        .containsExactlyInAnyOrder(
            GROUP + "lib/1.0.0: no lib-1.0.0.pom",
            BOM_POM + ": lists what the bundle does not publish: [com.example:lib]");
  }

  @Test
  void aPomInAnotherArtifactsFolderIsReported() throws Exception {
    Map<String, byte[]> bundle = copy();
    put(bundle, GROUP + "lib/1.0.0/lib-1.0.0.pom", parentPom("<url>https://example.invalid</url>"));

    assertThat(check(bundle)).contains(GROUP + "lib/1.0.0: its pom says com.example:parent:1.0.0");
  }

  @Test
  void filesNamedAfterAnotherArtifactOrBelongingToNoFileAreReported() throws Exception {
    Map<String, byte[]> bundle = copy();
    put(bundle, GROUP + "lib/1.0.0/notes.txt", new byte[] {1});
    bundle.put(LIB + "-tests.jar.sha1", new byte[] {1});

    assertThat(check(bundle))
        .containsExactlyInAnyOrder(
            GROUP + "lib/1.0.0/notes.txt: not named after lib-1.0.0",
            GROUP + "lib/1.0.0/notes.txt.asc: not named after lib-1.0.0",
            GROUP + "lib/1.0.0/notes.txt.md5: not named after lib-1.0.0",
            GROUP + "lib/1.0.0/notes.txt.sha1: not named after lib-1.0.0",
            LIB + "-tests.jar.sha1: belongs to no file (lib-1.0.0-tests.jar is absent)");
  }

  @Test
  void aParentMissingFromTheBundleIsReported() throws IOException {
    Map<String, byte[]> bundle = copy();
    for (String side : List.of("", ".asc", ".md5", ".sha1")) {
      bundle.remove(PARENT_POM + side);
    }

    assertThat(check(bundle))
        .contains(
            LIB + ".pom: its parent com.example:parent is not in the bundle",
            BOM_POM + ": its parent com.example:parent is not in the bundle",
            LIB + ".pom: no url (Central requires it)");
  }

  @Test
  void versionsMustAgreeAndTheBomMustBeThere() throws Exception {
    Map<String, byte[]> twoVersions = copy();
    put(
        twoVersions,
        GROUP + "tool/2.0.0/tool-2.0.0.pom",
        pom(
            "<parent><groupId>com.example</groupId><artifactId>parent</artifactId>"
                + "<version>1.0.0</version></parent><artifactId>tool</artifactId>"
                + "<version>2.0.0</version><packaging>pom</packaging>"
                + "<name>Tool</name><description>A tool</description>"));
    Map<String, byte[]> noBom = copy();
    for (String side : List.of("", ".asc", ".md5", ".sha1")) {
      noBom.remove(BOM_POM + side);
    }
    Map<String, byte[]> oldInBom = copy();
    put(
        oldInBom,
        BOM_POM,
        new String(bomPom("lib"), StandardCharsets.UTF_8)
            .replace("${project.version}", "0.9.0")
            .getBytes(StandardCharsets.UTF_8));

    assertThat(check(twoVersions))
        .containsExactly("the artifacts have different versions: [1.0.0, 2.0.0]");
    assertThat(check(noBom))
        .containsExactly("the bundle should hold one BOM (an artifact named *-bom), not 0");
    assertThat(check(oldInBom)).containsExactly(BOM_POM + ": manages com.example:lib at 0.9.0");
  }

  @Test
  void aPomWithADoctypeIsNotRead() throws Exception {
    Map<String, byte[]> bundle = copy();
    put(
        bundle,
        LIB + ".pom",
        ("<?xml version=\"1.0\"?><!DOCTYPE project [<!ENTITY x \"y\">]><project/>")
            .getBytes(StandardCharsets.UTF_8));

    assertThat(check(bundle)).anyMatch(p -> p.startsWith(LIB + ".pom: not a readable pom"));
  }

  @Test
  void makeRefusesAnEmptyRepositoryAndReadSkipsFolders(@TempDir Path dir) throws IOException {
    Path empty = Files.createDirectories(dir.resolve("empty"));
    Path zip = dir.resolve("folders.zip");
    try (java.io.OutputStream out = Files.newOutputStream(zip);
        java.util.zip.ZipOutputStream zipOut = new java.util.zip.ZipOutputStream(out)) {
      zipOut.putNextEntry(new java.util.zip.ZipEntry("com/"));
      zipOut.closeEntry();
      zipOut.putNextEntry(new java.util.zip.ZipEntry("com/a.txt"));
      zipOut.write('a');
      zipOut.closeEntry();
    }

    org.assertj.core.api.Assertions.assertThatThrownBy(
            () -> CentralBundle.make(empty, dir.resolve("none.zip")))
        .isInstanceOf(IOException.class)
        .hasMessage("nothing was deployed to " + empty + " (run the release build)");
    assertThat(CentralBundle.read(zip)).containsOnlyKeys("com/a.txt");
  }

  @Test
  void theCommandLineMakesABundleAndComparesBuilds(@TempDir Path dir) throws IOException {
    Path repository = dir.resolve("repository");
    Files.createDirectories(repository.resolve("com/example"));
    Files.writeString(repository.resolve("com/example/a.txt"), "a");
    Path zip = dir.resolve("out/bundle.zip");

    assertThat(CentralBundle.run(new String[] {"make", repository.toString(), zip.toString()}))
        .isZero();
    assertThat(CentralBundle.read(zip)).containsOnlyKeys("com/example/a.txt");
    assertThat(
            CentralBundle.run(
                new String[] {"compare", repository.toString(), repository.toString()}))
        .isZero();
  }

  private static List<String> check(Map<String, byte[]> bundle) throws IOException {
    return BundleCheck.check(bundle, BundleCheck.gpgVerifier(gnupgHome));
  }

  private static Map<String, byte[]> copy() {
    return new TreeMap<>(complete);
  }

  /** Puts a file with its signature and checksums, as the release build deploys it. */
  private static void put(Map<String, byte[]> bundle, String name, byte[] data) throws Exception {
    bundle.put(name, data);
    bundle.put(name + ".md5", BundleCheck.digest("md5", data).getBytes(StandardCharsets.US_ASCII));
    bundle.put(
        name + ".sha1", BundleCheck.digest("sha1", data).getBytes(StandardCharsets.US_ASCII));
    Path file = Files.write(Files.createTempFile(gnupgHome, "data", ""), data);
    Path asc = file.resolveSibling(file.getFileName() + ".asc");
    gpg("--armor", "--detach-sign", "--output", asc.toString(), file.toString());
    bundle.put(name + ".asc", Files.readAllBytes(asc));
  }

  private static boolean gpgInstalled() {
    try {
      Process version = new ProcessBuilder("gpg", "--version").redirectErrorStream(true).start();
      version.getInputStream().readAllBytes();
      return version.waitFor(60, TimeUnit.SECONDS) && version.exitValue() == 0;
    } catch (IOException | InterruptedException e) {
      return false;
    }
  }

  private static void gpg(String... args) throws Exception {
    List<String> command =
        new java.util.ArrayList<>(
            List.of("gpg", "--batch", "--pinentry-mode", "loopback", "--passphrase", ""));
    command.addAll(List.of(args));
    ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true);
    builder.environment().put("GNUPGHOME", gnupgHome.toString());
    Process process = builder.start();
    String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertThat(process.waitFor(60, TimeUnit.SECONDS)).as("gpg finished").isTrue();
    assertThat(process.exitValue()).as("gpg %s: %s", args[0], output).isZero();
  }

  private static byte[] parentPom(String url) {
    return pom(
        "<groupId>com.example</groupId><artifactId>parent</artifactId><version>1.0.0</version>"
            + "<packaging>pom</packaging><name>Parent</name><description>The parent</description>"
            + url
            + "<licenses><license><name>Apache-2.0</name>"
            + "<url>https://www.apache.org/licenses/LICENSE-2.0.txt</url></license></licenses>"
            + "<developers><developer><name>Someone</name></developer></developers>"
            + "<scm><url>https://example.invalid/scm</url>"
            + "<connection>scm:git:https://example.invalid/x.git</connection></scm>");
  }

  private static byte[] libPom(String more) {
    return pom(
        "<parent><groupId>com.example</groupId><artifactId>parent</artifactId>"
            + "<version>1.0.0</version></parent>"
            + "<artifactId>lib</artifactId><name>Lib</name><description>A lib</description>"
            + more);
  }

  private static byte[] bomPom(String... artifacts) {
    StringBuilder managed = new StringBuilder();
    for (String artifact : artifacts) {
      managed
          .append("<dependency><groupId>com.example</groupId><artifactId>")
          .append(artifact)
          .append("</artifactId><version>${project.version}</version></dependency>");
    }
    return pom(
        "<parent><groupId>com.example</groupId><artifactId>parent</artifactId>"
            + "<version>1.0.0</version></parent>"
            + "<artifactId>lib-bom</artifactId><packaging>pom</packaging>"
            + "<name>BOM</name><description>The BOM</description>"
            + "<dependencyManagement><dependencies>"
            + managed
            + "</dependencies></dependencyManagement>");
  }

  private static byte[] pom(String body) {
    return ("<?xml version=\"1.0\"?><project xmlns=\"http://maven.apache.org/POM/4.0.0\">"
            + "<modelVersion>4.0.0</modelVersion>"
            + body
            + "</project>")
        .getBytes(StandardCharsets.UTF_8);
  }
}
