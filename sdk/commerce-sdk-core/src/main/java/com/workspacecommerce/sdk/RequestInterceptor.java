package com.workspacecommerce.sdk;

import java.net.URI;
import java.util.List;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/**
 * Changes each attempt's request just before it is sent, for what a {@link CallListener} cannot do:
 * add a header (a tenant, a trace context such as {@code traceparent}), or sign the request. Add
 * interceptors with {@link CommerceClient.Builder#addInterceptor}; they run in the order added, on
 * every attempt (a retry is intercepted again, so a signature or timestamp can be fresh), in the
 * synchronous and the asynchronous client alike.
 *
 * <pre>{@code
 * CommerceClient client = CommerceClient.builder()
 *     .baseUrl(url).apiKey(key)
 *     .addInterceptor(r -> r.setHeader("X-Tenant", tenant.current()))
 *     .build();
 * }</pre>
 *
 * <p>An interceptor never sees nor changes {@code Authorization}: the API key stays the client's.
 * It runs on the thread that starts the attempt: the calling thread for the synchronous client; for
 * the asynchronous one, the calling thread for the first attempt and the retry scheduler's thread
 * for retries. Keep it short and never block. An interceptor that throws fails the call at once,
 * without retry, with a {@link com.workspacecommerce.sdk.errors.CommerceException} whose cause is
 * what it threw.
 */
@FunctionalInterface
public interface RequestInterceptor {
  /**
   * Looks at, and may change, the request of one attempt.
   *
   * @param request the attempt's request; valid only during this call
   */
  void intercept(Request request);

  /** The request of one attempt, as an interceptor sees it. Not thread-safe. */
  interface Request {
    /**
     * The call this attempt belongs to: the very instance that this call's {@link CallListener}
     * events carry (a new one for every call), so that a listener and an interceptor can share
     * per-call state keyed by identity, such as a tracing span.
     *
     * @return the call
     */
    CallListener.Call call();

    /**
     * @return which attempt of the call this is, from 1
     */
    int attempt();

    /**
     * @return the HTTP method
     */
    String method();

    /**
     * @return the full URL, query included
     */
    URI url();

    /**
     * Returns a header's value as it stands now.
     *
     * @param name the header name, in any case
     * @return the last value of that header, or null when absent (always for {@code Authorization})
     */
    @Nullable String header(String name);

    /**
     * @return every header as it stands now, names in lower case, without {@code Authorization};
     *     unmodifiable
     */
    Map<String, List<String>> headers();

    /**
     * @return a copy of the JSON body that will be sent, or null when the request has none
     */
    byte @Nullable [] body();

    /**
     * Sets a header, replacing any value it had.
     *
     * @param name the header name; not {@code Authorization}
     * @param value the value, printable ASCII
     * @return this request
     * @throws IllegalArgumentException when the name is {@code Authorization} or either is invalid
     *     (the value is never echoed)
     */
    Request setHeader(String name, String value);

    /**
     * Removes a header; removing one that is absent does nothing.
     *
     * @param name the header name; not {@code Authorization}
     * @return this request
     * @throws IllegalArgumentException when the name is {@code Authorization}
     */
    Request removeHeader(String name);
  }
}
