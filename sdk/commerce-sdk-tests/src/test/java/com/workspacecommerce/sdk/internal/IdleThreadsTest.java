package com.workspacecommerce.sdk.internal;

import static org.assertj.core.api.Assertions.assertThat;

import com.workspacecommerce.sdk.CommerceClient;
import com.workspacecommerce.sdk.internal.spi.VirtualThreads;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import mockwebserver3.junit5.StartStop;
import org.junit.jupiter.api.Test;

/** The SDK's own threads, the interrupt watchdog and the retry scheduler, run only while needed. */
class IdleThreadsTest {
  @StartStop final MockWebServer server = new MockWebServer();

  private CommerceClient client() {
    return CommerceClient.builder()
        .baseUrl(server.url("/v1").toString())
        .apiKey(ConcurrencyLimitTest.KEY)
        .maxRetries(1)
        .retryBackoff(Duration.ZERO, Duration.ZERO)
        .build();
  }

  /**
   * Waits until no watchdog runs, so that the next call starts a new one. A test of what the
   * watchdog's loop does needs one started by that test: a thread already in the loop goes on
   * running the code it started with (which is also how a mutation tester swaps the class in).
   */
  static void awaitNoWatchdog() throws InterruptedException {
    Thread last = InFlightCalls.watchdogThread();
    if (last != null) {
      last.join(TimeUnit.SECONDS.toMillis(10));
    }
    assertThat(InFlightCalls.watchdogRunning()).as("the last watchdog has ended").isFalse();
  }

  @Test
  void theWatchdogStartsWithASyncCallAndEndsWhenNoCallNeedsIt() throws Exception {
    awaitNoWatchdog();
    server.enqueue(ConcurrencyLimitTest.json(ConcurrencyLimitTest.PRODUCT));
    try (CommerceClient client = client()) {
      client.products().get(ConcurrencyLimitTest.ID);
      assertThat(InFlightCalls.watchdogRunning()).as("started by the call").isTrue();
      Thread watchdog = InFlightCalls.watchdogThread();
      assertThat(watchdog.isAlive()).as("a thread that runs").isTrue();
      assertThat(watchdog.getName()).startsWith("commerce-sdk-interrupt-watchdog-");
      assertThat(ConcurrencyLimitTest.isVirtual(watchdog))
          .isEqualTo(Runtime.version().feature() >= 21);
      // It lingers for a second after the last call (200 ms leaves a loaded machine 800 ms)...
      watchdog.join(200);
      assertThat(watchdog.isAlive()).as("lingers after the last call").isTrue();
      // ... then ends; the client is still open.
      watchdog.join(TimeUnit.SECONDS.toMillis(10));
      assertThat(watchdog.isAlive()).isFalse();
      assertThat(InFlightCalls.watchdogRunning()).isFalse();

      server.enqueue(ConcurrencyLimitTest.json(ConcurrencyLimitTest.PRODUCT));
      client.products().get(ConcurrencyLimitTest.ID);
      assertThat(InFlightCalls.watchdogThread())
          .as("a new one for the next call")
          .isNotSameAs(watchdog);
    }
  }

  @Test
  void theRetrySchedulersThreadEndsWhenNoWaitIsPending() throws Exception {
    server.enqueue(new MockResponse.Builder().code(503).build());
    server.enqueue(ConcurrencyLimitTest.json(ConcurrencyLimitTest.PRODUCT));
    try (CommerceClient client = client()) {
      client.async().products().get(ConcurrencyLimitTest.ID).get(10, TimeUnit.SECONDS);
      assertThat(server.getRequestCount()).as("the retry went through the scheduler").isEqualTo(2);
    }
    // Nothing signals a pool thread's end: look until it has gone (at most 10 s; it takes 1).
    long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
    while (AsyncScheduler.INSTANCE.getPoolSize() > 0 && System.nanoTime() < end) {
      LockSupport.parkNanos(TimeUnit.MILLISECONDS.toNanos(50));
    }
    assertThat(AsyncScheduler.INSTANCE.getPoolSize())
        .as("the idle scheduler thread ended")
        .isZero();
  }

  @Test
  void theSdksThreadsAreNumberedDaemonsSoNoneKeepsTheJvmAlive() {
    // Platform threads before Java 21, virtual ones (always daemons) from 21 on.
    java.util.concurrent.ThreadFactory threads = VirtualThreads.factory("commerce-test-");
    Thread first = threads.newThread(() -> {});
    Thread second = threads.newThread(() -> {});
    assertThat(first.isDaemon()).isTrue();
    assertThat(second.isDaemon()).isTrue();
    assertThat(first.getName()).isEqualTo("commerce-test-0");
    assertThat(second.getName()).isEqualTo("commerce-test-1");
  }
}
