package com.workspacecommerce.sdk.testing;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * An immutable JSON value read by the test kit, such as a journaled request body ({@link
 * RecordedRequest#bodyJson()}), with no JSON library needed to read it:
 *
 * <pre>{@code
 * JsonValue body = sandbox.journal().only("orders.create").bodyJson();
 * assertThat(body.at("/items/0/quantity").asLong()).isEqualTo(2);
 * assertThat(body.at("/note").isMissing()).isTrue();        // not sent at all
 * assertThat(body.at("/customer").isNull()).isFalse();      // sent, and not null
 * }</pre>
 *
 * <p>Navigating never fails: {@link #at(String)}, {@link #get(String)} and {@link #get(int)} return
 * a <em>missing</em> value where there is nothing, and only reading a missing or mismatched value
 * ({@link #asText()} on a number, say) throws, with the JSON Pointer of the value in the message.
 * Numbers are kept exactly as sent ({@code 1.50} stays {@code 1.50}); two values are {@link
 * #equals(Object) equal} when they have the same structure and numerically equal numbers.
 */
public final class JsonValue {

  /** What a {@link JsonValue} holds. */
  public enum Kind {
    /** A JSON object. */
    OBJECT,
    /** A JSON array. */
    ARRAY,
    /** A JSON string. */
    STRING,
    /** A JSON number. */
    NUMBER,
    /** {@code true} or {@code false}. */
    BOOLEAN,
    /** JSON {@code null}. */
    NULL,
    /** Nothing: a field or element that is absent, or a body that was empty or not JSON. */
    MISSING
  }

  private final @Nullable JsonTree tree;
  private final String pointer;

  private JsonValue(@Nullable JsonTree tree, String pointer) {
    this.tree = tree;
    this.pointer = pointer;
  }

  static JsonValue of(@Nullable JsonTree tree) {
    return new JsonValue(tree, "");
  }

  /**
   * Parses JSON text, for example an expected body to compare with {@link #equals(Object)}.
   *
   * @param json exactly one JSON value (duplicate field names are refused)
   * @return the value
   * @throws IllegalArgumentException if {@code json} is not valid JSON, saying where
   */
  public static JsonValue parse(String json) {
    return of(JsonText.parse(json));
  }

  /** The tree; only for values that are not missing. */
  JsonTree tree() {
    if (tree == null) {
      throw mismatch("a value");
    }
    return tree;
  }

  /**
   * @return the kind of value this is
   */
  public Kind kind() {
    if (tree instanceof JsonTree.Obj) {
      return Kind.OBJECT;
    } else if (tree instanceof JsonTree.Arr) {
      return Kind.ARRAY;
    } else if (tree instanceof JsonTree.Str) {
      return Kind.STRING;
    } else if (tree instanceof JsonTree.Num) {
      return Kind.NUMBER;
    } else if (tree instanceof JsonTree.Bool) {
      return Kind.BOOLEAN;
    } else if (tree instanceof JsonTree.Null) {
      return Kind.NULL;
    }
    return Kind.MISSING;
  }

  /**
   * @return true when there is no value here at all (not even {@code null})
   */
  public boolean isMissing() {
    return tree == null;
  }

  /**
   * @return true when the value is JSON {@code null}; false when it is missing
   */
  public boolean isNull() {
    return tree instanceof JsonTree.Null;
  }

  /**
   * @return the JSON Pointer of this value from the root it was read from ({@code ""} for the root)
   */
  public String pointer() {
    return pointer;
  }

  /**
   * The value at a JSON Pointer (RFC 6901) below this one: {@code "/items/0/quantity"}, where
   * {@code ~1} stands for {@code /} and {@code ~0} for {@code ~} in a name, and {@code ""} is this
   * value.
   *
   * @param jsonPointer {@code ""} or a pointer starting with {@code /}
   * @return the value, or a missing value when there is none
   * @throws IllegalArgumentException if {@code jsonPointer} is not a JSON Pointer
   */
  public JsonValue at(String jsonPointer) {
    if (jsonPointer.isEmpty()) {
      return this;
    }
    if (jsonPointer.charAt(0) != '/') {
      throw new IllegalArgumentException(
          "a JSON Pointer is \"\" or starts with '/', got '" + jsonPointer + "'");
    }
    JsonValue current = this;
    for (String token : jsonPointer.substring(1).split("/", -1)) {
      String name = token.replace("~1", "/").replace("~0", "~");
      if (current.tree instanceof JsonTree.Arr) {
        int index = index(name);
        current =
            index >= 0 ? current.get(index) : new JsonValue(null, current.pointer + "/" + token);
      } else {
        current = current.get(name);
      }
    }
    return current;
  }

  private static int index(String token) {
    // RFC 6901: an array index is 0 or digits without a leading zero.
    if (token.matches("0|[1-9][0-9]{0,8}")) {
      return Integer.parseInt(token);
    }
    return -1;
  }

  /**
   * The field {@code name} of an object.
   *
   * @param name a field name
   * @return its value, or a missing value when this is no object or has no such field
   */
  public JsonValue get(String name) {
    JsonTree field = tree instanceof JsonTree.Obj obj ? obj.get(name) : null;
    return new JsonValue(field, pointer + "/" + name.replace("~", "~0").replace("/", "~1"));
  }

  /**
   * The element at {@code index} of an array.
   *
   * @param index a position from 0
   * @return the element, or a missing value when this is no array or the index is out of range
   */
  public JsonValue get(int index) {
    JsonTree element =
        tree instanceof JsonTree.Arr arr && index >= 0 && index < arr.items().size()
            ? arr.items().get(index)
            : null;
    return new JsonValue(element, pointer + "/" + index);
  }

  /**
   * Whether this is an object with a field {@code name}, even one set to {@code null}.
   *
   * @param name a field name
   * @return true when the field is present
   */
  public boolean has(String name) {
    return tree instanceof JsonTree.Obj obj && obj.has(name);
  }

  /**
   * @return the field names of an object in the order they came, unmodifiable
   * @throws IllegalStateException if this is not an object
   */
  public Set<String> fields() {
    if (tree instanceof JsonTree.Obj obj) {
      return Collections.unmodifiableSet(new LinkedHashSet<>(obj.fields().keySet()));
    }
    throw mismatch("an object");
  }

  /**
   * @return the elements of an array in order, unmodifiable
   * @throws IllegalStateException if this is not an array
   */
  public List<JsonValue> elements() {
    if (tree instanceof JsonTree.Arr arr) {
      List<JsonValue> elements = new ArrayList<>(arr.items().size());
      for (int i = 0; i < arr.items().size(); i++) {
        elements.add(get(i));
      }
      return Collections.unmodifiableList(elements);
    }
    throw mismatch("an array");
  }

  /**
   * @return the number of fields of an object or elements of an array
   * @throws IllegalStateException if this is neither
   */
  public int size() {
    if (tree instanceof JsonTree.Obj obj) {
      return obj.fields().size();
    } else if (tree instanceof JsonTree.Arr arr) {
      return arr.items().size();
    }
    throw mismatch("an object or an array");
  }

  /**
   * @return the text of a string
   * @throws IllegalStateException if this is not a string
   */
  public String asText() {
    if (tree instanceof JsonTree.Str str) {
      return str.value();
    }
    throw mismatch("a string");
  }

  /**
   * @return the value of an integer number that fits in a {@code long}
   * @throws IllegalStateException if this is not a number, has a fraction or exponent, or is out of
   *     range
   */
  public long asLong() {
    if (tree instanceof JsonTree.Num num && num.integral()) {
      BigInteger value = new BigInteger(num.text());
      if (value.bitLength() < 64) {
        return value.longValue();
      }
    }
    throw mismatch("an integer number within the range of a long");
  }

  /**
   * @return the value of an integer number that fits in an {@code int}
   * @throws IllegalStateException if this is not a number, has a fraction or exponent, or is out of
   *     range
   */
  public int asInt() {
    if (tree instanceof JsonTree.Num num && num.integral()) {
      BigInteger value = new BigInteger(num.text());
      if (value.bitLength() < 32) {
        return value.intValue();
      }
    }
    throw mismatch("an integer number within the range of an int");
  }

  /**
   * @return the exact value of a number ({@code 1.50} keeps its scale of 2)
   * @throws IllegalStateException if this is not a number
   */
  public BigDecimal asDecimal() {
    if (tree instanceof JsonTree.Num num) {
      return num.decimal();
    }
    throw mismatch("a number");
  }

  /**
   * @return the value of {@code true} or {@code false}
   * @throws IllegalStateException if this is not a boolean
   */
  public boolean asBoolean() {
    if (tree instanceof JsonTree.Bool flag) {
      return flag.value();
    }
    throw mismatch("a boolean");
  }

  /**
   * An object as plain Java values, for assertions on whole maps: nested objects are maps in field
   * order, arrays are lists, integers are {@link Long} (or {@link BigInteger} beyond its range),
   * other numbers {@link BigDecimal}, and {@code null} is {@code null}.
   *
   * @return an unmodifiable map
   * @throws IllegalStateException if this is not an object
   */
  public Map<String, @Nullable Object> toMap() {
    if (tree instanceof JsonTree.Obj obj) {
      return JsonTree.toJavaMap(obj);
    }
    throw mismatch("an object");
  }

  /**
   * An array as plain Java values, converted as {@link #toMap()} converts.
   *
   * @return an unmodifiable list
   * @throws IllegalStateException if this is not an array
   */
  public List<@Nullable Object> toList() {
    if (tree instanceof JsonTree.Arr arr) {
      return JsonTree.toJavaList(arr);
    }
    throw mismatch("an array");
  }

  private IllegalStateException mismatch(String expected) {
    String where = pointer.isEmpty() ? "the root" : pointer;
    String found =
        tree == null ? "nothing (missing)" : JsonTree.describe(tree) + " " + abbreviated();
    return new IllegalStateException(
        "expected " + expected + " at " + where + " but found " + found);
  }

  private String abbreviated() {
    String json = toString();
    return json.length() <= 60 ? json : json.substring(0, 57) + "...";
  }

  /**
   * Equal when both are missing, or both hold the same JSON: same kinds, same strings and booleans,
   * numerically equal numbers ({@code 1.5} equals {@code 1.50}), objects with equal fields (in any
   * order) and arrays with equal elements in the same order. Where each came from ({@link
   * #pointer()}) does not count.
   */
  @Override
  public boolean equals(@Nullable Object other) {
    return other instanceof JsonValue that && java.util.Objects.equals(tree, that.tree);
  }

  @Override
  public int hashCode() {
    return tree == null ? 0 : tree.hashCode();
  }

  /**
   * @return the value as compact JSON (numbers as they were sent), or {@code ""} when missing
   */
  @Override
  public String toString() {
    return tree == null ? "" : JsonText.write(tree, false);
  }
}
