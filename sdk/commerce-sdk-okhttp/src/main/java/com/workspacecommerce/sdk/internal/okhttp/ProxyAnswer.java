package com.workspacecommerce.sdk.internal.okhttp;

import com.workspacecommerce.sdk.internal.spi.ProxyAuthenticationFailure;
import com.workspacecommerce.sdk.internal.spi.ProxySettings;
import java.io.IOException;
import java.net.Proxy;
import java.util.Objects;
import okhttp3.Authenticator;
import okhttp3.Challenge;
import okhttp3.Credentials;
import okhttp3.Request;
import okhttp3.Response;
import okhttp3.Route;
import org.jspecify.annotations.Nullable;

/**
 * Answers a proxy's {@code 407} once with Basic credentials, for plain requests and {@code CONNECT}
 * alike; OkHttp asks a proxy authenticator only about a proxy, so the credentials never reach the
 * API. Every refusal ends the call with a {@link ProxyAuthenticationFailure} naming the proxy,
 * rather than OkHttp's untyped {@code IOException} for a tunnel or a {@code 407} that the call path
 * could take for the API's answer.
 */
final class ProxyAnswer implements Authenticator {
  static final int PROXY_AUTHENTICATION_REQUIRED = 407;

  /** The scheme of the challenge OkHttp makes up to offer credentials before a CONNECT. */
  private static final String PREEMPTIVE = "OkHttp-Preemptive";

  private final ProxySettings proxy;

  ProxyAnswer(ProxySettings proxy) {
    this.proxy = proxy;
  }

  @Override
  public @Nullable Request authenticate(@Nullable Route route, Response response)
      throws IOException {
    boolean preemptive = false;
    boolean basic = false;
    for (Challenge c : response.challenges()) {
      preemptive |= c.scheme().equalsIgnoreCase(PREEMPTIVE);
      basic |= c.scheme().equalsIgnoreCase("Basic");
    }
    if (preemptive) {
      // Credentials go only where a proxy asked for them, as on the JDK transport.
      return null;
    }
    // Thrown from here, OkHttp has not closed the response (a plain request's 407 holds its
    // connection until then).
    response.close();
    String address = address(route, response);
    if (!proxy.hasCredentials()) {
      throw new ProxyAuthenticationFailure(
          address, "asks for credentials (HTTP 407) and none are set");
    }
    if (response.request().header("Proxy-Authorization") != null) {
      // Answered once already: the same credentials would be refused again.
      throw new ProxyAuthenticationFailure(address, "refused the credentials (HTTP 407)");
    }
    if (!basic) {
      throw new ProxyAuthenticationFailure(
          address, "asks for a scheme other than Basic (HTTP 407), which the SDK does not send");
    }
    return response
        .request()
        .newBuilder()
        .header(
            "Proxy-Authorization",
            // ProxySettings holds both or neither.
            Credentials.basic(
                Objects.requireNonNull(proxy.username()), Objects.requireNonNull(proxy.password())))
        .build();
  }

  private static String address(@Nullable Route route, Response response) {
    if (route != null && route.proxy().type() == Proxy.Type.HTTP) {
      return ProxyAuthenticationFailure.describe(route.proxy().address());
    }
    return "between the client and "
        + response.request().url().host()
        + ":"
        + response.request().url().port();
  }

  @Override
  public String toString() {
    return "ProxyAnswer[" + proxy + "]";
  }
}
