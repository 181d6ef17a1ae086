package com.workspacecommerce.sdk.internal;

import com.workspacecommerce.sdk.errors.CommerceApiException;
import com.workspacecommerce.sdk.internal.spi.JsonCodec;
import com.workspacecommerce.sdk.internal.spi.Redactor;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/**
 * Finds the server's own message in an error body, for the exception's message. The spec defines no
 * error shape, so this is best effort, and it is the same whichever JSON codec reads the body: the
 * codec only turns the body into plain values ({@link JsonCodec#readObject}).
 */
final class ServerMessage {
  private ServerMessage() {}

  /**
   * The first non-blank string of {@code error.message}, {@code message}, {@code error} and {@code
   * detail}.
   *
   * @param json the codec that reads the body
   * @param body the error body
   * @return the message, or null when the body is not a JSON object, has none, or may have been cut
   *     short (see {@link #mayHoldMessage})
   */
  static @Nullable String find(JsonCodec json, byte[] body) {
    if (!mayHoldMessage(body)) {
      return null;
    }
    Map<String, @Nullable Object> root = json.readObject(body);
    if (root == null) {
      return null;
    }
    Object error = root.get("error");
    if (error instanceof Map<?, ?> nested) {
      String message = text(nested.get("message"));
      if (message != null) {
        return message;
      }
    }
    String found = text(root.get("message"));
    if (found == null) {
      found = text(error);
    }
    if (found == null) {
      found = text(root.get("detail"));
    }
    return found;
  }

  /**
   * Tells whether an error body is worth parsing: not empty, and shorter than the transport's read
   * cap for error bodies, since one that long may have been cut short and is no whole JSON.
   *
   * @param body the error body
   * @return true when it may hold a message
   */
  static boolean mayHoldMessage(byte[] body) {
    return body.length != 0
        && body.length < (long) CommerceApiException.MAX_BODY_CHARS + Redactor.SLACK;
  }

  private static @Nullable String text(@Nullable Object value) {
    return value instanceof String text && !text.isBlank() ? text : null;
  }
}
