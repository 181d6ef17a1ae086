package com.workspacecommerce.sdk.testing;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Runs in {@link KitWithoutJacksonTest}'s class loader, which has the kit and its runtime
 * dependencies but no Jackson 2 databind or core: seeds, serves and journals requests the way a
 * user's test does, and reports what it saw, one fact per line.
 */
public final class KitWithoutJacksonProbe {

  private KitWithoutJacksonProbe() {}

  /** Called reflectively from the isolated class loader. */
  @SuppressWarnings("deprecation") // calls body() to show that only it needs Jackson
  public static List<String> run() throws Exception {
    List<String> facts = new ArrayList<>();
    try (CommerceSandbox sandbox = CommerceSandbox.start()) {
      String productId =
          sandbox
              .products()
              .add(p -> p.name("Probe").with(b -> b.additionalProperties(Map.of("ratio", 1.5))))
              .id();
      HttpClient http = HttpClient.newHttpClient();
      facts.add("list " + send(http, sandbox, "GET", "/products?limit=1", null));
      facts.add("get " + send(http, sandbox, "GET", "/products/" + productId, null));
      facts.add(
          "order "
              + send(
                  http,
                  sandbox,
                  "POST",
                  "/orders",
                  "{\"items\":[{\"quantity\":2,\"unit_price\":150,\"ratio\":1.50}]}"));
      facts.add("bad " + send(http, sandbox, "POST", "/customers", "{\"firstname\":"));

      RecordedRequest order = sandbox.journal().only("orders.create");
      facts.add("quantity " + order.bodyJson().at("/items/0/quantity").asLong());
      facts.add("ratio " + order.bodyJson().at("/items/0/ratio"));
      facts.add("total " + order.responseJson().at("/total_price").asLong());
      JsonValue product = sandbox.journal().only("products.get").responseJson();
      facts.add("product " + product.at("/name") + " " + product.at("/ratio"));
      try {
        facts.add("body() " + order.body());
      } catch (NoClassDefFoundError e) {
        facts.add("body() NoClassDefFoundError " + e.getMessage());
      }
    }
    return facts;
  }

  private static String send(
      HttpClient http, CommerceSandbox sandbox, String method, String path, String body)
      throws Exception {
    HttpResponse<String> response =
        http.send(
            HttpRequest.newBuilder(URI.create(sandbox.baseUrl() + path))
                .timeout(Duration.ofSeconds(10))
                .header("Authorization", "Bearer " + sandbox.apiKey())
                .method(
                    method,
                    body == null
                        ? HttpRequest.BodyPublishers.noBody()
                        : HttpRequest.BodyPublishers.ofString(body))
                .build(),
            HttpResponse.BodyHandlers.ofString());
    return response.statusCode() + " " + response.body().length();
  }
}
