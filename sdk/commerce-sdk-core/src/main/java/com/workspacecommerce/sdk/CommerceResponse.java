package com.workspacecommerce.sdk;

import com.workspacecommerce.sdk.internal.Checks;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.jspecify.annotations.Nullable;

/**
 * A successful call's value together with what the HTTP exchange said about it: status, headers,
 * the server's request id (what support asks for), how many attempts it took and how long the whole
 * call lasted. Returned by the {@code withRawResponse()} view of every service.
 *
 * <pre>{@code
 * CommerceResponse<Product> r = client.products().withRawResponse().get(id);
 * log.info("got {} in {} ({} attempts, request {})", r.value().name(), r.elapsed(), r.attempts(), r.requestId());
 * }</pre>
 *
 * <p>Immutable. Header names are matched without regard to case, as HTTP requires. A public record,
 * so a fake service in a unit test can make one.
 *
 * @param statusCode the HTTP status of the last attempt, 2xx
 * @param headers the response headers of the last attempt, unmodifiable, names case-insensitive
 * @param requestId the {@code X-Request-Id} response header, or null when the server sent none
 * @param attempts how many attempts the call made, at least 1
 * @param elapsed the time from the start of the call to the decoded value, retries and waits
 *     included
 * @param value the decoded record or page
 * @param <T> the value type
 */
public record CommerceResponse<T>(
    int statusCode,
    Map<String, List<String>> headers,
    @Nullable String requestId,
    int attempts,
    Duration elapsed,
    T value) {

  /**
   * Checks the values and copies the headers into an unmodifiable, case-insensitive map.
   *
   * @param statusCode the HTTP status of the last attempt
   * @param headers the response headers of the last attempt
   * @param requestId the {@code X-Request-Id} response header, or null
   * @param attempts how many attempts the call made, at least 1
   * @param elapsed the whole call's duration
   * @param value the decoded record or page
   */
  public CommerceResponse {
    Checks.notNull(headers, "headers");
    Checks.notNull(elapsed, "elapsed");
    Checks.notNull(value, "value");
    Checks.range(attempts, 1, Integer.MAX_VALUE, "attempts");
    TreeMap<String, List<String>> copy = new TreeMap<>(String.CASE_INSENSITIVE_ORDER);
    for (Map.Entry<String, List<String>> e : headers.entrySet()) {
      copy.computeIfAbsent(Checks.notNull(e.getKey(), "header name"), k -> new ArrayList<>())
          .addAll(Checks.notNull(e.getValue(), "header values"));
    }
    copy.replaceAll((k, v) -> List.copyOf(v));
    headers = Collections.unmodifiableMap(copy);
  }

  /**
   * Returns the first value of a response header.
   *
   * @param name the header name, any case
   * @return the first value, or null when the header is absent
   */
  public @Nullable String header(String name) {
    List<String> values = headers.get(Checks.notNull(name, "name"));
    return values == null || values.isEmpty() ? null : values.get(0);
  }

  /** Leaves the value out of the text, which may be a page of a hundred records. */
  @Override
  public String toString() {
    return "CommerceResponse{statusCode="
        + statusCode
        + ", requestId="
        + requestId
        + ", attempts="
        + attempts
        + ", elapsed="
        + elapsed
        + ", value="
        + (value instanceof Page ? value : value.getClass().getSimpleName())
        + '}';
  }
}
