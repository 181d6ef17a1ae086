package com.workspacecommerce.sdk.internal.jackson2;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.ObjectWriter;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;
import com.workspacecommerce.sdk.internal.spi.JsonCodec;
import com.workspacecommerce.sdk.internal.spi.JsonShape;
import java.io.IOException;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/**
 * The SDK's Jackson 2 configuration, built once per JVM: building an {@link ObjectMapper} is
 * costly, and mappers, readers and writers are thread-safe. Used through {@link Jackson2Codec} only
 * (and by tests); the jackson3 codec configures Jackson 3 to the same wire format. Internal: not
 * part of the public API.
 */
public final class Json {
  /** The parser limits of {@link JsonShape}, as Jackson 2 takes them. */
  public static final StreamReadConstraints CONSTRAINTS =
      StreamReadConstraints.builder()
          .maxNestingDepth(JsonShape.MAX_NESTING_DEPTH)
          .maxNumberLength(JsonShape.MAX_NUMBER_LENGTH)
          .maxNameLength(JsonShape.MAX_NAME_LENGTH)
          .maxStringLength(JsonShape.MAX_STRING_LENGTH)
          .build();

  /** The shared mapper: unknown fields tolerated, wire offsets of date-times kept. */
  public static final ObjectMapper MAPPER =
      JsonMapper.builder(JsonFactory.builder().streamReadConstraints(CONSTRAINTS).build())
          .addMixIn(JsonShape.bodyParams(), JsonShape.ParamsAsValue.class)
          .addModule(new JavaTimeModule())
          .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
          .disable(DeserializationFeature.ADJUST_DATES_TO_CONTEXT_TIME_ZONE)
          // 12.5 in a money field must fail loudly rather than become 12.
          .disable(DeserializationFeature.ACCEPT_FLOAT_AS_INT)
          .disable(SerializationFeature.WRITE_DATES_AS_TIMESTAMPS)
          .serializationInclusion(JsonInclude.Include.ALWAYS)
          .build();

  /** Writes request bodies. */
  public static final ObjectWriter WRITER = MAPPER.writer();

  private static final TypeReference<Map<String, @Nullable Object>> OBJECT =
      new TypeReference<>() {};

  private Json() {}

  /**
   * Returns a reader bound to a type; callers keep it in a constant so no per-call setup happens.
   *
   * @param type the type to read
   * @return the reader
   */
  public static ObjectReader readerFor(Class<?> type) {
    return MAPPER.readerFor(type);
  }

  /**
   * Reads a body that may be a JSON object into plain values, for {@link
   * JsonCodec#readObject(byte[])}.
   *
   * @param body the body
   * @return the object, or null when the body is not a JSON object
   */
  public static @Nullable Map<String, @Nullable Object> readObject(byte[] body) {
    try {
      // Whitespace alone reads as a MissingNode (Jackson 2.10 and later), never null.
      JsonNode root = MAPPER.readTree(body);
      return root.isObject() ? MAPPER.convertValue(root, OBJECT) : null;
    } catch (IOException e) {
      // Reading bytes in memory throws only JsonProcessingException (an IOException): not JSON.
      return null;
    }
  }
}
