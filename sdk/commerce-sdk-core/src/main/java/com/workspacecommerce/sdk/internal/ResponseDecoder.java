package com.workspacecommerce.sdk.internal;

import com.workspacecommerce.sdk.errors.CommerceDecodingException;

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
  <T> T decode(OutgoingRequest request, RawResponse response, Endpoint endpoint) {
    @SuppressWarnings("unchecked") // the endpoint's type is the operation's
    JsonType<T> type = (JsonType<T>) endpoint.type();
    String problem;
    Throwable cause;
    try {
      T value = response.body().length == 0 ? null : json.read(response.body(), type);
      if (value != null) {
        return value;
      }
      problem = "the body is empty or JSON null";
      cause = null;
    } catch (JsonReadException e) {
      problem = String.valueOf(e.getMessage());
      cause = e.getCause();
    } catch (RuntimeException e) {
      problem = e.toString();
      cause = e;
    } catch (StackOverflowError e) {
      problem = "the body is nested too deeply";
      cause = null; // a StackOverflowError's trace is huge and says nothing more
    }
    String snippet = redactor.quote(response.body(), SNIPPET_CHARS);
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
}
