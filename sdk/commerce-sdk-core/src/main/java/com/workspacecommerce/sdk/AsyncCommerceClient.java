package com.workspacecommerce.sdk;

/**
 * The non-blocking twin of {@link CommerceClient}: the same operations, parameters, {@link
 * RequestOptions} and validation, with {@link java.util.concurrent.CompletableFuture} results.
 * Obtain it from {@link CommerceClient#async()}; it shares that client's connection pool,
 * dispatcher, options and lifetime (closing the client ends both).
 *
 * <p>Calls run on the transport's threads (OkHttp's dispatcher, or the JDK transport's own; virtual
 * threads on Java 21+, unless the application gave its own {@code httpClient}): the calling thread
 * never blocks, and retries wait on a scheduler rather than on a sleeping thread. At most {@code
 * maxConcurrentRequests} exchanges are in flight at once, counted with the sync calls of the same
 * client and of the clients derived from it; more wait queued, without a thread, until a slot frees
 * or their {@code totalTimeout} passes. Invalid input throws {@link IllegalArgumentException} or
 * {@link NullPointerException} from the method itself, before anything is sent, as {@code
 * java.net.http.HttpClient.sendAsync} does; every failure after that completes the future
 * exceptionally with the same {@code CommerceException} the synchronous client would throw. {@code
 * future.cancel(true)} cancels the HTTP call and any pending retry.
 */
public interface AsyncCommerceClient {
  /**
   * @return the orders of the workspace
   */
  AsyncOrderService orders();

  /**
   * @return the product catalog of the workspace
   */
  AsyncProductService products();

  /**
   * @return the customers of the workspace
   */
  AsyncCustomerService customers();

  /**
   * @return the synchronous client this one belongs to
   */
  CommerceClient sync();
}
