package com.workspacecommerce.sdk.internal;

import static org.assertj.core.api.Assertions.assertThat;

import com.workspacecommerce.sdk.internal.spi.Cancellation;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * The one owner of a call's time and cancellation: what its end stops, the phase order of an async
 * attempt whose grant comes before its wait is set up, and the time it gives each attempt.
 */
class CallControlTest {
  private final InFlightCalls calls = new InFlightCalls();

  @AfterEach
  void close() {
    calls.close();
  }

  private CallControl call(Duration left, Duration attemptTimeout) {
    CallControl call = new CallControl(System.nanoTime() + left.toNanos(), attemptTimeout);
    call.join(calls, null);
    return call;
  }

  @Test
  void closeStopsThePhaseInProgressOnceAndNoneThatEnded() {
    CallControl call = call(Duration.ofHours(1), Duration.ofMinutes(1));
    List<Cancellation.Reason> ended = new CopyOnWriteArrayList<>();
    List<Cancellation.Reason> current = new CopyOnWriteArrayList<>();
    call.exit(call.enter(ended::add));
    call.enter(current::add);

    calls.close();
    calls.close();

    assertThat(ended).as("a phase that ended").isEmpty();
    assertThat(current).containsExactly(Cancellation.Reason.CANCELLED);
    assertThat(call.isClosed()).isTrue();
    assertThat(call.isCancelled()).isFalse();
  }

  @Test
  void aPhaseBegunAfterTheCallEndedIsStoppedAtOnce() {
    CallControl call = call(Duration.ofHours(1), Duration.ofMinutes(1));
    call.cancel();
    List<Cancellation.Reason> stopped = new CopyOnWriteArrayList<>();
    call.enter(stopped::add);
    Cancellation exchange = new Cancellation();
    call.exit(call.attemptStarted(exchange));

    assertThat(stopped).containsExactly(Cancellation.Reason.CANCELLED);
    assertThat(exchange.reason()).isEqualTo(Cancellation.Reason.CANCELLED);
    assertThat(call.isCancelled()).isTrue();
    assertThat(call.isClosed()).isFalse();
  }

  @Test
  void anAsyncAttemptGrantedBeforeItsWaitIsSetUpStaysOnTheWire() {
    CallControl call = call(Duration.ofHours(1), Duration.ofMinutes(1));
    Cancellation exchange = new Cancellation();
    CallControl.Phase starting = call.enter(exchange::cancel);
    // The grant, on the thread that freed a slot, before the attempt's own thread sets up the wait.
    CallControl.Phase onTheWire = call.attemptStarted(exchange);
    List<Cancellation.Reason> waitStopped = new CopyOnWriteArrayList<>();

    assertThat(call.next(starting, waitStopped::add)).as("the wait comes too late").isNull();

    calls.close();
    assertThat(exchange.reason())
        .as("close() ends the attempt on the wire")
        .isEqualTo(Cancellation.Reason.CANCELLED);
    assertThat(waitStopped).isEmpty();
    call.exit(onTheWire);
    assertThat(call.busy()).isFalse();
  }

  @Test
  void anAttemptGetsItsTimeoutCutToWhatIsLeftOfTheCall() {
    CallControl roomy = call(Duration.ofHours(1), Duration.ofSeconds(1));
    long now = System.nanoTime();
    assertThat(roomy.attemptDeadline() - now)
        .isBetween(
            TimeUnit.SECONDS.toNanos(1), TimeUnit.SECONDS.toNanos(1) + TimeUnit.MINUTES.toNanos(1));
    assertThat(roomy.cutsAttempt(roomy.leftNanos())).isFalse();
    assertThat(roomy.endsPastDeadline(Duration.ofSeconds(1))).isFalse();
    assertThat(roomy.endsPastDeadline(Duration.ofHours(2))).isTrue();

    CallControl tight = call(Duration.ofSeconds(1), Duration.ofHours(1));
    assertThat(tight.attemptDeadline()).isLessThanOrEqualTo(tight.deadlineNanos());
    assertThat(tight.cutsAttempt(tight.leftNanos())).isTrue();
    assertThat(tight.expired()).isFalse();

    CallControl over = call(Duration.ofMillis(-1), Duration.ofSeconds(1));
    assertThat(over.expired()).isTrue();
    assertThat(over.leftNanos()).isNegative();
  }
}
