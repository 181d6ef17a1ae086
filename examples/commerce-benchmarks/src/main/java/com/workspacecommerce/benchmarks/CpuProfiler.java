package com.workspacecommerce.benchmarks;

import java.lang.management.ManagementFactory;
import java.lang.management.OperatingSystemMXBean;
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
 * Reports {@code cpu.perOp}: the CPU time the benchmark JVM spent per operation, in microseconds,
 * over each iteration. It covers the client under test and the in-process canned server alike (plus
 * GC and JIT threads), so it is the total cost of one call on this machine. On a shared machine it
 * is steadier than wall time, which also counts the moments other processes hold the CPU; comparing
 * SDK and raw on both tells waste apart from noise.
 */
public final class CpuProfiler implements InternalProfiler {
  private final com.sun.management.OperatingSystemMXBean os;
  private long startNanos;

  /** Created by JMH by reflection. */
  public CpuProfiler() {
    OperatingSystemMXBean bean = ManagementFactory.getOperatingSystemMXBean();
    this.os =
        bean instanceof com.sun.management.OperatingSystemMXBean
            ? (com.sun.management.OperatingSystemMXBean) bean
            : null;
  }

  @Override
  public String getDescription() {
    return "Process CPU time per operation";
  }

  @Override
  public void beforeIteration(BenchmarkParams benchmarkParams, IterationParams iterationParams) {
    startNanos = os == null ? -1 : os.getProcessCpuTime();
  }

  @Override
  public Collection<? extends Result> afterIteration(
      BenchmarkParams benchmarkParams, IterationParams iterationParams, IterationResult result) {
    long ops = result.getMetadata().getAllOps();
    if (startNanos < 0 || ops <= 0) {
      return List.of();
    }
    double perOp = (os.getProcessCpuTime() - startNanos) / 1_000.0 / ops;
    return List.of(new ScalarResult("cpu.perOp", perOp, "us/op", AggregationPolicy.AVG));
  }
}
