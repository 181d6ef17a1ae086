package com.workspacecommerce.sdk.testing;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.temporal.ChronoUnit;
import java.util.Locale;
import java.util.regex.Pattern;

/** Wire-format helpers shared by the sandbox: JSON, timestamps and identifiers. */
final class Wire {

    /** Shared and thread-safe once configured; the sandbox only uses the tree model. */
    static final ObjectMapper MAPPER = new ObjectMapper()
            // A body with two JSON values or a duplicated key is ambiguous; refuse it rather than guess.
            .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
            .enable(JsonParser.Feature.STRICT_DUPLICATE_DETECTION);

    static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    // Fixed millisecond precision so every timestamp has the same shape (Instant.toString drops zero fractions).
    private static final DateTimeFormatter TIMESTAMP =
            DateTimeFormatter.ofPattern("uuuu-MM-dd'T'HH:mm:ss.SSS'Z'", Locale.ROOT).withZone(ZoneOffset.UTC);

    private static final Pattern UUID_TEXT =
            Pattern.compile("[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}");

    private Wire() {
    }

    static String timestamp(Instant instant) {
        return TIMESTAMP.format(instant);
    }

    /** The current time at the precision the wire carries, so stored and rendered values compare equal. */
    static Instant now() {
        return Instant.now().truncatedTo(ChronoUnit.MILLIS);
    }

    /**
     * Whether {@code text} is an 8-4-4-4-12 hex UUID. Stricter than {@link java.util.UUID#fromString}, which also
     * accepts short groups such as {@code 1-2-3-4-5}.
     */
    static boolean isUuid(String text) {
        return text != null && UUID_TEXT.matcher(text).matches();
    }

    /** Lookup key of a validated UUID: ids are stored in lowercase, upper-case hex is accepted on input. */
    static String canonicalUuid(String text) {
        return text.toLowerCase(Locale.ROOT);
    }

    /** Parses a request body that must be one JSON object. */
    static ObjectNode parseObject(byte[] body) {
        if (body.length == 0) {
            throw ApiException.invalidRequest("request body is empty; expected a JSON object");
        }
        JsonNode node;
        try {
            node = MAPPER.readTree(body);
        } catch (JsonProcessingException e) {
            throw ApiException.invalidRequest("request body is not valid JSON: " + e.getOriginalMessage());
        } catch (IOException e) {
            throw ApiException.invalidRequest("request body could not be read: " + e.getMessage());
        }
        if (node == null || node.isMissingNode()) {
            throw ApiException.invalidRequest("request body is empty; expected a JSON object");
        }
        if (!node.isObject()) {
            throw ApiException.invalidRequest("request body must be a JSON object, got " + describe(node));
        }
        return (ObjectNode) node;
    }

    static byte[] write(JsonNode node) {
        try {
            return MAPPER.writeValueAsBytes(node);
        } catch (JsonProcessingException e) {
            // Only trees the sandbox built itself are written, so this cannot happen short of a bug.
            throw new IllegalStateException("could not serialise a response", e);
        }
    }

    /** A short name of a JSON value's kind, used in validation messages. */
    static String describe(JsonNode node) {
        switch (node.getNodeType()) {
            case ARRAY:
                return "an array";
            case OBJECT:
                return "an object";
            case STRING:
                return "a string";
            case NUMBER:
                return "a number";
            case BOOLEAN:
                return "a boolean";
            case NULL:
                return "null";
            default:
                return node.getNodeType().name().toLowerCase(Locale.ROOT);
        }
    }

    static ObjectNode error(String type, String message) {
        ObjectNode body = NODES.objectNode();
        body.putObject("error").put("type", type).put("message", message);
        return body;
    }
}
