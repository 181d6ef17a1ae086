package com.workspacecommerce.sdk.internal.spi;

import java.io.IOException;
import java.io.InputStream;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/**
 * The SDK's one seam to a JSON library: everything the call path needs from JSON, named without the
 * library's types. Each implementation is built once per JVM, is thread-safe, and is found through
 * its {@link JsonCodecProvider} by name ({@code jackson2}, {@code jackson3}); only the
 * implementation's own classes name a Jackson databind or core type. Internal: not part of the
 * public API.
 */
public interface JsonCodec {
  /**
   * @return the codec's name, as the system property {@code commerce.sdk.json} takes it
   */
  public String name();

  /**
   * Writes a request body.
   *
   * @param body the params object, or a map of field names to values (written in its order, nulls
   *     written as JSON null)
   * @return the UTF-8 JSON bytes
   * @throws IllegalArgumentException when the body cannot be written as JSON; the message starts
   *     with {@code params could not be serialized to JSON: }
   */
  public byte[] write(Object body);

  /**
   * Reads a non-empty response body.
   *
   * @param body the body, not empty
   * @param type what it holds
   * @param <T> the decoded type
   * @return the value, or null when the body is JSON null
   * @throws JsonReadException when the body is not JSON, breaks a parser limit, or does not fit the
   *     type (its message is the problem as a decoding error quotes it)
   */
  public <T> @Nullable T read(byte[] body, JsonType<T> type) throws JsonReadException;

  /**
   * Reads a non-empty response body as it arrives, leaving the stream open; what follows the value
   * is not read.
   *
   * @param body the body, not empty
   * @param type what it holds
   * @param <T> the decoded type
   * @return the value, or null when the body is JSON null
   * @throws JsonReadException as {@link #read(byte[], JsonType)}, in the same words
   * @throws IOException what reading the stream threw (the body broke off, broke a limit, or the
   *     attempt ended), as it was thrown, however the library wrapped it
   */
  public <T> @Nullable T read(InputStream body, JsonType<T> type)
      throws JsonReadException, IOException;

  /**
   * Finds the stream's own failure in what a JSON library threw: the first cause that is an {@link
   * IOException} and not one of the library's exceptions.
   *
   * @param thrown what the library threw
   * @param library the library's exception type
   * @return the stream's failure, or null when the library failed on its own
   */
  public static @Nullable IOException streamFailure(Throwable thrown, Class<?> library) {
    for (Throwable t = thrown; t != null; t = t.getCause()) {
      if (t instanceof IOException && !library.isInstance(t)) {
        return (IOException) t;
      }
    }
    return null;
  }

  /**
   * Reads a body that may be a JSON object into plain Java values: objects as maps (in the body's
   * order), arrays as lists, strings, numbers, booleans and nulls. Used for error bodies, whose
   * shape the spec does not define; what to look for in them is decided above this seam ({@code
   * ServerMessage}, above this seam), the same for every codec.
   *
   * @param body the body
   * @return the object, or null when the body is not a JSON object (not JSON, empty, an array, a
   *     string)
   */
  public @Nullable Map<String, @Nullable Object> readObject(byte[] body);
}
