package com.workspacecommerce.sdk.internal;

import com.workspacecommerce.sdk.RequestOptions;
import com.workspacecommerce.sdk.internal.spi.JsonCodec;
import com.workspacecommerce.sdk.internal.spi.WireHeaders;
import com.workspacecommerce.sdk.internal.spi.WireRequest;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.jspecify.annotations.Nullable;

/**
 * Turns an {@link Operation} into the request the transport sends: URL, headers, JSON body, and the
 * per-call limits (attempt and total timeouts, retries, whether a resend is safe). One per client,
 * immutable. Internal: not part of the public API.
 */
final class RequestEncoder {
  private final String baseUrl;
  private final WireHeaders defaultHeaders;
  private final Duration attemptTimeout;
  private final Duration totalTimeout;
  private final int maxRetries;

  /**
   * The URL of each endpoint whose path has no placeholder (such as {@code POST /customers}), built
   * on its first call: encoding the same segments again on every call was a measurable share of a
   * create's client-side time. Keyed by the endpoint's stable name, which is unique and whose hash
   * a string keeps; bounded by the number of endpoints.
   */
  private final Map<String, URI> fixedUrls = new ConcurrentHashMap<>();

  /**
   * Creates the encoder.
   *
   * @param baseUrl the base URL, path prefix included, already encoded
   * @param defaultHeaders headers sent on every call (Authorization, Accept, User-Agent...)
   * @param attemptTimeout the time allowed for each attempt, unless the call says otherwise
   * @param totalTimeout the time allowed for a whole call, unless the call says otherwise
   * @param maxRetries the retries per call, unless the call says otherwise
   */
  RequestEncoder(
      String baseUrl,
      WireHeaders defaultHeaders,
      Duration attemptTimeout,
      Duration totalTimeout,
      int maxRetries) {
    // Segments are appended after a slash of their own.
    this.baseUrl = baseUrl.endsWith("/") ? baseUrl.substring(0, baseUrl.length() - 1) : baseUrl;
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
    WireHeaders headers = defaultHeaders;
    if (!options.headers().isEmpty() || idempotencyKey != null) {
      WireHeaders.Builder h = defaultHeaders.newBuilder();
      for (Map.Entry<String, String> e : options.headers().entrySet()) {
        h.set(e.getKey(), e.getValue());
      }
      if (idempotencyKey != null) {
        h.set("Idempotency-Key", idempotencyKey);
      }
      headers = h.build();
    }
    Object body = op.body();
    WireRequest http = wire(op, method, headers, body == null ? null : json.write(body));
    Duration attempt = resolved(Options.ATTEMPT_TIMEOUT, options, attemptTimeout);
    Duration total = resolved(Options.TOTAL_TIMEOUT, options, totalTimeout);
    int retries = resolved(Options.MAX_RETRIES, options, maxRetries);
    // Every total is checked to be at most Checks.MAX_TIMEOUT (about 24 days), far from overflow.
    return new OutgoingRequest(
        http,
        endpoint.newCall(),
        retries,
        idempotent,
        total,
        1,
        endpoint.type(),
        CallControl.starting(startNanos, total, attempt));
  }

  /**
   * The request, with its URL as text when it changes from call to call (parsed as a URI only if a
   * transport or an interceptor asks; the OkHttp transport does not), or as the endpoint's URI,
   * parsed once, when it never does: the JDK's client needs a URI for every call.
   */
  private WireRequest wire(
      Operation<?, ?> op, String method, WireHeaders headers, byte @Nullable [] body) {
    Endpoint endpoint = op.endpoint();
    if (op.query() != null || !endpoint.hasFixedPath()) {
      return new WireRequest(method, buildUrl(op), headers, body);
    }
    URI url = fixedUrls.get(endpoint.name());
    if (url == null) {
      url = URI.create(buildUrl(op));
      fixedUrls.putIfAbsent(endpoint.name(), url);
    }
    return new WireRequest(method, url, headers, body);
  }

  /** Writes the URL as text: each part is percent-encoded here, so the text is a valid URI. */
  private String buildUrl(Operation<?, ?> op) {
    StringBuilder url = new StringBuilder(baseUrl.length() + 64).append(baseUrl);
    for (String segment : op.path()) {
      url.append('/');
      encode(segment, PATH_SEGMENT, url);
    }
    String[] query = op.query();
    if (query != null) {
      for (int i = 0; i < query.length; i += 2) {
        url.append(i == 0 ? '?' : '&');
        encode(query[i], QUERY_COMPONENT, url);
        url.append('=');
        encode(query[i + 1], QUERY_COMPONENT, url);
      }
    }
    return url.toString();
  }

  /**
   * What a path segment escapes besides controls, the space, non-ASCII and '%' (a '/' above all).
   */
  private static final String PATH_SEGMENT = "\"<>^`{}|/\\?#";

  /**
   * What a query name or value escapes besides controls, the space, non-ASCII and '%' ('+' and '&'
   * too).
   */
  private static final String QUERY_COMPONENT = "!\"#$&'(),/:;<=>?@[]\\^`{|}~+";

  private static final char[] HEX = "0123456789ABCDEF".toCharArray();

  /**
   * Percent-encodes text as UTF-8, escaping what {@code escaped} names and every byte outside the
   * visible ASCII characters (controls, the space, DEL, non-ASCII), and '%'.
   */
  static void encode(String text, String escaped, StringBuilder out) {
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (c > 0x20 && c < 0x7f && c != '%' && escaped.indexOf(c) < 0) {
        out.append(c);
        continue;
      }
      int codePoint = text.codePointAt(i);
      i += Character.charCount(codePoint) - 1;
      for (byte b : new String(Character.toChars(codePoint)).getBytes(StandardCharsets.UTF_8)) {
        out.append('%').append(HEX[(b >> 4) & 0xf]).append(HEX[b & 0xf]);
      }
    }
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

  /** The call's value of a setting when it gives one, else the client's. */
  private static <T> T resolved(Option<T> key, RequestOptions call, T client) {
    T value = key.perCall(call);
    return value != null ? value : client;
  }
}
