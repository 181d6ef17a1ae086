package com.workspacecommerce.sdk.internal;

import static org.assertj.core.api.Assertions.assertThat;

import com.workspacecommerce.sdk.internal.spi.JsonCodec;
import java.io.IOException;
import java.io.InterruptedIOException;
import java.io.UncheckedIOException;
import java.net.SocketTimeoutException;
import org.junit.jupiter.api.Test;

/**
 * How a codec finds the body stream's own failure in what its JSON library threw, however the
 * library wrapped it: the stream's interrupts, timeouts and break-offs must reach the call path as
 * they are, and the library's own parse errors must not be taken for them.
 */
class JsonCodecStreamFailureTest {
  /** Stands for a JSON library's exception, which is itself an IOException in Jackson 2. */
  static final class LibraryException extends IOException {
    LibraryException(String message, Throwable cause) {
      super(message, cause);
    }
  }

  @Test
  void theStreamsOwnFailureIsFoundAsThrownOrWrapped() {
    InterruptedIOException stream = new SocketTimeoutException("timeout");

    assertThat(JsonCodec.streamFailure(stream, LibraryException.class)).isSameAs(stream);
    assertThat(
            JsonCodec.streamFailure(
                new LibraryException("while parsing", stream), LibraryException.class))
        .as("inside the library's own exception")
        .isSameAs(stream);
    assertThat(
            JsonCodec.streamFailure(
                new UncheckedIOException(new LibraryException("deeper", stream)),
                LibraryException.class))
        .as("two levels down, under an unchecked wrapper (Jackson 3)")
        .isSameAs(stream);
  }

  @Test
  void theLibrarysOwnFailureIsNotTakenForTheStreams() {
    assertThat(
            JsonCodec.streamFailure(
                new LibraryException("Unexpected character", null), LibraryException.class))
        .isNull();
    assertThat(
            JsonCodec.streamFailure(
                new IllegalStateException(new LibraryException("nested", null)),
                LibraryException.class))
        .isNull();
    assertThat(JsonCodec.streamFailure(new RuntimeException("no cause"), LibraryException.class))
        .isNull();
  }
}
