package com.workspacecommerce.sdk.internal;

import static org.assertj.core.api.Assertions.assertThat;

import com.workspacecommerce.sdk.internal.spi.Cancellation;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * What a client's {@code close()} does to its calls in flight, once: the first close ends each call
 * (stopping its phase) and says it closed the client, which is how the client knows to close its
 * transport only once; a second close does nothing; a call that joins later ends at once.
 */
class InFlightCallsCloseTest {
  private static CallControl roomy() {
    return new CallControl(System.nanoTime() + TimeUnit.HOURS.toNanos(1), Duration.ofMinutes(1));
  }

  @Test
  void onlyTheFirstCloseEndsTheCallsAndSaysSo() {
    InFlightCalls calls = new InFlightCalls();
    CallControl call = roomy();
    call.join(calls, null);
    List<Cancellation.Reason> stopped = new CopyOnWriteArrayList<>();
    call.enter(stopped::add);

    assertThat(calls.close()).as("the first close").isTrue();
    assertThat(calls.close()).as("a second close").isFalse();

    assertThat(stopped).containsExactly(Cancellation.Reason.CANCELLED);
    assertThat(calls.isClosed()).isTrue();
    assertThat(call.isClosed()).isTrue();
  }

  @Test
  void aCallThatJoinsAClosedClientEndsAtOnce() {
    InFlightCalls calls = new InFlightCalls();
    calls.close();
    CallControl late = roomy();
    late.join(calls, null);
    List<Cancellation.Reason> stopped = new CopyOnWriteArrayList<>();

    late.enter(stopped::add);

    assertThat(late.isClosed()).isTrue();
    assertThat(stopped)
        .as("its first phase, stopped as it begins")
        .containsExactly(Cancellation.Reason.CANCELLED);
  }
}
