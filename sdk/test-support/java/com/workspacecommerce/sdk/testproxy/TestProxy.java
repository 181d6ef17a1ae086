package com.workspacecommerce.sdk.testproxy;

import java.io.BufferedInputStream;
import java.io.ByteArrayOutputStream;
import java.io.Closeable;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.Proxy;
import java.net.ProxySelector;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.SocketAddress;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import org.jspecify.annotations.Nullable;

/**
 * A small HTTP/1.1 forward proxy on loopback, for tests: it forwards absolute-URI requests to their
 * target, tunnels {@code CONNECT host:port} byte for byte, and can demand Basic credentials (a
 * {@code 407} with {@code Proxy-Authenticate: Basic realm="test"} until the right {@code
 * Proxy-Authorization} comes). It records every request it read. Every socket has a read timeout
 * and {@link #close()} closes them all, so no test can hang on it.
 */
public final class TestProxy implements Closeable {
  /** The longest any socket of the proxy waits for a read. */
  public static final int TIMEOUT_MILLIS = 5_000;

  /** Headers for the proxy alone, or for one hop: never forwarded to the target. */
  private static final Set<String> HOP_BY_HOP =
      Set.of(
          "proxy-authorization", "proxy-connection", "connection", "keep-alive", "upgrade", "te");

  /** What the proxy read from a client, one request at a time. */
  public record Seen(
      String requestLine,
      @Nullable String proxyAuthorization,
      boolean authorized,
      Map<String, String> headers) {
    /**
     * @return whether the request was a {@code CONNECT}
     */
    public boolean isConnect() {
      return requestLine.startsWith("CONNECT ");
    }

    /**
     * @return the request target: an absolute URI, or {@code host:port} for a {@code CONNECT}
     */
    public String target() {
      return requestLine.split(" ")[1];
    }
  }

  private final ServerSocket server;
  private final @Nullable String expected;
  private final String challenge;
  private final List<Seen> seen = new CopyOnWriteArrayList<>();
  private final Set<Socket> sockets = ConcurrentHashMap.newKeySet();
  private final Thread acceptor;
  private volatile boolean closed;

  private TestProxy(@Nullable String expected, String challenge) throws IOException {
    this.expected = expected;
    this.challenge = challenge;
    this.server = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
    this.acceptor = new Thread(this::accept, "test-proxy-accept");
    acceptor.setDaemon(true);
    acceptor.start();
  }

  /**
   * @return a proxy that asks for no credentials
   * @throws IOException when no port can be had
   */
  public static TestProxy open() throws IOException {
    return new TestProxy(null, BASIC);
  }

  /**
   * @param username the user name it accepts
   * @param password the password it accepts
   * @return a proxy that answers 407 to every request without these Basic credentials
   * @throws IOException when no port can be had
   */
  public static TestProxy requiringBasic(String username, String password) throws IOException {
    byte[] pair = (username + ":" + password).getBytes(StandardCharsets.ISO_8859_1);
    return new TestProxy("Basic " + Base64.getEncoder().encodeToString(pair), BASIC);
  }

  /**
   * @param challenge the {@code Proxy-Authenticate} value of its 407, e.g. {@code Digest
   *     realm="test", nonce="abc"}
   * @return a proxy that answers 407 with this challenge to every request, whatever credentials it
   *     carries
   * @throws IOException when no port can be had
   */
  public static TestProxy askingOnlyFor(String challenge) throws IOException {
    // No Proxy-Authorization is ever this value, so every request is refused.
    return new TestProxy("\n", challenge);
  }

  private static final String BASIC = "Basic realm=\"test\"";

  /**
   * @return the proxy's address
   */
  public InetSocketAddress address() {
    // By its literal address, so that the host messages name is the one hostPort() gives.
    return new InetSocketAddress(server.getInetAddress().getHostAddress(), server.getLocalPort());
  }

  /**
   * @return {@code host:port}, as messages name the proxy
   */
  public String hostPort() {
    return server.getInetAddress().getHostAddress() + ":" + server.getLocalPort();
  }

  /**
   * @return a selector that sends every URI, loopback included, through this proxy
   */
  public ProxySelector selector() {
    Proxy proxy = new Proxy(Proxy.Type.HTTP, address());
    return new ProxySelector() {
      @Override
      public List<Proxy> select(URI uri) {
        return List.of(proxy);
      }

      @Override
      public void connectFailed(URI uri, SocketAddress sa, IOException ioe) {}
    };
  }

  /**
   * @return every request read so far, in order
   */
  public List<Seen> seen() {
    return List.copyOf(seen);
  }

  @Override
  public void close() {
    closed = true;
    closeQuietly(server);
    for (Socket s : sockets) {
      closeQuietly(s);
    }
    try {
      acceptor.join(TIMEOUT_MILLIS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  private void accept() {
    while (!closed) {
      Socket client;
      try {
        client = server.accept();
      } catch (IOException e) {
        return; // closed
      }
      track(client);
      start("test-proxy-client", () -> serve(client));
    }
  }

  private static void start(String name, Runnable task) {
    Thread t = new Thread(task, name);
    t.setDaemon(true);
    t.start();
  }

  private void track(Socket s) {
    sockets.add(s);
    if (closed) {
      closeQuietly(s);
    }
  }

  /** Serves one client connection: requests one after another until it closes. */
  private void serve(Socket client) {
    try {
      client.setSoTimeout(TIMEOUT_MILLIS);
      InputStream in = new BufferedInputStream(client.getInputStream());
      OutputStream out = client.getOutputStream();
      while (true) {
        String requestLine = readLine(in);
        if (requestLine == null || requestLine.isEmpty()) {
          return;
        }
        Map<String, String> headers = readHeaders(in);
        String auth = headers.get("proxy-authorization");
        boolean authorized = expected == null || expected.equals(auth);
        seen.add(new Seen(requestLine, auth, authorized, headers));
        String[] parts = requestLine.split(" ");
        boolean connect = parts[0].equals("CONNECT");
        byte[] body = connect ? new byte[0] : readBody(in, headers);
        if (!authorized) {
          byte[] text = "proxy credentials needed".getBytes(StandardCharsets.US_ASCII);
          write(
              out,
              "HTTP/1.1 407 Proxy Authentication Required\r\n"
                  + "Proxy-Authenticate: "
                  + challenge
                  + "\r\n"
                  + "Content-Type: text/plain\r\n"
                  + "Content-Length: "
                  + text.length
                  + "\r\n\r\n",
              text);
          continue; // the connection stays usable: the request's body was read
        }
        if (connect) {
          tunnel(client, in, out, parts[1]);
          return;
        }
        if (!forward(in, out, parts, headers, body)) {
          return;
        }
      }
    } catch (IOException | RuntimeException e) {
      // The client went away, or a read timed out: the connection ends.
    } finally {
      closeQuietly(client);
      sockets.remove(client);
    }
  }

  /** Opens the tunnel and copies bytes both ways until either side closes. */
  private void tunnel(Socket client, InputStream in, OutputStream out, String target)
      throws IOException {
    int colon = target.lastIndexOf(':');
    Socket upstream = new Socket();
    track(upstream);
    try {
      upstream.connect(
          new InetSocketAddress(
              target.substring(0, colon), Integer.parseInt(target.substring(colon + 1))),
          TIMEOUT_MILLIS);
      upstream.setSoTimeout(TIMEOUT_MILLIS);
    } catch (IOException e) {
      write(out, "HTTP/1.1 502 Bad Gateway\r\nContent-Length: 0\r\n\r\n", new byte[0]);
      closeQuietly(upstream);
      return;
    }
    write(out, "HTTP/1.1 200 Connection established\r\n\r\n", new byte[0]);
    // Bytes the client sent after the CONNECT's headers may already sit in the buffer of in.
    Thread back =
        new Thread(() -> pump(upstreamIn(upstream), out, client, upstream), "test-proxy-tunnel");
    back.setDaemon(true);
    back.start();
    try {
      pump(in, upstream.getOutputStream(), upstream, client);
      back.join(TIMEOUT_MILLIS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    } finally {
      closeQuietly(upstream);
      sockets.remove(upstream);
    }
  }

  private static InputStream upstreamIn(Socket s) {
    try {
      return s.getInputStream();
    } catch (IOException e) {
      return InputStream.nullInputStream();
    }
  }

  /** Copies until end of stream, then closes both sockets so the other direction ends too. */
  private static void pump(InputStream from, OutputStream to, Socket a, Socket b) {
    byte[] buf = new byte[8192];
    try {
      int n;
      while ((n = from.read(buf)) != -1) {
        to.write(buf, 0, n);
        to.flush();
      }
    } catch (IOException e) {
      // One side closed or timed out: the tunnel ends.
    } finally {
      closeQuietly(a);
      closeQuietly(b);
    }
  }

  /**
   * Forwards one absolute-URI request on a connection of its own to the target, and its response
   * back.
   *
   * @return whether the client's connection may carry another request
   */
  private boolean forward(
      InputStream in, OutputStream out, String[] parts, Map<String, String> headers, byte[] body)
      throws IOException {
    URI uri = URI.create(parts[1]);
    int port = uri.getPort() != -1 ? uri.getPort() : 80;
    Socket upstream = new Socket();
    track(upstream);
    try {
      upstream.connect(new InetSocketAddress(uri.getHost(), port), TIMEOUT_MILLIS);
      upstream.setSoTimeout(TIMEOUT_MILLIS);
      StringBuilder head = new StringBuilder();
      String path = uri.getRawPath() == null || uri.getRawPath().isEmpty() ? "/" : uri.getRawPath();
      if (uri.getRawQuery() != null) {
        path += "?" + uri.getRawQuery();
      }
      head.append(parts[0]).append(' ').append(path).append(" HTTP/1.1\r\n");
      for (Map.Entry<String, String> h : headers.entrySet()) {
        if (!HOP_BY_HOP.contains(h.getKey())) {
          head.append(h.getKey()).append(": ").append(h.getValue()).append("\r\n");
        }
      }
      head.append("Connection: close\r\n\r\n");
      OutputStream up = upstream.getOutputStream();
      write(up, head.toString(), body);
      InputStream upIn = new BufferedInputStream(upstream.getInputStream());
      String status = readLine(upIn);
      if (status == null) {
        throw new IOException("the target closed without a response");
      }
      Map<String, String> response = readHeaders(upIn);
      int code = Integer.parseInt(status.split(" ")[1]);
      StringBuilder back = new StringBuilder(status).append("\r\n");
      for (Map.Entry<String, String> h : response.entrySet()) {
        if (!HOP_BY_HOP.contains(h.getKey())) {
          back.append(h.getKey()).append(": ").append(h.getValue()).append("\r\n");
        }
      }
      boolean noBody = parts[0].equals("HEAD") || code == 204 || code == 304 || code < 200;
      String length = response.get("content-length");
      boolean chunked =
          response
              .getOrDefault("transfer-encoding", "")
              .toLowerCase(Locale.ROOT)
              .contains("chunked");
      boolean untilClose = !noBody && length == null && !chunked;
      back.append(untilClose ? "Connection: close\r\n\r\n" : "\r\n");
      write(out, back.toString(), new byte[0]);
      if (noBody) {
        return true;
      }
      if (length != null) {
        copy(upIn, out, Long.parseLong(length.trim()));
      } else if (chunked) {
        copyChunked(upIn, out);
      } else {
        upIn.transferTo(out);
      }
      out.flush();
      return !untilClose;
    } finally {
      closeQuietly(upstream);
      sockets.remove(upstream);
    }
  }

  private static void copy(InputStream in, OutputStream out, long n) throws IOException {
    byte[] buf = new byte[8192];
    while (n > 0) {
      int r = in.read(buf, 0, (int) Math.min(buf.length, n));
      if (r == -1) {
        throw new IOException("the target's body ended early");
      }
      out.write(buf, 0, r);
      n -= r;
    }
  }

  /** Copies a chunked body as it is, reading the chunk sizes to find its end. */
  private static void copyChunked(InputStream in, OutputStream out) throws IOException {
    while (true) {
      String sizeLine = readLine(in);
      if (sizeLine == null) {
        throw new IOException("the target's chunked body ended early");
      }
      write(out, sizeLine + "\r\n", new byte[0]);
      int semi = sizeLine.indexOf(';');
      long size = Long.parseLong((semi < 0 ? sizeLine : sizeLine.substring(0, semi)).trim(), 16);
      if (size == 0) {
        String trailer;
        while ((trailer = readLine(in)) != null && !trailer.isEmpty()) {
          write(out, trailer + "\r\n", new byte[0]);
        }
        write(out, "\r\n", new byte[0]);
        return;
      }
      copy(in, out, size + 2); // the data and its CRLF
    }
  }

  private static byte[] readBody(InputStream in, Map<String, String> headers) throws IOException {
    String length = headers.get("content-length");
    if (headers.containsKey("transfer-encoding")) {
      throw new IOException("a chunked request body: the test proxy reads only Content-Length");
    }
    if (length == null) {
      return new byte[0];
    }
    ByteArrayOutputStream body = new ByteArrayOutputStream();
    copy(in, body, Long.parseLong(length.trim()));
    return body.toByteArray();
  }

  /** Header names in lower case, in the order read; a repeated name keeps its last value. */
  private static Map<String, String> readHeaders(InputStream in) throws IOException {
    Map<String, String> headers = new LinkedHashMap<>();
    String line;
    while ((line = readLine(in)) != null && !line.isEmpty()) {
      int colon = line.indexOf(':');
      if (colon > 0) {
        headers.put(
            line.substring(0, colon).trim().toLowerCase(Locale.ROOT),
            line.substring(colon + 1).trim());
      }
    }
    return headers;
  }

  /** A line without its CRLF, or null at end of stream before any byte. */
  private static @Nullable String readLine(InputStream in) throws IOException {
    ByteArrayOutputStream line = new ByteArrayOutputStream();
    int b;
    while ((b = in.read()) != -1) {
      if (b == '\n') {
        byte[] bytes = line.toByteArray();
        int n =
            bytes.length > 0 && bytes[bytes.length - 1] == '\r' ? bytes.length - 1 : bytes.length;
        return new String(bytes, 0, n, StandardCharsets.ISO_8859_1);
      }
      line.write(b);
    }
    return line.size() == 0 ? null : line.toString(StandardCharsets.ISO_8859_1);
  }

  private static void write(OutputStream out, String head, byte[] body) throws IOException {
    out.write(head.getBytes(StandardCharsets.ISO_8859_1));
    out.write(body);
    out.flush();
  }

  private static void closeQuietly(Closeable c) {
    try {
      c.close();
    } catch (IOException e) {
      // Closing only ends what is left.
    }
  }

  /**
   * @return every request line read, in order
   */
  public List<String> requestLines() {
    List<String> lines = new ArrayList<>();
    for (Seen s : seen) {
      lines.add(s.requestLine());
    }
    return lines;
  }
}
