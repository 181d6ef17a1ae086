package com.workspacecommerce.sdk.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import com.workspacecommerce.sdk.internal.spi.Cancellation;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.InterruptedIOException;
import java.net.ProtocolException;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.Objects;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The checks every 2xx body passes, byte by byte, whether it is read whole or parsed as it arrives:
 * the size limit, its Content-Length either way, the bytes kept for a decoding error's quote.
 */
class LimitedBodyTest {
  private final Cancellation exchange = new Cancellation();

  private static byte[] bytes(int n) {
    byte[] b = new byte[n];
    for (int i = 0; i < n; i++) {
      b[i] = (byte) ('a' + i % 26);
    }
    return b;
  }

  private LimitedBody body(byte[] content, long length, long max) throws IOException {
    return new LimitedBody(new ByteArrayInputStream(content), length, max, 200, exchange);
  }

  /** Reads everything through read(byte[], int, int) in small steps, as a parser does. */
  private static byte[] drain(InputStream in, int step) throws IOException {
    byte[] out = new byte[0];
    byte[] buf = new byte[step];
    int n;
    while ((n = in.read(buf, 0, buf.length)) >= 0) {
      int at = out.length;
      out = Arrays.copyOf(out, at + n);
      System.arraycopy(buf, 0, out, at, n);
    }
    return out;
  }

  @Test
  void aBodyOfItsAnnouncedLengthIsReadWholeWithOrWithoutTheLength() throws IOException {
    byte[] content = bytes(10_000);

    assertThat(body(content, content.length, 10_000).readAll()).isEqualTo(content);
    assertThat(body(content, -1, 10_000).readAll()).isEqualTo(content);
    assertThat(exchange.reason()).isNull();
  }

  @Test
  void anAnnouncedLengthOverTheLimitFailsBeforeAByteIsRead() {
    Throwable t =
        catchThrowable(
            () ->
                new LimitedBody(
                    new InputStream() {
                      @Override
                      public int read() {
                        throw new AssertionError("read");
                      }
                    },
                    101,
                    100,
                    200,
                    exchange));

    assertThat(t).isInstanceOf(BodyTooLargeException.class);
    assertThat(((BodyTooLargeException) t).limit).isEqualTo(100);
    assertThat(exchange.reason()).isEqualTo(Cancellation.Reason.ABANDONED);
  }

  @Test
  void withoutALengthTheLimitStopsTheReadAtItsFirstByteTooMany() throws IOException {
    LimitedBody body = body(bytes(101), -1, 100);

    assertThat(catchThrowable(() -> drain(body, 7))).isInstanceOf(BodyTooLargeException.class);
    assertThat(exchange.reason()).isEqualTo(Cancellation.Reason.ABANDONED);
    assertThat(body(bytes(100), -1, 100).readAll()).hasSize(100);
  }

  @Test
  void aBodyShorterThanItsLengthIsReportedWithBothNumbers() throws IOException {
    LimitedBody body = body(bytes(40), 50, 100);

    assertThat(catchThrowable(() -> drain(body, 16)))
        .isInstanceOf(IOException.class)
        .hasMessage("Content-Length (50) is more than the body's length (40)");
  }

  @Test
  void aBodyLongerThanItsLengthEndsTheExchange() throws IOException {
    LimitedBody body = body(bytes(51), 50, 100);

    assertThat(catchThrowable(body::readAll))
        .isInstanceOf(IOException.class)
        .hasMessage("the body is longer than its Content-Length (50)");
    assertThat(exchange.reason()).isEqualTo(Cancellation.Reason.ABANDONED);
  }

  @Test
  void aParserAskingForMoreIsNeverGivenBytesPastTheLength() throws IOException {
    LimitedBody body = body(bytes(60), 50, 100);
    byte[] buf = new byte[64];

    assertThat(body.read(buf, 0, 64)).isEqualTo(50);
    assertThat(catchThrowable(() -> body.read(buf, 0, 64)))
        .hasMessage("the body is longer than its Content-Length (50)");

    // Part way through too: what is left of the length, not the length again.
    LimitedBody partWay = body(bytes(60), 50, 100);
    assertThat(partWay.read(buf, 0, 20)).isEqualTo(20);
    assertThat(partWay.read(buf, 0, 64)).isEqualTo(30);
    assertThat(catchThrowable(() -> partWay.read(buf, 0, 64)))
        .hasMessage("the body is longer than its Content-Length (50)");
  }

  /** A body of 'x' that breaks off after {@code n} bytes, as OkHttp words it. */
  private static InputStream breaksOffAfter(int n) {
    return new InputStream() {
      private int left = n;

      @Override
      public int read() throws IOException {
        if (left-- > 0) {
          return 'x';
        }
        throw new IOException("unexpected end of stream");
      }
    };
  }

  @Test
  void aBreakOffIsWordedOnceWithWhereItHappened() throws IOException {
    InputStream breaking = breaksOffAfter(30);
    LimitedBody known = new LimitedBody(breaking, 50, 100, 200, exchange);

    Throwable t = catchThrowable(() -> drain(known, 1));

    assertThat(t)
        .isInstanceOf(ProtocolException.class)
        .hasMessage(
            "the body ended after 30 of its 50 bytes: java.io.IOException: unexpected end of"
                + " stream")
        .hasCauseInstanceOf(IOException.class);
  }

  @Test
  void aBreakOffWithoutALengthSaysSo() {
    InputStream breaking =
        new InputStream() {
          @Override
          public int read() throws IOException {
            throw new IOException("closed");
          }
        };

    Throwable t = catchThrowable(() -> new LimitedBody(breaking, -1, 100, 200, exchange).readAll());

    assertThat(t)
        .isInstanceOf(ProtocolException.class)
        .hasMessage(
            "the body ended before its end (it has no Content-Length): java.io.IOException:"
                + " closed");
  }

  @Test
  void anInterruptOrTimeoutPassesThroughAsIs() {
    InterruptedIOException stop = new InterruptedIOException("timeout");
    InputStream stalled =
        new InputStream() {
          @Override
          public int read() throws IOException {
            throw stop;
          }
        };

    assertThat(catchThrowable(() -> new LimitedBody(stalled, 10, 100, 200, exchange).readAll()))
        .isSameAs(stop);
  }

  @Test
  void theFirstBytesAreKeptForAQuoteAndOnlyThose() throws IOException {
    byte[] small = bytes(3_000);
    LimitedBody whole = body(small, small.length, 1 << 20);
    drain(whole, 1000);

    assertThat(whole.head()).isEqualTo(small);
    assertThat(whole.headCut()).isFalse();

    byte[] large = bytes(LimitedBody.HEAD + 5_000);
    LimitedBody cut = body(large, -1, 1 << 20);
    drain(cut, 4096);

    assertThat(cut.head()).isEqualTo(Arrays.copyOf(large, LimitedBody.HEAD));
    assertThat(cut.headCut()).isTrue();
  }

  @Test
  void readAllKeepsNoSeparateStart() throws IOException {
    LimitedBody body = body(bytes(500), 500, 1000);
    body.readAll();

    assertThat(body.head()).isEmpty();
  }

  @Test
  void isEmptyLooksAtTheFirstByteWithoutLosingIt() throws IOException {
    byte[] content = "{\"a\":1}".getBytes(StandardCharsets.UTF_8);
    LimitedBody body = body(content, -1, 100);

    assertThat(body.isEmpty()).isFalse();
    assertThat(drain(body, 3)).isEqualTo(content);
    assertThat(body.head()).isEqualTo(content);
    assertThat(body(new byte[0], -1, 100).isEmpty()).isTrue();
    assertThat(body(new byte[0], 0, 100).isEmpty()).isTrue();
  }

  @Test
  void finishReadsWhatAParserLeftUnderTheSameChecks() throws IOException {
    LimitedBody left = body(bytes(20_000), 20_000, 100_000);
    byte[] buf = new byte[100];
    assertThat(left.read(buf, 0, 100)).isEqualTo(100);

    left.finish();

    assertThat(left.read(buf, 0, 100)).isEqualTo(-1);
    LimitedBody tooLong = body(bytes(20_000), -1, 10_000);
    assertThat(tooLong.read(buf, 0, 100)).isEqualTo(100);
    assertThat(catchThrowable(tooLong::finish)).isInstanceOf(BodyTooLargeException.class);
  }

  @Test
  void closingItLeavesTheResponseToItsOwner() throws IOException {
    boolean[] closed = {false};
    InputStream in =
        new ByteArrayInputStream(bytes(10)) {
          @Override
          public void close() {
            closed[0] = true;
          }
        };
    LimitedBody body = new LimitedBody(in, 10, 100, 200, exchange);

    body.close();

    assertThat(closed[0]).isFalse();
    assertThat(body.readAll()).hasSize(10);
  }

  @Test
  void aZeroByteIsAByteWhereverItIs() throws IOException {
    byte[] content = {0, 'a', 0};
    LimitedBody body = body(content, -1, 100);

    assertThat(body.isEmpty()).as("a body that starts with 0").isFalse();
    assertThat(body.read(new byte[4], 0, 0)).as("asking for nothing takes nothing").isZero();
    assertThat(drain(body, 2)).isEqualTo(content);
    assertThat(body.read(new byte[4], 0, 0)).as("asking for nothing at the end").isZero();

    LimitedBody oneZeroTooMany = body(new byte[] {'a', 0}, 1, 100);
    assertThat(catchThrowable(oneZeroTooMany::readAll))
        .hasMessage("the body is longer than its Content-Length (1)");
  }

  @Test
  void aLengthOfZeroIsALengthToo() throws IOException {
    assertThat(body(new byte[0], 0, 100).readAll()).isEmpty();
    assertThat(catchThrowable(() -> body(new byte[] {'x'}, 0, 100).readAll()))
        .hasMessage("the body is longer than its Content-Length (0)");
    assertThat(exchange.reason()).isEqualTo(Cancellation.Reason.ABANDONED);
  }

  @Test
  void aBodyThatBreaksOffKeepsOnlyWhatArrivedForTheQuote() throws IOException {
    InputStream breaking = breaksOffAfter(30);
    LimitedBody known = new LimitedBody(breaking, 50, 100, 200, exchange);

    assertThat(catchThrowable(() -> drain(known, 8))).isInstanceOf(ProtocolException.class);
    assertThat(known.head()).hasSize(30).containsOnly('x');
    assertThat(known.headCut()).isFalse();
  }

  /** A stream that fails a test if it is read again once it has said it ended. */
  private static final class EndsOnce extends ByteArrayInputStream {
    private boolean ended;

    EndsOnce(byte[] content) {
      super(content);
    }

    @Override
    public synchronized int read(byte[] b, int off, int len) {
      return check(super.read(b, off, len));
    }

    @Override
    public synchronized int read() {
      return check(super.read());
    }

    private int check(int n) {
      assertThat(ended).as("read again after its end").isFalse();
      ended = n == -1;
      return n;
    }
  }

  @Test
  void theStreamIsNotReadAgainOnceItHasEnded() throws IOException {
    for (long length : new long[] {-1, 5}) {
      LimitedBody body = new LimitedBody(new EndsOnce(bytes(5)), length, 100, 200, exchange);
      assertThat(drain(body, 3)).hasSize(5);

      assertThat(body.read()).as("length %s", length).isEqualTo(-1);
      body.finish();
    }
  }

  @Test
  void aBodyOfKnownLengthIsReadStraightIntoTheArrayReturned() throws IOException {
    Set<byte[]> targets = Collections.newSetFromMap(new IdentityHashMap<>());
    InputStream recording =
        new ByteArrayInputStream(bytes(20_000)) {
          @Override
          public synchronized int read(byte[] b, int off, int len) {
            Objects.checkFromIndexSize(off, len, b.length);
            targets.add(b);
            return super.read(b, off, Math.min(len, 4096)); // in pieces, as a socket gives it
          }
        };

    byte[] all = new LimitedBody(recording, 20_000, 100_000, 200, exchange).readAll();

    assertThat(all).isEqualTo(bytes(20_000));
    assertThat(targets).as("no copy").anySatisfy(t -> assertThat(t).isSameAs(all));
  }
}
