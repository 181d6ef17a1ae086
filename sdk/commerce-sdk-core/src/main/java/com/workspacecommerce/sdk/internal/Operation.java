package com.workspacecommerce.sdk.internal;

import com.workspacecommerce.sdk.RequestOptions;
import java.util.function.Function;
import org.jspecify.annotations.Nullable;

/**
 * One call as a service describes it, once: the endpoint, its arguments, and what to make of the
 * decoded body. {@link ApiClient} runs it in each mode (value, raw, async, async raw), so the
 * services never repeat a call per mode. Internal: not part of the public API.
 *
 * @param endpoint the operation's constants
 * @param path path segments below the base URL, each encoded as one segment
 * @param query query parameters in order (name, value, name, value...), or null
 * @param body the object to send as JSON, or null
 * @param options per-request options, checked here for every operation
 * @param convert turns the decoded body into the value (a page envelope into a page)
 * @param <B> the decoded body type
 * @param <T> the value type
 */
record Operation<B, T>(
    Endpoint endpoint,
    String[] path,
    String @Nullable [] query,
    @Nullable Object body,
    RequestOptions options,
    Function<B, T> convert) {

  /** Checks the options, after the operation's own arguments, so no operation repeats it. */
  Operation {
    Checks.notNull(options, "options");
  }

  /**
   * Describes a call whose value is the decoded body itself.
   *
   * @param endpoint the operation's constants
   * @param path path segments below the base URL
   * @param body the object to send as JSON, or null
   * @param options per-request options
   * @param <T> the body and value type
   * @return the operation
   */
  static <T> Operation<T, T> of(
      Endpoint endpoint, String[] path, @Nullable Object body, RequestOptions options) {
    return new Operation<>(endpoint, path, null, body, options, Function.<T>identity());
  }
}
