package com.workspacecommerce.sdk.testing;

import java.math.BigDecimal;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;

/**
 * Reads and writes {@link JsonTree}s: a strict RFC 8259 parser (one value, optional surrounding
 * whitespace, no comments, no trailing commas, no leading zeros, duplicate field names refused) and
 * a compact writer that escapes as the sandbox always has.
 */
final class JsonText {

  /** Deeper nesting is refused, so a hostile body cannot overflow the parser's stack. */
  static final int MAX_DEPTH = 1000;

  /** Longer numbers are refused, so a hostile body cannot make a number costly to convert. */
  static final int MAX_NUMBER_LENGTH = 1000;

  private static final char[] HEX = "0123456789ABCDEF".toCharArray();

  private JsonText() {}

  /** Malformed JSON; the message says what was wrong and where (line and column, from 1). */
  static final class MalformedJsonException extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;

    MalformedJsonException(String message) {
      super(message);
    }
  }

  // ---------------------------------------------------------------- writing

  /**
   * Compact JSON: no whitespace, strings escaped minimally ({@code "}, {@code \}, and control
   * characters, as {@code \n}, {@code \t}, {@code \r}, {@code \b}, {@code \f} or {@code \}{@code
   * u00XX}), other characters as they are.
   *
   * @param asciiSurrogates also escape each UTF-16 surrogate as {@code \}{@code uXXXX}, as the
   *     sandbox's response bytes always have (a character outside the BMP is then sent as two
   *     escapes, and even a lone surrogate stays valid UTF-8)
   */
  static String write(JsonTree value, boolean asciiSurrogates) {
    StringBuilder out = new StringBuilder();
    write(value, asciiSurrogates, out);
    return out.toString();
  }

  /** The response bytes of a tree: compact JSON in UTF-8, surrogates escaped. */
  static byte[] bytes(JsonTree value) {
    return write(value, true).getBytes(StandardCharsets.UTF_8);
  }

  private static void write(JsonTree value, boolean asciiSurrogates, StringBuilder out) {
    if (value instanceof JsonTree.Obj obj) {
      out.append('{');
      boolean first = true;
      for (var field : obj.fields().entrySet()) {
        if (!first) {
          out.append(',');
        }
        first = false;
        string(field.getKey(), asciiSurrogates, out);
        out.append(':');
        write(field.getValue(), asciiSurrogates, out);
      }
      out.append('}');
    } else if (value instanceof JsonTree.Arr arr) {
      out.append('[');
      for (int i = 0; i < arr.items().size(); i++) {
        if (i > 0) {
          out.append(',');
        }
        write(arr.items().get(i), asciiSurrogates, out);
      }
      out.append(']');
    } else if (value instanceof JsonTree.Str str) {
      string(str.value(), asciiSurrogates, out);
    } else {
      // Numbers keep their text; true, false and null are their own text.
      out.append(value instanceof JsonTree.Num num ? num.text() : value.toString());
    }
  }

  private static void string(String text, boolean asciiSurrogates, StringBuilder out) {
    out.append('"');
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      switch (c) {
        case '"' -> out.append("\\\"");
        case '\\' -> out.append("\\\\");
        case '\n' -> out.append("\\n");
        case '\t' -> out.append("\\t");
        case '\r' -> out.append("\\r");
        case '\b' -> out.append("\\b");
        case '\f' -> out.append("\\f");
        default -> {
          if (c < 0x20 || (asciiSurrogates && Character.isSurrogate(c))) {
            out.append("\\u")
                .append(HEX[c >> 12 & 0xF])
                .append(HEX[c >> 8 & 0xF])
                .append(HEX[c >> 4 & 0xF])
                .append(HEX[c & 0xF]);
          } else {
            out.append(c);
          }
        }
      }
    }
    out.append('"');
  }

  // ---------------------------------------------------------------- reading

  /**
   * Parses UTF-8 bytes holding exactly one JSON value (a leading byte order mark is skipped).
   *
   * @throws MalformedJsonException if the bytes are not UTF-8 or not one JSON value
   */
  static JsonTree parse(byte[] utf8) {
    String text;
    try {
      text =
          StandardCharsets.UTF_8
              .newDecoder()
              .onMalformedInput(CodingErrorAction.REPORT)
              .onUnmappableCharacter(CodingErrorAction.REPORT)
              .decode(ByteBuffer.wrap(utf8))
              .toString();
    } catch (CharacterCodingException e) {
      throw new MalformedJsonException("not valid UTF-8");
    }
    return parse(text.startsWith("\uFEFF") ? text.substring(1) : text);
  }

  /**
   * Parses text holding exactly one JSON value.
   *
   * @throws MalformedJsonException if it is not one JSON value
   */
  static JsonTree parse(String text) {
    return new Parser(text).document();
  }

  private static boolean isWhitespace(char c) {
    return c == ' ' || c == '\t' || c == '\n' || c == '\r';
  }

  /** A recursive-descent parser over one string; not reusable. */
  private static final class Parser {
    private final String in;
    private int pos;
    private int depth;

    Parser(String in) {
      this.in = in;
    }

    JsonTree document() {
      skipWhitespace();
      if (pos == in.length()) {
        throw error("no JSON value (the text is empty)");
      }
      JsonTree value = value();
      skipWhitespace();
      if (pos < in.length()) {
        throw error("unexpected " + found() + " after the JSON value; expected the end");
      }
      return value;
    }

    private JsonTree value() {
      if (pos == in.length()) {
        throw error("unexpected end; expected a value");
      }
      char c = in.charAt(pos);
      switch (c) {
        case '{':
          return object();
        case '[':
          return array();
        case '"':
          return new JsonTree.Str(string());
        case 't':
          literal("true");
          return JsonTree.Bool.TRUE;
        case 'f':
          literal("false");
          return JsonTree.Bool.FALSE;
        case 'n':
          literal("null");
          return JsonTree.Null.NULL;
        default:
          if (c == '-' || (c >= '0' && c <= '9')) {
            return number();
          }
          throw error("unexpected " + found() + "; expected a value");
      }
    }

    private JsonTree.Obj object() {
      enter();
      pos++; // {
      JsonTree.Obj obj = new JsonTree.Obj();
      skipWhitespace();
      if (peek() == '}') {
        pos++;
        depth--;
        return obj;
      }
      while (true) {
        skipWhitespace();
        if (peek() != '"') {
          throw error("unexpected " + found() + "; expected a field name in double quotes");
        }
        int start = pos;
        String name = string();
        if (obj.has(name)) {
          pos = start;
          throw error("duplicate field \"" + name + "\"");
        }
        skipWhitespace();
        expect(':', "after a field name");
        skipWhitespace();
        obj.set(name, value());
        skipWhitespace();
        if (peek() == ',') {
          pos++;
        } else if (peek() == '}') {
          pos++;
          depth--;
          return obj;
        } else {
          throw error("unexpected " + found() + "; expected ',' or '}' in an object");
        }
      }
    }

    private JsonTree.Arr array() {
      enter();
      pos++; // [
      JsonTree.Arr arr = new JsonTree.Arr();
      skipWhitespace();
      if (peek() == ']') {
        pos++;
        depth--;
        return arr;
      }
      while (true) {
        skipWhitespace();
        arr.add(value());
        skipWhitespace();
        if (peek() == ',') {
          pos++;
        } else if (peek() == ']') {
          pos++;
          depth--;
          return arr;
        } else {
          throw error("unexpected " + found() + "; expected ',' or ']' in an array");
        }
      }
    }

    private void enter() {
      if (++depth > MAX_DEPTH) {
        throw error("nesting deeper than " + MAX_DEPTH + " levels");
      }
    }

    private String string() {
      pos++; // opening quote
      StringBuilder out = null;
      int runStart = pos;
      while (true) {
        if (pos == in.length()) {
          throw error("unexpected end inside a string");
        }
        char c = in.charAt(pos);
        if (c == '"') {
          String run = in.substring(runStart, pos);
          pos++;
          return out == null ? run : out.append(run).toString();
        }
        if (c < 0x20) {
          throw error("unescaped control character " + found() + " in a string");
        }
        if (c != '\\') {
          pos++;
          continue;
        }
        if (out == null) {
          out = new StringBuilder();
        }
        out.append(in, runStart, pos);
        pos++; // backslash
        if (pos == in.length()) {
          throw error("unexpected end inside a string");
        }
        char escaped = in.charAt(pos);
        switch (escaped) {
          case '"', '\\', '/' -> out.append(escaped);
          case 'b' -> out.append('\b');
          case 'f' -> out.append('\f');
          case 'n' -> out.append('\n');
          case 'r' -> out.append('\r');
          case 't' -> out.append('\t');
          case 'u' -> out.append(unicodeEscape());
          default -> throw error("invalid escape \\" + printable(escaped) + " in a string");
        }
        pos++;
        runStart = pos;
      }
    }

    /** The four hex digits after {@code \}{@code u}; leaves pos on the last one. */
    private char unicodeEscape() {
      if (pos + 4 >= in.length()) {
        throw error("unexpected end inside a \\u escape");
      }
      int code = 0;
      for (int i = 1; i <= 4; i++) {
        int digit = Character.digit(in.charAt(pos + i), 16);
        if (digit < 0 || in.charAt(pos + i) > 'f') {
          pos += i;
          throw error("invalid hex digit " + found() + " in a \\u escape");
        }
        code = code * 16 + digit;
      }
      pos += 4;
      // Surrogates stay as they are: a pair of escapes makes one character outside the BMP.
      return (char) code;
    }

    private JsonTree.Num number() {
      int start = pos;
      if (peek() == '-') {
        pos++;
      }
      if (peek() == '0') {
        pos++;
        if (isDigit(peek())) {
          throw error("leading zero in a number");
        }
      } else {
        digits("a digit");
      }
      if (peek() == '.') {
        pos++;
        digits("a digit after the decimal point");
      }
      boolean exponent = peek() == 'e' || peek() == 'E';
      if (exponent) {
        pos++;
        if (peek() == '+' || peek() == '-') {
          pos++;
        }
        digits("a digit in the exponent");
      }
      if (pos - start > MAX_NUMBER_LENGTH) {
        pos = start;
        throw error("number longer than " + MAX_NUMBER_LENGTH + " characters");
      }
      String text = in.substring(start, pos);
      if (exponent) {
        try {
          new BigDecimal(text); // every number must have an exact value, e.g. for equals
        } catch (NumberFormatException | ArithmeticException e) {
          pos = start;
          throw error("number with an exponent out of range");
        }
      }
      return new JsonTree.Num(text);
    }

    private void digits(String expected) {
      if (!isDigit(peek())) {
        throw error("unexpected " + found() + "; expected " + expected);
      }
      while (isDigit(peek())) {
        pos++;
      }
    }

    private static boolean isDigit(int c) {
      return c >= '0' && c <= '9';
    }

    private void literal(String word) {
      if (!in.startsWith(word, pos)) {
        throw error("unexpected " + found() + "; expected a value");
      }
      pos += word.length();
    }

    private void expect(char c, String where) {
      if (peek() != c) {
        throw error("unexpected " + found() + "; expected '" + c + "' " + where);
      }
      pos++;
    }

    /** The current character, or -1 at the end. */
    private int peek() {
      return pos < in.length() ? in.charAt(pos) : -1;
    }

    private void skipWhitespace() {
      while (pos < in.length() && isWhitespace(in.charAt(pos))) {
        pos++;
      }
    }

    private String found() {
      return pos < in.length() ? "character " + printable(in.charAt(pos)) : "end";
    }

    private static String printable(char c) {
      return c >= 0x20 && c < 0x7F
          ? "'" + c + "'"
          : String.format(java.util.Locale.ROOT, "U+%04X", (int) c);
    }

    private MalformedJsonException error(String what) {
      int line = 1;
      int column = 1;
      for (int i = 0; i < pos && i < in.length(); i++) {
        if (in.charAt(i) == '\n') {
          line++;
          column = 1;
        } else {
          column++;
        }
      }
      return new MalformedJsonException(what + " at line " + line + ", column " + column);
    }
  }
}
