package com.workspacecommerce.sdk.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.Flow;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/**
 * The JDK transport's gathered body (a short body handed over whole with the response) reads as the
 * JDK's own stream does: its bytes, then its end or its break, and nothing once closed. Over real
 * sockets the behavioural suite's JDK-stack run covers the same through the whole call path.
 */
class JdkGatheredBodyTest {
  private final AtomicLong requested = new AtomicLong();
  private final AtomicBoolean cancelled = new AtomicBoolean();

  private final Flow.Subscription subscription =
      new Flow.Subscription() {
        @Override
        public void request(long n) {
          requested.addAndGet(n);
        }

        @Override
        public void cancel() {
          cancelled.set(true);
        }
      };

  private static ByteBuffer bytes(String s) {
    return ByteBuffer.wrap(s.getBytes(StandardCharsets.UTF_8));
  }

  private static InputStream body(JdkTransport.Gathered gathered) {
    return gathered.getBody().toCompletableFuture().getNow(null);
  }

  @Test
  void aBodyInPiecesIsHandedOverWholeOnlyAtItsEnd() throws IOException {
    JdkTransport.Gathered gathered = new JdkTransport.Gathered(11);
    gathered.onSubscribe(subscription);
    gathered.onNext(List.of(bytes("hello"), bytes(" ")));
    gathered.onNext(List.of(bytes("world")));

    assertThat(requested.get()).isPositive();
    assertThat(gathered.getBody().toCompletableFuture()).isNotDone();
    gathered.onComplete();

    InputStream in = body(gathered);
    assertThat(in.available()).isEqualTo(11);
    assertThat(in.read()).isEqualTo('h');
    byte[] rest = new byte[32];
    assertThat(in.read(rest, 0, 0)).isZero();
    assertThat(in.read(rest, 2, 32 - 2)).isEqualTo(10);
    assertThat(new String(rest, 2, 10, StandardCharsets.UTF_8)).isEqualTo("ello world");
    assertThat(in.available()).isZero();
    assertThat(in.read()).isEqualTo(-1);
    assertThat(in.read(rest, 0, 1)).isEqualTo(-1);
    assertThat(cancelled).isFalse();
  }

  @Test
  void aBrokenBodyGivesWhatCameThenFailsAsTheJdksStreamDoes() throws IOException {
    JdkTransport.Gathered gathered = new JdkTransport.Gathered(10);
    gathered.onSubscribe(subscription);
    gathered.onNext(List.of(bytes("abc")));
    EOFException cut = new EOFException("EOF reached while reading");
    gathered.onError(cut);

    InputStream in = body(gathered);
    assertThat(in.readNBytes(3)).isEqualTo("abc".getBytes(StandardCharsets.UTF_8));
    IOException e = catchThrowableOfType(IOException.class, in::read);
    assertThat(e).hasMessage("closed").hasCause(cut);
    assertThat(catchThrowableOfType(IOException.class, () -> in.read(new byte[4], 0, 4)))
        .hasCause(cut);
  }

  @Test
  void aClosedBodyReadsNoMore() throws IOException {
    JdkTransport.Gathered gathered = new JdkTransport.Gathered(3);
    gathered.onSubscribe(subscription);
    gathered.onNext(List.of(bytes("abc")));
    gathered.onComplete();
    InputStream in = body(gathered);
    assertThat(in.read()).isEqualTo('a');

    in.close();

    assertThat(catchThrowableOfType(IOException.class, in::read)).hasMessage("closed");
    assertThat(in.available()).isZero();
  }

  @Test
  void bytesPastTheAnnouncedLengthAreNeverTakenForTheBody() {
    JdkTransport.Gathered gathered = new JdkTransport.Gathered(4);
    gathered.onSubscribe(subscription);
    gathered.onNext(List.of(bytes("abc")));
    gathered.onNext(List.of(bytes("de")));

    assertThat(cancelled).isTrue();
    InputStream in = body(gathered);
    IOException e = catchThrowableOfType(IOException.class, () -> in.readNBytes(5));
    assertThat(e.getCause()).hasMessage("the body is longer than its Content-Length");
  }

  @Test
  void onlyABodyTheCallPathWouldReadWholeIsGathered() {
    assertThat(JdkTransport.subscriber(0)).isInstanceOf(JdkTransport.Gathered.class);
    assertThat(JdkTransport.subscriber(JdkTransport.GATHERED_MAX))
        .isInstanceOf(JdkTransport.Gathered.class);
    assertThat(JdkTransport.subscriber(JdkTransport.GATHERED_MAX + 1L))
        .isNotInstanceOf(JdkTransport.Gathered.class);
    assertThat(JdkTransport.subscriber(-1)).isNotInstanceOf(JdkTransport.Gathered.class);
  }

  @Test
  void onlyAnAnnouncedLengthThatIsANumberCounts() {
    assertThat(JdkTransport.announced("2100")).isEqualTo(2100);
    assertThat(JdkTransport.announced(" 7 ")).isEqualTo(7);
    assertThat(JdkTransport.announced(null)).isEqualTo(-1);
    assertThat(JdkTransport.announced("12ab")).isEqualTo(-1);
  }
}
