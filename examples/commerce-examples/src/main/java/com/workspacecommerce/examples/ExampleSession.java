package com.workspacecommerce.examples;

import com.workspacecommerce.sdk.CommerceClient;
import com.workspacecommerce.sdk.testing.CommerceSandbox;
import java.io.PrintStream;
import java.time.Clock;

/**
 * The client an example works with: the server named by {@code COMMERCE_BASE_URL} and {@code
 * COMMERCE_API_KEY} when set, otherwise a freshly started in-memory {@link CommerceSandbox}.
 * Closing it closes the client and, if one was started, the sandbox.
 */
public final class ExampleSession implements AutoCloseable {
  private final CommerceClient client;
  private final CommerceSandbox sandbox;

  private ExampleSession(CommerceClient client, CommerceSandbox sandbox) {
    this.client = client;
    this.sandbox = sandbox;
  }

  /**
   * Opens a session and says on {@code out}, in one line, which server it talks to.
   *
   * @param out where to say it
   * @return the session
   */
  public static ExampleSession open(PrintStream out) {
    String baseUrl = System.getenv(CommerceClient.ENV_BASE_URL);
    if (baseUrl != null && !baseUrl.isBlank()) {
      CommerceClient client = CommerceClient.fromEnv();
      out.println("Using the API at " + client.baseUrl() + " (from COMMERCE_BASE_URL).");
      return new ExampleSession(client, null);
    }
    // Real time rather than the test kit's standing clock: records made in a session read
    // naturally.
    CommerceSandbox sandbox = CommerceSandbox.builder().clock(Clock.systemUTC()).start();
    out.println(
        "No COMMERCE_BASE_URL set: started the in-memory sandbox at "
            + sandbox.baseUrl()
            + " (a local test double, not the real API).");
    return new ExampleSession(sandbox.client(), sandbox);
  }

  /**
   * @return the client
   */
  public CommerceClient client() {
    return client;
  }

  /**
   * @return the sandbox, or null when talking to the server from the environment
   */
  public CommerceSandbox sandbox() {
    return sandbox;
  }

  /**
   * @return the base URL the client talks to
   */
  public String baseUrl() {
    return client.baseUrl();
  }

  @Override
  public void close() {
    if (sandbox != null) {
      sandbox.close(); // closes its client too
    } else {
      client.close();
    }
  }
}
