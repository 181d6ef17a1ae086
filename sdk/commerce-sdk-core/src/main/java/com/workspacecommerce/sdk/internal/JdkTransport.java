package com.workspacecommerce.sdk.internal;

import com.workspacecommerce.sdk.internal.spi.Cancellation;
import com.workspacecommerce.sdk.internal.spi.ConnectTimeoutException;
import com.workspacecommerce.sdk.internal.spi.HttpTransport;
import com.workspacecommerce.sdk.internal.spi.ProxyAuthenticationFailure;
import com.workspacecommerce.sdk.internal.spi.ProxySettings;
import com.workspacecommerce.sdk.internal.spi.Tls;
import com.workspacecommerce.sdk.internal.spi.TransportSettings;
import com.workspacecommerce.sdk.internal.spi.VirtualThreads;
import com.workspacecommerce.sdk.internal.spi.WireHeaders;
import com.workspacecommerce.sdk.internal.spi.WireRequest;
import com.workspacecommerce.sdk.internal.spi.WireResponse;
import java.io.IOException;
import java.io.InputStream;
import java.io.InterruptedIOException;
import java.lang.reflect.Method;
import java.net.Proxy;
import java.net.ProxySelector;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpConnectTimeoutException;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Flow;
import java.util.concurrent.RejectedExecutionException;
import java.util.zip.GZIPInputStream;
import org.jspecify.annotations.Nullable;

/**
 * Carries exchanges with the JDK's {@link HttpClient}: no library beyond the JDK. An adapter with
 * no policy of its own, like the OkHttp one: it follows no redirect, sets no timeout but the
 * connect one, and decodes no body (a short one it hands over whole, {@code BODY}). It asks for
 * gzip and inflates it, as OkHttp does, so that the size limit counts the same bytes on both.
 * Internal: not part of the public API.
 */
final class JdkTransport implements HttpTransport {
  private static final String ACCEPT_ENCODING = "Accept-Encoding";

  private static final int PROXY_AUTHENTICATION_REQUIRED = 407;

  /** Where the JDK reads which schemes it will not send to a proxy to open an HTTPS tunnel. */
  static final String TUNNELING_DISABLED_SCHEMES = "jdk.http.auth.tunneling.disabledSchemes";

  private final HttpClient client;
  private final ExecutorService executor;
  private final boolean owned;
  private final TransportSettings settings;

  /** The proxies the client connects through: the JVM's default as the client was built. */
  private final @Nullable ProxySelector selector;

  /**
   * The head of the last headers sent, checked and written into a builder once: nearly every call
   * of a client sends its default headers, the same object each time, and the JDK's builder checks
   * every character of every header again on each {@code header(..)}.
   */
  private volatile @Nullable Head head;

  /** A request builder holding {@code headers} and nothing else; only ever copied. */
  private record Head(WireHeaders headers, HttpRequest.Builder builder) {}

  private JdkTransport(
      HttpClient client,
      ExecutorService executor,
      boolean owned,
      TransportSettings settings,
      @Nullable ProxySelector selector) {
    this.client = client;
    this.executor = executor;
    this.owned = owned;
    this.settings = settings;
    this.selector = selector;
  }

  /**
   * Creates the transport and the client it owns: HTTP/1.1 (the fastest here, and what every server
   * speaks), no redirects. Async exchanges run the blocking {@code send} on this transport's own
   * threads: virtual threads where the JVM has them.
   *
   * <p>Behind a proxy it answers a {@code 407} itself, as {@link #answerProxy} says why.
   *
   * @param settings the connect timeout, the TLS (null for the JVM's default) and the proxy
   * @return the transport
   */
  static JdkTransport create(TransportSettings settings) {
    ExecutorService executor = VirtualThreads.perTaskExecutor("commerce-sdk-http-");
    if (executor == null) {
      executor = Executors.newCachedThreadPool(VirtualThreads.factory("commerce-sdk-http-"));
    }
    return new JdkTransport(build(settings), executor, true, settings, selector(settings));
  }

  /** The selector the JDK's client uses: it takes the JVM's default when it is built. */
  private static @Nullable ProxySelector selector(TransportSettings settings) {
    ProxySelector given = settings.proxy().selector();
    return given != null ? given : ProxySelector.getDefault();
  }

  /**
   * The client's own tasks run where they arise, on its selector thread: with {@code send} and
   * {@code ofInputStream} they only hand buffers over, and the caller reads the body on its own
   * thread. A pool there costs every call two thread switches: README › Benchmarks measured the
   * default pool and a virtual-thread executor at 1.6 and 1.8 times the time of a {@code GET}.
   */
  private static HttpClient build(TransportSettings settings) {
    HttpClient.Builder b =
        HttpClient.newBuilder()
            .version(HttpClient.Version.HTTP_1_1)
            // A redirect could carry the key to another host or to plain http.
            .followRedirects(HttpClient.Redirect.NEVER)
            .connectTimeout(settings.connectTimeout())
            .executor(Runnable::run);
    Tls tls = settings.tls();
    if (tls != null) {
      b.sslContext(tls.context());
    }
    ProxySelector proxy = settings.proxy().selector();
    if (proxy != null) {
      b.proxy(proxy);
    }
    // No Authenticator, even with proxy credentials: see answerProxy.
    return b.build();
  }

  @Override
  public String name() {
    return "jdk";
  }

  @Override
  public HttpTransport withConnectTimeout(Duration connectTimeout) {
    if (client.connectTimeout().equals(java.util.Optional.of(connectTimeout))) {
      return new JdkTransport(client, executor, false, settings, selector);
    }
    // The JDK's connect timeout is the client's: another one needs another client (and pool), on
    // the same threads, and the same proxies.
    TransportSettings derived = settings.withConnectTimeout(connectTimeout);
    return new JdkTransport(build(derived), executor, false, derived, selector);
  }

  /**
   * Sends with the JDK's blocking {@code send}, on the caller's thread (or, for an async call, on
   * one of this transport's threads): its {@code sendAsync} would complete every response through
   * the common fork-join pool, so that an application keeping that pool busy would stall every
   * call. Until the headers are in (and a short body with them: {@code BODY}), the exchange is
   * ended by interrupting the thread that sends, which {@code send} answers by aborting the
   * request; after that, by closing the body.
   */
  @Override
  public WireResponse send(WireRequest request, Cancellation exchange) throws IOException {
    HttpResponse<InputStream> response = exchange(toJdk(request), exchange);
    if (response.statusCode() == PROXY_AUTHENTICATION_REQUIRED) {
      response = answerProxy(request, response, exchange);
    }
    InputStream body = response.body();
    // From here cancelling closes the body, which wakes a reader and drops the connection.
    exchange.onCancel(() -> closeQuietly(body));
    clearOwnInterrupt(exchange);
    return response(response, body);
  }

  /**
   * Answers a proxy's {@code 407} once, with Basic credentials in a {@code Proxy-Authorization}
   * header of the request's own, rather than through an {@link java.net.Authenticator}: a client
   * with an Authenticator also takes every {@code 401} of the API for a challenge of its own, and
   * fails one without {@code WWW-Authenticate} with an IOException instead of returning it. The
   * JDK's client never sends a header of the request's own named {@code Proxy-*} to a server
   * (directly or inside a tunnel), copies it to a tunnel's {@code CONNECT}, and hands back a {@code
   * 407} to a request that carried it, so wrong credentials end after one answer.
   *
   * @return the response to the request sent again with credentials, when it is not a 407
   * @throws ProxyAuthenticationFailure when no answer can be given or the proxy refused it
   */
  private HttpResponse<InputStream> answerProxy(
      WireRequest request, HttpResponse<InputStream> refused, Cancellation exchange)
      throws IOException {
    closeQuietly(refused.body());
    ProxySettings proxy = settings.proxy();
    String username = proxy.username();
    String password = proxy.password();
    URI url = request.url();
    String address = proxyOf(url);
    if (address == null) {
      // A 407 with no proxy chosen: whatever answered, it is not a proxy the credentials are for.
      throw new ProxyAuthenticationFailure(
          "between the client and " + url.getHost() + ":" + url.getPort(),
          "answered HTTP 407 though the client uses no proxy for " + url.getHost());
    }
    if (username == null || password == null) {
      throw new ProxyAuthenticationFailure(
          address, "asks for credentials (HTTP 407) and none are set");
    }
    if (refused.headers().allValues("Proxy-Authenticate").stream()
        .noneMatch(c -> c.regionMatches(true, 0, "Basic", 0, 5))) {
      throw new ProxyAuthenticationFailure(
          address, "asks for a scheme other than Basic (HTTP 407), which the SDK does not send");
    }
    if (url.getScheme().equalsIgnoreCase("https") && basicTunnelingDisabled()) {
      // The JDK would drop the header from the CONNECT: sending again would only be refused.
      throw new ProxyAuthenticationFailure(
          address,
          "asks for Basic credentials to open an HTTPS tunnel (CONNECT answered HTTP 407), which"
              + " the JDK HttpClient does not send while the system property "
              + TUNNELING_DISABLED_SCHEMES
              + " lists Basic, as it does by default: start the JVM with -D"
              + TUNNELING_DISABLED_SCHEMES
              + "= (the JDK reads it once), or use the okhttp transport");
    }
    HttpResponse<InputStream> answered =
        exchange(toJdk(request, basic(username, password)), exchange);
    if (answered.statusCode() != PROXY_AUTHENTICATION_REQUIRED) {
      return answered;
    }
    closeQuietly(answered.body());
    throw new ProxyAuthenticationFailure(address, "refused the credentials (HTTP 407)");
  }

  /** Whether the JDK drops Basic credentials from a CONNECT: {@code Basic} by default. */
  static boolean basicTunnelingDisabled() {
    String schemes = System.getProperty(TUNNELING_DISABLED_SCHEMES, "Basic");
    for (String scheme : schemes.split(",")) {
      if (scheme.trim().equalsIgnoreCase("Basic")) {
        return true;
      }
    }
    return false;
  }

  static String basic(String username, String password) {
    // ISO-8859-1, as OkHttp's Credentials.basic and the JDK's own answer encode them.
    byte[] pair = (username + ":" + password).getBytes(StandardCharsets.ISO_8859_1);
    return "Basic " + Base64.getEncoder().encodeToString(pair);
  }

  /** {@code host:port} of the HTTP proxy the client chose for the URL, or null for none. */
  private @Nullable String proxyOf(URI url) {
    ProxySelector s = selector;
    if (s != null) {
      try {
        for (Proxy p : s.select(url)) {
          if (p.type() == Proxy.Type.HTTP && p.address() != null) {
            return ProxyAuthenticationFailure.describe(p.address());
          }
        }
      } catch (RuntimeException e) {
        // A selector that fails now failed the exchange before: no proxy to name.
      }
    }
    return null;
  }

  /** Sends one request and waits for its headers, ending it on the exchange's cancellation. */
  private HttpResponse<InputStream> exchange(HttpRequest http, Cancellation exchange)
      throws IOException {
    Interrupter interrupter = new Interrupter(Thread.currentThread());
    exchange.onCancel(interrupter);
    HttpResponse<InputStream> response;
    try {
      response = client.send(http, BODY);
    } catch (InterruptedException e) {
      interrupter.disarm();
      Cancellation.Reason why = exchange.reason();
      if (why == null || why == Cancellation.Reason.INTERRUPTED) {
        // The application's interrupt: the flag stays set for it.
        Thread.currentThread().interrupt();
        InterruptedIOException x = new InterruptedIOException("interrupted");
        x.initCause(e);
        throw x;
      }
      // The call path's own interrupt, which it reports as the reason; not the thread's.
      throw new IOException("Canceled", e);
    } catch (HttpConnectTimeoutException e) {
      interrupter.disarm();
      throw new ConnectTimeoutException(e);
    } catch (IOException | RuntimeException e) {
      interrupter.disarm();
      clearOwnInterrupt(exchange);
      throw e;
    }
    interrupter.disarm();
    return response;
  }

  /**
   * The longest body gathered whole: the call path reads a body up to this length whole before
   * decoding it anyway ({@link LimitedBody#fitsHead}), so gathering it holds no byte longer than
   * the call would; it is also one buffer of the JDK client's (16 KiB by default).
   */
  static final int GATHERED_MAX = LimitedBody.HEAD;

  /**
   * How a body is handed over: one that announces at most {@value #GATHERED_MAX} bytes is gathered
   * on the client's selector thread as it arrives and handed over whole with the response, so that
   * the caller wakes once per call, not again for the body's buffers and once more for its end; a
   * longer body, or one of unknown length, is a stream the caller reads (and decodes) as it
   * arrives, so that memory stays bounded by the caller's reading.
   */
  private static final HttpResponse.BodyHandler<InputStream> BODY =
      info -> {
        // allValues, not firstValue: no stream and Optional for every response.
        List<String> length = info.headers().allValues("Content-Length");
        return subscriber(announced(length.isEmpty() ? null : length.get(0)));
      };

  /** The subscriber for a body of the announced length (-1 for none). */
  static HttpResponse.BodySubscriber<InputStream> subscriber(long length) {
    return length >= 0 && length <= GATHERED_MAX
        ? new Gathered((int) length)
        : HttpResponse.BodySubscribers.ofInputStream();
  }

  /** The announced length, or -1 for none or one that is not a number (the stream then tells). */
  static long announced(@Nullable String contentLength) {
    if (contentLength == null) {
      return -1;
    }
    try {
      return Long.parseLong(contentLength.trim());
    } catch (NumberFormatException e) {
      return -1;
    }
  }

  /** Clears an interrupt the call path sent to end the exchange, once none can follow. */
  private static void clearOwnInterrupt(Cancellation exchange) {
    Cancellation.Reason why = exchange.reason();
    if (why != null && why != Cancellation.Reason.INTERRUPTED) {
      Thread.interrupted();
    }
  }

  @Override
  public void sendAsync(WireRequest request, Cancellation exchange, Callback callback) {
    try {
      executor.execute(
          () -> {
            WireResponse response;
            try {
              response = send(request, exchange);
            } catch (IOException e) {
              callback.done(null, e);
              return;
            }
            callback.done(response, null);
          });
    } catch (RejectedExecutionException e) {
      callback.done(null, new IOException("the client is closed", e));
    }
  }

  private HttpRequest toJdk(WireRequest request) throws IOException {
    WireHeaders headers = request.headers();
    Head last = head;
    if (last == null || last.headers() != headers) {
      last = new Head(headers, withHeaders(HttpRequest.newBuilder(), headers));
      head = last;
    }
    return finish(last.builder().copy(), request);
  }

  private static HttpRequest toJdk(WireRequest request, String proxyAuthorization)
      throws IOException {
    HttpRequest.Builder b = withHeaders(HttpRequest.newBuilder(), request.headers());
    b.header("Proxy-Authorization", proxyAuthorization);
    return finish(b, request);
  }

  /** Adds the request's headers, and the ones the SDK adds when the request has none of its own. */
  private static HttpRequest.Builder withHeaders(HttpRequest.Builder b, WireHeaders headers)
      throws IOException {
    try {
      for (int i = 0; i < headers.size(); i++) {
        b.header(headers.name(i), headers.value(i));
      }
    } catch (IllegalArgumentException e) {
      // The JDK refuses to let callers set Connection, Content-Length, Expect, Host or Upgrade.
      throw new IOException("the JDK HttpClient refuses a header of this request: " + e, e);
    }
    if (headers.get(ACCEPT_ENCODING) == null) {
      b.header(ACCEPT_ENCODING, "gzip");
    }
    return b;
  }

  /** Sets what changes from request to request: the URL, the method and the body. */
  private static HttpRequest finish(HttpRequest.Builder b, WireRequest request) {
    byte[] body = request.body();
    b.uri(request.url())
        .method(
            request.method(),
            body == null
                ? HttpRequest.BodyPublishers.noBody()
                : HttpRequest.BodyPublishers.ofByteArray(body));
    if (body != null && request.headers().get("Content-Type") == null) {
      b.header("Content-Type", WireRequest.JSON);
    }
    return b.build();
  }

  /** Interrupts the sending thread until disarmed, and never after. */
  private static final class Interrupter implements Runnable {
    private final Thread thread;
    private boolean armed = true;

    Interrupter(Thread thread) {
      this.thread = thread;
    }

    @Override
    public synchronized void run() {
      if (armed) {
        thread.interrupt();
      }
    }

    synchronized void disarm() {
      armed = false;
    }
  }

  /** Wraps the JDK's response; a gzip body is inflated and loses its length and encoding. */
  private static WireResponse response(HttpResponse<InputStream> response, InputStream body) {
    Map<String, List<String>> map = response.headers().map();
    WireHeaders.Builder headers = new WireHeaders.Builder(map.size());
    boolean gzip = false;
    long length = -1;
    for (Map.Entry<String, List<String>> h : map.entrySet()) {
      String name = h.getKey();
      List<String> values = h.getValue();
      if (name.equalsIgnoreCase("Content-Encoding")
          && values.size() == 1
          && values.get(0).trim().equalsIgnoreCase("gzip")) {
        gzip = true;
        continue;
      }
      if (name.equalsIgnoreCase("Content-Length") && !values.isEmpty()) {
        // As HttpHeaders.firstValueAsLong reads it, without its stream and Optional per call.
        length = Long.parseLong(values.get(0));
      }
      for (String value : values) {
        headers.add(name, value);
      }
    }
    if (gzip) {
      headers.removeAll("Content-Length");
      return new WireResponse(response.statusCode(), headers.build(), new LazyGzip(body), -1);
    }
    return new WireResponse(response.statusCode(), headers.build(), body, length);
  }

  private static void closeQuietly(InputStream in) {
    try {
      in.close();
    } catch (IOException | RuntimeException e) {
      // Closing only ends the exchange early; nothing is lost if it fails.
    }
  }

  @Override
  public void close() {
    if (!owned) {
      return;
    }
    executor.shutdownNow();
    // Java 21 added HttpClient.shutdownNow(), which ends its selector thread at once; before it,
    // that thread ends when the client is collected.
    try {
      Method shutdownNow = HttpClient.class.getMethod("shutdownNow");
      shutdownNow.invoke(client);
    } catch (ReflectiveOperationException | RuntimeException e) {
      // Java 17: nothing to call.
    }
  }

  @Override
  public String toString() {
    return "transport=jdk";
  }

  /**
   * Gathers a body of announced length into one array, on the thread that receives it (the client's
   * selector thread: it only copies bytes). The body is complete when the stream ends: a body cut
   * short is handed over as far as it came, and reading past that fails as the JDK's own stream
   * fails ({@code IOException("closed")}, the cause attached), so that the call path sees the same
   * breaks on either kind of body.
   */
  static final class Gathered implements HttpResponse.BodySubscriber<InputStream> {
    private final byte[] bytes;
    private int count;
    private final CompletableFuture<InputStream> body = new CompletableFuture<>();
    private Flow.@Nullable Subscription subscription;

    Gathered(int length) {
      this.bytes = new byte[length];
    }

    @Override
    public CompletionStage<InputStream> getBody() {
      return body;
    }

    @Override
    public void onSubscribe(Flow.Subscription s) {
      subscription = s;
      s.request(Long.MAX_VALUE);
    }

    @Override
    public void onNext(List<ByteBuffer> items) {
      for (ByteBuffer b : items) {
        int n = b.remaining();
        if (n > bytes.length - count) {
          // The JDK delimits a body by its Content-Length, so this is never reached; were it, the
          // bytes past the announced length must not be taken for the body.
          Flow.Subscription s = subscription;
          if (s != null) {
            s.cancel();
          }
          onError(new IOException("the body is longer than its Content-Length"));
          return;
        }
        b.get(bytes, count, n);
        count += n;
      }
    }

    @Override
    public void onError(Throwable failure) {
      body.complete(new Received(bytes, count, failure));
    }

    @Override
    public void onComplete() {
      body.complete(new Received(bytes, count, null));
    }
  }

  /**
   * The bytes a {@link Gathered} body received, then its end or its failure. Closing it makes
   * further reads fail, as closing the JDK's stream does, so that cancelling the exchange still
   * ends a reader.
   */
  private static final class Received extends InputStream {
    private final byte[] bytes;
    private final int count;
    private final @Nullable Throwable failure;
    private int pos;
    private volatile boolean closed;

    Received(byte[] bytes, int count, @Nullable Throwable failure) {
      this.bytes = bytes;
      this.count = count;
      this.failure = failure;
    }

    @Override
    public int read() throws IOException {
      return ended() ? -1 : bytes[pos++] & 0xff;
    }

    @Override
    public int read(byte[] b, int off, int len) throws IOException {
      Objects.checkFromIndexSize(off, len, b.length);
      if (len == 0) {
        return 0;
      }
      if (ended()) {
        return -1;
      }
      int n = Math.min(len, count - pos);
      System.arraycopy(bytes, pos, b, off, n);
      pos += n;
      return n;
    }

    /** Whether every byte is read and the body ended well; throws when it did not. */
    private boolean ended() throws IOException {
      if (closed) {
        throw new IOException("closed");
      }
      if (pos < count) {
        return false;
      }
      if (failure != null) {
        throw new IOException("closed", failure);
      }
      return true;
    }

    @Override
    public int available() {
      return closed ? 0 : count - pos;
    }

    @Override
    public void close() {
      closed = true;
    }
  }

  /**
   * Inflates a gzip body, reading its header on the first read rather than when the response
   * arrives: an empty body (a 204) is then never read as gzip at all.
   */
  private static final class LazyGzip extends InputStream {
    private final InputStream raw;
    private @Nullable InputStream inflated;

    LazyGzip(InputStream raw) {
      this.raw = raw;
    }

    private InputStream in() throws IOException {
      InputStream in = inflated;
      if (in == null) {
        in = new GZIPInputStream(raw, 8192);
        inflated = in;
      }
      return in;
    }

    @Override
    public int read() throws IOException {
      return in().read();
    }

    @Override
    public int read(byte[] b, int off, int len) throws IOException {
      return in().read(b, off, len);
    }

    @Override
    public void close() throws IOException {
      raw.close();
    }
  }
}
