package com.workspacecommerce.release;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilderFactory;
import org.w3c.dom.Element;
import org.w3c.dom.Node;

/**
 * Checks a bundle as Maven Central's Publisher Portal validates one, and a little more: for every
 * artifact its pom, jar, {@code -sources} and {@code -javadoc} jars (a pom-packaged artifact has
 * only its pom) and, for a jar, its CycloneDX SBOM; for every one of those files a signature that
 * verifies and {@code .md5} and {@code .sha1} checksums that match; poms with name, description,
 * url, licence, developers and scm (inherited from a parent in the bundle, as Central resolves
 * them); no {@code SNAPSHOT} anywhere; one version throughout; and a BOM that lists every published
 * jar and nothing else.
 */
public final class BundleCheck {
  private static final Set<String> CHECKSUMS = Set.of("md5", "sha1");
  private static final Set<String> SIDE_FILES = Set.of("asc", "md5", "sha1", "sha256", "sha512");
  private static final String SBOM = "-cyclonedx.json";

  private BundleCheck() {}

  /** Verifies a detached signature; returns null when it verifies, else why not. */
  @FunctionalInterface
  public interface Verifier {
    /**
     * Verifies one signature.
     *
     * @param name the signed file's name in the bundle, for messages
     * @param data the signed file
     * @param signature its ASCII-armoured detached signature
     * @return null when the signature verifies, else a short reason
     */
    String verify(String name, byte[] data, byte[] signature) throws IOException;
  }

  /**
   * A verifier that runs {@code gpg --verify}.
   *
   * @param gnupgHome the keyring to verify with, or null for the environment's ({@code GNUPGHOME},
   *     else gpg's default): the release build signed with it, so its public key is there
   */
  public static Verifier gpgVerifier(Path gnupgHome) {
    return (name, data, signature) -> {
      Path dir = Files.createTempDirectory("bundle-check");
      try {
        Path file = Files.write(dir.resolve("file"), data);
        Path asc = Files.write(dir.resolve("file.asc"), signature);
        ProcessBuilder command =
            new ProcessBuilder("gpg", "--batch", "--verify", asc.toString(), file.toString())
                .redirectErrorStream(true);
        if (gnupgHome != null) {
          command.environment().put("GNUPGHOME", gnupgHome.toString());
        }
        Process gpg = command.start();
        String output = new String(gpg.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        if (!gpg.waitFor(60, TimeUnit.SECONDS)) {
          gpg.destroyForcibly();
          return "gpg --verify did not finish in 60 s";
        }
        return gpg.exitValue() == 0 ? null : "gpg --verify failed: " + output.strip();
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new IOException("interrupted while verifying " + name, e);
      } finally {
        try (var files = Files.list(dir)) {
          for (Path path : files.toList()) {
            Files.delete(path);
          }
        }
        Files.delete(dir);
      }
    };
  }

  /**
   * Checks a bundle zip.
   *
   * @param zip the bundle
   * @param verifier how signatures are verified
   * @return the problems found, each naming its file; empty when the bundle passes
   */
  public static List<String> check(Path zip, Verifier verifier) throws IOException {
    return check(CentralBundle.read(zip), verifier);
  }

  static List<String> check(Map<String, byte[]> entries, Verifier verifier) throws IOException {
    List<String> problems = new ArrayList<>();
    Map<String, Map<String, byte[]>> byFolder = new TreeMap<>();
    for (Map.Entry<String, byte[]> entry : entries.entrySet()) {
      String name = entry.getKey();
      int slash = name.lastIndexOf('/');
      if (name.split("/").length < 4) {
        problems.add(name + ": not in a group/artifact/version folder");
        continue;
      }
      byFolder
          .computeIfAbsent(name.substring(0, slash), k -> new TreeMap<>())
          .put(name.substring(slash + 1), entry.getValue());
    }
    if (byFolder.isEmpty()) {
      problems.add("the bundle holds no artifact");
      return problems;
    }
    Map<String, Pom> poms = new LinkedHashMap<>();
    for (Map.Entry<String, Map<String, byte[]>> folder : byFolder.entrySet()) {
      Pom pom = checkArtifact(folder.getKey(), folder.getValue(), verifier, problems);
      if (pom != null) {
        poms.put(pom.groupId + ":" + pom.artifactId, pom);
      }
    }
    checkPoms(poms, problems);
    return problems;
  }

  private static Pom checkArtifact(
      String folder, Map<String, byte[]> files, Verifier verifier, List<String> problems)
      throws IOException {
    String[] parts = folder.split("/");
    String version = parts[parts.length - 1];
    String artifactId = parts[parts.length - 2];
    String groupId = String.join(".", List.of(parts).subList(0, parts.length - 2));
    String base = artifactId + "-" + version;
    byte[] pomBytes = files.get(base + ".pom");
    if (pomBytes == null) {
      problems.add(folder + ": no " + base + ".pom");
      return null;
    }
    Pom pom = Pom.parse(folder + "/" + base + ".pom", pomBytes, problems);
    if (pom == null) {
      return null;
    }
    if (!groupId.equals(pom.groupId)
        || !artifactId.equals(pom.artifactId)
        || !version.equals(pom.version)) {
      problems.add(
          folder + ": its pom says " + pom.groupId + ":" + pom.artifactId + ":" + pom.version);
    }
    List<String> required = new ArrayList<>(List.of(base + ".pom"));
    if (!pom.packaging.equals("pom")) {
      required.addAll(
          List.of(base + ".jar", base + "-sources.jar", base + "-javadoc.jar", base + SBOM));
    }
    for (String name : required) {
      if (!files.containsKey(name)) {
        problems.add(folder + ": no " + name);
      }
    }
    for (Map.Entry<String, byte[]> file : files.entrySet()) {
      String name = file.getKey();
      String path = folder + "/" + name;
      if (!name.startsWith(base + "-") && !name.startsWith(base + ".")) {
        problems.add(path + ": not named after " + base);
      }
      if (SIDE_FILES.contains(extension(name))) {
        String signed = name.substring(0, name.lastIndexOf('.'));
        if (!files.containsKey(signed)) {
          problems.add(path + ": belongs to no file (" + signed + " is absent)");
        }
        continue;
      }
      checkSideFiles(path, file.getValue(), files, verifier, problems);
    }
    return pom;
  }

  private static void checkSideFiles(
      String path, byte[] data, Map<String, byte[]> files, Verifier verifier, List<String> problems)
      throws IOException {
    String name = path.substring(path.lastIndexOf('/') + 1);
    byte[] signature = files.get(name + ".asc");
    if (signature == null) {
      problems.add(path + ": no signature (" + name + ".asc)");
    } else {
      String failure = verifier.verify(path, data, signature);
      if (failure != null) {
        problems.add(path + ".asc: the signature does not verify: " + failure);
      }
    }
    for (String algorithm : CHECKSUMS) {
      byte[] expected = files.get(name + "." + algorithm);
      if (expected == null) {
        problems.add(path + ": no " + algorithm + " checksum (" + name + "." + algorithm + ")");
        continue;
      }
      String declared = new String(expected, StandardCharsets.US_ASCII).strip().split("\\s+")[0];
      if (!declared.equalsIgnoreCase(digest(algorithm, data))) {
        problems.add(path + "." + algorithm + ": does not match the file");
      }
    }
  }

  private static void checkPoms(Map<String, Pom> poms, List<String> problems) {
    Set<String> versions = new TreeSet<>();
    Set<String> jars = new TreeSet<>();
    List<Pom> boms = new ArrayList<>();
    for (Pom pom : poms.values()) {
      versions.add(pom.version);
      if (pom.text.contains("SNAPSHOT")) {
        problems.add(pom.path + ": names a SNAPSHOT (a release may not)");
      }
      Pom parent = pom.parent == null ? null : poms.get(pom.parent);
      if (pom.parent != null && parent == null) {
        problems.add(pom.path + ": its parent " + pom.parent + " is not in the bundle");
      }
      for (String field : Pom.REQUIRED) {
        if (pom.field(field, parent).isBlank()) {
          problems.add(pom.path + ": no " + field + " (Central requires it)");
        }
      }
      if (!pom.packaging.equals("pom")) {
        jars.add(pom.groupId + ":" + pom.artifactId);
      } else if (pom.artifactId.endsWith("-bom")) {
        boms.add(pom);
      }
    }
    if (versions.size() > 1) {
      problems.add("the artifacts have different versions: " + versions);
    }
    if (boms.size() != 1) {
      problems.add("the bundle should hold one BOM (an artifact named *-bom), not " + boms.size());
      return;
    }
    Pom bom = boms.get(0);
    Set<String> listed = new TreeSet<>();
    for (String managed : bom.managed) {
      String[] gav = managed.split(":");
      listed.add(gav[0] + ":" + gav[1]);
      if (!gav[2].equals(bom.version)) {
        problems.add(bom.path + ": manages " + gav[0] + ":" + gav[1] + " at " + gav[2]);
      }
    }
    Set<String> missing = new TreeSet<>(jars);
    missing.removeAll(listed);
    Set<String> extra = new TreeSet<>(listed);
    extra.removeAll(jars);
    if (!missing.isEmpty()) {
      problems.add(bom.path + ": does not list " + missing);
    }
    if (!extra.isEmpty()) {
      problems.add(bom.path + ": lists what the bundle does not publish: " + extra);
    }
  }

  private static String extension(String name) {
    return name.substring(name.lastIndexOf('.') + 1);
  }

  static String digest(String algorithm, byte[] data) {
    try {
      String name = algorithm.equals("sha1") ? "SHA-1" : algorithm.toUpperCase();
      return HexFormat.of().formatHex(MessageDigest.getInstance(name).digest(data));
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("the JDK always has " + algorithm, e);
    }
  }

  /** The parts of a pom that the checks read. */
  private static final class Pom {
    static final List<String> REQUIRED =
        List.of(
            "name",
            "description",
            "url",
            "licenses/license/name",
            "licenses/license/url",
            "developers/developer/name",
            "scm/url",
            "scm/connection");

    final String path;
    final String text;
    final Element root;
    final String groupId;
    final String artifactId;
    final String version;
    final String packaging;
    final String parent;
    final List<String> managed = new ArrayList<>();

    private Pom(String path, String text, Element root) {
      this.path = path;
      this.text = text;
      this.root = root;
      this.artifactId = child(root, "artifactId");
      String parentGroup = child(root, "parent/groupId");
      this.groupId = or(child(root, "groupId"), parentGroup);
      this.version = or(child(root, "version"), child(root, "parent/version"));
      this.packaging = or(child(root, "packaging"), "jar");
      this.parent =
          parentGroup.isEmpty() ? null : parentGroup + ":" + child(root, "parent/artifactId");
      Element dependencies = element(root, "dependencyManagement/dependencies");
      if (dependencies != null) {
        for (Node node = dependencies.getFirstChild(); node != null; node = node.getNextSibling()) {
          if (node instanceof Element dependency) {
            String depVersion = child(dependency, "version").replace("${project.version}", version);
            managed.add(
                child(dependency, "groupId")
                    + ":"
                    + child(dependency, "artifactId")
                    + ":"
                    + depVersion);
          }
        }
      }
    }

    static Pom parse(String path, byte[] bytes, List<String> problems) {
      try {
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setNamespaceAware(true);
        factory.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
        factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
        Element root =
            factory
                .newDocumentBuilder()
                .parse(new ByteArrayInputStream(bytes))
                .getDocumentElement();
        return new Pom(path, new String(bytes, StandardCharsets.UTF_8), root);
      } catch (Exception e) {
        problems.add(path + ": not a readable pom: " + e.getMessage());
        return null;
      }
    }

    /** A required field, from this pom or else its parent's, as Maven inherits it. */
    String field(String field, Pom parentPom) {
      String own = child(root, field);
      return own.isBlank() && parentPom != null ? child(parentPom.root, field) : own;
    }

    private static String or(String value, String fallback) {
      return value.isBlank() ? fallback : value;
    }

    private static String child(Element from, String path) {
      Element element = element(from, path);
      return element == null ? "" : element.getTextContent().strip();
    }

    private static Element element(Element from, String path) {
      Element current = from;
      for (String name : path.split("/")) {
        Element next = null;
        for (Node node = current.getFirstChild(); node != null; node = node.getNextSibling()) {
          if (node instanceof Element element && name.equals(element.getLocalName())) {
            next = element;
            break;
          }
        }
        if (next == null) {
          return null;
        }
        current = next;
      }
      return current;
    }
  }
}
