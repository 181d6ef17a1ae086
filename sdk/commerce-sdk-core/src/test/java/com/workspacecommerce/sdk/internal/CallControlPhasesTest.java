package com.workspacecommerce.sdk.internal;

import static org.assertj.core.api.Assertions.assertThat;

import com.workspacecommerce.sdk.internal.spi.Cancellation;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * What a call's {@link CallControl} decides on its own, with no transport: that a call joins its
 * client's calls once and leaves them when told, which phase its end stops, when the watchdog's
 * sweep ends an attempt, and what a cancelled timer reports. Each would otherwise be seen only as a
 * leak or a hang through the whole SDK.
 */
class CallControlPhasesTest {
  private final InFlightCalls calls = new InFlightCalls();
  private final ScheduledThreadPoolExecutor scheduler = new ScheduledThreadPoolExecutor(1);

  CallControlPhasesTest() {
    // As the SDK's async scheduler: a cancelled task leaves the queue at once.
    scheduler.setRemoveOnCancelPolicy(true);
  }

  @AfterEach
  void close() {
    calls.close();
    scheduler.shutdownNow();
  }

  private static CallControl control(long deadlineNanos, Duration attemptTimeout) {
    return new CallControl(deadlineNanos, attemptTimeout);
  }

  private static CallControl roomy() {
    return control(System.nanoTime() + TimeUnit.HOURS.toNanos(1), Duration.ofMinutes(1));
  }

  @Test
  void aCallJoinsItsClientsCallsOnceAndLeavesThemOnce() {
    CallControl call = roomy();

    assertThat(call.join(calls, null)).as("the first join").isTrue();
    assertThat(call.join(calls, null)).as("a second join does nothing").isFalse();
    assertThat(calls.count()).isOne();

    call.leave();
    call.leave();
    assertThat(calls.count()).isZero();
  }

  @Test
  void aCallThatJoinedNoClientIsNeitherClosedNorCancelled() {
    CallControl call = roomy();

    assertThat(call.isClosed()).isFalse();
    assertThat(call.isCancelled()).isFalse();
    call.leave(); // never joined: nothing to leave
    assertThat(calls.count()).isZero();
  }

  @Test
  void endingACallWithNoPhaseInProgressStopsNothingAndIsKept() {
    CallControl idle = roomy();
    idle.join(calls, null);
    CallControl cancelled = roomy();
    cancelled.join(calls, null);

    cancelled.cancel();
    calls.close(); // ends both; neither is in a phase

    assertThat(idle.isClosed()).isTrue();
    assertThat(idle.isCancelled()).isFalse();
    assertThat(cancelled.isCancelled()).as("the first reason is kept").isTrue();
    assertThat(cancelled.busy()).isFalse();
  }

  @Test
  void aCallEndedTwiceStopsItsPhaseOnceAndKeepsTheFirstReason() {
    CallControl call = roomy();
    call.join(calls, null);
    List<Cancellation.Reason> stopped = new CopyOnWriteArrayList<>();
    call.enter(stopped::add);

    call.cancel();
    call.cancel();
    calls.close();

    assertThat(stopped).containsExactly(Cancellation.Reason.CANCELLED);
    assertThat(call.isCancelled()).isTrue();
  }

  @Test
  void aCallIsBusyFromEachPhasesStartToItsExit() throws InterruptedException {
    CallControl call = roomy();
    assertThat(call.busy()).isFalse();

    CallControl.Phase wait = call.enter(why -> {});
    assertThat(call.busy()).isTrue();
    call.exit(wait);
    assertThat(call.busy()).isFalse();

    CallControl.Phase attempt = call.attemptStarted(new Cancellation());
    assertThat(call.busy()).isTrue();
    call.exit(attempt);
    assertThat(call.busy()).isFalse();

    call.sleep(Duration.ofMillis(1));
    assertThat(call.busy()).as("after a wait between attempts").isFalse();
  }

  @Test
  void theNextPhaseOfAStepIsWhatTheCallsEndStops() {
    CallControl call = roomy();
    call.join(calls, null);
    List<Cancellation.Reason> first = new CopyOnWriteArrayList<>();
    List<Cancellation.Reason> second = new CopyOnWriteArrayList<>();
    CallControl.Phase starting = call.enter(first::add);

    CallControl.Phase waiting = call.next(starting, second::add);

    assertThat(waiting).isNotNull();
    assertThat(second).as("not stopped while the call goes on").isEmpty();
    call.cancel();
    assertThat(first).as("the phase it replaced").isEmpty();
    assertThat(second).containsExactly(Cancellation.Reason.CANCELLED);
    call.exit(waiting);
    assertThat(call.busy()).isFalse();
  }

  @Test
  void aNextPhaseBegunAfterTheCallEndedIsStoppedAtOnce() {
    CallControl call = roomy();
    CallControl.Phase starting = call.enter(why -> {});
    call.cancel();
    List<Cancellation.Reason> stopped = new CopyOnWriteArrayList<>();

    CallControl.Phase waiting = call.next(starting, stopped::add);

    assertThat(waiting).isNotNull();
    assertThat(stopped).containsExactly(Cancellation.Reason.CANCELLED);
  }

  @Test
  void theSweepEndsAnAttemptExactlyAtItsDeadlineAndNotBefore() {
    long deadline = System.nanoTime() + TimeUnit.HOURS.toNanos(1);
    // An attempt timeout longer than the call's: the attempt's deadline is the call's, exactly.
    CallControl call = control(deadline, Duration.ofHours(2));
    Cancellation exchange = new Cancellation();
    call.attemptStarted(exchange);

    call.sweep(deadline - 1);
    assertThat(exchange.reason()).as("a nanosecond before").isNull();

    call.sweep(deadline);
    assertThat(exchange.reason()).isEqualTo(Cancellation.Reason.TIMEOUT);
  }

  @Test
  void theSweepEndsTheAttemptOfAnInterruptedCaller() {
    CallControl call = roomy();
    call.join(calls, Thread.currentThread());
    Cancellation exchange = new Cancellation();
    CallControl.Phase attempt = call.attemptStarted(exchange);
    try {
      Thread.currentThread().interrupt();
      call.sweep(System.nanoTime());
    } finally {
      Thread.interrupted();
      call.exit(attempt);
    }
    assertThat(exchange.reason()).isEqualTo(Cancellation.Reason.INTERRUPTED);
  }

  @Test
  void anAttemptStartedByAnInterruptedCallerIsCancelledAtOnceNotAtTheNextSweep() {
    CallControl call = roomy();
    call.join(calls, Thread.currentThread());
    Cancellation exchange = new Cancellation();
    Cancellation.Reason reason;
    Thread.currentThread().interrupt();
    CallControl.Phase attempt = call.attemptStarted(exchange);
    try {
      // Read before the watchdog's next look (every 10 ms) could have ended it.
      reason = exchange.reason();
    } finally {
      Thread.interrupted();
      call.exit(attempt);
    }
    assertThat(reason).isEqualTo(Cancellation.Reason.INTERRUPTED);
  }

  @Test
  void theSweepLeavesAWaitAndACallWithNoPhaseAlone() {
    long deadline = System.nanoTime() + TimeUnit.HOURS.toNanos(1);
    CallControl idle = control(deadline, Duration.ofHours(2));
    idle.sweep(deadline + 1); // no phase: nothing to end

    CallControl waiting = control(deadline, Duration.ofHours(2));
    List<Cancellation.Reason> stopped = new CopyOnWriteArrayList<>();
    waiting.enter(stopped::add);
    waiting.sweep(deadline + 1);

    assertThat(stopped).as("the watchdog times attempts, not waits").isEmpty();
    assertThat(idle.busy()).isFalse();
  }

  @Test
  void aTimerCancelledBeforeItStartsNeverRunsAndReportsItsCancelOnce() {
    CallControl.Timer timer = new CallControl.Timer();
    AtomicInteger runs = new AtomicInteger();

    assertThat(timer.cancel()).as("kept from running").isTrue();
    assertThat(timer.cancel()).as("cancelled before").isFalse();
    timer.start(scheduler, TimeUnit.HOURS.toNanos(1), runs::incrementAndGet);

    assertThat(scheduler.getQueue()).as("taken off the scheduler as it starts").isEmpty();
    assertThat(runs).hasValue(0);
  }

  @Test
  void aStartedTimerCancelledInTimeNeverRuns() {
    CallControl.Timer timer = new CallControl.Timer();
    AtomicInteger runs = new AtomicInteger();
    timer.start(scheduler, TimeUnit.HOURS.toNanos(1), runs::incrementAndGet);

    assertThat(timer.cancel()).isTrue();
    assertThat(timer.cancel()).isFalse();
    assertThat(scheduler.getQueue()).as("taken off the scheduler").isEmpty();
    assertThat(runs).hasValue(0);
  }

  @Test
  void aTimerWhoseTaskRanReportsThatItKeptNothingFromRunning() throws Exception {
    CallControl.Timer timer = new CallControl.Timer();
    AtomicInteger runs = new AtomicInteger();
    timer.start(scheduler, 0, runs::incrementAndGet);
    // The scheduler has one thread: once a later task has run, the timer's has finished.
    scheduler.submit(() -> {}).get(10, TimeUnit.SECONDS);

    assertThat(runs).hasValue(1);
    assertThat(timer.cancel()).as("it ran already").isFalse();
  }
}
