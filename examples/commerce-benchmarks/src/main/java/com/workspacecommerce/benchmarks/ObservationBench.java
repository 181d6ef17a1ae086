package com.workspacecommerce.benchmarks;

import com.workspacecommerce.sdk.CallListener;
import com.workspacecommerce.sdk.spring.CommerceObservationListener;
import io.micrometer.core.instrument.observation.DefaultMeterObservationHandler;
import io.micrometer.core.instrument.observation.DefaultMeterObservationHandler.IgnoredMeters;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import io.micrometer.observation.ObservationRegistry;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Threads;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The Spring Boot starter's observation alone, with no call around it: the events of one successful
 * call ({@code onCallStart}, {@code onCallEnd}) on a {@link CommerceObservationListener} whose
 * registry records timers as a Boot application with Actuator does, with the long-task timer
 * (Boot's default) and without it ({@code management.observations.long-task-timer.enabled=false}).
 * It splits {@code LatencyBench.getProduct_observedInMemory}'s extra cost into Micrometer's share
 * and the rest. Without tracing the listener's interceptor adds no header, so it is left out.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 4, time = 1)
@Fork(3)
@Threads(1)
public class ObservationBench {

  /** The two listeners and the end event they hear. */
  @State(Scope.Benchmark)
  public static class Listeners {
    CommerceObservationListener boot;
    CommerceObservationListener withoutLongTaskTimer;
    final CallListener.CallEnd end =
        new CallListener.CallEnd(1, Duration.ofMillis(1), 200, "req-1", null);

    /** Builds each listener over a registry of its own. */
    @Setup
    public void setUp() {
      ObservationRegistry withLtt = ObservationRegistry.create();
      withLtt
          .observationConfig()
          .observationHandler(new DefaultMeterObservationHandler(new SimpleMeterRegistry()));
      boot = new CommerceObservationListener(withLtt);
      ObservationRegistry withoutLtt = ObservationRegistry.create();
      withoutLtt
          .observationConfig()
          .observationHandler(
              new DefaultMeterObservationHandler(
                  new SimpleMeterRegistry(), IgnoredMeters.LONG_TASK_TIMER));
      withoutLongTaskTimer = new CommerceObservationListener(withoutLtt);
    }
  }

  /**
   * One call's observation with Boot's default meters: a timer and a long-task timer.
   *
   * @param l the listeners
   * @return the call, consumed by JMH
   */
  @Benchmark
  public CallListener.Call observation_boot(Listeners l) {
    return observe(l.boot, l.end);
  }

  /**
   * One call's observation with the timer only.
   *
   * @param l the listeners
   * @return the call, consumed by JMH
   */
  @Benchmark
  public CallListener.Call observation_withoutLongTaskTimer(Listeners l) {
    return observe(l.withoutLongTaskTimer, l.end);
  }

  private static CallListener.Call observe(
      CommerceObservationListener listener, CallListener.CallEnd end) {
    CallListener.Call call = new CallListener.Call("products.get", "GET", "/products/{id}");
    listener.onCallStart(call);
    listener.onCallEnd(call, end);
    return call;
  }
}
