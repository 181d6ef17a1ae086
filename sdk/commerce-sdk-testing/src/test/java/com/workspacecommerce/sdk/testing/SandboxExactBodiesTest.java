package com.workspacecommerce.sdk.testing;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Pins the exact bytes of a set of sandbox responses: seeded products and orders (with open objects
 * and additional properties of every Java number type), created customers and orders that echo
 * client fields (numbers, escapes, non-ASCII text), validation errors that quote a value, and a
 * journaled fault body. The expected transcript is {@code src/test/resources/exact-bodies.txt},
 * recorded from the sandbox as it was when its JSON went through Jackson 2; {@code
 * -Dsandbox.exactBodies.write=path} writes the transcript to a file instead of checking it.
 *
 * <p>Since the kit reads JSON with its own parser, every HTTP response is still byte for byte what
 * Jackson 2 made of it (client numbers echoed as the doubles they round to, surrogates escaped).
 * Only the journal's request trees and a fault's body tree changed on purpose: they now keep
 * numbers as sent ({@code 1.50}, {@code 1e2}, {@code 1e400} rather than {@code 1.5}, {@code 100.0},
 * {@code "Infinity"}), and a body of only whitespace is missing rather than an empty value.
 */
class SandboxExactBodiesTest {

  private static final HttpClient HTTP = HttpClient.newHttpClient();

  @Test
  void responsesKeepTheirExactBytes() throws IOException {
    String transcript = transcript();
    String written = System.getProperty("sandbox.exactBodies.write");
    if (written != null) {
      Files.writeString(Path.of(written), transcript, StandardCharsets.UTF_8);
      return;
    }
    String expected;
    try (var in = getClass().getResourceAsStream("/exact-bodies.txt")) {
      assertThat(in).as("src/test/resources/exact-bodies.txt").isNotNull();
      expected = new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
    // Line by line first, so a difference names the exchange; then the whole text.
    assertThat(Arrays.asList(transcript.split("\n", -1)))
        .containsExactlyElementsOf(Arrays.asList(expected.split("\n", -1)));
    assertThat(transcript).isEqualTo(expected);
  }

  private static String transcript() {
    List<String> out = new ArrayList<>();
    try (CommerceSandbox sandbox = CommerceSandbox.start()) {
      Map<String, Object> extra = new LinkedHashMap<>();
      extra.put("int", 7);
      extra.put("long", 9_007_199_254_740_993L);
      extra.put("short", (short) -3);
      extra.put("big_integer", new BigInteger("123456789012345678901234567890"));
      extra.put("decimal", new BigDecimal("1.50"));
      extra.put("decimal_whole", new BigDecimal("100"));
      extra.put("decimal_small", new BigDecimal("0.000001"));
      extra.put("double", 1.5d);
      extra.put("double_whole", 100.0d);
      extra.put("double_tiny", 1e-7d);
      extra.put("float", 2.25f);
      extra.put("flag", Boolean.TRUE);
      extra.put("nothing", null);
      extra.put("text", "Zo\u00eb \"Q\" \\ / \t\n\r\b\f \u0001 \u007f \u2028 \ud83d\ude00");
      extra.put("list", Arrays.asList(1, "two", null, List.of(), Map.of()));
      Map<String, Object> nested = new LinkedHashMap<>();
      nested.put("z", 1);
      nested.put("a", Map.of("deep", List.of(true, false)));
      extra.put("nested", nested);
      String exactId =
          sandbox
              .products()
              .add(
                  p ->
                      p.name("Exact \u00e9 product")
                          .with(
                              b ->
                                  b.additionalProperties(extra)
                                      .priceRange(Map.of("min", new BigDecimal("9.90")))))
              .id();
      String productId = sandbox.products().add(p -> p.name("Plain")).id();
      Map<String, Object> address = new LinkedHashMap<>();
      address.put("line1", "1 Main St");
      address.put("lat", 52.52d);
      address.put("zip", "01234");
      String seededOrderId =
          sandbox
              .orders()
              .add(
                  o ->
                      o.with(
                          b ->
                              b.shippingAddress(address)
                                  .additionalProperties(Map.of("gift", true))))
              .id();

      exchange(out, sandbox, "GET", "/products?limit=3&sort_by=name&sort_order=asc", null);
      exchange(out, sandbox, "GET", "/products/" + productId, null);
      exchange(out, sandbox, "GET", "/products/" + exactId, null);
      exchange(out, sandbox, "GET", "/orders/" + seededOrderId, null);
      exchange(out, sandbox, "GET", "/products?limit=1&sort_by=createdAt&sort_order=desc", null);
      String customer =
          exchange(
              out,
              sandbox,
              "POST",
              "/customers",
              "{\"firstname\":\"Zo\u00eb \\\"Q\\\" \\\\ \\/ \\t\\u0001\\u00e9 \\ud83d\\ude00\","
                  + "\"lastname\":null,\"email\":\"zoe@example.com\",\"unknown\":1.50}");
      String customerId = idOf(customer);
      exchange(
          out,
          sandbox,
          "PUT",
          "/customers/" + customerId,
          "{\"firstname\":\"Zo\u00eb\",\"phone\":null,\"note\":\"line\\nbreak\"}");
      String order =
          exchange(
              out,
              sandbox,
              "POST",
              "/orders",
              "{\"customer\":{\"id\":\""
                  + customerId
                  + "\"},\"items\":[{\"sku\":\"A-1\",\"quantity\":2,\"unit_price\":150,"
                  + "\"gift\":true,\"ratio\":1.50,\"big\":123456789012345678901234567890,"
                  + "\"exp\":1e2,\"neg\":-0,\"negf\":-0.0,\"tiny\":1E-7,\"huge\":1e400,"
                  + "\"list\":[1,\"x\",null,{\"a\":[]}]}],"
                  + "\"shipping_address\":{\"line1\":\"x\",\"zip\":\"01234\","
                  + "\"geo\":{\"lat\":52.5200,\"lon\":-13.4050e0}},"
                  + "\"note\":\"n\",\"custom\":{\"nested\":{\"deep\":[1.0,2.5E3,-1e-3]}},"
                  + "\"empty_obj\":{},\"empty_arr\":[],\"text\":\"\\u2028\\u0000\\u001f\"}");
      String orderId = idOf(order);
      exchange(out, sandbox, "GET", "/orders/" + orderId, null);
      exchange(
          out, sandbox, "POST", "/orders", "{\"items\":[{\"quantity\":1.5,\"unit_price\":1}]}");
      exchange(
          out, sandbox, "POST", "/orders", "{\"items\":[{\"quantity\":1e2,\"unit_price\":1}]}");
      exchange(
          out, sandbox, "POST", "/orders", "{\"items\":[{\"quantity\":\"3\",\"unit_price\":1}]}");
      exchange(
          out,
          sandbox,
          "POST",
          "/orders",
          "{\"items\":[{\"quantity\":{\"a\":[1,\"\u00e9\"]},\"unit_price\":1}]}");
      exchange(
          out,
          sandbox,
          "POST",
          "/orders",
          "{\"items\":[{\"quantity\":99999999999999999999,\"unit_price\":1}]}");
      exchange(out, sandbox, "POST", "/orders", "{\"items\":{}}");
      exchange(out, sandbox, "POST", "/orders", "[]");
      exchange(out, sandbox, "POST", "/orders", "{\"customer\":{\"id\":7}}");
      exchange(out, sandbox, "POST", "/customers", "{\"firstname\":[]}");
      exchange(out, sandbox, "POST", "/customers", "");
      exchange(out, sandbox, "POST", "/customers", "  ");
      exchange(out, sandbox, "GET", "/products/nope", null);
      exchange(out, sandbox, "DELETE", "/products", null);
      exchange(out, sandbox, "GET", "/nowhere", null);
      exchange(out, sandbox, "GET", "/products?limit=0", null);
      sandbox.inject(Fault.status(503).on("products.list"));
      exchange(out, sandbox, "GET", "/products", null);
      sandbox.inject(Fault.status(418).withBody("{\"b\": 2, \"a\": [1.50, \"x\"]}").on("*"));
      exchange(out, sandbox, "GET", "/products", null);

      // What the journal kept of the last exchanges, as compact JSON.
      for (RecordedRequest recorded : sandbox.journal().all()) {
        out.add("journal " + recorded);
        out.add("  request  " + journaled(recorded, true));
        out.add("  response " + journaled(recorded, false));
      }
    }
    return String.join("\n", out) + "\n";
  }

  /** The journal's trees, through whichever accessor the kit offers for them. */
  private static String journaled(RecordedRequest recorded, boolean request) {
    return JournalText.of(recorded, request);
  }

  /** The id of a created record: its body starts with {@code {"id":"<uuid>"}. */
  private static String idOf(String body) {
    assertThat(body).startsWith("{\"id\":\"");
    return body.substring(7, 43);
  }

  private static String exchange(
      List<String> out, CommerceSandbox sandbox, String method, String path, String body) {
    HttpRequest.Builder request =
        HttpRequest.newBuilder(URI.create(sandbox.baseUrl() + path))
            .timeout(Duration.ofSeconds(10))
            .header("Authorization", "Bearer " + sandbox.apiKey())
            .method(
                method,
                body == null
                    ? HttpRequest.BodyPublishers.noBody()
                    : HttpRequest.BodyPublishers.ofString(body, StandardCharsets.UTF_8));
    try {
      HttpResponse<byte[]> response =
          HTTP.send(request.build(), HttpResponse.BodyHandlers.ofByteArray());
      String text = new String(response.body(), StandardCharsets.UTF_8);
      out.add("> " + method + " " + path + (body == null ? "" : " " + body));
      out.add("< " + response.statusCode() + " " + text);
      return text;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException(e);
    }
  }
}
