package com.workspacecommerce.sdk.testing;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.jspecify.annotations.Nullable;

/**
 * One request the sandbox received, with what it answered: an entry of the {@link RequestJournal}.
 * Header names are lower case; the {@code Authorization} value is masked, so a journal can be
 * printed safely.
 */
public final class RecordedRequest {

  private final int sequence;
  private final @Nullable String operation;
  private final String method;
  private final String path;
  private final @Nullable String query;
  private final Map<String, String> queryParameters;
  private final Map<String, List<String>> headers;
  private final String rawBody;
  private final @Nullable JsonTree body;
  private final @Nullable String workspace;
  private final @Nullable Fault fault;
  private final int status;
  private final @Nullable JsonTree responseBody;
  private final Map<String, List<String>> responseHeaders;

  RecordedRequest(
      int sequence,
      @Nullable String operation,
      String method,
      String path,
      @Nullable String query,
      Map<String, String> queryParameters,
      Map<String, List<String>> headers,
      String rawBody,
      @Nullable JsonTree body,
      @Nullable String workspace,
      @Nullable Fault fault,
      int status,
      @Nullable JsonTree responseBody,
      Map<String, List<String>> responseHeaders) {
    this.sequence = sequence;
    this.operation = operation;
    this.method = method;
    this.path = path;
    this.query = query;
    this.queryParameters = Map.copyOf(queryParameters);
    this.headers = copy(headers);
    this.rawBody = rawBody;
    this.body = body;
    this.workspace = workspace;
    this.fault = fault;
    this.status = status;
    this.responseBody = responseBody;
    this.responseHeaders = copy(responseHeaders);
  }

  private static Map<String, List<String>> copy(Map<String, List<String>> headers) {
    Map<String, List<String>> sorted = new TreeMap<>();
    headers.forEach((name, values) -> sorted.put(name, List.copyOf(values)));
    return java.util.Collections.unmodifiableMap(sorted);
  }

  /**
   * @return the 1-based position of this request in the journal
   */
  public int sequence() {
    return sequence;
  }

  /**
   * @return the operation name, such as {@code products.get}, or {@code null} for a path that is no
   *     endpoint
   */
  public @Nullable String operation() {
    return operation;
  }

  /**
   * @return the HTTP method in upper case
   */
  public String method() {
    return method;
  }

  /**
   * @return the raw path including {@code /v1}, such as {@code /v1/products/1b9d...}
   */
  public String path() {
    return path;
  }

  /**
   * @return the raw query string without {@code ?}, or {@code null} when there was none
   */
  public @Nullable String query() {
    return query;
  }

  /**
   * The decoded query parameters (first value of a repeated name).
   *
   * @return name to value
   */
  public Map<String, String> queryParameters() {
    return queryParameters;
  }

  /**
   * @return request headers by lower-case name, {@code Authorization} masked
   */
  public Map<String, List<String>> headers() {
    return headers;
  }

  /**
   * The first value of a request header.
   *
   * @param name header name, any case
   * @return the value, or {@code null} when absent
   */
  public @Nullable String header(String name) {
    List<String> values = headers.get(name.toLowerCase(java.util.Locale.ROOT));
    return values == null || values.isEmpty() ? null : values.get(0);
  }

  /**
   * @return the request body as text (UTF-8), empty when there was none
   */
  public String rawBody() {
    return rawBody;
  }

  /**
   * The request body as JSON, numbers exactly as sent:
   *
   * <pre>{@code
   * RecordedRequest order = sandbox.journal().only("orders.create");
   * assertThat(order.bodyJson().at("/items/0/quantity").asLong()).isEqualTo(2);
   * }</pre>
   *
   * @return the parsed body; a {@linkplain JsonValue#isMissing() missing} value when the body was
   *     empty or not JSON (see {@link #rawBody()})
   */
  public JsonValue bodyJson() {
    return JsonValue.of(body);
  }

  /**
   * The request body as a Jackson 2 tree. Needs Jackson 2 databind on the class path, which the kit
   * no longer brings; each call returns a new tree.
   *
   * @return the request body parsed as JSON, or {@code null} when it was empty or not JSON
   * @deprecated names a Jackson 2 type in the kit's API; use {@link #bodyJson()}, which needs no
   *     JSON library ({@code body().get("note").asText()} becomes {@code
   *     bodyJson().get("note").asText()})
   */
  @Deprecated(since = "0.2.0")
  public com.fasterxml.jackson.databind.@Nullable JsonNode body() {
    return JacksonBridge.toJacksonOrNull(body);
  }

  /**
   * Whether the JSON body has a top-level field named {@code field}, even one set to {@code null};
   * this is how to tell an omitted field from a cleared one.
   *
   * @param field a top-level field name
   * @return true when present
   */
  public boolean hasBodyField(String field) {
    return body instanceof JsonTree.Obj obj && obj.has(field);
  }

  /**
   * Asserts that the JSON body has a top-level field {@code field} (possibly {@code null}).
   *
   * @param field a top-level field name
   * @return this request, for chaining
   * @throws AssertionError if the field is absent
   */
  public RecordedRequest assertBodyHas(String field) {
    if (!hasBodyField(field)) {
      throw new AssertionError(
          "expected " + this + " to send field '" + field + "' but its body was " + rawBody);
    }
    return this;
  }

  /**
   * Asserts that the JSON body has no top-level field {@code field}, not even a {@code null} one.
   *
   * @param field a top-level field name
   * @return this request, for chaining
   * @throws AssertionError if the field is present
   */
  public RecordedRequest assertBodyLacks(String field) {
    if (hasBodyField(field)) {
      throw new AssertionError(
          "expected " + this + " to send no field '" + field + "' but its body was " + rawBody);
    }
    return this;
  }

  /**
   * @return the name of the workspace the API key selected, or {@code null} when it selected none
   */
  public @Nullable String workspace() {
    return workspace;
  }

  /**
   * @return the fault played on this request, or {@code null} when it was answered normally
   */
  public @Nullable Fault fault() {
    return fault;
  }

  /**
   * @return the status sent (also for a truncated body), or 0 when no response was sent
   */
  public int status() {
    return status;
  }

  /**
   * The whole response body the sandbox meant to send (also when a fault cut it short), as JSON.
   *
   * @return the body; a {@linkplain JsonValue#isMissing() missing} value when no response was sent
   *     or its body was not JSON
   */
  public JsonValue responseJson() {
    return JsonValue.of(responseBody);
  }

  /**
   * The response body as a Jackson 2 tree. Needs Jackson 2 databind on the class path, which the
   * kit no longer brings; each call returns a new tree.
   *
   * @return the whole response body the sandbox meant to send, or {@code null} when none
   * @deprecated names a Jackson 2 type in the kit's API; use {@link #responseJson()}, which needs
   *     no JSON library
   */
  @Deprecated(since = "0.2.0")
  public com.fasterxml.jackson.databind.@Nullable JsonNode responseBody() {
    return JacksonBridge.toJacksonOrNull(responseBody);
  }

  /**
   * @return response headers by name as sent, empty when no response was sent
   */
  public Map<String, List<String>> responseHeaders() {
    return responseHeaders;
  }

  /** One line such as {@code #3 PUT /v1/customers/... (customers.update) -> 200}. */
  @Override
  public String toString() {
    return "#"
        + sequence
        + " "
        + method
        + " "
        + path
        + (query == null ? "" : "?" + query)
        + (operation == null ? "" : " (" + operation + ")")
        + (fault == null ? "" : " [fault " + fault + "]")
        + " -> "
        + (status == 0 ? "no response" : status);
  }
}
