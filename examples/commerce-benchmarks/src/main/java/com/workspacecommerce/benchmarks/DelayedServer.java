package com.workspacecommerce.benchmarks;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.ByteBuffer;
import java.nio.channels.SelectionKey;
import java.nio.channels.Selector;
import java.nio.channels.ServerSocketChannel;
import java.nio.channels.SocketChannel;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.Iterator;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

/**
 * A loopback HTTP/1.1 server that answers {@code GET /v1/products/{id}} with the canned product
 * after a fixed delay, on one thread whatever the number of connections: a non-blocking selector
 * loop reads each request head, queues its answer with the time it is due, and writes it when that
 * time comes. Since the delay is the same for every request, answers fall due in the order the
 * requests arrived, so a plain queue is the whole scheduler. Nothing waits on a thread per request,
 * so the server can hold thousands of requests at once without a thread each, and run in its own
 * process so that the threads and heap measured are the client's alone ({@link
 * ConcurrencyHarness}).
 *
 * <p>{@code GET /warm/v1/products/{id}} answers at once, for warming a client up. Anything else is
 * a 404. Keep-alive; no pipelining beyond answering requests in order; a request head over 4 KB
 * closes the connection. It binds {@code 127.0.0.1} only.
 */
public final class DelayedServer implements AutoCloseable {
  private static final String DELAYED = "/v1/products/";
  private static final String AT_ONCE = "/warm/v1/products/";
  private static final int MAX_HEAD = 4096;

  private final ServerSocketChannel listener;
  private final Selector selector;
  private final long delayNanos;
  private final byte[] product;
  private final byte[] notFound;
  private final ArrayDeque<Due> due = new ArrayDeque<>();
  private final AtomicLong served = new AtomicLong();
  private final Thread loop;
  private volatile boolean closed;

  private record Due(long atNanos, Connection connection, byte[] response) {}

  /** A connection's read buffer and the answers still to write on it. */
  private static final class Connection {
    final SocketChannel channel;
    final ByteBuffer in = ByteBuffer.allocate(MAX_HEAD);
    final ArrayDeque<ByteBuffer> out = new ArrayDeque<>(1);

    Connection(SocketChannel channel) {
      this.channel = channel;
    }
  }

  private DelayedServer(long delayMillis) throws IOException {
    this.delayNanos = TimeUnit.MILLISECONDS.toNanos(delayMillis);
    this.product = response("200 OK", CannedPayloads.product());
    this.notFound =
        response(
            "404 Not Found", "{\"message\":\"no such route\"}".getBytes(StandardCharsets.US_ASCII));
    this.selector = Selector.open();
    this.listener = ServerSocketChannel.open();
    // A backlog as deep as the kernel allows: thousands of clients connect at the same moment.
    listener.bind(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 65_535);
    listener.configureBlocking(false);
    listener.register(selector, SelectionKey.OP_ACCEPT);
    this.loop = new Thread(this::run, "delayed-server");
    this.loop.setDaemon(true);
  }

  /**
   * Starts a server on {@code 127.0.0.1} and an ephemeral port.
   *
   * @param delayMillis how long each {@code /v1/products/{id}} answer waits, from the moment its
   *     request head was read
   * @return the running server
   * @throws IOException when the port cannot be bound
   */
  public static DelayedServer start(long delayMillis) throws IOException {
    DelayedServer server = new DelayedServer(delayMillis);
    server.loop.start();
    return server;
  }

  /**
   * @return the port it listens on
   */
  public int port() {
    return ((InetSocketAddress) listenerAddress()).getPort();
  }

  private java.net.SocketAddress listenerAddress() {
    try {
      return listener.getLocalAddress();
    } catch (IOException e) {
      throw new IllegalStateException(e);
    }
  }

  /**
   * @return the answers written so far
   */
  public long requestsServed() {
    return served.get();
  }

  /** Stops the loop and closes every connection. Idempotent. */
  @Override
  public void close() {
    closed = true;
    selector.wakeup();
    try {
      loop.join(TimeUnit.SECONDS.toMillis(5));
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  private void run() {
    try {
      while (!closed) {
        Due next = due.peek();
        long waitNanos = next == null ? 0 : next.atNanos - System.nanoTime();
        if (next == null) {
          selector.select();
        } else if (waitNanos > 0) {
          selector.select(Math.max(1, TimeUnit.NANOSECONDS.toMillis(waitNanos + 999_999)));
        } else {
          selector.selectNow();
        }
        Iterator<SelectionKey> keys = selector.selectedKeys().iterator();
        while (keys.hasNext()) {
          SelectionKey key = keys.next();
          keys.remove();
          if (!key.isValid()) {
            continue;
          }
          try {
            if (key.isAcceptable()) {
              accept();
            } else {
              if (key.isReadable()) {
                read(key);
              }
              if (key.isValid() && key.isWritable()) {
                flush(key, (Connection) key.attachment());
              }
            }
          } catch (IOException e) {
            close(key); // a broken connection ends only that connection
          }
        }
        long now = System.nanoTime();
        while (!due.isEmpty() && due.peek().atNanos - now <= 0) {
          Due d = due.poll();
          answer(d.connection, d.response);
        }
      }
    } catch (IOException e) {
      System.err.println("delayed-server: " + e);
    } finally {
      for (SelectionKey key : selector.keys()) {
        close(key);
      }
      try {
        selector.close();
        listener.close();
      } catch (IOException ignored) {
        // closing anyway
      }
    }
  }

  private void accept() throws IOException {
    SocketChannel channel;
    while ((channel = listener.accept()) != null) {
      channel.configureBlocking(false);
      channel.socket().setTcpNoDelay(true);
      Connection c = new Connection(channel);
      channel.register(selector, SelectionKey.OP_READ, c);
    }
  }

  private void read(SelectionKey key) throws IOException {
    Connection c = (Connection) key.attachment();
    int n = c.channel.read(c.in);
    if (n < 0) {
      close(key);
      return;
    }
    int headEnd;
    while ((headEnd = blankLine(c.in)) >= 0) {
      byte[] buf = c.in.array();
      int lineEnd = 0;
      while (lineEnd < headEnd && buf[lineEnd] != '\r') {
        lineEnd++;
      }
      String line = new String(buf, 0, lineEnd, StandardCharsets.US_ASCII);
      // Only GETs come here; a body would be a client's mistake, and is not skipped.
      int consumed = headEnd + 4;
      c.in.flip();
      c.in.position(consumed);
      c.in.compact();
      if (line.startsWith("GET " + DELAYED)) {
        due.add(new Due(System.nanoTime() + delayNanos, c, product));
      } else if (line.startsWith("GET " + AT_ONCE)) {
        answer(c, product);
      } else {
        answer(c, notFound);
      }
    }
    if (!c.in.hasRemaining()) {
      close(key); // a head over MAX_HEAD is nothing the harness sends
    }
  }

  private void answer(Connection c, byte[] response) {
    SelectionKey key = c.channel.keyFor(selector);
    if (key == null || !key.isValid()) {
      return; // the client hung up while its answer waited
    }
    c.out.add(ByteBuffer.wrap(response));
    served.incrementAndGet();
    try {
      flush(key, c);
    } catch (IOException e) {
      close(key);
    }
  }

  private void flush(SelectionKey key, Connection c) throws IOException {
    while (!c.out.isEmpty()) {
      ByteBuffer b = c.out.peek();
      c.channel.write(b);
      if (b.hasRemaining()) {
        key.interestOps(SelectionKey.OP_READ | SelectionKey.OP_WRITE);
        return;
      }
      c.out.poll();
    }
    key.interestOps(SelectionKey.OP_READ);
  }

  private static void close(SelectionKey key) {
    key.cancel();
    try {
      key.channel().close();
    } catch (IOException ignored) {
      // closing anyway
    }
  }

  /** The index of the first {@code \r\n\r\n} in what was read so far, or -1. */
  private static int blankLine(ByteBuffer in) {
    byte[] b = in.array();
    for (int i = 0; i + 3 < in.position(); i++) {
      if (b[i] == '\r' && b[i + 1] == '\n' && b[i + 2] == '\r' && b[i + 3] == '\n') {
        return i;
      }
    }
    return -1;
  }

  private static byte[] response(String status, byte[] body) {
    byte[] head =
        ("HTTP/1.1 "
                + status
                + "\r\nContent-Type: application/json\r\nContent-Length: "
                + body.length
                + "\r\n\r\n")
            .getBytes(StandardCharsets.US_ASCII);
    byte[] out = new byte[head.length + body.length];
    System.arraycopy(head, 0, out, 0, head.length);
    System.arraycopy(body, 0, out, head.length, body.length);
    return out;
  }

  /**
   * Runs the server as its own process: prints {@code port <n>} on the first line of standard
   * output, then serves until standard input ends (the harness closes it, or dies), so it never
   * outlives the process that started it.
   *
   * @param args the delay in milliseconds
   * @throws IOException when the port cannot be bound
   */
  public static void main(String[] args) throws IOException {
    long delay = Long.parseLong(args[0]);
    try (DelayedServer server = start(delay)) {
      System.out.println("port " + server.port());
      System.out.flush();
      BufferedReader stdin =
          new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
      while (stdin.readLine() != null) {
        // nothing to read; waits for the end of input
      }
      System.out.println("served " + server.requestsServed());
    }
  }
}
