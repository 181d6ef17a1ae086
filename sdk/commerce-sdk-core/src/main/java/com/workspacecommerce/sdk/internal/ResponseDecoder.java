package com.workspacecommerce.sdk.internal;

import com.workspacecommerce.sdk.errors.CommerceDecodingException;
import com.workspacecommerce.sdk.internal.spi.JsonCodec;
import com.workspacecommerce.sdk.internal.spi.JsonReadException;
import com.workspacecommerce.sdk.internal.spi.JsonShape;
import com.workspacecommerce.sdk.internal.spi.JsonType;
import com.workspacecommerce.sdk.internal.spi.Redactor;
import org.jspecify.annotations.Nullable;

/**
 * Decodes a 2xx body into a record. Whatever the bytes, the only outcomes are a value or a {@link
 * CommerceDecodingException}: the codec's parser limits ({@link JsonShape}) stop deep nesting and
 * huge numbers, and anything a record's constructor or the codec throws is caught here and
 * described with the status, the request id and a redacted start of the body, in the same words
 * whichever codec read it. Internal: not part of the public API.
 */
final class ResponseDecoder {
  private static final int SNIPPET_CHARS = 200;

  private final Redactor redactor;
  private final JsonCodec json;

  /**
   * Creates the decoder with the codec the system property chooses (as a client built without
   * {@code json(String)}).
   *
   * @param redactor masks the key in what a message quotes from the body
   */
  ResponseDecoder(Redactor redactor) {
    this(redactor, JsonCodecs.fromProperty());
  }

  /**
   * Creates the decoder.
   *
   * @param redactor masks the key in what a message quotes from the body
   * @param json reads the bodies
   */
  ResponseDecoder(Redactor redactor, JsonCodec json) {
    this.redactor = redactor;
    this.json = json;
  }

  /**
   * Decodes the body.
   *
   * @param request the request, named in the message
   * @param response the 2xx response
   * @param endpoint says how to read the body and what it holds
   * @param <T> the decoded type
   * @return the value, never null
   * @throws CommerceDecodingException when the body is not what the endpoint returns
   */
  <T> T decode(OutgoingRequest request, AttemptResponse response, Endpoint endpoint) {
    @SuppressWarnings("unchecked") // the endpoint's type is the operation's
    JsonType<T> type = (JsonType<T>) endpoint.type();
    Decoded decoded = response.decoded();
    if (decoded == null) {
      byte[] body = response.body();
      decoded = attempt(() -> body.length == 0 ? null : json.read(body, type));
    }
    if (decoded.value() != null) {
      @SuppressWarnings("unchecked") // read as the endpoint's type
      T value = (T) decoded.value();
      return value;
    }
    String problem = decoded.problem();
    Throwable cause = decoded.cause();
    String snippet = redactor.quote(response.body(), response.bodyCut(), SNIPPET_CHARS);
    String requestId = redactor.quote(response.requestId(), SNIPPET_CHARS);
    String message =
        "Could not decode "
            + endpoint.resource()
            + " from HTTP "
            + response.status()
            + " on "
            + request.describe()
            + ": "
            + redactor.quote(problem, 500)
            + (requestId == null ? "" : " [request id " + requestId + "]")
            + "; body starts: "
            + snippet;
    throw new CommerceDecodingException(
        message, response.status(), snippet, requestId, response.headers().toMultimap(), cause);
  }

  /**
   * What reading a 2xx body gave: a value, or the problem in the words a decoding error uses.
   *
   * @param value the value, or null when the body is empty, JSON null or could not be read
   * @param problem why there is no value; empty when there is one
   * @param cause the codec's or the record's exception, or null
   */
  record Decoded(@Nullable Object value, String problem, @Nullable Throwable cause) {}

  /**
   * Reads a body: from bytes, or as it arrives.
   *
   * @param <X> what reading the bytes may throw: nothing for an array
   */
  interface BodyRead<X extends Exception> {
    @Nullable Object read() throws JsonReadException, X;
  }

  /**
   * Reads a body, turning whatever the codec or a record's constructor throws into a problem. An
   * exception from reading the bytes (the body broke off, broke a limit or timed out) is not the
   * body's fault and propagates.
   *
   * @param read reads the body
   * @return the value or the problem
   * @param <X> what reading the bytes may throw
   * @throws X when reading the bytes failed
   */
  static <X extends Exception> Decoded attempt(BodyRead<X> read) throws X {
    try {
      Object value = read.read();
      return value != null
          ? new Decoded(value, "", null)
          : new Decoded(null, "the body is empty or JSON null", null);
    } catch (JsonReadException e) {
      return new Decoded(null, String.valueOf(e.getMessage()), e.getCause());
    } catch (RuntimeException e) {
      return new Decoded(null, e.toString(), e);
    } catch (StackOverflowError e) {
      // A StackOverflowError's trace is huge and says nothing more.
      return new Decoded(null, "the body is nested too deeply", null);
    }
  }
}
