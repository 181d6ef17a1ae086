package com.workspacecommerce.sdk.testing;

import com.sun.net.httpserver.Headers;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpHandler;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.logging.Level;
import java.util.logging.Logger;
import org.jspecify.annotations.Nullable;

/**
 * Routes every request of the sandbox. Checks run in a fixed order: path (404), method (405), API
 * key (401), then the operation's own validation (400/404/422). Path and method come first because
 * they do not depend on the workspace. Before any of that, an armed {@link Fault} that matches the
 * request may take over; every request ends up in the {@link RequestJournal} with what was
 * answered, before the answer is written, so a client that has its response already finds its
 * request in the journal.
 */
final class SandboxHandler implements HttpHandler {

  private static final Logger LOG = Logger.getLogger(SandboxHandler.class.getName());

  private static final int DEFAULT_PAGE = 1;
  private static final int DEFAULT_LIMIT = 20;
  private static final int MAX_LIMIT = 100;
  private static final String DEFAULT_SORT_BY = "createdAt";
  private static final String DEFAULT_SORT_ORDER = "desc";
  private static final String MASKED = "****";

  /** A successful response before it is written. */
  private record Reply(int status, JsonTree.Obj body) {}

  /**
   * Any response before it is written: the bytes, their JSON tree for the journal, and extra
   * headers.
   */
  private record Response(
      int status, byte[] bytes, @Nullable JsonTree json, Map<String, String> headers) {}

  /**
   * The faults armed with {@link CommerceSandbox#inject(Fault)}, each with the number of plays
   * left.
   */
  static final class Faults {
    private record Armed(Fault fault, Selector selector, AtomicInteger remaining) {}

    private final List<Armed> armed = new CopyOnWriteArrayList<>();

    void add(Fault fault) {
      armed.add(
          new Armed(fault, Selector.parse(fault.selector()), new AtomicInteger(fault.times())));
    }

    /** Takes one play of the first armed fault that matches, or returns null. */
    @Nullable Fault take(@Nullable String operation, String method, String path) {
      for (Armed candidate : armed) {
        if (candidate.selector().matches(operation, method, path)
            && candidate.remaining().getAndUpdate(n -> n > 0 ? n - 1 : 0) > 0) {
          if (candidate.remaining().get() == 0) {
            armed.remove(candidate);
          }
          return candidate.fault();
        }
      }
      return null;
    }

    void clear() {
      armed.clear();
    }
  }

  private final Map<String, Workspace> workspacesByKey;
  private final AtomicInteger requestCount;
  private final RequestJournal journal;
  private final Faults faults;
  private final Set<HttpExchange> unanswered;
  private final Runnable onArrival;

  SandboxHandler(
      Map<String, Workspace> workspacesByKey,
      AtomicInteger requestCount,
      RequestJournal journal,
      Faults faults,
      Set<HttpExchange> unanswered,
      Runnable onArrival) {
    // Concurrent: keys rotate while calls are served.
    this.workspacesByKey = new ConcurrentHashMap<>(workspacesByKey);
    this.requestCount = requestCount;
    this.journal = journal;
    this.faults = faults;
    this.unanswered = unanswered;
    this.onArrival = onArrival;
  }

  @Override
  public void handle(HttpExchange exchange) throws IOException {
    onArrival.run();
    // Counted on arrival, so a client that has its response already sees its request in the count.
    requestCount.incrementAndGet();
    int sequence = journal.nextSequence();
    String requestId = "req_" + HexFormat.of().formatHex(randomBytes(12));
    boolean keepOpen = false;
    try {
      byte[] requestBody = readBody(exchange.getRequestBody());
      String method = exchange.getRequestMethod().toUpperCase(Locale.ROOT);
      String path = exchange.getRequestURI().getRawPath();
      Operation operation = Operation.route(path.split("/", -1));
      String operationName = operation == null ? null : operation.operationName;
      Fault fault = faults.take(operationName, method, path);
      if (fault != null && !fault.delay().isZero()) {
        Thread.sleep(fault.delay().toMillis());
      }
      Fault.Kind kind = fault == null ? null : fault.kind();
      if (kind == Fault.Kind.DROP_CONNECTION || kind == Fault.Kind.NO_RESPONSE) {
        record(exchange, sequence, operationName, requestBody, fault, null);
        // Closing before any response header makes the JDK server close the socket; an exchange
        // left open
        // is closed by reset() or close(), and holds no thread meanwhile.
        keepOpen = kind == Fault.Kind.NO_RESPONSE;
        if (keepOpen) {
          unanswered.add(exchange);
        }
        return;
      }
      Response response =
          fault != null && kind == Fault.Kind.STATUS
              ? faultResponse(fault)
              : answer(exchange, requestId, requestBody);
      Headers headers = exchange.getResponseHeaders();
      headers.set("Content-Type", "application/json");
      headers.set("X-Request-Id", requestId);
      response.headers().forEach(headers::set);
      record(exchange, sequence, operationName, requestBody, fault, response);
      send(exchange, response, kind == Fault.Kind.TRUNCATED_BODY);
    } catch (InterruptedException e) {
      // The sandbox is closing while a delay runs: drop the exchange.
      Thread.currentThread().interrupt();
    } finally {
      if (!keepOpen) {
        exchange.close();
      }
    }
  }

  /** Runs the operation and renders its outcome, errors included, as the API would. */
  private Response answer(HttpExchange exchange, String requestId, byte[] requestBody) {
    try {
      Reply reply = dispatch(exchange, requestBody);
      return new Response(reply.status(), Wire.write(reply.body()), reply.body(), Map.of());
    } catch (ApiException e) {
      JsonTree.Obj body = Wire.error(e.type(), e.getMessage());
      Map<String, String> headers = new HashMap<>();
      if (e.allow() != null) {
        headers.put("Allow", e.allow());
      }
      if (e.status() == 401) {
        headers.put("WWW-Authenticate", "Bearer realm=\"sandbox\"");
      }
      return new Response(e.status(), Wire.write(body), body, headers);
    } catch (RuntimeException e) {
      // A sandbox bug must still answer in the documented envelope, or client tests hang on odd
      // failures.
      LOG.log(Level.WARNING, "sandbox request " + requestId + " failed", e);
      JsonTree.Obj body =
          Wire.error("internal_error", "the sandbox failed to handle this request (" + e + ")");
      return new Response(500, Wire.write(body), body, Map.of());
    }
  }

  private static Response faultResponse(Fault fault) {
    if (fault.body() != null) {
      byte[] bytes = fault.body().getBytes(StandardCharsets.UTF_8);
      return new Response(fault.status(), bytes, Wire.tryParse(bytes), fault.headers());
    }
    String type;
    switch (fault.status()) {
      case 429:
        type = "rate_limit_error";
        break;
      case 503:
        type = "service_unavailable";
        break;
      default:
        type = fault.status() >= 500 ? "internal_error" : "invalid_request";
        break;
    }
    JsonTree.Obj body = Wire.error(type, "injected fault: " + fault);
    return new Response(fault.status(), Wire.write(body), body, fault.headers());
  }

  private void record(
      HttpExchange exchange,
      int sequence,
      @Nullable String operation,
      byte[] requestBody,
      @Nullable Fault fault,
      @Nullable Response response) {
    Map<String, List<String>> headers = new HashMap<>();
    exchange
        .getRequestHeaders()
        .forEach(
            (name, values) -> {
              String lower = name.toLowerCase(Locale.ROOT);
              headers.put(
                  lower,
                  lower.equals("authorization")
                      ? values.stream().map(SandboxHandler::mask).toList()
                      : values);
            });
    Workspace workspace = lookUp(exchange.getRequestHeaders());
    String rawQuery = exchange.getRequestURI().getRawQuery();
    Map<String, String> query;
    try {
      query = query(rawQuery);
    } catch (ApiException e) {
      query = Map.of();
    }
    Map<String, List<String>> responseHeaders = new HashMap<>();
    if (response != null) {
      exchange.getResponseHeaders().forEach(responseHeaders::put);
    }
    journal.add(
        new RecordedRequest(
            sequence,
            operation,
            exchange.getRequestMethod().toUpperCase(Locale.ROOT),
            exchange.getRequestURI().getRawPath(),
            rawQuery,
            query,
            headers,
            new String(requestBody, StandardCharsets.UTF_8),
            Wire.tryParse(requestBody),
            workspace == null ? null : workspace.name(),
            fault,
            response == null ? 0 : response.status(),
            response == null ? null : response.json(),
            responseHeaders));
  }

  /** Keeps the scheme so a journal still shows how the key was sent, never the key. */
  private static String mask(String authorization) {
    String trimmed = authorization.trim();
    int space = trimmed.indexOf(' ');
    return space < 0 ? MASKED : trimmed.substring(0, space) + " " + MASKED;
  }

  private Reply dispatch(HttpExchange exchange, byte[] body) {
    String method = exchange.getRequestMethod().toUpperCase(Locale.ROOT);
    String path = exchange.getRequestURI().getRawPath();
    String[] segments = path.split("/", -1);
    String id = segments.length == 4 ? segments[3] : null;
    Operation route = Operation.route(segments);
    if (route == null) {
      throw ApiException.notFound("no such endpoint: " + path);
    }
    if (!route.method.equals(method)) {
      throw ApiException.methodNotAllowed(method, path, route.method);
    }
    Workspace workspace = authenticate(exchange.getRequestHeaders());
    switch (route) {
      case LIST_PRODUCTS:
        return new Reply(
            200, listProducts(workspace, query(exchange.getRequestURI().getRawQuery())));
      case GET_PRODUCT:
        {
          String productId = pathUuid(id, "product");
          Catalog.Product product = workspace.catalog().find(productId);
          if (product == null) {
            throw ApiException.notFound("no product with id " + productId + " in this workspace");
          }
          return new Reply(200, product.json());
        }
      case CREATE_CUSTOMER:
        return new Reply(201, workspace.createCustomer(Wire.parseObject(body)).toJson());
      case UPDATE_CUSTOMER:
        {
          String customerId = pathUuid(id, "customer");
          return new Reply(
              200, workspace.updateCustomer(customerId, Wire.parseObject(body)).toJson());
        }
      case CREATE_ORDER:
        return new Reply(201, workspace.createOrder(Wire.parseObject(body)));
      case GET_ORDER:
        return new Reply(200, workspace.findOrder(pathUuid(id, "order")));
      default:
        throw new IllegalStateException("unrouted " + route);
    }
  }

  /**
   * Lets another key select the workspace an existing key selects.
   *
   * @param existing a key that selects a workspace
   * @param newKey the second key
   */
  void issue(String existing, String newKey) {
    workspacesByKey.put(newKey, workspacesByKey.get(existing));
  }

  /**
   * Stops a key from selecting its workspace: requests with it get 401 from now on.
   *
   * @param key the key
   */
  void revoke(String key) {
    workspacesByKey.remove(key);
  }

  /**
   * Puts back the keys the sandbox started with.
   *
   * @param original each starting key and its workspace
   */
  void restoreKeys(Map<String, Workspace> original) {
    workspacesByKey.putAll(original);
    workspacesByKey.keySet().retainAll(original.keySet());
  }

  /** The workspace a well-formed Authorization header selects, or null. */
  private @Nullable Workspace lookUp(Headers headers) {
    String value = headers.getFirst("Authorization");
    if (value == null) {
      return null;
    }
    String[] parts = value.trim().split("\\s+");
    return parts.length == 2 && parts[0].equalsIgnoreCase("Bearer")
        ? workspacesByKey.get(parts[1])
        : null;
  }

  private Workspace authenticate(Headers headers) {
    String value = headers.getFirst("Authorization");
    if (value == null || value.isBlank()) {
      throw ApiException.authentication(
          "missing Authorization header; send 'Authorization: Bearer <api key>'");
    }
    String[] parts = value.trim().split("\\s+");
    // The scheme is case-insensitive (RFC 9110); the key itself is not.
    if (parts.length != 2 || !parts[0].equalsIgnoreCase("Bearer")) {
      throw ApiException.authentication(
          "malformed Authorization header; expected 'Bearer <api key>'");
    }
    Workspace workspace = workspacesByKey.get(parts[1]);
    if (workspace == null) {
      // The key is not echoed: error messages end up in logs.
      throw ApiException.authentication("unknown API key");
    }
    return workspace;
  }

  private static JsonTree.Obj listProducts(Workspace workspace, Map<String, String> query) {
    int page =
        intParam(query, "page", DEFAULT_PAGE, 1, Integer.MAX_VALUE, "page must be an integer >= 1");
    int limit =
        intParam(
            query,
            "limit",
            DEFAULT_LIMIT,
            1,
            MAX_LIMIT,
            "limit must be an integer between 1 and " + MAX_LIMIT + " inclusive");
    String sortBy = query.getOrDefault("sort_by", DEFAULT_SORT_BY);
    if (!Catalog.SORT_KEYS.contains(sortBy)) {
      throw ApiException.invalidRequest(
          "sort_by must be one of "
              + String.join(", ", Catalog.SORT_KEYS)
              + ", got '"
              + sortBy
              + "'");
    }
    String sortOrder = query.getOrDefault("sort_order", DEFAULT_SORT_ORDER);
    if (!sortOrder.equals("asc") && !sortOrder.equals("desc")) {
      throw ApiException.invalidRequest(
          "sort_order must be one of asc, desc, got '" + sortOrder + "'");
    }

    List<Catalog.Product> sorted = workspace.catalog().sorted(sortBy, sortOrder.equals("desc"));
    int total = sorted.size();
    int totalPages = (total + limit - 1) / limit;
    // long: page * limit can exceed int for a far-away page, which is simply past the end.
    long from = (long) (page - 1) * limit;
    JsonTree.Arr items = new JsonTree.Arr();
    for (long i = from; i < Math.min(total, from + limit); i++) {
      items.add(sorted.get((int) i).json());
    }
    JsonTree.Obj envelope = new JsonTree.Obj();
    envelope.put("page", page);
    envelope.put("size", limit);
    envelope.put("total", total);
    envelope.put("total_pages", totalPages);
    envelope.put("has_next_page", page < totalPages);
    envelope.put("has_previous_page", page > 1);
    envelope.set("items", items);
    return envelope;
  }

  private static int intParam(
      Map<String, String> query, String name, int fallback, int min, int max, String rule) {
    String raw = query.get(name);
    if (raw == null) {
      return fallback;
    }
    long value;
    try {
      if (!raw.matches("[+-]?\\d{1,18}")) {
        throw new NumberFormatException(raw);
      }
      value = Long.parseLong(raw);
    } catch (NumberFormatException e) {
      throw ApiException.invalidRequest(rule + ", got '" + raw + "'");
    }
    if (value < min || value > max) {
      throw ApiException.invalidRequest(rule + ", got " + value);
    }
    return (int) value;
  }

  private static String pathUuid(@Nullable String raw, String what) {
    if (raw == null || !Wire.isUuid(raw)) {
      throw ApiException.invalidRequest(
          "id must be a UUID (8-4-4-4-12 hex digits) for a " + what + ", got '" + raw + "'");
    }
    return Wire.canonicalUuid(raw);
  }

  /** Query parameters; the first occurrence of a repeated name wins. */
  private static Map<String, String> query(String rawQuery) {
    Map<String, String> params = new HashMap<>();
    if (rawQuery == null || rawQuery.isEmpty()) {
      return params;
    }
    for (String pair : rawQuery.split("&")) {
      if (pair.isEmpty()) {
        continue;
      }
      int eq = pair.indexOf('=');
      String name = eq < 0 ? pair : pair.substring(0, eq);
      String value = eq < 0 ? "" : pair.substring(eq + 1);
      try {
        params.putIfAbsent(
            URLDecoder.decode(name, StandardCharsets.UTF_8),
            URLDecoder.decode(value, StandardCharsets.UTF_8));
      } catch (IllegalArgumentException e) {
        throw ApiException.invalidRequest(
            "query parameter '" + name + "' is not valid percent-encoding");
      }
    }
    return params;
  }

  private static byte[] readBody(InputStream in) throws IOException {
    // Always drained, even when unused, so the connection can be reused for the next request.
    try (in) {
      return in.readAllBytes();
    }
  }

  private static void send(HttpExchange exchange, Response response, boolean truncate)
      throws IOException {
    byte[] bytes = response.bytes();
    if (exchange.getRequestMethod().equalsIgnoreCase("HEAD")) {
      // A HEAD response carries headers only; the JDK server rejects a body for it.
      exchange.sendResponseHeaders(response.status(), -1);
      return;
    }
    exchange.sendResponseHeaders(response.status(), bytes.length);
    OutputStream out = exchange.getResponseBody();
    if (truncate) {
      // Fewer bytes than announced: closing the exchange then makes the JDK server close the
      // socket.
      out.write(bytes, 0, bytes.length / 2);
      out.flush();
      return;
    }
    try (out) {
      out.write(bytes);
    }
  }

  private static byte[] randomBytes(int count) {
    byte[] bytes = new byte[count];
    ThreadLocalRandom.current().nextBytes(bytes);
    return bytes;
  }
}
