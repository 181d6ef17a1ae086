package com.workspacecommerce.sdk;

import static com.workspacecommerce.sdk.TestFixtures.API_KEY;
import static com.workspacecommerce.sdk.TestFixtures.CUSTOMER_FULL;
import static com.workspacecommerce.sdk.TestFixtures.CUSTOMER_ID;
import static com.workspacecommerce.sdk.TestFixtures.ORDER_FULL;
import static com.workspacecommerce.sdk.TestFixtures.ORDER_ID;
import static com.workspacecommerce.sdk.TestFixtures.PRODUCT_FULL;
import static com.workspacecommerce.sdk.TestFixtures.PRODUCT_ID;
import static org.assertj.core.api.Assertions.assertThat;

import com.workspacecommerce.sdk.errors.CommerceDecodingException;
import com.workspacecommerce.sdk.params.CustomerUpdateParams;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentSkipListMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BiConsumer;
import mockwebserver3.Dispatcher;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import mockwebserver3.RecordedRequest;
import mockwebserver3.junit5.StartStop;
import okio.Buffer;
import org.junit.jupiter.api.Test;

/**
 * Whatever bytes a 2xx carries, decoding ends in a record or a {@link CommerceDecodingException}
 * with the status, the request id and a short redacted snippet: seeded mutations of real bodies,
 * through the real transport and decoder.
 */
class DecodingFuzzTest {
  private static final long SEED = 20_261_122L;
  private static final int CASES_PER_BODY = 625;
  private static final int THREADS = 16;

  @StartStop final MockWebServer server = TestFixtures.noDelayServer();

  private record Target(
      String name, String body, BiConsumer<CommerceClient, RequestOptions> call) {}

  private static final List<Target> TARGETS =
      List.of(
          new Target("product", PRODUCT_FULL, (c, o) -> c.products().get(PRODUCT_ID, o)),
          new Target(
              "page",
              "{\"page\":1,\"size\":2,\"total\":2,\"total_pages\":1,\"has_next_page\":false,"
                  + "\"has_previous_page\":false,\"items\":["
                  + PRODUCT_FULL
                  + ","
                  + TestFixtures.product(2)
                  + "]}",
              (c, o) -> c.products().list(o)),
          new Target("order", ORDER_FULL, (c, o) -> c.orders().get(ORDER_ID, o)),
          new Target(
              "customer",
              CUSTOMER_FULL,
              (c, o) ->
                  c.customers()
                      .update(
                          CUSTOMER_ID, CustomerUpdateParams.builder().firstname("A").build(), o)));

  @Test
  void everyMutationEndsInARecordOrACleanDecodingException() throws Exception {
    // Cases are made up front from one seed, then sent from several threads: each response
    // waits for the peer's delayed ACK on loopback, which threads overlap.
    Random random = new Random(SEED);
    List<Mutation> mutations = new ArrayList<>();
    for (int t = 0; t < TARGETS.size(); t++) {
      for (int i = 0; i < CASES_PER_BODY; i++) {
        mutations.add(mutate(TARGETS.get(t).body(), random, t));
      }
    }
    server.setDispatcher(
        new Dispatcher() {
          @Override
          public MockResponse dispatch(RecordedRequest request) {
            int n = Integer.parseInt(request.getHeaders().get("X-Fuzz-Case"));
            return new MockResponse.Builder()
                .code(200)
                .addHeader("Content-Type", "application/json")
                .addHeader("X-Request-Id", "req-" + n)
                .body(new Buffer().write(mutations.get(n).bytes()))
                .build();
          }
        });
    Map<String, Integer> outcomes = new ConcurrentSkipListMap<>();
    Map<String, Integer> kinds = new TreeMap<>();
    mutations.forEach(m -> kinds.merge(m.kind(), 1, Integer::sum));
    List<String> problems = Collections.synchronizedList(new ArrayList<>());
    AtomicInteger next = new AtomicInteger();
    long start = System.nanoTime();
    ExecutorService pool = Executors.newFixedThreadPool(THREADS);
    try (CommerceClient client = TestFixtures.client(server)) {
      List<Future<?>> futures = new ArrayList<>();
      for (int t = 0; t < THREADS; t++) {
        futures.add(
            pool.submit(
                () -> {
                  for (int n; (n = next.getAndIncrement()) < mutations.size(); ) {
                    Mutation m = mutations.get(n);
                    Target target = TARGETS.get(m.target());
                    RequestOptions options =
                        RequestOptions.builder().header("X-Fuzz-Case", String.valueOf(n)).build();
                    String what = target.name() + "/" + m.kind();
                    String outcome;
                    try {
                      target.call().accept(client, options);
                      outcome = "record";
                    } catch (CommerceDecodingException e) {
                      outcome = e.getClass().getSimpleName();
                      check(e, "req-" + n, what, problems);
                    } catch (Throwable e) { // anything else is a finding, StackOverflowError too
                      outcome = e.getClass().getName();
                      problems.add(what + ": " + e);
                    }
                    outcomes.merge(outcome, 1, Integer::sum);
                  }
                  return null;
                }));
      }
      for (Future<?> f : futures) {
        f.get(60, TimeUnit.SECONDS);
      }
    } finally {
      pool.shutdownNow();
    }
    long ms = (System.nanoTime() - start) / 1_000_000;
    System.out.println(
        "[decoding fuzz] "
            + mutations.size()
            + " cases in "
            + ms
            + " ms; outcomes "
            + outcomes
            + "; mutations "
            + kinds);
    assertThat(problems).isEmpty();
    assertThat(outcomes.keySet()).containsOnly("record", "CommerceDecodingException");
  }

  private static void check(
      CommerceDecodingException e, String requestId, String what, List<String> problems) {
    String text = e.getMessage() + "\n" + e.bodySnippet();
    if (e.statusCode() != 200
        || !requestId.equals(e.requestId())
        || e.bodySnippet().length() > 203
        || text.contains(API_KEY)
        || text.contains("SECRET") // the middle of the key: no part of it may survive a cut
        || text.contains("Zq81kX")
        || e.getMessage().length() > 2_000) {
      problems.add(what + ": " + text.substring(0, Math.min(text.length(), 400)));
    }
  }

  private record Mutation(int target, String kind, byte[] bytes) {
    Mutation(String kind, byte[] bytes) {
      this(-1, kind, bytes);
    }
  }

  private static Mutation mutate(String json, Random r, int target) {
    Mutation m = mutate(json, r);
    return new Mutation(target, m.kind(), m.bytes());
  }

  private static Mutation mutate(String json, Random r) {
    byte[] bytes = json.getBytes(StandardCharsets.UTF_8);
    switch (r.nextInt(12)) {
      case 0:
        return new Mutation("truncation", java.util.Arrays.copyOf(bytes, r.nextInt(bytes.length)));
      case 1:
        return new Mutation("type swap", utf8(swapValue(json, r)));
      case 2:
        return new Mutation(
            "huge number",
            utf8(replaceValue(json, r, r.nextBoolean() ? "1e999999" : "9".repeat(5_000))));
      case 3:
        {
          int depth = r.nextBoolean() ? 100_000 : 200 + r.nextInt(2_000);
          String open = r.nextBoolean() ? "[" : "{\"a\":";
          return new Mutation("deep nesting", utf8(replaceValue(json, r, open.repeat(depth))));
        }
      case 4:
        {
          byte[] out = bytes.clone();
          int at = r.nextInt(out.length);
          byte[][] bad = {
            {(byte) 0xC3, 0x28}, {(byte) 0xFF}, {(byte) 0xED, (byte) 0xA0, (byte) 0x80}
          };
          byte[] b = bad[r.nextInt(bad.length)];
          System.arraycopy(b, 0, out, at, Math.min(b.length, out.length - at));
          return new Mutation("invalid UTF-8", out);
        }
      case 5:
        return new Mutation(
            "duplicate keys", utf8(json.replaceFirst("\\{", "{\"id\":123,\"id\":null,")));
      case 6:
        return new Mutation(
            "nulls in lists", utf8(json.replace("[{", "[null,{").replace("\"]", "\",null]")));
      case 7:
        return new Mutation(
            "very long string",
            utf8(
                replaceValue(
                    json,
                    r,
                    "\""
                        + "x".repeat(r.nextInt(20) == 0 ? 2_000_000 : 1 + r.nextInt(100_000))
                        + "\"")));
      case 8:
        {
          byte[] out = bytes.clone();
          for (int i = 0; i < 1 + r.nextInt(8); i++) {
            out[r.nextInt(out.length)] = (byte) r.nextInt(256);
          }
          return new Mutation("byte flips", out);
        }
      case 9:
        // A server that echoes the key, where decoding then fails: the snippet must not show it,
        // wherever the cut falls.
        {
          int pad = 150 + r.nextInt(100);
          return new Mutation(
              "echoed key",
              utf8(
                  "{\"x\":\""
                      + "p".repeat(pad)
                      + API_KEY
                      + "\","
                      + json.substring(1, json.length() / 2)));
        }
      case 10:
        return new Mutation(
            "not an object",
            utf8(List.of("[]", "null", "\"s\"", "42", "", "  ", "true").get(r.nextInt(7))));
      default:
        return new Mutation("null value", utf8(replaceValue(json, r, "null")));
    }
  }

  private static byte[] utf8(String s) {
    return s.getBytes(StandardCharsets.UTF_8);
  }

  /** Replaces the value after a random {@code ":"} with {@code value}, up to the next , or }. */
  private static String replaceValue(String json, Random r, String value) {
    List<Integer> colons = new ArrayList<>();
    for (int i = 0; i < json.length(); i++) {
      if (json.charAt(i) == ':') {
        colons.add(i);
      }
    }
    int at = colons.get(r.nextInt(colons.size())) + 1;
    int end = at;
    int depth = 0;
    boolean inString = false;
    for (; end < json.length(); end++) {
      char c = json.charAt(end);
      if (c == '"' && json.charAt(end - 1) != '\\') {
        inString = !inString;
      } else if (!inString && (c == '{' || c == '[')) {
        depth++;
      } else if (!inString && (c == '}' || c == ']')) {
        if (depth == 0) {
          break;
        }
        depth--;
      } else if (!inString && depth == 0 && c == ',') {
        break;
      }
    }
    return json.substring(0, at) + value + json.substring(end);
  }

  private static String swapValue(String json, Random r) {
    String[] values = {
      "\"text\"",
      "12",
      "-1",
      "true",
      "{}",
      "[]",
      "[1,\"a\"]",
      "{\"k\":[null]}",
      "1.5",
      "\"2024-13-45T99:00:00Z\""
    };
    return replaceValue(json, r, values[r.nextInt(values.length)]);
  }
}
