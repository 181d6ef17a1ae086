package com.workspacecommerce.sdk.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assumptions.assumeThat;

import com.workspacecommerce.sdk.CommerceClient;
import com.workspacecommerce.sdk.errors.CommerceCancelledException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.time.Duration;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import mockwebserver3.MockWebServer;
import mockwebserver3.junit5.StartStop;
import org.junit.jupiter.api.Test;

/**
 * What the JVM-wide interrupt watchdog costs and how fast it is: it sleeps between its looks while
 * calls are in flight and while it lingers after the last one (a thread that spun instead would
 * take a whole core), it outlives the last call for a while, and a call made while it lingers is
 * watched at once rather than at the end of the linger.
 */
class WatchdogCostTest {
  /** How long each phase is watched: long enough that a spinning thread would show. */
  private static final long WINDOW_MILLIS = 400;

  /** Far above the few looks per window (microseconds each), far below a spinning thread's use. */
  private static final Duration MOST_CPU = Duration.ofMillis(15);

  /** Generous for a mechanism that reacts in about 10 ms; well under the linger of 1 s. */
  private static final Duration PROMPTLY = Duration.ofMillis(500);

  @StartStop final MockWebServer server = new MockWebServer();

  private final ThreadMXBean threads = ManagementFactory.getThreadMXBean();

  private CommerceClient client() {
    return CommerceClient.builder()
        .baseUrl(server.url("/v1").toString())
        .apiKey(ConcurrencyLimitTest.KEY)
        .maxRetries(0)
        .attemptTimeout(Duration.ofSeconds(30))
        .build();
  }

  /** A sync call on its own thread; records what it threw and when it ended. */
  private static final class Caller {
    final AtomicReference<Throwable> thrown = new AtomicReference<>();
    final CountDownLatch done = new CountDownLatch(1);
    volatile long endedAt;
    final Thread thread;

    Caller(CommerceClient client) {
      thread =
          new Thread(
              () -> {
                try {
                  client.products().get(ConcurrencyLimitTest.ID);
                } catch (Throwable t) {
                  thrown.set(t);
                }
                endedAt = System.nanoTime();
                done.countDown();
              });
      thread.start();
    }

    void awaitEnd() throws InterruptedException {
      assertThat(done.await(10, TimeUnit.SECONDS)).as("the call ended").isTrue();
    }
  }

  private Duration cpu(Thread t) {
    return Duration.ofNanos(threads.getThreadCpuTime(t.getId()));
  }

  /** Makes one call that the server holds until {@code whileHeld} has run. */
  private Thread heldCall(CommerceClient client, ThrowingRunnable whileHeld) throws Exception {
    ConcurrencyLimitTest.HoldingDispatcher held = new ConcurrencyLimitTest.HoldingDispatcher();
    server.setDispatcher(held);
    Caller caller = new Caller(client);
    Thread watchdog;
    try {
      held.awaitArrivals(1);
      watchdog = InFlightCalls.watchdogThread();
      assertThat(watchdog).isNotNull();
      whileHeld.run();
    } finally {
      held.open.countDown();
    }
    caller.awaitEnd();
    assertThat(caller.thrown.get()).isNull();
    return watchdog;
  }

  @FunctionalInterface
  private interface ThrowingRunnable {
    void run() throws Exception;
  }

  /** Skips the test where a thread's CPU time cannot be read (a virtual watchdog, Java 21+). */
  private void assumeCpuTimeOf(Thread watchdog) {
    assumeThat(threads.isThreadCpuTimeSupported()).isTrue();
    assumeThat(threads.getThreadCpuTime(watchdog.getId())).isNotNegative();
  }

  private static void awaitWatchdogIdle(boolean idle) {
    long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
    while (InFlightCalls.watchdogIdle() != idle) {
      assertThat(System.nanoTime()).as("the watchdog is idle: %s", idle).isLessThan(end);
      Thread.onSpinWait();
      Thread.yield();
    }
  }

  @Test
  void theWatchdogSleepsBetweenItsLooksWhileACallIsInFlight() throws Exception {
    IdleThreadsTest.awaitNoWatchdog();
    try (CommerceClient client = client()) {
      heldCall(
          client,
          () -> {
            Thread watchdog = InFlightCalls.watchdogThread();
            assumeCpuTimeOf(watchdog);
            Duration before = cpu(watchdog);
            watchdog.join(WINDOW_MILLIS); // the window; it does not end while a call is in flight
            assertThat(watchdog.isAlive()).isTrue();
            assertThat(cpu(watchdog).minus(before)).isLessThan(MOST_CPU);
          });
    }
  }

  @Test
  void theWatchdogLingersAfterTheLastCallWithoutSpinning() throws Exception {
    IdleThreadsTest.awaitNoWatchdog();
    try (CommerceClient client = client()) {
      Thread watchdog = heldCall(client, () -> {});
      assertThat(watchdog.isDaemon()).as("never keeps the JVM alive").isTrue();
      assertThat(watchdog.isAlive()).as("it lingers after the last call").isTrue();
      assumeCpuTimeOf(watchdog);
      Duration before = cpu(watchdog);
      watchdog.join(WINDOW_MILLIS);
      assertThat(watchdog.isAlive()).as("it lingers after the last call").isTrue();
      assertThat(cpu(watchdog).minus(before)).isLessThan(MOST_CPU);
    }
  }

  @Test
  void aCallMadeWhileTheWatchdogLingersIsWatchedAtOnce() throws Exception {
    IdleThreadsTest.awaitNoWatchdog();
    try (CommerceClient client = client()) {
      // Busy with the held call, then idle from its first look that finds none: the linger has
      // just begun when the next call is made.
      Thread watchdog = heldCall(client, () -> awaitWatchdogIdle(false));
      awaitWatchdogIdle(true);
      ConcurrencyLimitTest.HoldingDispatcher held = new ConcurrencyLimitTest.HoldingDispatcher();
      server.setDispatcher(held);
      try {
        Caller late = new Caller(client);
        held.awaitArrivals(1);
        long interruptedAt = System.nanoTime();
        late.thread.interrupt();
        late.awaitEnd();
        assertThat(late.thrown.get()).isInstanceOf(CommerceCancelledException.class);
        assertThat(Duration.ofNanos(late.endedAt - interruptedAt)).isLessThan(PROMPTLY);
        assertThat(InFlightCalls.watchdogThread()).as("the lingering one").isSameAs(watchdog);
      } finally {
        held.open.countDown();
      }
    }
  }
}
