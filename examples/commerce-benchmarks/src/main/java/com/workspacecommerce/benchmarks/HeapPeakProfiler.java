package com.workspacecommerce.benchmarks;

import com.sun.management.GarbageCollectionNotificationInfo;
import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.lang.management.MemoryUsage;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.atomic.AtomicLong;
import javax.management.ListenerNotFoundException;
import javax.management.Notification;
import javax.management.NotificationEmitter;
import javax.management.NotificationListener;
import javax.management.openmbean.CompositeData;
import org.openjdk.jmh.infra.BenchmarkParams;
import org.openjdk.jmh.infra.IterationParams;
import org.openjdk.jmh.profile.InternalProfiler;
import org.openjdk.jmh.results.AggregationPolicy;
import org.openjdk.jmh.results.IterationResult;
import org.openjdk.jmh.results.Result;
import org.openjdk.jmh.results.ScalarResult;

/**
 * Reports the heap of each measured iteration, in MB, as the largest value over the iterations:
 *
 * <ul>
 *   <li>{@code heap.peak}: the sum of the heap pools' peaks, an upper bound on the heap in use at
 *       any moment; mostly young-generation garbage, so it follows the collector's sizing;
 *   <li>{@code heap.liveAfterGc}: the most heap still in use right after any collection during the
 *       iteration, which is what the code under test actually holds on to: a walk that kept its
 *       pages would make it grow with the number of pages.
 * </ul>
 *
 * <p>A profiler rather than {@code @AuxCounters}, because JMH sums aux counters over iterations and
 * a peak has to be the maximum. Before each iteration it runs a full GC and resets the peaks. Use
 * with {@code -prof com.workspacecommerce.benchmarks.HeapPeakProfiler}.
 */
public final class HeapPeakProfiler implements InternalProfiler {
  private static final double MB = 1024.0 * 1024.0;

  private final AtomicLong liveAfterGc = new AtomicLong();
  private final NotificationListener listener = this::onGc;
  private final List<NotificationEmitter> emitters = new ArrayList<>();

  /** Created by JMH by reflection. */
  public HeapPeakProfiler() {}

  @Override
  public String getDescription() {
    return "Heap peak and live heap after GC per iteration, from the memory MXBeans";
  }

  @Override
  public void beforeIteration(BenchmarkParams benchmarkParams, IterationParams iterationParams) {
    System.gc();
    for (MemoryPoolMXBean pool : heapPools()) {
      pool.resetPeakUsage();
    }
    liveAfterGc.set(0);
    for (GarbageCollectorMXBean gc : ManagementFactory.getGarbageCollectorMXBeans()) {
      if (gc instanceof NotificationEmitter) {
        NotificationEmitter emitter = (NotificationEmitter) gc;
        emitter.addNotificationListener(listener, null, null);
        emitters.add(emitter);
      }
    }
  }

  @Override
  public Collection<? extends Result> afterIteration(
      BenchmarkParams benchmarkParams, IterationParams iterationParams, IterationResult result) {
    for (NotificationEmitter emitter : emitters) {
      try {
        emitter.removeNotificationListener(listener);
      } catch (ListenerNotFoundException e) {
        // already gone
      }
    }
    emitters.clear();
    long sum = 0;
    for (MemoryPoolMXBean pool : heapPools()) {
      sum += pool.getPeakUsage().getUsed();
    }
    return List.of(
        new ScalarResult("heap.peak", sum / MB, "MB", AggregationPolicy.MAX),
        new ScalarResult("heap.liveAfterGc", liveAfterGc.get() / MB, "MB", AggregationPolicy.MAX));
  }

  private void onGc(Notification notification, Object handback) {
    if (!GarbageCollectionNotificationInfo.GARBAGE_COLLECTION_NOTIFICATION.equals(
        notification.getType())) {
      return;
    }
    GarbageCollectionNotificationInfo info =
        GarbageCollectionNotificationInfo.from((CompositeData) notification.getUserData());
    Set<String> heap = heapPoolNames();
    long used = 0;
    for (Map.Entry<String, MemoryUsage> e : info.getGcInfo().getMemoryUsageAfterGc().entrySet()) {
      if (heap.contains(e.getKey())) {
        used += e.getValue().getUsed();
      }
    }
    liveAfterGc.accumulateAndGet(used, Math::max);
  }

  private static Set<String> heapPoolNames() {
    Set<String> names = new java.util.HashSet<>();
    for (MemoryPoolMXBean pool : heapPools()) {
      names.add(pool.getName());
    }
    return names;
  }

  private static List<MemoryPoolMXBean> heapPools() {
    List<MemoryPoolMXBean> pools = new ArrayList<>();
    for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
      if (pool.getType() == MemoryType.HEAP && pool.isValid()) {
        pools.add(pool);
      }
    }
    return pools;
  }
}
