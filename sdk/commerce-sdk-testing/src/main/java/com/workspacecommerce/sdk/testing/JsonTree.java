package com.workspacecommerce.sdk.testing;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.net.URI;
import java.net.URL;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.UUID;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import org.jspecify.annotations.Nullable;

/**
 * The kit's own JSON tree, used by the sandbox instead of a JSON library so that the kit brings
 * none into a user's tests. Objects keep insertion order; numbers keep their JSON text exactly.
 * Trees are built by one thread and never changed once published (to a response, the catalog or the
 * journal), so they can be read from any thread afterwards. Text in and out is {@link JsonText}'s;
 * users see trees through {@link JsonValue}.
 */
sealed interface JsonTree
    permits JsonTree.Obj, JsonTree.Arr, JsonTree.Str, JsonTree.Num, JsonTree.Bool, JsonTree.Null {

  /** A JSON object: field names in insertion order. */
  final class Obj implements JsonTree {
    private final Map<String, JsonTree> fields = new LinkedHashMap<>();

    /** The fields, in order; changed only while the tree is built. */
    Map<String, JsonTree> fields() {
      return fields;
    }

    @Nullable JsonTree get(String name) {
      return fields.get(name);
    }

    boolean has(String name) {
      return fields.containsKey(name);
    }

    Obj set(String name, JsonTree value) {
      fields.put(name, value);
      return this;
    }

    Obj put(String name, @Nullable String value) {
      return set(name, value == null ? Null.NULL : new Str(value));
    }

    Obj put(String name, long value) {
      return set(name, Num.of(value));
    }

    Obj put(String name, @Nullable Long value) {
      return set(name, value == null ? Null.NULL : Num.of(value));
    }

    Obj put(String name, @Nullable Boolean value) {
      return set(name, value == null ? Null.NULL : Bool.of(value));
    }

    Obj putObject(String name) {
      Obj child = new Obj();
      set(name, child);
      return child;
    }

    Arr putArray(String name) {
      Arr child = new Arr();
      set(name, child);
      return child;
    }

    @Override
    public boolean equals(@Nullable Object other) {
      return other instanceof Obj that && fields.equals(that.fields);
    }

    @Override
    public int hashCode() {
      return fields.hashCode();
    }

    @Override
    public String toString() {
      return JsonText.write(this, false);
    }
  }

  /** A JSON array. */
  final class Arr implements JsonTree {
    private final List<JsonTree> items = new ArrayList<>();

    /** The elements, in order; changed only while the tree is built. */
    List<JsonTree> items() {
      return items;
    }

    Arr add(JsonTree value) {
      items.add(value);
      return this;
    }

    Obj addObject() {
      Obj child = new Obj();
      items.add(child);
      return child;
    }

    @Override
    public boolean equals(@Nullable Object other) {
      return other instanceof Arr that && items.equals(that.items);
    }

    @Override
    public int hashCode() {
      return items.hashCode();
    }

    @Override
    public String toString() {
      return JsonText.write(this, false);
    }
  }

  /** A JSON string. */
  record Str(String value) implements JsonTree {
    public Str {
      Objects.requireNonNull(value, "value");
    }

    @Override
    public String toString() {
      return JsonText.write(this, false);
    }
  }

  /**
   * A JSON number, kept as its JSON text (exact: no rounding through {@code double}). Equal when
   * numerically equal, so {@code 1.50} equals {@code 1.5} and {@code 100} equals {@code 1E+2}.
   *
   * @param text a valid JSON number
   */
  record Num(String text) implements JsonTree {

    static Num of(long value) {
      return new Num(Long.toString(value));
    }

    /** Whether the text has neither a fraction nor an exponent. */
    boolean integral() {
      for (int i = 0; i < text.length(); i++) {
        char c = text.charAt(i);
        if (c == '.' || c == 'e' || c == 'E') {
          return false;
        }
      }
      return true;
    }

    BigDecimal decimal() {
      return new BigDecimal(text);
    }

    @Override
    public boolean equals(@Nullable Object other) {
      return other instanceof Num that && decimal().compareTo(that.decimal()) == 0;
    }

    @Override
    public int hashCode() {
      // Every zero strips to BigDecimal.ZERO, so 0 and -0.00 hash alike too.
      return decimal().stripTrailingZeros().hashCode();
    }

    @Override
    public String toString() {
      return text;
    }
  }

  /** {@code true} or {@code false}. */
  enum Bool implements JsonTree {
    TRUE,
    FALSE;

    static Bool of(boolean value) {
      return value ? TRUE : FALSE;
    }

    boolean value() {
      return this == TRUE;
    }

    @Override
    public String toString() {
      return value() ? "true" : "false";
    }
  }

  /** JSON {@code null}. */
  enum Null implements JsonTree {
    NULL;

    @Override
    public String toString() {
      return "null";
    }
  }

  /**
   * A short name of a value's kind, used in validation messages ("got an array").
   *
   * @param value a tree
   * @return "an object", "an array", "a string", "a number", "a boolean" or "null"
   */
  static String describe(JsonTree value) {
    if (value instanceof Obj) {
      return "an object";
    } else if (value instanceof Arr) {
      return "an array";
    } else if (value instanceof Str) {
      return "a string";
    } else if (value instanceof Num) {
      return "a number";
    } else if (value instanceof Bool) {
      return "a boolean";
    }
    return "null";
  }

  /**
   * A copy of {@code value} whose numbers have the form the sandbox has always answered with: an
   * integer as plain digits ({@code -0} becomes {@code 0}), any other number as the {@code double}
   * it rounds to, written by {@link Double#toString(double)} ({@code 1.50} becomes {@code 1.5},
   * {@code 1e2} becomes {@code 100.0}), and a number beyond the {@code double} range as the string
   * {@code "Infinity"} or {@code "-Infinity"}. The journal keeps the exact text; only what the
   * sandbox echoes back goes through this.
   */
  static JsonTree doubleRounded(JsonTree value) {
    if (value instanceof Obj obj) {
      Obj copy = new Obj();
      obj.fields().forEach((name, field) -> copy.set(name, doubleRounded(field)));
      return copy;
    } else if (value instanceof Arr arr) {
      Arr copy = new Arr();
      arr.items().forEach(item -> copy.add(doubleRounded(item)));
      return copy;
    } else if (value instanceof Num num) {
      if (num.integral()) {
        return new Num(new BigInteger(num.text()).toString());
      }
      double rounded = Double.parseDouble(num.text());
      if (Double.isInfinite(rounded)) {
        return new Str(rounded > 0 ? "Infinity" : "-Infinity");
      }
      return new Num(Double.toString(rounded));
    }
    return value;
  }

  /**
   * The JSON form of a Java value that a test seeded (an open object or an additional property of a
   * model): maps, lists and arrays, strings, numbers, booleans and null, as well as characters,
   * enums (by name), UUIDs and URIs (as text) and {@link JsonValue}s. Numbers are written as the
   * sandbox always wrote them: a {@link BigDecimal} without trailing zeros ({@code 1.50} as {@code
   * 1.5}, {@code 100} as {@code 1E+2}), a {@code double} or {@code float} by {@code toString} and,
   * when not finite, as a string ({@code "NaN"}).
   *
   * @throws IllegalArgumentException for any other type, naming it
   */
  static JsonTree fromJava(@Nullable Object value) {
    if (value == null) {
      return Null.NULL;
    } else if (value instanceof JsonTree tree) {
      return tree;
    } else if (value instanceof JsonValue json) {
      return json.isMissing() ? Null.NULL : json.tree();
    } else if (value instanceof CharSequence || value instanceof Character) {
      return new Str(value.toString());
    } else if (value instanceof Boolean flag) {
      return Bool.of(flag);
    } else if (value instanceof BigDecimal decimal) {
      return new Num(decimal.stripTrailingZeros().toString());
    } else if (value instanceof Double number) {
      return Double.isFinite(number) ? new Num(number.toString()) : new Str(number.toString());
    } else if (value instanceof Float number) {
      return Float.isFinite(number) ? new Num(number.toString()) : new Str(number.toString());
    } else if (value instanceof Integer
        || value instanceof Long
        || value instanceof Short
        || value instanceof Byte
        || value instanceof BigInteger
        || value instanceof AtomicInteger
        || value instanceof AtomicLong) {
      return new Num(value.toString());
    } else if (value instanceof Map<?, ?> map) {
      Obj obj = new Obj();
      map.forEach((name, field) -> obj.set(String.valueOf(name), fromJava(field)));
      return obj;
    } else if (value instanceof Iterable<?> items) {
      Arr arr = new Arr();
      items.forEach(item -> arr.add(fromJava(item)));
      return arr;
    } else if (value instanceof Object[] items) {
      return fromJava(java.util.Arrays.asList(items));
    } else if (value instanceof Enum<?> constant) {
      return new Str(constant.name());
    } else if (value instanceof UUID || value instanceof URI || value instanceof URL) {
      return new Str(value.toString());
    }
    throw new IllegalArgumentException(
        "the sandbox cannot write a "
            + value.getClass().getName()
            + " as JSON; seed maps, lists, strings, numbers, booleans or null");
  }

  /**
   * The tree as plain, unmodifiable Java values: objects as maps in field order, arrays as lists,
   * integers as {@link Long} (or {@link BigInteger} beyond its range), other numbers as {@link
   * BigDecimal}, strings, booleans and null.
   */
  static @Nullable Object toJava(JsonTree value) {
    if (value instanceof Obj obj) {
      return toJavaMap(obj);
    } else if (value instanceof Arr arr) {
      return toJavaList(arr);
    } else if (value instanceof Str str) {
      return str.value();
    } else if (value instanceof Num num) {
      if (num.integral()) {
        BigInteger integer = new BigInteger(num.text());
        return integer.bitLength() < 64 ? (Object) integer.longValue() : integer;
      }
      return num.decimal();
    } else if (value instanceof Bool flag) {
      return flag.value();
    }
    return null;
  }

  /** An object as an unmodifiable map of plain Java values, as {@link #toJava} converts. */
  static Map<String, @Nullable Object> toJavaMap(Obj obj) {
    Map<String, @Nullable Object> map = new LinkedHashMap<>();
    obj.fields().forEach((name, field) -> map.put(name, toJava(field)));
    return Collections.unmodifiableMap(map);
  }

  /** An array as an unmodifiable list of plain Java values, as {@link #toJava} converts. */
  static List<@Nullable Object> toJavaList(Arr arr) {
    List<@Nullable Object> list = new ArrayList<>(arr.items().size());
    arr.items().forEach(item -> list.add(toJava(item)));
    return Collections.unmodifiableList(list);
  }
}
