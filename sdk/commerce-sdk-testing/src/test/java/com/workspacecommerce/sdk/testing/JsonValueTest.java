package com.workspacecommerce.sdk.testing;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** The kit's own JSON: {@link JsonValue} as users see it, and the parser and writer under it. */
class JsonValueTest {

  // ---------------------------------------------------------------- reading values

  @Test
  void navigatesWithPointersAndReadsEachKind() {
    JsonValue order =
        JsonValue.parse(
            "{\"items\":[{\"sku\":\"A-1\",\"quantity\":2,\"price\":{\"amount\":1.50}}],"
                + "\"gift\":true,\"note\":null,\"a/b\":{\"~c\":7}}");

    assertThat(order.kind()).isEqualTo(JsonValue.Kind.OBJECT);
    assertThat(order.at("/items/0/sku").asText()).isEqualTo("A-1");
    assertThat(order.at("/items/0/quantity").asLong()).isEqualTo(2L);
    assertThat(order.at("/items/0/quantity").asInt()).isEqualTo(2);
    assertThat(order.at("/items/0/price/amount").asDecimal()).isEqualTo(new BigDecimal("1.50"));
    assertThat(order.at("/gift").asBoolean()).isTrue();
    assertThat(order.at("/a~1b/~0c").asLong()).isEqualTo(7L);
    assertThat(order.get("items").get(0).get("sku").asText()).isEqualTo("A-1");
    assertThat(order.at("")).isSameAs(order);

    assertThat(order.at("/note").isNull()).isTrue();
    assertThat(order.at("/note").isMissing()).isFalse();
    assertThat(order.has("note")).isTrue();
    assertThat(order.at("/absent").isMissing()).isTrue();
    assertThat(order.at("/absent").isNull()).isFalse();
    assertThat(order.has("absent")).isFalse();
    assertThat(order.at("/items/1/sku").isMissing()).isTrue();
    assertThat(order.at("/items/x").isMissing()).isTrue();
    assertThat(order.at("/items/01").isMissing()).isTrue();
    assertThat(order.at("/gift/deeper/still").kind()).isEqualTo(JsonValue.Kind.MISSING);
    assertThat(order.at("/items/0/quantity").pointer()).isEqualTo("/items/0/quantity");

    assertThat(order.fields()).containsExactly("items", "gift", "note", "a/b");
    assertThat(order.size()).isEqualTo(4);
    assertThat(order.get("items").size()).isEqualTo(1);
    assertThat(order.get("items").elements())
        .extracting(JsonValue::pointer)
        .containsExactly("/items/0");
  }

  @Test
  void aMismatchNamesThePointerAndWhatWasThere() {
    JsonValue body = JsonValue.parse("{\"quantity\":\"3\",\"big\":9223372036854775808,\"x\":1.0}");

    assertThatThrownBy(() -> body.get("quantity").asLong())
        .isInstanceOf(IllegalStateException.class)
        .hasMessage(
            "expected an integer number within the range of a long at /quantity but found a"
                + " string \"3\"");
    assertThatThrownBy(() -> body.get("big").asLong()).hasMessageContaining("at /big");
    assertThat(body.get("big").asDecimal()).isEqualTo(new BigDecimal("9223372036854775808"));
    assertThatThrownBy(() -> body.get("x").asLong()).hasMessageContaining("found a number 1.0");
    assertThatThrownBy(() -> body.at("/nope/deeper").asText())
        .hasMessage("expected a string at /nope/deeper but found nothing (missing)");
    assertThatThrownBy(() -> body.asBoolean()).hasMessageContaining("at the root");
    assertThatThrownBy(() -> body.get("x").size()).isInstanceOf(IllegalStateException.class);
    assertThatThrownBy(() -> body.get("x").fields()).isInstanceOf(IllegalStateException.class);
    assertThatThrownBy(() -> body.elements()).isInstanceOf(IllegalStateException.class);
    assertThatThrownBy(() -> body.at("items"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("JSON Pointer");
  }

  @Test
  void convertsToPlainJavaValues() {
    JsonValue value =
        JsonValue.parse(
            "{\"n\":1,\"big\":123456789012345678901234567890,\"d\":1.50,\"s\":\"x\","
                + "\"b\":false,\"z\":null,\"list\":[1,[],{}],\"o\":{\"k\":\"v\"}}");

    Map<String, Object> map = value.toMap();
    assertThat(map.keySet()).containsExactly("n", "big", "d", "s", "b", "z", "list", "o");
    assertThat(map.get("n")).isEqualTo(1L);
    assertThat(map.get("big")).isEqualTo(new BigInteger("123456789012345678901234567890"));
    assertThat(map.get("d")).isEqualTo(new BigDecimal("1.50"));
    assertThat(map.get("s")).isEqualTo("x");
    assertThat(map.get("b")).isEqualTo(false);
    assertThat(map).containsEntry("z", null);
    assertThat(map.get("list")).isEqualTo(Arrays.asList(1L, List.of(), Map.of()));
    assertThat(map.get("o")).isEqualTo(Map.of("k", "v"));
    assertThat(value.get("list").toList()).hasSize(3);
    assertThatThrownBy(() -> map.put("x", 1)).isInstanceOf(UnsupportedOperationException.class);
    assertThatThrownBy(value::toList).isInstanceOf(IllegalStateException.class);
  }

  @Test
  void equalityIsStructuralWithNumbersComparedByValue() {
    JsonValue a = JsonValue.parse("{\"x\":1.50,\"y\":[100,true]}");
    JsonValue b = JsonValue.parse(" { \"y\" : [ 1E+2 , true ] , \"x\" : 1.5 } ");

    assertThat(a).isEqualTo(b).hasSameHashCodeAs(b);
    assertThat(a.toString()).isEqualTo("{\"x\":1.50,\"y\":[100,true]}");
    assertThat(a).isNotEqualTo(JsonValue.parse("{\"x\":1.5,\"y\":[true,100]}"));
    assertThat(JsonValue.parse("0")).isEqualTo(JsonValue.parse("-0.0"));
    assertThat(JsonValue.parse("\"1\"")).isNotEqualTo(JsonValue.parse("1"));
    assertThat(a.get("nope")).isEqualTo(b.get("other"));
    assertThat(a.get("nope").toString()).isEmpty();
    assertThat(a.get("nope").hashCode()).isZero();
  }

  // ---------------------------------------------------------------- parser and writer

  @Test
  void stringsRoundTripWithEscapesAndSurrogatePairs() {
    String json =
        "\"q\\\" b\\\\ s\\/ \\b\\f\\n\\r\\t \\u0001 \\u00e9 \\uD83D\\uDE00 raw \uD83D\uDE00 é\"";
    JsonValue value = JsonValue.parse(json);

    assertThat(value.asText())
        .isEqualTo("q\" b\\ s/ \b\f\n\r\t \u0001 é \uD83D\uDE00 raw \uD83D\uDE00 é");
    assertThat(value.asText().codePoints().filter(c -> c == 0x1F600).count()).isEqualTo(2);
    // toString: control characters escaped, everything else as it is.
    assertThat(value.toString())
        .isEqualTo("\"q\\\" b\\\\ s/ \\b\\f\\n\\r\\t \\u0001 é \uD83D\uDE00 raw \uD83D\uDE00 é\"");
    // Response bytes: surrogates escaped too, as the sandbox has always sent them.
    assertThat(new String(JsonText.bytes(value.tree()), StandardCharsets.UTF_8))
        .isEqualTo(
            "\"q\\\" b\\\\ s/ \\b\\f\\n\\r\\t \\u0001 é \\uD83D\\uDE00 raw \\uD83D\\uDE00 é\"");
    assertThat(JsonValue.parse(value.toString())).isEqualTo(value);
  }

  @Test
  void numbersKeepTheirExactText() {
    String json = "[0,-0,-1,1.50,1e2,1E-7,-13.4050e0,123456789012345678901234567890,1e400]";
    assertThat(JsonValue.parse(json).toString()).isEqualTo(json);
    assertThat(JsonValue.parse("1e400").asDecimal()).isEqualTo(new BigDecimal("1e400"));
  }

  @Test
  void objectsKeepInsertionOrderAndNestingWorks() {
    String json = "{\"z\":1,\"a\":{\"m\":[[],[{}],[[[\"deep\"]]]],\"b\":{}},\"k\":[]}";
    assertThat(JsonValue.parse(json).toString()).isEqualTo(json);
    assertThat(JsonValue.parse(json).at("/a/m/2/0/0/0").asText()).isEqualTo("deep");
    assertThat(JsonValue.parse(" \t\r\n[ 1 , { \"a\" : null } ]\n ").toString())
        .isEqualTo("[1,{\"a\":null}]");
    assertThat(JsonText.parse("\uFEFF{}".getBytes(StandardCharsets.UTF_8)))
        .isEqualTo(new JsonTree.Obj());
  }

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {
        "''                         | no JSON value (the text is empty) at line 1, column 1",
        "'{\"a\":1,\"a\":2}'        | duplicate field \"a\" at line 1, column 8",
        "'{\"o\":{\"a\":1,\"a\":2}}' | duplicate field \"a\" at line 1, column 13",
        "'{\"a\":1} {}'             | unexpected character '{' after the JSON value; expected the end at line 1, column 9",
        "'{\"a\":1,}'               | unexpected character '}'; expected a field name in double quotes at line 1, column 8",
        "'[1,]'                     | unexpected character ']'; expected a value at line 1, column 4",
        "'{a:1}'                    | unexpected character 'a'; expected a field name in double quotes at line 1, column 2",
        "'{\"a\" 1}'                | unexpected character '1'; expected ':' after a field name at line 1, column 6",
        "'[1 2]'                    | unexpected character '2'; expected ',' or ']' in an array at line 1, column 4",
        "'{\"a\":1'                 | unexpected end; expected ',' or '}' in an object at line 1, column 7",
        "'01'                       | leading zero in a number at line 1, column 2",
        "'-'                        | unexpected end; expected a digit at line 1, column 2",
        "'1.'                       | unexpected end; expected a digit after the decimal point at line 1, column 3",
        "'.5'                       | unexpected character '.'; expected a value at line 1, column 1",
        "'1e'                       | unexpected end; expected a digit in the exponent at line 1, column 3",
        "'+1'                       | unexpected character '+'; expected a value at line 1, column 1",
        "'NaN'                      | unexpected character 'N'; expected a value at line 1, column 1",
        "'tru'                      | unexpected character 't'; expected a value at line 1, column 1",
        "'\"abc'                    | unexpected end inside a string at line 1, column 5",
        "'\"\\x\"'                  | invalid escape \\'x' in a string at line 1, column 3",
        "'\"\\u12G4\"'              | invalid hex digit character 'G' in a \\u escape at line 1, column 6",
        "'\"\\u12'                  | unexpected end inside a \\u escape at line 1, column 3",
        "'// comment\n1'            | unexpected character '/'; expected a value at line 1, column 1",
        "'[\n  1,\n  x]'            | unexpected character 'x'; expected a value at line 3, column 3",
        "'[1e99999999999]'          | number with an exponent out of range at line 1, column 2",
        "'\"\\'                  | unexpected end inside a string at line 1, column 3",
        "'\"\\u123'              | unexpected end inside a \\u escape at line 1, column 3",
        "'\"\\u\uFF11234\"'     | invalid hex digit character U+FF11 in a \\u escape at line 1, column 4",
      })
  void malformedInputIsRefusedWithWhereAndWhy(String json, String message) {
    assertThatThrownBy(() -> JsonValue.parse(json))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage(message);
  }

  @ParameterizedTest
  @ValueSource(strings = {"\"a\tb\"", "\"a\nb\"", "\"\u0000\""})
  void unescapedControlCharactersInStringsAreRefused(String json) {
    assertThatThrownBy(() -> JsonValue.parse(json))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("unescaped control character");
  }

  @Test
  void invalidUtf8AndHostileNestingAreRefused() {
    assertThatThrownBy(() -> JsonText.parse(new byte[] {'"', (byte) 0xC3, '"'}))
        .hasMessage("not valid UTF-8");
    String deep = "[".repeat(JsonText.MAX_DEPTH + 1) + "]".repeat(JsonText.MAX_DEPTH + 1);
    assertThatThrownBy(() -> JsonValue.parse(deep)).hasMessageStartingWith("nesting deeper than");
    String ok = "[".repeat(JsonText.MAX_DEPTH) + "]".repeat(JsonText.MAX_DEPTH);
    assertThat(JsonValue.parse(ok).toString()).isEqualTo(ok);
    assertThatThrownBy(() -> JsonValue.parse("1".repeat(JsonText.MAX_NUMBER_LENGTH + 1)))
        .hasMessageStartingWith("number longer than");
  }

  @Test
  void eachKindIsToldApart() {
    JsonValue all = JsonValue.parse("[{},[],\"s\",1,false,null]");
    assertThat(all.elements())
        .extracting(JsonValue::kind)
        .containsExactly(
            JsonValue.Kind.OBJECT,
            JsonValue.Kind.ARRAY,
            JsonValue.Kind.STRING,
            JsonValue.Kind.NUMBER,
            JsonValue.Kind.BOOLEAN,
            JsonValue.Kind.NULL);
    assertThat(all.elements().stream().map(JsonValue::tree).map(JsonTree::describe))
        .containsExactly("an object", "an array", "a string", "a number", "a boolean", "null");
    assertThat(all.get(4).asBoolean()).isFalse();
    assertThatThrownBy(() -> all.get(9).tree()).isInstanceOf(IllegalStateException.class);
    // Different values hash differently (these ones), and equal ones alike.
    for (String[] pair : new String[][] {{"{\"a\":1}", "{\"a\":2}"}, {"[1]", "[2]"}, {"1", "2"}}) {
      assertThat(JsonValue.parse(pair[0]).hashCode())
          .isNotEqualTo(JsonValue.parse(pair[1]).hashCode())
          .isNotZero();
    }
    assertThat(JsonValue.parse("1")).isNotEqualTo(JsonValue.parse("2"));
    assertThat(JsonValue.parse("0").hashCode()).isEqualTo(JsonValue.parse("-0.00").hashCode());
    // A long value is abbreviated in a mismatch message, at 60 characters.
    String sixty = "\"" + "x".repeat(58) + "\"";
    assertThatThrownBy(() -> JsonValue.parse(sixty).asLong()).hasMessageEndingWith(sixty);
    assertThatThrownBy(() -> JsonValue.parse("\"" + "x".repeat(59) + "\"").asLong())
        .hasMessageEndingWith("x...");
  }

  @Test
  void integerRangesAreExact() {
    JsonValue n =
        JsonValue.parse(
            "[2147483647,-2147483648,2147483648,9223372036854775807,-9223372036854775808,"
                + "9223372036854775808]");
    assertThat(n.get(0).asInt()).isEqualTo(Integer.MAX_VALUE);
    assertThat(n.get(1).asInt()).isEqualTo(Integer.MIN_VALUE);
    assertThatThrownBy(() -> n.get(2).asInt()).isInstanceOf(IllegalStateException.class);
    assertThat(n.get(2).asLong()).isEqualTo(2147483648L);
    assertThat(n.get(3).asLong()).isEqualTo(Long.MAX_VALUE);
    assertThat(n.get(4).asLong()).isEqualTo(Long.MIN_VALUE);
    assertThatThrownBy(() -> n.get(5).asLong()).isInstanceOf(IllegalStateException.class);
    assertThat(n.toList())
        .containsExactly(
            2147483647L,
            -2147483648L,
            2147483648L,
            Long.MAX_VALUE,
            Long.MIN_VALUE,
            new BigInteger("9223372036854775808"));
  }

  @Test
  void siblingsDoNotCountAsNesting() {
    String many = "[" + "{\"a\":[]},".repeat(JsonText.MAX_DEPTH * 2) + "{}]";
    assertThat(JsonValue.parse(many).size()).isEqualTo(JsonText.MAX_DEPTH * 2 + 1);
  }

  @Test
  void echoedNumbersAreRoundedThroughDoubleAsTheSandboxAlwaysDid() {
    JsonTree sent = JsonText.parse("{\"a\":[-1e400,1e400,-0,1.50,1e2,7,-13.4050e0,1E-7]}");
    assertThat(JsonTree.doubleRounded(sent).toString())
        .isEqualTo("{\"a\":[\"-Infinity\",\"Infinity\",0,1.5,100.0,7,-13.405,1.0E-7]}");
    assertThat(sent.toString()).isEqualTo("{\"a\":[-1e400,1e400,-0,1.50,1e2,7,-13.4050e0,1E-7]}");
  }

  @Test
  void blankAndNonJsonBodiesAreToldApart() {
    byte[] bom = {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF};
    assertThat(Wire.tryParse(new byte[0])).isNull();
    assertThat(Wire.tryParse(" \t\r\n".getBytes(StandardCharsets.UTF_8))).isNull();
    assertThat(Wire.tryParse(bom)).isNull();
    assertThat(Wire.tryParse("{".getBytes(StandardCharsets.UTF_8))).isNull();
    byte[] bomObject = {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF, '{', '}'};
    assertThat(Wire.tryParse(bomObject)).isEqualTo(new JsonTree.Obj());
    assertThat(Wire.tryParse("7".getBytes(StandardCharsets.UTF_8)))
        .isEqualTo(new JsonTree.Num("7"));

    assertThatThrownBy(() -> Wire.parseObject(" \n".getBytes(StandardCharsets.UTF_8)))
        .hasMessage("request body is empty; expected a JSON object");
    assertThatThrownBy(() -> Wire.parseObject(bom))
        .hasMessage("request body is empty; expected a JSON object");
    assertThatThrownBy(() -> Wire.parseObject("x".getBytes(StandardCharsets.UTF_8)))
        .hasMessage(
            "request body is not valid JSON: unexpected character 'x'; expected a value at line 1,"
                + " column 1");
    assertThatThrownBy(() -> Wire.parseObject("\"s\"".getBytes(StandardCharsets.UTF_8)))
        .hasMessage("request body must be a JSON object, got a string");
  }

  @Test
  void seededJavaValuesBecomeJsonAsTheSandboxAlwaysWroteThem() throws Exception {
    assertThat(
            JsonTree.fromJava(
                    Arrays.asList(
                        (byte) 1,
                        (short) 2,
                        new java.util.concurrent.atomic.AtomicInteger(3),
                        new java.util.concurrent.atomic.AtomicLong(4),
                        'c',
                        new StringBuilder("sb"),
                        java.util.UUID.fromString("123e4567-e89b-12d3-a456-426614174000"),
                        java.net.URI.create("https://example.com/a"),
                        java.net.URI.create("https://example.com/b").toURL(),
                        JsonText.parse("[0]"),
                        new Object[] {true, null},
                        java.util.Set.of(),
                        JsonValue.parse("{\"k\":1.50}"),
                        JsonValue.parse("{}").get("missing"),
                        Float.NEGATIVE_INFINITY))
                .toString())
        .isEqualTo(
            "[1,2,3,4,\"c\",\"sb\",\"123e4567-e89b-12d3-a456-426614174000\","
                + "\"https://example.com/a\",\"https://example.com/b\",[0],[true,null],[],{\"k\":1.50},null,\"-Infinity\"]");
    assertThat(JsonTree.fromJava(new BigDecimal("1.50")).toString()).isEqualTo("1.5");
    assertThat(JsonTree.fromJava(new BigDecimal("100")).toString()).isEqualTo("1E+2");
    assertThat(JsonTree.fromJava(1e-7d).toString()).isEqualTo("1.0E-7");
    assertThat(JsonTree.fromJava(2.25f).toString()).isEqualTo("2.25");
    assertThat(JsonTree.fromJava(Double.NaN).toString()).isEqualTo("\"NaN\"");
    assertThat(JsonTree.fromJava(JsonValue.Kind.NULL).toString()).isEqualTo("\"NULL\"");
    assertThat(JsonTree.fromJava(Map.of("k", List.of(1, "x"))).toString())
        .isEqualTo("{\"k\":[1,\"x\"]}");
    assertThatThrownBy(() -> JsonTree.fromJava(new Object()))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("java.lang.Object");
  }
}
