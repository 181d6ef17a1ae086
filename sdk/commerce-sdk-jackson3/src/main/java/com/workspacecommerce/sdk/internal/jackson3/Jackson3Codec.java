package com.workspacecommerce.sdk.internal.jackson3;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.workspacecommerce.sdk.internal.spi.JsonCodec;
import com.workspacecommerce.sdk.internal.spi.JsonReadException;
import com.workspacecommerce.sdk.internal.spi.JsonShape;
import com.workspacecommerce.sdk.internal.spi.JsonType;
import java.io.IOException;
import java.io.InputStream;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.jspecify.annotations.Nullable;
import tools.jackson.core.JacksonException;
import tools.jackson.core.StreamReadConstraints;
import tools.jackson.core.StreamWriteConstraints;
import tools.jackson.core.json.JsonFactory;
import tools.jackson.core.type.TypeReference;
import tools.jackson.databind.DeserializationFeature;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.ObjectMapper;
import tools.jackson.databind.ObjectReader;
import tools.jackson.databind.ObjectWriter;
import tools.jackson.databind.cfg.DateTimeFeature;
import tools.jackson.databind.json.JsonMapper;

/**
 * The Jackson 3 codec ({@code jackson3}, {@code tools.jackson.core:jackson-databind}, java.time
 * built in). Loaded only when chosen: nothing else in the SDK names this class but {@link
 * Jackson3CodecProvider#codec()}.
 *
 * <p>Jackson 3 is set up to write and read exactly what the jackson2 codec does: Jackson 2's
 * defaults where Jackson 3 changed them (forward slashes not escaped, surrogate pairs escaped,
 * properties in declaration order, enums by name, null for a primitive and trailing tokens
 * accepted), then the SDK's own settings: the same parser limits, unknown fields tolerated (the
 * models keep them through {@code @JsonAnySetter}), wire offsets of date-times kept, no float read
 * as an integer, dates as text, nulls written, and the params written through their map as with
 * Jackson 2. The models' annotations are {@code com.fasterxml.jackson.annotation}, which both lines
 * read. Internal: not part of the public API.
 */
public final class Jackson3Codec implements JsonCodec {
  /** The one instance: its mapper is built on first use, once per JVM. */
  public static final Jackson3Codec INSTANCE = new Jackson3Codec();

  private static final TypeReference<Map<String, @Nullable Object>> OBJECT =
      new TypeReference<>() {};

  private final ObjectMapper mapper;
  private final ObjectWriter writer;

  /** One reader per type, bound on first use; a type is an endpoint's constant. */
  private final Map<JsonType<?>, ObjectReader> readers = new ConcurrentHashMap<>();

  private Jackson3Codec() {
    // The same parser limits as Jackson 2's; nothing here loads a Jackson 2 class.
    StreamReadConstraints constraints =
        StreamReadConstraints.builder()
            .maxNestingDepth(JsonShape.MAX_NESTING_DEPTH)
            .maxNumberLength(JsonShape.MAX_NUMBER_LENGTH)
            .maxNameLength(JsonShape.MAX_NAME_LENGTH)
            .maxStringLength(JsonShape.MAX_STRING_LENGTH)
            .build();
    JsonFactory factory =
        JsonFactory.builder()
            .configureForJackson2()
            .streamReadConstraints(constraints)
            .streamWriteConstraints(
                StreamWriteConstraints.builder()
                    .maxNestingDepth(JsonShape.MAX_WRITE_NESTING_DEPTH)
                    .build())
            .build();
    mapper =
        JsonMapper.builder(factory)
            .configureForJackson2()
            .addMixIn(JsonShape.bodyParams(), JsonShape.ParamsAsValue.class)
            .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            .disable(DateTimeFeature.ADJUST_DATES_TO_CONTEXT_TIME_ZONE)
            .disable(DeserializationFeature.ACCEPT_FLOAT_AS_INT)
            .disable(DateTimeFeature.WRITE_DATES_AS_TIMESTAMPS)
            .changeDefaultPropertyInclusion(
                in ->
                    JsonInclude.Value.construct(
                        JsonInclude.Include.ALWAYS, JsonInclude.Include.ALWAYS))
            .build();
    writer = mapper.writer();
  }

  @Override
  public String name() {
    return Jackson3CodecProvider.NAME;
  }

  @Override
  public byte[] write(Object body) {
    try {
      return writer.writeValueAsBytes(body);
    } catch (JacksonException e) {
      throw new IllegalArgumentException(
          "params could not be serialized to JSON: " + e.getOriginalMessage(), e);
    }
  }

  @Override
  public <T> @Nullable T read(byte[] body, JsonType<T> type) throws JsonReadException {
    try {
      return reader(type).readValue(body);
    } catch (JacksonException e) {
      throw failure(e);
    }
  }

  @Override
  public <T> @Nullable T read(InputStream body, JsonType<T> type)
      throws JsonReadException, IOException {
    try {
      return reader(type).readValue(body);
    } catch (JacksonException e) {
      // Jackson 3 wraps what the stream threw (JacksonIOException), sometimes with a path.
      IOException stream = JsonCodec.streamFailure(e, JacksonException.class);
      if (stream != null) {
        throw stream;
      }
      throw failure(e);
    }
  }

  /** The same words for a failure, whether the bytes came as an array or a stream. */
  private static JsonReadException failure(JacksonException e) {
    // Jackson 2 wraps a parser failure inside a property's value (a parser limit broken in an
    // unknown field) in a JsonMappingException with its path, and leaves the others without one;
    // Jackson 3 adds the path to the parser's own exception in the first case only. So the path of
    // any Jackson 3 exception gives the same text as Jackson 2.
    return new JsonReadException(
        JsonReadException.bindingProblem(e, String.valueOf(e.getOriginalMessage()), path(e)), e);
  }

  private ObjectReader reader(JsonType<?> type) {
    ObjectReader reader = readers.get(type);
    if (reader == null) {
      Class<?> item = type.item();
      reader =
          item == null
              ? mapper.readerFor(type.raw())
              : mapper.readerFor(mapper.getTypeFactory().constructParametricType(type.raw(), item));
      readers.putIfAbsent(type, reader);
    }
    return reader;
  }

  /** Where in the body the problem is, such as {@code items[2].quantity}. */
  private static String path(JacksonException e) {
    StringBuilder out = new StringBuilder();
    for (JacksonException.Reference ref : e.getPath()) {
      JsonReadException.appendStep(out, ref.getPropertyName(), ref.getIndex());
    }
    return out.toString();
  }

  @Override
  public @Nullable Map<String, @Nullable Object> readObject(byte[] body) {
    try {
      // Whitespace alone reads as a MissingNode, never null (as on Jackson 2).
      JsonNode root = mapper.readTree(body);
      return root.isObject() ? mapper.convertValue(root, OBJECT) : null;
    } catch (JacksonException e) {
      return null;
    }
  }
}
