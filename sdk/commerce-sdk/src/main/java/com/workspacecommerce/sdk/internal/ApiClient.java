package com.workspacecommerce.sdk.internal;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.ObjectReader;
import com.workspacecommerce.sdk.RequestOptions;
import com.workspacecommerce.sdk.errors.CommerceDecodingException;
import com.workspacecommerce.sdk.errors.CommerceException;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.atomic.AtomicBoolean;
import okhttp3.Headers;
import okhttp3.HttpUrl;
import okhttp3.Request;

/**
 * Builds each request, sends it through the transport, and turns the response into a record or an
 * exception. One per client, immutable and thread-safe. Internal: not part of the public API.
 */
final class ApiClient {
  private static final int SNIPPET_CHARS = 200;

  private final HttpUrl baseUrl;
  private final Headers defaultHeaders;
  private final Transport transport;
  private final Failures failures;
  private final Redactor redactor;
  private final Clock clock;
  private final Duration defaultTimeout;
  private final int defaultMaxRetries;
  private final AtomicBoolean closed;

  /**
   * Creates the API client.
   *
   * @param baseUrl the base URL, path prefix included
   * @param defaultHeaders headers sent on every call (Authorization, Accept, User-Agent)
   * @param transport the assembled transport
   * @param failures builds exceptions
   * @param redactor masks the key
   * @param clock reads the time for {@code Retry-After} dates
   * @param defaultTimeout the call timeout per attempt
   * @param defaultMaxRetries the retries per call
   * @param closed set once the owning client is closed
   */
  public ApiClient(
      HttpUrl baseUrl,
      Headers defaultHeaders,
      Transport transport,
      Failures failures,
      Redactor redactor,
      Clock clock,
      Duration defaultTimeout,
      int defaultMaxRetries,
      AtomicBoolean closed) {
    this.baseUrl = baseUrl;
    this.defaultHeaders = defaultHeaders;
    this.transport = transport;
    this.failures = failures;
    this.redactor = redactor;
    this.clock = clock;
    this.defaultTimeout = defaultTimeout;
    this.defaultMaxRetries = defaultMaxRetries;
    this.closed = closed;
  }

  /**
   * Sends one call and decodes its 2xx body.
   *
   * @param method the HTTP method
   * @param path path segments below the base URL, each encoded as one segment
   * @param query query parameters in order (name, value, name, value...), or null
   * @param body the object to send as JSON, or null
   * @param reader reads the 2xx body
   * @param resource the resource name for decoding errors
   * @param options per-request options
   * @param <T> the result type
   * @return the decoded result
   * @throws CommerceException when the call fails
   */
  public <T> T execute(
      String method,
      String[] path,
      String[] query,
      Object body,
      ObjectReader reader,
      String resource,
      RequestOptions options) {
    if (closed.get()) {
      throw new IllegalStateException("CommerceClient is closed; build a new client to make calls");
    }
    OutgoingRequest request = request(method, path, query, body, options);
    RawResponse response;
    try {
      response = transport.send(request);
    } catch (IOException e) {
      throw failures.io(request, e, 1);
    }
    if (!response.isSuccessful()) {
      throw failures.api(request, response, RetryingTransport.retryAfter(response.headers(), clock));
    }
    return decode(request, response, reader, resource);
  }

  private OutgoingRequest request(
      String method, String[] path, String[] query, Object body, RequestOptions options) {
    HttpUrl.Builder url = baseUrl.newBuilder();
    for (String segment : path) {
      url.addPathSegment(segment);
    }
    if (query != null) {
      for (int i = 0; i < query.length; i += 2) {
        url.addQueryParameter(query[i], query[i + 1]);
      }
    }
    String idempotencyKey = options.idempotencyKey();
    boolean idempotent = !"POST".equals(method) || idempotencyKey != null;
    Request.Builder http = new Request.Builder().url(url.build()).headers(defaultHeaders);
    for (Map.Entry<String, String> h : options.headers().entrySet()) {
      http.header(h.getKey(), h.getValue());
    }
    if (idempotencyKey != null) {
      http.header("Idempotency-Key", idempotencyKey);
    }
    if (body != null) {
      byte[] bytes;
      try {
        bytes = Json.WRITER.writeValueAsBytes(body);
      } catch (JsonProcessingException e) {
        throw new IllegalArgumentException(
            "params could not be serialized to JSON: " + e.getOriginalMessage(), e);
      }
      http.method(method, new JsonRequestBody(bytes, !idempotent));
    } else {
      http.method(method, null);
    }
    Duration timeout = options.timeout() != null ? options.timeout() : defaultTimeout;
    int maxRetries = options.maxRetries() != null ? options.maxRetries() : defaultMaxRetries;
    return new OutgoingRequest(http.build(), timeout, maxRetries, idempotent);
  }

  private <T> T decode(
      OutgoingRequest request, RawResponse response, ObjectReader reader, String resource) {
    String problem;
    Exception cause;
    try {
      T value = reader.readValue(response.body());
      if (value != null) {
        return value;
      }
      problem = "the body is empty or JSON null";
      cause = null;
    } catch (JsonMappingException e) {
      MissingFieldException missing = findMissingField(e);
      String at = path(e);
      problem = (missing != null ? missing.getMessage() : e.getOriginalMessage()) + at;
      cause = e;
    } catch (IOException e) {
      problem = e instanceof JsonProcessingException
          ? ((JsonProcessingException) e).getOriginalMessage()
          : e.toString();
      cause = e;
    }
    String snippet = snippet(response.body());
    String message =
        "Could not decode "
            + resource
            + " from HTTP "
            + response.status()
            + " on "
            + request.describe()
            + ": "
            + redactor.redact(problem)
            + "; body starts: "
            + snippet;
    throw new CommerceDecodingException(message, response.status(), snippet, cause);
  }

  private static MissingFieldException findMissingField(Throwable e) {
    for (Throwable t = e; t != null; t = t.getCause()) {
      if (t instanceof MissingFieldException) {
        return (MissingFieldException) t;
      }
    }
    return null;
  }

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

  private String snippet(byte[] body) {
    int n = Math.min(body.length, SNIPPET_CHARS * 4);
    String text = new String(body, 0, n, StandardCharsets.UTF_8);
    if (text.length() > SNIPPET_CHARS) {
      text = text.substring(0, SNIPPET_CHARS) + "...";
    } else if (body.length > n) {
      text = text + "...";
    }
    return redactor.redact(text);
  }
}
