package com.workspacecommerce.sdk.internal.spi;

import java.io.IOException;

/**
 * Application code on the client's side threw while an attempt was made (a {@code
 * RequestInterceptor}, or an interceptor or event listener of the application's own {@code
 * OkHttpClient}). It travels as an {@link IOException} so that the sync and async paths end the
 * call the same way: never retried, since the same code would throw again ({@code RetryPolicy}),
 * and reported by {@code Failures} as a plain {@code CommerceException} whose cause is what was
 * thrown. Internal: not part of the public API.
 */
public class ClientCodeFailure extends IOException {
  private static final long serialVersionUID = 1L;

  private final String outcome;

  /**
   * @param outcome what happened to the request, for the public message ("was not sent")
   * @param message what threw, never the key
   * @param cause what was thrown
   */
  public ClientCodeFailure(String outcome, String message, Throwable cause) {
    super(message, cause);
    this.outcome = outcome;
  }

  /**
   * Names the code that threw and what it threw, with the message masked and bounded.
   *
   * @param outcome what happened to the request ("was not sent")
   * @param who the code that threw
   * @param thrown what it threw
   * @param redactor masks the key in the message
   * @return the failure
   */
  public static ClientCodeFailure of(
      String outcome, String who, RuntimeException thrown, Redactor redactor) {
    return new ClientCodeFailure(
        outcome,
        who
            + " threw "
            + thrown.getClass().getName()
            + (thrown.getMessage() == null ? "" : ": " + redactor.quote(thrown.getMessage(), 500)),
        thrown);
  }

  /**
   * @return what happened to the request, as the public message says it
   */
  public String outcome() {
    return outcome;
  }
}
