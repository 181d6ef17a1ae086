package com.workspacecommerce.benchmarks;

import java.lang.management.ManagementFactory;
import java.util.Collection;
import java.util.List;
import org.openjdk.jmh.infra.BenchmarkParams;
import org.openjdk.jmh.infra.IterationParams;
import org.openjdk.jmh.profile.InternalProfiler;
import org.openjdk.jmh.results.AggregationPolicy;
import org.openjdk.jmh.results.IterationResult;
import org.openjdk.jmh.results.Result;
import org.openjdk.jmh.results.ScalarResult;

/**
 * Reports {@code jvm.uptime}: the JVM's uptime when the measured iteration ends. For the cold-start
 * benchmark, whose only iteration is the first call, that is the time from JVM start to the first
 * completed call, including JVM boot, the JMH harness and the canned server's start (an honest
 * upper bound rather than the call alone). Averaged over forks.
 */
public final class UptimeProfiler implements InternalProfiler {

  /** Created by JMH by reflection. */
  public UptimeProfiler() {}

  @Override
  public String getDescription() {
    return "JVM uptime at the end of each iteration";
  }

  @Override
  public void beforeIteration(BenchmarkParams benchmarkParams, IterationParams iterationParams) {
    // nothing to prepare: the JVM's own start time is the reference
  }

  @Override
  public Collection<? extends Result> afterIteration(
      BenchmarkParams benchmarkParams, IterationParams iterationParams, IterationResult result) {
    double uptime = ManagementFactory.getRuntimeMXBean().getUptime();
    return List.of(new ScalarResult("jvm.uptime", uptime, "ms", AggregationPolicy.AVG));
  }
}
