package com.workspacecommerce.benchmarks;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.SocketException;
import java.nio.charset.StandardCharsets;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.LongAdder;
import java.util.concurrent.locks.LockSupport;

/**
 * A minimal HTTP/1.1 server on {@code 127.0.0.1} that answers the benchmark calls with canned JSON
 * from memory: {@code GET /v1/products/{id}}, {@code GET /v1/products?page=k} (pages of {@value
 * CannedPayloads#PAGE_SIZE} for a configurable number of pages) and {@code POST /v1/customers}.
 *
 * <p>Plain sockets with keep-alive and one thread per connection, rather than the JDK's HttpServer:
 * every response is one pre-rendered byte array written with a single {@code write}, and parsing a
 * request allocates almost nothing, so the server costs a few microseconds per call and the client
 * under test stays the bottleneck. It is not a general HTTP server: no chunked request bodies, no
 * pipelining guarantees beyond reading requests in order, and {@code limit} is ignored (every page
 * holds 100 products).
 */
public final class CannedServer implements AutoCloseable {
  private static final byte[] HEAD_OK = head(200, "OK");
  private static final byte[] HEAD_CREATED = head(201, "Created");

  private final ServerSocket listener;
  private final int totalPages;
  private final byte[] productResponse;
  private final byte[] customerResponse;
  private final byte[] lastPageEmptyResponse;
  private final byte[] notFoundResponse;
  private final CannedPayloads.PageTemplate pages;
  private final int pageHeadLength;
  private final byte[] pageHead;
  private final Set<Socket> open = ConcurrentHashMap.newKeySet();
  private final AtomicInteger connections = new AtomicInteger();
  private final LongAdder requests = new LongAdder();
  private final Thread acceptor;
  private final long chunkPauseNanos;
  private final byte[][] productChunks;
  private volatile boolean closed;

  private CannedServer(ServerSocket listener, int totalPages, long chunkPauseNanos) {
    this.listener = listener;
    this.totalPages = totalPages;
    this.chunkPauseNanos = chunkPauseNanos;
    this.productChunks = chunked(CannedPayloads.product(), CHUNKS);
    this.productResponse = response(HEAD_OK, CannedPayloads.product());
    this.customerResponse = response(HEAD_CREATED, CannedPayloads.customer());
    this.lastPageEmptyResponse =
        response(
            HEAD_OK,
            ("{\"page\":"
                    + (totalPages + 1)
                    + ",\"size\":"
                    + CannedPayloads.PAGE_SIZE
                    + ",\"total\":"
                    + (long) totalPages * CannedPayloads.PAGE_SIZE
                    + ",\"total_pages\":"
                    + totalPages
                    + ",\"has_next_page\":false,\"has_previous_page\":true,"
                    + "\"items\":[]}")
                .getBytes(StandardCharsets.US_ASCII));
    this.notFoundResponse =
        ("HTTP/1.1 404 Not Found\r\nContent-Type: application/json\r\nContent-Length: 33\r\n\r\n"
                + "{\"message\":\"no such canned route\"}")
            .getBytes(StandardCharsets.US_ASCII);
    CannedPayloads.PageTemplate probe = new CannedPayloads.PageTemplate(totalPages, 0);
    this.pageHead = withLength(HEAD_OK, probe.bodyLength());
    this.pageHeadLength = pageHead.length;
    this.pages = new CannedPayloads.PageTemplate(totalPages, pageHeadLength);
    this.acceptor = new Thread(this::acceptLoop, "canned-server-accept");
    this.acceptor.setDaemon(true);
  }

  /**
   * Starts a server on {@code 127.0.0.1} and an ephemeral port; it is accepting when this returns.
   *
   * @param totalPages how many pages {@code GET /products} reports (page {@code totalPages + 1} and
   *     beyond come back empty)
   * @return the running server; close it to free the port and its threads
   * @throws IOException when the port cannot be bound
   */
  public static CannedServer start(int totalPages) throws IOException {
    return start(totalPages, -1);
  }

  /**
   * Starts a server whose answers do not arrive all at once, as a server that renders its answer as
   * it goes or a network that delivers it in several segments: {@code GET /v1/products/{id}}
   * answers with the head, then the body in {@value #CHUNKS} chunks ({@code Transfer-Encoding:
   * chunked}), each written and flushed on its own, with a pause of {@code chunkPauseNanos} before
   * each chunk and before the last (empty) one; a page of products and a created customer keep
   * their {@code Content-Length} but are written in {@value #PAGE_PIECES} and {@value
   * #CUSTOMER_PIECES} pieces, with the same pause before each.
   *
   * @param totalPages how many pages {@code GET /products} reports
   * @param chunkPauseNanos the pause before each chunk ({@code LockSupport.parkNanos}), or -1 for
   *     the plain server
   * @return the running server
   * @throws IOException when the port cannot be bound
   */
  public static CannedServer start(int totalPages, long chunkPauseNanos) throws IOException {
    ServerSocket listener = new ServerSocket(0, 128, InetAddress.getLoopbackAddress());
    CannedServer server = new CannedServer(listener, totalPages, chunkPauseNanos);
    server.acceptor.start();
    return server;
  }

  /** How many chunks the chunked server splits a product into. */
  static final int CHUNKS = 4;

  /** How many pieces the chunked server writes a page of products in. */
  static final int PAGE_PIECES = 8;

  /** How many pieces the chunked server writes a created customer in. */
  static final int CUSTOMER_PIECES = 2;

  private static final byte[] CHUNKED_HEAD =
      ("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n")
          .getBytes(StandardCharsets.US_ASCII);

  private static final byte[] LAST_CHUNK = "0\r\n\r\n".getBytes(StandardCharsets.US_ASCII);

  /** The body split into {@code n} chunks, each framed with its size line and CRLF. */
  private static byte[][] chunked(byte[] body, int n) {
    byte[][] out = new byte[n][];
    int size = (body.length + n - 1) / n;
    for (int i = 0; i < n; i++) {
      int from = i * size;
      int len = Math.max(0, Math.min(size, body.length - from));
      byte[] line = (Integer.toHexString(len) + "\r\n").getBytes(StandardCharsets.US_ASCII);
      byte[] chunk = new byte[line.length + len + 2];
      System.arraycopy(line, 0, chunk, 0, line.length);
      System.arraycopy(body, from, chunk, line.length, len);
      chunk[chunk.length - 2] = '\r';
      chunk[chunk.length - 1] = '\n';
      out[i] = chunk;
    }
    return out;
  }

  private void writeChunked(OutputStream out) throws IOException {
    out.write(CHUNKED_HEAD);
    out.flush();
    for (byte[] chunk : productChunks) {
      LockSupport.parkNanos(chunkPauseNanos);
      out.write(chunk);
      out.flush();
    }
    LockSupport.parkNanos(chunkPauseNanos);
    out.write(LAST_CHUNK);
  }

  /** Writes {@code bytes[0, length)} in {@code pieces} flushed slices, pausing before each. */
  private void writeInPieces(OutputStream out, byte[] bytes, int length, int pieces)
      throws IOException {
    int size = (length + pieces - 1) / pieces;
    for (int from = 0; from < length; from += size) {
      LockSupport.parkNanos(chunkPauseNanos);
      out.write(bytes, from, Math.min(size, length - from));
      out.flush();
    }
  }

  /**
   * @return the base URL to give a client, version segment included
   */
  public String baseUrl() {
    return "http://127.0.0.1:" + listener.getLocalPort() + "/v1";
  }

  /**
   * @return how many pages the product list has
   */
  public int totalPages() {
    return totalPages;
  }

  /**
   * @return connections accepted so far, to check that clients keep connections alive
   */
  public int connectionsAccepted() {
    return connections.get();
  }

  /**
   * @return requests answered so far
   */
  public long requestsServed() {
    return requests.sum();
  }

  /** Stops accepting and closes every open connection. Idempotent. */
  @Override
  public void close() {
    closed = true;
    try {
      listener.close();
    } catch (IOException ignored) {
      // closing anyway
    }
    for (Socket s : open) {
      closeQuietly(s);
    }
  }

  private void acceptLoop() {
    while (!closed) {
      try {
        Socket socket = listener.accept();
        connections.incrementAndGet();
        open.add(socket);
        Thread t = new Thread(() -> serve(socket), "canned-server-conn-" + connections.get());
        t.setDaemon(true);
        t.start();
      } catch (IOException e) {
        if (!closed) {
          // A failed accept (e.g. too many files) must not kill the loop of a benchmark run.
          Thread.onSpinWait();
        }
      }
    }
  }

  private void serve(Socket socket) {
    try (socket) {
      socket.setTcpNoDelay(true);
      InputStream in = socket.getInputStream();
      OutputStream out = socket.getOutputStream();
      byte[] buf = new byte[16 * 1024];
      byte[] page = null;
      int start = 0;
      int end = 0;
      while (!closed) {
        int headEnd;
        while ((headEnd = indexOfBlankLine(buf, start, end)) < 0) {
          if (start > 0) {
            System.arraycopy(buf, start, buf, 0, end - start);
            end -= start;
            start = 0;
          }
          if (end == buf.length) {
            return; // a request head over 16 KB is not something the benchmarks send
          }
          int n = in.read(buf, end, buf.length - end);
          if (n < 0) {
            return;
          }
          end += n;
        }
        Request request = parse(buf, start, headEnd);
        start = headEnd + 4;
        long skip = request.contentLength;
        while (skip > 0) {
          if (start == end) {
            start = 0;
            end = in.read(buf, 0, buf.length);
            if (end < 0) {
              return;
            }
          }
          int n = (int) Math.min(skip, end - start);
          start += n;
          skip -= n;
        }
        requests.increment();
        String target = request.target;
        if (request.method.equals("GET") && target.startsWith("/v1/products/")) {
          if (chunkPauseNanos >= 0) {
            writeChunked(out);
          } else {
            out.write(productResponse);
          }
        } else if (request.method.equals("GET")
            && (target.equals("/v1/products") || target.startsWith("/v1/products?"))) {
          int n = pageNumber(target);
          if (n > totalPages) {
            out.write(lastPageEmptyResponse);
          } else {
            if (page == null) {
              page = pages.newBuffer();
              System.arraycopy(pageHead, 0, page, 0, pageHeadLength);
            }
            pages.fill(page, n);
            if (chunkPauseNanos >= 0) {
              writeInPieces(out, page, page.length, PAGE_PIECES);
            } else {
              out.write(page);
            }
          }
        } else if (request.method.equals("POST") && target.equals("/v1/customers")) {
          if (chunkPauseNanos >= 0) {
            writeInPieces(out, customerResponse, customerResponse.length, CUSTOMER_PIECES);
          } else {
            out.write(customerResponse);
          }
        } else {
          out.write(notFoundResponse);
        }
        out.flush();
        if (request.close) {
          return;
        }
      }
    } catch (SocketException e) {
      // the client or close() hung up
    } catch (IOException e) {
      // a broken connection ends only that connection
    } finally {
      open.remove(socket);
    }
  }

  private record Request(String method, String target, long contentLength, boolean close) {}

  private static Request parse(byte[] buf, int start, int headEnd) {
    int lineEnd = indexOf(buf, start, headEnd, (byte) '\r');
    if (lineEnd < 0) {
      lineEnd = headEnd;
    }
    int sp1 = indexOf(buf, start, lineEnd, (byte) ' ');
    int sp2 = sp1 < 0 ? -1 : indexOf(buf, sp1 + 1, lineEnd, (byte) ' ');
    if (sp2 < 0) {
      return new Request("", "", 0, true);
    }
    String method = new String(buf, start, sp1 - start, StandardCharsets.US_ASCII);
    String target = new String(buf, sp1 + 1, sp2 - sp1 - 1, StandardCharsets.US_ASCII);
    long length = 0;
    boolean close = false;
    int line = lineEnd + 2;
    while (line < headEnd) {
      int eol = indexOf(buf, line, headEnd, (byte) '\r');
      if (eol < 0) {
        eol = headEnd;
      }
      if (startsWithIgnoreCase(buf, line, eol, "content-length:")) {
        length =
            Long.parseLong(
                new String(buf, line + 15, eol - line - 15, StandardCharsets.US_ASCII).trim());
      } else if (startsWithIgnoreCase(buf, line, eol, "connection:")) {
        close =
            new String(buf, line + 11, eol - line - 11, StandardCharsets.US_ASCII)
                .trim()
                .equalsIgnoreCase("close");
      }
      line = eol + 2;
    }
    return new Request(method, target, length, close);
  }

  /** The page query parameter, 1 when absent or unreadable (the API's default). */
  static int pageNumber(String target) {
    int q = target.indexOf('?');
    if (q < 0) {
      return 1;
    }
    for (String pair : target.substring(q + 1).split("&")) {
      if (pair.startsWith("page=")) {
        try {
          return Math.max(1, Integer.parseInt(pair.substring(5)));
        } catch (NumberFormatException e) {
          return 1;
        }
      }
    }
    return 1;
  }

  private static int indexOfBlankLine(byte[] buf, int from, int to) {
    for (int i = from; i + 3 < to; i++) {
      if (buf[i] == '\r' && buf[i + 1] == '\n' && buf[i + 2] == '\r' && buf[i + 3] == '\n') {
        return i;
      }
    }
    return -1;
  }

  private static int indexOf(byte[] buf, int from, int to, byte b) {
    for (int i = from; i < to; i++) {
      if (buf[i] == b) {
        return i;
      }
    }
    return -1;
  }

  private static boolean startsWithIgnoreCase(byte[] buf, int from, int to, String prefix) {
    if (to - from < prefix.length()) {
      return false;
    }
    for (int i = 0; i < prefix.length(); i++) {
      if (Character.toLowerCase((char) buf[from + i]) != prefix.charAt(i)) {
        return false;
      }
    }
    return true;
  }

  private static byte[] head(int status, String reason) {
    return ("HTTP/1.1 "
            + status
            + " "
            + reason
            + "\r\nContent-Type: application/json\r\nContent-Length: ")
        .getBytes(StandardCharsets.US_ASCII);
  }

  private static byte[] withLength(byte[] head, int length) {
    byte[] tail = (length + "\r\n\r\n").getBytes(StandardCharsets.US_ASCII);
    byte[] out = new byte[head.length + tail.length];
    System.arraycopy(head, 0, out, 0, head.length);
    System.arraycopy(tail, 0, out, head.length, tail.length);
    return out;
  }

  private static byte[] response(byte[] head, byte[] body) {
    byte[] h = withLength(head, body.length);
    byte[] out = new byte[h.length + body.length];
    System.arraycopy(h, 0, out, 0, h.length);
    System.arraycopy(body, 0, out, h.length, body.length);
    return out;
  }

  private static void closeQuietly(Socket s) {
    try {
      s.close();
    } catch (IOException ignored) {
      // nothing to do
    }
  }
}
