package com.workspacecommerce.sdk.spring;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.DataInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Deque;
import java.util.Enumeration;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import org.junit.jupiter.api.Test;

/**
 * Spring Boot 3.5 manages kotlin-stdlib at 1.9.x, so a Boot application runs OkHttp 5 and Okio
 * (built with Kotlin 2) on an older standard library than they declare. This test's class path is
 * that one (the starter imports Boot's dependency management), and it checks that every Kotlin
 * class, method and field OkHttp and Okio reference exists there; a missing one would be a {@code
 * NoSuchMethodError} in some code path the other tests never take.
 */
class KotlinStdlibCompatibilityTest {

  @Test
  void everyKotlinMemberOkHttpAndOkioUseExistsInTheStdlibBootChooses() throws Exception {
    Set<String> references = new TreeSet<>();
    for (Class<?> anchor : List.of(okhttp3.OkHttpClient.class, okio.Buffer.class)) {
      references.addAll(kotlinReferences(jarOf(anchor)));
    }
    assertThat(references).as("the scan reads the jars").hasSizeGreaterThan(100);

    List<String> missing = new ArrayList<>();
    for (String ref : references) {
      if (!resolves(ref)) {
        missing.add(ref);
      }
    }
    assertThat(missing)
        .as("Kotlin members OkHttp/Okio need that kotlin-stdlib " + stdlibVersion() + " lacks")
        .isEmpty();
  }

  @Test
  void theCheckFindsWhatIsMissing() throws Exception {
    assertThat(resolves("kotlin/collections/ArraysKt.copyInto:([B[BIII)[B")).isTrue();
    assertThat(resolves("kotlin/collections/ArraysKt.noSuchMethod:([B)[B")).isFalse();
    assertThat(resolves("kotlin/NoSuchClass")).isFalse();
  }

  /** The kotlin-stdlib version on the class path, for the failure message. */
  private static String stdlibVersion() {
    try {
      return String.valueOf(Class.forName("kotlin.KotlinVersion").getField("CURRENT").get(null));
    } catch (ReflectiveOperationException e) {
      return "(none)";
    }
  }

  private static Path jarOf(Class<?> type) throws URISyntaxException {
    return Path.of(type.getProtectionDomain().getCodeSource().getLocation().toURI());
  }

  /**
   * The {@code kotlin/} classes and members a jar's classes refer to, from their constant pools:
   * {@code owner} for a class, {@code owner.name:descriptor} for a field or method.
   */
  private static Set<String> kotlinReferences(Path jar) throws IOException {
    Set<String> refs = new TreeSet<>();
    try (JarFile file = new JarFile(jar.toFile())) {
      Enumeration<JarEntry> entries = file.entries();
      while (entries.hasMoreElements()) {
        JarEntry e = entries.nextElement();
        if (e.getName().endsWith(".class") && !e.getName().startsWith("META-INF/")) {
          try (InputStream in = file.getInputStream(e)) {
            readConstantPool(in.readAllBytes(), refs);
          }
        }
      }
    }
    return refs;
  }

  private static void readConstantPool(byte[] bytes, Set<String> refs) throws IOException {
    DataInputStream in = new DataInputStream(new ByteArrayInputStream(bytes));
    in.readInt(); // magic
    in.readUnsignedShort(); // minor
    in.readUnsignedShort(); // major
    int count = in.readUnsignedShort();
    String[] utf8 = new String[count];
    int[][] pairs = new int[count][];
    int[] tags = new int[count];
    for (int i = 1; i < count; i++) {
      int tag = in.readUnsignedByte();
      tags[i] = tag;
      switch (tag) {
        case 1 -> utf8[i] = in.readUTF();
        case 7, 8, 16, 19, 20 -> pairs[i] = new int[] {in.readUnsignedShort()};
        case 3, 4 -> in.readInt();
        case 5, 6 -> {
          in.readLong();
          i++; // eight-byte constants take two slots
        }
        case 9, 10, 11, 12, 17, 18 ->
            pairs[i] = new int[] {in.readUnsignedShort(), in.readUnsignedShort()};
        case 15 -> {
          in.readUnsignedByte();
          in.readUnsignedShort();
        }
        default -> throw new IOException("unknown constant pool tag " + tag);
      }
    }
    for (int i = 1; i < count; i++) {
      if (tags[i] == 7) {
        String owner = utf8[pairs[i][0]];
        if (owner.startsWith("kotlin/")) {
          refs.add(owner);
        }
      } else if (tags[i] == 9 || tags[i] == 10 || tags[i] == 11) {
        String owner = utf8[pairs[pairs[i][0]][0]];
        int[] nameAndType = pairs[pairs[i][1]];
        if (owner.startsWith("kotlin/")) {
          refs.add(owner + "." + utf8[nameAndType[0]] + ":" + utf8[nameAndType[1]]);
        }
      }
    }
  }

  private static boolean resolves(String ref) {
    int dot = ref.indexOf('.');
    String owner = (dot < 0 ? ref : ref.substring(0, dot)).replace('/', '.');
    Class<?> type;
    try {
      type = Class.forName(owner, false, KotlinStdlibCompatibilityTest.class.getClassLoader());
    } catch (ClassNotFoundException | LinkageError e) {
      return false;
    }
    if (dot < 0) {
      return true;
    }
    String member = ref.substring(dot + 1);
    int colon = member.indexOf(':');
    String name = member.substring(0, colon);
    String descriptor = member.substring(colon + 1);
    return descriptor.startsWith("(")
        ? hasMethod(type, name, descriptor)
        : hasField(type, name, descriptor);
  }

  private static boolean hasField(Class<?> type, String name, String descriptor) {
    for (Class<?> k : hierarchy(type)) {
      for (Field f : k.getDeclaredFields()) {
        if (f.getName().equals(name) && descriptor(f.getType()).equals(descriptor)) {
          return true;
        }
      }
    }
    return false;
  }

  private static boolean hasMethod(Class<?> type, String name, String descriptor) {
    if (name.equals("<init>")) {
      for (Constructor<?> c : type.getDeclaredConstructors()) {
        if (descriptor(c.getParameterTypes(), void.class).equals(descriptor)) {
          return true;
        }
      }
      return false;
    }
    for (Class<?> k : hierarchy(type)) {
      for (Method m : k.getDeclaredMethods()) {
        if (m.getName().equals(name)
            && descriptor(m.getParameterTypes(), m.getReturnType()).equals(descriptor)) {
          return true;
        }
      }
    }
    return false;
  }

  /** The class, its superclasses and all its interfaces, where the JVM resolves a member. */
  private static List<Class<?>> hierarchy(Class<?> type) {
    List<Class<?>> all = new ArrayList<>();
    Deque<Class<?>> todo = new ArrayDeque<>(List.of(type, Object.class));
    while (!todo.isEmpty()) {
      Class<?> k = todo.poll();
      if (!all.contains(k)) {
        all.add(k);
        if (k.getSuperclass() != null) {
          todo.add(k.getSuperclass());
        }
        todo.addAll(Arrays.asList(k.getInterfaces()));
      }
    }
    return all;
  }

  private static String descriptor(Class<?>[] parameters, Class<?> returns) {
    StringBuilder b = new StringBuilder("(");
    for (Class<?> p : parameters) {
      b.append(descriptor(p));
    }
    return b.append(')').append(descriptor(returns)).toString();
  }

  private static String descriptor(Class<?> t) {
    if (t.isArray()) {
      return t.getName().replace('.', '/');
    }
    if (!t.isPrimitive()) {
      return "L" + t.getName().replace('.', '/') + ";";
    }
    return switch (t.getName()) {
      case "void" -> "V";
      case "int" -> "I";
      case "long" -> "J";
      case "boolean" -> "Z";
      case "byte" -> "B";
      case "char" -> "C";
      case "short" -> "S";
      case "float" -> "F";
      default -> "D";
    };
  }
}
