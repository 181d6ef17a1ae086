package com.workspacecommerce.sdk.internal;

import com.workspacecommerce.sdk.CallListener;
import com.workspacecommerce.sdk.internal.spi.JsonType;

/**
 * One operation of the API as a constant: its stable name, method and path template, and how its
 * 2xx body is read. Services declare one per operation, so names are never guessed from paths.
 * Internal: not part of the public API.
 *
 * @param name the stable name listeners and metrics see, such as {@code orders.get}
 * @param method the HTTP method
 * @param pathTemplate the path below the base URL with ids as placeholders, such as {@code
 *     /orders/{id}}
 * @param type what the 2xx body decodes into
 * @param resource what the body holds, for decoding errors, such as {@code Order}
 */
record Endpoint(
    String name, String method, String pathTemplate, JsonType<?> type, String resource) {

  /**
   * Describes one call of this endpoint for listeners and interceptors: a new instance per call, so
   * that they can keep per-call state keyed by identity.
   *
   * @return the call
   */
  CallListener.Call newCall() {
    return new CallListener.Call(name, method, pathTemplate);
  }

  /**
   * Tells whether every call of this endpoint has the same path, so that its URL can be built once.
   *
   * @return true when the path template has no placeholder
   */
  boolean hasFixedPath() {
    return !pathTemplate.contains("{");
  }
}
