package com.workspacecommerce.sdk.internal.jackson2;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.ObjectReader;
import com.workspacecommerce.sdk.internal.spi.JsonCodec;
import com.workspacecommerce.sdk.internal.spi.JsonReadException;
import com.workspacecommerce.sdk.internal.spi.JsonType;
import java.io.IOException;
import java.io.InputStream;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.jspecify.annotations.Nullable;

/**
 * The Jackson 2 codec ({@code jackson2}): the shared {@link Json} configuration, its parser limits
 * and its recycled buffers. Internal: not part of the public API.
 */
public final class Jackson2Codec implements JsonCodec {
  /** The one instance: its mapper is built once per JVM. */
  public static final Jackson2Codec INSTANCE = new Jackson2Codec();

  /** One reader per type, bound on first use; a type is an endpoint's constant. */
  private final Map<JsonType<?>, ObjectReader> readers = new ConcurrentHashMap<>();

  private Jackson2Codec() {}

  @Override
  public String name() {
    return Jackson2CodecProvider.NAME;
  }

  @Override
  public byte[] write(Object body) {
    try {
      return Json.WRITER.writeValueAsBytes(body);
    } catch (JsonProcessingException e) {
      throw new IllegalArgumentException(
          "params could not be serialized to JSON: " + e.getOriginalMessage(), e);
    }
  }

  @Override
  public <T> @Nullable T read(byte[] body, JsonType<T> type) throws JsonReadException {
    try {
      return reader(type).readValue(body);
    } catch (JsonProcessingException e) {
      throw failure(e);
    } catch (IOException e) {
      throw new JsonReadException(e.toString(), e);
    }
  }

  @Override
  public <T> @Nullable T read(InputStream body, JsonType<T> type)
      throws JsonReadException, IOException {
    try {
      return reader(type).readValue(body);
    } catch (JsonProcessingException e) {
      IOException stream = JsonCodec.streamFailure(e, JsonProcessingException.class);
      if (stream != null) {
        throw stream;
      }
      throw failure(e);
    }
  }

  /** The same words for a failure, whether the bytes came as an array or a stream. */
  private static JsonReadException failure(JsonProcessingException e) {
    if (e instanceof JsonMappingException) {
      JsonMappingException m = (JsonMappingException) e;
      return new JsonReadException(
          JsonReadException.bindingProblem(m, String.valueOf(m.getOriginalMessage()), path(m)), m);
    }
    return new JsonReadException(String.valueOf(e.getOriginalMessage()), e);
  }

  private ObjectReader reader(JsonType<?> type) {
    ObjectReader reader = readers.get(type);
    if (reader == null) {
      Class<?> item = type.item();
      reader =
          item == null
              ? Json.readerFor(type.raw())
              : Json.MAPPER.readerFor(
                  Json.MAPPER.getTypeFactory().constructParametricType(type.raw(), item));
      readers.putIfAbsent(type, reader);
    }
    return reader;
  }

  /** Where in the body the problem is, such as {@code items[2].quantity}. */
  private static String path(JsonMappingException e) {
    StringBuilder out = new StringBuilder();
    for (JsonMappingException.Reference ref : e.getPath()) {
      JsonReadException.appendStep(out, ref.getFieldName(), ref.getIndex());
    }
    return out.toString();
  }

  @Override
  public @Nullable Map<String, @Nullable Object> readObject(byte[] body) {
    return Json.readObject(body);
  }
}
