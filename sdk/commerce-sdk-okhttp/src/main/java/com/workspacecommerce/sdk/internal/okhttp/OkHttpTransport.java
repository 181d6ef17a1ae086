package com.workspacecommerce.sdk.internal.okhttp;

import com.workspacecommerce.sdk.internal.spi.Cancellation;
import com.workspacecommerce.sdk.internal.spi.ClientCodeFailure;
import com.workspacecommerce.sdk.internal.spi.ConnectTimeoutException;
import com.workspacecommerce.sdk.internal.spi.HttpTransport;
import com.workspacecommerce.sdk.internal.spi.ProxyAuthenticationFailure;
import com.workspacecommerce.sdk.internal.spi.ProxySettings;
import com.workspacecommerce.sdk.internal.spi.Redactor;
import com.workspacecommerce.sdk.internal.spi.Tls;
import com.workspacecommerce.sdk.internal.spi.TransportSettings;
import com.workspacecommerce.sdk.internal.spi.VirtualThreads;
import com.workspacecommerce.sdk.internal.spi.WireHeaders;
import com.workspacecommerce.sdk.internal.spi.WireRequest;
import com.workspacecommerce.sdk.internal.spi.WireResponse;
import java.io.IOException;
import java.io.InterruptedIOException;
import java.net.ProtocolException;
import java.net.ProxySelector;
import java.net.SocketTimeoutException;
import java.net.URI;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.TimeUnit;
import okhttp3.Call;
import okhttp3.ConnectionPool;
import okhttp3.Dispatcher;
import okhttp3.Headers;
import okhttp3.HttpUrl;
import okhttp3.Interceptor;
import okhttp3.MediaType;
import okhttp3.OkHttpClient;
import okhttp3.Request;
import okhttp3.RequestBody;
import okhttp3.Response;
import okhttp3.ResponseBody;
import okio.BufferedSink;
import org.jspecify.annotations.Nullable;

/**
 * Carries exchanges with OkHttp: an adapter with no policy of its own. It turns the SDK's request
 * into OkHttp's, and OkHttp's response and failures into the SDK's, and switches off everything in
 * OkHttp that would act behind the call path's back: redirects, silent retries, its timeouts but
 * the connect one. Internal: not part of the public API.
 */
public final class OkHttpTransport implements HttpTransport {
  /**
   * Where {@link #NO_SILENT_RETRY} parks a {@code Retry-After} of zero seconds on a 503, until
   * {@link #response} puts it back.
   */
  private static final String PARKED_RETRY_AFTER = "X-Commerce-Sdk-Parked-Retry-After";

  private static final MediaType JSON = MediaType.get(WireRequest.JSON);

  /** The idle connections OkHttp's own pool keeps, the fewest the SDK's pool keeps. */
  private static final int DEFAULT_IDLE_CONNECTIONS = 5;

  /**
   * Hides a {@code 503} with {@code Retry-After: 0} from OkHttp, which would otherwise resend the
   * request at once on its own, whatever {@code retryOnConnectionFailure} says: an attempt that
   * maxRetries, the budget and the listener would never see. The header is put back before the call
   * path reads the response.
   */
  public static final Interceptor NO_SILENT_RETRY =
      chain -> {
        Response response = chain.proceed(chain.request());
        if (response.code() != 503) {
          return response;
        }
        String retryAfter = response.header("Retry-After");
        if (retryAfter == null || !retryAfter.trim().equals("0")) {
          return response;
        }
        return response
            .newBuilder()
            .removeHeader("Retry-After")
            .header(PARKED_RETRY_AFTER, retryAfter)
            .build();
      };

  private final OkHttpClient client;
  private final boolean owned;
  private final Redactor redactor;
  private volatile @Nullable Origin origin;
  private volatile @Nullable Converted converted;

  private OkHttpTransport(OkHttpClient client, boolean owned, Redactor redactor) {
    this.client = client;
    this.owned = owned;
    this.redactor = redactor;
  }

  /**
   * Creates the transport.
   *
   * @param given the application's client, whose pool, dispatcher, interceptors and proxy are kept,
   *     or null to create one (virtual threads on Java 21+)
   * @param settings the connect timeout, the TLS (null for the JVM's default, or the given
   *     client's) and the proxy
   * @param redactor masks the key in what the application's OkHttp code threw
   * @return the transport; it owns its client unless one was given
   * @throws IllegalArgumentException when a client is given with a proxy other than the JVM's
   *     default
   */
  public static OkHttpTransport create(
      @Nullable OkHttpClient given, TransportSettings settings, Redactor redactor) {
    ProxySettings proxy = settings.proxy();
    if (given != null && !proxy.isJvmDefault()) {
      // Either answer would overrule something the application set on purpose: the given
      // client's own proxy, selector and authenticator, or the proxy asked for here.
      throw new IllegalArgumentException(
          "a proxy ("
              + proxy
              + ") and httpClient(OkHttpClient) cannot be combined: set the proxy on that"
              + " OkHttpClient (proxySelector, proxyAuthenticator), or drop httpClient(..)");
    }
    OkHttpClient.Builder b = given == null ? new OkHttpClient.Builder() : given.newBuilder();
    Tls tls = settings.tls();
    if (tls != null) {
      b.sslSocketFactory(tls.context().getSocketFactory(), tls.trustManager());
    }
    if (given == null) {
      ProxySelector selector = proxy.selector();
      if (selector != null) {
        b.proxySelector(selector);
      }
      b.proxyAuthenticator(new ProxyAnswer(proxy));
      // Virtual threads where the JVM has them: an async exchange then holds no platform thread.
      ExecutorService executor = VirtualThreads.perTaskExecutor("OkHttp Dispatcher ");
      Dispatcher dispatcher = executor != null ? new Dispatcher(executor) : new Dispatcher();
      // The call path's ConcurrencyLimit is the one limit; OkHttp's (64 in all, 5 per host) must
      // not be a second one, so it is lifted.
      dispatcher.setMaxRequests(Integer.MAX_VALUE);
      dispatcher.setMaxRequestsPerHost(Integer.MAX_VALUE);
      // Fast fallback opens each connection on a platform thread of OkHttp's task runner (1,000
      // connects pending: 1,010 platform threads, against 11 without; README, Threads). The
      // SDK talks to one host, whose addresses the JVM lists IPv4 first.
      b.dispatcher(dispatcher).fastFallback(false);
      // OkHttp's default pool keeps 5 idle connections: with more calls at once, each release past
      // the fifth closes a connection that the next call opens again (a TCP, and over HTTPS a TLS,
      // handshake). Keep as many as the call path lets run at once; idle ones still go after 5
      // minutes, as by default.
      b.connectionPool(
          new ConnectionPool(
              Math.max(DEFAULT_IDLE_CONNECTIONS, settings.maxConnections()), 5, TimeUnit.MINUTES));
    }
    return new OkHttpTransport(configure(b, settings.connectTimeout()), given == null, redactor);
  }

  private static OkHttpClient configure(OkHttpClient.Builder b, Duration connectTimeout) {
    if (!b.networkInterceptors().contains(NO_SILENT_RETRY)) {
      b.addNetworkInterceptor(NO_SILENT_RETRY);
    }
    return b.connectTimeout(connectTimeout)
        // The call path times each attempt and cancels it; OkHttp's own timeouts would be a
        // second clock (and start Okio's watchdog thread, which outlives the client).
        .callTimeout(Duration.ZERO)
        .readTimeout(Duration.ZERO)
        .writeTimeout(Duration.ZERO)
        // A redirect could carry the key to another host or to plain http.
        .followRedirects(false)
        .followSslRedirects(false)
        // Retries are the call path's alone: OkHttp's own silent ones (a 408, a failed
        // connection) would bypass maxRetries, the attempt count and the log.
        .retryOnConnectionFailure(false)
        .build();
  }

  /**
   * @return the OkHttp client exchanges are sent with; for tests
   */
  public OkHttpClient client() {
    return client;
  }

  @Override
  public String name() {
    return "okhttp";
  }

  @Override
  public HttpTransport withConnectTimeout(Duration connectTimeout) {
    return new OkHttpTransport(configure(client.newBuilder(), connectTimeout), false, redactor);
  }

  @Override
  public WireResponse send(WireRequest request, Cancellation exchange) throws IOException {
    Call call = client.newCall(toOkHttp(request));
    exchange.onCancel(call::cancel);
    Response response;
    try {
      response = call.execute();
    } catch (SocketTimeoutException e) {
      // With no read, write or call timeout set, the connect timeout is the only one OkHttp has.
      throw new ConnectTimeoutException(e);
    } catch (RuntimeException e) {
      // OkHttp passes on what an application interceptor or event listener throws; as an
      // IOException it ends the call as it does on the async path, where OkHttp reports it so.
      throw clientCodeFailure(e, redactor);
    } catch (IOException e) {
      throw proxyFailure(e, request);
    } catch (Exception e) {
      // OkHttp is Kotlin: an interrupt while it waits for a connect attempt escapes as an
      // undeclared InterruptedException (which cleared the flag). Restore the flag and report it
      // as the interrupted I/O it is.
      if (!(e instanceof InterruptedException)) {
        throw new IOException(e);
      }
      Thread.currentThread().interrupt();
      InterruptedIOException x = new InterruptedIOException("interrupted");
      x.initCause(e);
      throw x;
    }
    return checked(response, request);
  }

  @Override
  public void sendAsync(
      WireRequest request, Cancellation exchange, HttpTransport.Callback callback) {
    Call call = client.newCall(toOkHttp(request));
    exchange.onCancel(call::cancel);
    call.enqueue(
        new okhttp3.Callback() {
          @Override
          public void onFailure(Call c, IOException e) {
            callback.done(null, proxyFailure(failure(c, e), request));
          }

          @Override
          public void onResponse(Call c, Response response) {
            WireResponse checked;
            try {
              checked = checked(response, request);
            } catch (IOException e) {
              callback.done(null, e);
              return;
            }
            callback.done(checked, null);
          }
        });
  }

  /**
   * When an interceptor or event listener of the application's OkHttp client throws during an async
   * call, OkHttp cancels the call and reports an IOException carrying what was thrown (as its cause
   * since 5.x's later releases, suppressed before), then rethrows it on its dispatcher thread; that
   * is the same failure the sync path sees.
   */
  private IOException failure(Call call, IOException e) {
    if (e instanceof SocketTimeoutException) {
      return new ConnectTimeoutException(e);
    }
    if (!call.isCanceled()) {
      return e;
    }
    if (e.getCause() instanceof RuntimeException) {
      return clientCodeFailure((RuntimeException) e.getCause(), redactor);
    }
    for (Throwable suppressed : e.getSuppressed()) {
      if (suppressed instanceof RuntimeException) {
        return clientCodeFailure((RuntimeException) suppressed, redactor);
      }
    }
    return e;
  }

  /**
   * A {@code 407} that reaches the transport came from a proxy that the client's authenticator gave
   * up on (an application's client, whose authenticator is its own): the API never saw the request,
   * so it must not be read as the API's answer.
   */
  private WireResponse checked(Response response, WireRequest request) throws IOException {
    if (response.code() != ProxyAnswer.PROXY_AUTHENTICATION_REQUIRED) {
      return response(response);
    }
    response.close();
    throw new ProxyAuthenticationFailure(
        proxyOf(request),
        "refused the request (HTTP 407): check the OkHttpClient's proxy credentials");
  }

  /**
   * OkHttp's own report of a tunnel its client's authenticator gave up on (an application's client)
   * becomes the SDK's; the SDK's own authenticator throws that already.
   */
  private IOException proxyFailure(IOException e, WireRequest request) {
    String message = e.getMessage();
    if (e instanceof ProtocolException
        && message != null
        && message.startsWith("Received HTTP_PROXY_AUTH (407)")) {
      // OkHttp's answer to a 407 on a direct connection: no proxy, and nothing it asks is sent.
      ProxyAuthenticationFailure f =
          new ProxyAuthenticationFailure(
              "between the client and " + request.url().getHost() + ":" + request.url().getPort(),
              "answered HTTP 407 though the client uses no proxy for " + request.url().getHost());
      f.initCause(e);
      return f;
    }
    if ("Failed to authenticate with proxy".equals(message)) {
      ProxyAuthenticationFailure f =
          new ProxyAuthenticationFailure(
              proxyOf(request),
              "refused to open an HTTPS tunnel (CONNECT answered HTTP 407): check the"
                  + " OkHttpClient's proxy credentials");
      f.initCause(e);
      return f;
    }
    return e;
  }

  /** {@code host:port} of the proxy the client chooses for the request, for messages. */
  private String proxyOf(WireRequest request) {
    java.net.Proxy fixed = client.proxy();
    try {
      List<java.net.Proxy> proxies =
          fixed != null ? List.of(fixed) : client.proxySelector().select(request.url());
      for (java.net.Proxy p : proxies) {
        if (p.type() == java.net.Proxy.Type.HTTP && p.address() != null) {
          return ProxyAuthenticationFailure.describe(p.address());
        }
      }
    } catch (RuntimeException e) {
      // Only the message is at stake.
    }
    return "between the client and " + request.url().getHost() + ":" + request.url().getPort();
  }

  private Request toOkHttp(WireRequest request) {
    byte[] body = request.body();
    return new Request.Builder()
        .url(url(request))
        .headers(headers(request.headers()))
        .method(request.method(), body == null ? null : new OneShotBody(body))
        .build();
  }

  /**
   * OkHttp's headers for the call's: converted once for the client's default headers, which every
   * call without headers of its own shares, since OkHttp checks each name and value as it adds
   * them. Package-private for its test.
   */
  Headers headers(WireHeaders h) {
    Converted last = converted;
    if (last != null && last.from() == h) {
      return last.to();
    }
    Headers.Builder headers = new Headers.Builder();
    for (int i = 0; i < h.size(); i++) {
      headers.add(h.name(i), h.value(i));
    }
    Headers built = headers.build();
    converted = new Converted(h, built);
    return built;
  }

  private record Converted(WireHeaders from, Headers to) {}

  /**
   * The request's URL for OkHttp, from the origin of the last one parsed once: a client sends every
   * call to its one base URL, and parsing each call's whole URL (OkHttp checks and canonicalises
   * the host each time) took about 8 % of the CPU samples of a small get from 16 threads. The path
   * and query are taken from the request's text as they are encoded, as a parse of the whole URL
   * takes them, and the text is not parsed as a {@link URI} first. Package-private for its test.
   */
  HttpUrl url(WireRequest request) {
    String text = request.encodedUrl();
    Origin o = origin;
    if (o == null || !o.starts(text)) {
      URI uri = request.url();
      String scheme = uri.getScheme();
      String authority = uri.getRawAuthority();
      if (scheme == null || authority == null) {
        return HttpUrl.get(text);
      }
      String prefix = scheme + "://" + authority;
      o = new Origin(prefix, HttpUrl.get(prefix + "/"));
      if (!o.starts(text)) {
        return HttpUrl.get(text); // written otherwise than URI reads it back
      }
      origin = o;
    }
    // indexOf gives -1 or a place after the origin: "== -1" says all there is to say of it.
    int from = o.prefix().length();
    int fragment = text.indexOf('#', from);
    int end = fragment == -1 ? text.length() : fragment;
    int query = text.indexOf('?', from);
    if (fragment != -1 && query > fragment) {
      query = -1; // a '?' in the fragment
    }
    int pathEnd = query == -1 ? end : query;
    HttpUrl.Builder url =
        o.base().newBuilder().encodedPath(pathEnd == from ? "/" : text.substring(from, pathEnd));
    if (query != -1) {
      url.encodedQuery(text.substring(query + 1, end));
    }
    if (fragment != -1) {
      url.encodedFragment(text.substring(fragment + 1));
    }
    return url.build();
  }

  /**
   * @return the origin parsed last, or null before the first call; for tests, that the calls to one
   *     origin parse it once
   */
  @Nullable Object lastOrigin() {
    return origin;
  }

  /**
   * A scheme and authority as a URL's text starts with them ({@code http://host:port}), and the URL
   * of its root as OkHttp parsed it.
   */
  private record Origin(String prefix, HttpUrl base) {
    /** Whether the URL is on this origin: the prefix, then its path, query, fragment or end. */
    boolean starts(String url) {
      return url.startsWith(prefix)
          && (url.length() == prefix.length() || "/?#".indexOf(url.charAt(prefix.length())) >= 0);
    }
  }

  private static WireResponse response(Response response) {
    Headers headers = response.headers();
    WireHeaders.Builder out = new WireHeaders.Builder(headers.size());
    String parked = null;
    for (int i = 0; i < headers.size(); i++) {
      String name = headers.name(i);
      if (name.equalsIgnoreCase(PARKED_RETRY_AFTER)) {
        parked = headers.value(i);
      } else {
        out.add(name, headers.value(i));
      }
    }
    if (parked != null) {
      out.add("Retry-After", parked);
    }
    ResponseBody body = response.body();
    return new WireResponse(response.code(), out.build(), body.byteStream(), body.contentLength());
  }

  @Override
  public void close() {
    if (owned) {
      client.dispatcher().executorService().shutdown();
      client.connectionPool().evictAll();
    }
  }

  /**
   * A JSON body that OkHttp may send once only: that stops it from re-sending a request on its own
   * after sending started (a 421, a dropped connection). Only the call path decides on a resend.
   */
  private static final class OneShotBody extends RequestBody {
    private final byte[] bytes;

    OneShotBody(byte[] bytes) {
      this.bytes = bytes;
    }

    @Override
    public MediaType contentType() {
      return JSON;
    }

    @Override
    public long contentLength() {
      return bytes.length;
    }

    @Override
    public boolean isOneShot() {
      return true;
    }

    @Override
    public void writeTo(BufferedSink sink) throws IOException {
      sink.write(bytes);
    }
  }

  @Override
  public String toString() {
    return "transport=okhttp";
  }

  /**
   * Wraps what the application's own {@code OkHttpClient} let through (OkHttp passes on what its
   * interceptors and event listener throw).
   *
   * @param thrown what it threw
   * @param redactor masks the key in the message
   * @return the failure
   */
  public static ClientCodeFailure clientCodeFailure(RuntimeException thrown, Redactor redactor) {
    return ClientCodeFailure.of(
        "failed",
        "OkHttp (an interceptor or event listener of the OkHttpClient given to httpClient(..))",
        thrown,
        redactor);
  }
}
