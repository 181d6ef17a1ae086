package com.workspacecommerce.sdk.internal;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.ObjectReader;
import com.workspacecommerce.sdk.errors.CommerceDecodingException;
import java.io.IOException;
import org.jspecify.annotations.Nullable;

/**
 * Decodes a 2xx body into a record. Whatever the bytes, the only outcomes are a value or a {@link
 * CommerceDecodingException}: parser limits ({@link Json}) stop deep nesting and huge numbers, and
 * anything a record's constructor or Jackson throws is caught here and described with the status,
 * the request id and a redacted start of the body. Internal: not part of the public API.
 */
final class ResponseDecoder {
  private static final int SNIPPET_CHARS = 200;

  private final Redactor redactor;

  /**
   * Creates the decoder.
   *
   * @param redactor masks the key in what a message quotes from the body
   */
  ResponseDecoder(Redactor redactor) {
    this.redactor = redactor;
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
    ObjectReader reader = endpoint.reader();
    String problem;
    Throwable cause;
    try {
      T value = response.body().length == 0 ? null : reader.readValue(response.body());
      if (value != null) {
        return value;
      }
      problem = "the body is empty or JSON null";
      cause = null;
    } catch (JsonMappingException e) {
      MissingFieldException missing = findMissingField(e);
      problem = (missing != null ? missing.getMessage() : e.getOriginalMessage()) + path(e);
      cause = e;
    } catch (JsonProcessingException e) {
      problem = e.getOriginalMessage();
      cause = e;
    } catch (IOException | RuntimeException e) {
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

  private static @Nullable MissingFieldException findMissingField(Throwable e) {
    for (Throwable t = e; t != null; t = t.getCause()) {
      if (t instanceof MissingFieldException) {
        return (MissingFieldException) t;
      }
    }
    return null;
  }

  /** Where in the body the problem is, such as {@code (at items[2].quantity)}. */
  private static String path(JsonMappingException e) {
    StringBuilder out = new StringBuilder();
    for (JsonMappingException.Reference ref : e.getPath()) {
      if (ref.getFieldName() != null) {
        out.append(out.length() == 0 ? "" : ".").append(ref.getFieldName());
      } else if (ref.getIndex() >= 0) {
        out.append('[').append(ref.getIndex()).append(']');
      }
    }
    return out.length() == 0 ? "" : " (at " + out + ")";
  }
}
