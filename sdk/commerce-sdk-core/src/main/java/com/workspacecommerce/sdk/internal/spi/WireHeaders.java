package com.workspacecommerce.sdk.internal.spi;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import org.jspecify.annotations.Nullable;

/**
 * HTTP headers as the call path sees them, whichever transport carries them: an immutable, ordered
 * list of name and value pairs whose names compare without regard to case. Internal: not part of
 * the public API.
 */
public final class WireHeaders {
  /** No headers. */
  public static final WireHeaders EMPTY = new WireHeaders(new String[0]);

  // Names at even indexes, values at odd ones: one array, no entry objects.
  private final String[] pairs;

  private WireHeaders(String[] pairs) {
    this.pairs = pairs;
  }

  /**
   * Builds headers from names and values in turn.
   *
   * @param namesAndValues a name, its value, the next name...
   * @return the headers
   */
  public static WireHeaders of(String... namesAndValues) {
    if (namesAndValues.length % 2 != 0) {
      throw new IllegalArgumentException("names and values must come in pairs");
    }
    return new WireHeaders(namesAndValues.clone());
  }

  /**
   * @return how many name and value pairs there are
   */
  public int size() {
    return pairs.length / 2;
  }

  /**
   * @param index from 0 to {@link #size()} - 1
   * @return the name of that pair, as given
   */
  public String name(int index) {
    return pairs[index * 2];
  }

  /**
   * @param index from 0 to {@link #size()} - 1
   * @return the value of that pair
   */
  public String value(int index) {
    return pairs[index * 2 + 1];
  }

  /**
   * @param name a header name, in any case
   * @return its last value, or null when absent
   */
  public @Nullable String get(String name) {
    for (int i = pairs.length - 2; i >= 0; i -= 2) {
      if (name.equalsIgnoreCase(pairs[i])) {
        return pairs[i + 1];
      }
    }
    return null;
  }

  /**
   * @param name a header name, in any case
   * @return its values in order, empty when absent
   */
  public List<String> values(String name) {
    List<String> out = new ArrayList<>(2);
    for (int i = 0; i < pairs.length; i += 2) {
      if (name.equalsIgnoreCase(pairs[i])) {
        out.add(pairs[i + 1]);
      }
    }
    return out;
  }

  /**
   * @return every header, names in lower case and sorted, values in the order received
   */
  public Map<String, List<String>> toMultimap() {
    Map<String, List<String>> out = new TreeMap<>();
    for (int i = 0; i < pairs.length; i += 2) {
      out.computeIfAbsent(pairs[i].toLowerCase(Locale.ROOT), k -> new ArrayList<>(1))
          .add(pairs[i + 1]);
    }
    out.replaceAll((k, v) -> Collections.unmodifiableList(v));
    return Collections.unmodifiableMap(out);
  }

  /**
   * @return a builder holding these headers
   */
  public Builder newBuilder() {
    return new Builder(pairs);
  }

  @Override
  public boolean equals(@Nullable Object o) {
    return o instanceof WireHeaders && Arrays.equals(pairs, ((WireHeaders) o).pairs);
  }

  @Override
  public int hashCode() {
    return Arrays.hashCode(pairs);
  }

  @Override
  public String toString() {
    StringBuilder out = new StringBuilder();
    for (int i = 0; i < pairs.length; i += 2) {
      out.append(pairs[i]).append(": ").append(pairs[i + 1]).append('\n');
    }
    return out.toString();
  }

  /** Collects headers; names and values were checked where they came from. */
  public static final class Builder {
    private final ArrayList<String> pairs;

    /** Starts with no headers. */
    public Builder() {
      this(8);
    }

    /**
     * Starts with no headers and room for a number of them, so that a transport copying a
     * response's headers fills one array.
     *
     * @param expected how many headers are expected
     */
    public Builder(int expected) {
      this.pairs = new ArrayList<>(2 * Math.max(expected, 0));
    }

    private Builder(String[] start) {
      this.pairs = new ArrayList<>(start.length + 8);
      this.pairs.addAll(Arrays.asList(start));
    }

    /**
     * Adds a value, keeping any the name has.
     *
     * @param name the name
     * @param value the value
     * @return this builder
     */
    public Builder add(String name, String value) {
      pairs.add(name);
      pairs.add(value);
      return this;
    }

    /**
     * Replaces every value of a name with one.
     *
     * @param name the name
     * @param value the value
     * @return this builder
     */
    public Builder set(String name, String value) {
      removeAll(name);
      return add(name, value);
    }

    /**
     * Removes every value of a name.
     *
     * @param name the name, in any case
     * @return this builder
     */
    public Builder removeAll(String name) {
      for (int i = pairs.size() - 2; i >= 0; i -= 2) {
        if (name.equalsIgnoreCase(pairs.get(i))) {
          pairs.remove(i + 1);
          pairs.remove(i);
        }
      }
      return this;
    }

    /**
     * @param name the name, in any case
     * @return its last value, or null
     */
    public @Nullable String get(String name) {
      for (int i = pairs.size() - 2; i >= 0; i -= 2) {
        if (name.equalsIgnoreCase(pairs.get(i))) {
          return pairs.get(i + 1);
        }
      }
      return null;
    }

    /**
     * @return the headers
     */
    public WireHeaders build() {
      return new WireHeaders(pairs.toArray(new String[0]));
    }
  }
}
