package com.workspacecommerce.sdk.internal;

import com.workspacecommerce.sdk.internal.spi.Cancellation;
import java.io.IOException;
import java.io.InputStream;
import java.io.InterruptedIOException;
import java.net.ProtocolException;
import java.util.Arrays;

/**
 * A 2xx body as it arrives, held to its limits: the size limit (counted after decompression), its
 * {@code Content-Length} (neither shorter nor longer), and one wording for a body that breaks off,
 * whatever the library says. It keeps the first {@value #HEAD} bytes, which a decoding error
 * quotes. A codec can parse it as it arrives, or {@link #readAll} can read it whole; either way
 * every byte passes the same checks. Closing it does nothing: the exchange's owner closes the
 * response. Internal: not part of the public API.
 */
final class LimitedBody extends InputStream {
  /** The bytes kept for a decoding error's quote: its 200 characters and a long key, many times. */
  static final int HEAD = 16 * 1024;

  private final InputStream in;
  private final long length;
  private final boolean known;
  private final long max;
  private final int status;
  private final Cancellation exchange;
  private long count;
  private final byte[] one = new byte[1];
  private byte[] head = new byte[0];
  private boolean keepHead = true;
  private int pushedBack = -1;
  private boolean ended;

  /**
   * Starts reading a body.
   *
   * @param in the body
   * @param length its {@code Content-Length} once trusted, or -1
   * @param max the size limit
   * @param status the response's status, for the size-limit failure
   * @param exchange ended when the body is given up, so that its connection is not reused
   * @throws BodyTooLargeException when the announced length is over the limit
   */
  LimitedBody(InputStream in, long length, long max, int status, Cancellation exchange)
      throws BodyTooLargeException {
    this.in = in;
    this.length = length;
    this.known = length >= 0;
    this.max = max;
    this.status = status;
    this.exchange = exchange;
    if (length > max) {
      throw tooLarge();
    }
  }

  /**
   * Reads the whole body: with a trusted length straight into one array of that size.
   *
   * @return the body
   * @throws IOException when it breaks a limit or breaks off
   */
  byte[] readAll() throws IOException {
    keepHead = false; // the caller gets every byte
    if (!known) {
      return readAllBytes(); // to the end of the stream; a byte past the limit stops it
    }
    byte[] bytes = new byte[(int) length];
    int read = 0;
    while (read < bytes.length) {
      read += fill(bytes, read, bytes.length - read);
    }
    finish();
    return bytes;
  }

  /**
   * @return whether the body announced a length of at most {@value #HEAD} bytes, all of which a
   *     decoding error would quote
   */
  boolean fitsHead() {
    return known && length <= HEAD;
  }

  /**
   * @return whether the body has no byte at all; reads its first byte to know
   * @throws IOException when it breaks a limit or breaks off
   */
  boolean isEmpty() throws IOException {
    int b = read();
    if (b == -1) {
      return true;
    }
    pushedBack = b;
    return false;
  }

  /**
   * Reads what a parser left, to the end, under the same checks, so that the connection can be
   * reused and a body longer than announced is still caught.
   *
   * @throws IOException when it breaks a limit or breaks off
   */
  void finish() throws IOException {
    // Small: after a value there is usually nothing or a newline; a long rest is refused at the
    // limit.
    byte[] skip = new byte[64];
    while (read(skip, 0, skip.length) != -1) {
      // reading is the check
    }
  }

  /**
   * @return the first bytes of the body, at most {@value #HEAD}
   */
  byte[] head() {
    return Arrays.copyOf(head, (int) Math.min(count, head.length)); // only for an error's quote
  }

  /**
   * @return whether the body is longer than {@link #head()}
   */
  boolean headCut() {
    return count > head.length;
  }

  @Override
  public int read() throws IOException {
    int n = read(one, 0, 1);
    return n == -1 ? -1 : one[0] & 0xff;
  }

  @Override
  public int read(byte[] b, int off, int len) throws IOException {
    if (len == 0) {
      return 0;
    }
    if (pushedBack >= 0) {
      b[off] = (byte) pushedBack;
      pushedBack = -1;
      return 1;
    }
    if (ended) {
      return -1;
    }
    if (known && count == length) {
      end();
      return -1;
    }
    // With a known length never ask past it, so that the one byte too many is seen by end().
    int want = known ? (int) Math.min(len, length - count) : len;
    return fill(b, off, want);
  }

  /** Reads at least one byte, counted and checked; at the end of the stream, fails or ends. */
  private int fill(byte[] b, int off, int len) throws IOException {
    int n;
    try {
      n = in.read(b, off, len);
    } catch (IOException e) {
      throw cutOff(e);
    }
    if (n == -1) {
      if (known) {
        throw new IOException(
            "Content-Length (" + length + ") is more than the body's length (" + count + ")");
      }
      ended = true;
      return -1;
    }
    if (keepHead) {
      int keep = (int) Math.min(n, HEAD - count);
      if (head.length < count + keep) {
        // With a known length the start is sized once; without one it grows as bytes come.
        head = Arrays.copyOf(head, (int) (known ? Math.min(length, HEAD) : count + keep));
      }
      System.arraycopy(b, off, head, (int) count, keep);
      keepHead = count + keep != HEAD; // full once it reaches HEAD, which it never passes
    }
    count += n;
    if (count > max) {
      throw tooLarge();
    }
    return n;
  }

  /** The announced length is read: the stream must end here. */
  private void end() throws IOException {
    ended = true;
    int next;
    try {
      next = in.read();
    } catch (IOException e) {
      throw cutOff(e);
    }
    if (next != -1) {
      // The rest is not read, so the connection must not be reused.
      exchange.cancel(Cancellation.Reason.ABANDONED);
      throw new IOException("the body is longer than its Content-Length (" + length + ")");
    }
  }

  /**
   * The body broke off while it was read: every library says so its own way (OkHttp's "unexpected
   * end of stream", the JDK's "closed" over an EOF), so the call path says it once.
   */
  private IOException cutOff(IOException e) {
    if (e instanceof InterruptedIOException) {
      return e; // an interrupt or a timeout, which the layers above tell apart
    }
    String what =
        known
            ? "the body ended after " + count + " of its " + length + " bytes"
            : "the body ended before its end (it has no Content-Length)";
    ProtocolException x = new ProtocolException(what + ": " + e);
    x.initCause(e);
    return x;
  }

  private BodyTooLargeException tooLarge() {
    // Ending the exchange makes the transport close the connection rather than drain it.
    exchange.cancel(Cancellation.Reason.ABANDONED);
    return new BodyTooLargeException(max, status);
  }

  /** Does nothing: the response is closed by whoever holds the exchange. */
  @Override
  public void close() {}
}
