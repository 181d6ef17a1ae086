package com.workspacecommerce.sdk.internal;

import com.workspacecommerce.sdk.RequestOptions;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import okhttp3.Headers;
import okhttp3.HttpUrl;
import okhttp3.Request;

/**
 * Turns an {@link Operation} into the request the transport sends: URL, headers, JSON body, and the
 * per-call limits (attempt and total timeouts, retries, whether a resend is safe). One per client,
 * immutable. Internal: not part of the public API.
 */
final class RequestEncoder {
  private final HttpUrl baseUrl;
  private final Headers defaultHeaders;
  private final Duration attemptTimeout;
  private final Duration totalTimeout;
  private final int maxRetries;

  /**
   * The URL of each endpoint whose path has no placeholder (such as {@code POST /customers}), built
   * on its first call: encoding the same segments again on every call was a measurable share of a
   * create's client-side time. Keyed by the endpoint's stable name, which is unique and whose hash
   * a string keeps; bounded by the number of endpoints.
   */
  private final Map<String, HttpUrl> fixedUrls = new ConcurrentHashMap<>();

  /**
   * Creates the encoder.
   *
   * @param baseUrl the base URL, path prefix included
   * @param defaultHeaders headers sent on every call (Authorization, Accept, User-Agent...)
   * @param attemptTimeout the time allowed for each attempt, unless the call says otherwise
   * @param totalTimeout the time allowed for a whole call, unless the call says otherwise
   * @param maxRetries the retries per call, unless the call says otherwise
   */
  RequestEncoder(
      HttpUrl baseUrl,
      Headers defaultHeaders,
      Duration attemptTimeout,
      Duration totalTimeout,
      int maxRetries) {
    this.baseUrl = baseUrl;
    this.defaultHeaders = defaultHeaders;
    this.attemptTimeout = attemptTimeout;
    this.totalTimeout = totalTimeout;
    this.maxRetries = maxRetries;
  }

  /**
   * Builds the request of one call.
   *
   * @param op the call
   * @param startNanos when the call started, in {@link System#nanoTime()} terms
   * @return the request, for its first attempt
   * @throws IllegalArgumentException when the body cannot be written as JSON
   */
  OutgoingRequest encode(Operation<?, ?> op, long startNanos) {
    Endpoint endpoint = op.endpoint();
    RequestOptions options = op.options();
    String method = endpoint.method();
    String idempotencyKey = options.idempotencyKey();
    // A POST may create something twice; with a key the server can tell a resend apart.
    boolean idempotent = !"POST".equals(method) || idempotencyKey != null;
    Request.Builder http = new Request.Builder().url(url(op)).headers(defaultHeaders);
    for (Map.Entry<String, String> h : options.headers().entrySet()) {
      http.header(h.getKey(), h.getValue());
    }
    if (idempotencyKey != null) {
      http.header("Idempotency-Key", idempotencyKey);
    }
    http.method(method, op.body() == null ? null : new JsonRequestBody(json(op), !idempotent));
    Duration attempt = options.attemptTimeout() != null ? options.attemptTimeout() : attemptTimeout;
    Duration total = options.totalTimeout() != null ? options.totalTimeout() : totalTimeout;
    int retries = options.maxRetries() != null ? options.maxRetries() : maxRetries;
    // Every total is checked to be at most Checks.MAX_TIMEOUT (about 24 days), far from overflow.
    long deadline = startNanos + total.toNanos();
    return new OutgoingRequest(
        http.build(), endpoint.newCall(), attempt, retries, idempotent, total, deadline, 1);
  }

  private HttpUrl url(Operation<?, ?> op) {
    Endpoint endpoint = op.endpoint();
    if (op.query() != null || !endpoint.hasFixedPath()) {
      return buildUrl(op);
    }
    HttpUrl url = fixedUrls.get(endpoint.name());
    if (url == null) {
      url = buildUrl(op);
      fixedUrls.putIfAbsent(endpoint.name(), url);
    }
    return url;
  }

  private HttpUrl buildUrl(Operation<?, ?> op) {
    HttpUrl.Builder url = baseUrl.newBuilder();
    for (String segment : op.path()) {
      url.addPathSegment(segment);
    }
    String[] query = op.query();
    if (query != null) {
      for (int i = 0; i < query.length; i += 2) {
        url.addQueryParameter(query[i], query[i + 1]);
      }
    }
    return url.build();
  }

  /**
   * Writes the request bodies: the client's codec, set by {@link #json(JsonCodec)} before the
   * encoder is shared, else the one {@code commerce.sdk.json} chooses.
   */
  private JsonCodec json = JsonCodecs.fromProperty();

  /**
   * Sets the codec that writes the bodies; called once, by the factory, before the encoder is
   * shared (the client publishes it through a final field).
   *
   * @param codec the client's codec
   * @return this encoder
   */
  RequestEncoder json(JsonCodec codec) {
    this.json = codec;
    return this;
  }

  private byte[] json(Operation<?, ?> op) {
    Object body = op.body();
    return body == null ? new byte[0] : json.write(body);
  }
}
