package com.workspacecommerce.sdk.internal;

import com.fasterxml.jackson.databind.ObjectReader;
import com.workspacecommerce.sdk.RequestOptions;
import java.util.function.Function;

/**
 * One call as a service describes it, once: the request to make, how to read its 2xx body and what
 * to make of it. {@link ApiClient} runs it in each mode (value, raw, async, async raw), so the
 * services never repeat a call's arguments per mode. Internal: not part of the public API.
 *
 * @param method the HTTP method
 * @param path path segments below the base URL, each encoded as one segment
 * @param query query parameters in order (name, value, name, value...), or null
 * @param body the object to send as JSON, or null
 * @param reader reads the 2xx body
 * @param resource the resource name for decoding errors
 * @param options per-request options
 * @param convert turns the decoded body into the value (a page envelope into a page)
 * @param <B> the decoded body type
 * @param <T> the value type
 */
record Operation<B, T>(
    String method,
    String[] path,
    String[] query,
    Object body,
    ObjectReader reader,
    String resource,
    RequestOptions options,
    Function<B, T> convert) {

  /**
   * Describes a call whose value is the decoded body itself.
   *
   * @param method the HTTP method
   * @param path path segments below the base URL
   * @param body the object to send as JSON, or null
   * @param reader reads the 2xx body
   * @param resource the resource name for decoding errors
   * @param options per-request options
   * @param <T> the body and value type
   * @return the operation
   */
  static <T> Operation<T, T> of(
      String method,
      String[] path,
      Object body,
      ObjectReader reader,
      String resource,
      RequestOptions options) {
    return new Operation<>(
        method, path, null, body, reader, resource, options, Function.<T>identity());
  }
}
