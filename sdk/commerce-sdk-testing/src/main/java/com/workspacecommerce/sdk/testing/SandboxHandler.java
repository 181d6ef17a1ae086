package com.workspacecommerce.sdk.testing;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
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
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * Routes every request of the sandbox. Checks run in a fixed order: path (404), method (405), API key (401), then the
 * operation's own validation (400/404/422). Path and method come first because they do not depend on the workspace.
 */
final class SandboxHandler implements HttpHandler {

    private static final Logger LOG = Logger.getLogger(SandboxHandler.class.getName());

    private static final int DEFAULT_PAGE = 1;
    private static final int DEFAULT_LIMIT = 20;
    private static final int MAX_LIMIT = 100;
    private static final String DEFAULT_SORT_BY = "createdAt";
    private static final String DEFAULT_SORT_ORDER = "desc";

    private enum Route {
        LIST_PRODUCTS("GET"), GET_PRODUCT("GET"), CREATE_CUSTOMER("POST"), UPDATE_CUSTOMER("PUT"),
        CREATE_ORDER("POST"), GET_ORDER("GET");

        final String method;

        Route(String method) {
            this.method = method;
        }
    }

    /** A successful response before it is written. */
    private record Reply(int status, ObjectNode body) {
    }

    private final Map<String, Workspace> workspacesByKey;
    private final AtomicInteger requestCount;

    SandboxHandler(Map<String, Workspace> workspacesByKey, AtomicInteger requestCount) {
        this.workspacesByKey = Map.copyOf(workspacesByKey);
        this.requestCount = requestCount;
    }

    @Override
    public void handle(HttpExchange exchange) throws IOException {
        // Counted on arrival, so a client that has its response already sees its request in the count.
        requestCount.incrementAndGet();
        String requestId = "req_" + HexFormat.of().formatHex(randomBytes(12));
        try {
            Reply reply;
            try {
                reply = dispatch(exchange);
            } catch (ApiException e) {
                send(exchange, requestId, e.status(), Wire.error(e.type(), e.getMessage()), e);
                return;
            } catch (RuntimeException e) {
                // A sandbox bug must still answer in the documented envelope, or client tests hang on odd failures.
                LOG.log(Level.WARNING, "sandbox request " + requestId + " failed", e);
                send(exchange, requestId, 500, Wire.error("internal_error",
                        "the sandbox failed to handle this request (" + e + ")"), null);
                return;
            }
            send(exchange, requestId, reply.status(), reply.body(), null);
        } finally {
            exchange.close();
        }
    }

    private Reply dispatch(HttpExchange exchange) throws IOException {
        String method = exchange.getRequestMethod().toUpperCase(Locale.ROOT);
        String path = exchange.getRequestURI().getRawPath();
        String[] segments = path.split("/", -1);
        String id = segments.length == 4 ? segments[3] : null;
        Route route = route(segments);
        if (route == null) {
            throw ApiException.notFound("no such endpoint: " + path);
        }
        if (!route.method.equals(method)) {
            throw ApiException.methodNotAllowed(method, path, route.method);
        }
        Workspace workspace = authenticate(exchange.getRequestHeaders());
        byte[] body = readBody(exchange.getRequestBody());
        switch (route) {
            case LIST_PRODUCTS:
                return new Reply(200, listProducts(workspace, query(exchange.getRequestURI().getRawQuery())));
            case GET_PRODUCT: {
                String productId = pathUuid(id, "product");
                Catalog.Product product = workspace.catalog().find(productId);
                if (product == null) {
                    throw ApiException.notFound("no product with id " + productId + " in this workspace");
                }
                return new Reply(200, product.json());
            }
            case CREATE_CUSTOMER:
                return new Reply(201, workspace.createCustomer(Wire.parseObject(body)).toJson());
            case UPDATE_CUSTOMER: {
                String customerId = pathUuid(id, "customer");
                return new Reply(200, workspace.updateCustomer(customerId, Wire.parseObject(body)).toJson());
            }
            case CREATE_ORDER:
                return new Reply(201, workspace.createOrder(Wire.parseObject(body)));
            case GET_ORDER:
                return new Reply(200, workspace.findOrder(pathUuid(id, "order")));
            default:
                throw new IllegalStateException("unrouted " + route);
        }
    }

    private static Route route(String[] segments) {
        // A raw path "/v1/products/x" splits into "", "v1", "products", "x"; empty segments match nothing.
        if (segments.length < 3 || segments.length > 4 || !segments[0].isEmpty() || !segments[1].equals("v1")) {
            return null;
        }
        boolean item = segments.length == 4;
        if (item && segments[3].isEmpty()) {
            return null;
        }
        switch (segments[2]) {
            case "products":
                return item ? Route.GET_PRODUCT : Route.LIST_PRODUCTS;
            case "customers":
                return item ? Route.UPDATE_CUSTOMER : Route.CREATE_CUSTOMER;
            case "orders":
                return item ? Route.GET_ORDER : Route.CREATE_ORDER;
            default:
                return null;
        }
    }

    private Workspace authenticate(Headers headers) {
        String value = headers.getFirst("Authorization");
        if (value == null || value.isBlank()) {
            throw ApiException.authentication("missing Authorization header; send 'Authorization: Bearer <api key>'");
        }
        String[] parts = value.trim().split("\\s+");
        // The scheme is case-insensitive (RFC 9110); the key itself is not.
        if (parts.length != 2 || !parts[0].equalsIgnoreCase("Bearer")) {
            throw ApiException.authentication("malformed Authorization header; expected 'Bearer <api key>'");
        }
        Workspace workspace = workspacesByKey.get(parts[1]);
        if (workspace == null) {
            // The key is not echoed: error messages end up in logs.
            throw ApiException.authentication("unknown API key");
        }
        return workspace;
    }

    private static ObjectNode listProducts(Workspace workspace, Map<String, String> query) {
        int page = intParam(query, "page", DEFAULT_PAGE, 1, Integer.MAX_VALUE,
                "page must be an integer >= 1");
        int limit = intParam(query, "limit", DEFAULT_LIMIT, 1, MAX_LIMIT,
                "limit must be an integer between 1 and " + MAX_LIMIT + " inclusive");
        String sortBy = query.getOrDefault("sort_by", DEFAULT_SORT_BY);
        if (!Catalog.SORT_KEYS.contains(sortBy)) {
            throw ApiException.invalidRequest("sort_by must be one of " + String.join(", ", Catalog.SORT_KEYS)
                    + ", got '" + sortBy + "'");
        }
        String sortOrder = query.getOrDefault("sort_order", DEFAULT_SORT_ORDER);
        if (!sortOrder.equals("asc") && !sortOrder.equals("desc")) {
            throw ApiException.invalidRequest("sort_order must be one of asc, desc, got '" + sortOrder + "'");
        }

        List<Catalog.Product> sorted = workspace.catalog().sorted(sortBy, sortOrder.equals("desc"));
        int total = sorted.size();
        int totalPages = (total + limit - 1) / limit;
        // long: page * limit can exceed int for a far-away page, which is simply past the end.
        long from = (long) (page - 1) * limit;
        ArrayNode items = Wire.NODES.arrayNode();
        for (long i = from; i < Math.min(total, from + limit); i++) {
            items.add(sorted.get((int) i).json());
        }
        ObjectNode envelope = Wire.NODES.objectNode();
        envelope.put("page", page);
        envelope.put("size", limit);
        envelope.put("total", total);
        envelope.put("total_pages", totalPages);
        envelope.put("has_next_page", page < totalPages);
        envelope.put("has_previous_page", page > 1);
        envelope.set("items", items);
        return envelope;
    }

    private static int intParam(Map<String, String> query, String name, int fallback, int min, int max,
                                String rule) {
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

    private static String pathUuid(String raw, String what) {
        if (!Wire.isUuid(raw)) {
            throw ApiException.invalidRequest("id must be a UUID (8-4-4-4-12 hex digits) for a " + what
                    + ", got '" + raw + "'");
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
                params.putIfAbsent(URLDecoder.decode(name, StandardCharsets.UTF_8),
                        URLDecoder.decode(value, StandardCharsets.UTF_8));
            } catch (IllegalArgumentException e) {
                throw ApiException.invalidRequest("query parameter '" + name + "' is not valid percent-encoding");
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

    private static void send(HttpExchange exchange, String requestId, int status, ObjectNode body, ApiException error)
            throws IOException {
        Headers headers = exchange.getResponseHeaders();
        headers.set("Content-Type", "application/json");
        headers.set("X-Request-Id", requestId);
        if (error != null && error.allow() != null) {
            headers.set("Allow", error.allow());
        }
        if (status == 401) {
            headers.set("WWW-Authenticate", "Bearer realm=\"sandbox\"");
        }
        byte[] bytes = Wire.write(body);
        if (exchange.getRequestMethod().equalsIgnoreCase("HEAD")) {
            // A HEAD response carries headers only; the JDK server rejects a body for it.
            exchange.sendResponseHeaders(status, -1);
            return;
        }
        exchange.sendResponseHeaders(status, bytes.length);
        try (OutputStream out = exchange.getResponseBody()) {
            out.write(bytes);
        }
    }

    private static byte[] randomBytes(int count) {
        byte[] bytes = new byte[count];
        ThreadLocalRandom.current().nextBytes(bytes);
        return bytes;
    }
}
