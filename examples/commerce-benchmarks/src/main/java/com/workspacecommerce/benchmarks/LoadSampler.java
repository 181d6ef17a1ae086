package com.workspacecommerce.benchmarks;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The machine's 1-minute load average, sampled on a daemon thread while a run lasts, for the line
 * under a report's machine: on 2 cores a figure means little without the load it was taken under,
 * and a reader repeating the run compares theirs with it. Linux only ({@code /proc/loadavg});
 * elsewhere it says the load is unknown.
 */
final class LoadSampler implements AutoCloseable {
  private static final Path LOADAVG = Path.of("/proc/loadavg");

  private final List<Double> samples = new ArrayList<>();
  private final Thread thread;

  private LoadSampler(long everyMillis) {
    thread =
        new Thread(
            () -> {
              try {
                while (true) {
                  sample();
                  Thread.sleep(everyMillis);
                }
              } catch (InterruptedException e) {
                // closed
              }
            },
            "load-sampler");
    thread.setDaemon(true);
  }

  /**
   * Starts sampling now and every {@code everyMillis}.
   *
   * @param everyMillis the time between samples
   * @return the sampler; {@link #close} stops it
   */
  static LoadSampler start(long everyMillis) {
    LoadSampler s = new LoadSampler(everyMillis);
    s.thread.start();
    return s;
  }

  private void sample() {
    try {
      Double load = parse(Files.readString(LOADAVG));
      if (load != null) {
        synchronized (samples) {
          samples.add(load);
        }
      }
    } catch (IOException | RuntimeException e) {
      // not Linux, or restricted: no sample
    }
  }

  /**
   * The 1-minute load of a {@code /proc/loadavg} line.
   *
   * @param line such as {@code "0.52 0.58 0.59 1/467 12345"}
   * @return its first field, or null when it has none
   */
  static Double parse(String line) {
    String[] fields = line.trim().split("\\s+");
    try {
      return Double.valueOf(fields[0]);
    } catch (NumberFormatException e) {
      return null;
    }
  }

  /**
   * @return the samples so far, in one sentence: lowest to highest, median, how many
   */
  String summary() {
    List<Double> copy;
    synchronized (samples) {
      copy = new ArrayList<>(samples);
    }
    return summary(copy);
  }

  /**
   * Describes samples of the 1-minute load.
   *
   * @param samples the samples, in any order
   * @return e.g. "1-minute load average during the run: 0.6 to 13.3, median 2.9 (64 samples)."
   */
  static String summary(List<Double> samples) {
    if (samples.isEmpty()) {
      return "1-minute load average during the run: unknown (no /proc/loadavg).";
    }
    double[] v = samples.stream().mapToDouble(Double::doubleValue).sorted().toArray();
    int n = v.length;
    double median = n % 2 == 1 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
    return String.format(
        Locale.ROOT,
        "1-minute load average during the run: %.1f to %.1f, median %.1f (%d sample%s).",
        v[0],
        v[n - 1],
        median,
        n,
        n == 1 ? "" : "s");
  }

  /** Takes a last sample and stops. */
  @Override
  public void close() {
    thread.interrupt();
    sample();
  }
}
