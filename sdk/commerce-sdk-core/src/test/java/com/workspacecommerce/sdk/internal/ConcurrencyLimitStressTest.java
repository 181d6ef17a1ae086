package com.workspacecommerce.sdk.internal;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/**
 * {@link ConcurrencyLimit} alone, under contention: sync waits that time out or are granted, async
 * waiters granted or withdrawn, permits released twice. Whatever the interleaving, no more than the
 * limit is ever held, and every slot comes back.
 */
class ConcurrencyLimitStressTest {
  @Test
  void neverMoreThanTheLimitAndEverySlotComesBack() throws Exception {
    int permits = 3;
    ConcurrencyLimit limit = new ConcurrencyLimit(permits);
    InFlightCalls calls = new InFlightCalls();
    AtomicInteger held = new AtomicInteger();
    AtomicInteger peak = new AtomicInteger();
    AtomicInteger granted = new AtomicInteger();
    AtomicInteger timedOut = new AtomicInteger();
    ExecutorService threads = Executors.newFixedThreadPool(8);
    List<Future<?>> work = new ArrayList<>();
    for (int t = 0; t < 8; t++) {
      int worker = t;
      work.add(
          threads.submit(
              () -> {
                ThreadLocalRandom random = ThreadLocalRandom.current();
                for (int i = 0; i < 2000; i++) {
                  if (worker % 2 == 0) {
                    long deadline = System.nanoTime() + random.nextLong(1, 200_000);
                    ConcurrencyLimit.Permit p;
                    try {
                      p = limit.acquire(TestCalls.call(deadline, calls));
                    } catch (IOException e) {
                      timedOut.incrementAndGet();
                      continue;
                    }
                    use(held, peak);
                    p.release();
                    p.release(); // a second release gives nothing back
                    granted.incrementAndGet();
                  } else {
                    ConcurrencyLimit.AsyncWaiter w =
                        new ConcurrencyLimit.AsyncWaiter() {
                          @Override
                          void granted(ConcurrencyLimit.Permit p) {
                            use(held, peak);
                            p.release();
                            granted.incrementAndGet();
                          }
                        };
                    ConcurrencyLimit.Permit p = limit.acquireOrQueue(w);
                    if (p != null) {
                      w.granted(p);
                    } else if (random.nextBoolean()) {
                      limit.withdraw(w); // cancelled: if granted meanwhile, it ran instead
                    }
                  }
                }
                return null;
              }));
    }
    for (Future<?> f : work) {
      f.get(60, TimeUnit.SECONDS);
    }
    threads.shutdown();
    assertThat(peak.get()).as("slots held at once").isLessThanOrEqualTo(permits);
    assertThat(granted.get()).isPositive();
    assertThat(limit.waiting()).isZero();
    assertThat(limit.available()).as("every slot back").isEqualTo(permits);
    System.out.printf(
        "[limit stress] %d granted, %d sync waits timed out, peak %d of %d%n",
        granted.get(), timedOut.get(), peak.get(), permits);
  }

  private static void use(AtomicInteger held, AtomicInteger peak) {
    peak.accumulateAndGet(held.incrementAndGet(), Math::max);
    Thread.yield();
    held.decrementAndGet();
  }
}
